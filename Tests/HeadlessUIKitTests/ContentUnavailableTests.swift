import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A search screen that shows `.search()` while it has no results, as in Apple's example.
@MainActor
private final class ResultsController: TracedViewController {
    var results: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }

    override func updateProperties() {
        super.updateProperties()
        trace.record("\(name).updateProperties")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        trace.record("\(name).viewWillLayoutSubviews")
    }

    override func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
    ) {
        super.updateContentUnavailableConfiguration(using: state)
        trace.record(
            "\(name).updateContentUnavailable(search: \(state.searchText ?? "nil"),"
                + " results: \(results.count))")
        contentUnavailableConfiguration =
            results.isEmpty ? UIContentUnavailableConfiguration.search() : nil
    }
}

/// iOS 17's content-unavailable configuration of view controllers: when UIKit updates it,
/// and the configuration values.
@MainActor
@Suite struct ContentUnavailableTests {
    @Test func firstUpdateFollowsUpdatePropertiesBeforeViewIsAppearing() throws {
        let stage = Stage()
        do {
            let screen = ResultsController("A", trace: stage.trace)
            stage.leaks.track(screen, "A")
            stage.window.rootViewController = screen
        }
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 A.viewDidLoad",
            "0.000 A.viewWillAppear(false)",
            "0.000 A.updateProperties",
            "0.000 A.updateContentUnavailable(search: nil, results: 0)",
            "0.000 A.viewIsAppearing(false)",
            "0.000 A.viewDidAppear(false)",
        ])
        let shown = try #require(
            stage.window.rootViewController?.contentUnavailableConfiguration
                as? UIContentUnavailableConfiguration)
        #expect(shown.text == UIContentUnavailableConfiguration.search().text)
        #expect(shown.textProperties == UIContentUnavailableConfiguration.search().textProperties)
        stage.expectNoDiagnostics()

        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
    }

    @Test func requestsInOneTurnMakeOneUpdateOnTheNextTurnBeforeLayout() {
        let stage = Stage()
        do {
            let screen = ResultsController("A", trace: stage.trace)
            stage.leaks.track(screen, "A")
            let search = UISearchController(searchResultsController: nil)
            search.searchBar.text = "tea"
            screen.navigationItem.searchController = search
            stage.show(screen)

            screen.results = ["Green"]
            screen.results = ["Green", "Black"]
            stage.expectNothingYet()
            stage.runUntilIdle()
            stage.expectTrace(["0.000 A.updateContentUnavailable(search: tea, results: 2)"])
            #expect(screen.contentUnavailableConfiguration == nil)

            screen.results = []
            screen.setNeedsUpdateProperties()
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
            stage.expectTrace([
                "0.000 A.updateProperties",
                "0.000 A.updateContentUnavailable(search: tea, results: 0)",
                "0.000 A.viewWillLayoutSubviews",
            ])
            stage.runUntilIdle()
            stage.expectTrace([])
            #expect(screen.contentUnavailableConfiguration is UIContentUnavailableConfiguration)
        }
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
    }

    @Test func configurationsAreValuesWithTheSystemDefaults() {
        var empty = UIContentUnavailableConfiguration.empty()
        #expect(empty.text == nil && empty.secondaryText == nil && empty.image == nil)
        #expect(empty.alignment == .center)
        #expect(empty.buttonProperties.isEnabled && empty.buttonProperties.role == .normal)

        let loading = UIContentUnavailableConfiguration.loading()
        #expect(loading.text == "Loading\u{2026}")
        #expect(loading != empty)

        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results")
        #expect(search.secondaryText == "Check the spelling or try a new search.")
        #expect(search.image != nil)

        let copy = empty
        empty.text = "No Mail"
        empty.secondaryText = "New messages appear here."
        var button = UIButton.Configuration.filled()
        button.title = "Refresh"
        empty.button = button
        empty.buttonProperties.role = .primary
        empty.textProperties.numberOfLines = 2
        #expect(copy.text == nil && copy.button == .plain())
        #expect(empty.button.title == "Refresh" && empty.textProperties.numberOfLines == 2)
        #expect(empty != copy)

        var state = UIContentUnavailableConfigurationState(
            traitCollection: HeadlessBehaviour.traits)
        let key = UIConfigurationStateCustomKey("com.example.offline")
        #expect(state[key] == nil)
        state[key] = true
        state.searchText = "tea"
        #expect(state[key] == AnyHashable(true) && state.searchText == "tea")
        #expect(empty.updated(for: state) == empty)
    }
}

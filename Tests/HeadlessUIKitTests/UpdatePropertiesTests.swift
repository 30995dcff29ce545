import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A view that records its properties updates and layouts.
@MainActor
private final class PropertiesView: UIView {
    let name: String
    let trace: CallbackTrace

    init(_ name: String, trace: CallbackTrace) {
        self.name = name
        self.trace = trace
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        trace.record("\(name).updateProperties")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        trace.record("\(name).layoutSubviews")
    }
}

/// A controller that records its properties updates and layout callbacks; its view holds a
/// ``PropertiesView``.
@MainActor
private final class PropertiesController: TracedViewController {
    var subtitle = "" {
        didSet { setNeedsUpdateProperties() }
    }
    private(set) lazy var content = PropertiesView("\(name).content", trace: trace)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
    }

    override func updateProperties() {
        super.updateProperties()
        navigationItem.subtitle = subtitle
        trace.record("\(name).updateProperties")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        trace.record("\(name).viewWillLayoutSubviews")
    }
}

/// iOS 26's `updateProperties()`: when UIKit calls it relative to appearance and layout.
@MainActor
@Suite struct UpdatePropertiesTests {
    @Test func firstUpdateComesAfterViewWillAppearAndBeforeViewIsAppearing() {
        let stage = Stage()
        let screen = PropertiesController("A", trace: stage.trace)

        stage.window.rootViewController = screen
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 A.viewDidLoad",
            "0.000 A.viewWillAppear(false)",
            "0.000 A.updateProperties",
            "0.000 A.content.updateProperties",
            "0.000 A.viewIsAppearing(false)",
            "0.000 A.viewDidAppear(false)",
        ])
        stage.expectNoDiagnostics()
    }

    @Test func requestsInOneTurnMakeOneUpdateOnTheNextTurn() {
        let stage = Stage()
        let screen = PropertiesController("A", trace: stage.trace)
        stage.show(screen)

        screen.subtitle = "One"
        screen.subtitle = "Two"
        stage.expectNothingYet()
        stage.runUntilIdle()

        stage.expectTrace(["0.000 A.updateProperties"])
        #expect(screen.navigationItem.subtitle == "Two")
    }

    @Test func layoutIfNeededUpdatesPropertiesBeforeLayingOut() {
        let stage = Stage()
        let screen = PropertiesController("A", trace: stage.trace)
        stage.show(screen)

        screen.setNeedsUpdateProperties()
        screen.content.setNeedsUpdateProperties()
        screen.view.setNeedsLayout()
        screen.view.layoutIfNeeded()

        stage.expectTrace([
            "0.000 A.updateProperties",
            "0.000 A.content.updateProperties",
            "0.000 A.viewWillLayoutSubviews",
        ])
        stage.runUntilIdle()
        stage.expectTrace([])
    }

    @Test func updatePropertiesIfNeededRunsOnlyWhatIsDue() {
        let stage = Stage()
        let screen = PropertiesController("A", trace: stage.trace)
        stage.show(screen)

        screen.updatePropertiesIfNeeded()
        stage.expectTrace([])

        screen.content.setNeedsUpdateProperties()
        screen.updatePropertiesIfNeeded()
        stage.expectTrace(["0.000 A.content.updateProperties"])
    }

    @Test func offWindowRequestsWaitForTheFirstAppearance() {
        let stage = Stage()
        let screen = PropertiesController("A", trace: stage.trace)
        screen.loadViewIfNeeded()
        screen.subtitle = "Early"
        stage.runUntilIdle()
        stage.expectTrace(["0.000 A.viewDidLoad"])

        stage.show(screen)
        #expect(screen.navigationItem.subtitle == "Early")
    }

    @Test func iOS26BarItemMembers() {
        let item = UIBarButtonItem(title: "Save", style: .prominent, target: nil, action: nil)
        item.hidesSharedBackground = true
        let space = UIBarButtonItem.fixedSpace()
        let navigationItem = UINavigationItem(title: "Inbox")
        navigationItem.subtitle = "3 unread"
        navigationItem.largeSubtitle = "Updated just now"

        #expect(item.style == .prominent)
        #expect(UIBarButtonItem.Style.prominent.rawValue == 2)
        #expect(item.hidesSharedBackground)
        #expect(item.sharesBackground)
        #expect(space.width == 0)
        #expect(space.headless.systemItem == .fixedSpace)
        #expect(navigationItem.subtitle == "3 unread")
    }
}

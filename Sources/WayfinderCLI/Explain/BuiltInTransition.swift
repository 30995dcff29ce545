import Foundation

/// A transition `wayfinder explain` knows: a set-up scenario (not traced) and the action
/// whose UIKit callbacks are shown, both written in the scenario language.
struct BuiltInTransition: Sendable {
    /// The name on the command line, e.g. `swipe-back-cancelled`.
    var name: String
    /// What it shows, in one sentence.
    var summary: String
    /// The steps that set the scene; their callbacks are not shown.
    var setup: String
    /// The steps whose callbacks are shown.
    var action: String
    /// Acts on the stage itself instead of the scenario steps (a transition the scenario
    /// language cannot say, such as a state jump); `nil` for scenario transitions.
    var custom: (@MainActor @Sendable (Stage, _ animated: Bool) -> Void)? = nil

    private static let navigationAB = """
        screen A B
        navigation nav A
        window nav
        idle
        push B animated=no
        """

    /// Every built-in transition, in the order `--help` lists them.
    static let all: [BuiltInTransition] = [
        BuiltInTransition(
            name: "push", summary: "A navigation controller shows A; the app pushes B.",
            setup: "screen A B\nnavigation nav A\nwindow nav", action: "push B"),
        BuiltInTransition(
            name: "pop", summary: "B is on top of A; the app pops B in code.",
            setup: navigationAB, action: "pop"),
        BuiltInTransition(
            name: "swipe-back-finished",
            summary: "B is on top of A; the user swipes back past the middle and lets go.",
            setup: navigationAB,
            action: "swipe back\nadvance 0.15\nswipe progress 0.6\nswipe finish"),
        BuiltInTransition(
            name: "swipe-back-cancelled",
            summary: "B is on top of A; the user starts swiping back, changes their mind at "
                + "30 % and lets go (seed 003): B gets viewWillDisappear and never "
                + "viewDidDisappear.",
            setup: navigationAB,
            action: "swipe back\nadvance 0.1\nswipe progress 0.3\nswipe cancel"),
        BuiltInTransition(
            name: "pop-to-root", summary: "A, B and C are stacked; the app pops to the root A.",
            setup: "screen A B C\nnavigation nav A B C\nwindow nav", action: "pop-to-root"),
        BuiltInTransition(
            name: "set-stack",
            summary: "A, B and C are stacked; the app replaces the stack with A and D in one "
                + "call (seed 000's fix). The old top C gets neither willMove(toParent: nil) "
                + "nor didMove(toParent: nil) (rdar 18002763).",
            setup: "screen A B C D\nnavigation nav A B C\nwindow nav", action: "set-stack A D"),
        BuiltInTransition(
            name: "present",
            summary: "A navigation controller shows A; the app presents B "
                + "full screen.",
            setup: "screen A B\nnavigation nav A\nwindow nav",
            action: "present B style=full-screen"),
        BuiltInTransition(
            name: "present-sheet",
            summary: "A navigation controller shows A; the app presents B as a page sheet: A "
                + "stays on screen and gets no callbacks.",
            setup: "screen A B\nnavigation nav A\nwindow nav",
            action: "present B style=page-sheet"),
        BuiltInTransition(
            name: "dismiss", summary: "B is presented full screen over A; the app dismisses it.",
            setup: "screen A B\nnavigation nav A\nwindow nav\nidle\n"
                + "present B style=full-screen animated=no",
            action: "dismiss B"),
        BuiltInTransition(
            name: "dismiss-chain",
            summary: "nav presents B, B presents C; the app dismisses from nav: only C animates, "
                + "B leaves without callbacks.",
            setup: "screen A B C\nnavigation nav A\nwindow nav\nidle\n"
                + "present B style=full-screen animated=no\nidle\n"
                + "present C from=B style=full-screen animated=no",
            action: "dismiss nav"),
        BuiltInTransition(
            name: "sheet-swipe-down",
            summary: "B is a page sheet; the user swipes it down and lets go: the presentation "
                + "controller's delegate hears about it, a programmatic dismiss never does.",
            setup: "screen A B\nnavigation nav A\nwindow nav\nidle\npresent B style=page-sheet "
                + "animated=no",
            action: "swipe down B\nadvance 0.2\nswipe progress 0.7\nswipe finish"),
        BuiltInTransition(
            name: "tab-switch",
            summary: "A tab bar controller shows A; the user taps the tab of B.",
            setup: "screen A B\ntabs tabs A B\nwindow tabs", action: "tap-tab 1"),
        BuiltInTransition(
            name: "embed",
            summary: "A custom container on screen embeds C with the containment calls in "
                + "seed 001's order.",
            setup: "screen C\ncontainer home\nwindow home", action: "embed C in home"),
        BuiltInTransition(
            name: "unembed",
            summary: "A custom container removes its child C with the containment calls in "
                + "seed 001's order.",
            setup: "screen C\ncontainer home\nwindow home\nidle\nembed C in home",
            action: "unembed C"),
        BuiltInTransition(
            name: "state-jump",
            summary: "Tab 0 shows Home → A → B with a Compose sheet up; a RouteNavigator goes "
                + "to tab 1's Inbox → Message in one go(to:): Message is pushed unseen, the "
                + "tab switches under the sheet, and the sheet's dismissal is the one "
                + "animation.",
            setup: "", action: "", custom: StateJump.run),
        // iOS 18 and 26: zoom, the content swipe-back, split views.
        BuiltInTransition(
            name: "zoom-pop",
            summary: "B was pushed with a zoom transition (iOS 18); the user pinches it back "
                + "to its thumbnail: the callbacks of a finished swipe-back.",
            setup: "", action: "", custom: SplitAndZoomTransitions.zoomPop),
        BuiltInTransition(
            name: "content-swipe",
            summary: "B is on top of A; the user starts the full-width content swipe-back "
                + "(iOS 26) and cancels it: the same callbacks as a cancelled edge swipe.",
            setup: "", action: "", custom: SplitAndZoomTransitions.contentSwipe),
        BuiltInTransition(
            name: "split-collapse",
            summary: "A double-column split view (Sidebar | Detail) becomes horizontally "
                + "compact and collapses onto the secondary column.",
            setup: "", action: "", custom: SplitAndZoomTransitions.splitCollapse),
        // iOS 18 `UITab` tab bars.
        BuiltInTransition(
            name: "uitab-switch",
            summary: "A tab bar of UITabs shows tab \"a\"; the user taps tab \"b\", whose "
                + "provider makes B only now; the delegate hears shouldSelectTab, "
                + "shouldSelect, didSelectTab and didSelect.",
            setup: "", action: "", custom: UITabSwitch.run),
    ]

    /// The transition named `name`.
    static func named(_ name: String) -> BuiltInTransition? {
        all.first { $0.name == name }
    }

    /// Sets the scene, runs the action and reports its trace, starting at time zero.
    /// - Parameter animated: the default of the action's steps.
    /// - Throws: ``CLIError`` only if a built-in scenario is broken (a bug).
    @MainActor
    func report(animated: Bool) throws(CLIError) -> Report {
        let stage = Stage(label: "UIKit callbacks" + (animated ? "" : " (not animated)"))
        if let custom {
            custom(stage, animated)
            return Report(
                command: "explain",
                scenarios: [
                    ScenarioRecord(
                        id: name, title: "explain \(name)", summary: summary,
                        runs: [stage.finish()])
                ])
        }
        let fileName = "explain \(name)"
        let setupScenario = try ScenarioFile.parse(setup, fileName: fileName + " (setup)")
        var setupRunner = ScenarioRunner(stage: stage, scenario: setupScenario)
        try setupRunner.setUp()
        // The action is parsed with the set-up's names in scope.
        let combined = try ScenarioFile.parse(setup + "\n" + action, fileName: fileName)
        let actionScenario = Scenario(
            fileName: fileName, sourceLines: combined.sourceLines,
            steps: Array(combined.steps.dropFirst(setupScenario.steps.count)))
        var runner = ScenarioRunner(
            stage: stage, scenario: actionScenario, defaultAnimated: animated)
        try runner.runAll()
        return Report(
            command: "explain",
            scenarios: [
                ScenarioRecord(
                    id: name, title: "explain \(name)", summary: summary, runs: [stage.finish()])
            ])
    }
}

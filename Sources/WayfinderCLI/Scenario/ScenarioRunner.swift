import Foundation
import HeadlessUIKit
import WayfinderTesting

/// Runs ``Step`` values on a ``Stage``: the same UIKit calls an app would make, recorded.
///
/// A step that UIKit would refuse (pushing a screen that is already in a stack, presenting
/// from a screen that already presents, a swipe that cannot start …) stops the run with a
/// usage error at its line; a failed `expect` stops it with a failed-expectation error.
@MainActor
struct ScenarioRunner {
    /// The stage acted on.
    let stage: Stage
    /// The scenario the steps come from, for messages.
    let scenario: Scenario
    /// Whether steps without `animated=` animate.
    var defaultAnimated = true
    private var traceMark = 0

    /// Creates a runner of `scenario` on `stage`.
    init(stage: Stage, scenario: Scenario, defaultAnimated: Bool = true) {
        self.stage = stage
        self.scenario = scenario
        self.defaultAnimated = defaultAnimated
    }

    /// Runs every step of the scenario.
    /// - Throws: ``CLIError`` for a refused step (usage) or a failed expectation.
    mutating func runAll() throws(CLIError) {
        for step in scenario.steps { try run(step) }
    }

    /// Runs the steps, then resets the record so that only what follows is traced.
    mutating func setUp() throws(CLIError) {
        try runAll()
        stage.runUntilIdle()
        stage.beginRecording()
        traceMark = 0
    }

    /// Runs one step.
    mutating func run(_ located: LocatedStep) throws(CLIError) {
        let diagnosticsBefore = stage.diagnosticCount
        try perform(located)
        let diagnostics = stage.window.headless.diagnostics
        if let refused = diagnostics[diagnosticsBefore...].first(where: Self.isRefusal) {
            throw CLIError.located(
                file: scenario.fileName, location: located.location,
                source: scenario.sourceLines,
                message: Self.refusalMessage(refused),
                expected: "a step UIKit accepts in this state")
        }
    }

    /// Why a step is refused: an exception crashes the app on a device, a warning is logged.
    static func refusalMessage(_ diagnostic: String) -> String {
        let read = HeadlessDiagnostic(diagnostic)
        if case .exception(let name) = read.kind {
            return "UIKit raises \(name) at this step, which crashes the app on a device: "
                + read.message
        }
        return "UIKit refuses this step and logs: \(diagnostic)"
    }

    /// Whether a UIKit warning means that UIKit ignored the call.
    static func isRefusal(_ diagnostic: String) -> Bool {
        let read = HeadlessDiagnostic(diagnostic)
        return read.isException
            || ["Attempt to present", "Attempt to dismiss"].contains { read.message.hasPrefix($0) }
    }

    // MARK: Steps

    private mutating func perform(_ located: LocatedStep) throws(CLIError) {
        switch located.step {
        case .screens(let names):
            for name in names {
                stage.register(
                    TracedViewController(name, trace: stage.trace), as: name, kind: .screen)
            }
        case .navigation(let name, let stack):
            let controllers = stack.map(controller)
            if let taken = controllers.first(where: { $0.parent != nil }) {
                throw refusal(located, "\(stage.name(of: taken)) already has a parent")
            }
            stage.step(
                stack.count == 1
                    ? "let \(name) = UINavigationController(rootViewController: \(stack[0]))"
                    : "let \(name) = UINavigationController(); "
                        + "\(name).viewControllers = [\(stack.joined(separator: ", "))]",
                subject: name)
            let nav = TracedNavigationController(name, trace: stage.trace, root: controllers[0])
            if controllers.count > 1 { nav.setViewControllers(controllers, animated: false) }
            let recorder = NavigationDelegateRecorder(name, trace: stage.trace)
            nav.delegate = recorder
            stage.retain(recorder)
            stage.register(nav, as: name, kind: .navigation)
        case .tabs(let name, let tabs):
            let controllers = tabs.map(controller)
            if let taken = controllers.first(where: { $0.parent != nil }) {
                throw refusal(located, "\(stage.name(of: taken)) already has a parent")
            }
            stage.step(
                "let \(name) = UITabBarController(); "
                    + "\(name).viewControllers = [\(tabs.joined(separator: ", "))]",
                subject: name)
            let tabBar = TracedTabBarController(name, trace: stage.trace, tabs: controllers)
            let recorder = TabBarDelegateRecorder(name, trace: stage.trace)
            tabBar.delegate = recorder
            stage.retain(recorder)
            stage.register(tabBar, as: name, kind: .tabs)
        case .split(let name, let columns):
            let controllers = columns.map(controller)
            if let taken = controllers.first(where: { $0.parent != nil }) {
                throw refusal(located, "\(stage.name(of: taken)) already has a parent")
            }
            let style: UISplitViewController.Style =
                columns.count == 3 ? .tripleColumn : .doubleColumn
            let places: [UISplitViewController.Column] =
                columns.count == 3
                ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            stage.step(
                "let \(name) = UISplitViewController(style: .\(style == .tripleColumn ? "tripleColumn" : "doubleColumn")); "
                    + zip(places, columns).map { "\(name).setViewController(\($1), for: .\($0))" }
                    .joined(separator: "; "),
                subject: name)
            let split = UISplitViewController(style: style)
            split.title = name
            for (place, column) in zip(places, controllers) {
                split.setViewController(column, for: place)
            }
            stage.register(split, as: name, kind: .split)
        case .container(let name):
            stage.register(
                TracedContainerViewController(name, trace: stage.trace), as: name,
                kind: .container)
        case .window(let root):
            let controller = controller(root)
            if controller.parent != nil || controller.presentingViewController != nil {
                throw refusal(located, "\(root) is already shown inside another controller")
            }
            stage.step(
                "window.rootViewController = \(root); window.makeKeyAndVisible()", subject: root)
            stage.window.rootViewController = controller
            stage.window.makeKeyAndVisible()
        case .push(let name, let on, let animated):
            let nav = try navigation(on, located)
            let screen = controller(name)
            if nav.viewControllers.contains(where: { $0 === screen }) {
                throw refusal(
                    located,
                    "\(name) is already in \(stage.name(of: nav))'s stack (UIKit raises "
                        + "NSInvalidArgumentException: pushing the same view controller "
                        + "instance more than once is not supported)")
            }
            if screen.parent != nil {
                throw refusal(
                    located, "\(name) already has a parent: \(stage.name(of: screen.parent))")
            }
            let flag = animated ?? defaultAnimated
            stage.step(
                "\(stage.name(of: nav)).pushViewController(\(name), animated: \(flag))",
                subject: stage.name(of: nav))
            nav.pushViewController(screen, animated: flag)
        case .pop(let on, let animated):
            let nav = try navigation(on, located)
            guard nav.viewControllers.count >= 2 else {
                throw refusal(located, "\(stage.name(of: nav)) shows only its root: nothing to pop")
            }
            let flag = animated ?? defaultAnimated
            stage.step(
                "\(stage.name(of: nav)).popViewController(animated: \(flag))",
                subject: stage.name(of: nav))
            nav.popViewController(animated: flag)
        case .back(let on):
            let nav = try navigation(on, located)
            stage.step("user taps ‹ Back", subject: stage.name(of: nav))
            if nav.headless.tapBackButton() == nil {
                throw refusal(
                    located,
                    "there is no back button to tap in \(stage.name(of: nav)) (root only, not on "
                        + "screen, or a transition runs)")
            }
        case .popTo(let name, let on, let animated):
            let nav = try navigation(on, located)
            let target = controller(name)
            guard nav.viewControllers.contains(where: { $0 === target }) else {
                throw refusal(
                    located,
                    "\(name) is not in \(stage.name(of: nav))'s stack (UIKit raises "
                        + "NSInternalInconsistencyException: Tried to pop to a view controller "
                        + "that doesn't exist.)")
            }
            let flag = animated ?? defaultAnimated
            stage.step(
                "\(stage.name(of: nav)).popToViewController(\(name), animated: \(flag))",
                subject: stage.name(of: nav))
            nav.popToViewController(target, animated: flag)
        case .popToRoot(let on, let animated):
            let nav = try navigation(on, located)
            let flag = animated ?? defaultAnimated
            stage.step(
                "\(stage.name(of: nav)).popToRootViewController(animated: \(flag))",
                subject: stage.name(of: nav))
            nav.popToRootViewController(animated: flag)
        case .setStack(let names, let on, let animated):
            let nav = try navigation(on, located)
            let controllers = names.map(controller)
            if let foreign = controllers.first(where: { $0.parent != nil && $0.parent !== nav }) {
                throw refusal(
                    located,
                    "\(stage.name(of: foreign)) belongs to \(stage.name(of: foreign.parent))")
            }
            if Set(names).count != names.count {
                throw refusal(located, "a screen appears twice in the new stack")
            }
            let flag = animated ?? defaultAnimated
            stage.step(
                "\(stage.name(of: nav)).setViewControllers([\(names.joined(separator: ", "))], "
                    + "animated: \(flag))", subject: stage.name(of: nav))
            nav.setViewControllers(controllers, animated: flag)
        case .swipeBack(let on):
            let nav = try navigation(on, located)
            if stage.interaction != nil {
                throw refusal(located, "a swipe is already in progress: finish or cancel it first")
            }
            stage.step("user starts swiping back", subject: stage.name(of: nav))
            let swipe = nav.headless.beginInteractivePop()
            guard swipe.didBegin else {
                throw refusal(
                    located,
                    "a swipe-back cannot start in \(stage.name(of: nav)) now (root only, not on "
                        + "screen, or a transition runs)")
            }
            stage.interaction = swipe
        case .swipeDown(let name):
            let sheet = controller(name)
            if stage.interaction != nil {
                throw refusal(located, "a swipe is already in progress: finish or cancel it first")
            }
            stage.step("user starts swiping \(name) down", subject: name)
            let swipe = sheet.headless.beginInteractiveDismiss()
            guard swipe.didBegin else {
                throw refusal(
                    located,
                    "\(name) cannot be swiped down now (it is not a presented sheet on top, it "
                        + "refuses, or a presentation runs)")
            }
            stage.interaction = swipe
        case .swipeProgress(let progress):
            let swipe = try interaction(located)
            stage.step(
                "user's finger at \(Int((progress * 100).rounded())) %", startsTransition: false)
            swipe.update(progress: progress)
        case .swipeFinish:
            let swipe = try interaction(located)
            stage.step("user lets go: the swipe completes", startsTransition: false)
            swipe.finish()
            stage.interaction = nil
        case .swipeCancel:
            let swipe = try interaction(located)
            stage.step("user lets go: the swipe is cancelled", startsTransition: false)
            stage.markCurrentTransitionCancelled()
            swipe.cancel()
            stage.interaction = nil
        case .present(let name, let from, let style, let animated):
            try present(name, from: from, style: style, animated: animated, located)
        case .dismiss(let name, let animated):
            let target: UIViewController
            if let name {
                target = controller(name)
            } else {
                guard let top = topOfPresentationChain(), top.presentingViewController != nil
                else { throw refusal(located, "nothing is presented: there is nothing to dismiss") }
                target = top
            }
            guard target.presentedViewController != nil || target.presentingViewController != nil
            else {
                throw refusal(
                    located,
                    "\(stage.name(of: target)) neither presents nor is presented: nothing to "
                        + "dismiss")
            }
            let flag = animated ?? defaultAnimated
            stage.step(
                "\(stage.name(of: target)).dismiss(animated: \(flag))",
                subject: stage.name(of: target))
            target.dismiss(animated: flag)
        case .selectTab(let index, let on), .tapTab(let index, let on):
            let tabBar = try tabs(on, located)
            let count = tabBar.viewControllers?.count ?? 0
            guard index < count else {
                throw refusal(
                    located,
                    "\(stage.name(of: tabBar)) has \(count) tabs: the index must be 0…\(count - 1)")
            }
            let tabName = stage.name(of: tabBar.viewControllers?[index])
            if case .tapTab = located.step {
                stage.step("user taps tab \(index) (\(tabName))", subject: stage.name(of: tabBar))
                tabBar.headless.tap(index: index)
            } else {
                stage.step(
                    "\(stage.name(of: tabBar)).selectedIndex = \(index)",
                    subject: stage.name(of: tabBar))
                tabBar.selectedIndex = index
            }
        case .embed(let name, let containerName):
            let child = controller(name)
            let container = controller(containerName)
            if child.parent != nil || child.presentingViewController != nil {
                throw refusal(located, "\(name) is already shown somewhere else")
            }
            stage.step(
                "\(containerName).addChild(\(name)); \(containerName).view.addSubview(\(name).view); "
                    + "\(name).didMove(toParent: \(containerName))", subject: containerName)
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        case .unembed(let name):
            let child = controller(name)
            guard let parent = child.parent, parent is TracedContainerViewController else {
                throw refusal(located, "\(name) is not embedded in a container")
            }
            stage.step(
                "\(name).willMove(toParent: nil); \(name).view.removeFromSuperview(); "
                    + "\(name).removeFromParent()", subject: stage.name(of: parent))
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        case .advance(let seconds):
            stage.advance(by: seconds)
        case .sizeClass(let compact):
            stage.step(
                "the window becomes horizontally \(compact ? "compact" : "regular")",
                subject: nil)
            stage.window.headless.setHorizontalSizeClass(compact ? .compact : .regular)
        case .runUntilIdle:
            stage.runUntilIdle()
        case .expectStack(let names, let on):
            let nav = try navigation(on, located)
            let actual = nav.viewControllers.map { stage.name(of: $0) }
            let text =
                "\(stage.name(of: nav)).viewControllers == [\(names.joined(separator: ", "))]"
            stage.expectation(text, passed: actual == names)
            if actual != names {
                throw failure(
                    located, "the stack of \(stage.name(of: nav)) differs",
                    details: [
                        "  expected: [\(names.joined(separator: ", "))]",
                        "  actual:   [\(actual.joined(separator: ", "))]",
                    ])
            }
        case .expectTrace(let expected):
            let actual = stage.callbackLines(from: traceMark)
            let passed = actual == expected
            stage.expectation(
                "the trace since the previous check (\(expected.count) lines)", passed: passed)
            traceMark = stage.entryCount
            if !passed {
                throw failure(
                    located, "the UIKit calls differ (- expected, + actual)",
                    details: LineDiff.lines(expected: expected, actual: actual).map { "  " + $0 })
            }
        case .note(let text):
            stage.note(text)
        }
    }

    private func present(
        _ name: String, from: String?, style: PresentationStyle, animated: Bool?,
        _ located: LocatedStep
    ) throws(CLIError) {
        let screen = controller(name)
        if screen.presentingViewController != nil || screen.parent != nil
            || screen === stage.window.rootViewController
        {
            throw refusal(located, "\(name) is already on screen")
        }
        let presenter: UIViewController
        if let from {
            presenter = controller(from)
        } else {
            guard let top = topOfPresentationChain() else {
                throw refusal(located, "the window has no root view controller: use `window` first")
            }
            presenter = top
        }
        guard presenter.viewIfLoaded?.window != nil else {
            throw refusal(
                located, "\(stage.name(of: presenter)) is not on screen, so it cannot present")
        }
        if let already = presenter.presentedViewController {
            throw refusal(
                located,
                "\(stage.name(of: presenter)) already presents \(stage.name(of: already))")
        }
        let flag = animated ?? defaultAnimated
        screen.modalPresentationStyle = modalStyle(style)
        let recorder = PresentationDelegateRecorder(trace: stage.trace)
        screen.presentationController?.delegate = recorder
        stage.retain(recorder)
        stage.step(
            "\(name).modalPresentationStyle = \(style.swiftName); "
                + "\(stage.name(of: presenter)).present(\(name), animated: \(flag))",
            subject: stage.name(of: presenter))
        presenter.present(screen, animated: flag)
    }

    private func modalStyle(_ style: PresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic: .automatic
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        }
    }
}

import HeadlessUIKit
import Testing
import WayfinderTesting

/// A controller that records its trait callbacks.
private final class TraitRecordingController: UIViewController {
    let trace: CallbackTrace
    let name: String

    init(_ name: String, trace: CallbackTrace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        trace.record("\(name) traitCollectionDidChange")
    }
}

/// iOS 17's trait overrides and trait-change registrations.
@MainActor
@Suite struct TraitOverridesTests {
    @Test func overridesReachChildrenAndViewsAndHandlersHearOnlyRealChanges() {
        let trace = CallbackTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = TraitRecordingController("parent", trace: trace)
        let child = TraitRecordingController("child", trace: trace)
        let navigation = UINavigationController(rootViewController: parent)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UILabel()
        child.view.addSubview(label)

        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (controller: TraitRecordingController, previous: UITraitCollection) in
            trace.record(
                "\(controller.name) style \(previous.userInterfaceStyle.rawValue)>"
                    + "\(controller.traitCollection.userInterfaceStyle.rawValue)")
        }
        let viewRegistration = label.registerForTraitChanges([
            UITraitUserInterfaceStyle.self, UITraitVerticalSizeClass.self,
        ]) { (view: UILabel, previous: UITraitCollection) in
            trace.record("label \(view.traitCollection.userInterfaceStyle.rawValue)")
        }
        parent.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (controller: TraitRecordingController, _: UITraitCollection) in
            trace.record("\(controller.name) width")
        }

        navigation.traitOverrides.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        parent.traitOverrides.userInterfaceStyle = .dark  // same value: no handler
        child.traitOverrides.userInterfaceStyle = .light  // the nearest override wins
        #expect(label.traitCollection.userInterfaceStyle == .light)
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        label.unregisterForTraitChanges(viewRegistration)
        child.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!child.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        window.headless.setHorizontalSizeClass(.regular)
        window.headless.runUntilIdle()

        expectTrace(
            trace,
            [
                "child style 1>2",
                "label 2",
                "child style 2>1",
                "label 1",
                "child style 1>2",
                "parent traitCollectionDidChange",
                "child traitCollectionDidChange",
                "parent width",
            ])
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aHorizontalSizeClassOverrideHidesTheWindowsChange() {
        let trace = CallbackTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = TraitRecordingController("root", trace: trace)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.traitOverrides.horizontalSizeClass = .compact
        controller.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (_: TraitRecordingController, _: UITraitCollection) in trace.record("width")
        }
        window.headless.setHorizontalSizeClass(.regular)
        window.headless.runUntilIdle()
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        expectTrace(trace, ["root traitCollectionDidChange"])
    }

    @Test func aSheetsOverridesReachThePresentedControllerButNotThePresenter() {
        let trace = CallbackTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presenter = TraitRecordingController("presenter", trace: trace)
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        let sheet = TraitRecordingController("sheet", trace: trace)
        presenter.present(sheet, animated: false)
        window.headless.runUntilIdle()
        sheet.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
            (controller: TraitRecordingController, previous: UITraitCollection) in
            trace.record(
                "\(controller.name) height \(previous.verticalSizeClass.rawValue)>"
                    + "\(controller.traitCollection.verticalSizeClass.rawValue)")
        }
        sheet.sheetPresentationController?.traitOverrides.verticalSizeClass = .compact
        #expect(sheet.traitCollection.verticalSizeClass == .compact)
        #expect(sheet.view.traitCollection.verticalSizeClass == .compact)
        #expect(sheet.sheetPresentationController?.traitCollection.verticalSizeClass == .compact)
        #expect(presenter.traitCollection.verticalSizeClass == .regular)
        sheet.traitOverrides.verticalSizeClass = .regular  // the controller's own wins
        expectTrace(trace, ["sheet height 2>1", "sheet height 1>2"])
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aScenesOverridesReachItsWindowsControllers() {
        let trace = CallbackTrace()
        let scene = UIApplication.shared.headless.connectScene(delegate: nil)
        let window = UIWindow(windowScene: scene)
        let root = TraitRecordingController("root", trace: trace)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (controller: TraitRecordingController, previous: UITraitCollection) in
            trace.record(
                "\(controller.name) style \(previous.userInterfaceStyle.rawValue)>"
                    + "\(controller.traitCollection.userInterfaceStyle.rawValue)")
        }
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        scene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        expectTrace(trace, ["root style 1>2", "root style 2>1"])
        scene.headless.disconnect()
    }
}

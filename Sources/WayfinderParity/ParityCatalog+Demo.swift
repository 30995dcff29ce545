import Wayfinder
import WayfinderTesting

extension ParityCatalog {
    /// The runs of `wayfinder demo` (its first five problems, by hand and with Wayfinder),
    /// golden in `Tests/WayfinderCLITests/__Snapshots__/demo.txt`. The sixth, the state
    /// jump, is not among them: it needs a route table the demo builds inside the CLI.
    public static let demo: [ParityScenario] = [
        demo("000", "By hand, with UIKit (edit", "by-hand") { stage in
            let nav = try await seed000Stack(stage)
            stage.beginRecording()
            try stage.push("Next")
            await stage.advance(0.1)
            stage.step("nav.viewControllers.removeAll { $0 === Remove || $0 === End }")
            let remove = try stage.controller("Remove")
            let end = try stage.controller("End")
            nav.viewControllers.removeAll { $0 === remove || $0 === end }
            await stage.idle()
            stage.note("stack: " + nav.viewControllers.map(traceName(of:)).joined(separator: " → "))
        },
        demo("000", "With Wayfinder", "wayfinder") { stage in
            let nav = try await seed000Stack(stage)
            let navigator = stage.navigator
            let remove = try stage.controller("Remove")
            let end = try stage.controller("End")
            stage.beginRecording()
            stage.step("navigator.push(Next, removing: { $0 === Remove || $0 === End })")
            navigator.push(try stage.controller("Next"), removing: { $0 === remove || $0 === end })
            await stage.idle()
            stage.note("stack: " + nav.viewControllers.map(traceName(of:)).joined(separator: " → "))
        },
        demo("001", "By hand, with UIKit (a typical container)", "by-hand") { stage in
            stage.container("home")
            stage.screens("Child")
            try stage.show(root: "home")
            await stage.idle()
            let home = try stage.controller("home")
            let child = try stage.controller("Child")
            stage.beginRecording()
            stage.step("home.addChild(Child); home.view.addSubview(Child.view)")
            home.addChild(child)
            home.view.addSubview(child.view)
            stage.step("Child.viewWillAppear(false)  // \"to be sure it refreshes\"")
            child.viewWillAppear(false)
            await stage.idle()
            stage.step("Child.view.removeFromSuperview(); Child.removeFromParent()")
            child.view.removeFromSuperview()
            child.removeFromParent()
        },
        demo("001", "With Wayfinder", "wayfinder") { stage in
            stage.container("home")
            stage.screens("Child")
            try stage.show(root: "home")
            await stage.idle()
            let navigator = stage.navigator
            let home = try stage.controller("home")
            let child = try stage.controller("Child")
            stage.beginRecording()
            stage.step("navigator.embed(Child, in: home)")
            navigator.embed(child, in: home)
            await stage.idle()
            stage.step("navigator.unembed(Child)")
            navigator.unembed(child)
        },
        demo("002", "By hand, with UIKit (present on", "by-hand") { stage in
            try await seed002Sheet(stage)
            stage.beginRecording()
            stage.step("window.rootViewController?.present(Alert, animated: true)")
            stage.window.rootViewController?.present(try stage.controller("Alert"), animated: true)
            await stage.idle()
            let presenter = try stage.controller("Alert").presentingViewController
            stage.note("Alert is presented by \(traceName(of: presenter))")
        },
        demo("002", "With Wayfinder", "wayfinder") { stage in
            try await seed002Sheet(stage)
            let navigator = stage.navigator
            let alert = try stage.controller("Alert")
            stage.beginRecording()
            stage.note("navigator.topmost → \(traceName(of: navigator.topmost))")
            alert.modalPresentationStyle = .fullScreen
            stage.step("navigator.present(Alert)")
            navigator.present(alert)
            await stage.idle()
            stage.note("Alert is presented by \(traceName(of: alert.presentingViewController))")
        },
        demo("003", "By hand, with UIKit: the user taps Back", "by-hand-back") { stage in
            try await seed003Stack(stage)
            stage.beginRecording()
            try stage.back()
        },
        demo("003", "By hand, with UIKit: the user swipes back", "by-hand-swipe") { stage in
            try await seed003Stack(stage)
            stage.beginRecording()
            try stage.swipeBack()
            await stage.advance(0.1)
            try stage.swipeProgress(0.3)
            try stage.swipeCancel()
        },
        demo("003", "With Wayfinder", "wayfinder") { stage in
            stage.screens("A", "B")
            let c = ParityProbe("C", trace: stage.trace)
            stage.register(c, as: "C")
            try stage.navigation("nav", ["A", "B", "C"])
            try stage.show(root: "nav")
            await stage.idle()
            let navigator = stage.navigator
            c.onViewWillDisappear = { c in
                stage.note(
                    "C's code: navigator.previous(of: C) → "
                        + traceName(of: navigator.previous(of: c)))
            }
            c.onFinish { by in stage.note("C.onFinish → \(by)") }
            stage.beginRecording()
            try stage.swipeBack()
            await stage.advance(0.1)
            try stage.swipeProgress(0.3)
            try stage.swipeCancel()
            await stage.idle()
            try stage.back()
        },
        demo("004", "By hand, with UIKit: Done calls dismiss", "by-hand") { stage in
            stage.screens("List", "Picker")
            try stage.navigation("nav", ["List"])
            try stage.show(root: "nav")
            await stage.idle()
            try stage.push("Picker", animated: false)
            await stage.idle()
            stage.beginRecording()
            stage.step("Picker.dismiss(animated: true)  // Done tapped")
            try stage.controller("Picker").dismiss(animated: true)
            await stage.idle()
            let nav = try stage.controller("nav") as? UINavigationController
            stage.note(
                "stack: "
                    + (nav?.viewControllers ?? []).map(traceName(of:)).joined(separator: " → "))
        },
        demo("004", "With Wayfinder", "wayfinder") { stage in
            stage.screens("List")
            try stage.navigation("nav", ["List"])
            try stage.show(root: "nav")
            await stage.idle()
            let navigator = stage.navigator
            let picker = ParityColourPicker("Picker", trace: stage.trace)
            stage.register(picker, as: "Picker")
            stage.beginRecording()
            stage.step("let colour = await navigator.push(Picker)")
            let pushed = Task { @MainActor in await navigator.push(picker) }
            await letTasksRun { picker.parent != nil }
            await stage.idle()
            stage.step("Picker.finish(with: \"teal\")  // Done tapped")
            picker.finish(with: "teal")
            await stage.idle()
            stage.note("List gets \(await pushed.value)")
            let sheet = ParityColourPicker("Sheet", trace: stage.trace)
            stage.register(sheet, as: "Sheet")
            sheet.modalPresentationStyle = .fullScreen
            stage.step("let colour = await navigator.present(Sheet)")
            let presented = Task { @MainActor in await navigator.present(sheet) }
            await letTasksRun { sheet.presentingViewController != nil }
            await stage.idle()
            stage.step("Sheet.finish(with: \"coral\")  // the same Done button")
            sheet.finish(with: "coral")
            await stage.idle()
            stage.note("List gets \(await presented.value)")
        },
    ]

    // MARK: Building blocks

    private static func demo(
        _ seed: String, _ run: String, _ suffix: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "demo-seed-\(seed)-\(suffix)",
            golden: "Tests/WayfinderCLITests/__Snapshots__/demo.txt#Seed \(seed)|\(run)",
            summary: "wayfinder demo, seed \(seed): \(run)…", body: body)
    }

    /// nav shows Start → Remove → End; Next is ready to be pushed.
    @MainActor
    private static func seed000Stack(_ stage: ParityStage) async throws
        -> UINavigationController
    {
        stage.screens("Start", "Remove", "End", "Next")
        try stage.navigation("nav", ["Start", "Remove", "End"])
        try stage.show(root: "nav")
        await stage.idle()
        guard let nav = try stage.controller("nav") as? UINavigationController else {
            throw ParitySkip("nav is not a navigation controller")
        }
        return nav
    }

    /// nav shows List and presents Sheet as a page sheet; Alert is ready.
    @MainActor
    private static func seed002Sheet(_ stage: ParityStage) async throws {
        stage.screens("List", "Sheet", "Alert")
        try stage.navigation("nav", ["List"])
        try stage.show(root: "nav")
        await stage.idle()
        let sheet = try stage.controller("Sheet")
        sheet.modalPresentationStyle = .pageSheet
        try stage.controller("nav").present(sheet, animated: false)
        await stage.idle()
    }

    /// nav shows A → B → C; C's code finds the previous screen as "second from last" and
    /// treats `isMovingFromParent` as "back was pressed", as a common tutorial writes it.
    @MainActor
    private static func seed003Stack(_ stage: ParityStage) async throws {
        stage.screens("A", "B")
        let c = ParityProbe("C", trace: stage.trace)
        stage.register(c, as: "C")
        c.onViewWillDisappear = { c in
            let previous = c.navigationController?.viewControllers.dropLast().last
            stage.note(
                "C's code: previous = viewControllers.dropLast().last → \(traceName(of: previous))")
            if c.isMovingFromParent {
                stage.note(
                    "C's code: isMovingFromParent is true → runs its \"back pressed\" handler")
            }
        }
        try stage.navigation("nav", ["A", "B", "C"])
        try stage.show(root: "nav")
        await stage.idle()
    }
}

/// A traced screen that runs a scenario's code inside `viewWillDisappear(_:)`, after it is
/// recorded.
final class ParityProbe: TracedViewController {
    /// Runs inside `viewWillDisappear(_:)`.
    var onViewWillDisappear: ((ParityProbe) -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onViewWillDisappear?(self)
    }
}

/// A traced screen that hands a colour back to whoever showed it.
final class ParityColourPicker: TracedViewController, ResultScreen {
    /// The colour the user picked.
    typealias Result = String
}

import Foundation
import HeadlessUIKit
import Wayfinder
import WayfinderTesting

/// The "with Wayfinder" half of each seed of the demo: the same job done through a
/// ``Wayfinder/Navigator``, traced the same way as the by-hand half.
@MainActor
enum WithWayfinder {
    /// A traced screen that hands a colour back to whoever showed it.
    final class ColourPicker: TracedViewController, ResultScreen {
        /// The colour the user picked.
        typealias Result = String
    }

    /// Seed 000: one animated push that also drops Remove and End.
    static func seed000(_ stage: Stage) async {
        let start = stage.makeScreen("Start")
        let remove = stage.makeScreen("Remove")
        let end = stage.makeScreen("End")
        let next = stage.makeScreen("Next")
        let nav = stage.makeNavigation("nav", [start, remove, end])
        stage.show(nav)
        let navigator = Navigator(window: stage.window)
        stage.beginRecording()
        stage.step(
            "navigator.push(Next, removing: { $0 === Remove || $0 === End })", subject: "nav")
        let transition = navigator.push(next, removing: { $0 === remove || $0 === end })
        stage.runUntilIdle()
        stage.note(
            "one animated push-style transition End → Next; Remove and End leave without "
                + "appearing. Settled: \(describe(transition.settlement)); stack: "
                + nav.viewControllers.map { stage.name(of: $0) }.joined(separator: " → "))
    }

    /// Seed 001: embed and unembed with the containment calls in the right order.
    static func seed001(_ stage: Stage) async {
        let home = stage.makeContainer("home")
        let child = stage.makeScreen("Child")
        stage.show(home)
        let navigator = Navigator(window: stage.window)
        stage.beginRecording()
        stage.step("navigator.embed(Child, in: home)", subject: "home")
        navigator.embed(child, in: home)
        stage.runUntilIdle()
        stage.step("navigator.unembed(Child)", subject: "home")
        navigator.unembed(child)
        stage.runUntilIdle()
        stage.note(
            "every will-call has its did-call: willMove/didMove(toParent: home), "
                + "viewWillAppear/viewDidAppear, then the same on the way out.")
    }

    /// Seed 002: `topmost` finds the sheet, and `present` presents on it.
    static func seed002(_ stage: Stage) async {
        let list = stage.makeScreen("List")
        let sheet = stage.makeScreen("Sheet")
        let alert = stage.makeScreen("Alert")
        let nav = stage.makeNavigation("nav", [list])
        stage.show(nav)
        sheet.modalPresentationStyle = .pageSheet
        nav.present(sheet, animated: false)
        stage.runUntilIdle()
        let navigator = Navigator(window: stage.window)
        stage.beginRecording()
        stage.note("Sheet is presented as a page sheet over nav.")
        stage.note("navigator.topmost → \(stage.name(of: navigator.topmost))")
        alert.modalPresentationStyle = .fullScreen
        stage.step("navigator.present(Alert)", subject: "Sheet")
        let transition = navigator.present(alert)
        stage.runUntilIdle()
        stage.note(
            "Alert is presented by \(stage.name(of: alert.presentingViewController)). "
                + "Settled: \(describe(transition.settlement)).")
    }

    /// Seed 003: `previous(of:)` is right during the pop; `onFinish` fires once, only when
    /// the screen really left.
    static func seed003(_ stage: Stage) async {
        let a = stage.makeScreen("A")
        let b = stage.makeScreen("B")
        let c = stage.makeProbe("C")
        let nav = stage.makeNavigation("nav", [a, b, c])
        stage.show(nav)
        let navigator = Navigator(window: stage.window)
        c.onViewWillDisappear = { c in
            stage.note(
                "C's code: navigator.previous(of: C) → \(stage.name(of: navigator.previous(of: c)))"
            )
        }
        c.onFinish { by in stage.note("C.onFinish → \(by)") }
        stage.beginRecording()
        stage.step("user starts swiping back", subject: "nav")
        let swipe = nav.headless.beginInteractivePop()
        stage.advance(by: 0.1)
        stage.step("user's finger at 30 %", startsTransition: false)
        swipe.update(progress: 0.3)
        stage.step("user lets go: the swipe is cancelled", startsTransition: false)
        stage.markCurrentTransitionCancelled()
        swipe.cancel()
        stage.runUntilIdle()
        stage.note("the cancelled swipe: no onFinish, C is still on screen.")
        stage.step("user taps ‹ Back", subject: "nav")
        nav.headless.tapBackButton()
        stage.runUntilIdle()
    }

    /// Seed 004: `await navigator.push(picker)` returns the picked colour; `finish(with:)`
    /// pops a pushed picker and dismisses a presented one.
    static func seed004(_ stage: Stage) async {
        let list = stage.makeScreen("List")
        let nav = stage.makeNavigation("nav", [list])
        stage.show(nav)
        let navigator = Navigator(window: stage.window)
        let picker = ColourPicker("Picker", trace: stage.trace)
        stage.register(picker, as: "Picker", kind: .screen)
        stage.beginRecording()
        stage.step("let colour = await navigator.push(Picker)", subject: "nav")
        let pushed = Task { @MainActor in await navigator.push(picker) }
        await letTasksRun { picker.parent != nil }
        stage.runUntilIdle()
        stage.step("Picker.finish(with: \"teal\")  // Done tapped", subject: "Picker")
        picker.finish(with: "teal")
        stage.runUntilIdle()
        let pushedOutcome = await pushed.value
        stage.note("List gets \(pushedOutcome) — Picker was popped.")
        let sheet = ColourPicker("Sheet", trace: stage.trace)
        stage.register(sheet, as: "Sheet", kind: .screen)
        sheet.modalPresentationStyle = .fullScreen
        stage.step("let colour = await navigator.present(Sheet)", subject: "List")
        let presented = Task { @MainActor in await navigator.present(sheet) }
        await letTasksRun { sheet.presentingViewController != nil }
        stage.runUntilIdle()
        stage.step("Sheet.finish(with: \"coral\")  // the same Done button", subject: "Sheet")
        sheet.finish(with: "coral")
        stage.runUntilIdle()
        let presentedOutcome = await presented.value
        stage.note("List gets \(presentedOutcome) — Sheet was dismissed.")
    }

    private static func describe(_ settlement: Settlement?) -> String {
        settlement.map { "\($0)" } ?? "pending"
    }
}

import HeadlessUIKit
import Testing
import WayfinderTesting

@testable import Wayfinder

/// The one dismiss operation, run by a navigator: its own animation flag, and what it does
/// when its screen is no longer presented (superseded after the screen just left, or failed)
/// — the choice `navigator.dismiss` and declarative navigation make differently.
@MainActor
@Suite(.navigationChecked) struct DismissOperationTests {
    @Test(arguments: [
        (NavigationOperation.IfNotPresented.supersededIfJustLeft, true, "superseded"),
        (.supersededIfJustLeft, false, "failed(notPresented)"),
        (.fails, true, "failed(notPresented)"),
        (.fails, false, "failed(notPresented)"),
    ])
    func aDismissalWhoseScreenIsGone(
        ifNotPresented: NavigationOperation.IfNotPresented, screenJustLeft: Bool,
        expected: String
    ) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let settlement: Settlement?
        do {
            let sheet = app.screen("Sheet")
            if screenJustLeft {
                app.navigator.present(sheet)
                app.runUntilIdle()
                sheet.headless.beginInteractiveDismiss().finish()
                app.runUntilIdle()
            }
            let dismissal = app.navigator.enqueue(
                .dismiss(ScreenReference(sheet), animated: true),
                [.dismiss(sheet, animated: true, ifNotPresented: ifNotPresented)],
                animated: true)
            app.runUntilIdle()
            settlement = dismissal.settlement
        }
        let described: String =
            switch settlement {
            case .failed(let error): "failed(\(error.code))"
            case let other?: other.description
            case nil: "unsettled"
            }
        #expect(described == expected)
        #expect(nav.presentedViewController == nil)
        #expect(app.records.lines(.uikit).filter { $0.contains("dismiss") } == [])
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: [(Bool?.none, "true"), (false, "false"), (true, "true")])
    func aDismissalsOwnFlagOverridesItsCommands(ownAnimation: Bool?, expected: String) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let dismissal: Transition
        do {
            let sheet = app.screen("Sheet")
            app.navigator.present(sheet, animated: false)
            app.runUntilIdle()
            app.records.clear()
            dismissal = app.navigator.enqueue(
                .dismiss(ScreenReference(sheet), animated: true),
                [.dismiss(sheet, animated: ownAnimation, ifNotPresented: .fails)],
                animated: true)
        }
        app.runUntilIdle()
        #expect(dismissal.settlement == .completed)
        #expect(nav.presentedViewController == nil)
        #expect(app.records.lines(.uikit) == ["nav.dismiss(animated: \(expected))"])
        #expect(app.diagnostics.isEmpty)
    }
}

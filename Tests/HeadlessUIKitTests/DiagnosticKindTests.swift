import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Contract rule 0.8: an exception UIKit raises is recorded so that a test can tell it from a
/// console warning.
@MainActor
@Suite struct DiagnosticKindTests {
    @Test(arguments: [
        (
            "*** NSInvalidArgumentException: Pushing a navigation controller is not supported",
            HeadlessDiagnostic.Kind.exception(name: "NSInvalidArgumentException"),
            "Pushing a navigation controller is not supported"
        ),
        (
            "*** NSInternalInconsistencyException: Tried to pop to a view controller that"
                + " doesn't exist.",
            .exception(name: "NSInternalInconsistencyException"),
            "Tried to pop to a view controller that doesn't exist."
        ),
        (
            "nested push animation can result in corrupted navigation bar", .warning,
            "nested push animation can result in corrupted navigation bar"
        ),
        ("*** not an exception: text", .warning, "*** not an exception: text"),
    ])
    func aLineReadsBackWithItsKind(
        line: String, kind: HeadlessDiagnostic.Kind, message: String
    ) {
        let diagnostic = HeadlessDiagnostic(line)
        #expect(diagnostic.kind == kind)
        #expect(diagnostic.message == message)
        #expect(diagnostic.description == line)
    }

    @Test func warningsAndExceptionsOfAWindowAreSeparate() {
        let stage = Stage()
        let nav = stage.showStack("A", "B")

        nav.popToViewController(stage.controller("X"), animated: true)
        stage.screen("A").endAppearanceTransition()
        stage.runUntilIdle()

        expectNoDifference(
            stage.window.headless.exceptions.map(\.message),
            ["Tried to pop to a view controller that doesn't exist."])
        expectNoDifference(
            stage.window.headless.warnings.map(\.message),
            [
                #"Unbalanced calls to begin/end appearance transitions for <ProbedViewController "A">."#
            ])
        #expect(stage.window.headless.recordedDiagnostics.count == 2)
        stage.expectTrace([])
        #expect(stage.alive == ["A", "nav", "B"])
    }
}

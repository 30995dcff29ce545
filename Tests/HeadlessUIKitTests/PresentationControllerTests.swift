import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// The presentation controller as UIKit makes it: for the style of the moment it is made,
/// of the class that style needs, with a presenter that is never optional.
@MainActor
@Suite struct PresentationControllerTests {
    @Test func theStyleIsFixedWhenThePresentationControllerIsMade() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let b = stage.controller("B")
        do {
            // Made now, for `.automatic` (a form sheet): UIKit asks to set the style first.
            #expect(b.sheetPresentationController != nil)
            b.modalPresentationStyle = .fullScreen
            #expect(b.presentationController?.presentationStyle == .formSheet)

            a.present(b, animated: false)
        }
        stage.runUntilIdle()
        // Presented as the sheet it was made for: the presenter stays.
        stage.expectTrace([
            "0.000 B.viewDidLoad",
            "0.000 B.viewWillAppear(false) [beingPresented]",
            "0.000 B.viewIsAppearing(false) [beingPresented]",
            "0.000 B.viewDidAppear(false) [beingPresented]",
        ])

        b.dismiss(animated: false)
        stage.runUntilIdle()
        _ = stage.take()
        // The next presentation makes a new presentation controller, for the new style.
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(b.sheetPresentationController == nil)
        a.present(b, animated: false)
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 A.viewWillDisappear(false)",
            "0.000 B.viewWillAppear(false) [beingPresented]",
            "0.000 B.viewIsAppearing(false) [beingPresented]",
            "0.000 B.viewDidAppear(false) [beingPresented]",
            "0.000 A.viewDidDisappear(false)",
        ])
        stage.expectNoDiagnostics()
    }

    @Test func thePresentingControllerIsNotOptional() {
        let stage = Stage()
        let nav = stage.showStack("A")
        let b = stage.controller("B")
        let controller = b.presentationController
        // Before the presentation UIKit has no presenter to give; here it is the presented.
        #expect(controller?.presentingViewController === b)
        stage.screen("A").present(b, animated: true)
        // A full-screen-covering sheet is presented by the navigation controller.
        #expect(controller?.presentingViewController === nav)
        #expect(controller?.presentedViewController === b)
        stage.runUntilIdle()
        stage.expectNoDiagnostics()
    }

    @Test func aSheetKeepsItsDetentsGrabberAndSelection() throws {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let b = stage.controller("B")
        b.modalPresentationStyle = .pageSheet
        let sheet = try #require(b.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        sheet.detents = [
            .medium(), .custom(identifier: .init("third")) { $0.maximumDetentValue / 3 },
        ]
        sheet.animateChanges { sheet.selectedDetentIdentifier = .init("third") }
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        #expect(b.popoverPresentationController == nil)
        a.present(b, animated: true)
        stage.runUntilIdle()

        #expect(sheet.presentationStyle == .pageSheet)
        #expect(sheet.detents.map(\.identifier.rawValue) == ["com.apple.UIKit.medium", "third"])
        #expect(sheet.selectedDetentIdentifier?.rawValue == "third")
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.preferredCornerRadius == 20)
        #expect(b.presentationController === sheet)
        stage.expectNoDiagnostics()
    }

    @Test func aPopoverIsShownAsASheetOnTheIPhoneAndKeepsItsAnchor() throws {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        do {
            let b = stage.controller("B")
            b.modalPresentationStyle = .popover
            let popover = try #require(b.popoverPresentationController)
            #expect(b.sheetPresentationController == nil)
            popover.sourceView = a.view
            popover.sourceRect = CGRect(x: 10, y: 10, width: 44, height: 44)
            popover.permittedArrowDirections = .down
            #expect(popover.arrowDirection == .unknown)
            a.present(b, animated: false)
            #expect(popover.arrowDirection == .down)
            #expect(popover.sourceView === a.view)
        }
        stage.runUntilIdle()
        _ = stage.take()

        let swipe = stage.screen("B").headless.beginInteractiveDismiss()
        #expect(swipe.didBegin)
        swipe.finish()
        stage.runUntilIdle()
        stage.expectTrace([
            "0.000 B.viewWillDisappear(true) [beingDismissed]",
            "0.500 B.viewDidDisappear(true) [beingDismissed]",
        ])
        #expect(stage.leaks.isReleased("B"))
        stage.expectNoDiagnostics()
    }
}

import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A sheet's detent and whether it may be swiped away, as ``NavigationState/Modal/sheet``:
/// set by code, dragged by the user, refused, restored.
@MainActor
@Suite(.navigationChecked) struct SheetStateTests {
    typealias State = RouteApp.State

    /// Sheets get a medium and a large detent, as an app gives them in `configureModal`.
    static var detents: RouteContainers<String> {
        var containers = RouteContainers<String>()
        containers.configureModal = { modal, _, _ in
            modal.sheetPresentationController?.detents = [.medium(), .large()]
        }
        return containers
    }

    static let medium = State(
        stack: ["home"], modals: [.init(["filters"], sheet: .init(detent: .medium))])

    /// The sheet presentation controller of the top modal.
    static func sheet(of app: RouteApp) throws -> UISheetPresentationController {
        let presented = try #require(app.app.window.rootViewController?.presentedViewController)
        return try #require(presented.sheetPresentationController)
    }

    @Test func aLaunchStateWithADetentPresentsTheSheetAtIt() throws {
        let app = try RouteApp(Self.medium, containers: Self.detents)
        let sheet = try Self.sheet(of: app)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(sheet.presentedViewController.isModalInPresentation == false)
        #expect(app.state == Self.medium)
    }

    @Test func theUserDraggingTheSheetUpdatesTheState() async throws {
        let app = try RouteApp(Self.medium, containers: Self.detents)
        // `states` hears the drag by itself: nothing reads `state` before the check.
        let heard = StatesHeard()
        let stream = app.routes.states
        let listening = Task { @MainActor in
            for await state in stream { heard.states.append(state) }
        }
        let sheet = try Self.sheet(of: app)
        #expect(sheet.presentedViewController.headless.dragSheet(to: .large))
        app.runUntilIdle()
        await letTasksRun { !heard.states.isEmpty }
        var large = Self.medium
        large.modals[0].sheet?.detent = .large
        #expect(heard.states == [large])
        listening.cancel()
        #expect(app.state == large)
        // A drag is no transition: no appearance callback, no UIKit call by Wayfinder.
        #expect(app.trace.lines == [])
        #expect(app.uikitCalls == [])
        #expect(
            app.app.records.lines() == ["UINavigationController dragged to detent large"])
        // Dragging to the detent it rests at is no change.
        #expect(!sheet.presentedViewController.headless.dragSheet(to: .large))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func settingTheDetentAnimatesTheSheetInsideAnimateChanges() throws {
        let app = try RouteApp(Self.medium, containers: Self.detents)
        let transition = app.routes.update { $0.modals[0].sheet?.detent = .large }
        app.runUntilIdle()
        #expect(transition.settlement == .completed)
        // The whole trace of the request: one UIKit call, inside animateChanges.
        #expect(
            app.app.records.lines() == [
                "go(to: stack: home; sheet: filters (detent large), animated: true)",
                "UINavigationController.sheetPresentationController.selectedDetentIdentifier = "
                    + "large, animated: true (animateChanges)",
                "go(to: stack: home; sheet: filters (detent large), animated: true) → completed",
            ])
        #expect(try Self.sheet(of: app).selectedDetentIdentifier == .large)
        #expect(
            app.uikitCalls == [
                "UINavigationController.sheetPresentationController.selectedDetentIdentifier = large, "
                    + "animated: true (animateChanges)"
            ])
        #expect(app.trace.lines == [])
        #expect(app.state.modals[0].sheet == .init(detent: .large))
        // Without animation, the same property, set directly.
        app.app.records.clear()
        app.routes.update(animated: false) { $0.modals[0].sheet?.detent = nil }
        app.runUntilIdle()
        #expect(
            app.uikitCalls == [
                "UINavigationController.sheetPresentationController.selectedDetentIdentifier = nil"
            ])
        #expect(try Self.sheet(of: app).selectedDetentIdentifier == nil)
        #expect(app.state.modals[0].sheet == .init(detent: nil))
    }

    @Test func aDetentChangeUnderANewSheetDoesNotAnimate() throws {
        let app = try RouteApp(Self.medium, containers: Self.detents)
        app.routes.update {
            $0.modals[0].sheet?.detent = .large
            $0.present("sort")
        }
        app.runUntilIdle()
        // The present is the visible change; the detent under it changes without animation.
        #expect(
            app.uikitCalls.last
                == "UINavigationController.sheetPresentationController.selectedDetentIdentifier = large"
        )
        #expect(app.uikitCalls.filter { $0.contains("animated: true") }.count == 1)
        #expect(app.state.modals.map(\.sheet) == [.init(detent: .large), nil])
    }

    @Test func aSheetThatMayNotBeSwipedAwayRefusesTheSwipe() throws {
        let start = State(
            stack: ["home"],
            modals: [.init(["checkout"], sheet: .init(allowsSwipeToDismiss: false))])
        // The app's own presentation delegate, set when the sheet is made.
        let appDelegate = RefusalRecorder()
        var containers = Self.detents
        containers.configureModal = { modal, _, _ in
            modal.sheetPresentationController?.detents = [.medium(), .large()]
            modal.presentationController?.delegate = appDelegate
        }
        let app = try RouteApp(start, containers: containers)
        let presented = try Self.sheet(of: app).presentedViewController
        #expect(presented.isModalInPresentation)
        let swipe = presented.headless.beginInteractiveDismiss()
        #expect(!swipe.didBegin)
        app.runUntilIdle()
        // The app's delegate still hears the attempt, behind Wayfinder's proxy.
        #expect(appDelegate.attempts == 1)
        #expect(app.app.records.lines() == ["UINavigationController swipe-down refused"])
        #expect(app.trace.lines == [])
        #expect(app.state == start)

        // Allowed again through the state: the swipe dismisses it.
        app.routes.update { $0.modals[0].sheet?.allowsSwipeToDismiss = true }
        app.runUntilIdle()
        #expect(app.uikitCalls == ["UINavigationController.isModalInPresentation = false"])
        #expect(!presented.isModalInPresentation)
        let second = presented.headless.beginInteractiveDismiss()
        #expect(second.didBegin)
        second.finish()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"]))
    }

    @Test func sheetStateGoingToNilLeavesTheSheetToUIKit() throws {
        let start = State(
            stack: ["home"],
            modals: [.init(["checkout"], sheet: .init(detent: .large, allowsSwipeToDismiss: false))]
        )
        let app = try RouteApp(start, containers: Self.detents)
        app.routes.update { $0.modals[0].sheet = nil }
        app.runUntilIdle()
        #expect(app.uikitCalls == ["UINavigationController.isModalInPresentation = false"])
        #expect(app.state == State(stack: ["home"], modals: [.init(["checkout"])]))
        // No longer kept: a drag does not show in the state.
        let sheet = try Self.sheet(of: app)
        #expect(sheet.presentedViewController.headless.dragSheet(to: .medium))
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"], modals: [.init(["checkout"])]))
    }

    @Test func aDetentTheSheetDoesNotHaveFailsWithNothingChanged() throws {
        let app = try RouteApp(Self.medium, containers: Self.detents)
        var containers = Self.detents
        containers.configureModal = { modal, _, _ in
            modal.sheetPresentationController?.detents = [.large()]
        }
        app.routes.containers = containers
        let kept = app.routes.update {
            $0.modals[0].sheet?.detent = .init(rawValue: "compact")
        }
        let presented = app.routes.update {
            $0.modals.append(.init(["sort"], sheet: .init(detent: .medium)))
        }
        app.runUntilIdle()
        guard case .failed(let error) = kept.settlement else {
            Issue.record("expected a failure, got \(String(describing: kept.settlement))")
            return
        }
        #expect(error.code == "sheetState")
        #expect(
            error.message
                == "The sheet state of modal 0 cannot be shown: the detent compact is not one "
                + "of the sheet's detents (medium, large), and UIKit would show another one. "
                + "Give the sheet that detent in configureModal, or choose one of these. "
                + "Nothing was changed.")
        guard case .failed(let second) = presented.settlement else {
            Issue.record("expected a failure, got \(String(describing: presented.settlement))")
            return
        }
        #expect(second.message.contains("modal 1"))
        #expect(app.state == Self.medium)
        // The screens of the refused sheet were made (configureModal dresses a made
        // controller), but nothing reached UIKit and nothing appeared.
        #expect(app.uikitCalls == [])
        #expect(
            app.trace.lines == [
                "sort.willMove(toParent: UINavigationController)",
                "sort.didMove(toParent: UINavigationController)",
            ])
    }

    @Test func sheetStateOnAFullScreenModalIsInvalid() throws {
        let state = State(
            stack: ["home"],
            modals: [.init(["player"], style: .fullScreen, sheet: .init(detent: .large))])
        #expect(throws: NavigationStateError.self) { try state.validated() }
        #expect(state.problemCode == "sheetStateOnFullScreen")
        let app = try RouteApp(State(stack: ["home"]))
        let transition = app.routes.go(to: state)
        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "invalidState")
        #expect(app.uikitCalls == [])
    }

    @Test func restorationKeepsTheDetentAndTheRefusal() throws {
        var saved = Self.medium
        saved.modals[0].sheet?.allowsSwipeToDismiss = false
        let data = try JSONEncoder().encode(saved)
        let restored = NavigationState(restoring: data, or: State(stack: ["home"]))
        #expect(restored == saved)
        let app = try RouteApp(restored, containers: Self.detents)
        let sheet = try Self.sheet(of: app)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(sheet.presentedViewController.isModalInPresentation)
        #expect(app.state == saved)
    }

    @Test func aSheetThatLeavesIsReleased() throws {
        let app = try RouteApp(Self.medium, containers: Self.detents)
        weak let presented = try Self.sheet(of: app).presentedViewController
        #expect(presented != nil)
        app.routes.update { $0.dismissAll() }
        app.runUntilIdle()
        #expect(presented == nil)
        #expect(app.state == State(stack: ["home"]))
    }
}

/// Sheet state in the saved format and in the planner.
@Suite struct SheetStateValueTests {
    typealias State = NavigationState<String>

    @Test func aStateSavedBeforeSheetStateStillDecodes() throws {
        // The format `NavigationState` wrote before modals had sheet state.
        let json = """
            {"root":{"stack":["home"]},"modals":[{"stack":["compose"],"style":"sheet",\
            "inNavigation":true}]}
            """
        let state = try JSONDecoder().decode(State.self, from: Data(json.utf8))
        #expect(state == State(stack: ["home"], modals: [.init(["compose"])]))
        #expect(state.modals[0].sheet == nil)
    }

    @Test func sheetStateIsSavedOnlyWhenThereIsSome() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = State(stack: ["home"], modals: [.init(["compose"])])
        #expect(
            String(decoding: try encoder.encode(plain), as: UTF8.self)
                == #"{"modals":[{"inNavigation":true,"stack":["compose"],"style":"sheet"}],"#
                + #""root":{"stack":["home"]}}"#)
        let withSheet = State(
            stack: ["home"],
            modals: [.init(["compose"], sheet: .init(detent: .medium, allowsSwipeToDismiss: false))]
        )
        let text = String(decoding: try encoder.encode(withSheet), as: UTF8.self)
        #expect(
            text.contains(
                #""sheet":{"allowsSwipeToDismiss":false,"detent":"com.apple.UIKit.medium"}"#))
        #expect(try JSONDecoder().decode(State.self, from: Data(text.utf8)) == withSheet)
        // Missing fields take their defaults.
        let sparse = try JSONDecoder().decode(
            State.self,
            from: Data(#"{"root":{"stack":["a"]},"modals":[{"stack":["b"],"sheet":{}}]}"#.utf8))
        #expect(sparse.modals[0].sheet == .init())
    }

    @Test func theDescriptionSaysTheSheetState() {
        let state = State(
            stack: ["home"],
            modals: [.init(["filters"], sheet: .init(detent: .medium, allowsSwipeToDismiss: false))]
        )
        #expect(
            state.description
                == "stack: home\nsheet, in navigation: filters (detent medium, no swipe)")
    }

    @Test(arguments: [
        // Only the detent of a kept modal changes: no step, one sheet change.
        (
            State(stack: ["h"], modals: [.init(["f"], sheet: .init(detent: .medium))]),
            State(stack: ["h"], modals: [.init(["f"], sheet: .init(detent: .large))]),
            "[]", "[0: detent large]"
        ),
        // A modal presented carries its sheet state in its present step.
        (
            State(stack: ["h"]),
            State(stack: ["h"], modals: [.init(["f"], sheet: .init(detent: .large))]),
            "[present(sheet, in navigation, [f], animated: true)]", "[]"
        ),
        // Sheet state removed from a kept modal, under a new one.
        (
            State(stack: ["h"], modals: [.init(["f"], sheet: .init())]),
            State(stack: ["h"], modals: [.init(["f"]), .init(["g"])]),
            "[present(sheet, in navigation, [g], animated: true)]", "[0: nil]"
        ),
        // A modal replaced (another style) is presented anew: no sheet change.
        (
            State(stack: ["h"], modals: [.init(["f"], sheet: .init())]),
            State(stack: ["h"], modals: [.init(["f"], style: .fullScreen)]),
            "[dismiss(modal 0, animated: false), present(fullScreen, in navigation, [f], "
                + "animated: true)]",
            "[]"
        ),
    ])
    func thePlannerListsSheetChangesOfKeptModals(
        from: State, to: State, steps: String, changes: String
    ) {
        #expect(RoutePlanner.steps(from: from, to: to).description == steps)
        let listed = RoutePlanner.sheetChanges(from: from, to: to).map {
            "\($0.modal): \($0.sheet.map(String.init(describing:)) ?? "nil")"
        }
        #expect("[" + listed.joined(separator: ", ") + "]" == changes)
    }
}

/// The states a `states` stream delivered.
@MainActor
private final class StatesHeard {
    var states: [RouteApp.State] = []
}

/// An app's presentation delegate that counts refused swipes.
@MainActor
private final class RefusalRecorder: NSObject, UIAdaptivePresentationControllerDelegate {
    var attempts = 0

    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        attempts += 1
    }
}

extension NavigationState {
    /// The code of the state's first problem, if any.
    fileprivate var problemCode: String? {
        do {
            _ = try validated()
            return nil
        } catch let error as NavigationStateError {
            return error.code
        } catch {
            return "not a NavigationStateError"
        }
    }
}

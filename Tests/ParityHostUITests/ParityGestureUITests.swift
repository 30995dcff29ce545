#if canImport(UIKit)
    import XCTest

    /// The parity scenarios that need a user's gesture, played on a simulator with real
    /// gestures: the host app runs the scenario and records its trace as the parity suite
    /// does, and waits at each gesture step for the test to make it.
    ///
    /// The app writes each scenario's trace to `<WAYFINDER_PARITY_OUTPUT>/gestures/`
    /// (`xcodebuild` passes `TEST_RUNNER_WAYFINDER_PARITY_OUTPUT` to the test runner without
    /// its prefix); the workflow merges them into `ios.json`, and `wayfinder diff` compares
    /// them with the HeadlessUIKit run. This test fails only when a gesture could not be made
    /// or the scenario did not run to its end; the diff judges the traces.
    ///
    /// One method per kind of first gesture, each playing the scenarios of
    /// ``ParityGesturePlan`` that start with it.
    final class ParityGestureUITests: XCTestCase {
        @MainActor
        func testBackTap() {
            play(ParityGesturePlan.starting { $0 == .backTap })
        }

        @MainActor
        func testSwipeBackFinished() {
            play(ParityGesturePlan.starting { $0 == .swipeBack(.finished) })
        }

        @MainActor
        func testSwipeBackCancelledHalfWay() {
            play(ParityGesturePlan.starting { $0 == .swipeBack(.cancelled) })
        }

        @MainActor
        func testSheetSwipeDown() {
            play(
                ParityGesturePlan.starting {
                    $0 == .swipeDown(.finished) || $0 == .swipeDown(.cancelled)
                })
        }

        @MainActor
        func testTabTap() {
            play(
                ParityGesturePlan.starting {
                    if case .tabTap = $0 { true } else { false }
                })
        }

        /// Every scenario is in exactly one of the methods above.
        @MainActor
        func testEveryScenarioIsPlayedOnce() {
            let kinds: [(ParityGesture) -> Bool] = [
                { $0 == .backTap }, { $0 == .swipeBack(.finished) },
                { $0 == .swipeBack(.cancelled) },
                { $0 == .swipeDown(.finished) || $0 == .swipeDown(.cancelled) },
                { if case .tabTap = $0 { true } else { false } },
            ]
            let played = kinds.flatMap { ParityGesturePlan.starting(with: $0) }.map(\.scenario)
            XCTAssertEqual(played.sorted(), ParityGesturePlan.all.map(\.scenario).sorted())
            XCTAssertEqual(Set(played).count, 21)
        }

        /// Launches the app on each scenario in turn and makes its gestures when it asks.
        @MainActor
        private func play(_ plans: [ParityGesturePlan]) {
            XCTAssertFalse(plans.isEmpty, "no scenario starts with this gesture")
            let output = ProcessInfo.processInfo.environment["WAYFINDER_PARITY_OUTPUT"]
                .map { URL(fileURLWithPath: $0).appendingPathComponent("gestures").path }
            for plan in plans {
                let app = XCUIApplication()
                app.launchArguments = [ParityGestureSignal.scenarioArgument, plan.scenario]
                if let output {
                    app.launchEnvironment[ParityGestureSignal.outputEnvironmentKey] = output
                }
                app.launch()
                play(plan, in: app)
                app.terminate()
            }
        }

        @MainActor
        private func play(_ plan: ParityGesturePlan, in app: XCUIApplication) {
            for (offset, gesture) in plan.gestures.enumerated() {
                let identifier = ParityGestureSignal.waitingIdentifier(
                    number: offset + 1, for: gesture.request)
                guard app.staticTexts[identifier].waitForExistence(timeout: 60) else {
                    XCTFail("\(plan.scenario): the app never asked for \(identifier)")
                    return
                }
                guard app.make(gesture) else {
                    XCTFail("\(plan.scenario): no control on screen for \(gesture)")
                    return
                }
            }
            let done = app.staticTexts[ParityGestureSignal.doneIdentifier]
            guard done.waitForExistence(timeout: 60) else {
                XCTFail("\(plan.scenario): the app did not finish the scenario")
                return
            }
            XCTAssertEqual(done.label, ParityGestureSignal.recorded, plan.scenario)
        }
    }
#endif

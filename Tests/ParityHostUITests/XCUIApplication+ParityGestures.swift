#if canImport(UIKit)
    import XCTest

    extension XCUIApplication {
        /// Makes `gesture` on the parity scenario's window, as a user would.
        ///
        /// - The back button is found by the identifier UIKit gives it, `"BackButton"`, and
        ///   tapped.
        /// - A tab is the tab bar's button at its index.
        /// - A swipe is `XCUICoordinate.press(forDuration:thenDragTo:withVelocity:
        ///   thenHoldForDuration:)`: the finger rests, moves, then holds still where it stops,
        ///   so that UIKit decides from the position alone (no fling) and the app has
        ///   recorded the scenario's `"▶ user lets go"` step before the finger lifts.
        ///   Swipe-back starts at the leading edge, where the screen-edge gesture listens;
        ///   the sheet is dragged from its upper part.
        /// - Returns: `false` when the control to tap is not on screen.
        @MainActor
        func make(_ gesture: ParityGesture) -> Bool {
            switch gesture {
            case .backTap:
                return tapWhenItExists(navigationBars.buttons["BackButton"].firstMatch)
            case .tabTap(let index):
                return tapWhenItExists(tabBars.buttons.element(boundBy: index))
            case .swipeBack(let release):
                drag(
                    from: CGVector(dx: 0.01, dy: 0.5),
                    to: CGVector(dx: release.swipeBackEnd, dy: 0.5))
                return true
            case .swipeDown(let release):
                drag(
                    from: CGVector(dx: 0.5, dy: 0.3),
                    to: CGVector(dx: 0.5, dy: release.swipeDownEnd))
                return true
            }
        }

        @MainActor
        private func tapWhenItExists(_ control: XCUIElement) -> Bool {
            guard control.waitForExistence(timeout: 10) else { return false }
            control.tap()
            return true
        }

        @MainActor
        private func drag(from start: CGVector, to end: CGVector) {
            coordinate(withNormalizedOffset: start).press(
                forDuration: 0.1, thenDragTo: coordinate(withNormalizedOffset: end),
                withVelocity: .default, thenHoldForDuration: 0.5)
        }
    }

    extension ParityGesture.Release {
        /// Where a swipe-back stops, as a fraction of the screen's width: past the middle to
        /// complete, a third of the way to cancel.
        fileprivate var swipeBackEnd: CGFloat {
            switch self {
            case .finished: 0.75
            case .cancelled: 0.3
            }
        }

        /// Where a sheet's drag stops, as a fraction of the screen's height (it starts at
        /// 0.3): most of the sheet's height to dismiss it, a little to let it spring back.
        fileprivate var swipeDownEnd: CGFloat {
            switch self {
            case .finished: 0.95
            case .cancelled: 0.42
            }
        }
    }
#endif

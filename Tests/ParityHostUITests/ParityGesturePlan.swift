#if canImport(UIKit)
    /// A gesture the UI tests make for a parity scenario, and how the finger leaves the
    /// screen.
    enum ParityGesture: Equatable, Sendable {
        /// Whether a swipe goes far enough for UIKit to complete it when the finger lifts.
        enum Release: Equatable, Sendable {
            /// Dragged past the middle and held still, then lifted: UIKit completes it.
            case finished
            /// Dragged less than half-way and held still, then lifted: UIKit undoes it.
            case cancelled
        }

        /// The navigation bar's back button, tapped.
        case backTap
        /// A swipe from the leading edge of the screen.
        case swipeBack(Release)
        /// A downward drag on a page sheet.
        case swipeDown(Release)
        /// The tab bar's item at this index, tapped.
        case tabTap(Int)

        /// What the app asks for when it waits for this gesture.
        var request: ParityGestureRequest {
            switch self {
            case .backTap: .backTap
            case .swipeBack: .swipeBack
            case .swipeDown: .swipeDown
            case .tabTap(let index): .tabTap(index)
            }
        }
    }

    /// The parity scenarios that reach a gesture public UIKit cannot make from inside the
    /// app (`UIKitParityDriver` skips them), with the gestures each one needs, in order.
    ///
    /// Read from the steps of their committed HeadlessUIKit traces
    /// (`Tests/WayfinderParityTests/Golden/headless.json`): `"▶ user taps ‹ Back"`,
    /// `"▶ user starts swiping back"` … `"▶ user lets go: the swipe completes"`,
    /// `"▶ user starts swiping B down"`, `"▶ user taps tab 1 (B)"`.
    struct ParityGesturePlan: Sendable {
        /// The scenario's name in `ParityCatalog`.
        let scenario: String
        /// Its gestures, in the order the app asks for them.
        let gestures: [ParityGesture]

        /// Every scenario with a gesture: 21 of them.
        static let all: [ParityGesturePlan] = [
            plan("explain-swipe-back-finished", .swipeBack(.finished)),
            plan("explain-swipe-back-cancelled", .swipeBack(.cancelled)),
            plan("explain-sheet-swipe-down", .swipeDown(.finished)),
            plan("explain-tab-switch", .tabTap(1)),
            plan("run-back-and-swipe", .swipeBack(.cancelled), .backTap),
            plan("run-everything", .swipeDown(.finished), .tabTap(0)),
            plan("seed-003-cancelled-swipe-then-back-tap", .swipeBack(.cancelled), .backTap),
            plan("seed-003-on-finish-after-the-pop-back-button", .backTap),
            plan("seed-003-on-finish-after-the-pop-swipe", .swipeBack(.finished)),
            plan("seed-003-cancelled-swipe-reports-nothing", .swipeBack(.cancelled), .backTap),
            plan(
                "seed-003-sheet-swipe-down-reports-once", .swipeDown(.cancelled),
                .swipeDown(.finished)),
            plan("seed-003-previous-in-view-did-load-and-view-will-disappear", .backTap),
            plan(
                "seed-003-previous-during-a-swipe-and-for-a-presented-root",
                .swipeBack(.cancelled)),
            plan("seed-003-screen-events-in-order", .backTap),
            plan("seed-003-app-set-delegate-still-hears-everything", .backTap, .backTap),
            plan("seed-004-closed-by-back-button", .backTap),
            plan("seed-004-closed-by-swipe", .swipeBack(.finished)),
            plan("seed-004-closed-by-swipe-down", .swipeDown(.finished)),
            plan("demo-seed-003-by-hand-back", .backTap),
            plan("demo-seed-003-by-hand-swipe", .swipeBack(.cancelled)),
            plan("demo-seed-003-wayfinder", .swipeBack(.cancelled), .backTap),
        ]

        /// The scenarios whose first gesture is `first`: each test method plays one kind.
        static func starting(with first: (ParityGesture) -> Bool) -> [ParityGesturePlan] {
            all.filter { $0.gestures.first.map(first) ?? false }
        }

        private static func plan(_ scenario: String, _ gestures: ParityGesture...)
            -> ParityGesturePlan
        {
            ParityGesturePlan(scenario: scenario, gestures: gestures)
        }
    }
#endif

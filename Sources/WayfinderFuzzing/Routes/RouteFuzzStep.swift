#if !canImport(UIKit)
    import Wayfinder
    import WayfinderTesting

    /// One step of the routes fuzzer, chosen before the sequence runs: what it acts on (which
    /// navigation controller, which tab) is resolved against the window when the step runs,
    /// so that a shrunk sequence, with steps removed, still replays.
    enum RouteFuzzStep: Sendable, Equatable {
        case go(NavigationState<String>, animated: Bool)
        case update(RouteFuzzEdit)
        case goInvalid(NavigationState<String>)
        case sameStateAgain
        case tapBack
        case beginSwipeBack(progress: Double)
        case beginSheetDrag
        case endGesture(finish: Bool)
        case tapTab(Int)
        case navigatorPop
        case navigatorPopToRoot
        case navigatorDismissAll
        case advance(Double)
        case runUntilIdle
        /// The app changes the delegate of a controller Wayfinder watches.
        case delegate(RouteFuzzDelegateSlot, pick: Int, RouteFuzzDelegateChange)
        /// The session signs in or out: the guard of `route` answers `decision` from now on.
        case session(route: String, RouteFuzzSession)
        case resumeHeld(animated: Bool)
        /// Two back taps in a row (generated only with interruptions, iOS 26).
        case doubleTapBack
        /// iOS 26's content swipe-back, moved to `progress` (generated only with
        /// interruptions).
        case beginContentSwipe(progress: Double)
        /// The window's width changes: split views collapse (compact) or expand (regular).
        case sizeClass(compact: Bool)
        /// The user shows or hides a column of the split view in front.
        case userColumn(show: Bool, NavigationState<String>.Split.Column)
        /// `update { $0.alert = RouteFuzzStates.alerts[index] }`.
        case alert(Int)
        /// The user taps the button at `button` (modulo their count) of the alert on screen.
        case tapAlert(button: Int)
        /// `routes.lock(_:by:outside:)` by the screen at `pick` (modulo their count) of those
        /// the factory made that are in the window; refused when it is not in the stack the
        /// user sees.
        case lock(pick: Int, hold: Bool)
        /// `routes.unlock()`.
        case unlock
        /// The user drags the top sheet to its large (or medium) detent.
        case dragDetent(large: Bool)
    }

    /// One edit an `update` makes with the state's own helpers.
    enum RouteFuzzEdit: Sendable, Equatable, CustomStringConvertible {
        case push(String)
        case pop
        case popToRoot
        case present(String, NavigationState<String>.ModalStyle)
        case dismiss
        case dismissAll
        case selectTab(Int)
        /// Pushes onto a column of the split view of the stack the user sees.
        case pushInColumn(String, NavigationState<String>.Split.Column)
        /// Asks for a display mode of the split view the user sees.
        case displayMode(NavigationState<String>.Split.DisplayMode)
        /// Asks for a column on top of the collapsed split view the user sees.
        case topColumn(NavigationState<String>.Split.Column)
        /// Gives the top sheet modal sheet state: detent `nil`, medium or large (0, 1, 2),
        /// and whether it may be swiped away.
        case sheet(detent: Int, swipe: Bool)

        /// The detents the fuzzer's sheets have (`configureModal`), by `sheet(detent:)`'s index.
        static let detents: [NavigationState<String>.SheetState.Detent?] = [nil, .medium, .large]

        func apply(to state: inout NavigationState<String>) {
            switch self {
            case .push(let route): state.push(route)
            case .pop: state.pop()
            case .popToRoot: state.popToRoot()
            case .present(let route, let style): state.present(route, style: style)
            case .dismiss: state.dismiss()
            case .dismissAll: state.dismissAll()
            case .selectTab(let index): state.selectTab(index)
            case .pushInColumn(let route, let column):
                state.push(route, in: column, ofSplit: state.selectedTab ?? 0)
            case .displayMode(let mode):
                state.splits[state.selectedTab ?? 0]?.displayMode = mode
            case .topColumn(let column):
                let index = state.selectedTab ?? 0
                if state.splits[index]?.columns.contains(column) == true {
                    state.splits[index]?.topColumn = column
                }
            case .sheet(let detent, let swipe):
                guard let index = state.modals.lastIndex(where: { $0.style == .sheet }) else {
                    return
                }
                state.modals[index].sheet = .init(
                    detent: Self.detents[detent], allowsSwipeToDismiss: swipe)
            }
        }

        var description: String {
            switch self {
            case .push(let route): "push(\(route))"
            case .pop: "pop()"
            case .popToRoot: "popToRoot()"
            case .present(let route, let style): "present(\(route), style: .\(style))"
            case .dismiss: "dismiss()"
            case .dismissAll: "dismissAll()"
            case .selectTab(let index): "selectTab(\(index))"
            case .pushInColumn(let route, let column): "push(\(route), in: .\(column))"
            case .displayMode(let mode): "splits[visible].displayMode = .\(mode)"
            case .topColumn(let column): "splits[visible].topColumn = .\(column)"
            case .sheet(let detent, let swipe):
                "top sheet's sheet = \(NavigationState<String>.SheetState(detent: Self.detents[detent], allowsSwipeToDismiss: swipe))"
            }
        }
    }

    /// The delegate slots of the controllers Wayfinder watches.
    enum RouteFuzzDelegateSlot: String, Sendable, Equatable, CaseIterable {
        /// `delegate` of a navigation controller in the window.
        case navigation
        /// `delegate` of the tab bar controller at the root.
        case tabBar
        /// `presentationController.delegate` of a presented controller.
        case presentation
    }

    /// What the app does to a delegate slot.
    enum RouteFuzzDelegateChange: String, Sendable, Equatable, CaseIterable {
        /// Sets (or replaces) the slot's delegate with a new recording delegate.
        case set
        /// Sets a new recording delegate that keeps the slot's delegate (possibly Wayfinder's
        /// proxy) and forwards every call to it.
        case chain
        /// Drops the app's only strong reference to the delegate it set last.
        case release
        /// Sets the slot to `nil`.
        case clear
    }

    /// What a guard answers while the session is in a given state.
    enum RouteFuzzSession: String, Sendable, Equatable, CaseIterable {
        case allow
        case deny
        case hold

        /// The guard's answer.
        var decision: GuardDecision<String> {
            switch self {
            case .allow: .allow
            case .deny: .deny("signed out")
            case .hold: .hold(presenting: RouteFuzzStates.signIn)
            }
        }
    }

    extension RouteFuzzStates {
        /// The routes the fuzzer's guards watch: one that is often a tab root, one that is
        /// often an inner route.
        static let guarded = ["b", "d"]
        /// The route a holding guard presents.
        static let signIn = "s"

        /// One random step; with `interruptions` (iOS 26), one in seven is a back tap, two back
        /// taps or a content swipe, which the run lets land on running pushes and pops.
        mutating func step(interruptions: Bool = false) -> RouteFuzzStep {
            if splitLayouts, random.int(below: 12) == 0 { return splitStep() }
            var roll = random.int(below: interruptions ? 160 : 140)
            if roll >= 140 { roll -= 20 }  // the interruptions' range, 120..<140
            if roll >= 120, !interruptions || random.chance(50) {
                return alertOrLockStep()
            }
            switch roll {
            case 0..<22: return .go(state(), animated: random.chance(80))
            case 22..<40: return .update(edit())
            case 40..<44: return .goInvalid(invalidState())
            case 44..<50: return .sameStateAgain
            case 50..<60: return .tapBack
            case 60..<68:
                return .beginSwipeBack(progress: 0.2 + Double(random.int(below: 60)) / 100)
            case 68..<73: return .beginSheetDrag
            case 73..<81: return .endGesture(finish: random.chance(50))
            case 81..<85: return .tapTab(random.int(below: 3))
            case 85..<89:
                return [RouteFuzzStep.navigatorPop, .navigatorPopToRoot, .navigatorDismissAll][
                    random.int(below: 3)]
            case 89..<95: return .advance(Double(5 + random.int(below: 55)) / 100)
            case 95..<100: return .runUntilIdle
            case 100..<110:
                let slot = RouteFuzzDelegateSlot.allCases[random.int(below: 3)]
                let change = random.weighted([
                    (RouteFuzzDelegateChange.set, 3), (.chain, 4), (.release, 2), (.clear, 1),
                ])
                return .delegate(slot, pick: random.int(below: 4), change)
            case 110..<114:
                let route = Self.guarded[random.int(below: Self.guarded.count)]
                let session = RouteFuzzSession.allCases[random.int(below: 3)]
                return .session(route: route, session)
            case 114..<117: return .resumeHeld(animated: random.chance(70))
            case 117: return .dragDetent(large: random.chance(50))
            case 118..<120:
                return .update(.sheet(detent: random.int(below: 3), swipe: random.chance(60)))
            case 120..<127: return .tapBack
            case 127..<133: return .doubleTapBack
            case 133..<140:
                return .beginContentSwipe(progress: 0.2 + Double(random.int(below: 60)) / 100)
            default: return .tapTab(random.int(below: 3))
            }
        }

        /// The alerts the fuzzer shows: each title names one; the actions are the button's
        /// index in this catalog's numbering, so that a tap can be checked.
        static let alerts: [RouteAlert] = [
            RouteAlert("alert 0", buttons: [.init("OK", action: 0)]),
            RouteAlert(
                "alert 1", message: "Sure?", style: .confirmationDialog,
                buttons: [
                    .init("Delete", role: .destructive, action: 1), .init("Cancel", role: .cancel),
                ]),
            RouteAlert(
                "alert 2",
                buttons: [
                    .init("Yes", action: 2), .init("No", action: 3),
                    .init("Cancel", role: .cancel, action: 4),
                ]),
        ]

        /// An alert shown (alone, or with a random target), a tap on its button, a lock or an
        /// unlock.
        private mutating func alertOrLockStep() -> RouteFuzzStep {
            switch random.int(below: 20) {
            case 0..<5: return .alert(random.int(below: Self.alerts.count))
            case 5..<8:
                var target = state()
                target.alert = Self.alerts[random.int(below: Self.alerts.count)]
                return .go(target, animated: random.chance(80))
            case 8..<14: return .tapAlert(button: random.int(below: 3))
            case 14..<17: return .lock(pick: random.int(below: 8), hold: random.chance(50))
            default: return .unlock
            }
        }

        /// The guards' answers at launch.
        mutating func launchSessions() -> [String: RouteFuzzSession] {
            Dictionary(
                uniqueKeysWithValues: Self.guarded.map {
                    ($0, RouteFuzzSession.allCases[random.int(below: 3)])
                })
        }
    }
#endif

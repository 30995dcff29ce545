#if !canImport(UIKit)
    import Wayfinder
    import WayfinderTesting

    /// Random navigation states of short string routes, for the routes fuzzer.
    struct RouteFuzzStates {
        var random: FuzzRandom
        /// Whether states get split views and steps about them (``RouteFuzzer/splitLayouts``).
        var splitLayouts = false

        private static let names = ["a", "b", "c", "d", "e", "f"]

        mutating func route() -> String {
            Self.names[random.int(below: Self.names.count)]
        }

        mutating func stack(max: Int) -> [String] {
            (0..<(1 + random.int(below: max))).map { _ in route() }
        }

        /// A valid state: a stack or two to three tabs, and up to two modals.
        mutating func state() -> NavigationState<String> {
            var modals: [NavigationState<String>.Modal] = []
            for _ in 0..<random.int(below: 3) {
                let style: NavigationState<String>.ModalStyle =
                    random.chance(30) ? .fullScreen : .sheet
                if random.chance(25) {
                    modals.append(.init([route()], style: style, inNavigation: false))
                } else {
                    modals.append(.init(stack(max: 3), style: style))
                }
                if style == .sheet, random.chance(50) {
                    modals[modals.count - 1].sheet = .init(
                        detent: RouteFuzzEdit.detents[random.int(below: 3)],
                        allowsSwipeToDismiss: random.chance(60))
                }
            }
            var state: NavigationState<String>
            if random.chance(50) {
                state = NavigationState(stack: stack(max: 4), modals: modals)
            } else {
                let tabs = (0..<(2 + random.int(below: 2))).map { _ in stack(max: 3) }
                state = NavigationState(
                    tabs: tabs, selected: random.int(below: tabs.count), modals: modals)
            }
            // A split view on the root stack or on one tab (its primary column).
            if splitLayouts, random.chance(35) {
                state.splits[random.int(below: state.rootStacks.count)] = split()
            }
            return state
        }

        /// A split view: a detail column, sometimes a supplementary one, and sometimes a
        /// display mode or a column on top asked for.
        mutating func split() -> NavigationState<String>.Split {
            let supplementary = random.chance(25) ? stack(max: 2) : nil
            var split = NavigationState<String>.Split(
                supplementary: supplementary, secondary: stack(max: 3))
            if random.chance(30) { split.displayMode = displayMode(triple: supplementary != nil) }
            if random.chance(30) {
                let columns = split.columns
                split.topColumn = columns[random.int(below: columns.count)]
            }
            return split
        }

        mutating func displayMode(triple: Bool) -> NavigationState<String>.Split.DisplayMode {
            let modes = NavigationState<String>.Split.DisplayMode.allCases
            return modes[random.int(below: triple ? modes.count : 3)]
        }

        /// A step about split views: the width changes (the run lets it land mid-transition),
        /// the user shows or hides a column (hiding the detail of a collapsed split view is
        /// the back button of its root), or a request pushes onto a column or changes the
        /// layout.
        mutating func splitStep() -> RouteFuzzStep {
            let columns: [NavigationState<String>.Split.Column] = [
                .primary, .supplementary, .secondary,
            ]
            switch random.int(below: 10) {
            case 0..<4: return .sizeClass(compact: random.chance(50))
            case 4..<7:
                return .userColumn(
                    show: random.chance(50), columns[random.int(below: columns.count)])
            case 7..<9:
                return .update(.pushInColumn(route(), columns[random.int(below: columns.count)]))
            default:
                return random.chance(50)
                    ? .update(.displayMode(displayMode(triple: random.chance(50))))
                    : .update(.topColumn(columns[random.int(below: columns.count)]))
            }
        }

        /// A state the navigator must refuse.
        mutating func invalidState() -> NavigationState<String> {
            switch random.int(below: 3) {
            case 0: NavigationState(stack: [])
            case 1: NavigationState(tabs: [["a"], ["b"]], selected: 2 + random.int(below: 3))
            default:
                NavigationState(stack: ["a"], modals: [.init(["b", "c"], inNavigation: false)])
            }
        }

        /// One random edit with the state's own helpers.
        mutating func edit() -> RouteFuzzEdit {
            switch random.int(below: 7) {
            case 0: return .push(route())
            case 1: return .pop
            case 2: return .popToRoot
            case 3: return .present(route(), random.chance(30) ? .fullScreen : .sheet)
            case 4: return .dismiss
            case 5: return .dismissAll
            default: return .selectTab(random.int(below: 3))
            }
        }
    }
#endif

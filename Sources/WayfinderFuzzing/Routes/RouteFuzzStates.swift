#if !canImport(UIKit)
    import Wayfinder
    import WayfinderTesting

    /// Random navigation states of short string routes, for the routes fuzzer.
    struct RouteFuzzStates {
        var random: FuzzRandom

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
            if random.chance(50) {
                return NavigationState(stack: stack(max: 4), modals: modals)
            }
            let tabs = (0..<(2 + random.int(below: 2))).map { _ in stack(max: 3) }
            return NavigationState(
                tabs: tabs, selected: random.int(below: tabs.count), modals: modals)
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

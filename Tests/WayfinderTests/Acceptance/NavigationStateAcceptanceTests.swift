import Foundation
import Testing
import Wayfinder

/// `NavigationState` as ARCHITECTURE.md layer 5 and issue 10 describe it: the value, its
/// mutating helpers, validation and restoration, read from the outside only.
@Suite struct NavigationStateAcceptanceTests {
    typealias State = NavigationState<String>

    @Test func initialisersStoreRootAndModals() {
        let stack = State(stack: ["home", "a"], modals: [.init(["compose"])])
        #expect(stack.root == .stack(["home", "a"]))
        #expect(stack.modals == [.init(["compose"], style: .sheet, inNavigation: true)])
        let tabs = State(tabs: [["inbox"], ["settings"]])
        #expect(tabs.root == .tabs([["inbox"], ["settings"]], selected: 0))
        #expect(tabs.modals == [])
    }

    static let visibleCases: [(State, [String], String?)] = [
        (State(stack: ["home", "a"]), ["home", "a"], "a"),
        (State(tabs: [["inbox", "m1"], ["settings"]], selected: 1), ["settings"], "settings"),
        (State(tabs: [["inbox", "m1"], ["settings"]], selected: 0), ["inbox", "m1"], "m1"),
        (
            State(stack: ["home"], modals: [.init(["compose", "attach"]), .init(["photo"])]),
            ["photo"], "photo"
        ),
        (
            State(tabs: [["inbox"]], modals: [.init(["login"], style: .fullScreen)]),
            ["login"], "login"
        ),
    ]

    @Test(arguments: visibleCases)
    func visibleStackIsTheTopModalsElseTheSelectedTabs(
        state: State, visible: [String], top: String?
    ) {
        #expect(state.visibleStack == visible)
        #expect(state.top == top)
    }

    static let helperCases: [(String, State, @Sendable (inout State) -> Void, State)] = [
        ("push on a stack", State(stack: ["home"]), { $0.push("a") }, State(stack: ["home", "a"])),
        (
            "push onto the selected tab",
            State(tabs: [["inbox"], ["settings"]], selected: 1), { $0.push("about") },
            State(tabs: [["inbox"], ["settings", "about"]], selected: 1)
        ),
        (
            "push onto the top modal",
            State(stack: ["home"], modals: [.init(["compose"])]), { $0.push("attach") },
            State(stack: ["home"], modals: [.init(["compose", "attach"])])
        ),
        ("pop", State(stack: ["home", "a", "b"]), { $0.pop() }, State(stack: ["home", "a"])),
        ("pop on one is a no-op", State(stack: ["home"]), { $0.pop() }, State(stack: ["home"])),
        (
            "pop in the top modal",
            State(stack: ["home", "a"], modals: [.init(["c", "d"])]), { $0.pop() },
            State(stack: ["home", "a"], modals: [.init(["c"])])
        ),
        (
            "popToRoot", State(stack: ["home", "a", "b"]), { $0.popToRoot() },
            State(stack: ["home"])
        ),
        (
            "popToRoot in the selected tab",
            State(tabs: [["inbox", "m1"], ["settings", "about", "licence"]], selected: 1),
            { $0.popToRoot() },
            State(tabs: [["inbox", "m1"], ["settings"]], selected: 1)
        ),
        (
            "present defaults to a sheet in navigation", State(stack: ["home"]),
            { $0.present("compose") }, State(stack: ["home"], modals: [.init(["compose"])])
        ),
        (
            "present a single full-screen screen", State(stack: ["home"]),
            { $0.present("player", style: .fullScreen, inNavigation: false) },
            State(
                stack: ["home"],
                modals: [.init(["player"], style: .fullScreen, inNavigation: false)])
        ),
        (
            "present over a modal stacks the chain",
            State(stack: ["home"], modals: [.init(["compose"])]), { $0.present("photo") },
            State(stack: ["home"], modals: [.init(["compose"]), .init(["photo"])])
        ),
        (
            "dismiss removes the top modal only",
            State(stack: ["home"], modals: [.init(["compose"]), .init(["photo"])]),
            { $0.dismiss() }, State(stack: ["home"], modals: [.init(["compose"])])
        ),
        (
            "dismiss with none is a no-op", State(stack: ["a"]), { $0.dismiss() },
            State(stack: ["a"])
        ),
        (
            "dismissAll", State(stack: ["home"], modals: [.init(["c"]), .init(["d"])]),
            { $0.dismissAll() }, State(stack: ["home"])
        ),
        (
            "selectTab", State(tabs: [["inbox"], ["settings"]]), { $0.selectTab(1) },
            State(tabs: [["inbox"], ["settings"]], selected: 1)
        ),
    ]

    @Test(arguments: helperCases)
    func mutatingHelpers(
        name: String, start: State, change: @Sendable (inout State) -> Void, expected: State
    ) {
        var state = start
        change(&state)
        #expect(state == expected, "\(name)")
    }

    @Test func equalStatesHashAlikeAndDifferentOnesDiffer() {
        let a = State(tabs: [["inbox", "m1"], ["settings"]], selected: 1, modals: [.init(["c"])])
        let b = State(tabs: [["inbox", "m1"], ["settings"]], selected: 1, modals: [.init(["c"])])
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(
            a != State(tabs: [["inbox", "m1"], ["settings"]], selected: 0, modals: [.init(["c"])]))
        #expect(
            a
                != State(
                    tabs: [["inbox", "m1"], ["settings"]], selected: 1,
                    modals: [.init(["c"], style: .fullScreen)]))
        #expect(
            a
                != State(
                    tabs: [["inbox", "m1"], ["settings"]], selected: 1,
                    modals: [.init(["c"], inNavigation: false)]))
    }

    @Test func printsAsAReadableDumpNamingEveryRoute() {
        let state = State(
            tabs: [["inbox", "message-42"], ["settings"]], selected: 0,
            modals: [.init(["compose"], style: .fullScreen)])
        let text = String(describing: state)
        for word in ["inbox", "message-42", "settings", "compose"] {
            #expect(text.contains(word), "\(text)")
        }
    }

    static let roundTrips: [State] = [
        State(stack: ["home"]),
        State(stack: ["home", "a", "b"], modals: [.init(["compose", "attach"])]),
        State(
            tabs: [["inbox", "m42"], ["search"], ["settings", "about"]], selected: 2,
            modals: [
                .init(["login"], style: .fullScreen, inNavigation: false),
                .init(["help", "faq"], style: .sheet),
            ]),
    ]

    @Test(arguments: roundTrips)
    func restorationRoundTripsThroughJSON(state: State) throws {
        let data = try JSONEncoder().encode(state)
        #expect(try State(restoring: data) == state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
        #expect(try state.validated() == state)
    }

    @Test func restorationWorksForRichRouteTypes() throws {
        let state = NavigationState<AcceptanceShopRoute>(
            stack: [.home, .product(id: 42)], modals: [.init([.cart], style: .fullScreen)])
        let data = try JSONEncoder().encode(state)
        #expect(try NavigationState<AcceptanceShopRoute>(restoring: data) == state)
    }

    static let invalidStates: [(String, State, [String])] = [
        ("empty stack", State(stack: []), ["empty"]),
        ("empty tab", State(tabs: [["inbox"], []], selected: 0), ["empty"]),
        ("no tabs", State(tabs: [], selected: 0), ["tab"]),
        ("tab out of range", State(tabs: [["inbox"], ["settings"]], selected: 2), ["2"]),
        ("negative tab", State(tabs: [["inbox"]], selected: -1), ["-1"]),
        ("empty modal", State(stack: ["home"], modals: [.init([])]), ["empty"]),
        (
            "single-screen modal with two routes",
            State(stack: ["home"], modals: [.init(["a", "b"], inNavigation: false)]), ["2"]
        ),
    ]

    @Test(arguments: invalidStates)
    func validatedRejectsWithAMessageSayingWhatIsWrong(
        name: String, state: State, words: [String]
    ) throws {
        let error = #expect(throws: NavigationStateError.self, "\(name)") {
            try state.validated()
        }
        let message = try #require(error).message
        #expect(!message.isEmpty)
        #expect(String(describing: try #require(error)) == message)
        for word in words { #expect(message.contains(word), "\(name): \(message)") }
    }

    @Test(arguments: invalidStates)
    func restoringRejectsWellFormedButInvalidData(
        name: String, state: State, words: [String]
    ) throws {
        let data = try JSONEncoder().encode(state)
        #expect(throws: NavigationStateError.self, "\(name)") { try State(restoring: data) }
    }

    static let corrupted: [String] = [
        "",
        "{",
        "null",
        "[]",
        "42",
        "{\"root\": 12}",
        "{\"modals\": []}",
        "\u{FF}\u{FE}garbage",
        String(repeating: "[", count: 10_000),
    ]

    @Test(arguments: corrupted)
    func corruptedDataThrowsInsteadOfCrashing(text: String) {
        #expect(throws: NavigationStateError.self) { try State(restoring: Data(text.utf8)) }
    }

    @Test func outdatedDataWithAnUnknownRouteThrows() throws {
        let data = try JSONEncoder().encode(State(stack: ["home", "gone"]))
        #expect(throws: NavigationStateError.self) {
            try NavigationState<AcceptanceShopRoute>(restoring: data)
        }
    }

    @Test func restorationWithAFallbackIsOneLine() {
        let fallback = State(stack: ["home"])
        let restored = (try? State(restoring: Data("not json".utf8))) ?? fallback
        #expect(restored == fallback)
    }
}

/// A route type with associated values, as apps write them.
enum AcceptanceShopRoute: Hashable, Codable, Sendable {
    case home
    case product(id: Int)
    case cart
}

import Foundation
import Testing
import Wayfinder

/// Saving and restoring a state: JSON in, JSON out, corrupted data never crashes.
@Suite struct NavigationStateRestorationTests {
    enum Place: Hashable, Codable, Sendable {
        case inbox, message(Int), settings, compose
    }

    typealias State = NavigationState<Place>

    @Test(arguments: [
        State(stack: [.inbox]),
        State(stack: [.inbox, .message(42)], modals: [.init([.compose])]),
        State(
            tabs: [[.inbox, .message(1)], [.settings]], selected: 1,
            modals: [.init([.compose], style: .fullScreen, inNavigation: false)]),
    ])
    func roundTripsThroughJSON(_ state: State) throws {
        let data = try state.jsonData()
        #expect(try State(restoring: data) == state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
    }

    @Test func writesReadableJSON() throws {
        let state = NavigationState<String>(
            tabs: [["inbox"], ["settings"]], selected: 1, modals: [.init(["compose"])])
        let json = String(decoding: try state.jsonData(), as: UTF8.self)
        #expect(
            json
                == #"{"modals":[{"inNavigation":true,"stack":["compose"],"style":"sheet"}],"#
                + #""root":{"selected":1,"tabs":[["inbox"],["settings"]]}}"#)
    }

    @Test func readsOlderDataWithoutOptionalFields() throws {
        let json = #"{"root":{"tabs":[["inbox"],["settings"]]}}"#
        let state = try NavigationState<String>(restoring: Data(json.utf8))
        #expect(state == NavigationState(tabs: [["inbox"], ["settings"]], selected: 0))
        let withModal = #"{"root":{"stack":["a"]},"modals":[{"stack":["m"]}]}"#
        #expect(
            try NavigationState<String>(restoring: Data(withModal.utf8))
                == NavigationState(stack: ["a"], modals: [.init(["m"])]))
    }

    @Test func readsTheShapeSwiftSynthesisesForEnums() throws {
        let stack = #"{"root":{"stack":{"_0":["a","b"]}},"modals":[]}"#
        #expect(
            try NavigationState<String>(restoring: Data(stack.utf8))
                == NavigationState(stack: ["a", "b"]))
        let tabs = #"{"root":{"tabs":{"_0":[["a"],["b"]],"selected":1}}}"#
        #expect(
            try NavigationState<String>(restoring: Data(tabs.utf8))
                == NavigationState(tabs: [["a"], ["b"]], selected: 1))
    }

    struct Corrupted: Sendable, CustomTestStringConvertible {
        let json: String
        let message: String
        var testDescription: String { json }
    }

    static let corrupted: [Corrupted] = [
        Corrupted(
            json: "not json",
            message: "The saved navigation state cannot be read: the top level: The given data "
                + "was not valid JSON."),
        Corrupted(
            json: #"{"modals":[]}"#,
            message: #"The saved navigation state cannot be read: the top level has no "root""#),
        Corrupted(
            json: #"{"root":{"list":["a"]}}"#,
            message: "The saved navigation state cannot be read: .root: the root is neither a "
                + #""stack" nor "tabs""#),
        Corrupted(
            json: #"{"root":{"stack":[1]}}"#,
            message: "The saved navigation state cannot be read: .root.stack[0] is not a String"),
        Corrupted(
            json: #"{"root":{"stack":["a"]},"modals":[{"stack":["m"],"style":"popover"}]}"#,
            message: "The saved navigation state cannot be read: .modals[0].style: Cannot "
                + "initialize ModalStyle from invalid String value popover"),
        Corrupted(
            json: #"{"root":{"tabs":[["a"]],"selected":4}}"#,
            message: "The selected tab 4 does not exist: there is 1 tab (valid indexes 0..<1). "
                + "Select an existing tab."),
        Corrupted(
            json: #"{"root":{"stack":[]}}"#,
            message: "The root stack is empty, and a navigation stack cannot be: give it at "
                + "least one route, or remove it."),
    ]

    @Test(arguments: corrupted) func corruptedDataThrowsAndSaysWhy(_ case: Corrupted) {
        let error = #expect(throws: NavigationStateError.self) {
            try NavigationState<String>(restoring: Data(`case`.json.utf8))
        }
        #expect(error?.message.hasPrefix(`case`.message) == true, "\(String(describing: error))")
    }

    @Test func restorationIsOneLineWithAFallback() throws {
        let fallback = State(stack: [.inbox])
        #expect(State(restoring: nil, or: fallback) == fallback)
        #expect(State(restoring: Data("{}".utf8), or: fallback) == fallback)
        let saved = State(stack: [.inbox, .message(7)])
        #expect(State(restoring: try saved.jsonData(), or: fallback) == saved)
        #expect((try? State(restoring: Data([0xFF, 0x00]))) ?? fallback == fallback)
    }

    @Test func outdatedRoutesFallBack() throws {
        // A route case the app no longer has.
        let json = #"{"root":{"stack":[{"archive":{}}]}}"#
        #expect(throws: NavigationStateError.self) {
            try State(restoring: Data(json.utf8))
        }
    }
}

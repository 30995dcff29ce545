import Foundation
import Wayfinder

/// One clause of a route table's target, such as `push product-{id}` or `sheet sign-in`.
///
/// Routes are words; `{name}` in a word is replaced by the link's parameter `name`. A target
/// is clauses separated by `;`, applied in order to the state on screen: `stack …` and
/// `tabs …` replace the whole state, the others edit it.
enum RouteTargetClause: Equatable, Sendable {
    /// `stack A B C`: a navigation stack, no modals.
    case stack([String])
    /// `tabs A B | C | D selected 1`: tabs of stacks, no modals.
    case tabs([[String]], selected: Int)
    /// `push A`.
    case push(String)
    /// `pop`.
    case pop
    /// `pop-to-root`.
    case popToRoot
    /// `select N`: selects a tab.
    case select(Int)
    /// `sheet A B` or `fullscreen A B`: presents a modal stack.
    case modal([String], style: NavigationState<String>.ModalStyle)
    /// `dismiss`: the top modal.
    case dismiss
    /// `dismiss-all`.
    case dismissAll

    /// The clause keywords and their forms, for messages.
    static let usage =
        "stack R…, tabs R… | R… [selected N], push R, pop, pop-to-root, select N, sheet R…, "
        + "fullscreen R…, dismiss, dismiss-all"

    /// Applies the clause to `state`, with `{name}` replaced from `parameters`.
    func apply(to state: inout NavigationState<String>, _ parameters: DeepLinkParameters?) {
        func fill(_ word: String) -> String { Self.fill(word, parameters) }
        switch self {
        case .stack(let routes): state = NavigationState(stack: routes.map(fill))
        case .tabs(let tabs, let selected):
            state = NavigationState(tabs: tabs.map { $0.map(fill) }, selected: selected)
        case .push(let route): state.push(fill(route))
        case .pop: state.pop()
        case .popToRoot: state.popToRoot()
        case .select(let index): state.selectTab(index)
        case .modal(let routes, let style):
            state.modals.append(.init(routes.map(fill), style: style))
        case .dismiss: state.dismiss()
        case .dismissAll: state.dismissAll()
        }
    }

    /// `word` with each `{name}` replaced by the parameter `name` (empty when absent or when there is no link).
    static func fill(_ word: String, _ parameters: DeepLinkParameters?) -> String {
        var result = ""
        var rest = Substring(word)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += parameters?[name] ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The `{name}` placeholders of `word`.
    static func placeholders(in word: String) -> [String] {
        var names: [String] = []
        var rest = Substring(word)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

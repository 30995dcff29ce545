/// Why a ``NavigationState`` cannot be shown: what is wrong with it, and what to do instead.
///
/// Thrown by ``NavigationState/validated()`` and ``NavigationState/init(restoring:)``. A small
/// public struct over an internal enum, so that new reasons can be added without breaking code
/// that handles the error. Compare errors with `==`, or read ``message``.
public struct NavigationStateError: Error, Equatable, Hashable, Sendable,
    CustomStringConvertible
{
    enum Reason: Equatable, Hashable, Sendable {
        /// `place` names the stack, such as "the root stack", "tab 2", "modal 0".
        case emptyStack(place: String)
        case noTabs
        case tabOutOfRange(selected: Int, count: Int)
        case singleScreenModalHoldsMany(modal: Int, count: Int)
        /// A full-screen modal given sheet state (``NavigationState/Modal/sheet``).
        case sheetStateOnFullScreen(modal: Int)
        case unreadable(String)
        /// A restored state whose root differs from the fallback's (a stack for tabs, another
        /// number of tabs); both described as ``NavigationState/shapeDescription``.
        case shapeMismatch(saved: String, expected: String)
        /// The app's own check refused a restored state, saying why.
        case rejected(String)
        /// A split view keyed by an index that is not a stack of the root.
        case splitOutOfRange(index: Int, count: Int)
        /// A split view whose top column is one it does not have.
        case noSuchColumn(split: Int, column: String)
        /// The state's alert has no button, so the user could never close it.
        case alertWithoutButtons(title: String)
        /// The state's alert has more than one cancel button, which UIKit refuses.
        case alertWithManyCancelButtons(title: String, count: Int)
    }

    let reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    /// A short, stable name for the kind of error, such as `"emptyStack"`.
    public var code: String {
        switch reason {
        case .emptyStack: "emptyStack"
        case .noTabs: "noTabs"
        case .tabOutOfRange: "tabOutOfRange"
        case .singleScreenModalHoldsMany: "singleScreenModalHoldsMany"
        case .sheetStateOnFullScreen: "sheetStateOnFullScreen"
        case .unreadable: "unreadable"
        case .shapeMismatch: "shapeMismatch"
        case .rejected: "rejected"
        case .splitOutOfRange: "splitOutOfRange"
        case .noSuchColumn: "noSuchColumn"
        case .alertWithoutButtons: "alertWithoutButtons"
        case .alertWithManyCancelButtons: "alertWithManyCancelButtons"
        }
    }

    /// What is wrong, and what to do instead.
    public var message: String {
        switch reason {
        case .emptyStack(let place):
            "\(place.prefix(1).uppercased() + place.dropFirst()) is empty, and a navigation "
                + "stack cannot be: give it at least one route, or remove it."
        case .noTabs:
            "The root has no tabs. Give .tabs at least one stack, or use .stack for a single "
                + "stack."
        case .tabOutOfRange(let selected, let count):
            "The selected tab \(selected) does not exist: there "
                + (count == 1 ? "is 1 tab" : "are \(count) tabs")
                + " (valid indexes 0..<\(count)). Select an existing tab."
        case .singleScreenModalHoldsMany(let modal, let count):
            "Modal \(modal) is a single screen (inNavigation: false) but holds \(count) routes; "
                + "a single screen shows exactly one. Present it with inNavigation: true to "
                + "push routes inside it."
        case .sheetStateOnFullScreen(let modal):
            "Modal \(modal) is full screen but has sheet state (a detent, or whether it may be "
                + "swiped away); only a sheet has them. Present it with style: .sheet, or set "
                + "its sheet to nil."
        case .shapeMismatch(let saved, let expected):
            "The saved navigation state has \(saved), but the app now has \(expected): it was "
                + "saved by another version of the app. Start from the fallback state."
        case .splitOutOfRange(let index, let count):
            "Split \(index) is carried by no stack: the root has "
                + (count == 1 ? "1 stack" : "\(count) stacks")
                + " (valid indexes 0..<\(count)). Key a split view by the index of its primary "
                + "column's stack in rootStacks (0 for a stack root, the tab's index for tabs)."
        case .noSuchColumn(let split, let column):
            "Split \(split) has no \(column) column, so it cannot be the top column. Give the "
                + "split that column, or leave topColumn nil."
        case .rejected(let reason):
            "The app's check refused the saved navigation state: \(reason). Start from the "
                + "fallback state."
        case .alertWithoutButtons(let title):
            "The alert \"\(title)\" has no button, so the user could not close it. Give it at "
                + "least one button (a cancel button: RouteAlert.Button(\"OK\", role: .cancel))."
        case .alertWithManyCancelButtons(let title, let count):
            "The alert \"\(title)\" has \(count) cancel buttons; UIKit allows one (a second raises "
                + "an exception). Give the others the default or destructive role."
        case .unreadable(let detail):
            "The saved navigation state cannot be read: \(detail). Start from a fresh state "
                + "instead, e.g. `(try? NavigationState(restoring: data)) ?? fallback`."
        }
    }

    /// The message.
    public var description: String { message }
}

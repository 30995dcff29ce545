/// Why a navigation command could not be carried out: what was wrong and what to do instead.
///
/// A small public struct over an internal enum, so that new reasons can be added without
/// breaking code that switches over errors. Compare errors with `==`, or read ``message``.
public struct NavigationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Equatable, Hashable, Sendable {
        case alreadyInStack(String)
        case alreadyShown(String)
        case pushingNavigationController(String)
        case noNavigationController(String)
        case cannotPopRoot
        case notInStack(String)
        case emptyStack
        case duplicateInStack(String)
        case wouldRemoveEveryScreen
        case notPresented(String)
        case noRootViewController
        case presentationRefused(String)
        case noTabBarController
        case tabOutOfRange(index: Int, count: Int)
        case notManaged(String)
        case cannotClose(String, because: String)
        case notEmbedded(String)
        case invalidState(NavigationStateError)
        case screenFactoryReused(String, route: String)
        case deepLink(DeepLinkError)
        case guardDenied(route: String, reason: String)
        case guardStillHolds(route: String, presenting: String)
        case routesNotStarted
        case unsupportedTabBar(String)
        /// `column` names the column asked for; `detail` says what was found instead.
        case noSplitColumn(column: String, detail: String)
        case tabNotSelectable(index: Int, because: String)
        case duplicateTabIdentifier(String)
        case navigationLocked(by: String, reason: String)
        case cannotLock(String)
        /// The sheet state of modal `modal` cannot be shown, `because` says why.
        case sheetState(modal: Int, because: String)
    }

    let reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    /// A short, stable name for the kind of error, such as `"cannotPopRoot"`.
    public var code: String {
        switch reason {
        case .alreadyInStack: "alreadyInStack"
        case .alreadyShown: "alreadyShown"
        case .pushingNavigationController: "pushingNavigationController"
        case .noNavigationController: "noNavigationController"
        case .cannotPopRoot: "cannotPopRoot"
        case .notInStack: "notInStack"
        case .emptyStack: "emptyStack"
        case .duplicateInStack: "duplicateInStack"
        case .wouldRemoveEveryScreen: "wouldRemoveEveryScreen"
        case .notPresented: "notPresented"
        case .noRootViewController: "noRootViewController"
        case .presentationRefused: "presentationRefused"
        case .noTabBarController: "noTabBarController"
        case .tabOutOfRange: "tabOutOfRange"
        case .notManaged: "notManaged"
        case .cannotClose: "cannotClose"
        case .notEmbedded: "notEmbedded"
        case .invalidState: "invalidState"
        case .screenFactoryReused: "screenFactoryReused"
        case .deepLink: "deepLink"
        case .guardDenied: "guardDenied"
        case .guardStillHolds: "guardStillHolds"
        case .navigationLocked: "navigationLocked"
        case .cannotLock: "cannotLock"
        case .sheetState: "sheetState"
        case .routesNotStarted: "routesNotStarted"
        case .unsupportedTabBar: "unsupportedTabBar"
        case .noSplitColumn: "noSplitColumn"
        case .tabNotSelectable: "tabNotSelectable"
        case .duplicateTabIdentifier: "duplicateTabIdentifier"
        }
    }

    /// What was wrong, and what to do instead.
    public var message: String {
        switch reason {
        case .alreadyInStack(let screen):
            "\(screen) is already in the navigation stack. Pop back to it with pop(to:) "
                + "instead of pushing it again."
        case .alreadyShown(let screen):
            "\(screen) is already shown elsewhere (it has a parent or is presented). Create a "
                + "new screen, or close it first."
        case .pushingNavigationController(let screen):
            "\(screen) is a navigation controller, which cannot be pushed. Present it instead."
        case .noNavigationController(let screen):
            "There is no navigation controller to push on: the front-most screen \(screen) is "
                + "not inside one. Present the screen instead, or embed the screen below in a "
                + "UINavigationController."
        case .cannotPopRoot:
            "The navigation stack holds only its root, which cannot be popped. Dismiss or "
                + "close the navigation controller instead."
        case .notInStack(let screen):
            "\(screen) is not in the navigation stack, so there is nothing to pop to. Check "
                + "navigator.tree for what is on screen."
        case .emptyStack:
            "A navigation stack cannot be empty. Pass at least one screen to setStack."
        case .duplicateInStack(let screen):
            "\(screen) appears more than once in the new stack. Each screen can be in a stack "
                + "once."
        case .wouldRemoveEveryScreen:
            "The predicate matches every screen in the stack, and the root must stay. Use "
                + "setStack to replace the whole stack."
        case .notPresented(let screen):
            "\(screen) is not presented, so it cannot be dismissed. Use close(_:) to remove a "
                + "screen however it was shown."
        case .noRootViewController:
            "The window has no root view controller. Set window.rootViewController and call "
                + "makeKeyAndVisible() first."
        case .presentationRefused(let detail):
            "UIKit refused the presentation: \(detail)"
        case .noTabBarController:
            "There is no tab bar controller in this window. Set a UITabBarController as the "
                + "window's root first."
        case .tabOutOfRange(let index, let count):
            "There is no tab at index \(index): the tab bar controller has \(count) tab"
                + (count == 1 ? "" : "s") + " (valid indexes 0..<\(count))."
        case .notManaged(let screen):
            "\(screen) is not on screen in this navigator's window. Close screens through the "
                + "navigator of their own window."
        case .cannotClose(let screen, let because):
            "\(screen) cannot be closed: \(because)"
        case .notEmbedded(let screen):
            "\(screen) is not embedded in a container, so it cannot be unembedded."
        case .invalidState(let error):
            "The navigation state cannot be shown: \(error.message)"
        case .screenFactoryReused(let screen, let route):
            "The screen factory returned \(screen) for \(route), but it is already on screen "
                + "(or returned twice). Return a new view controller each time the factory "
                + "is called."
        case .deepLink(let error):
            "The deep link was not opened: \(error.message)"
        case .guardDenied(let route, let reason):
            "A guard denied \(route): \(reason) Nothing was changed."
        case .routesNotStarted:
            "The route navigator has not started: call start(screen:) first, with the screen "
                + "factory. Nothing was changed."
        case .guardStillHolds(let route, let presenting):
            "A guard still holds \(route) (it asks to present \(presenting)): resume after the "
                + "guard allows it, for example once the user has signed in."
        case .noSplitColumn(let column, let detail):
            "There is no \(column) column to show the screen in: \(detail). Show it in a "
                + "column the split view controller has (in a navigation controller), or push "
                + "or present it instead."
        case .unsupportedTabBar(let detail):
            "The route navigator cannot read or change this tab bar of UITabs: \(detail) "
                + "Build the tab bar through RouteContainers.uiTab and change its tabs only "
                + "through the navigation state. Nothing was changed."
        case .tabNotSelectable(let index, let because):
            "Tab \(index) cannot be selected: \(because) Nothing was changed."
        case .navigationLocked(let screen, let reason):
            "Navigation is locked by \(screen): \(reason) Nothing was changed. Links, tab taps "
                + "and requests that leave the locked flow are refused until it unlocks (unlock(), "
                + "or its screen leaves); lock with outside: .hold to run them after."
        case .cannotLock(let detail):
            "Navigation cannot be locked: \(detail) Nothing was changed."
        case .sheetState(let modal, let because):
            "The sheet state of modal \(modal) cannot be shown: \(because) Nothing was changed."
        case .duplicateTabIdentifier(let identifier):
            "Two tabs have the identifier \"\(identifier)\": UITab identifiers must be unique in "
                + "the tab bar. Return a different identifier for each tab from "
                + "RouteContainers.uiTab. Nothing was changed."
        }
    }

    /// The message.
    public var description: String { message }
}

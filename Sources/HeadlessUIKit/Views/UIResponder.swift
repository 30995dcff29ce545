import Foundation

/// The base of views, view controllers, windows, scenes and the application, as in UIKit.
///
/// There is no keyboard: becoming first responder only records which responder of the
/// window holds the focus, so that `resignFirstResponder()` and `endEditing(_:)` work.
@MainActor
open class UIResponder: NSObject {
    #if !canImport(ObjectiveC)
        /// What `objc_setAssociatedObject` associated with this responder, with its key (few:
        /// searched one by one).
        var associatedObjects: [(key: UnsafeRawPointer, value: Any)] = []
    #endif

    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain; `nil` here unless a subclass says otherwise.
    open var next: UIResponder? { nil }

    /// The activity this responder (a view controller, a scene) stands for, for Handoff and
    /// state restoration. HeadlessUIKit keeps it as set; nothing is advertised.
    open var userActivity: NSUserActivity?

    /// Adds this responder's state to `activity` before it is saved or handed off.
    ///
    /// - Parameter activity: the activity to update.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores this responder's state from `activity`; UIKit's does nothing but let
    /// subclasses override it.
    ///
    /// - Parameter activity: the activity to restore from.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Whether the responder can become first responder (text inputs can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder can give up first responder.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Becomes first responder when it can; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponder.current, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        FirstResponder.current = self
        return true
    }

    /// Gives up first responder; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }
}

/// The responder holding the (virtual) keyboard focus.
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?
}

extension UIResponder {
    /// Posted before the keyboard shows.
    public static let keyboardWillShowNotification = Notification.Name(
        "UIKeyboardWillShowNotification")
    /// Posted after the keyboard shows.
    public static let keyboardDidShowNotification = Notification.Name(
        "UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name(
        "UIKeyboardWillHideNotification")
    /// Posted after the keyboard hides.
    public static let keyboardDidHideNotification = Notification.Name(
        "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// The keyboard's final frame (`NSValue`/`CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's first frame.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The animation's duration (`NSNumber`).
    public static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (`NSNumber`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

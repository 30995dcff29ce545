import Foundation

/// A scrollable, multi-line text view. Its delegate is the inherited `delegate` (a
/// ``UITextViewDelegate`` assigned to it, as in UIKit).
@MainActor
open class UITextView: UIScrollView {
    /// The text.
    open var text: String! = ""
    /// The font.
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    /// The text's colour.
    open var textColor: UIColor? = .label
    /// How the text lines up.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the user can edit.
    open var isEditable = true
    /// Whether the user can select.
    open var isSelectable = true
    /// The keyboard shown.
    open var keyboardType = UIKeyboardType.default
    /// The return key's title.
    open var returnKeyType = UIReturnKeyType.default

    /// A text view can take the keyboard when editable.
    open override var canBecomeFirstResponder: Bool { isEditable }
}

/// Told about editing in a text view.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
}

import Foundation

/// A label: text with a font, colour and alignment. Nothing is drawn.
@MainActor
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The text with attributes.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The font.
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    /// The text's colour.
    open var textColor: UIColor! = .label
    /// How the text lines up.
    open var textAlignment = NSTextAlignment.natural
    /// How lines break.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
    /// Whether the font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label is enabled.
    open var isEnabled = true
    /// Whether the text is highlighted.
    open var isHighlighted = false
    /// The highlighted text's colour.
    open var highlightedTextColor: UIColor?
}

import Foundation

/// A one-line text field: its text and input settings. Nothing is drawn and there is no
/// keyboard; a test sets ``text`` as the user would type it.
@MainActor
open class UITextField: UIControl {
    /// The border's look.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A line.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// Rounded.
        case roundedRect = 3
    }

    /// When the clear button shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// Unless editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// The text.
    open var text: String? = ""
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The font.
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    /// The text's colour.
    open var textColor: UIColor? = .label
    /// How the text lines up.
    open var textAlignment = NSTextAlignment.natural
    /// The border's look.
    open var borderStyle = BorderStyle.none
    /// When the clear button shows.
    open var clearButtonMode = ViewMode.never
    /// Whether the text is hidden, as for a password.
    open var isSecureTextEntry = false
    /// The keyboard shown.
    open var keyboardType = UIKeyboardType.default
    /// How the text is capitalised.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited.
    open var isEditing: Bool { false }
}

/// Told about editing in a text field.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field should process the return key.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Yes.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII capable.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// URLs.
    case URL = 3
    /// A number pad.
    case numberPad = 4
    /// A phone pad.
    case phonePad = 5
    /// A name and phone pad.
    case namePhonePad = 6
    /// Email addresses.
    case emailAddress = 7
    /// A decimal pad.
    case decimalPad = 8
    /// Twitter.
    case twitter = 9
    /// Web search.
    case webSearch = 10
    /// ASCII number pad.
    case asciiCapableNumberPad = 11
}

/// How a text field capitalises.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// Words.
    case words = 1
    /// Sentences.
    case sentences = 2
    /// All characters.
    case allCharacters = 3
}

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
    /// The return key's title.
    open var returnKeyType = UIReturnKeyType.default
    /// The kind of content, for autofill.
    open var textContentType: UITextContentType?
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// A text field can take the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether the field is being edited: whether it is first responder.
    open var isEditing: Bool { isFirstResponder }
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

/// The title of the return key.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default` = 0
    /// Go.
    case go = 1
    /// Google.
    case google = 2
    /// Join.
    case join = 3
    /// Next.
    case next = 4
    /// Route.
    case route = 5
    /// Search.
    case search = 6
    /// Send.
    case send = 7
    /// Yahoo.
    case yahoo = 8
    /// Done.
    case done = 9
    /// Emergency call.
    case emergencyCall = 10
    /// Continue.
    case `continue` = 11
}

/// The kind of content a text input holds, for autofill.
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

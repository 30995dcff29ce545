import Foundation

/// How text lines up. (On Apple platforms UIKit declares it; corelibs Foundation has none.)
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Justified.
    case justified = 3
    /// Natural for the script.
    case natural = 4
}

/// How a label breaks and truncates lines.
public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At characters.
    case byCharWrapping = 1
    /// Clipped.
    case byClipping = 2
    /// "…end".
    case byTruncatingHead = 3
    /// "start…".
    case byTruncatingTail = 4
    /// "sta…end".
    case byTruncatingMiddle = 5
}

extension NSAttributedString.Key {
    /// The text's font (`UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (`UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour behind the text (`UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Letter spacing (`NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Underline style (`NSNumber`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Strikethrough style (`NSNumber`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
}

import Foundation

/// A font: a name and a size. HeadlessUIKit renders no text; fonts are kept for labels,
/// buttons and text attributes.
///
/// `@unchecked Sendable` as in UIKit, and safe: a font's name and size are set in `init` and
/// never change (`withSize(_:)` makes a new font).
open class UIFont: NSObject, @unchecked Sendable {
    /// A text style for Dynamic Type.
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// A font weight.
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        /// The weight, -1…1.
        public let rawValue: CGFloat
        /// A weight.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// Black.
        public static let black = Weight(0.62)
    }

    /// The font's name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
        super.init()
    }

    /// The font named `fontName`; every name is found here (no font files).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(fontName: fontName, pointSize: fontSize)
    }

    /// Whether `object` is a font of the same name and size, as UIKit compares fonts.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash of the name and size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The family name (the font name here).
    open var familyName: String { fontName }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize)
    }

    /// The font for `style`, at the default Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
            .subheadline: 15, .body: 17, .callout: 16, .footnote: 13, .caption1: 12,
            .caption2: 11,
        ]
        return UIFont(fontName: style.rawValue, pointSize: sizes[style] ?? 17)
    }

    /// The font for `style` in `traitCollection`.
    open class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The system font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Bold", pointSize: fontSize)
    }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize)
    }

    /// The system font at `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.rawValue)", pointSize: fontSize)
    }

    /// The monospaced system font at `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.rawValue)", pointSize: fontSize)
    }

    /// The system font with monospaced digits at `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight)
        -> UIFont
    {
        UIFont(fontName: ".SFUI-MonoDigits-\(weight.rawValue)", pointSize: fontSize)
    }
}

import Foundation

/// A configuration's state (iOS 14): the traits it is shown with, plus custom states.
public protocol UIConfigurationState {
    /// A state for `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The traits.
    var traitCollection: UITraitCollection { get set }
    /// The custom state stored for `key`, `nil` when none.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom configuration state (iOS 14).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    ///
    /// - Parameter rawValue: the name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key named `rawValue`.
    ///
    /// - Parameter rawValue: the name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The axes of a layout (iOS 14): horizontal, vertical or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Axes from raw bits.
    ///
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Neither axis.
    public static let none = UIAxis([])
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

extension UIButton {
    /// What a button does (iOS 14): the system styles each role.
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The primary action.
        case primary = 1
        /// Cancels.
        case cancel = 2
        /// Destroys data.
        case destructive = 3
    }
}

/// The state a view controller's content-unavailable configuration is updated for (iOS 17):
/// its traits, the text of its search controller, and custom states.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view controller.
    public var traitCollection: UITraitCollection
    /// The text of the view controller's search controller, `nil` without one.
    public var searchText: String?
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state for `traitCollection`, with no search text.
    ///
    /// - Parameter traitCollection: the traits.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored for `key`, `nil` when none.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A description of an empty, loading or no-results placeholder (iOS 17): image, texts and
/// buttons. Set it as a view controller's `contentUnavailableConfiguration`; HeadlessUIKit
/// keeps it as a value and draws nothing.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// How the image is shown.
    public struct ImageProperties: Hashable {
        /// The symbol configuration of a symbol image.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image's tint colour; `nil` for the view's tint.
        public var tintColor: UIColor?
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// Whether the image ignores Smart Invert.
        public var accessibilityIgnoresInvertColors = false
    }

    /// How a text is shown.
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How lines break.
        public var lineBreakMode = NSLineBreakMode.byWordWrapping
        /// The most lines; 0 for no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether characters tighten before truncating.
        public var allowsDefaultTighteningForTruncation = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// What a button does.
    public struct ButtonProperties: Hashable {
        /// The action run on a tap.
        public var primaryAction: UIAction?
        /// The menu shown on a tap.
        public var menu: UIMenu?
        /// Whether the button is enabled.
        public var isEnabled = true
        /// The button's role.
        public var role = UIButton.Role.normal
    }

    /// How the content lines up.
    public enum Alignment: Hashable {
        /// Leading for the language.
        case natural
        /// Centred.
        case center
    }

    /// Which system placeholder this is: empty, loading (an activity indicator) or search.
    private enum Kind: Hashable {
        case empty, loading, search
    }

    private var kind: Kind

    /// The image.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; it wins over ``text`` when set.
    public var attributedText: NSAttributedString?
    /// How the primary text is shown.
    public var textProperties = TextProperties(
        font: .preferredFont(forTextStyle: .title2), color: .label)
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; it wins over ``secondaryText`` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The look of the primary button; shown when it has a title, image or action.
    public var button = UIButton.Configuration.plain()
    /// What the primary button does.
    public var buttonProperties = ButtonProperties()
    /// The look of the secondary button.
    public var secondaryButton = UIButton.Configuration.plain()
    /// What the secondary button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content lines up.
    public var alignment = Alignment.center
    /// The axes along which the superview's layout margins are kept.
    public var axesPreservingSuperviewLayoutMargins = UIAxis.both
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets()
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 0
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 0
    /// The space between the text and the button.
    public var textToButtonPadding: CGFloat = 0
    /// The space between the buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 0

    private init(kind: Kind) {
        self.kind = kind
    }

    /// An empty placeholder to fill in: no image, text or button.
    ///
    /// - Returns: the configuration.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(kind: .empty)
    }

    /// A loading placeholder: an activity indicator and the text "Loading…"
    /// (``HeadlessBehaviour/contentUnavailableLoadingText``).
    ///
    /// - Returns: the configuration.
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .loading)
        configuration.text = HeadlessBehaviour.contentUnavailableLoadingText
        return configuration
    }

    /// A no-search-results placeholder: a magnifying glass, "No Results" and a hint
    /// (``HeadlessBehaviour/contentUnavailableSearchText``).
    ///
    /// - Returns: the configuration.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .search)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = HeadlessBehaviour.contentUnavailableSearchText
        configuration.secondaryText = HeadlessBehaviour.contentUnavailableSearchSecondaryText
        return configuration
    }

    /// The configuration for `state`: UIKit documents no state-dependent change, so it is
    /// this configuration unchanged.
    ///
    /// - Parameter state: the state to show.
    /// - Returns: the configuration.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        self
    }
}

extension UIViewController {
    /// The placeholder the controller shows over its content when it has none (iOS 17):
    /// usually a ``UIContentUnavailableConfiguration``; `nil` shows the content. HeadlessUIKit
    /// keeps it as set and draws nothing.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailableConfigurationStorage }
        set { contentUnavailableConfigurationStorage = newValue }
    }
}

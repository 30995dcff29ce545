import Foundation

/// A view's content described as a value (iOS 14).
public protocol UIContentConfiguration {}

/// The standard content of a list cell: image, text and secondary text (iOS 14).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Text attributes.
    public struct TextProperties: Hashable {
        /// The font.
        public var font = UIFont.preferredFont(forTextStyle: .body)
        /// The colour.
        public var color = UIColor.label
        /// The most lines; 0 for no limit.
        public var numberOfLines = 0
    }

    /// Image attributes.
    public struct ImageProperties: Hashable {
        /// The tint colour.
        public var tintColor: UIColor?
    }

    /// The image.
    public var image: UIImage?
    /// The text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The text's attributes.
    public var textProperties = TextProperties()
    /// The secondary text's attributes.
    public var secondaryTextProperties = TextProperties()
    /// The image's attributes.
    public var imageProperties = ImageProperties()

    /// A cell's configuration.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A subtitle cell's configuration.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
    /// A value cell's configuration.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

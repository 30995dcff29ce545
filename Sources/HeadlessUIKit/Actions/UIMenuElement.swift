import Foundation

/// What a menu contains: actions and submenus.
@MainActor
open class UIMenuElement: NSObject {
    /// The title shown.
    open var title: String { elementTitle }
    /// A second line under the title (iOS 15).
    open var subtitle: String?
    /// The image shown.
    open var image: UIImage? { elementImage }

    var elementTitle: String
    var elementImage: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        elementTitle = title
        self.subtitle = subtitle
        elementImage = image
        super.init()
    }

    /// Not supported: menu elements are made in code.
    public init?(coder: NSCoder) {
        return nil
    }

    /// Whether an action is checked.
    public enum State: Int, Sendable {
        /// Not checked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }

    /// How an element looks and behaves.
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; cannot be chosen.
        public static var disabled: Attributes { Attributes(rawValue: 1 << 0) }
        /// Shown in red.
        public static var destructive: Attributes { Attributes(rawValue: 1 << 1) }
        /// Not shown.
        public static var hidden: Attributes { Attributes(rawValue: 1 << 2) }
        /// The menu stays open when it is chosen (iOS 16).
        public static var keepsMenuPresented: Attributes { Attributes(rawValue: 1 << 3) }
    }
}

/// A menu: a title and elements (actions and submenus).
@MainActor
open class UIMenu: UIMenuElement {
    /// The name of a menu.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// A menu name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A menu name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inside its parent, with separators.
        public static var displayInline: Options { Options(rawValue: 1 << 0) }
        /// Shown in red.
        public static var destructive: Options { Options(rawValue: 1 << 1) }
        /// One child at most is checked (iOS 15).
        public static var singleSelection: Options { Options(rawValue: 1 << 5) }
        /// Shown as a row of icons (iOS 17).
        public static var displayAsPalette: Options { Options(rawValue: 1 << 7) }
    }

    /// The size of the elements (iOS 16).
    public enum ElementSize: Int, Sendable {
        /// Small.
        case small = 0
        /// Medium.
        case medium = 1
        /// Large.
        case large = 2
    }

    /// The menu's name.
    open private(set) var identifier: Identifier
    /// How the children are shown.
    open private(set) var options: Options
    /// The size of the elements.
    open var preferredElementSize = ElementSize.large
    /// The actions and submenus.
    open private(set) var children: [UIMenuElement]

    /// A menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier,
            options: options, children: newChildren)
    }
}

import Foundation

/// What an action runs when it is chosen.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and image: the target of bar button items, buttons and menus.
/// This is the target-action form that HeadlessUIKit can run (see `Selector`).
@MainActor
open class UIAction: UIMenuElement {
    /// The name of an action.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// An action name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// An action name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The title shown.
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }
    /// The image shown.
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }
    /// The image shown when the action is on (iOS 17).
    open var selectedImage: UIImage?
    /// A longer title for the keyboard shortcut HUD.
    open var discoverabilityTitle: String?
    /// The action's name.
    open private(set) var identifier: Identifier
    /// How the action looks and behaves.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action is checked.
    open var state: UIMenuElement.State
    /// The object that ran the action, while its handler runs.
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// An action that runs `handler`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        selectedImage: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender, unless the action is
    /// disabled; returns whether it ran.
    @discardableResult
    func perform(sender: Any?) -> Bool {
        guard !attributes.contains(.disabled) else { return false }
        self.sender = sender
        handler(self)
        self.sender = nil
        return true
    }
}

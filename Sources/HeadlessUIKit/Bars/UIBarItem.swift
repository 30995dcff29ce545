import Foundation

/// What bar button items and tab bar items share: a title, an image, a tag, enabled.
@MainActor
open class UIBarItem: NSObject {
    /// Whether the item can be used.
    open var isEnabled = true
    /// The title shown.
    open var title: String?
    /// The image shown.
    open var image: UIImage?
    /// The image shown in landscape on a phone.
    open var landscapeImagePhone: UIImage?
    /// The image shown for accessibility content sizes.
    open var largeContentSizeImage: UIImage?
    /// Insets of the image.
    open var imageInsets = UIEdgeInsets.zero
    /// Insets of the landscape image.
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    /// A number the app uses to tell items apart.
    open var tag = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item without title or image.
    public override init() {
        super.init()
    }

    /// Not supported: bar items are made in code.
    public init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title's text attributes for `state`.
    open func setTitleTextAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

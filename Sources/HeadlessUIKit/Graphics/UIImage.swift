import Foundation

/// An image. HeadlessUIKit draws nothing: an image is its name, so that screens can set bar
/// items and tab items as in UIKit. Named images come from the app's asset catalogue, which
/// HeadlessUIKit does not have: every name is found (an app's missing asset shows up on a
/// device, not here). System images are SF Symbols, found by name as well.
///
/// `@unchecked Sendable` as in UIKit, and safe: every stored property is a `let` set in `init`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was made with.
    let imageName: String
    /// Whether it is an SF Symbol.
    let isSystemImage: Bool

    init(imageName: String, isSystemImage: Bool) {
        self.imageName = imageName
        self.isSystemImage = isSystemImage
        super.init()
    }

    /// An empty image.
    public override convenience init() {
        self.init(imageName: "", isSystemImage: false)
    }

    /// The image named `name` in the app's asset catalogue.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(imageName: name, isSystemImage: false)
    }

    /// The image named `name` in `bundle`'s asset catalogue.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(named: name)
    }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(imageName: name, isSystemImage: true)
    }

    /// The SF Symbol named `name`, for `traitCollection`.
    public convenience init?(
        systemName name: String, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(systemName: name)
    }

    /// How the image is drawn with a tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The context decides.
        case automatic = 0
        /// Drawn as it is.
        case alwaysOriginal = 1
        /// Drawn as a template in the tint colour.
        case alwaysTemplate = 2
    }

    /// How the image is rendered.
    open private(set) var renderingMode = RenderingMode.automatic

    /// The same image with `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(imageName: imageName, isSystemImage: isSystemImage)
        image.renderingMode = renderingMode
        return image
    }

    /// The same image tinted with `color`.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withRenderingMode(.alwaysOriginal)
    }

    /// The name, or `systemName:` and the name for a symbol.
    open override var description: String {
        isSystemImage ? "UIImage(systemName: \(imageName))" : "UIImage(named: \(imageName))"
    }
}

import Foundation

/// A view that shows an image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false
    /// The images of an animation.
    open var animationImages: [UIImage]?
    /// Whether the animation runs.
    open private(set) var isAnimating = false

    /// A view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// A view showing `image`, or `highlightedImage` when highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// An empty image view filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not supported: image views are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the animation.
    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }

    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }
}

import Foundation

/// A spinner showing that work is in progress.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
        /// Medium (iOS 13).
        case medium = 100
        /// Large (iOS 13).
        case large = 101
        /// Large white (deprecated).
        @available(*, deprecated, message: "Use UIActivityIndicatorViewStyleLarge")
        case whiteLarge = 0
        /// White (deprecated).
        @available(*, deprecated, message: "Use UIActivityIndicatorViewStyleMedium")
        case white = 1
        /// Grey (deprecated).
        @available(*, deprecated, message: "Use UIActivityIndicatorViewStyleMedium")
        case gray = 2
    }

    /// The spinner's size.
    open var style: Style
    /// Whether the spinner hides when stopped.
    open var hidesWhenStopped = true
    /// The spinner's colour.
    open var color: UIColor! = .secondaryLabel
    /// Whether the spinner spins.
    open private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// A medium spinner filling `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Not supported: spinners are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning and shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, hiding when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

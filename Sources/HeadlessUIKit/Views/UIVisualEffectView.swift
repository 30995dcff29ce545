import Foundation

/// A visual effect: the base of blurs.
@MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what is behind a view.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look.
    public enum Style: Int, Sendable {
        /// Extra light.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Regular.
        case regular = 4
        /// Prominent.
        case prominent = 5
        /// Ultra-thin material.
        case systemUltraThinMaterial = 6
        /// Thin material.
        case systemThinMaterial = 7
        /// Material.
        case systemMaterial = 8
        /// Thick material.
        case systemThickMaterial = 9
        /// Chrome material.
        case systemChromeMaterial = 10
    }

    /// The blur's look.
    let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect behind its content view.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// The view to add content to.
    public private(set) lazy var contentView = UIView(frame: bounds)

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// Not supported: effect views are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }
}

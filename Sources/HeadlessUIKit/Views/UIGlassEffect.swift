import Foundation

/// iOS 26's Liquid Glass material, for a `UIVisualEffectView` (`UIGlassEffect.h`).
/// HeadlessUIKit draws nothing; the effect keeps its settings.
@MainActor
open class UIGlassEffect: UIVisualEffect {
    /// The glass's look.
    public enum Style: Int, Sendable {
        /// The standard glass.
        case regular = 0
        /// Clear glass.
        case clear = 1
    }

    /// The glass's look.
    let style: Style
    /// Whether the glass reacts to touches.
    open var isInteractive = false
    /// A tint, `nil` for none.
    open var tintColor: UIColor?

    /// Glass of `style`.
    ///
    /// - Parameter style: the look.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Standard glass.
    public override convenience init() {
        self.init(style: .regular)
    }
}

/// Merges the glass effects of its subviews' effect views when they come near (iOS 26).
@MainActor
open class UIGlassContainerEffect: UIVisualEffect {
    /// How near, in points, two glass shapes merge.
    open var spacing: CGFloat = 0
}

/// The effect at one edge of a scroll view where content passes under a bar (iOS 26,
/// `UIScrollView.h`): read it from `topEdgeEffect` and the other edges. HeadlessUIKit draws
/// nothing; the effect keeps its settings.
@MainActor
public final class UIScrollEdgeEffect: NSObject {
    /// The look of an edge effect.
    @MainActor
    public final class Style: NSObject {
        private let name: String

        private init(name: String) {
            self.name = name
            super.init()
        }

        /// UIKit chooses.
        public static let automatic = Style(name: "automatic")
        /// A soft edge.
        public static let soft = Style(name: "soft")
        /// A hard cut-off with a dividing line.
        public static let hard = Style(name: "hard")

        /// The style's name.
        public override var description: String { name }
    }

    /// The effect's look. Default: ``Style/automatic``.
    public var style = Style.automatic
    /// Whether the effect is hidden. Default: `false`.
    public var isHidden = false

    override init() {
        super.init()
    }
}

extension UIScrollView {
    /// The effect at the top edge (iOS 26).
    public var topEdgeEffect: UIScrollEdgeEffect { edgeEffects.top }
    /// The effect at the left edge (iOS 26).
    public var leftEdgeEffect: UIScrollEdgeEffect { edgeEffects.left }
    /// The effect at the bottom edge (iOS 26).
    public var bottomEdgeEffect: UIScrollEdgeEffect { edgeEffects.bottom }
    /// The effect at the right edge (iOS 26).
    public var rightEdgeEffect: UIScrollEdgeEffect { edgeEffects.right }
}

/// A scroll view's four edge effects, made with the scroll view.
@MainActor
struct UIScrollEdgeEffects {
    let top = UIScrollEdgeEffect()
    let left = UIScrollEdgeEffect()
    let bottom = UIScrollEdgeEffect()
    let right = UIScrollEdgeEffect()
}

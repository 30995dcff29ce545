import Foundation

/// A view's layer: the drawing properties app code sets (corner radius, border, shadow).
/// QuartzCore declares it on Apple platforms (UIKit re-exports it); nothing is drawn here.
@MainActor
open class CALayer: NSObject {
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0…1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The opacity, 0…1.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The z position.
    open var zPosition: CGFloat = 0
    /// A name for debugging.
    open var name: String?
}

import Foundation

/// A rectangle in a view that constraints can use, such as the safe area.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide.
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's frame in the owning view (its bounds here: no layout is solved).
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    /// Not supported: guides are made in code.
    public init?(coder: NSCoder) {
        return nil
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}

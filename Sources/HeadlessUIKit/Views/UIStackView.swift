import Foundation

/// A view that lines up its arranged subviews in a row or column. No layout is solved; the
/// arranged subviews are its subviews, in order.
@MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Fill, resizing by hugging priority.
        case fill = 0
        /// Equal sizes.
        case fillEqually = 1
        /// Sizes proportional to their content.
        case fillProportionally = 2
        /// Equal spacing.
        case equalSpacing = 3
        /// Equal distance between centres.
        case equalCentering = 4
    }

    /// How arranged subviews line up across the stack.
    public enum Alignment: Int, Sendable {
        /// Fill the width (or height).
        case fill = 0
        /// Leading (or top) edges.
        case leading = 1
        /// First baselines.
        case firstBaseline = 2
        /// Centres.
        case center = 3
        /// Trailing (or bottom) edges.
        case trailing = 4
        /// Last baselines.
        case lastBaseline = 5
        /// Top edges (a horizontal stack's leading).
        public static var top: Alignment { .leading }
        /// Bottom edges (a horizontal stack's trailing).
        public static var bottom: Alignment { .trailing }
    }

    /// The views lined up, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Row or column.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// How the views share the length.
    open var distribution = Distribution.fill
    /// How the views line up across.
    open var alignment = Alignment.fill
    /// The space between views.
    open var spacing: CGFloat = 0
    /// Whether layout follows the layout margins.
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end, as a subview too.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex`, as a subview too.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Sets the space after `arrangedSubview`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after `arrangedSubview`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// A subview that leaves also stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
}

import Foundation

/// One attribute of a view or layout guide, to make constraints from:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation,
            toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// This = `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }

    /// This ≥ `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor) }

    /// This ≤ `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor) }

    /// This = `anchor` + `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, constant: c) }

    /// This ≥ `anchor` + `c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }

    /// This ≤ `anchor` + `c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }
}

/// A horizontal position: leading, trailing, left, right, centre X.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This = `anchor` + system spacing × `multiplier`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, constant: 8 * multiplier) }

    /// This ≥ `anchor` + system spacing × `multiplier`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 8 * multiplier) }
}

/// A vertical position: top, bottom, centre Y, baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This = `anchor` + system spacing × `multiplier`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, constant: 8 * multiplier) }

    /// This ≥ `anchor` + system spacing × `multiplier`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 8 * multiplier) }
}

/// A size: width or height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This = `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c)
    }

    /// This ≥ `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// This ≤ `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// This = `anchor` × `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, multiplier: m) }

    /// This ≥ `anchor` × `m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, multiplier: m) }

    /// This ≤ `anchor` × `m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, multiplier: m) }

    /// This = `anchor` × `m` + `c`.
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }
}

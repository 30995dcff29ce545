import Foundation

extension UIView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        .init(item: self, attribute: .firstBaseline)
    }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        .init(item: self, attribute: .lastBaseline)
    }

    /// The area not covered by bars (the whole view here: no bars are drawn).
    public var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }
    /// The area of a comfortable reading width.
    public var readableContentGuide: UILayoutGuide { guide(named: "UIViewReadableContentGuide") }

    /// The constraints installed on the view: the active ones whose first item is it or one
    /// of its guides.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { guideStorage.filter { !$0.identifier.isEmpty } }

    /// Activates `constraint`.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }

    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// Adds a layout guide the view owns.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        if layoutGuide.identifier.isEmpty { layoutGuide.identifier = "UILayoutGuide" }
        guideStorage.append(layoutGuide)
    }

    /// Removes a layout guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guideStorage.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// Sets how much the view resists growing beyond its content on `axis`.
    public func setContentHuggingPriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        contentPriorities[axis.rawValue] = priority
    }

    /// How much the view resists growing beyond its content on `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[axis.rawValue] ?? .defaultLow
    }

    /// Sets how much the view resists shrinking below its content on `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        contentPriorities[axis.rawValue + 2] = priority
    }

    /// How much the view resists shrinking below its content on `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
        -> UILayoutPriority
    {
        contentPriorities[axis.rawValue + 2] ?? .defaultHigh
    }

    private func guide(named name: String) -> UILayoutGuide {
        if let guide = guideStorage.first(where: { $0.identifier == name }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = name
        guide.owningView = self
        guideStorage.append(guide)
        return guide
    }
}

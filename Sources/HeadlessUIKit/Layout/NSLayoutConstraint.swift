import Foundation

/// A relation between two items' layout attributes: `first = second × multiplier +
/// constant`. HeadlessUIKit keeps constraints and whether they are active, and checks what
/// UIKit checks on activation; it solves no layout (frames stay as set).
@MainActor
open class NSLayoutConstraint: NSObject {
    /// How strongly it holds.
    open var priority = UILayoutPriority.required
    /// The first item (a view or layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The second item, `nil` for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    open private(set) var firstAttribute: Attribute
    /// The second item's attribute.
    open private(set) var secondAttribute: Attribute
    /// The relation.
    open private(set) var relation: Relation
    /// The multiplier of the second attribute.
    open private(set) var multiplier: CGFloat
    /// The constant added.
    open var constant: CGFloat
    /// A name for debugging.
    open var identifier: String?
    private var active = false

    /// A constraint between two items' attributes.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating one whose items have no
    /// common ancestor records UIKit's exception and leaves it inactive.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue, let problem = activationProblem() {
                recordLayoutException(problem)
                return
            }
            active = newValue
            let owner = Self.view(of: firstItem)
            if newValue {
                owner?.installedConstraints.append(self)
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
            }
        }
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item is, or the view that owns a layout guide.
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    private func activationProblem() -> String? {
        guard let first = Self.view(of: firstItem) else {
            return "Constraint items must each be a view or layout guide."
        }
        guard secondItem != nil else { return nil }
        guard let second = Self.view(of: secondItem) else {
            return "Constraint items must each be a view or layout guide."
        }
        if first.isDescendant(of: second) || second.isDescendant(of: first) { return nil }
        var ancestor: UIView? = first.superview
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return nil }
            ancestor = candidate.superview
        }
        return "Unable to activate constraint with anchors \(describe(first, firstAttribute)) "
            + "and \(describe(second, secondAttribute)) because they have no common ancestor. "
            + "Does the constraint or its anchors reference items in different view "
            + "hierarchies?  That's illegal."
    }

    private func describe(_ view: UIView, _ attribute: Attribute) -> String {
        "<NSLayoutAnchor \(type(of: view)).\(attribute)>"
    }

    private func recordLayoutException(_ message: String) {
        let loop = Self.view(of: firstItem)?.window?.runLoop ?? HeadlessRunLoop.current
        loop?.record(HeadlessDiagnostic.exceptionPrefix + "NSGenericException: " + message)
    }
}

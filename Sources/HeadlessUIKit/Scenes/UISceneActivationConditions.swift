import Foundation

/// Which content a scene can show and prefers to show (iOS 13): when a link or activity
/// carries a `targetContentIdentifier`, the system evaluates these predicates against it to
/// choose the scene. HeadlessUIKit runs as an iPhone with one scene, so there is nothing to
/// choose; the predicates are kept as set.
open class UISceneActivationConditions: NSObject {
    /// Whether the scene can show a given target content identifier. Default: a predicate
    /// that is always true.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// Whether the scene prefers to show a given target content identifier. Default: a
    /// predicate that is always false.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    /// Conditions with the default predicates.
    public override init() {
        super.init()
    }

    /// Not supported: conditions are made in code.
    public init?(coder: NSCoder) {
        return nil
    }
}

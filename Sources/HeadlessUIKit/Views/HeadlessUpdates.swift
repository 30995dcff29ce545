/// A view's or view controller's pending updates and tracked trait reads, kept together so
/// that the owner stores one value for them.
struct HeadlessUpdates {
    /// Whether `updateProperties()` is due (iOS 26; UIView+UpdateProperties.swift and
    /// UIViewController+UpdateProperties.swift). A new view or controller has it due, so that
    /// its first update runs before it first appears.
    var needsProperties = true
    /// Whether `updateContentUnavailableConfiguration(using:)` is due (iOS 17; view
    /// controllers only).
    var needsContentUnavailable = true
    /// Whether a trait read in `updateProperties()` registered the trait tracking
    /// (UIView+AutomaticTracking.swift).
    var tracksTraitsForUpdate = false
    /// Whether a trait read in `layoutSubviews()` (a view) or `viewWillLayoutSubviews()` (a
    /// controller) registered the trait tracking.
    var tracksTraitsForLayout = false
}

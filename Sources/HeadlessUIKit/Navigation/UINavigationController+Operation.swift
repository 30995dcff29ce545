import Foundation

extension UINavigationController {
    /// The kind of a navigation transition.
    public enum Operation: Int, Sendable {
        /// None.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2
    }

    /// The default height of the navigation bar's hide and show animation.
    public static let hideShowBarDuration: CGFloat = 0.2
}

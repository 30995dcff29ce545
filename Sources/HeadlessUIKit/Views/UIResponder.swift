import Foundation

/// The base of views, view controllers, windows, scenes and the application, as in UIKit.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain; `nil` here unless a subclass says otherwise.
    open var next: UIResponder? { nil }
}

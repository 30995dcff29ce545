import Foundation

/// A storyboard. HeadlessUIKit reads no storyboard files: asking one for a controller records
/// the exception UIKit raises for a missing one and gives a plain view controller, so that
/// storyboard-based code compiles and fails visibly in tests instead of crashing.
@MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    let name: String

    /// The storyboard named `name` in `storyboardBundleOrNil`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The initial view controller: none here.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The controller with `identifier`: records UIKit's exception (there is no storyboard
    /// file) and returns a plain view controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        HeadlessRunLoop.current?.record(
            HeadlessDiagnostic.exceptionPrefix + "NSInvalidArgumentException: Storyboard "
                + "(<UIStoryboard: \(name)>) doesn't contain a view controller with identifier "
                + "'\(identifier)'")
        return UIViewController()
    }
}

/// A transition between two controllers of a storyboard.
@MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    open private(set) var identifier: String?
    /// The controller it starts from.
    open private(set) var source: UIViewController
    /// The controller it shows.
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue that runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Shows the destination: runs the handler, else shows it from the source.
    open func perform() {
        if let performHandler {
            performHandler()
        } else {
            source.show(destination, sender: source)
        }
    }
}

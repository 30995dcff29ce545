/// A printable, comparable reference to a screen that does not keep it alive: its identity
/// and its name (title, else type name) when the reference was made.
public struct ScreenReference: Hashable, Sendable, CustomStringConvertible {
    /// The screen's identity.
    public let id: ObjectIdentifier
    /// The screen's title, else its type name.
    public let name: String

    /// A reference to `viewController`.
    @MainActor
    public init(_ viewController: UIViewController) {
        id = ObjectIdentifier(viewController)
        name = screenName(of: viewController)
    }

    /// A reference made from a remembered identity and name (for a screen already released).
    init(id: ObjectIdentifier, name: String) {
        self.id = id
        self.name = name
    }

    /// Whether this refers to `viewController`.
    @MainActor
    public func refers(to viewController: UIViewController) -> Bool {
        id == ObjectIdentifier(viewController)
    }

    /// The name.
    public var description: String { name }
}

/// The name Wayfinder prints for a screen: its title, else its type name.
@MainActor
func screenName(of viewController: UIViewController) -> String {
    if let title = viewController.title, !title.isEmpty { return title }
    let type = type(of: viewController)
    let key = ObjectIdentifier(type)
    if let name = typeNames[key] { return name }
    let name = String(describing: type)
    typeNames[key] = name
    return name
}

/// The printed name of each screen type, made once: `String(describing:)` of a type reflects
/// on it, which costs more than a whole push.
@MainActor
private var typeNames: [ObjectIdentifier: String] = [:]

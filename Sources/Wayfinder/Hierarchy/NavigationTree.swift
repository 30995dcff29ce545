/// A value snapshot of everything a window shows: containers, stacks, the selected tab and
/// the presentation chain. `Equatable`, and printed as an indented dump:
///
/// ```
/// tabs (selected 0)
///   navigation
///     screen "Inbox"
///     screen "Message"
///   navigation
///     screen "Settings"
///   presents pageSheet:
///     screen "Compose"
/// ```
public struct NavigationTree: Equatable, Sendable, CustomStringConvertible {
    /// One controller of the tree.
    public struct Node: Equatable, Sendable {
        /// What kind of controller a node is.
        public enum Kind: String, Equatable, Sendable {
            /// A `UINavigationController`; its children are its stack, bottom first.
            case navigation
            /// A `UITabBarController`; its children are its tabs.
            case tabs
            /// A custom container with children.
            case container
            /// A screen without children.
            case screen
        }

        /// The kind.
        public var kind: Kind
        /// The title, else the type name.
        public var name: String
        /// The children: a stack bottom first, tabs in order, a container's children.
        public var children: [Node]
        /// For tabs, the selected index.
        public var selectedIndex: Int?
        /// What this controller presents, with its presentation style.
        public var presented: Presented? {
            get { presentedStorage.first }
            set { presentedStorage = newValue.map { [$0] } ?? [] }
        }
        private var presentedStorage: [Presented] = []

        /// Creates a node.
        public init(
            kind: Kind, name: String, children: [Node] = [], selectedIndex: Int? = nil,
            presented: Presented? = nil
        ) {
            self.kind = kind
            self.name = name
            self.children = children
            self.selectedIndex = selectedIndex
            self.presentedStorage = presented.map { [$0] } ?? []
        }
    }

    /// A presented controller and how it is shown.
    public struct Presented: Equatable, Sendable {
        /// The style, such as `"pageSheet"` or `"fullScreen"`.
        public var style: String
        /// The presented controller.
        public var node: Node

        /// Creates a presented entry.
        public init(style: String, node: Node) {
            self.style = style
            self.node = node
        }
    }

    /// The window's root, or `nil` when it has none.
    public var root: Node?

    /// Creates a tree.
    public init(root: Node?) {
        self.root = root
    }

    /// The indented dump.
    public var description: String {
        guard let root else { return "(empty window)" }
        var lines: [String] = []
        Self.dump(root, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func dump(_ node: Node, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch node.kind {
        case .screen:
            lines.append("\(indent)screen \"\(node.name)\"")
        case .tabs:
            let selected = node.selectedIndex.map { " (selected \($0))" } ?? ""
            lines.append("\(indent)tabs \"\(node.name)\"\(selected)")
        case .navigation, .container:
            lines.append("\(indent)\(node.kind.rawValue) \"\(node.name)\"")
        }
        for child in node.children { dump(child, depth: depth + 1, into: &lines) }
        if let presented = node.presented {
            lines.append("\(indent)  presents \(presented.style):")
            dump(presented.node, depth: depth + 2, into: &lines)
        }
    }

    /// The snapshot of `window`.
    @MainActor
    init(window: UIWindow) {
        root = window.rootViewController.map(Self.node(for:))
    }

    @MainActor
    static func node(for viewController: UIViewController) -> Node {
        let kind: Node.Kind
        var selectedIndex: Int?
        if viewController is UINavigationController {
            kind = .navigation
        } else if let tabs = viewController as? UITabBarController {
            kind = .tabs
            selectedIndex = tabs.viewControllers?.isEmpty == false ? tabs.selectedIndex : nil
        } else if viewController.children.isEmpty {
            kind = .screen
        } else {
            kind = .container
        }
        let presented = Hierarchy.ownPresented(viewController).map {
            Presented(style: styleName($0.modalPresentationStyle), node: node(for: $0))
        }
        return Node(
            kind: kind, name: screenName(of: viewController),
            children: viewController.children.map(node(for:)), selectedIndex: selectedIndex,
            presented: presented)
    }

    /// UIKit's name for a presentation style (by raw value, so the same code compiles where
    /// a case is unavailable).
    static func styleName(_ style: UIModalPresentationStyle) -> String {
        let names = [
            -2: "automatic", -1: "none", 0: "fullScreen", 1: "pageSheet", 2: "formSheet",
            3: "currentContext", 4: "custom", 5: "overFullScreen", 6: "overCurrentContext",
            7: "popover", 8: "blurOverFullScreen",
        ]
        return names[style.rawValue] ?? "style(\(style.rawValue))"
    }
}

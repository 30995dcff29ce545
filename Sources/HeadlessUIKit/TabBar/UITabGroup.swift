import Foundation

/// A tab that holds other tabs (iOS 18). In the sidebar it shows its children; in an
/// iPhone's tab bar it is one tab, showing its own view controller.
///
/// With a ``managingNavigationController`` the group builds that navigation controller's
/// stack from the selected path: selecting `B2` in `A ▸ B ▸ B2` shows
/// `[A's controller, B's controller, B2's controller]` (Apple's Frameworks Engineer on the
/// developer forums, thread 761231), and the navigation controller is what the tab bar shows
/// for the group. Without one, selecting a child changes only `selectedTab`: UIKit changes
/// the shown view controller only for root tabs.
@MainActor
open class UITabGroup: UITab {
    /// How the group and its children appear in the sidebar.
    public enum SidebarAppearance: UInt, Sendable {
        /// Depends on the group's level.
        case automatic = 0
        /// Only the children, beside the group's siblings.
        case inline = 1
        /// The group and its children as a top-level section.
        case rootSection = 2
    }

    private var childStorage: [UITab] = []
    private var selectedChildStorage: UITab?

    /// The child tabs; setting them makes this group their `parent`.
    open var children: [UITab] {
        get { childStorage }
        set {
            for old in childStorage where old.parent === self { old.parent = nil }
            childStorage = newValue
            for child in newValue { child.parent = self }
            if let selected = selectedChildStorage, !newValue.contains(where: { $0 === selected }) {
                selectedChildStorage = nil
            }
        }
    }

    /// The selected child. Setting a tab that is not a child does nothing
    /// (``HeadlessBehaviour/selectingAForeignTabIsIgnored``).
    open var selectedChild: UITab? {
        get { selectedChildStorage }
        set {
            guard let newValue else {
                selectedChildStorage = nil
                return
            }
            guard childStorage.contains(where: { $0 === newValue }) else { return }
            selectedChildStorage = newValue
        }
    }

    /// The child selected when a selection is needed and ``selectedChild`` is `nil`; `nil`
    /// means the first child.
    open var defaultChildIdentifier: String?
    /// The display order of the children, by identifier.
    open var displayOrderIdentifiers: [String] = []
    /// Whether the user may reorder the children in the sidebar.
    open var allowsReordering = false
    /// Actions shown in the sidebar after the tabs.
    open var sidebarActions: [UIAction] = []
    /// How the group appears in the sidebar.
    open var sidebarAppearance = SidebarAppearance.automatic
    /// Whether the group itself can be selected in the sidebar (iOS 26).
    open var isSidebarDestination = false
    /// A navigation controller whose stack the group manages from its selected path.
    open var managingNavigationController: UINavigationController?

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image, or `nil`.
    ///   - identifier: An identifier unique in the tab bar controller.
    ///   - children: The child tabs.
    ///   - viewControllerProvider: Makes the group's own view controller when first needed.
    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)?
    ) {
        super.init(
            title: title, image: image, identifier: identifier,
            viewControllerProvider: viewControllerProvider)
        self.children = children
    }

    /// The children sorted by ``displayOrderIdentifiers``; children not named there follow
    /// in their own order, and identifiers that name no child are ignored.
    public var displayOrder: [UITab] {
        var ordered: [UITab] = []
        for identifier in displayOrderIdentifiers {
            if let child = childStorage.first(where: { $0.identifier == identifier }),
                !ordered.contains(where: { $0 === child })
            {
                ordered.append(child)
            }
        }
        return ordered + childStorage.filter { child in !ordered.contains { $0 === child } }
    }

    /// The tab with `identifier` among the children and their descendants, or `nil`.
    ///
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The first match, depth first.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in childStorage {
            if child.identifier == identifier { return child }
            if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) {
                return found
            }
        }
        return nil
    }

    /// The child a selection of the group lands on: ``selectedChild``, else the one named by
    /// ``defaultChildIdentifier``, else the first.
    var childForSelection: UITab? {
        selectedChildStorage
            ?? defaultChildIdentifier.flatMap { id in childStorage.first { $0.identifier == id } }
            ?? childStorage.first
    }

    override var subtree: [UITab] { [self] + childStorage.flatMap(\.subtree) }
}

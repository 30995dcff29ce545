import Foundation

/// A set of bar button items laid out together (`UIBarButtonItemGroup.h`): the navigation
/// item's ``UINavigationItem/leadingItemGroups``, ``UINavigationItem/centerItemGroups`` and
/// ``UINavigationItem/trailingItemGroups`` are made of them. HeadlessUIKit draws no bar, so a
/// group never collapses to its ``representativeItem``; it keeps its items and settings as
/// set. An item belongs to one group at a time: adding it to a group removes it from its
/// previous group, as the header says.
@MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The group's items, first one outermost. Setting them takes each item out of any
    /// other group.
    open var barButtonItems: [UIBarButtonItem] {
        didSet { adopt(barButtonItems, releasing: oldValue) }
    }
    /// The item shown in place of the group when there is no room for its items.
    open var representativeItem: UIBarButtonItem?
    /// Whether the group stays in the bar rather than moving to the overflow menu (iOS 16).
    open var alwaysAvailable = false
    /// How the group shows in the overflow menu (iOS 16); `nil` for UIKit's default.
    open var menuRepresentation: UIMenuElement?
    /// Whether the group is hidden (iOS 16).
    open var isHidden = false
    /// The identifier user customizations of the group are saved under (iOS 16), for
    /// movable and optional groups.
    let customizationIdentifier: String?
    /// Whether an optional group is in the bar until the user customizes it (iOS 16).
    let isInDefaultCustomization: Bool

    /// Creates a group of `barButtonItems`, shown as `representativeItem` when space is short.
    ///
    /// - Parameters:
    ///   - barButtonItems: the items, first one outermost.
    ///   - representativeItem: the item that stands for the group, or `nil`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        customizationIdentifier = nil
        isInDefaultCustomization = true
        super.init()
        adopt(barButtonItems, releasing: [])
    }

    /// Not supported: groups are made in code.
    public init?(coder: NSCoder) {
        return nil
    }

    private init(
        items: [UIBarButtonItem], representativeItem: UIBarButtonItem?,
        customizationIdentifier: String?, inDefaultCustomization: Bool
    ) {
        self.barButtonItems = items
        self.representativeItem = representativeItem
        self.customizationIdentifier = customizationIdentifier
        isInDefaultCustomization = inDefaultCustomization
        super.init()
        adopt(items, releasing: [])
    }

    /// A group the user cannot move or remove when customizing the bar (iOS 16).
    ///
    /// - Parameters:
    ///   - representativeItem: the item that stands for the group, or `nil`.
    ///   - items: the items, first one outermost.
    /// - Returns: the group.
    public class func fixedGroup(
        representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(
            items: items, representativeItem: representativeItem, customizationIdentifier: nil,
            inDefaultCustomization: true)
    }

    /// A group the user can move when customizing the bar (iOS 16).
    ///
    /// - Parameters:
    ///   - customizationIdentifier: the identifier the customization is saved under.
    ///   - representativeItem: the item that stands for the group, or `nil`.
    ///   - items: the items, first one outermost.
    /// - Returns: the group.
    public class func movableGroup(
        customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
        items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(
            items: items, representativeItem: representativeItem,
            customizationIdentifier: customizationIdentifier, inDefaultCustomization: true)
    }

    /// A group the user can add, move or remove when customizing the bar (iOS 16).
    ///
    /// - Parameters:
    ///   - customizationIdentifier: the identifier the customization is saved under.
    ///   - isInDefaultCustomization: whether the group is in the bar until customized.
    ///   - representativeItem: the item that stands for the group, or `nil`.
    ///   - items: the items, first one outermost.
    /// - Returns: the group.
    public class func optionalGroup(
        customizationIdentifier: String, isInDefaultCustomization: Bool = true,
        representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(
            items: items, representativeItem: representativeItem,
            customizationIdentifier: customizationIdentifier,
            inDefaultCustomization: isInDefaultCustomization)
    }

    /// A group holding only a zero-width fixed space (iOS 26): it separates the shared glass
    /// backgrounds of the groups either side of it (`UIBarButtonItemGroup.h`,
    /// `groupWithFixedSpace`).
    ///
    /// - Returns: a fixed group whose only item is `UIBarButtonItem.fixedSpace()`.
    public class func fixedSpace() -> UIBarButtonItemGroup {
        fixedGroup(items: [.fixedSpace()])
    }

    private func adopt(_ items: [UIBarButtonItem], releasing old: [UIBarButtonItem]) {
        for item in old where item.buttonGroupStorage === self && !items.contains(item) {
            item.buttonGroupStorage = nil
        }
        for item in items where item.buttonGroupStorage !== self {
            if let previous = item.buttonGroupStorage {
                previous.barButtonItems.removeAll { $0 === item }
            }
            item.buttonGroupStorage = self
        }
    }
}

extension UIBarButtonItem {
    /// The group the item belongs to, if any (`UIBarButtonItemGroup.h`).
    public var buttonGroup: UIBarButtonItemGroup? { buttonGroupStorage }

    /// A fixed group holding only this item, which leaves any group it was in (iOS 16).
    ///
    /// - Returns: the new group.
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        .fixedGroup(items: [self])
    }

    /// A movable group holding only this item, which leaves any group it was in (iOS 16).
    ///
    /// - Parameter customizationIdentifier: the identifier the customization is saved under.
    /// - Returns: the new group.
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group holding only this item, which leaves any group it was in (iOS 16).
    ///
    /// - Parameters:
    ///   - customizationIdentifier: the identifier the customization is saved under.
    ///   - inDefaultCustomization: whether the group is in the bar until customized.
    /// - Returns: the new group.
    public func creatingOptionalGroup(
        customizationIdentifier: String,
        isInDefaultCustomization inDefaultCustomization: Bool = true
    ) -> UIBarButtonItemGroup {
        .optionalGroup(
            customizationIdentifier: customizationIdentifier,
            isInDefaultCustomization: inDefaultCustomization, items: [self])
    }
}

import Foundation

extension UINavigationItem {
    /// Where the navigation bar puts the search controller's search bar (iOS 16; iOS 26 added
    /// the integrated placements). Raw values as in `UINavigationItem.h`.
    public enum SearchBarPlacement: Int, Sendable {
        /// The bar chooses a placement for the current layout.
        case automatic = 0
        /// Inline with the other content, on the trailing edge; on iPhone it may go into the
        /// toolbar (iOS 26).
        case integrated = 1
        /// Stacked below the bar's other content.
        case stacked = 2
        /// As ``integrated``, centred in the bar in regular width on iPad (iOS 26).
        case integratedCentered = 3
        /// As ``integrated``, but the inactive search bar is always a button (iOS 26).
        case integratedButton = 4

        /// The iOS 16 name of ``integrated``.
        @available(iOS, deprecated: 26.0, renamed: "integrated")
        public static var inline: Self { .integrated }
    }

    /// Sets the items at `keyPath` to the groups' items, `nil` when there are none, without
    /// remaking the groups.
    func setItems(
        fromGroups groups: [UIBarButtonItemGroup],
        _ keyPath: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?>
    ) {
        guard !syncingItemsAndGroups else { return }
        let items = groups.flatMap(\.barButtonItems)
        syncingItemsAndGroups = true
        self[keyPath: keyPath] = items.isEmpty ? nil : items
        syncingItemsAndGroups = false
    }

    /// Replaces the groups at `keyPath` with one fixed group of `items` (none when empty).
    func syncGroups(
        from items: [UIBarButtonItem]?,
        into keyPath: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItemGroup]>
    ) {
        guard !syncingItemsAndGroups else { return }
        let items = items ?? []
        syncingItemsAndGroups = true
        self[keyPath: keyPath] = items.isEmpty ? [] : [.fixedGroup(items: items)]
        syncingItemsAndGroups = false
    }
}

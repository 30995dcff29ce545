import HeadlessUIKit
import Testing

/// iOS 16's bar button item groups on `UINavigationItem`, and the search bar placements
/// iOS 16 and 26 added.
@MainActor
@Suite struct ItemGroupsAndSearchPlacementTests {
    @Test func groupsReplaceTheItemsAndTheItemsReplaceTheGroups() {
        let item = UINavigationItem(title: "Entries")
        let filter = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        let sort = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.leadingItemGroups.isEmpty)

        item.leftBarButtonItem = edit
        #expect(item.leadingItemGroups.map(\.barButtonItems) == [[edit]])
        #expect(edit.buttonGroup === item.leadingItemGroups.first)

        let group = UIBarButtonItemGroup(barButtonItems: [filter, sort], representativeItem: nil)
        item.leadingItemGroups = [group]
        #expect(item.leftBarButtonItems == [filter, sort])
        #expect(item.leadingItemGroups.first === group)

        item.trailingItemGroups = [edit.creatingFixedGroup(), .fixedSpace()]
        #expect(item.rightBarButtonItems?.first === edit)
        #expect(item.rightBarButtonItems?.last?.width == 0)

        item.leftBarButtonItems = nil
        #expect(item.leadingItemGroups.isEmpty)
        item.trailingItemGroups = []
        #expect(item.rightBarButtonItems == nil)
    }

    @Test func anItemBelongsToOneGroupAtATime() {
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let first = UIBarButtonItemGroup.fixedGroup(items: [share])
        #expect(share.buttonGroup === first)

        let second = share.creatingMovableGroup(customizationIdentifier: "share")
        #expect(share.buttonGroup === second)
        #expect(first.barButtonItems.isEmpty)

        second.barButtonItems = []
        #expect(share.buttonGroup == nil)
        let optional = UIBarButtonItemGroup.optionalGroup(
            customizationIdentifier: "extra", isInDefaultCustomization: false, items: [share])
        #expect(share.buttonGroup === optional)
    }

    @Test(arguments: [
        (UINavigationItem.ItemStyle.navigator, UINavigationItem.SearchBarPlacement.stacked),
        (.browser, .integrated),
        (.editor, .integrated),
    ])
    func automaticPlacementFollowsTheItemStyle(
        style: UINavigationItem.ItemStyle, placement: UINavigationItem.SearchBarPlacement
    ) {
        let item = UINavigationItem(title: "Search")
        item.searchController = UISearchController(searchResultsController: nil)
        item.style = style
        #expect(item.preferredSearchBarPlacement == .automatic)
        #expect(item.searchBarPlacement == placement)
        item.preferredSearchBarPlacement = .integratedButton
        #expect(item.searchBarPlacement == .integratedButton)
    }

    @Test func thePlacementItemIsTheSameItemEveryTimeAndTheFlagsKeepTheirDefaults() {
        let item = UINavigationItem(title: "Search")
        #expect(item.searchBarPlacementBarButtonItem === item.searchBarPlacementBarButtonItem)
        #expect(item.searchBarPlacementAllowsToolbarIntegration)
        #expect(!item.searchBarPlacementAllowsExternalIntegration)
        let compose = UIBarButtonItem(title: "Compose", style: .prominent, target: nil, action: nil)
        #expect(compose.identifier == nil)
        compose.identifier = "compose"
        #expect(compose.identifier == "compose")
    }
}

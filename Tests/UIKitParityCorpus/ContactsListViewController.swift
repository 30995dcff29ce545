#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A searchable list of contacts: rows from an array, a tap shows the contact, a swipe
/// deletes, pull to refresh reloads.
public final class ContactsListViewController: UITableViewController, UISearchResultsUpdating {
    /// Every contact.
    public private(set) var contacts = ["Ada", "Alan", "Grace", "Linus"]
    /// The contacts matching the search.
    public private(set) var shown: [String] = []
    private let searchController = UISearchController(searchResultsController: nil)

    /// A grouped list.
    public init() {
        super.init(style: .insetGrouped)
        shown = contacts
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit calls this: `viewDidLoad()`.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        let refresh = UIRefreshControl()
        refresh.addAction(
            UIAction { [weak self] _ in
                self?.tableView.reloadData()
                self?.refreshControl?.endRefreshing()
            }, for: .valueChanged)
        refreshControl = refresh
    }

    /// UIKit calls this: rows in a section.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
        -> Int
    {
        shown.count
    }

    /// UIKit calls this: a row's cell.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        content.image = UIImage(systemName: "person.crop.circle")
        content.imageProperties.tintColor = .systemIndigo
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// UIKit calls this: a tap on a row shows the contact.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = shown[indexPath.row]
        detail.view.backgroundColor = .systemBackground
        detail.navigationItem.largeTitleDisplayMode = .never
        show(detail, sender: tableView.cellForRow(at: indexPath))
    }

    /// UIKit calls this: the swipe's delete action.
    public override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") {
            [weak self] _, _, done in
            guard let self else { return done(false) }
            let name = self.shown.remove(at: indexPath.row)
            self.contacts.removeAll { $0 == name }
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        delete.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// UIKit calls this: the search text changed.
    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown =
            text.isEmpty ? contacts : contacts.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
        if #available(iOS 17.0, *) {
            setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    /// UIKit calls this (iOS 17): shows "No Results" while the search matches nobody.
    @available(iOS 17.0, *)
    public override func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
    ) {
        super.updateContentUnavailableConfiguration(using: state)
        guard shown.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var configuration = UIContentUnavailableConfiguration.search()
        if let searchText = state.searchText, !searchText.isEmpty {
            configuration.secondaryText = "No contact matches \u{201C}\(searchText)\u{201D}."
        }
        contentUnavailableConfiguration = configuration
    }
}

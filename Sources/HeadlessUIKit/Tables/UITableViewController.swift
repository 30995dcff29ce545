import Foundation

/// A view controller whose view is a table, which it is the data source and delegate of.
/// Subclasses override the data source and delegate methods, as in UIKit.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's style.
    private let tableStyle: UITableView.Style
    /// Whether the selection is cleared when the controller appears again.
    open var clearsSelectionOnViewWillAppear = true
    /// The table's pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// A controller with a table of `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Not supported: controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The table: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes the table, with this controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for path in table.indexPathsForSelectedRows ?? [] {
            table.deselectRow(at: path, animated: animated)
        }
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A default cell (subclasses return their own).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    { nil }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
        -> String?
    { nil }

    /// Rows can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// The row itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The row itself.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// The table's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
        -> CGFloat
    { tableView.rowHeight }

    /// None.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
        -> UIView?
    { nil }

    /// The table's header height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
        -> CGFloat
    { tableView.sectionHeaderHeight }

    /// None.
    open func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// None.
    open func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

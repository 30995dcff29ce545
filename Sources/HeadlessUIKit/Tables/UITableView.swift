import Foundation

/// A list of rows in sections, filled by a data source. HeadlessUIKit has no viewport: after
/// a reload every row's cell is made (asked of the data source, `willDisplay` sent) when the
/// cells are first needed. `table.headless.selectRow(at:)` is a user's tap on a row.
@MainActor
open class UITableView: UIScrollView {
    /// Plain or grouped.
    open private(set) var style: Style
    /// Gives the rows.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The row height.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The estimated row height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The section header height.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The section footer height.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The separator's insets.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// A view above the rows.
    open var tableHeaderView: UIView?
    /// A view below the rows.
    open var tableFooterView: UIView?
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode.
    open var isEditing = false

    private var registered: [String: UITableViewCell.Type] = [:]
    private var cells: [IndexPath: UITableViewCell]?
    private var selected: [IndexPath] = []

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Not supported: tables are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the cell class made for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    }

    /// A cell of the class registered for `identifier`. An identifier with no registered
    /// class records UIKit's exception message and returns a default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let cellClass = registered[identifier] else {
            let message =
                "unable to dequeue a cell with identifier \(identifier) - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard"
            (window?.runLoop ?? HeadlessRunLoop.current)?.record(
                HeadlessDiagnostic.exceptionPrefix + "NSInternalInconsistencyException: "
                    + message)
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(_headlessReuseIdentifier: identifier)
    }

    /// A cell of the class registered for `identifier`, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(_headlessReuseIdentifier: identifier) }
    }

    /// Drops the cells; they are made again from the data source when next needed.
    open func reloadData() {
        cells = nil
    }

    /// The number of sections.
    open var numberOfSections: Int {
        dataSource.map { $0.numberOfSections(in: self) } ?? 0
    }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The cell of the row at `indexPath`, if the row exists.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadedCells[indexPath]
    }

    /// The index path of `cell`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        loadedCells.first { $0.value === cell }?.key
    }

    /// Every cell, in row order.
    open var visibleCells: [UITableViewCell] {
        let cells = loadedCells
        return cells.keys.sorted().compactMap { cells[$0] }
    }

    /// The selected row.
    open var indexPathForSelectedRow: IndexPath? { selected.first }

    /// The selected rows.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects a row in code: no delegate call, as in UIKit.
    open func selectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        guard let indexPath else {
            for path in selected { cellForRow(at: path)?.setSelected(false, animated: animated) }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for path in selected { cellForRow(at: path)?.setSelected(false, animated: animated) }
            selected = []
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// Deselects a row in code: no delegate call, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Inserts rows (the cells are made again from the data source).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        cells = nil
    }

    /// Deletes rows (the cells are made again from the data source).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        selected.removeAll { indexPaths.contains($0) }
        cells = nil
    }

    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        cells = nil
    }

    /// Runs `updates`, then `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Scrolls to a row (nothing moves here).
    open func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {}

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The delegate, as a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    private var loadedCells: [IndexPath: UITableViewCell] {
        if let cells { return cells }
        var made: [IndexPath: UITableViewCell] = [:]
        guard let dataSource else { return made }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cell.isSelected = selected.contains(path)
                made[path] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }
        cells = made
        return made
    }
}

import Foundation

extension Headless where Base: UITableView {
    /// A user's tap on the row at `indexPath`: the delegate's `willSelectRowAt` may redirect
    /// or refuse it; a previously selected row is deselected (`willDeselectRowAt`,
    /// `didDeselectRowAt`) unless the table allows several; then the row is selected and the
    /// delegate hears `didSelectRowAt`. Does nothing when the row does not exist or the
    /// table does not allow selection.
    public func selectRow(at indexPath: IndexPath) {
        let table = base
        guard table.allowsSelection, table.cellForRow(at: indexPath) != nil else { return }
        let delegate = table.tableDelegate
        let proposed = delegate.map { $0.tableView(table, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = proposed else { return }
        if !table.allowsMultipleSelection {
            for old in table.indexPathsForSelectedRows ?? [] where old != target {
                let leaving = delegate.map { $0.tableView(table, willDeselectRowAt: old) } ?? old
                guard let deselected = leaving else { continue }
                table.deselectRow(at: deselected, animated: false)
                delegate?.tableView(table, didDeselectRowAt: deselected)
            }
        }
        table.selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(table, didSelectRowAt: target)
    }

    /// The user swipes the row at `indexPath` from the trailing edge (or the leading one)
    /// and taps the action titled `title`: its handler runs with the row's cell. Returns
    /// false when the delegate offers no such action.
    @discardableResult
    public func swipeAction(titled title: String, at indexPath: IndexPath, leading: Bool = false)
        -> Bool
    {
        let table = base
        guard let delegate = table.tableDelegate, let cell = table.cellForRow(at: indexPath)
        else { return false }
        let configuration =
            leading
            ? delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let action = configuration?.actions.first(where: { $0.title == title }) else {
            return false
        }
        action.handler(action, cell) { _ in }
        return true
    }
}

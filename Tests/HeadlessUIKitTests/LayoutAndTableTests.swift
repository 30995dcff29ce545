import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// A list screen: rows from its data source, a tap on a row reaches the delegate in UIKit's
/// order, and a swipe action runs.
private final class FruitList: UITableViewController {
    let trace: CallbackTrace
    var fruit = ["Apple", "Banana", "Cherry"]

    init(trace: CallbackTrace) {
        self.trace = trace
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruit.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruit[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
        -> IndexPath?
    {
        trace.record("willSelect \(indexPath.row)")
        return indexPath.row == 2 ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        trace.record("didDeselect \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        trace.record("didSelect \(indexPath.row)")
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            self.fruit.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor
@Suite struct LayoutAndTableTests {
    @Test func rowsComeFromTheDataSourceAndTapsReachTheDelegateInOrder() {
        let stage = Stage()
        let list = FruitList(trace: stage.trace)
        stage.show(list)
        let table = list.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let texts = table.visibleCells.map {
            ($0.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(texts == ["Apple", "Banana", "Cherry"])

        table.headless.selectRow(at: IndexPath(row: 0, section: 0))
        table.headless.selectRow(at: IndexPath(row: 1, section: 0))
        table.headless.selectRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        expectTrace(
            stage.trace,
            [
                "willSelect 0", "didSelect 0", "willSelect 1", "didDeselect 0", "didSelect 1",
                "willSelect 2",
            ])

        #expect(table.headless.swipeAction(titled: "Delete", at: IndexPath(row: 0, section: 0)))
        #expect(list.fruit == ["Banana", "Cherry"])
        #expect(table.visibleCells.count == 2)
        stage.expectNoDiagnostics()
    }

    @Test func anUnregisteredCellIdentifierIsUIKitsException() {
        let stage = Stage()
        let table = UITableView(frame: .zero, style: .plain)
        stage.show(UIViewController())
        stage.window.rootViewController?.view.addSubview(table)
        _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(
            stage.diagnostics.first?.hasPrefix(
                "*** NSInternalInconsistencyException: unable to dequeue") == true)
    }

    @Test func constraintsActivateOnlyBetweenViewsOfOneHierarchy() {
        let stage = Stage()
        let screen = UIViewController()
        stage.show(screen)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        let early = label.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 16)
        early.isActive = true
        #expect(!early.isActive)
        #expect(
            stage.diagnostics.first?.hasPrefix(
                "*** NSGenericException: Unable to activate constraint") == true)

        screen.view.addSubview(label)
        let constraints = [
            label.leadingAnchor.constraint(
                equalTo: screen.view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.centerYAnchor.constraint(equalTo: screen.view.centerYAnchor),
        ]
        constraints[1].priority = .defaultHigh
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(label.constraints.count == 3)
        #expect(constraints[1].secondItem == nil)
        #expect(constraints[1].constant == 200)
        #expect(constraints[0].firstAttribute == .leading)
        NSLayoutConstraint.deactivate(constraints)
        #expect(label.constraints.isEmpty)
        #expect(stage.diagnostics.count == 1)
    }
}

import Foundation

/// Items in sections, arranged by a layout and filled by a data source. As for table views,
/// there is no viewport: every item's cell is made when the cells are first needed after a
/// reload. `collection.headless.selectItem(at:)` is a user's tap. Its delegate is the
/// inherited `delegate` (a ``UICollectionViewDelegate`` assigned to it, as in UIKit).
@MainActor
open class UICollectionView: UIScrollView {
    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// Gives the items.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// The view behind the items.
    open var backgroundView: UIView?
    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false

    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var cells: [IndexPath: UICollectionViewCell]?
    private var selected: [IndexPath] = []

    /// A collection view arranged by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Not supported: collection views are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the cell class made for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] =
            (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    }

    /// A cell of the class registered for `identifier`. An identifier with no registered
    /// class records UIKit's exception message and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cellClass = registered[identifier] else {
            (window?.runLoop ?? HeadlessRunLoop.current)?.record(
                HeadlessDiagnostic.exceptionPrefix + "NSInternalInconsistencyException: could "
                    + "not dequeue a view of kind: UICollectionElementKindCell with identifier "
                    + "\(identifier) - must register a nib or a class for the identifier or "
                    + "connect a prototype cell in a storyboard")
            return UICollectionViewCell(_headlessReuseIdentifier: identifier)
        }
        return cellClass.init(_headlessReuseIdentifier: identifier)
    }

    /// Drops the cells; they are made again from the data source when next needed.
    open func reloadData() { cells = nil }

    /// Sets the layout.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The number of sections.
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The cell of the item at `indexPath`, if it exists.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadedCells[indexPath]
    }

    /// The index path of `cell`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        loadedCells.first { $0.value === cell }?.key
    }

    /// Every cell, in item order.
    open var visibleCells: [UICollectionViewCell] {
        let cells = loadedCells
        return cells.keys.sorted().compactMap { cells[$0] }
    }

    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Selects an item in code: no delegate call, as in UIKit.
    open func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        guard let indexPath else {
            for path in selected { cellForItem(at: path)?.isSelected = false }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for path in selected { cellForItem(at: path)?.isSelected = false }
            selected = []
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects an item in code: no delegate call, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Inserts items (the cells are made again).
    open func insertItems(at indexPaths: [IndexPath]) { cells = nil }

    /// Deletes items (the cells are made again).
    open func deleteItems(at indexPaths: [IndexPath]) {
        selected.removeAll { indexPaths.contains($0) }
        cells = nil
    }

    /// Reloads items.
    open func reloadItems(at indexPaths: [IndexPath]) { cells = nil }

    /// Runs `updates`, then `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Scrolls to an item (nothing moves here).
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {}

    /// The delegate, as a collection view delegate.
    var collectionDelegate: (any UICollectionViewDelegate)? {
        delegate as? any UICollectionViewDelegate
    }

    private var loadedCells: [IndexPath: UICollectionViewCell] {
        if let cells { return cells }
        var made: [IndexPath: UICollectionViewCell] = [:]
        guard let dataSource else { return made }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for item in 0..<dataSource.collectionView(self, numberOfItemsInSection: section) {
                let path = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: path)
                cell.isSelected = selected.contains(path)
                made[path] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            }
        }
        cells = made
        return made
    }
}

extension Headless where Base: UICollectionView {
    /// A user's tap on the item at `indexPath`: the delegate's `shouldSelectItemAt` may
    /// refuse it; a previously selected item is deselected (`didDeselectItemAt`) unless the
    /// collection allows several; then the item is selected and the delegate hears
    /// `didSelectItemAt`. Does nothing when the item does not exist.
    public func selectItem(at indexPath: IndexPath) {
        let collection = base
        guard collection.allowsSelection, collection.cellForItem(at: indexPath) != nil else {
            return
        }
        let delegate = collection.collectionDelegate
        guard delegate?.collectionView(collection, shouldSelectItemAt: indexPath) ?? true else {
            return
        }
        if !collection.allowsMultipleSelection {
            for old in collection.indexPathsForSelectedItems ?? [] where old != indexPath {
                collection.deselectItem(at: old, animated: false)
                delegate?.collectionView(collection, didDeselectItemAt: old)
            }
        }
        collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(collection, didSelectItemAt: indexPath)
    }
}

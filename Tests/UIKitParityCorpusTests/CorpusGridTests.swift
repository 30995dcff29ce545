import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The corpus's photo grid on HeadlessUIKit.
@MainActor
@Suite struct CorpusGridTests {
    @Test func theGridMakesARegisteredCellPerPhotoAndATapPresentsIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let grid = PhotoGridViewController()
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        let collection = try #require(grid.collectionView)
        #expect(collection.numberOfItems(inSection: 0) == 5)
        let cells = collection.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(cells.count == 5)
        #expect(cells.first?.reuseIdentifier == "photo")
        #expect(cells.first?.imageView.constraints.count == 4)

        collection.headless.selectItem(at: IndexPath(item: 3, section: 0))
        window.headless.runUntilIdle()
        #expect(grid.presentedViewController?.title == "dunes")
        #expect(grid.viewIfLoaded?.window == nil, "a full-screen cover takes the grid away")
        grid.dismiss(animated: false)
        window.headless.runUntilIdle()
        #expect(grid.presentedViewController == nil)
        #expect(window.headless.diagnostics.isEmpty)
    }
}

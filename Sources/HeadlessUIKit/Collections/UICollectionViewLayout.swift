import Foundation

/// How a collection view arranges its items. HeadlessUIKit solves no layout: layouts keep
/// their configuration.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Marks the layout out of date.
    open func invalidateLayout() {}
}

/// A grid or list of items in lines: the classic layout.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction lines run in.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The size of each item.
    open var itemSize = CGSize(width: 50, height: 50)
    /// An estimate that lets items size themselves.
    open var estimatedItemSize = CGSize.zero
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The insets of each section.
    open var sectionInset = UIEdgeInsets.zero
    /// The size of section headers.
    open var headerReferenceSize = CGSize.zero
    /// The size of section footers.
    open var footerReferenceSize = CGSize.zero

    /// The estimate that asks items to size themselves.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}

extension UICollectionView {
    /// The direction a layout scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Vertical.
        case vertical = 0
        /// Horizontal.
        case horizontal = 1
    }

    /// Where an item ends up after scrolling to it.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nowhere in particular.
        public static var top: ScrollPosition { .init(rawValue: 1 << 0) }
        /// Vertically centred.
        public static var centeredVertically: ScrollPosition { .init(rawValue: 1 << 1) }
        /// Bottom.
        public static var bottom: ScrollPosition { .init(rawValue: 1 << 2) }
        /// Left.
        public static var left: ScrollPosition { .init(rawValue: 1 << 3) }
        /// Horizontally centred.
        public static var centeredHorizontally: ScrollPosition { .init(rawValue: 1 << 4) }
        /// Right.
        public static var right: ScrollPosition { .init(rawValue: 1 << 5) }
    }
}

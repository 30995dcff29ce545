import Foundation

/// Insets from each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Insets from the leading and trailing edges, which follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical offset.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// Horizontal.
    public var horizontal: CGFloat
    /// Vertical.
    public var vertical: CGFloat

    /// No offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle inset by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static var top: UIRectEdge { UIRectEdge(rawValue: 1 << 0) }
    /// The left edge.
    public static var left: UIRectEdge { UIRectEdge(rawValue: 1 << 1) }
    /// The bottom edge.
    public static var bottom: UIRectEdge { UIRectEdge(rawValue: 1 << 2) }
    /// The right edge.
    public static var right: UIRectEdge { UIRectEdge(rawValue: 1 << 3) }
    /// Every edge.
    public static var all: UIRectEdge { [.top, .left, .bottom, .right] }
}

/// Edges of a rectangle named by layout direction (leading and trailing rather than left and
/// right), as UIKit declares it for iOS.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The four single edges.
    static let singleEdges: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
}

/// A scroll view held weakly (a controller's content scroll view for an edge).
@MainActor
struct WeakScrollView {
    /// The scroll view, while it is alive.
    weak var view: UIScrollView?
}

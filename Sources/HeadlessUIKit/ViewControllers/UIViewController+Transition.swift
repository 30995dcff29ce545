import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, such as a gesture's velocity (CoreGraphics' type, which
    /// Foundation on Linux does not have).
    public struct CGVector: Equatable, Hashable, Sendable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// A vector of `dx`, `dy`.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The zero vector.
        public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
    }
#endif

extension UIViewController {
    /// A system transition a controller prefers when it is pushed or presented (iOS 18):
    /// a zoom from a source view, or one of the modal transition styles.
    ///
    /// UIKit: `UIViewControllerTransition` (`UIViewControllerTransition.h`). A navigation
    /// controller honours `.zoom` and ignores the others; a presentation honours all of them.
    /// HeadlessUIKit keeps the callback order and duration of the push or presentation it
    /// decorates (``HeadlessBehaviour/zoomKeepsTransitionTiming``); a zoom adds the
    /// interactive dismissal the driver starts with `beginInteractiveZoomDismiss()`.
    @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(ZoomOptions?, (ZoomSourceViewProviderContext) -> UIView?)
            case zoomFromBarButtonItem(
                ZoomOptions?, (ZoomSourceViewProviderContext) -> UIBarButtonItem?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
        }

        /// A zoom from the view `sourceViewProvider` returns to the pushed or presented
        /// controller's view, and back when it leaves.
        ///
        /// UIKit calls the provider when the transition starts and again when the zoomed
        /// controller is dismissed or popped; a provider that returns `nil` (the source view
        /// is gone) makes the zoom fall back to the system's default animation, and nothing
        /// else changes (``HeadlessBehaviour/zoomWithoutSourceViewFallsBack``).
        /// - Parameters:
        ///   - options: Options such as `interactiveDismissShouldBegin`.
        ///   - sourceViewProvider: Returns the view to zoom from, or `nil`.
        /// - Returns: The transition.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (_ context: ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom(options, sourceViewProvider))
        }

        /// A zoom from the bar button item `sourceBarButtonItemProvider` returns (iOS 26).
        /// - Parameters:
        ///   - options: Options such as `interactiveDismissShouldBegin`.
        ///   - sourceBarButtonItemProvider: Returns the item to zoom from, or `nil`.
        /// - Returns: The transition.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceBarButtonItemProvider:
                @escaping (_ context: ZoomSourceViewProviderContext) -> UIBarButtonItem?
        ) -> Self {
            Self(kind: .zoomFromBarButtonItem(options, sourceBarButtonItemProvider))
        }

        /// The view slides up from the bottom: `UIModalTransitionStyle.coverVertical`.
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The view flips horizontally: `UIModalTransitionStyle.flipHorizontal`.
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// The views cross-fade: `UIModalTransitionStyle.crossDissolve`.
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// A page curls up: `UIModalTransitionStyle.partialCurl`.
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// Whether this is a zoom.
        var isZoom: Bool {
            switch kind {
            case .zoom, .zoomFromBarButtonItem: true
            case .modal: false
            }
        }

        /// The zoom's options, if it is a zoom.
        var zoomOptions: ZoomOptions? {
            switch kind {
            case .zoom(let options, _), .zoomFromBarButtonItem(let options, _): options
            case .modal: nil
            }
        }

        /// Asks the provider for the source, as UIKit does at the start of each zoom; returns
        /// whether it gave one (`false`: the zoom falls back, nothing else changes).
        @discardableResult
        func requestSource(from source: UIViewController, zoomed: UIViewController) -> Bool {
            let context = ZoomSourceViewProviderContext(
                sourceViewController: source, zoomedViewController: zoomed)
            switch kind {
            case .zoom(_, let provider): return provider(context) != nil
            case .zoomFromBarButtonItem(_, let provider): return provider(context) != nil
            case .modal: return false
            }
        }
    }
}

extension UIViewController.Transition {
    /// What the zoom's source view provider is told: the controller the zoom starts from
    /// and the zoomed one.
    @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The controller that pushes or presents the zoomed controller.
        public let sourceViewController: UIViewController
        /// The controller zoomed in to.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// Options of a zoom transition (`UIZoomTransitionOptions`).
    @MainActor
    public final class ZoomOptions: NSObject {
        /// Asked when the user starts to pinch or drag the zoomed controller away; returning
        /// `false` keeps the gesture from beginning.
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// A frame in the zoomed controller's view to align the source view to, or `nil`.
        public var alignmentRectProvider: ((_ context: AlignmentRectContext) -> CGRect?)?
        /// The colour that dims the content behind the zoomed view; `nil` for the default.
        public var dimmingColor: UIColor?
        /// The effect applied to the content behind the zoomed view.
        public var dimmingVisualEffect: UIBlurEffect?

        /// Default options.
        public override init() {
            super.init()
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// Where an interactive zoom dismissal starts (`UIZoomTransitionInteractionContext`).
    @MainActor
    public final class InteractionContext: NSObject {
        /// The touch's location in the zoomed controller's view.
        public let location: CGPoint
        /// The gesture's velocity.
        public let velocity: CGVector
        /// Whether the dismissal would begin by default.
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
        }
    }

    /// What `alignmentRectProvider` is told (`UIZoomTransitionAlignmentRectContext`).
    @MainActor
    public final class AlignmentRectContext: NSObject {
        /// The source view.
        public let sourceView: UIView
        /// The zoomed controller.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }
    }
}

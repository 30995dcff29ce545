import Foundation

extension UIWindowScene {
    /// The geometry of a window scene (iOS 16): its coordinate space and interface
    /// orientation. UIKit makes these objects; apps read them from
    /// ``UIWindowScene/effectiveGeometry``.
    open class Geometry: NSObject, NSCopying {
        private let space: any UICoordinateSpace
        private let orientation: UIInterfaceOrientation
        private let orientationLocked: Bool
        private let resizing: Bool

        init(
            coordinateSpace: any UICoordinateSpace, interfaceOrientation: UIInterfaceOrientation,
            isInterfaceOrientationLocked: Bool, isInteractivelyResizing: Bool
        ) {
            space = coordinateSpace
            orientation = interfaceOrientation
            orientationLocked = isInterfaceOrientationLocked
            resizing = isInteractivelyResizing
            super.init()
        }

        /// The coordinate space of the scene (iOS 26): its screen's.
        open var coordinateSpace: any UICoordinateSpace { space }

        /// The interface orientation of the scene.
        open var interfaceOrientation: UIInterfaceOrientation { orientation }

        /// Whether the scene's interface orientation is locked (iOS 26); UIKit asks the
        /// view controllers' `prefersInterfaceOrientationLocked`.
        open var isInterfaceOrientationLocked: Bool { orientationLocked }

        /// Whether the user is resizing the scene (iOS 26): never on HeadlessUIKit's
        /// iPhone, whose scenes fill the screen.
        open var isInteractivelyResizing: Bool { resizing }

        /// A copy of the geometry.
        ///
        /// - Parameter zone: unused, as in Foundation.
        /// - Returns: a geometry with the same values.
        open func copy(with zone: NSZone? = nil) -> Any {
            Geometry(
                coordinateSpace: space, interfaceOrientation: orientation,
                isInterfaceOrientationLocked: orientationLocked,
                isInteractivelyResizing: resizing)
        }
    }

    /// What an app asks of its scene's geometry (iOS 16): the abstract base class of
    /// ``UIWindowScene/GeometryPreferences/iOS``; pass one to
    /// ``UIWindowScene/requestGeometryUpdate(_:errorHandler:)``.
    open class GeometryPreferences: NSObject {
        /// For subclasses: UIKit's `init()` is unavailable on the base class.
        override init() {
            super.init()
        }
    }

    /// The current geometry of the scene (iOS 16): HeadlessUIKit's iPhone in portrait, its
    /// screen's coordinate space. A geometry request does not rotate it
    /// (``HeadlessBehaviour/geometryRequestsDoNotRotate``).
    public var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(
            coordinateSpace: screen.coordinateSpace, interfaceOrientation: interfaceOrientation,
            isInterfaceOrientationLocked: orientationLockDecider?.prefersInterfaceOrientationLocked
                ?? false,
            isInteractivelyResizing: false)
    }

    /// Asks the system to change the scene's geometry (iOS 16), for example to rotate to
    /// landscape with `.iOS(interfaceOrientations: .landscape)`.
    ///
    /// UIKit refuses an orientation request none of whose orientations the deciding view
    /// controller supports (the window's root view controller, or the top-most view
    /// controller presented full screen over it) and reports `UISceneError` code 101
    /// (`geometryRequestDenied`) to `errorHandler`, possibly asynchronously. HeadlessUIKit
    /// does the same on the next run-loop turn and records every request for tests
    /// (`scene.headless.geometryRequests`); an accepted request does not rotate the scene.
    ///
    /// - Parameters:
    ///   - geometryPreferences: the geometry asked for.
    ///   - errorHandler: called if the request is refused.
    public func requestGeometryUpdate(
        _ geometryPreferences: UIWindowScene.GeometryPreferences,
        errorHandler: ((any Swift.Error) -> Void)? = nil
    ) {
        geometryRequestsStorage.append(geometryPreferences)
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS,
            let requested = preferences.interfaceOrientations, !requested.isEmpty,
            let decider = orientationDecider,
            decider.supportedInterfaceOrientations.intersection(requested).isEmpty,
            let errorHandler
        else { return }
        runLoop.schedule { errorHandler(UIScene.Error(.geometryRequestDenied)) }
    }

    /// The minimum and maximum sizes of the scene's windows (iOS 13): `nil` on
    /// HeadlessUIKit's iPhone, whose windows are not resizable
    /// (``HeadlessBehaviour/sceneSizeRestrictionsOnPhone``).
    public var sizeRestrictions: UISceneSizeRestrictions? {
        HeadlessBehaviour.sceneSizeRestrictionsOnPhone ? UISceneSizeRestrictions() : nil
    }

    /// The view controller whose supported orientations decide an orientation request: the
    /// key (or first) window's root view controller, or the top-most view controller
    /// presented full screen over it.
    private var orientationDecider: UIViewController? {
        var decider = (keyWindow ?? windows.first)?.rootViewController
        var presented = decider?.presentedViewController
        while let next = presented {
            if next.modalPresentationStyle == .fullScreen { decider = next }
            presented = next.presentedViewController
        }
        return decider
    }

    /// The view controller whose `prefersInterfaceOrientationLocked` decides the lock: the
    /// orientation decider, or the child it names through `childForInterfaceOrientationLock`.
    private var orientationLockDecider: UIViewController? {
        var decider = orientationDecider
        var visited = Set<ObjectIdentifier>()
        while let child = decider?.childForInterfaceOrientationLock,
            visited.insert(ObjectIdentifier(child)).inserted
        {
            decider = child
        }
        return decider
    }
}

extension UIWindowScene.GeometryPreferences {
    /// Geometry preferences of an iOS scene (iOS 16): the interface orientations wanted.
    open class iOS: UIWindowScene.GeometryPreferences {
        /// The orientations wanted; `nil` (or empty) says no preference. UIKit picks the
        /// best orientation in both these and the supported ones.
        open var interfaceOrientations: UIInterfaceOrientationMask?

        /// Preferences with no orientation preference.
        public override init() {
            super.init()
        }

        /// Preferences for `interfaceOrientations`.
        ///
        /// - Parameter interfaceOrientations: the orientations wanted.
        public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.init()
            self.interfaceOrientations = interfaceOrientations
        }
    }
}

/// The minimum and maximum sizes of a resizable scene's windows (iOS 13). UIKit makes it
/// and returns it from ``UIWindowScene/sizeRestrictions`` only where scenes can be resized
/// (iPad, Mac), so HeadlessUIKit's iPhone never returns one.
@MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The preferred minimum size of the scene.
    open var minimumSize: CGSize = .zero
    /// The preferred maximum size of the scene.
    open var maximumSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the scene may go full screen; UIKit honours it only on Mac Catalyst.
    open var allowsFullScreen = true

    /// UIKit's `init()` is unavailable: the system makes these.
    override init() {
        super.init()
    }
}

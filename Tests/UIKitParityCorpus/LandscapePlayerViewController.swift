#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A video player as apps write it since iOS 16: it supports landscape only, asks its scene
/// to rotate when it appears and prefers to lock the orientation while it plays (iOS 26).
public final class LandscapePlayerViewController: UIViewController {
    /// What the scene answered, newest last: `"refused <code>"` for each refused request.
    public private(set) var geometryLog: [String] = []

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .landscape
    }

    #if !canImport(UIKit) || canImport(UIKit, _version: 9126)  // built with the iOS 26 SDK
        @available(iOS 26.0, *)
        public override var prefersInterfaceOrientationLocked: Bool { true }
    #endif

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        rotate(to: .landscape)
    }

    /// Asks the scene for `orientations`, logging a refusal.
    public func rotate(to orientations: UIInterfaceOrientationMask) {
        guard let scene = view.window?.windowScene else { return }
        if #available(iOS 16.0, *) {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations)) {
                [weak self] error in
                self?.geometryLog.append("refused \((error as NSError).code)")
            }
        }
    }

    /// Whether the scene shows the player in landscape, as its geometry reports it.
    public var isShownInLandscape: Bool {
        guard let scene = view.window?.windowScene else { return false }
        if #available(iOS 16.0, *) {
            let orientation = scene.effectiveGeometry.interfaceOrientation
            return orientation == .landscapeLeft || orientation == .landscapeRight
        }
        return false
    }

    /// Whether the scene's windows can be given a minimum size (iPad and Mac only).
    public var canRestrictWindowSize: Bool {
        view.window?.windowScene?.sizeRestrictions != nil
    }
}

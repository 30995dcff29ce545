import Foundation

extension Headless where Base: UIWindowScene {
    /// The run loop, virtual clock and diagnostics that the windows of the scene share.
    public var runLoop: HeadlessRunLoop { base.runLoop }

    /// Every `requestGeometryUpdate(_:errorHandler:)` the scene received, oldest first,
    /// refused ones included (HeadlessUIKit does not rotate).
    public var geometryRequests: [UIWindowScene.GeometryPreferences] {
        base.geometryRequestsStorage
    }
}

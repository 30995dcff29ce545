import Foundation

extension Headless where Base: UIWindowScene {
    /// The run loop, virtual clock and diagnostics that the windows of the scene share.
    public var runLoop: HeadlessRunLoop { base.runLoop }
}

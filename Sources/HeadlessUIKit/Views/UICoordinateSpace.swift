import Foundation

/// A space with bounds that points can be converted in: views and screens.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// The space's bounds.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}
extension UIScreen: UICoordinateSpace {}

extension UIScreen {
    /// The screen's coordinate space.
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's fixed (portrait) coordinate space.
    public var fixedCoordinateSpace: any UICoordinateSpace { self }
}

extension UIWindowScene {
    /// The scene's coordinate space: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

import Foundation

/// The device's screen: HeadlessUIKit's iPhone (390 × 844 points at 3×).
@MainActor
open class UIScreen: NSObject {
    private static let mainScreen = UIScreen()

    /// The main screen.
    open class var main: UIScreen { mainScreen }
    /// Every screen: the main one.
    open class var screens: [UIScreen] { [mainScreen] }
    /// The screen's bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// Points to pixels.
    open var scale: CGFloat { HeadlessBehaviour.traits.displayScale }
    /// The bounds in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }
    /// Points to pixels of the hardware.
    open var nativeScale: CGFloat { scale }
    /// The brightness, 0…1.
    open var brightness: CGFloat = 0.5
    /// The traits.
    open var traitCollection: UITraitCollection { HeadlessBehaviour.traits }
}

extension UIWindowScene {
    /// The scene's screen.
    public var screen: UIScreen { .main }
}

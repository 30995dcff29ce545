import Foundation

/// The status bar's content colour.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light in dark mode.
    case `default` = 0
    /// Light content.
    case lightContent = 1
    /// Dark content (iOS 13).
    case darkContent = 3
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// Fades.
    case fade = 1
    /// Slides.
    case slide = 2
}

/// The orientation of the interface.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Portrait.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button on the left.
    case landscapeLeft = 4
    /// Landscape, home button on the right.
    case landscapeRight = 3
}

/// The orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static var portrait: Self { Self(rawValue: 1 << 1) }
    /// Landscape left.
    public static var landscapeLeft: Self { Self(rawValue: 1 << 4) }
    /// Landscape right.
    public static var landscapeRight: Self { Self(rawValue: 1 << 3) }
    /// Portrait upside down.
    public static var portraitUpsideDown: Self { Self(rawValue: 1 << 2) }
    /// Both landscapes.
    public static var landscape: Self { [.landscapeLeft, .landscapeRight] }
    /// Every orientation.
    public static var all: Self { [.portrait, .landscape, .portraitUpsideDown] }
    /// Every orientation but upside down.
    public static var allButUpsideDown: Self { [.portrait, .landscape] }
}

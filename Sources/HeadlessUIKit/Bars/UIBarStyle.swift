import Foundation

/// The look of a bar.
public enum UIBarStyle: Int, Sendable {
    /// The default look.
    case `default` = 0
    /// Dark.
    case black = 1
    /// Dark and translucent (deprecated).
    @available(
        *, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES"
    )
    case blackTranslucent = 2
}

/// A bar's position, for background images.
public enum UIBarPosition: Int, Sendable {
    /// Anywhere.
    case any = 0
    /// At the bottom.
    case bottom = 1
    /// At the top.
    case top = 2
    /// At the top, under the status bar.
    case topAttached = 3
}

/// The bar metrics, for background images.
public enum UIBarMetrics: Int, Sendable {
    /// Default.
    case `default` = 0
    /// Compact height.
    case compact = 1
    /// Default, with a prompt.
    case defaultPrompt = 101
    /// Compact, with a prompt.
    case compactPrompt = 102
}

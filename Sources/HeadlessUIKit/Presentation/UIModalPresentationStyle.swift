import Foundation

/// How a presented view controller is shown: UIKit's cases, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window.
    case fullScreen = 0
    /// A card over the presenter, which stays visible behind it.
    case pageSheet = 1
    /// A smaller card, centred on regular widths.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context; that view
    /// leaves the window.
    case currentContext = 3
    /// Shown by a custom presentation controller.
    case custom = 4
    /// Covers the screen; the presenter's view stays in the window.
    case overFullScreen = 5
    /// Covers the presentation context; its view stays in the window.
    case overCurrentContext = 6
    /// A popover (a sheet on compact widths).
    case popover = 7
    /// Covers the screen with a blur. tvOS only: unavailable on iOS, as here.
    @available(
        *, unavailable,
        message: "blurOverFullScreen is tvOS-only; UIKit marks it unavailable on iOS"
    )
    case blurOverFullScreen = 8
    /// No adaptation.
    case none = -1
    /// The system's choice. A controller set to it reads back the concrete style
    /// ``HeadlessBehaviour/automaticPresentationStyle`` (a form sheet, as on iOS 18).
    case automatic = -2

    /// The style this one resolves to when presented (`.automatic` is
    /// ``HeadlessBehaviour/automaticPresentationStyle``).
    var resolved: UIModalPresentationStyle {
        self == .automatic ? HeadlessBehaviour.automaticPresentationStyle : self
    }

    /// Whether the presenter's view leaves the window, so that it disappears.
    var removesPresenterView: Bool {
        switch resolved {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    /// Whether the user can swipe the presented controller down.
    var isSheet: Bool {
        switch resolved {
        case .pageSheet, .formSheet, .popover: return true
        default: return false
        }
    }

    /// Whether it is presented by the controller that defines the presentation context.
    var usesPresentationContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}

/// The animation of a modal presentation; kept for source compatibility.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Cross-dissolves.
    case crossDissolve = 2
    /// Curls up.
    case partialCurl = 3
}

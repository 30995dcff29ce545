import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A screen whose content is another view controller — on iOS, a SwiftUI view in a
/// `UIHostingController` (`init(options:view:)`, where SwiftUI exists) — that is a
/// ``/Wayfinder/ResultScreen`` with a typed result.
///
/// It is a plain `UIViewController` to Wayfinder: `push`, `present`, `await`, a route
/// navigator's screen factory and the screen-viewed stream work unchanged. Its content gets
/// ``ScreenActions`` to finish or close it; its title, bar items and size come from
/// ``HostedScreenOptions`` and are set when it is made, before it is shown.
///
/// ```swift
/// let picker = HostedScreen<String>(options: .init(title: "Colour")) { actions in
///     ColourListViewController(onPick: { actions.finish(with: $0) })
/// }
/// if case .finished(let colour) = await navigator.push(picker) { apply(colour) }
/// ```
open class HostedScreen<Result: Sendable>: UIViewController, ResultScreen, HostedScreenProtocol {
    /// What the content can do with this screen.
    public let actions: ScreenActions<Result>
    /// How the screen dresses itself; applied when it was made.
    public let options: HostedScreenOptions
    /// The embedded content.
    public let content: UIViewController

    /// A screen embedding the controller `content` makes, dressed by `options` at once.
    ///
    /// - Parameters:
    ///   - options: title, bar items and sizing, set now, before the screen is shown.
    ///   - content: makes the content from the screen's actions; called once, now.
    public init(
        options: HostedScreenOptions = HostedScreenOptions(),
        content: (ScreenActions<Result>) -> UIViewController
    ) {
        let actions = ScreenActions<Result>()
        self.actions = actions
        self.options = options
        self.content = content(actions)
        super.init(nibName: nil, bundle: nil)
        actions.attachResult(to: self)
        options.apply(to: self)
    }

    /// Not supported: a hosted screen is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The actions, as the environment hands them to any content.
    public var context: ScreenContext { actions }

    /// Embeds the content, with UIKit's containment calls in order.
    open override func viewDidLoad() {
        super.viewDidLoad()
        embed(content)
    }

    /// The content's size changed: with ``HostedScreenOptions/Sizing/fitsContent`` the
    /// screen's `preferredContentSize` follows it (a popover or a form sheet resizes), and
    /// a sheet resting at the `.fitsContent` detent gets the new height.
    ///
    /// The SwiftUI content calls this when its hosting controller's `preferredContentSize`
    /// changes; other content calls it itself.
    public func contentSizeDidChange(to size: CGSize) {
        guard options.sizing == .fitsContent, preferredContentSize != size else { return }
        preferredContentSize = size
        guard !options.sheetDetents.isEmpty else { return }
        let presented = navigationController ?? self
        guard presented.presentingViewController != nil,
            let sheet = presented.sheetPresentationController
        else { return }
        sheet.animateChanges {
            HostedScreenOptions.dressSheet(of: presented)
        }
    }
}

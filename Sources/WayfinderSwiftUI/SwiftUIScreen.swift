// The SwiftUI side, built where SwiftUI and UIKit exist and SwiftUI is version 6 or later:
// an iOS 18 SDK or later (Xcode 16+; the iOS 26.2 SDK's SwiftUI is 7.2.5, the iOS 17.0 SDK's
// 5.0.59). The deployment target stays iOS 15. With an older SDK the module has only its UIKit
// side: the iOS 17.0 SDK's SwiftUI interface cannot be read by this compiler (`ios-typecheck`
// 17.0: "failed to build module 'SwiftUI'; this SDK is not supported by the compiler").
// `canImport(UIKit.UITab)` does not tell the SDKs apart here: it is false with the 26.2 SDK
// too (checked with a deliberate type error, which that guard hid).
#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit)
    import SwiftUI
    import UIKit
    import Wayfinder

    private struct ScreenContextKey: EnvironmentKey {
        static let defaultValue: ScreenContext? = nil
    }

    extension EnvironmentValues {
        /// The screen a SwiftUI view is hosted in by a ``HostedScreen``: close it, reach its
        /// navigator, or finish it with a result (``ScreenContext/actions(as:)``); `nil`
        /// outside one.
        ///
        /// Use it instead of SwiftUI's `dismiss` in a view a UIKit navigation controller
        /// pushed: there `dismiss` does nothing, because no SwiftUI presentation or
        /// `NavigationStack` is around it (FlowStacks #86,
        /// <https://github.com/johnpatrickmorgan/FlowStacks/issues/86>), and `dismiss` cannot
        /// be given another action (`EnvironmentValues.dismiss` is get-only and `DismissAction`
        /// has no public initializer, <https://developer.apple.com/documentation/swiftui/dismissaction>).
        ///
        /// ```swift
        /// struct ReceiptView: View {
        ///     @Environment(\.wayfinderScreen) private var screen
        ///     var body: some View { Button("Done") { screen?.close() } }
        /// }
        /// ```
        public var wayfinderScreen: ScreenContext? {
            get { self[ScreenContextKey.self] }
            set { self[ScreenContextKey.self] = newValue }
        }
    }

    /// The hosting controller of a ``HostedScreen``'s SwiftUI content: it passes UIKit
    /// dismissals and size changes to the screen.
    final class WayfinderHostingController: UIHostingController<AnyView> {
        weak var context: ScreenContext?
        weak var hostedScreen: UIViewController?
        var forwardsContentSize = false

        /// A dismissal asked of the content itself — what SwiftUI's `dismiss` does for a
        /// hosting controller that is presented — closes the hosted screen through
        /// Wayfinder, so that its queue, `onFinish` and `await` hear it. A dismissal of
        /// something the content presented (a SwiftUI `.sheet` over it) stays UIKit's.
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            guard presentedViewController == nil, let context else {
                super.dismiss(animated: flag, completion: completion)
                return
            }
            context.dismissRequested(animated: flag, completion: completion)
        }

        override var preferredContentSize: CGSize {
            didSet {
                guard forwardsContentSize, oldValue != preferredContentSize else { return }
                (hostedScreen as? any ContentSizeForwarding)?.contentSizeDidChange(
                    to: preferredContentSize)
            }
        }
    }

    /// ``HostedScreen/contentSizeDidChange(to:)`` for any result type.
    @MainActor
    protocol ContentSizeForwarding {
        func contentSizeDidChange(to size: CGSize)
    }

    extension HostedScreen: ContentSizeForwarding {}

    extension HostedScreen {
        /// A screen showing the SwiftUI view `content` makes, in a `UIHostingController`,
        /// dressed by `options` before it is shown.
        ///
        /// The view gets the screen's actions twice: as the builder's argument, typed (to
        /// call `finish(with:)`), and in the environment as ``SwiftUI/EnvironmentValues/wayfinderScreen``
        /// (for views further down). With ``HostedScreenOptions/Sizing/fitsContent`` the
        /// hosting controller's `sizingOptions` is `.preferredContentSize` (iOS 16 and
        /// later), so the screen's `preferredContentSize` follows the view's ideal size.
        ///
        /// ```swift
        /// let picker = HostedScreen<String>(options: .init(title: "Colour")) { actions in
        ///     ColourList { actions.finish(with: $0) }
        /// }
        /// switch await navigator.push(picker) {
        /// case .finished(let colour): apply(colour)
        /// case .closed: break
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - options: title, bar items and sizing, set now.
        ///   - content: the view; called once, now.
        public convenience init<Content: View>(
            options: HostedScreenOptions = HostedScreenOptions(),
            @ViewBuilder view content: (ScreenActions<Result>) -> Content
        ) {
            var made: WayfinderHostingController?
            self.init(options: options) { actions in
                let root = AnyView(content(actions).environment(\.wayfinderScreen, actions))
                let hosting = WayfinderHostingController(rootView: root)
                hosting.context = actions
                if options.sizing == .fitsContent {
                    hosting.forwardsContentSize = true
                    if #available(iOS 16.0, *) {
                        hosting.sizingOptions = .preferredContentSize
                    }
                }
                made = hosting
                return hosting
            }
            made?.hostedScreen = self
        }
    }
#endif

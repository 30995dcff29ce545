#if canImport(UIKit)
    import UIKit

    /// A one-line label in a small window of its own, above the scenario's window, through
    /// which the app tells its UI test what it waits for: the label's accessibility
    /// identifier is one of ``ParityGestureSignal``'s.
    ///
    /// The window takes no touches (`isUserInteractionEnabled` is off, so hit-testing passes
    /// through to the scenario's window) and sits at the top of the screen, away from the
    /// leading edge, the middle of a sheet and the tab bar, where the UI tests' gestures land.
    @MainActor
    final class ParityStatusBoard {
        private let window: UIWindow
        private let label = UILabel()

        /// Shows an empty board on `scene`.
        init(scene: UIWindowScene) {
            window = UIWindow(windowScene: scene)
            window.frame = CGRect(x: 120, y: 0, width: 150, height: 20)
            window.windowLevel = .alert + 1
            window.isUserInteractionEnabled = false
            let root = UIViewController()
            label.font = .systemFont(ofSize: 9)
            label.frame = root.view.bounds
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.view.addSubview(label)
            window.rootViewController = root
            window.isHidden = false
        }

        /// Shows `text` under the accessibility identifier `identifier`, and commits it at
        /// once so that the accessibility tree has it before the app waits.
        func show(_ identifier: String, text: String? = nil) {
            label.text = text ?? identifier
            label.accessibilityIdentifier = identifier
            CATransaction.flush()
            UIAccessibility.post(notification: .layoutChanged, argument: label)
        }
    }
#endif

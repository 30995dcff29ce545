#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// A screen either fuzzer makes: notes the last appearance callback UIKit sent it, for
    /// the check that no screen is left mid-appearance at a quiet point.
    class AppearanceNotingScreen: UIViewController {
        /// `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` or `viewDidDisappear`.
        private(set) var lastAppearanceCallback: String?
        /// Under the `didDisappearMissed` faults: its `viewDidDisappear` goes unnoted.
        var missesDidDisappear = false

        /// The will-callback UIKit began and has not ended yet, if any.
        var unendedAppearanceCallback: String? {
            lastAppearanceCallback.flatMap { $0.hasPrefix("viewWill") ? $0 : nil }
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            lastAppearanceCallback = "viewWillAppear"
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            lastAppearanceCallback = "viewDidAppear"
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            lastAppearanceCallback = "viewWillDisappear"
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if !missesDidDisappear { lastAppearanceCallback = "viewDidDisappear" }
        }
    }

    /// A screen of a fuzz run: a result screen (it can hand back an `Int`) that tells its
    /// ``FuzzTracked`` record when it really appeared.
    final class FuzzScreen: AppearanceNotingScreen, ResultScreen {
        typealias Result = Int

        /// The record; the screen holds it, the record holds the screen weakly.
        let record: FuzzTracked

        init(record: FuzzTracked) {
            self.record = record
            super.init(nibName: nil, bundle: nil)
            title = record.name
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            record.appeared = true
        }
    }

    /// What the checker knows about one controller of a fuzz run. It holds the controller
    /// weakly, so the bookkeeping never keeps a screen alive.
    @MainActor
    final class FuzzTracked {
        /// The controller's title and name in reports.
        let name: String
        /// Whether it is a screen (not a navigation or tab bar controller).
        let isScreen: Bool
        /// The controller, while it is alive.
        weak var object: UIViewController?
        /// Whether it got `viewDidAppear` at least once.
        var appeared = false
        /// Whether the checker saw it in the window at a quiet point.
        var seenInWindow = false
        /// The causes `onFinish` reported, in order.
        var finishes: [ClosedBy] = []
        /// Whether a caller awaits its outcome.
        var awaitsOutcome = false
        /// The outcomes delivered, printed.
        var outcomes: [String] = []
        /// The values it was asked to `finish(with:)`.
        var resultsGiven: [Int] = []
        /// Whether an embed put a child in it (the scenario writer declares it a container).
        var hostsChildren = false
        /// How it was presented, when it was.
        var presentationStyle: FuzzPresentationStyle?
        /// For a navigation controller made by the fuzzer, the name of its root.
        var navigationRoot: String?

        init(name: String, isScreen: Bool) {
            self.name = name
            self.isScreen = isScreen
        }
    }
#endif

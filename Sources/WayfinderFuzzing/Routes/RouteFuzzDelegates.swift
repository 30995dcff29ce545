#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit

    /// What the app's recording delegates heard, shared by all of them, and the promises
    /// about it they found broken: a delegate entered again while it handles a call (the
    /// chain came back into it, or recursed), or one callback heard twice in a row.
    @MainActor
    final class RouteFuzzDelegateLog {
        struct Entry: Equatable {
            /// The delegate that heard the call.
            let delegate: Int
            /// The callback with the identities of its arguments.
            let event: String
            /// The callback with the titles of its arguments, for the failure's log.
            let summary: String
            /// The fuzzer's step when it was heard.
            let step: Int
        }

        private(set) var entries: [Entry] = []
        var problems: [String] = []
        /// The fuzzer's current step.
        var step = 0
        let faults: Set<RouteFuzzFault>
        private var nextID = 0

        init(faults: Set<RouteFuzzFault>) {
            self.faults = faults
        }

        func makeID() -> Int {
            nextID += 1
            return nextID
        }

        /// Logs a call and checks that the same delegate did not hear the same callback just
        /// before, in the same step, with no other callback between.
        func record(_ delegate: Int, event: String, summary: String) {
            let entry = Entry(delegate: delegate, event: event, summary: summary, step: step)
            if let last = entries.last(where: { $0.delegate == delegate }), last.step == step,
                last.event == event
            {
                problems.append(
                    "app delegate #\(delegate) heard \(summary) twice in a row for one event")
            }
            entries.append(entry)
        }

    }

    /// A delegate of the app's own for navigation controllers, tab bar controllers and
    /// presentation controllers: it logs every call, and when it chains, forwards every call
    /// to the delegate it replaced (kept strongly, as apps do), which may be Wayfinder's proxy.
    @MainActor
    final class RouteFuzzAppDelegate: NSObject, UINavigationControllerDelegate,
        UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate
    {
        let id: Int
        private let log: RouteFuzzDelegateLog
        /// The delegate this one replaced and forwards to; `nil` when it does not chain.
        var next: AnyObject?
        /// How many of this delegate's own calls are running now, nested.
        private var depth = 0

        init(log: RouteFuzzDelegateLog, chaining next: AnyObject?) {
            self.id = log.makeID()
            self.log = log
            self.next = next
            super.init()
            if log.faults.contains(.chainLoopsToItself), next != nil { self.next = self }
        }

        /// Logs the call, then runs `forward` unless the call came back into this delegate
        /// (it answers `fallback` and the problem is reported, so that a loop ends here
        /// instead of overflowing the stack).
        private func handle<Answer>(
            _ event: String, _ summary: String, fallback: Answer, _ forward: () -> Answer
        ) -> Answer {
            depth += 1
            defer { depth -= 1 }
            if depth > 1 {
                log.problems.append(
                    "app delegate #\(id) was called again while it handled \(summary) "
                        + "(depth \(depth)): the delegate chain came back into it")
                return fallback
            }
            log.record(id, event: event, summary: summary)
            if log.faults.contains(.delegateHearsTwice) {
                log.record(id, event: event, summary: summary)
            }
            return forward()
        }

        private static func name(_ object: AnyObject) -> String {
            "#" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
        }

        private static func title(_ controller: UIViewController) -> String {
            controller.title ?? String(describing: type(of: controller))
        }

        // MARK: - UINavigationControllerDelegate

        func navigationController(
            _ navigationController: UINavigationController,
            willShow viewController: UIViewController, animated: Bool
        ) {
            handle(
                "willShow \(Self.name(navigationController)) \(Self.name(viewController))",
                "navigationController(willShow: \(Self.title(viewController)))", fallback: ()
            ) {
                (next as? any UINavigationControllerDelegate)?.navigationController(
                    navigationController, willShow: viewController, animated: animated)
            }
        }

        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController, animated: Bool
        ) {
            handle(
                "didShow \(Self.name(navigationController)) \(Self.name(viewController))",
                "navigationController(didShow: \(Self.title(viewController)))", fallback: ()
            ) {
                (next as? any UINavigationControllerDelegate)?.navigationController(
                    navigationController, didShow: viewController, animated: animated)
            }
        }

        // MARK: - UITabBarControllerDelegate

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            handle(
                "shouldSelect \(Self.name(tabBarController)) \(Self.name(viewController))",
                "tabBarController(shouldSelect: \(Self.title(viewController)))", fallback: true
            ) {
                (next as? any UITabBarControllerDelegate)?.tabBarController(
                    tabBarController, shouldSelect: viewController) ?? true
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            handle(
                "didSelect \(Self.name(tabBarController)) \(Self.name(viewController))",
                "tabBarController(didSelect: \(Self.title(viewController)))", fallback: ()
            ) {
                (next as? any UITabBarControllerDelegate)?.tabBarController(
                    tabBarController, didSelect: viewController)
            }
        }

        // MARK: - UIAdaptivePresentationControllerDelegate

        func presentationControllerShouldDismiss(
            _ presentationController: UIPresentationController
        ) -> Bool {
            handle(
                "shouldDismiss \(Self.name(presentationController))",
                "presentationControllerShouldDismiss(\(Self.title(presentationController.presentedViewController)))",
                fallback: true
            ) {
                (next as? any UIAdaptivePresentationControllerDelegate)?
                    .presentationControllerShouldDismiss(presentationController) ?? true
            }
        }

        func presentationControllerWillDismiss(
            _ presentationController: UIPresentationController
        ) {
            handle(
                "willDismiss \(Self.name(presentationController))",
                "presentationControllerWillDismiss(\(Self.title(presentationController.presentedViewController)))",
                fallback: ()
            ) {
                (next as? any UIAdaptivePresentationControllerDelegate)?
                    .presentationControllerWillDismiss(presentationController)
            }
        }

        func presentationControllerDidDismiss(
            _ presentationController: UIPresentationController
        ) {
            handle(
                "didDismiss \(Self.name(presentationController))",
                "presentationControllerDidDismiss(\(Self.title(presentationController.presentedViewController)))",
                fallback: ()
            ) {
                (next as? any UIAdaptivePresentationControllerDelegate)?
                    .presentationControllerDidDismiss(presentationController)
            }
        }

        func presentationControllerDidAttemptToDismiss(
            _ presentationController: UIPresentationController
        ) {
            handle(
                "didAttemptToDismiss \(Self.name(presentationController))",
                "presentationControllerDidAttemptToDismiss(\(Self.title(presentationController.presentedViewController)))",
                fallback: ()
            ) {
                (next as? any UIAdaptivePresentationControllerDelegate)?
                    .presentationControllerDidAttemptToDismiss(presentationController)
            }
        }
    }

    /// The app's side of the delegate slots: which delegate it set last on each controller,
    /// and the strong references it keeps (delegate slots are weak).
    @MainActor
    struct RouteFuzzAppDelegates {
        private struct Latest {
            weak var owner: AnyObject?
            weak var delegate: RouteFuzzAppDelegate?
        }

        /// The app's strong references.
        private(set) var kept: [RouteFuzzAppDelegate] = []
        private var latest: [ObjectIdentifier: Latest] = [:]

        /// The delegate the app set last on `owner`'s slot, while it lives.
        func latest(on owner: AnyObject) -> RouteFuzzAppDelegate? {
            guard let entry = latest[ObjectIdentifier(owner)], entry.owner === owner else {
                return nil
            }
            return entry.delegate
        }

        mutating func didSet(_ delegate: RouteFuzzAppDelegate?, on owner: AnyObject) {
            if let delegate { kept.append(delegate) }
            latest[ObjectIdentifier(owner)] = Latest(owner: owner, delegate: delegate)
        }

        /// Drops the app's strong reference to the delegate it set last on `owner`.
        mutating func release(on owner: AnyObject) -> Bool {
            guard let delegate = latest(on: owner) else { return false }
            kept.removeAll { $0 === delegate }
            return true
        }
    }
#endif

#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    extension FuzzWorld {
        /// The front navigation controller's stack, as UIKit reports it.
        private var frontStack: [UIViewController] {
            FuzzUIKitReading.frontNavigation(in: window)?.viewControllers ?? []
        }

        /// The window's root and its tabs: shown for good, so that showing one again is bad
        /// whenever the command runs.
        private var permanentControllers: [UIViewController] {
            guard let root = window.rootViewController else { return [] }
            return [root] + ((root as? UITabBarController)?.viewControllers ?? [])
        }

        private func pick<T>(_ candidates: [T], _ index: Int) -> T? {
            candidates.isEmpty ? nil : candidates[index % candidates.count]
        }

        private func flag(_ animated: Bool) -> String { "animated: \(animated)" }

        /// Issues `command` to the navigator, resolving its picks against the window now.
        func issue(_ command: FuzzCommand, animated: Bool) {
            let nav = navigator!
            switch command {
            case .push(let result):
                let screen = makeScreen()
                let label = "navigator.push(\(name(screen)), \(flag(animated)))"
                if result {
                    screen.record.awaitsOutcome = true
                    let record = screen.record
                    let transition = nav.push(screen, animated: animated) { [weak self] in
                        self?.outcomeDelivered(record, $0)
                    }
                    watch(transition, label + " awaiting its outcome", expecting: .pushed(record))
                } else {
                    watch(
                        nav.push(screen, animated: animated), label,
                        expecting: .pushed(screen.record))
                }
            case .pushRemoving(let index):
                let screen = makeScreen()
                let target = pick(frontStack, index)
                let targetID = target.map(ObjectIdentifier.init)
                watch(
                    nav.push(
                        screen, animated: animated, removing: { ObjectIdentifier($0) == targetID }),
                    "navigator.push(\(name(screen)), \(flag(animated)), removing: \(name(target)))",
                    expecting: .pushed(screen.record))
            case .pushExisting(let index):
                guard let existing = pick(permanentControllers, index) else { return }
                watch(
                    nav.push(existing, animated: animated),
                    "navigator.push(\(name(existing)), \(flag(animated))) [already shown]",
                    expecting: .fails)
            case .pushNavigationController:
                let navigation = makeNavigation(root: makeScreen())
                watch(
                    nav.push(navigation, animated: animated),
                    "navigator.push(\(name(navigation)), \(flag(animated))) [a navigation controller]",
                    expecting: .fails)
            case .pop:
                watch(
                    nav.pop(animated: animated), "navigator.pop(\(flag(animated)))",
                    expecting: .none)
            case .popTo(let index):
                guard let target = pick(frontStack, index) else { return }
                watch(
                    nav.pop(to: target, animated: animated),
                    "navigator.pop(to: \(name(target)), \(flag(animated)))", expecting: .none)
            case .popToUnknown:
                let stranger = makeScreen()
                watch(
                    nav.pop(to: stranger, animated: animated),
                    "navigator.pop(to: \(name(stranger)), \(flag(animated))) [never shown]",
                    expecting: .fails)
            case .popToRoot:
                watch(
                    nav.popToRoot(animated: animated), "navigator.popToRoot(\(flag(animated)))",
                    expecting: .none)
            case .setStack(let keep, let adding):
                let stack = frontStack
                let kept = keep.compactMap { pick(stack, $0) }
                let added = (0..<adding).map { _ in makeScreen() }
                let screens = kept + added
                let names = screens.map(name).joined(separator: ", ")
                var duplicates = false
                for (offset, screen) in screens.enumerated()
                where screens[..<offset].contains(where: { $0 === screen }) {
                    duplicates = true
                }
                watch(
                    nav.setStack(screens, animated: animated),
                    "navigator.setStack([\(names)], \(flag(animated)))",
                    expecting: screens.isEmpty || duplicates ? .fails : .none)
            case .remove(let index):
                guard let target = pick(frontStack, index) else { return }
                let targetID = ObjectIdentifier(target)
                watch(
                    nav.remove(animated: animated) { ObjectIdentifier($0) == targetID },
                    "navigator.remove(\(flag(animated))) { $0 === \(name(target)) }",
                    expecting: .none)
            case .removeEverything:
                watch(
                    nav.remove(animated: animated) { _ in true },
                    "navigator.remove(\(flag(animated))) { _ in true }", expecting: .fails)
            case .present(let presentation):
                present(presentation, animated: animated)
            case .presentExisting(let index):
                guard let existing = pick(permanentControllers, index) else { return }
                watch(
                    nav.present(existing, animated: animated),
                    "navigator.present(\(name(existing)), \(flag(animated))) [already shown]",
                    expecting: .fails)
            case .dismiss(let index):
                guard let target = pick(controllersInWindow, index), let record = record(of: target)
                else { return }
                watch(
                    nav.dismiss(target, animated: animated),
                    "navigator.dismiss(\(name(target)), \(flag(animated)))",
                    expecting: .gone(record))
            case .dismissAll:
                watch(
                    nav.dismissAll(animated: animated), "navigator.dismissAll(\(flag(animated)))",
                    expecting: .nothingPresented)
            case .selectTab(let index):
                let tabCount =
                    (window.rootViewController as? UITabBarController)?
                    .viewControllers?.count ?? 0
                watch(
                    nav.selectTab(index), "navigator.selectTab(\(index))",
                    expecting: index < tabCount ? .tabSelected(index) : .fails)
            case .close(let index):
                guard let target = pick(controllersInWindow, index), let record = record(of: target)
                else { return }
                watch(
                    nav.close(target, animated: animated),
                    "navigator.close(\(name(target)), \(flag(animated)))", expecting: .gone(record))
            case .closeUnknown:
                let stranger = makeScreen()
                watch(
                    nav.close(stranger, animated: animated),
                    "navigator.close(\(name(stranger)), \(flag(animated))) [never shown]",
                    expecting: .fails)
            case .finish(let index, let value):
                let screens = controllersInWindow.compactMap { $0 as? FuzzScreen }
                guard let screen = pick(screens, index) else { return }
                screen.record.resultsGiven.append(value)
                note("\(name(screen)).finish(with: \(value), \(flag(animated)))")
                screen.finish(with: value, animated: animated)
            case .embed(let index):
                let hosts = controllersInWindow.compactMap { $0 as? FuzzScreen }
                guard let host = pick(hosts, index) else { return }
                let child = makeScreen()
                host.record.hostsChildren = true
                watch(
                    nav.embed(child, in: host),
                    "navigator.embed(\(name(child)), in: \(name(host)))",
                    expecting: .embedded(child.record, in: host.record))
            case .unembed(let index):
                guard let target = pick(controllersInWindow, index), let record = record(of: target)
                else { return }
                watch(
                    nav.unembed(target), "navigator.unembed(\(name(target)))",
                    expecting: target.parent is UINavigationController
                        || target.parent is UITabBarController ? .fails : .gone(record))
            case .perform(let batch):
                perform(batch, animated: animated)
            }
        }

        private func present(_ presentation: FuzzPresentation, animated: Bool) {
            let screen = makeScreen()
            let shown: UIViewController =
                presentation.inNavigation ? makeNavigation(root: screen) : screen
            shown.modalPresentationStyle = presentation.style.uikit
            guard let shownRecord = record(of: shown) else { return }
            shownRecord.presentationStyle = presentation.style
            let label =
                "navigator.present(\(name(shown)) as \(presentation.style.rawValue), \(flag(animated)))"
            if presentation.result && !presentation.inNavigation {
                screen.record.awaitsOutcome = true
                let record = screen.record
                let transition = navigator.present(screen, animated: animated) { [weak self] in
                    self?.outcomeDelivered(record, $0)
                }
                watch(transition, label + " awaiting its outcome", expecting: .presented(record))
            } else {
                watch(
                    navigator.present(shown, animated: animated), label,
                    expecting: .presented(shownRecord))
            }
        }

        private func perform(_ batch: FuzzBatch, animated: Bool) {
            var names: [String] = []
            let transition = navigator.perform(animated: animated) { changes in
                switch batch {
                case .popToRootAndPush:
                    let screen = makeScreen()
                    names = ["popToRoot()", "push(\(name(screen)))"]
                    changes.popToRoot()
                    changes.push(screen)
                case .dismissAllAndPush:
                    let screen = makeScreen()
                    names = ["dismissAll()", "push(\(name(screen)))"]
                    changes.dismissAll()
                    changes.push(screen)
                case .pushTwo:
                    let first = makeScreen()
                    let second = makeScreen()
                    names = ["push(\(name(first)))", "push(\(name(second)))"]
                    changes.push(first)
                    changes.push(second)
                case .popTwice:
                    names = ["pop()", "pop()"]
                    changes.pop()
                    changes.pop()
                case .dismissAllAndSelectTab(let index):
                    names = ["dismissAll()", "selectTab(\(index))"]
                    changes.dismissAll()
                    changes.selectTab(index)
                }
            }
            watch(
                transition,
                "navigator.perform(\(flag(animated))) { \(names.joined(separator: "; ")) }",
                expecting: .none)
        }

        // MARK: User actions

        /// Does what the user does, when UIKit would let the user do it: no gesture starts
        /// while another gesture is under way, nor while a transition runs, except that with
        /// a profile that allows it (iOS 26; iOS 18 for a zoom grab) back taps, swipe-backs
        /// and zoom grabs land on a running push or pop (not on a presentation).
        func perform(_ action: FuzzUserAction) {
            // A touch arrives in a later turn of the run loop than the code before it: what
            // is due now (a navigation controller's deferred layout pass) runs first.
            window.headless.advance(by: 0)
            let active = interaction?.phase == .interacting
            let busy = active || FuzzUIKitReading.transitionRuns(in: window)
            // What the profile lets the user interrupt: a running push or pop, never a
            // presentation, never a gesture under way. HeadlessUIKit refuses the rest.
            let navigationOnly = !active && !FuzzUIKitReading.presentationRuns(in: window)
            let interruptsNavigation =
                navigationOnly && (behaviour.map { $0 >= .iOS26 } ?? false)
            let interruptsZoom = navigationOnly && (behaviour.map { $0 >= .iOS18 } ?? false)
            switch action {
            case .tapBack, .doubleTapBack:
                guard !busy || interruptsNavigation,
                    let navigation = FuzzUIKitReading.frontNavigation(in: window),
                    navigation.viewControllers.count > 1
                else { return }
                for _ in 0..<(action == .doubleTapBack ? 2 : 1) {
                    scenarioLines.append("advance 0")
                    note(
                        "user taps back in \(name(navigation))",
                        scenario: "back on=\(name(navigation))")
                    navigation.headless.tapBackButton()
                }
            case .swipeBackBegin:
                guard !busy || interruptsNavigation,
                    let navigation = FuzzUIKitReading.frontNavigation(in: window),
                    navigation.viewControllers.count > 1
                else { return }
                let leaving = navigation.topViewController
                let swipe = navigation.headless.beginInteractivePop()
                guard swipe.didBegin else { return }
                scenarioLines.append("advance 0")
                note(
                    "user starts swiping back in \(name(navigation))",
                    scenario: "swipe back on=\(name(navigation))")
                interaction = swipe
                faultySwipeBegan(leaving: leaving)
            case .sheetSwipeDownBegin:
                guard !busy, let top = FuzzUIKitReading.topOfPresentationChain(in: window),
                    top.presentingViewController != nil
                else { return }
                let swipe = top.headless.beginInteractiveDismiss()
                guard swipe.didBegin else { return }
                scenarioLines.append("advance 0")
                note("user starts swiping \(name(top)) down", scenario: "swipe down \(name(top))")
                interaction = swipe
            case .gestureProgress(let percent):
                guard active, let interaction else { return }
                note(
                    "user's finger at \(percent) %",
                    scenario: "swipe progress \(Double(percent) / 100)")
                interaction.update(progress: Double(percent) / 100)
            case .gestureFinish:
                guard active, let interaction else { return }
                note("user lets go: finish", scenario: "swipe finish")
                interaction.finish()
                self.interaction = nil
            case .gestureCancel:
                guard active, let interaction else { return }
                note("user lets go: cancel", scenario: "swipe cancel")
                interaction.cancel()
                self.interaction = nil
            case .tapTab(let index):
                guard !busy, let tabs = window.rootViewController as? UITabBarController,
                    FuzzUIKitReading.topOfPresentationChain(in: window) === tabs,
                    index < (tabs.viewControllers?.count ?? 0)
                else { return }
                scenarioLines.append("advance 0")
                note("user taps tab \(index)", scenario: "tap-tab \(index) on=\(name(tabs))")
                tabs.headless.tap(index: index)
            case .contentSwipeBegin:
                guard !busy || interruptsNavigation,
                    let navigation = FuzzUIKitReading.frontNavigation(in: window),
                    navigation.viewControllers.count > 1
                else { return }
                let leaving = navigation.topViewController
                let swipe = navigation.headless.beginInteractiveContentPop()
                guard swipe.didBegin else { return }
                scenarioLines.append("advance 0")
                note(
                    "user starts a content swipe-back in \(name(navigation))",
                    scenario: "swipe back on=\(name(navigation))")
                interaction = swipe
                faultySwipeBegan(leaving: leaving)
            case .zoomDismissBegin:
                guard !busy || interruptsZoom,
                    let zoomed = FuzzUIKitReading.frontZoomedScreen(in: window)
                else {
                    return
                }
                let pinch = zoomed.headless.beginInteractiveZoomDismiss()
                guard pinch.didBegin else { return }
                scenarioLines.append("advance 0")
                let pushed = zoomed.navigationController != nil
                note(
                    "user starts pinching \(name(zoomed)) back (zoom)",
                    scenario: pushed
                        ? "swipe back on=\(name(zoomed.navigationController))"
                        : "swipe down \(name(zoomed))")
                interaction = pinch
                if pushed { faultySwipeBegan(leaving: zoomed) }
            case .sizeClass(let compact):
                guard !active else { return }
                note(
                    "the window becomes horizontally \(compact ? "compact" : "regular")",
                    scenario: "size-class \(compact ? "compact" : "regular")")
                window.headless.setHorizontalSizeClass(compact ? .compact : .regular)
            }
        }
    }

    extension FuzzPresentationStyle {
        /// The UIKit value.
        var uikit: UIModalPresentationStyle {
            switch self {
            case .automatic: .automatic
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .fullScreen: .fullScreen
            case .overFullScreen: .overFullScreen
            }
        }
    }
#endif

import Foundation

extension Headless where Base: UIWindow {
    /// Changes the window's horizontal size class, as rotating an iPad, resizing a window
    /// or entering Split View would: split view controllers in the window collapse (to
    /// `.compact`) or expand (to `.regular`), and every controller in the window hears
    /// `traitCollectionDidChange(_:)`, parents first. HeadlessUIKit's default is compact (an
    /// iPhone in portrait).
    /// - Parameter sizeClass: `.compact` or `.regular`; `.unspecified` returns to the default.
    public func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        let window = base
        let previous = window.traitCollection
        let newValue: UIUserInterfaceSizeClass? = sizeClass == .unspecified ? nil : sizeClass
        guard window.horizontalSizeClassOverride != newValue else { return }
        window.horizontalSizeClassOverride = newValue
        guard previous.horizontalSizeClass != window.traitCollection.horizontalSizeClass else {
            return
        }
        var controllers: [UIViewController] = []
        if let root = window.rootViewController { collect(root, into: &controllers) }
        for controller in controllers {
            (controller as? UISplitViewController)?.horizontalSizeClassDidChange()
        }
        for controller in controllers { controller.traitCollectionDidChange(previous) }
    }

    private func collect(_ controller: UIViewController, into result: inout [UIViewController]) {
        result.append(controller)
        for child in controller.childStorage { collect(child, into: &result) }
        if let presented = controller.presentedStorage { collect(presented, into: &result) }
    }
}

extension UIWindow {
    /// HeadlessUIKit's traits with the size class the driver gave this window.
    var windowTraits: UITraitCollection {
        guard let sizeClass = horizontalSizeClassOverride else { return HeadlessBehaviour.traits }
        return UITraitCollection(traitsFrom: [
            HeadlessBehaviour.traits, UITraitCollection(horizontalSizeClass: sizeClass),
        ])
    }
}

import Foundation

/// The iOS version whose behaviour a scene follows where public evidence shows that versions
/// differ. The default is iOS 18, the newest version with evidence.
///
/// Only the launch differs today: `makeKeyAndVisible()` then an animated push in the same
/// turn (VAndrJ/awesome-apple-bugs, `Bugs/LifeCyclePushedViewController`, iOS 17.4 and 18.2
/// simulator consoles).
public enum HeadlessIOSVersion: Sendable, Equatable, CaseIterable {
    /// iOS 17: at the window's first layout the root starts appearing (will, isAppearing) and
    /// a push made in the launch turn then replaces it at once: the root gets will- and
    /// did-disappear and never did-appear.
    case iOS17
    /// iOS 18: the first layout shows what the launch turn built; a root covered by a push
    /// made in that turn never loads.
    case iOS18
}

extension Headless where Base: UIWindowScene {
    /// Which iOS version the scene follows where versions differ (default `.iOS18`). Set it
    /// before showing the scene's windows.
    public var iOSVersion: HeadlessIOSVersion {
        get { base.iOSVersion }
        nonmutating set { base.iOSVersion = newValue }
    }
}

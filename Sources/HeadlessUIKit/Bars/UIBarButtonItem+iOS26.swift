import Foundation

extension UIBarButtonItem.Style {
    /// Bold, for the button that finishes a task: iOS 26 renamed it ``prominent`` (same raw
    /// value, 2, as in `UIBarButtonItem.h`).
    @available(iOS, deprecated: 26.0, renamed: "prominent")
    public static var done: Self { .prominent }
}

extension UIBarButtonItem {
    /// A fixed space of zero width (iOS 26): in navigation bars and toolbars it separates
    /// the shared backgrounds that group items (`UIBarButtonItem.h`, `fixedSpaceItem`).
    ///
    /// - Returns: a new `.fixedSpace` item whose `width` is 0.
    public class func fixedSpace() -> UIBarButtonItem {
        fixedSpace(0)
    }
}

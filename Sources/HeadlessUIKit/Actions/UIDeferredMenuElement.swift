import Foundation

/// A placeholder in a menu that the app fills in when the menu opens (iOS 14,
/// `UIDeferredMenuElement.h`): the provider gets a completion handler and calls it with the
/// elements. A cached element asks its provider once, the first time a menu shows it, and
/// reuses the elements; an ``uncached(_:)`` one asks every time. HeadlessUIKit shows no
/// menu: a test opens one with `element.headless.open()`.
@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider: called with a completion handler to call with the elements.
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements are kept after the first load.
    var cachesElements: Bool
    /// The elements the provider gave, once it has (cached elements only).
    var cachedElements: [UIMenuElement]?

    init(
        provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, caches: Bool
    ) {
        self.provider = provider
        cachesElements = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A placeholder whose provider is called once, the first time a menu shows it; its
    /// elements are then reused.
    ///
    /// - Parameter elementProvider: called with a completion handler; call it with the
    ///   elements.
    public required convenience init(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) {
        self.init(provider: elementProvider, caches: true)
    }

    /// A placeholder whose provider is called every time a menu shows it (iOS 15).
    ///
    /// - Parameter elementProvider: called with a completion handler; call it with the
    ///   elements.
    /// - Returns: the placeholder.
    public class func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> Self {
        let element = self.init(elementProvider)
        element.cachesElements = false
        return element
    }
}

extension UIMenuElement: HeadlessDriven {}

extension Headless where Base: UIDeferredMenuElement {
    /// A menu showing the placeholder opens: a cached placeholder that already loaded gives
    /// its elements again; otherwise its provider is called.
    ///
    /// - Returns: the elements the provider passed to its completion handler, or `nil` when
    ///   it has not called it (yet).
    @discardableResult
    public func open() -> [UIMenuElement]? {
        let element = base
        if element.cachesElements, let cached = element.cachedElements { return cached }
        var loaded: [UIMenuElement]?
        element.provider { elements in
            loaded = elements
            if element.cachesElements { element.cachedElements = elements }
        }
        return loaded
    }
}

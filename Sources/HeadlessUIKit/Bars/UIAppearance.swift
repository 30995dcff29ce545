import Foundation

/// The appearance proxies: one object per class whose properties app code sets to style
/// every instance (`UINavigationBar.appearance().tintColor = .white`). HeadlessUIKit draws
/// nothing, so the proxies keep the values without applying them; they are plain instances
/// of the class. UIKit's `appearance()` returns `Self`; here each class returns its own type
/// (Swift cannot make a `Self` without a `required` initializer).
@MainActor
enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: AnyObject] = [:]

    static func proxy<Proxy: AnyObject>(of type: Proxy.Type, make: () -> Proxy) -> Proxy {
        if let proxy = proxies[ObjectIdentifier(type)] as? Proxy { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

extension UINavigationBar {
    /// The appearance proxy of navigation bars.
    public class func appearance() -> UINavigationBar {
        AppearanceProxies.proxy(of: UINavigationBar.self) { UINavigationBar(frame: .zero) }
    }
}

extension UITabBar {
    /// The appearance proxy of tab bars.
    public class func appearance() -> UITabBar {
        AppearanceProxies.proxy(of: UITabBar.self) { UITabBar(frame: .zero) }
    }
}

extension UIToolbar {
    /// The appearance proxy of toolbars.
    public class func appearance() -> UIToolbar {
        AppearanceProxies.proxy(of: UIToolbar.self) { UIToolbar(frame: .zero) }
    }
}

extension UIBarButtonItem {
    /// The appearance proxy of bar button items.
    public class func appearance() -> UIBarButtonItem {
        AppearanceProxies.proxy(of: UIBarButtonItem.self) { UIBarButtonItem() }
    }
}

extension UITabBarItem {
    /// The appearance proxy of tab bar items.
    public class func appearance() -> UITabBarItem {
        AppearanceProxies.proxy(of: UITabBarItem.self) { UITabBarItem() }
    }
}

extension UILabel {
    /// The appearance proxy of labels.
    public class func appearance() -> UILabel {
        AppearanceProxies.proxy(of: UILabel.self) { UILabel(frame: .zero) }
    }
}

extension UIButton {
    /// The appearance proxy of buttons.
    public class func appearance() -> UIButton {
        AppearanceProxies.proxy(of: UIButton.self) { UIButton(frame: .zero) }
    }
}

extension UISwitch {
    /// The appearance proxy of switches.
    public class func appearance() -> UISwitch {
        AppearanceProxies.proxy(of: UISwitch.self) { UISwitch(frame: .zero) }
    }
}

extension UISegmentedControl {
    /// The appearance proxy of segmented controls.
    public class func appearance() -> UISegmentedControl {
        AppearanceProxies.proxy(of: UISegmentedControl.self) { UISegmentedControl(frame: .zero) }
    }
}

extension UITableView {
    /// The appearance proxy of table views.
    public class func appearance() -> UITableView {
        AppearanceProxies.proxy(of: UITableView.self) { UITableView(frame: .zero, style: .plain) }
    }
}

extension UISearchBar {
    /// The appearance proxy of search bars.
    public class func appearance() -> UISearchBar {
        AppearanceProxies.proxy(of: UISearchBar.self) { UISearchBar(frame: .zero) }
    }
}

extension UITextField {
    /// The appearance proxy of text fields.
    public class func appearance() -> UITextField {
        AppearanceProxies.proxy(of: UITextField.self) { UITextField(frame: .zero) }
    }
}

// The app of Wayfinder.docc/GettingStarted.md: its scene delegate and first screens, with only
// `import Wayfinder`, which brings HeadlessUIKit here (and UIKit on iOS). ArticleCodeTests
// checks that the article's blocks appear here or in GettingStartedSnippets.swift.

import Wayfinder

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var navigator: Navigator?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(
            rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
        navigator = Navigator(window: window)
    }
}

final class HomeViewController: UIViewController {
    func didSelect(product id: Int) {
        navigator?.push(ProductViewController(id: id))
    }
}

/// The screen the article's first push shows.
final class ProductViewController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

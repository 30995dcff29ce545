#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A recipe app's iOS 26 transitions: a recipe zooms from its card (the source found through
// the context's source and zoomed view controllers), the shopping list zooms from a bar
// button, and the timer, the tips and the settings use the classic transitions written with
// `UIViewController.Transition`. The step pager turns off the full-width back swipe.
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// The recipe cards.
    @available(iOS 26.0, *)
    public final class RecipeCardsViewController: UIViewController {
        /// The recipe names, one card each.
        public let recipes = ["Pancakes", "Risotto", "Curry"]
        /// The cards, by recipe.
        public private(set) var cards: [String: UIView] = [:]
        /// The toolbar button that opens the shopping list.
        public let listItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"), style: .plain, target: nil, action: nil)
        /// The recipes the zoom looked up a card for, oldest first.
        public private(set) var zoomLookups: [String] = []

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Recipes"
            for recipe in recipes {
                let card = UIView()
                card.accessibilityIdentifier = recipe
                view.addSubview(card)
                cards[recipe] = card
            }
            navigationItem.rightBarButtonItem = listItem
        }

        /// Pushes `recipe`, zooming from its card.
        public func open(_ recipe: String) {
            let detail = RecipeStepsViewController(recipe: recipe)
            let options = UIViewController.Transition.ZoomOptions()
            options.alignmentRectProvider = { context in
                context.sourceView.bounds.insetBy(dx: 4, dy: 4)
            }
            options.dimmingVisualEffect = UIBlurEffect(style: .systemThinMaterial)
            detail.preferredTransition = .zoom(options: options) { [weak self] context in
                guard let self, context.sourceViewController === self,
                    let steps = context.zoomedViewController as? RecipeStepsViewController
                else { return nil }
                self.zoomLookups.append(steps.recipe)
                return self.cards[steps.recipe]
            }
            navigationController?.pushViewController(detail, animated: true)
        }

        /// Presents the shopping list, zooming from the toolbar button.
        public func openShoppingList() {
            let list = UINavigationController(rootViewController: UIViewController())
            list.preferredTransition = .zoom { [weak self] _ in self?.listItem }
            present(list, animated: true)
        }

        /// Presents the kitchen timer sliding up.
        public func openTimer() {
            let timer = UIViewController()
            timer.title = "Timer"
            timer.preferredTransition = .coverVertical
            present(timer, animated: true)
        }

        /// Presents a tip fading in, or the settings flipping over, or the card's back curling.
        public func openExtra(_ name: String) {
            let extra = UIViewController()
            extra.title = name
            switch name {
            case "Tips": extra.preferredTransition = .crossDissolve
            case "Settings": extra.preferredTransition = .flipHorizontal
            default:
                extra.modalPresentationStyle = .fullScreen
                extra.preferredTransition = .partialCurl
            }
            present(extra, animated: true)
        }
    }

    /// A recipe's steps: a horizontal pager the content back swipe must not steal from.
    @available(iOS 26.0, *)
    public final class RecipeStepsViewController: UIViewController {
        /// The recipe.
        public let recipe: String
        /// The step pager.
        public let pager = UIScrollView()

        /// Creates the steps of `recipe`.
        public init(recipe: String) {
            self.recipe = recipe
            super.init(nibName: nil, bundle: nil)
            title = recipe
        }

        /// Not supported: made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            pager.isPagingEnabled = true
            view.addSubview(pager)
        }

        /// UIKit calls this: the view appeared. The back swipe stays on the bar's edge only.
        public override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard let navigation = navigationController else { return }
            if let contentPop = navigation.interactiveContentPopGestureRecognizer {
                contentPop.isEnabled = false
                pager.panGestureRecognizer.require(toFail: contentPop)
            }
            navigation.interactivePopGestureRecognizer?.isEnabled = true
        }

        /// UIKit calls this: the view will disappear; the full-width swipe comes back (in
        /// `viewDidDisappear` a popped screen has no navigation controller any more).
        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = true
        }
    }

#endif

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A maps app's places sheet: it rests at a small custom detent sized from the container,
// leaves the map undimmed up to medium, refuses to close while a place is being saved, and
// shows as a popover from the search button on iPad that becomes a sheet when compact.

/// The map, which presents the places sheet.
public final class MapViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    /// The search button the iPad popover points at.
    public let searchItem = UIBarButtonItem(
        barButtonSystemItem: .search, target: nil, action: nil)
    /// What the presentation delegate heard, oldest first.
    public private(set) var events: [String] = []

    /// UIKit calls this: the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Map"
        navigationItem.rightBarButtonItem = searchItem
    }

    /// Presents the places sheet.
    public func showPlaces() {
        let places = PlacesSheetViewController()
        places.presentationController?.delegate = self
        present(places, animated: true)
    }

    /// Presents the filters as a popover from the search button; compact width gets a sheet.
    public func showFilters() {
        let filters = UIViewController()
        filters.title = "Filters"
        filters.modalPresentationStyle = .popover
        filters.preferredContentSize = CGSize(width: 320, height: 400)
        if let popover = filters.popoverPresentationController {
            if #available(iOS 16.0, *) {
                popover.sourceItem = searchItem
            } else {
                popover.barButtonItem = searchItem
            }
            popover.permittedArrowDirections = [.up]
            let sheet = popover.adaptiveSheetPresentationController
            sheet.detents = [.medium()]
            sheet.prefersGrabberVisible = true
        }
        present(filters, animated: true)
    }

    /// UIKit calls this: asks whether a swipe may close the sheet.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        let places = presentationController.presentedViewController as? PlacesSheetViewController
        events.append("should dismiss")
        return places?.isSaving != true
    }

    /// UIKit calls this: a swipe to close the sheet was refused.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        events.append("attempt")
    }

    /// UIKit calls this: the user is closing the sheet.
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {
        events.append("will dismiss")
    }

    /// UIKit calls this: the user closed the sheet.
    public func presentationControllerDidDismiss(
        _ presentationController: UIPresentationController
    ) {
        events.append("did dismiss")
    }
}

/// The places sheet.
public final class PlacesSheetViewController: UIViewController,
    UISheetPresentationControllerDelegate
{
    /// Whether a place is being saved: the sheet may not be swiped away then.
    public var isSaving = false {
        didSet { isModalInPresentation = isSaving }
    }
    /// The detents the sheet moved to, oldest first.
    public private(set) var detentChanges: [String] = []

    /// Prepares the sheet before it is presented.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Places"
        guard let sheet = sheetPresentationController else { return }
        if #available(iOS 16.0, *) {
            let peek = UISheetPresentationController.Detent.Identifier("places.peek")
            sheet.detents = [
                .custom(identifier: peek) { context in
                    let compact = context.containerTraitCollection.verticalSizeClass == .compact
                    return compact ? 88 : min(180, context.maximumDetentValue * 0.2)
                },
                .medium(), .large(),
            ]
            sheet.selectedDetentIdentifier = peek
        } else {
            sheet.detents = [.medium(), .large()]
        }
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        if #available(iOS 17.0, *) {
            sheet.prefersPageSizing = false
        }
        sheet.delegate = self
    }

    /// Not supported: made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The height the medium detent resolves to in this sheet's container, if it is shown.
    @available(iOS 16.0, *)
    public var resolvedDetentIdentifiers: [String] {
        sheetPresentationController?.detents.map(\.identifier.rawValue) ?? []
    }

    /// Moves the sheet to `identifier`, animated, as the user tapping a place would.
    public func move(to identifier: UISheetPresentationController.Detent.Identifier) {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = identifier
            sheet.largestUndimmedDetentIdentifier = identifier == .large ? nil : .medium
        }
    }

    /// UIKit calls this: the user dragged the sheet to another detent.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        detentChanges.append(
            sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")
    }
}

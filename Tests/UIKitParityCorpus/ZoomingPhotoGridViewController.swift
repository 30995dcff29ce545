#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A grid of thumbnails that opens a photo with the iOS 18 zoom transition: pushed from the
/// thumbnail, or presented full screen from it; older systems get the usual push and cover.
public final class ZoomingPhotoGridViewController: UIViewController {
    /// The thumbnails, one per photo.
    public private(set) var thumbnails: [UIImageView] = []
    /// The photo names.
    public let photos = ["Beach", "Forest", "City"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        for name in photos {
            let thumbnail = UIImageView(image: UIImage(systemName: "photo"))
            thumbnail.accessibilityLabel = name
            thumbnail.contentMode = .scaleAspectFill
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    /// The thumbnail of `name`, while it is still in the grid.
    func thumbnail(of name: String) -> UIView? {
        thumbnails.first { $0.accessibilityLabel == name && $0.superview != nil }
    }

    /// Pushes the photo at `index`, zooming from its thumbnail.
    public func openPhoto(at index: Int) {
        let detail = PhotoDetailViewController(name: photos[index])
        #if !canImport(UIKit) || canImport(UIKit, _version: 8000)  // iOS 18 SDK
            if #available(iOS 18.0, *) {
                detail.preferredTransition = .zoom { [weak self] context in
                    let shown = context.zoomedViewController as? PhotoDetailViewController
                    return shown.flatMap { self?.thumbnail(of: $0.name) }
                }
            }
        #endif
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Presents the photo at `index` full screen, zooming from its thumbnail; the user may
    /// drag it away except while it is being edited.
    public func presentPhoto(at index: Int) {
        let detail = PhotoDetailViewController(name: photos[index])
        detail.modalPresentationStyle = .fullScreen
        #if !canImport(UIKit) || canImport(UIKit, _version: 8000)
            if #available(iOS 18.0, *) {
                let options = UIViewController.Transition.ZoomOptions()
                options.interactiveDismissShouldBegin = { [weak detail] _ in
                    detail?.isEditing == false
                }
                options.dimmingColor = .black
                detail.preferredTransition = .zoom(options: options) { [weak self] _ in
                    self?.thumbnail(of: detail.name)
                }
            } else {
                detail.modalTransitionStyle = .crossDissolve
            }
        #else
            detail.modalTransitionStyle = .crossDissolve
        #endif
        present(detail, animated: true)
    }

    /// Removes a photo's thumbnail (the photo was deleted): a later zoom back to it falls
    /// back to the default animation.
    public func deleteThumbnail(of name: String) {
        thumbnail(of: name)?.removeFromSuperview()
    }
}

/// One photo, full size.
public final class PhotoDetailViewController: UIViewController {
    /// The photo's name.
    public let name: String

    /// A detail screen for `name`.
    public init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Not supported: made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let image = UIImageView(image: UIImage(systemName: "photo"))
        image.contentMode = .scaleAspectFit
        view.addSubview(image)
    }
}

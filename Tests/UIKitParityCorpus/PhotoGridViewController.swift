#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A photo cell: an image view filling the content view.
public final class PhotoCell: UICollectionViewCell {
    /// The cell's image view.
    public let imageView = UIImageView(image: nil)

    /// UIKit calls this: the cell is made.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit calls this: the cell is about to be reused.
    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

/// A grid of photos; a tap presents the photo full screen.
public final class PhotoGridViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    /// The photos' names.
    public let photos = ["sunrise", "harbour", "forest", "dunes", "glacier"]
    /// The grid.
    public private(set) var collectionView: UICollectionView!

    /// UIKit calls this: `viewDidLoad()`.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.scrollDirection = .vertical
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    /// UIKit calls this: items in a section.
    public func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
        photos.count
    }

    /// UIKit calls this: an item's cell.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.imageView.image = UIImage(named: photos[indexPath.item])
        return cell
    }

    /// UIKit calls this: three photos per row.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }

    /// UIKit calls this: a tap presents the photo.
    public func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
        let viewer = UIViewController()
        viewer.title = photos[indexPath.item]
        viewer.modalPresentationStyle = .fullScreen
        viewer.modalTransitionStyle = .crossDissolve
        present(viewer, animated: true)
    }
}

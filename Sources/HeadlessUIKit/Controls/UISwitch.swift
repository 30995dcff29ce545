import Foundation

/// An on/off switch. `toggle.headless.tap()` flips it and sends `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
    /// Whether it is on.
    open var isOn = false
    /// The colour when on.
    open var onTintColor: UIColor?
    /// The thumb's colour.
    open var thumbTintColor: UIColor?
    /// A title (Mac Catalyst).
    open var title: String?

    /// Turns it on or off in code (no `.valueChanged`, as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// A row of segments, one selected.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment".
    public static let noSegment = -1

    private var titles: [String?] = []
    private var images: [UIImage?] = []
    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a segment stays selected after a tap.
    open var isMomentary = false
    /// The selected segment's tint (iOS 13).
    open var selectedSegmentTintColor: UIColor?

    /// Segments titled by strings or showing images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? UIImage)
        }
    }

    /// An empty control filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported: controls are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a titled segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title, at: index)
        images.insert(nil, at: index)
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles = []
        images = []
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        images.indices.contains(segment) ? images[segment] : nil
    }
}

extension Headless where Base: UISwitch {
    /// A tap: flips the switch and sends `.valueChanged`, unless it is disabled.
    public func tap() {
        let toggle = base
        guard toggle.isEnabled else { return }
        toggle.isOn.toggle()
        toggle.sendActions(for: .valueChanged)
    }
}

extension Headless where Base: UISegmentedControl {
    /// A tap on segment `index`: selects it and sends `.valueChanged` (a momentary control
    /// then shows no selection). Does nothing for an index out of range.
    public func tapSegment(_ index: Int) {
        let control = base
        guard control.isEnabled, (0..<control.numberOfSegments).contains(index) else { return }
        control.selectedSegmentIndex = index
        control.sendActions(for: .valueChanged)
        if control.isMomentary { control.selectedSegmentIndex = UISegmentedControl.noSegment }
    }
}

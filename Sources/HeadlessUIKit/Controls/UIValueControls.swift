import Foundation

/// A slider between a minimum and a maximum.
@MainActor
open class UISlider: UIControl {
    /// The value.
    open var value: Float = 0
    /// The smallest value.
    open var minimumValue: Float = 0
    /// The largest value.
    open var maximumValue: Float = 1
    /// Whether dragging sends `.valueChanged` continuously.
    open var isContinuous = true
    /// The track's colour left of the thumb.
    open var minimumTrackTintColor: UIColor?

    /// Sets the value, kept within the range.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }
}

/// A plus/minus stepper.
@MainActor
open class UIStepper: UIControl {
    /// The value.
    open var value: Double = 0
    /// The smallest value.
    open var minimumValue: Double = 0
    /// The largest value.
    open var maximumValue: Double = 100
    /// The step.
    open var stepValue: Double = 1
    /// Whether the value wraps around.
    open var wraps = false
}

/// A bar showing progress.
@MainActor
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The default.
        case `default` = 0
        /// For a toolbar.
        case bar = 1
    }

    /// The progress, 0…1.
    open var progress: Float = 0
    /// The look.
    open var progressViewStyle = Style.default
    /// The filled part's colour.
    open var progressTintColor: UIColor?

    /// A bar of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress, kept within 0…1.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = min(max(progress, 0), 1)
    }
}

/// Dots showing which page is shown.
@MainActor
open class UIPageControl: UIControl {
    /// The number of pages.
    open var numberOfPages = 0
    /// The page shown.
    open var currentPage = 0
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false
    /// The dots' colour.
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's colour.
    open var currentPageIndicatorTintColor: UIColor?
}

/// A date and time picker.
@MainActor
open class UIDatePicker: UIControl {
    /// What is picked.
    public enum Mode: Int, Sendable {
        /// A time.
        case time = 0
        /// A date.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A countdown.
        case countDownTimer = 3
    }

    /// What is picked.
    open var datePickerMode = Mode.dateAndTime
    /// The picked date.
    open var date = Date()
    /// The earliest date.
    open var minimumDate: Date?
    /// The latest date.
    open var maximumDate: Date?
    /// The minute interval.
    open var minuteInterval = 1
    /// The style the app prefers (iOS 13.4).
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic

    /// Sets the date.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }
}

/// The look of a date picker.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Wheels.
    case wheels = 1
    /// Compact.
    case compact = 2
    /// Inline.
    case inline = 3
}

import Foundation
import Wayfinder
import WayfinderSwiftUI

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The colours the picker offers, in order.
public enum ShopColours {
    /// Every colour a product comes in.
    public static let all = ["red", "blue", "green", "black"]
}

extension ShopApp {
    /// The colour picker: a ``HostedScreen`` handing back a colour, so that
    /// `push(.colourPicker, expecting: String.self)`, links and `result(of:as:)` work as for any
    /// result screen. Where SwiftUI exists its content is the SwiftUI ``ColourList``; the UIKit
    /// list below stands in elsewhere (HeadlessUIKit, and SDKs older than iOS 18's), with the
    /// same actions and title.
    func makeColourPicker() -> HostedScreen<String> {
        let options = HostedScreenOptions(title: "Colour", largeTitleDisplayMode: .never)
        #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit)
            return HostedScreen<String>(options: options) { actions in
                ColourList { actions.finish(with: $0) }
            }
        #else
            return HostedScreen<String>(options: options) { actions in
                ColourListViewController { actions.finish(with: $0) }
            }
        #endif
    }
}

/// The colour list in UIKit: one row per colour; a tap hands the colour to `pick`.
final class ColourListViewController: UIViewController {
    /// Told the colour the user taps.
    private let pick: @MainActor (String) -> Void

    init(pick: @escaping @MainActor (String) -> Void) {
        self.pick = pick
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The user taps the row of `colour`.
    func didPick(_ colour: String) {
        pick(colour)
    }
}

#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit)
    import SwiftUI

    /// The colour list in SwiftUI: a tap finishes the hosting screen with the colour, through
    /// the action the ``HostedScreen`` gives its content.
    struct ColourList: View {
        /// Told the colour the user taps.
        let pick: @MainActor (String) -> Void

        var body: some View {
            List(ShopColours.all, id: \.self) { colour in
                Button(colour.capitalized) { pick(colour) }
            }
        }
    }
#endif

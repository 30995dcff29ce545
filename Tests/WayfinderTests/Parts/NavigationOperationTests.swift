import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The operations on their own: the flag each carries, and what a dismissal does with a screen
/// that is no longer presented.
@MainActor
@Suite struct NavigationOperationTests {
    @Test(arguments: [
        (NavigationOperation.IfNotPresented.supersededIfJustLeft, true, true),
        (.supersededIfJustLeft, false, false),
        (.fails, true, false),
        (.fails, false, false),
    ])
    func aDismissalOfAScreenNoLongerPresentedIsSupersededOnlyWhenItJustLeft(
        ifNotPresented: NavigationOperation.IfNotPresented, screenLeftRecently: Bool,
        superseded: Bool
    ) {
        #expect(ifNotPresented.isSuperseded(screenLeftRecently: screenLeftRecently) == superseded)
    }

    @Test func anOperationsOwnFlagIsReadBack() {
        let screen = UIViewController()
        let navigation = UINavigationController()
        #expect(
            [
                NavigationOperation.dismiss(screen, animated: false, ifNotPresented: .fails),
                .present(screen, animated: true),
                .setStack([screen], of: navigation, animated: false),
            ].map(\.ownAnimation) == [false, true, false])
    }

    @Test func theImperativeFormsTakeTheirCommandsFlag() {
        let screen = UIViewController()
        #expect(
            [
                NavigationOperation.dismiss(screen, ifNotPresented: .supersededIfJustLeft),
                .present(screen), .setStack([screen]),
            ].map(\.ownAnimation) == [nil, nil, nil])
    }
}

#if canImport(UIKit)
    import UIKit

    /// The host application of the parity tests on a simulator. It shows nothing itself: the
    /// tests make a window of their own on the application's scene for each scenario.
    @main
    final class ParityHostApp: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            true
        }
    }
#endif

// The code of the "SwiftUI screens" article (WayfinderSwiftUI.docc/SwiftUIScreens.md), line
// for line: `ios-typecheck --target WayfinderSwiftUI` compiles it against the iOS SDK, and
// `ArticleCodeTests` in WayfinderSwiftUITests checks that every Swift block of the article
// stands here. Internal, so that none of it is API.
#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit)
    import SwiftUI
    import UIKit
    import Wayfinder

    enum ArticleRoute: Hashable, Codable, Sendable { case home, colour, receipt }

    struct ColourList: View {
        let colours = ["Red", "Green", "Blue"]
        let onPick: (String) -> Void
        var body: some View {
            List(colours, id: \.self) { colour in
                Button(colour) { onPick(colour) }
            }
        }
    }

    @MainActor
    func articlePickColour(on navigator: Navigator) async -> String? {
        let picker = HostedScreen<String>(options: .init(title: "Colour")) { actions in
            ColourList { actions.finish(with: $0) }
        }
        switch await navigator.push(picker) {
        case .finished(let colour): return colour
        case .closed: return nil
        }
    }

    struct ReceiptView: View {
        @Environment(\.wayfinderScreen) private var screen
        var body: some View {
            VStack {
                Text("Thank you!")
                Button("Done") { screen?.close() }
            }
            .padding()
        }
    }

    @MainActor
    func articleReceipt() -> UIViewController {
        let done = UIBarButtonItem(systemItem: .done)
        let receipt = HostedScreen<Void>(
            options: .init(
                title: "Receipt", rightBarButtonItems: [done], sizing: .fitsContent,
                sheetDetents: [.fitsContent, .large], prefersGrabberVisible: true)
        ) { _ in
            ReceiptView()
        }
        return receipt
    }

    @MainActor
    func articleRoutes(window: UIWindow) throws -> RouteNavigator<ArticleRoute> {
        var containers = RouteContainers<ArticleRoute>()
        containers.configureModal = { modal, _, _ in HostedScreenOptions.dressSheet(of: modal) }
        let routes = try RouteNavigator(
            navigator: Navigator(window: window), state: .init(stack: [.home]),
            containers: containers)
        routes.start { route in
            switch route {
            case .home: UIViewController()
            case .colour:
                HostedScreen<String> { actions in ColourList { actions.finish(with: $0) } }
            case .receipt: articleReceipt()
            }
        }
        routes.onScreenView { view in print("screen_view", view.route, view.cause) }
        return routes
    }
#endif

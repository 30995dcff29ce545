import Benchmark
import Foundation
import RoutingKit
import Wayfinder

/// A route for the benchmark's router; the lookups never build a state.
enum BenchmarkRoute: Hashable, Codable, Sendable {
    case item(Int)
}

/// The literal first segment of pattern `index`: patterns share no prefix but the root.
private func section(_ index: Int) -> String {
    "section\(index)"
}

/// Wayfinder's router with `count` patterns `/section<i>/items/<int:id>/detail`.
private func wayfinderRouter(_ count: Int) -> DeepLinkRouter<BenchmarkRoute> {
    var router = DeepLinkRouter<BenchmarkRoute>(schemes: ["bench"])
    for index in 0..<count {
        // The patterns are distinct literals, so registration cannot fail.
        try? router.register("/\(section(index))/items/<int:id>/detail") { parameters, _ in
            NavigationState(stack: [.item(parameters.int("id") ?? 0)])
        }
    }
    return router
}

/// routing-kit's `TrieRouter` with the same `count` patterns.
private func routingKitRouter(_ count: Int) -> TrieRouter<Int> {
    let router = TrieRouter<Int>()
    for index in 0..<count {
        router.register(
            index,
            at: [
                .constant(section(index)), .constant("items"), .parameter("id"),
                .constant("detail"),
            ]
        )
    }
    return router
}

/// routing-kit's router, built once before its benchmark runs.
///
/// `TrieRouter` is a class that is not `Sendable`; the benchmark runner calls each closure on
/// one task at a time and the router is only read after it is built, so sharing it is safe.
final class SharedTrieRouter: @unchecked Sendable {
    let router: TrieRouter<Int>

    init(_ count: Int) {
        router = routingKitRouter(count)
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        scalingFactor: .kilo, maxDuration: .seconds(2))

    for count in [10, 100, 1_000] {
        // The URL hits the pattern in the middle of the table.
        let url = URL(string: "bench://\(section(count / 2))/items/42/detail")!

        // Wayfinder: from the URL (scheme rule, splitting, percent-decoding, trie, parameters).
        // Both routers are built once, outside the measured closures.
        let router = wayfinderRouter(count)
        let peer = SharedTrieRouter(count)

        Benchmark("DeepLinkRouter.match, \(count) patterns", configuration: configuration) {
            benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? router.match(url).get().int("id"))
            }
        }

        // routing-kit: from the URL's path split into segments, as Vapor does per request.
        Benchmark("routing-kit TrieRouter, \(count) patterns", configuration: configuration) {
            benchmark in
            for _ in benchmark.scaledIterations {
                var parameters = Parameters()
                let path = url.path.split(separator: "/").map(String.init)
                blackHole(peer.router.route(path: path, parameters: &parameters))
                blackHole(parameters.get("id", as: Int.self))
            }
        }

        // routing-kit given the segments ready-made: its lookup alone.
        let segments = [section(count / 2), "items", "42", "detail"]
        Benchmark(
            "routing-kit TrieRouter, pre-split, \(count) patterns", configuration: configuration
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                var parameters = Parameters()
                blackHole(peer.router.route(path: segments, parameters: &parameters))
                blackHole(parameters.get("id", as: Int.self))
            }
        }
    }
}

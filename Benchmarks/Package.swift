// swift-tools-version: 6.1
// Benchmarks live in their own package so that their dependencies never slow `swift build`
// or CI of Wayfinder itself. Run them with:
//   cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Wayfinder", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
        // The peer of the deep-link router's lookup benchmarks.
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
    ],
    targets: [
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "HeadlessUIKit", package: "Wayfinder"),
            ],
            path: "Benchmarks/NavigationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DeepLinkBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            path: "Benchmarks/DeepLinkBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One operation at a time, to profile under valgrind's callgrind or to time. Outside
        // Benchmarks/, so that the benchmark plugin does not take it for a benchmark.
        .executableTarget(
            name: "NavigationProfile",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "HeadlessUIKit", package: "Wayfinder"),
            ],
            path: "Profile/NavigationProfile"
        ),
    ],
    swiftLanguageModes: [.v6]
)

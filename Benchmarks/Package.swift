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
        // One operation at a time, to profile under valgrind's callgrind or to time.
        .executableTarget(
            name: "NavigationProfile",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "HeadlessUIKit", package: "Wayfinder"),
            ],
            path: "Benchmarks/NavigationProfile"
        ),
    ],
    swiftLanguageModes: [.v6]
)

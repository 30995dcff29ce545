// swift-tools-version: 6.1
import PackageDescription

/// Platforms without UIKit build Wayfinder against HeadlessUIKit.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi]

let package = Package(
    name: "Wayfinder",
    platforms: [.iOS(.v15), .macOS(.v14)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "WayfinderParity", targets: ["WayfinderParity"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        .executable(name: "wayfinder", targets: ["WayfinderCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        .target(name: "HeadlessUIKit"),
        .target(
            name: "Wayfinder",
            dependencies: [
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // SwiftUI views as Wayfinder screens: the UIKit side (the hosted screen, its actions,
        // title and sizing) builds everywhere and is tested on HeadlessUIKit; the SwiftUI side
        // is compiled only where SwiftUI and UIKit exist (`ios-typecheck --target
        // WayfinderSwiftUI`).
        .target(
            name: "WayfinderSwiftUI",
            dependencies: [
                "Wayfinder",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        .target(
            name: "WayfinderTesting",
            dependencies: [
                "Wayfinder",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "Logging", package: "swift-log"),
                // Lets CustomDump's `expectNoDifference` report failures to Swift Testing.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
                // `reportIssue` for the app harness's time limits.
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The golden scenarios and the shared runner that plays them on HeadlessUIKit here and
        // on real UIKit on an iOS simulator (README, "Checking HeadlessUIKit against UIKit").
        .target(
            name: "WayfinderParity",
            dependencies: [
                "Wayfinder",
                "WayfinderTesting",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The fuzzers behind `wayfinder fuzz`: a target of their own, not a product, so that
        // their types stay out of WayfinderTesting's API (and out of apps' code completion).
        .target(
            name: "WayfinderFuzzing",
            dependencies: [
                "Wayfinder", "WayfinderTesting", "HeadlessUIKit",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "WayfinderCLI",
            dependencies: [
                "Wayfinder",
                "WayfinderTesting",
                "WayfinderFuzzing",
                "WayfinderParity",
                "HeadlessUIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Realistic app-navigation code written from UIKit's documentation: `swift test`
        // compiles it against HeadlessUIKit, `ios-typecheck --target UIKitParityCorpus`
        // against the iOS SDK (README, "Proven to compile for iOS").
        .target(
            name: "UIKitParityCorpus",
            dependencies: [
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))
            ],
            path: "Tests/UIKitParityCorpus"
        ),
        // A complete app written against Wayfinder as an iOS developer would
        // (README, "Example app"): `swift test` builds and tests it on HeadlessUIKit,
        // `ios-typecheck --target ShopExample` checks it against the iOS SDK.
        .target(
            name: "ShopExample",
            dependencies: [
                "Wayfinder", "WayfinderSwiftUI",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ],
            path: "Examples/Shop/Sources"
        ),
        .testTarget(
            name: "ShopExampleTests",
            dependencies: [
                "ShopExample", "Wayfinder", "WayfinderSwiftUI", "WayfinderTesting",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ],
            path: "Examples/Shop/Tests"
        ),
        .testTarget(
            name: "UIKitParityCorpusTests",
            dependencies: ["UIKitParityCorpus", "HeadlessUIKit", "WayfinderTesting"]
        ),
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: [
                "HeadlessUIKit", "WayfinderTesting",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                // Lets CustomDump's `expectNoDifference` report failures to Swift Testing.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .testTarget(
            name: "WayfinderTests",
            dependencies: [
                "Wayfinder", "WayfinderTesting", "WayfinderFuzzing", "HeadlessUIKit",
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .testTarget(
            name: "WayfinderSwiftUITests",
            dependencies: [
                "WayfinderSwiftUI", "Wayfinder", "WayfinderTesting",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .testTarget(
            name: "WayfinderParityTests",
            dependencies: [
                "WayfinderParity", "WayfinderTesting",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "WayfinderCLITests",
            dependencies: ["WayfinderCLI"],
            exclude: ["__Snapshots__", "Scenarios"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

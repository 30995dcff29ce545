// What `import Wayfinder` brings, on purpose: the UI framework Wayfinder is built on — UIKit
// where it can be imported (iOS), HeadlessUIKit everywhere else — and with it Foundation, so
// that an app or test file that uses Wayfinder and UIKit's types needs this one import and
// compiles unchanged on iOS and under `swift test` on a Mac or Linux (the landing page of
// Wayfinder.docc says so). The documentation lists Wayfinder's own API only: see
// scripts/build-docs, which extracts symbol graphs without the re-exported modules.
#if canImport(UIKit)
    @_exported import UIKit
#else
    @_exported import HeadlessUIKit
#endif

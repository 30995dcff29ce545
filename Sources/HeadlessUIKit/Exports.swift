// `import UIKit` brings Foundation and CoreGraphics' geometry with it; `import
// HeadlessUIKit` does the same, so that app code written for UIKit compiles unchanged.
@_exported import Foundation

// On a Mac, Foundation declares `CGRect`, `CGSize` and `CGPoint` but their `zero`, `CGColor`,
// `CGVector` and `CGAffineTransform` come from CoreGraphics, which UIKit re-exports on iOS.
// Linux has no CoreGraphics: HeadlessUIKit declares the few it needs itself.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif

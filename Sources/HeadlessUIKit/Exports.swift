// `import UIKit` brings Foundation (and CoreGraphics' geometry) with it; `import
// HeadlessUIKit` does the same, so that app code written for UIKit compiles unchanged.
@_exported import Foundation

import Foundation
import HeadlessUIKit
import WayfinderTesting

/// A line diff of two lists, `-` for expected lines that are missing, `+` for unexpected
/// ones, two spaces for common ones.
enum LineDiff {
    /// The diff of `expected` and `actual`, by longest common subsequence.
    static func lines(expected: [String], actual: [String]) -> [String] {
        let n = expected.count
        let m = actual.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] =
                    expected[i] == actual[j]
                    ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                result.append("  " + expected[i])
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append("- " + expected[i])
                i += 1
            } else {
                result.append("+ " + actual[j])
                j += 1
            }
        }
        return result
    }
}

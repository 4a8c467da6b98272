import Foundation

/// The sanitizers' settings of this test run (scripts/asan-test and scripts/tsan-test set them),
/// for tests that start the gadget binary with an environment of their own: under a sanitizer
/// that binary is the sanitized build too, and must run with the same options.
public let sanitizerOptions: [String: String] = ProcessInfo.processInfo.environment.filter {
    ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key)
}

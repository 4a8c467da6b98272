// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, one executable per parser of outside input. A separate package, so neither
// `swift build` nor `swift test` of Gadget ever builds them. Built and run by scripts/fuzz:
//   swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// Each target defines LLVMFuzzerTestOneInput and a @main that hands it to libFuzzer (shipped with
// the toolchain) through LLVMFuzzerRunDriver: SwiftPM links every executable's own main (it
// renames it <Target>_main and points the linker's main at that), so libFuzzer's main is not used.
let targets = [
    "FuzzBoardProfile", "FuzzScript", "FuzzAccelerometerCSV", "FuzzStrokeCSV", "FuzzChats",
    "FuzzEightBallReply", "FuzzMovieList", "FuzzPNG", "FuzzJPEG", "FuzzKeyDecoder", "FuzzEvdev",
]

let package = Package(
    name: "GadgetFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Gadget", path: "..")],
    targets: [
        // The invariant check every target shares: a broken invariant aborts, so libFuzzer keeps the input.
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzSupport", .product(name: "GadgetKit", package: "Gadget")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    }
)

// swift-tools-version: 6.1
import PackageDescription

// Figures for the README, measured with package-benchmark:
//   swift package --package-path Benchmarks benchmark
let package = Package(
    name: "GadgetBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Gadget", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "GadgetBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GadgetKit", package: "Gadget"),
            ],
            path: "Benchmarks/GadgetBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

// swift-tools-version: 6.1
import PackageDescription

// Layers, each depending only downward (see docs/ARCHITECTURE.md):
// gadget -> Runtime -> Apps -> UI / Core -> Sensing -> Hardware
// Drivers, Simulation and Linux implement the Hardware seams.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Gadget",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "gadget", targets: ["gadget"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // Debian's Cairo and Pango, found through pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // libi2c's SMBus helpers (i2c-tools), the calls the kernel's I2C adapters all support.
        .systemLibrary(name: "CI2C", providers: [.apt(["libi2c-dev"])]),

        .target(name: "Hardware", swiftSettings: strict),
        .target(name: "Drivers", dependencies: ["Hardware"], swiftSettings: strict),
        .target(name: "Simulation", dependencies: ["Hardware", "Drivers"], swiftSettings: strict),
        .target(name: "Linux", dependencies: ["Hardware", "CI2C"], swiftSettings: strict),
        .target(name: "Sensing", dependencies: ["Hardware"], swiftSettings: strict),
        .target(
            name: "Core",
            dependencies: [
                "Hardware",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            
            swiftSettings: strict
        ),
        .target(name: "UI", dependencies: ["Hardware", "CCairo"], swiftSettings: strict),
        .target(name: "Apps", dependencies: ["Hardware", "Sensing", "Core", "UI"], swiftSettings: strict),
        .target(
            name: "Runtime",
            dependencies: [
                "Hardware", "Drivers", "Simulation", "Linux", "Sensing", "Core", "UI", "Apps",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "gadget",
            dependencies: [
                "Runtime", "Core", "Hardware",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // Runs inside a QEMU guest against the kernel's i2c-stub and vfb (kernel/run-kernel-tests.sh).
        .executableTarget(name: "KernelProbe", dependencies: ["Linux", "Hardware"], swiftSettings: strict),

        .testTarget(name: "HardwareTests", dependencies: ["Hardware"], swiftSettings: strict),
        .testTarget(name: "DriversTests", dependencies: ["Drivers", "Simulation"], swiftSettings: strict),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation"], swiftSettings: strict),
        .testTarget(name: "SensingTests", dependencies: ["Sensing", "Simulation"], swiftSettings: strict),
        // Loopback HTTP server, temporary directories, seeded randomness: shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "CoreTests", dependencies: ["Core", "Simulation", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "UITests", dependencies: ["UI"], swiftSettings: strict),
        .testTarget(name: "LinuxTests", dependencies: ["Linux"], swiftSettings: strict),
        .testTarget(name: "AppsTests", dependencies: ["Apps", "Core", "UI", "Simulation", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "gadget", "TestSupport", "Simulation"], swiftSettings: strict),
    ]
)

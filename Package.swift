// swift-tools-version: 6.1
import PackageDescription
import Foundation

// libgpiod 1.x and 2.x have different APIs, and Sources/Linux/GPIO has a backend for each. The one
// to compile is read from the installed header (see Sources/CGPIOD/shim.h): 1.x defines
// GPIOD_LINE_BULK_MAX_LINES, 2.x does not. GADGET_LIBGPIOD_API=1|2 overrides the guess.
func libgpiodMajorVersion() -> Int {
    let environment = ProcessInfo.processInfo.environment
    if let forced = environment["GADGET_LIBGPIOD_API"].flatMap(Int.init) { return forced }
    let sysroot = environment["PKG_CONFIG_SYSROOT_DIR"] ?? ""
    for directory in [sysroot + "/usr/include", sysroot + "/usr/local/include", "/usr/include", "/usr/local/include"] {
        if let header = FileManager.default.contents(atPath: directory + "/gpiod.h") {
            return String(decoding: header, as: UTF8.self).contains("GPIOD_LINE_BULK_MAX_LINES") ? 1 : 2
        }
    }
    return 1
}

// Layers, each depending only on layers below it (see docs/ARCHITECTURE.md):
//   gadget (the command line) -> DevTools (sense, soak) -> GadgetRuntime (sessions, the loop,
//   the wiring) -> BoardProfiles (profiles, doctor) -> Apps (each reads its own profile table)
//   Apps -> UI (Cairo/Pango drawing), Core (storage, network, models, the profile reader),
//   Sensing (recognizers)
//   UI, Core, Sensing -> Hardware (the seams: bus, pins, display, clock) -> GadgetBase
//   (localization, the lock, seeded dice, dlopen)
// Drivers (chips over I2CBus), Simulation (chips modelled at the register level, read by the
// same drivers) and Linux (the kernel's devices) implement the seams; GadgetRuntime picks them.
// Drivers and Simulation stand side by side: the chip facts both need (names, addresses,
// identity values) are ChipCatalog's, which sits on GadgetBase alone.
// Linux only: Glibc and the kernel's interfaces throughout, so no platforms are declared.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Gadget",
    products: [
        .executable(name: "gadget", targets: ["gadget"]),
        .executable(name: "gadget-soak", targets: ["GadgetSoak"]),
        // For Benchmarks/ (a separate package, so `swift test` never builds the benchmark tool).
        .library(name: "GadgetKit", targets: ["GadgetBase", "Hardware", "ChipCatalog", "Sensing", "Simulation", "Drivers", "Core", "UI", "Apps", "BoardProfiles", "GadgetRuntime", "DevTools", "Linux"]),
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
        // libgpiod 1.x or 2.x: GPIO lines with kernel edge events.
        .systemLibrary(name: "CGPIOD", pkgConfig: "libgpiod", providers: [.apt(["libgpiod-dev"])]),
        // The kernel's DRM/KMS structures from libdrm-dev's headers only: Linux makes the ioctls itself.
        .systemLibrary(name: "CDRM", providers: [.apt(["libdrm-dev"])]),
        // libcurl's header only: Core opens libcurl with dlopen on the first request (Sources/CCurl/shim.h).
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // SQLite's process-wide settings, made before GRDB opens the first connection.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // libjpeg-turbo's header only, for posters: UI opens the library with dlopen when the first
        // JPEG is read (Sources/UI/Images/JPEGLibrary.swift) and decodes with DCT scaling straight
        // into Cairo's pixel layout.
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),

        // Below the seams: localization, the lock, seeded dice and dlopen, which every layer uses.
        .target(name: "GadgetBase", swiftSettings: strict),
        .target(name: "Hardware", dependencies: ["GadgetBase"], swiftSettings: strict),
        // The chips' data-sheet facts (names, addresses, identity values) that a driver and its
        // simulated chip both go by, so that neither layer has to import the other.
        .target(name: "ChipCatalog", dependencies: ["GadgetBase"], swiftSettings: strict),
        .target(name: "Drivers", dependencies: ["GadgetBase", "Hardware", "ChipCatalog"], swiftSettings: strict),
        .target(name: "Simulation", dependencies: ["GadgetBase", "Hardware", "ChipCatalog"], swiftSettings: strict),
        .target(
            name: "Linux", dependencies: ["GadgetBase", "Hardware", "CI2C", "CGPIOD", "CDRM"],
            swiftSettings: strict + (libgpiodMajorVersion() >= 2 ? [.define("GADGET_LIBGPIOD_V2")] : [])
        ),
        .target(name: "Sensing", dependencies: ["GadgetBase", "Hardware"], swiftSettings: strict),
        .target(
            name: "Core",
            dependencies: [
                "GadgetBase", "Hardware", "CCurl", "CSQLite",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            
            swiftSettings: strict
        ),
        .target(name: "UI", dependencies: ["GadgetBase", "Hardware", "CCairo", "CJPEG"], swiftSettings: strict),
        .target(name: "Apps", dependencies: ["GadgetBase", "Hardware", "Sensing", "Core", "UI"], swiftSettings: strict),
        // Board profiles (reading, validating, the shipped catalog) and the doctor that checks a
        // board's devices against its profile.
        .target(
            name: "BoardProfiles",
            dependencies: ["GadgetBase", "Hardware", "ChipCatalog", "Drivers", "Linux", "Sensing", "Core", "Apps"],
            swiftSettings: strict
        ),
        .target(
            // Named GadgetRuntime, not Runtime: the Swift toolchain ships a module called Runtime.
            // A session of apps on a board: the wiring, the one event loop, the script runner.
            name: "GadgetRuntime",
            dependencies: [
                "GadgetBase", "Hardware", "ChipCatalog", "Drivers", "Simulation", "Linux", "Sensing", "Core", "UI", "Apps",
                "BoardProfiles",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Runtime",
            swiftSettings: strict
        ),
        // The developer's tools: recording, evaluating and benchmarking the recognizers, the soak.
        .target(
            name: "DevTools",
            dependencies: [
                "GadgetBase", "Hardware", "ChipCatalog", "Drivers", "Simulation", "Sensing", "Core", "UI", "Apps",
                "BoardProfiles", "GadgetRuntime",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "gadget",
            dependencies: [
                "GadgetRuntime", "BoardProfiles", "DevTools", "Core", "GadgetBase", "Hardware",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // glibc's malloc.h (mallinfo2), which Swift's Glibc module leaves out; for the soak's heap curve.
        .systemLibrary(name: "CMalloc"),
        // Simulated hours of random use of every app: crashes, stuck screens, leaks (scripts/soak).
        .executableTarget(
            name: "GadgetSoak",
            dependencies: ["GadgetRuntime", "DevTools", "Core", "GadgetBase", "Hardware", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Soak", swiftSettings: strict),
        // Runs inside a QEMU guest against the kernel's i2c-stub, vfb and gpio-sim (kernel/run-kernel-tests.sh).
        .executableTarget(name: "KernelProbe", dependencies: ["Linux", "GadgetBase", "Hardware", "ChipCatalog", "Drivers", "Sensing", "CDRM"],
                          swiftSettings: strict),

        .testTarget(name: "HardwareTests", dependencies: ["GadgetBase", "Hardware"], swiftSettings: strict),
        .testTarget(name: "DriversTests", dependencies: ["ChipCatalog", "Drivers", "Simulation"], swiftSettings: strict),
        .testTarget(name: "SimulationTests", dependencies: ["ChipCatalog", "Simulation"], swiftSettings: strict),
        .testTarget(name: "SensingTests", dependencies: ["Sensing", "Simulation"], exclude: ["RealStrokes", "RealMotion"], swiftSettings: strict),
        // Loopback HTTP server, temporary directories, seeded randomness: shared by the test targets.
        .target(name: "TestSupport", dependencies: ["GadgetBase", "Hardware"], path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "CoreTests", dependencies: ["Core", "Simulation", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "UITests", dependencies: ["UI"], swiftSettings: strict),
        .testTarget(name: "LinuxTests", dependencies: ["Linux"], swiftSettings: strict),
        .testTarget(
            name: "AppsTests", dependencies: ["Apps", "Core", "UI", "Simulation", "TestSupport"],
            exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "RuntimeTests", dependencies: ["GadgetRuntime", "BoardProfiles", "DevTools", "gadget", "TestSupport", "ChipCatalog", "Drivers", "Simulation"], swiftSettings: strict),
    ]
)

# Shared by scripts/run and scripts/test: install missing Debian packages, find Swift.
# shellcheck shell=bash

# Debian packages Gadget builds and runs with. libcurl4 and libjpeg62-turbo are named on their own:
# Gadget opens them with dlopen at the first network request and the first poster, so nothing at
# link time asks for them (their -dev packages are for the headers only).
GADGET_BUILD_PACKAGES=(libcairo2-dev libpango1.0-dev fonts-dejavu-core libsqlite3-dev libi2c-dev libgpiod-dev libdrm-dev
                       libjpeg62-turbo-dev libjpeg62-turbo libcurl4-openssl-dev libcurl4 pkg-config)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# ensure_packages PKG...: installs the ones that are missing, once.
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin "$HOME/.local/share/swiftly/bin"; do
            [ -x "$candidate/swift" ] && export PATH="$candidate:$PATH" && return 0
        done
        echo "Swift is not installed. Install Swift 6 for your board (swift.org/install, or swiftly) and try again." >&2
        exit 1
    fi
}

# The release build a board runs (the .deb, the kernel tier): the Swift runtime and libstdc++
# linked in statically, linked by lld with the start-up code packed together. Sets
# GADGET_RELEASE_FLAGS for `swift build`, and GADGET_SWIFT to the swift that builds with them,
# building in .build-board: a build folder of its own, because SwiftPM does not recompile what an
# earlier build compiled without these flags. Why each flag, with figures: docs/ARCHITECTURE.md,
# "Memory at start". Needs gcc's libstdc++.a (libstdc++-12-dev, which Swift needs anyway).
# ARCH arm64 builds the same for a Raspberry Pi's 64-bit OS, with Debian's Swift in a root of its
# own (scripts/cross-arm64.sh), in .build-board-arm64.
gadget_release_flags() {
    local root=$1 arch=${2:-host}
    local libstdcxx static_cxx scratch="$root/.build-board" target_flags=()
    GADGET_SWIFT=(swift)
    case $arch in
        host|"$(dpkg --print-architecture)")
            libstdcxx=$(gcc -print-file-name=libstdc++.a 2>/dev/null || true)
            [ -f "$libstdcxx" ] || { echo "libstdc++.a not found: apt-get install libstdc++-12-dev" >&2; return 1; } ;;
        arm64)
            source "$root/scripts/cross-arm64.sh"
            ensure_arm64_toolchain || return 1
            scratch="$root/.build-board-arm64"
            GADGET_SWIFT=(in_arm64_toolchain swift)
            # The path inside the toolchain's root, where the link runs.
            libstdcxx="$arm64_sysroot/usr/lib/gcc/aarch64-linux-gnu/12/libstdc++.a"
            [ -f "$arm64_toolchain/root$libstdcxx" ] || { echo "no $libstdcxx in the arm64 sysroot" >&2; return 1; }
            # Debian 12's glibc lacks a few functions the sid-built Swift runtime calls (the file says which).
            local compat="$scratch/glibc-2.36-compat.o" compat_source="$root/deploy/link/glibc-2.36-compat.c"
            if [ ! -f "$compat" ] || [ "$compat_source" -nt "$compat" ]; then
                mkdir -p "$scratch"
                in_arm64_toolchain /usr/libexec/swift/bin/clang --target=aarch64-linux-gnu --sysroot="$arm64_sysroot" \
                    -O2 -Wall -Wextra -Werror -fPIC -c "$compat_source" -o "$compat" || return 1
            fi
            target_flags=(--swift-sdks-path "$(dirname "$arm64_sdk_bundle")" --swift-sdk "$arm64_sdk_name"
                -Xlinker "$compat") ;;
        *) echo "gadget_release_flags: no build for $arch (host or arm64)" >&2; return 1 ;;
    esac
    # The Swift runtime's link line asks for -lstdc++; a folder holding only the archive, searched
    # first, makes that the static library (clang puts -L paths given here before its own).
    static_cxx="$scratch/static-libstdc++"
    mkdir -p "$static_cxx" && ln -sfn "$libstdcxx" "$static_cxx/libstdc++.a"
    GADGET_RELEASE_FLAGS=(-c release --static-swift-stdlib --scratch-path "$scratch" "${target_flags[@]}"
        # Optimised for size: less of the binary is paged in at start (about 0.4 MB less peak RSS
        # to the first frame), and as fast there; the pixel work is Cairo's and Pango's, not Swift's.
        -Xswiftc -Osize
        # Every function in its own section, so the ordering file below can move it.
        -Xswiftc -Xfrontend -Xswiftc -function-sections
        -Xswiftc -use-ld=lld
        # ~90,000 relative relocations as a compact RELR table (glibc 2.36+: Debian 12, Pi OS bookworm).
        -Xlinker -z -Xlinker pack-relative-relocs
        # The executable's own symbols stay out of the dynamic symbol table: every symbol lookup by
        # every shared library searches the executable's table first.
        -Xlinker --no-export-dynamic
        -Xswiftc -Xclang-linker -Xswiftc "-L$static_cxx"
        # The functions that run from process start to the first frame and in an idle session,
        # first and together (scripts/order-file writes the list).
        -Xlinker "--symbol-ordering-file=$root/deploy/link/gadget.order" -Xlinker --no-warn-symbol-ordering
        # Before them, the code no name in that list can reach: functions under assembler-local
        # names, and the executed copies of helpers many objects define under one name.
        -Xlinker -T -Xlinker "$root/deploy/link/text.lds")
}

# add_link_map ARRAY MAP: asks the linker (through swiftc or SwiftPM flags in ARRAY) for its map
# in MAP, with mangled names as the ordering file needs them. Nothing when MAP is empty.
add_link_map() {
    local -n flags_to_extend=$1
    [ -z "$2" ] || flags_to_extend+=(-Xlinker "-Map=$2" -Xlinker --no-demangle)
}

# Builds the board's gadget (gadget_release_flags, for ARCH) and sets GADGET_BOARD_BINARY to it.
# The old binary goes first: SwiftPM does not relink when only the ordering file changed. With
# MAP, the linker also writes its map there (scripts/order-file reads which section holds each
# function).
build_board_gadget() {
    local root=$1 map=${2:-} arch=${3:-host}
    gadget_release_flags "$root" "$arch" || return 1
    add_link_map GADGET_RELEASE_FLAGS "$map"
    GADGET_BOARD_BINARY="$("${GADGET_SWIFT[@]}" build --package-path "$root" "${GADGET_RELEASE_FLAGS[@]}" --show-bin-path)/gadget"
    rm -f "$GADGET_BOARD_BINARY"
    "${GADGET_SWIFT[@]}" build --package-path "$root" "${GADGET_RELEASE_FLAGS[@]}" --product gadget >&2
}

# Builds scripts/library-floor into OUTPUT with the flags of the board's build, as swiftc takes
# them (GADGET_RELEASE_FLAGS are SwiftPM's; --gc-sections is what SwiftPM adds to every release
# executable). DATABASE is sqlite (SQLite's C interface) or grdb (GRDB, as Gadget reads it; this
# links the GRDB that build_board_gadget compiled, so that must have run). Like Gadget, it is
# linked with its own start path packed first: Gadget's ordering file would scatter it, and a
# floor that is 2.5 MB too high makes Gadget's own share look small. scripts/measure compares its
# memory with Gadget's.
build_library_floor() {
    local root=$1 output=$2 database=${3:-sqlite}
    ensure_swift
    ensure_packages valgrind
    local profile
    profile=$(mktemp -d) || return 1
    link_library_floor "$root" "$output" "$database" "" "$profile/floor.map" &&
        "$output" "$profile/data" >/dev/null &&  # creates the database: a board's start opens one
        valgrind --tool=callgrind --demangle=no --dump-instr=yes --compress-pos=no --compress-strings=no \
            --callgrind-out-file="$profile/start.out" "$output" "$profile/data" >/dev/null 2>"$profile/valgrind.log" &&
        "$root/scripts/order-from-profiles.py" --layout "$profile/floor.lds" "$output" "$profile/floor.map" \
            "$profile/start.out" >"$profile/floor.order" 2>/dev/null &&
        link_library_floor "$root" "$output" "$database" "$profile/floor.order" "" "$profile/floor.lds"
    local status=$?
    rm -rf "$profile"
    return $status
}

# link_library_floor ROOT OUTPUT DATABASE ORDER [MAP [LAYOUT]]: one link of the floor, with ORDER
# as its ordering file and LAYOUT as its .text layout script (none when empty) in place of
# Gadget's, and the link map written to MAP if given.
link_library_floor() {
    local root=$1 output=$2 database=$3 order=$4 map=${5:-} layout=${6:-}
    gadget_release_flags "$root" || return 1
    local swiftpm=("${GADGET_RELEASE_FLAGS[@]}") flags=(-O -static-stdlib -Xlinker --gc-sections) i=0
    add_link_map flags "$map"
    while [ "$i" -lt "${#swiftpm[@]}" ]; do
        case ${swiftpm[$i]} in
            -c|--scratch-path) i=$((i + 2)) ;;
            --static-swift-stdlib) i=$((i + 1)) ;;
            -Xswiftc) flags+=("${swiftpm[$((i + 1))]}"); i=$((i + 2)) ;;
            -Xlinker)
                case ${swiftpm[$((i + 1))]} in
                    --symbol-ordering-file=*) [ -z "$order" ] || flags+=(-Xlinker "--symbol-ordering-file=$order") ;;
                    -T)
                        local script=${swiftpm[$((i + 3))]}
                        if [[ $script == */deploy/link/text.lds ]]; then
                            [ -z "$layout" ] || flags+=(-Xlinker -T -Xlinker "$layout")
                        else
                            flags+=(-Xlinker -T -Xlinker "$script")
                        fi
                        i=$((i + 2)) ;;
                    *) flags+=(-Xlinker "${swiftpm[$((i + 1))]}") ;;
                esac
                i=$((i + 2)) ;;
            *) echo "build_library_floor: no swiftc spelling for ${swiftpm[$i]}" >&2; return 1 ;;
        esac
    done
    # pkg-config's -pthread is for C compilers; swiftc takes C include paths through -Xcc.
    local include library
    for include in $(pkg-config --cflags-only-I pangocairo sqlite3); do flags+=(-Xcc "$include"); done
    for library in $(pkg-config --libs pangocairo sqlite3); do [ "$library" = -pthread ] || flags+=("$library"); done
    local sources=("$root/scripts/library-floor/main.swift")
    case $database in
        sqlite) sources+=("$root/scripts/library-floor/SQLiteAnswer.swift") ;;
        grdb)
            local built="$root/.build-board/release"
            if [ ! -d "$built/GRDB.build" ]; then
                echo "build_library_floor: no GRDB in $built; run build_board_gadget first" >&2
                return 1
            fi
            flags+=(-I "$built/Modules"
                -Xcc "-fmodule-map-file=$root/.build-board/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
            sources+=("$root/scripts/library-floor/GRDBAnswer.swift" "$built"/GRDB.build/*.o) ;;
        *) echo "build_library_floor: DATABASE is sqlite or grdb, not $database" >&2; return 1 ;;
    esac
    swiftc "${flags[@]}" -import-objc-header "$root/scripts/library-floor/libraries.h" "${sources[@]}" -o "$output"
}

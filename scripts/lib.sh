# Shared by the scripts: install missing Debian packages, find Swift, the one release build.
# shellcheck shell=bash

# Debian packages Gadget builds and runs with. libcurl4 and libjpeg62-turbo are named on their own:
# Gadget opens them with dlopen at the first network request and the first poster, so nothing at
# link time asks for them (their -dev packages are for the headers only).
GADGET_BUILD_PACKAGES=(libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-symbola libsqlite3-dev libi2c-dev libgpiod-dev libdrm-dev
                       libjpeg62-turbo-dev libjpeg62-turbo libcurl4-openssl-dev libcurl4 pkg-config)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# ensure_packages PKG...: installs the ones that are missing, once.
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep "install ok installed" >/dev/null || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# download_debian_packages SUITE ARCH DIR PACKAGE...: the archive's current .deb of each PACKAGE in
# Debian SUITE for ARCH, saved as DIR/PACKAGE_ARCH.deb, without apt (for another release than this
# machine's). GADGET_DEBIAN_MIRROR names the archive.
download_debian_packages() {
    local suite=$1 arch=$2 dir=$3 mirror=${GADGET_DEBIAN_MIRROR:-http://deb.debian.org/debian} index package file
    shift 3
    command -v xz >/dev/null || ensure_packages xz-utils
    command -v curl >/dev/null || ensure_packages curl
    # Unpacked once, and read from the file: no pipe for an early-exiting awk to break.
    index="$dir/Packages-$suite-$arch"
    curl -fsS --max-time 120 -o "$index.xz" "$mirror/dists/$suite/main/binary-$arch/Packages.xz" && xz -df "$index.xz" ||
        { echo "cannot fetch Debian $suite's $arch package index from $mirror" >&2; return 1; }
    for package; do
        file=$(awk -v want="$package" '/^Package: / { name = $2 } /^Filename: / && name == want { print $2; exit }' "$index")
        [ -n "$file" ] || { echo "$package is not in Debian $suite ($arch)" >&2; return 1; }
        curl -fsS --max-time 120 -o "$dir/${package}_$arch.deb" "$mirror/$file" ||
            { echo "cannot download $mirror/$file" >&2; return 1; }
    done
}

# ensure_build_tools: Swift on the PATH and the Debian packages Gadget builds with; every script
# that builds Gadget starts here, so each one works on a fresh machine.
ensure_build_tools() {
    ensure_swift
    ensure_packages "${GADGET_BUILD_PACKAGES[@]}"
}

ensure_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin "$HOME/.local/share/swiftly/bin"; do
            [ -x "$candidate/swift" ] && export PATH="$candidate:$PATH" && return 0
        done
        echo "Swift is not installed. Install Swift 6.1 or newer for your board (swift.org/install, or swiftly) and try again." >&2
        exit 1
    fi
}

# The one release build, which a board runs (scripts/run, the .deb, the kernel tier, scripts/measure
# and scripts/evaluate-sensing): the Swift runtime and libstdc++ linked in statically, so a board
# needs no Swift installed and the loader finds and relocates none of the runtime's shared
# libraries at each start. Sets GADGET_RELEASE_FLAGS for `swift build`, and GADGET_SWIFT to the
# swift that builds with them, building in .build-board: a build folder of its own, because
# SwiftPM does not recompile what an earlier build compiled without these flags.
# Needs gcc's libstdc++.a (libstdc++-12-dev, which Swift needs anyway). Why these flags and no
# others: docs/architecture/release-build.md.
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
            arm64_target_flags "$scratch" || return 1
            target_flags=("${ARM64_TARGET_FLAGS[@]}") ;;
        *) echo "gadget_release_flags: no build for $arch (host or arm64)" >&2; return 1 ;;
    esac
    # The Swift runtime's link line asks for -lstdc++; a folder holding only the archive, searched
    # first, makes that the static library (clang puts -L paths given here before its own).
    static_cxx="$scratch/static-libstdc++"
    mkdir -p "$static_cxx" && ln -sfn "$libstdcxx" "$static_cxx/libstdc++.a"
    GADGET_RELEASE_FLAGS=(-c release --static-swift-stdlib --scratch-path "$scratch" "${target_flags[@]}"
        # Smaller code: 0.7 MB less peak memory to the first frame than -O and 1.3 MB less code,
        # as fast there (the pixel work is Cairo's and Pango's, not Swift's).
        -Xswiftc -Osize
        -Xswiftc -Xclang-linker -Xswiftc "-L$static_cxx"
        # The two linker flags below take 3.5 MB off the peak to the first frame. lld, the
        # toolchain's, as the arm64 SDK links already: the default gold cannot pack relocations.
        -Xswiftc -use-ld=lld
        # ~90,000 relative relocations as a compact RELR table (glibc 2.36+: Debian 12, Pi OS bookworm).
        -Xlinker -z -Xlinker pack-relative-relocs
        # The executable's own symbols stay out of the dynamic symbol table: every symbol lookup by
        # every shared library searches the executable's table first.
        -Xlinker --no-export-dynamic)
}

# Builds the board's gadget (gadget_release_flags, for ARCH) and sets GADGET_BOARD_BINARY to it.
build_board_gadget() {
    local root=$1 arch=${2:-host}
    gadget_release_flags "$root" "$arch" || return 1
    GADGET_BOARD_BINARY="$("${GADGET_SWIFT[@]}" build --package-path "$root" "${GADGET_RELEASE_FLAGS[@]}" --show-bin-path)/gadget"
    "${GADGET_SWIFT[@]}" build --package-path "$root" "${GADGET_RELEASE_FLAGS[@]}" --product gadget >&2
}

# screen_script_app_and_language docs/scripts/NAME.txt: prints "APP LANGUAGE" for the README's
# picture scripts (scripts/render-screens, scripts/arm64-test): APP.txt plays in English,
# APP.LANG.txt in LANG.
screen_script_app_and_language() {
    local name
    name=$(basename "$1" .txt)
    if [[ $name == *.* ]]; then echo "${name%%.*} ${name#*.}"; else echo "$name en"; fi
}

# Sourced by scripts that build Gadget a second time against libgpiod 2.x, the API Debian 13
# ships, on a Debian 12 machine that has 1.6: Gadget must build and work with either (see
# Sources/CGPIOD/shim.h). Debian 13's libgpiod-dev and libgpiod3 packages are unpacked into a
# private folder, never installed over the system's 1.6.
#
#   use_libgpiod2 DIR [ARCH] unpacks them (this machine's architecture, or ARCH) into DIR (once);
#                            exports LIBGPIOD2_LIBDIR, the folder with libgpiod.so.3 (for
#                            LD_LIBRARY_PATH), and LIBGPIOD2_HEADER
#   with_libgpiod2 CMD...    runs CMD where /usr/include/gpiod.h and the libgpiod.so the linker
#                            finds are 2.x: in a private mount namespace (root), so nothing
#                            else on the machine sees them. Search paths are not enough: the
#                            other libraries' pkg-config files put /usr/lib/<triplet> first.
#   build_with_libgpiod2 DIR ROOT
#                            turns the caller's `build` array (a `swift build` of the clone ROOT)
#                            into the same build against 2.x (use_libgpiod2 DIR, then
#                            with_libgpiod2) in its own folder, .build-libgpiod2 (the two builds
#                            differ in a compile-time condition; the kernel-libgpiod2 tier and
#                            build-deb --suite trixie share it), and puts libgpiod.so.3 on
#                            LD_LIBRARY_PATH for what runs the result on this machine.

use_libgpiod2() {
    local dir arch package
    mkdir -p "$1" && dir=$(cd "$1" && pwd) || return 1
    arch=${2:-$(dpkg --print-architecture)}
    if [ ! -f "$dir/root/usr/include/gpiod.h" ]; then
        download_debian_packages trixie "$arch" "$dir" libgpiod-dev libgpiod3 ||
            { echo "libgpiod 2: cannot get Debian 13's libgpiod-dev and libgpiod3" >&2; return 1; }
        for package in libgpiod-dev libgpiod3; do dpkg-deb -x "$dir/${package}_$arch.deb" "$dir/root" || return 1; done
    fi
    if grep -q "GPIOD_LINE_BULK_MAX_LINES" "$dir/root/usr/include/gpiod.h"; then
        echo "libgpiod 2: $dir holds a 1.x header" >&2
        return 1
    fi
    LIBGPIOD2_LIBDIR=$(dirname "$(ls "$dir"/root/usr/lib/*/libgpiod.so.3)")
    LIBGPIOD2_HEADER="$dir/root/usr/include/gpiod.h"
    export LIBGPIOD2_LIBDIR LIBGPIOD2_HEADER
}

with_libgpiod2() {
    local system_library
    # The system's 1.x library in the same multiarch folder (the linker's libgpiod.so points at it).
    system_library=$(readlink -f "/usr/lib/$(basename "$LIBGPIOD2_LIBDIR")/libgpiod.so")
    [ -f /usr/include/gpiod.h ] && [ -f "$system_library" ] ||
        { echo "libgpiod 2: the system's libgpiod-dev (1.x) must be installed to be covered" >&2; return 1; }
    as_root unshare --mount --propagation private -- "$BASH" -c '
        mount --bind "$1" /usr/include/gpiod.h && mount --bind "$2" "$3" && shift 3 && exec "$@"' \
        with_libgpiod2 "$LIBGPIOD2_HEADER" "$(readlink -f "$LIBGPIOD2_LIBDIR/libgpiod.so.3")" "$system_library" "$@"
}

build_with_libgpiod2() {
    use_libgpiod2 "$1" || return 1
    build=(with_libgpiod2 "${build[@]}" --scratch-path "$2/.build-libgpiod2")
    export LD_LIBRARY_PATH="$LIBGPIOD2_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
}

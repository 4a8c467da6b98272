# Sourced by scripts that build Gadget a second time against libgpiod 2.x, the API Debian 13
# ships, on a Debian 12 machine that has 1.6: Gadget must build and work with either (see
# Sources/CGPIOD/shim.h). Debian 13's libgpiod-dev and libgpiod3 packages are unpacked into a
# private folder, never installed over the system's 1.6.
#
#   use_libgpiod2 DIR        unpacks them into DIR (once); exports LIBGPIOD2_LIBDIR, the folder
#                            with libgpiod.so.3 (for LD_LIBRARY_PATH)
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

libgpiod2_mirror=${GADGET_DEBIAN_MIRROR:-http://deb.debian.org/debian}

# The pool path of PACKAGE in Debian 13's index INDEX (an xz'd Packages file).
libgpiod2_pool_path() {
    xz -dc "$2" | awk -v want="$1" '
        /^Package: / { name = $2 }
        /^Filename: / && name == want { print $2; exit }'
}

use_libgpiod2() {
    local dir arch index package file
    mkdir -p "$1" && dir=$(cd "$1" && pwd) || return 1
    arch=$(dpkg --print-architecture)
    if [ ! -f "$dir/root/usr/include/gpiod.h" ]; then
        command -v xz >/dev/null || ensure_packages xz-utils
        command -v curl >/dev/null || ensure_packages curl
        index="$dir/Packages.xz"
        curl -fsS --max-time 120 -o "$index" "$libgpiod2_mirror/dists/trixie/main/binary-$arch/Packages.xz" ||
            { echo "libgpiod 2: cannot fetch Debian 13's package index from $libgpiod2_mirror" >&2; return 1; }
        for package in libgpiod-dev libgpiod3; do
            file=$(libgpiod2_pool_path "$package" "$index")
            [ -n "$file" ] || { echo "libgpiod 2: $package is not in Debian 13's index" >&2; return 1; }
            curl -fsS --max-time 120 -o "$dir/$package.deb" "$libgpiod2_mirror/$file" ||
                { echo "libgpiod 2: cannot download $file" >&2; return 1; }
            dpkg-deb -x "$dir/$package.deb" "$dir/root"
        done
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

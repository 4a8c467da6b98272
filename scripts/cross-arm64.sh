# Sourced by scripts that build Gadget for aarch64 (a Raspberry Pi's 64-bit OS) on an x86_64
# machine, with Swift from Debian's own archive. Needs root (chroot, mounts) and scripts/lib.sh.
#
# The toolchain is a Swift SDK in a root folder of its own, kept outside the clone in
#   $GADGET_CROSS_CACHE/<recipe>/   (default /var/cache/gadget-cross), built once, reused after:
#   root/                     Debian sid for amd64 with swiftlang (6.2.3): sid's swiftlang needs
#                             sid's libc, so it runs in a chroot, never on the machine itself
#   root/opt/gadget-sdks/gadget-arm64.artifactbundle/debian12/
#       sysroot/              Debian 12's arm64 libraries and headers (libc 2.36, libgpiod 1.6),
#                             plus sid's arm64 Swift runtime and modules in usr/lib/swift{,_static}
#       swift-sdk.json, toolset.json      what `swift build --swift-sdk gadget-debian12-arm64` reads
# The sysroot is Debian 12's so that the binary runs on Debian 12 and newer; the static Swift
# runtime was built against a newer glibc, and deploy/link/glibc-2.36-compat.c fills the gap.
#
#   ensure_arm64_toolchain     builds the cache folder if it is missing or unfinished
#   arm64_target_flags DIR     sets ARM64_TARGET_FLAGS: the SDK and the glibc 2.36 object (in DIR)
#   ensure_arm64_test_runtime  adds what the unit tests need (below), once
#   arm64_build_with_libgpiod2 a `build` array's build made against Debian 13's libgpiod 2.x (below)
#   arm64_register_binfmt      aarch64 programs run here through qemu (below)
#   in_arm64_toolchain CMD...  runs CMD in the root, with the clone ($root) and SwiftPM's caches
#                              at the same paths, and pkg-config reading the sysroot
# Set GADGET_CROSS_CACHE to keep the toolchain elsewhere; GADGET_DEBIAN_MIRROR for the archive.

# Bump when what the folder holds changes: a new folder is then built beside the old one.
arm64_recipe=sid-swiftlang_debian12-arm64_v2
arm64_cache_root=${GADGET_CROSS_CACHE:-/var/cache/gadget-cross}
arm64_toolchain=$arm64_cache_root/$arm64_recipe
arm64_mirror=${GADGET_DEBIAN_MIRROR:-http://deb.debian.org/debian}
arm64_sdk_name=gadget-debian12-arm64
arm64_sdk_bundle=/opt/gadget-sdks/gadget-arm64.artifactbundle  # inside the root
arm64_sysroot=$arm64_sdk_bundle/debian12/sysroot               # inside the root
# Debian 12's arm64 packages the binary links with (scripts/lib.sh lists the same for the host).
arm64_sysroot_packages=libc6-dev,libgcc-12-dev,libstdc++-12-dev,libcairo2-dev,libpango1.0-dev,libsqlite3-dev,libi2c-dev,libgpiod-dev,libjpeg62-turbo-dev,libcurl4-openssl-dev,libdrm-dev

arm64_log() { printf '==> arm64: %s\n' "$*" >&2; }

ensure_arm64_toolchain() {
    [ -f "$arm64_toolchain/ready" ] && return 0
    [ "$(id -u)" = 0 ] || { echo "the aarch64 toolchain is set up as root (chroot, mounts)" >&2; return 1; }
    ensure_packages mmdebstrap xz-utils || return 1
    local started=$SECONDS partial="$arm64_toolchain.partial"
    rm -rf "$partial" && mkdir -p "$partial" || return 1
    # The archive's sid index may be older than its Valid-Until date on a mirror that is a snapshot.
    local apt_options=(--aptopt='Acquire::Check-Valid-Until "false"')
    arm64_log "sid amd64 root with swiftlang (about 3 GB, once)"
    nice mmdebstrap --quiet "${apt_options[@]}" --variant=apt --architectures=amd64,arm64 \
        --include=swiftlang,libswiftlang,libc6-dev,pkgconf,git sid "$partial/root" "$arm64_mirror" >&2 ||
        { echo "arm64: building the sid root failed" >&2; return 1; }
    local swift_version
    swift_version=$(chroot "$partial/root" dpkg-query -W -f='${Version}' swiftlang) || return 1
    arm64_log "swiftlang $swift_version; its arm64 runtime and modules"
    local bundle="$partial/root$arm64_sdk_bundle" sysroot="$partial/root$arm64_sysroot"
    mkdir -p "$bundle/debian12" "$partial/download" || return 1
    cp /etc/resolv.conf "$partial/root/etc/resolv.conf" 2>/dev/null || true
    # Same version as the amd64 compiler's, by the root's own apt (it knows arm64 as a foreign
    # architecture); the file lands in the root's working directory, /.
    chroot "$partial/root" apt-get update -q </dev/null >/dev/null &&
        (cd "$partial/download" && chroot "$partial/root" apt-get download -q "swiftlang:arm64=$swift_version" \
            </dev/null >/dev/null 2>&1) || true
    mv "$partial/root"/swiftlang_*_arm64.deb "$partial/download/" 2>/dev/null ||
        { echo "arm64: cannot download swiftlang:arm64=$swift_version" >&2; return 1; }
    arm64_log "Debian 12 arm64 sysroot"
    nice mmdebstrap --quiet "${apt_options[@]}" --variant=extract --architectures=arm64 \
        --include="$arm64_sysroot_packages" bookworm "$sysroot" "$arm64_mirror" >&2 ||
        { echo "arm64: building the Debian 12 sysroot failed" >&2; return 1; }
    # Absolute links (libm.so -> /lib/...) would point into the machine itself: make them relative.
    local link target
    while IFS= read -r -d '' link; do
        target=$(readlink "$link")
        ln -sfn "$(realpath -m --relative-to="$(dirname "$link")" "$sysroot$target")" "$link"
    done < <(find "$sysroot" -type l -lname '/*' -print0)
    # The Swift resources where the driver looks with an SDK: usr/lib/swift{,_static} in the sysroot.
    # Left out: the compiler's own host libraries and the embedded-Swift modules (about 750 MB).
    dpkg-deb --fsys-tarfile "$partial"/download/swiftlang_*_arm64.deb |
        nice tar -x -C "$sysroot" --transform='s#^\./usr/libexec/swift/lib/#./usr/lib/#' --wildcards \
            --exclude='./usr/libexec/swift/lib/swift/host' --exclude='./usr/libexec/swift/lib/swift/embedded' \
            './usr/libexec/swift/lib/swift/*' './usr/libexec/swift/lib/swift_static/*' \
            './usr/libexec/swift/lib/clang/*' || { echo "arm64: unpacking the arm64 Swift runtime failed" >&2; return 1; }
    [ -f "$sysroot/usr/lib/swift_static/linux/libswiftCore.a" ] ||
        { echo "arm64: no libswiftCore.a in swiftlang:arm64" >&2; return 1; }
    rm -rf "$partial/download"
    arm64_write_sdk "$bundle" "$swift_version"
    echo "swiftlang $swift_version; Debian 12 arm64 sysroot; built in $((SECONDS - started))s" > "$partial/ready"
    rm -rf "$arm64_toolchain" && mv "$partial" "$arm64_toolchain" || return 1
    arm64_log "toolchain ready in $((SECONDS - started))s: $arm64_toolchain"
}

# The SDK's description: the sysroot, the Swift resources in it, and lld (in swiftlang) as linker.
arm64_write_sdk() {
    local bundle=$1 swift_version=$2
    cat > "$bundle/info.json" <<JSON
{ "schemaVersion": "1.0",
  "artifacts": { "$arm64_sdk_name": { "type": "swiftSDK", "version": "$swift_version",
      "variants": [ { "path": "debian12", "supportedTriples": ["x86_64-pc-linux-gnu", "x86_64-unknown-linux-gnu"] } ] } } }
JSON
    cat > "$bundle/debian12/swift-sdk.json" <<'JSON'
{ "schemaVersion": "4.0",
  "targetTriples": { "aarch64-unknown-linux-gnu": {
      "sdkRootPath": "sysroot",
      "swiftResourcesPath": "sysroot/usr/lib/swift",
      "swiftStaticResourcesPath": "sysroot/usr/lib/swift_static",
      "toolsetPaths": ["toolset.json"] } } }
JSON
    cat > "$bundle/debian12/toolset.json" <<'JSON'
{ "schemaVersion": "1.0",
  "swiftCompiler": { "extraCLIOptions": ["-use-ld=lld"] },
  "linker": { "path": "/usr/libexec/swift/bin/ld.lld" } }
JSON
}

# Debian 12's glibc lacks a few functions the sid-built Swift runtime calls (the file says which):
# compiles deploy/link/glibc-2.36-compat.c into SCRATCH (again when the source changed) and sets
# ARM64_TARGET_FLAGS, the `swift build` flags of an aarch64 build that links it.
arm64_target_flags() {
    local scratch=$1 compat="$1/glibc-2.36-compat.o" compat_source="$root/deploy/link/glibc-2.36-compat.c"
    if [ ! -f "$compat" ] || [ "$compat_source" -nt "$compat" ]; then
        mkdir -p "$scratch"
        in_arm64_toolchain /usr/libexec/swift/bin/clang --target=aarch64-linux-gnu --sysroot="$arm64_sysroot" \
            -O2 -Wall -Wextra -Werror -fPIC -c "$compat_source" -o "$compat" || return 1
    fi
    ARM64_TARGET_FLAGS=(--swift-sdks-path "$(dirname "$arm64_sdk_bundle")" --swift-sdk "$arm64_sdk_name" -Xlinker "$compat")
}

# What scripts/arm64-unit-tests adds to the toolchain folder on its first run. The test runner links
# the Swift runtime dynamically (swift-testing has no static library), and Debian's dynamic runtime
# asks for a newer glibc (2.38) and libstdc++ than Debian 12's:
#   - libswiftlang:arm64's shared libraries go into the sysroot's usr/lib/swift/linux, beside the
#     modules (static builds read swift_static and are not affected);
#   - Testing's cross-import overlay for Foundation is moved aside: Debian ships its module but not
#     its library, so every test file importing both would ask the linker for a missing library;
#   - test-runtime/ is a copy of the sysroot (hard links) whose libc6, libgcc-s1 and libstdc++6 are
#     Debian 13's, for qemu-aarch64 -L: Debian 12's cairo, pango, sqlite and libgpiod 1.6 on Debian
#     13's libc, and this machine's fonts. Not sid's libc (2.43): its tcgetattr asks for TCGETS2,
#     which Debian 12's qemu-aarch64 does not pass on (ENOSYS), so no terminal would be one.
arm64_test_runtime=$arm64_toolchain/test-runtime

ensure_arm64_test_runtime() {
    ensure_arm64_toolchain || return 1
    [ -f "$arm64_test_runtime/ready" ] && return 0
    local started=$SECONDS chroot_root="$arm64_toolchain/root" swift_version download package library
    local sysroot="$arm64_toolchain/root$arm64_sysroot" partial="$arm64_test_runtime.partial"
    swift_version=$(chroot "$chroot_root" dpkg-query -W -f='${Version}' swiftlang) || return 1
    arm64_log "test runtime: libswiftlang:arm64 $swift_version and Debian 13's arm64 libc"
    rm -rf "$partial" && mkdir -p "$partial/debs" "$partial/unpacked" || return 1
    # The same Swift as the compiler's, by the root's apt (sid's index); the C runtime from Debian 13.
    download=$(chroot "$chroot_root" mktemp -d) || return 1
    cp /etc/resolv.conf "$chroot_root/etc/resolv.conf" 2>/dev/null || true
    chroot "$chroot_root" apt-get update -q </dev/null >/dev/null 2>&1 &&
        chroot "$chroot_root" sh -c "cd '$download' && apt-get download -q 'libswiftlang:arm64=$swift_version'" \
            </dev/null >/dev/null 2>&1 || { echo "arm64: cannot download libswiftlang:arm64=$swift_version" >&2; return 1; }
    mv "$chroot_root$download"/*.deb "$partial/debs/" && rmdir "$chroot_root$download" || return 1
    download_debian_packages trixie arm64 "$partial/debs" libc6 libgcc-s1 libstdc++6 || return 1
    for package in "$partial"/debs/*.deb; do dpkg-deb -x "$package" "$partial/unpacked" || return 1; done
    cp -a "$partial/unpacked/usr/libexec/swift/lib/swift/linux/." "$sysroot/usr/lib/swift/linux/" || return 1
    if [ -d "$sysroot/usr/lib/swift/linux/Testing.swiftcrossimport" ]; then
        mv "$sysroot/usr/lib/swift/linux/Testing.swiftcrossimport" "$partial/Testing.swiftcrossimport.unused" || return 1
    fi
    cp -al "$sysroot" "$partial/root" || return 1
    # Debian 12's copies (in lib/ or usr/lib/) are removed, never written through: they are hard links.
    local folder name
    for folder in lib/aarch64-linux-gnu usr/lib/aarch64-linux-gnu; do
        for library in "$partial/unpacked/$folder"/*; do
            [ -e "$library" ] || continue
            name=$(basename "$library")
            rm -rf "$partial/root/lib/aarch64-linux-gnu/$name" "$partial/root/usr/lib/aarch64-linux-gnu/$name"
            cp -a "$library" "$partial/root/$folder/$name" || return 1
        done
    done
    library=$(cd "$partial/root" && find lib/aarch64-linux-gnu usr/lib/aarch64-linux-gnu -maxdepth 1 -name 'ld-linux-aarch64.so.1' | head -n 1)
    [ -n "$library" ] || { echo "arm64: no ld-linux-aarch64.so.1 in Debian 13's libc6" >&2; return 1; }
    ln -sfn "../$library" "$partial/root/lib/ld-linux-aarch64.so.1"
    # qemu-aarch64 -L looks a path up in the root first and falls back to this machine's. Without
    # their own, the tests get this machine's fonts (those the goldens were drawn with; the sysroot
    # has only fonts-dejavu-core's, no oblique, no Symbola), /dev (the sysroot's ptmx, outside a
    # devpts, gives ENODEV) and /tmp.
    rm -rf "$partial/debs" "$partial/unpacked" "$partial/root/etc/ld.so.cache" \
        "$partial/root/usr/share/fonts" "$partial/root/dev" "$partial/root/tmp"
    echo "libswiftlang:arm64 $swift_version on Debian 13's libc; made in $((SECONDS - started))s" > "$partial/ready"
    rm -rf "$arm64_test_runtime" && mv "$partial" "$arm64_test_runtime" || return 1
    arm64_log "test runtime ready in $((SECONDS - started))s: $arm64_test_runtime"
}

# The caller's `build` array (an aarch64 `swift build` of the clone $root) turned into the same
# build against Debian 13's libgpiod 2.x, for `build-deb --arch arm64 --suite trixie` (Pi OS
# trixie) and the arm64 kernel tier with libgpiod 2. Debian 13's arm64 libgpiod-dev and libgpiod3
# are unpacked into the toolchain folder once, and from then on every in_arm64_toolchain command
# sees their header and library in place of the sysroot's 1.6, mounted over them in its own
# namespace (the sysroot itself is never changed). The linker then records libgpiod.so.3, and
# Package.swift reads a 2.x header. The same way as scripts/libgpiod2.sh does it for this
# machine's own build.
arm64_build_with_libgpiod2() {
    source "$root/scripts/libgpiod2.sh"
    use_libgpiod2 "$arm64_toolchain/libgpiod2" arm64 || return 1
    local system_library
    system_library=$(readlink -f "$arm64_toolchain/root$arm64_sysroot/usr/lib/aarch64-linux-gnu/libgpiod.so")
    [ -f "$system_library" ] || { echo "arm64: no libgpiod.so to mount over in the sysroot" >&2; return 1; }
    arm64_bind_mounts=("$LIBGPIOD2_HEADER" "$arm64_sysroot/usr/include/gpiod.h"
                       "$(readlink -f "$LIBGPIOD2_LIBDIR/libgpiod.so.3")" "${system_library#"$arm64_toolchain/root"}")
    # Said outright too: SwiftPM keeps a manifest's result per environment, and the 1.6 build's
    # environment is otherwise the same, so Package.swift would not be asked again.
    arm64_environment=(GADGET_LIBGPIOD_API=2)
    # A build folder of its own (build-deb --suite trixie and the arm64 kernel tier share it).
    build+=(--scratch-path "$root/.build-board-arm64-libgpiod2")
}

# arm64_register_binfmt INTERPRETER [FLAGS]: the kernel hands aarch64 programs to INTERPRETER
# (binfmt_misc, mounted if it is not) until arm64_unregister_binfmt. With FLAGS F it opens the
# interpreter at once, so that programs in a chroot are run by it too (a static qemu then).
arm64_binfmt_handler=/proc/sys/fs/binfmt_misc/gadget-aarch64-$$
arm64_binfmt_mounted=false
arm64_register_binfmt() {
    local interpreter=$1 flags=${2:-}
    if [ ! -e /proc/sys/fs/binfmt_misc/register ]; then
        mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc || return 1
        arm64_binfmt_mounted=true
    fi
    # An ELF header of a 64-bit little-endian AArch64 (0xb7) executable or shared object (any OS ABI).
    local magic='\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\xb7\x00'
    local mask='\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff'
    echo ":$(basename "$arm64_binfmt_handler"):M::$magic:$mask:$interpreter:$flags" > /proc/sys/fs/binfmt_misc/register
}
arm64_unregister_binfmt() {
    if [ -e "$arm64_binfmt_handler" ]; then echo -1 > "$arm64_binfmt_handler" || true; fi
    if $arm64_binfmt_mounted; then umount /proc/sys/fs/binfmt_misc || true; fi
}

# For in_arm64_toolchain: pairs of (a file here, the path inside the root it is mounted over), and
# variables for the command's environment.
arm64_bind_mounts=()
arm64_environment=()

in_arm64_toolchain() {
    local chroot_root="$arm64_toolchain/root" home=${HOME:-/root}
    # Mounts in a namespace of their own, gone when CMD ends. The clone and SwiftPM's caches
    # (packages resolved without the network) appear at the paths they have here.
    unshare --mount --propagation private -- "$BASH" -c '
        set -e
        target=$1 clone=$2 home=$3 binds=$4; shift 4
        mount -t proc proc "$target/proc"
        mount --rbind /dev "$target/dev"
        mkdir -p "$target$clone" && mount --bind "$clone" "$target$clone"
        for cache in "$home/.cache/org.swift.swiftpm" "$home/.swiftpm"; do
            [ -d "$cache" ] && mkdir -p "$target$cache" && mount --bind "$cache" "$target$cache"
        done
        for ((i = 0; i < binds; i++)); do mount --bind "$1" "$target$2"; shift 2; done
        exec chroot "$target" env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=dumb "$@"' \
        in_arm64_toolchain "$chroot_root" "$root" "$home" $((${#arm64_bind_mounts[@]} / 2)) "${arm64_bind_mounts[@]}" \
        env PKG_CONFIG_SYSROOT_DIR="$arm64_sysroot" \
            PKG_CONFIG_PATH="$arm64_sysroot/usr/lib/aarch64-linux-gnu/pkgconfig:$arm64_sysroot/usr/share/pkgconfig" \
            "${arm64_environment[@]}" "$@"
}

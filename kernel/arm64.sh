# Sourced by kernel/run-kernel-tests.sh when GADGET_KERNEL_ARCH=arm64: the aarch64 twin of the
# kernel tier, on Debian 12's arm64 kernel under qemu-system-aarch64 (TCG, `virt` machine).
#
# Debian's arm64 kernels build none of the three simulators the tier needs: i2c-stub, vfb and
# gpio-sim are unset in 6.1 (and in Debian 13's 6.12). All three are cross-compiled here, out of
# tree, from the matching linux-source, against the arm64 headers, with Debian's aarch64 gcc and
# the amd64 build of the same kernel's kbuild tools (the arm64 headers package points at arm64
# ones, which cannot run here). Everything the guest runs comes from one Debian 12 arm64 root
# unpacked without running anything (mmdebstrap's extract variant): the kernel and modules,
# busybox, fbset, gpiomon and the libraries gadget links. It is kept, with the built modules,
# beside the Swift toolchain (scripts/cross-arm64.sh) in $GADGET_CROSS_CACHE.

arm64_guest_recipe=debian12-arm64-kernel_v1
# The guest's userland and the libraries the binaries load, by Debian 12 package name.
arm64_guest_packages=linux-image-arm64,linux-headers-arm64,linux-source-6.1,busybox-static,fbset,gpiod,kmod,libcairo2,libpango-1.0-0,libpangocairo-1.0-0,libsqlite3-0,libi2c0,libgpiod2,libfontconfig1,libstdc++6,libgcc-s1,fontconfig-config

# Sets guest_root (the unpacked root), version and kernel_image; builds what is missing.
arm64_prepare_kernel() {
    local packages=() tool
    command -v qemu-system-aarch64 >/dev/null || packages+=(qemu-system-arm)
    command -v qemu-aarch64 >/dev/null || packages+=(qemu-user)
    command -v aarch64-linux-gnu-gcc-12 >/dev/null || packages+=(gcc-12-aarch64-linux-gnu)
    command -v mmdebstrap >/dev/null || packages+=(mmdebstrap)
    for tool in cpio depmod make xz; do command -v "$tool" >/dev/null || packages+=("$tool"); done
    packages=("${packages[@]/depmod/kmod}") && packages=("${packages[@]/xz/xz-utils}")
    if [ ${#packages[@]} -gt 0 ]; then
        log "arm64: installing ${packages[*]}"
        $sudo apt-get update -q >/dev/null
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}" >&2 ||
            die "could not install ${packages[*]}"
    fi
    source "$root/scripts/cross-arm64.sh"
    local cache="$arm64_cache_root/$arm64_guest_recipe"
    guest_root="$cache/root"
    if [ ! -f "$cache/ready" ]; then
        log "arm64: unpacking Debian 12's arm64 kernel, headers and userland (once)"
        rm -rf "$cache" && mkdir -p "$cache" || die "cannot create $cache"
        nice mmdebstrap --quiet --variant=extract --architectures=arm64 --include="$arm64_guest_packages" \
            bookworm "$guest_root" "$arm64_mirror" >&2 || die "unpacking the arm64 root failed"
    fi
    local image
    image=$(ls "$guest_root"/boot/vmlinuz-* 2>/dev/null | sort -V | tail -n 1)
    [ -n "$image" ] || die "no kernel in $guest_root/boot"
    version=${image#"$guest_root"/boot/vmlinuz-}
    kernel_image=$image
    if [ ! -f "$cache/ready" ]; then
        arm64_build_modules "$version"
        depmod -b "$guest_root" "$version" || die "depmod failed for $guest_root"
        echo "$version" > "$cache/ready"
    fi
}

# i2c-stub, vfb and gpio-sim for kernel $1, into the root's lib/modules/$1/extra.
arm64_build_modules() {
    local version=$1 headers="$guest_root/usr/src/linux-headers-$1" build="$guest_root/tmp/modules"
    [ -d "$headers" ] || die "no arm64 headers for $version in $guest_root"
    # The kbuild tools for this machine, of the kernel's own Debian version, over the arm64 ones.
    local kernel_version kbuild
    # The image's banner names it: "... SMP Debian 6.1.176-1 (...)".
    kernel_version=$(grep -a -o -m 1 'SMP Debian [0-9][^ ]*' "$guest_root/boot/vmlinuz-$version" | head -n 1 | cut -d' ' -f3)
    [ -n "$kernel_version" ] || die "cannot tell the Debian version of kernel $version"
    kbuild=$(mktemp -d)
    (cd "$kbuild" && apt-get download -q "linux-kbuild-${version%%.0-*}=$kernel_version" >/dev/null 2>&1) ||
        { $sudo apt-get update -q >/dev/null; (cd "$kbuild" && apt-get download -q "linux-kbuild-${version%%.0-*}=$kernel_version" >/dev/null); } ||
        die "cannot download linux-kbuild-${version%%.0-*}=$kernel_version for this machine"
    dpkg-deb -x "$kbuild"/linux-kbuild-*.deb "$guest_root" && rm -rf "$kbuild"
    # The headers' Makefile includes the common headers by absolute path.
    sed -i "s#^include /usr/src/#include $guest_root/usr/src/#" "$headers/Makefile"
    local tarball top
    tarball=$(ls "$guest_root"/usr/src/linux-source-*.tar.xz | head -n 1)
    top=$(basename "$tarball" .tar.xz)
    rm -rf "$build" && mkdir -p "$build"
    log "arm64: cross-building i2c-stub, vfb and gpio-sim for $version"
    tar -xJf "$tarball" -C "$build" --strip-components=3 "$top/drivers/i2c/i2c-stub.c" \
        "$top/drivers/gpio/gpio-sim.c" "$top/drivers/gpio/gpiolib.h" || die "extracting sources failed"
    tar -xJf "$tarball" -C "$build" --strip-components=4 "$top/drivers/video/fbdev/vfb.c" || die "extracting vfb.c failed"
    tar -xJf "$tarball" -C "$build" --strip-components=3 "$top/kernel/irq/irq_sim.c" || die "extracting irq_sim.c failed"
    mv "$build/gpio-sim.c" "$build/gpio-sim-core.c"
    # As for x86_64 (gpio_build_module): irq_to_desc() is not exported to modules in 6.1.
    sed -i 's/handle_simple_irq(irq_to_desc(irqnum));/generic_handle_irq(irqnum);/' "$build/irq_sim.c"
    grep -q 'generic_handle_irq(irqnum);' "$build/irq_sim.c" || die "irq_sim.c changed; update the patch"
    printf 'obj-m := i2c-stub.o vfb.o gpio-sim.o\ngpio-sim-y := gpio-sim-core.o irq_sim.o\n' > "$build/Kbuild"
    nice make -s -C "$headers" M="$build" ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- modules >"$build/build.log" 2>&1 ||
        { tail -n 20 "$build/build.log" >&2; die "cross-building the modules failed"; }
    mkdir -p "$guest_root/lib/modules/$version/extra"
    cp "$build"/{i2c-stub,vfb,gpio-sim}.ko "$guest_root/lib/modules/$version/extra/"
    rm -rf "$build"
}

# The guest paths of the shared libraries BINARY (a host path) needs, found in the arm64 root.
# Libraries in the folder $libgpiod2_libdir (Debian 13's libgpiod, when set) are not listed: the
# caller copies that folder's library in itself.
arm64_libraries() {
    local pending=("$1") seen=" " file name directory found
    while [ ${#pending[@]} -gt 0 ]; do
        file=${pending[0]}; pending=("${pending[@]:1}")
        for name in $(readelf -d "$file" | awk '/\(NEEDED\)/ { gsub(/[][]/, "", $NF); print $NF }'); do
            [[ $seen == *" $name "* ]] && continue
            seen+="$name "
            found=""
            for directory in /lib/aarch64-linux-gnu /usr/lib/aarch64-linux-gnu /lib /usr/lib; do
                [ -e "$guest_root$directory/$name" ] && found="$directory/$name" && break
            done
            [ -z "$found" ] && [ -n "${libgpiod2_libdir:-}" ] && [ -e "$libgpiod2_libdir/$name" ] && continue
            [ -n "$found" ] || die "$name (needed by $(basename "$file")) is not in the arm64 root"
            echo "$found"
            pending+=("$guest_root$found")
        done
    done
    echo /lib/ld-linux-aarch64.so.1
}

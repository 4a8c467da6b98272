# Sourced by kernel/run-kernel-tests.sh (GADGET_KERNEL_ARCH=arm64) after the device and app checks
# passed: the arm64 .deb installed as a Raspberry Pi's owner installs it, then run as the systemd
# unit runs it. A second boot of the same arm64 kernel, whose root is a minimal Debian arm64
# system on a virtio disk (QEMU's -snapshot: the cached image is never changed), in which
#   - `apt-get install ./gadget_<version>_arm64.deb` (scripts/build-deb --arch arm64) installs it
#     offline: the package's dependencies are already in the root, as on Raspberry Pi OS;
#   - systemd-udevd applies the package's udev rules to i2c-stub's, vfb's, gpio-sim's and the
#     probe's uinput devices (the groups i2c, gpio, video and input, mode 0660);
#   - KernelProbe (--only-app --user gadget --doctor) runs the installed /usr/bin/gadget as the
#     unit's user `gadget` with the unit's groups (setpriv --init-groups): `gadget doctor` must find
#     no problem, then the app checks of the first boot (the 8-ball, the shake, the buttons, evdev).
# The package and its root are Debian 12's (bookworm, libgpiod 1.6), or Debian 13's (trixie,
# libgpiod 2.x) when the tier runs with GADGET_KERNEL_LIBGPIOD=2. Each root is made once with
# debootstrap here, its second stage run by a static qemu-aarch64 that binfmt_misc hands the root's
# programs to (a few minutes; under TCG in the guest it took over 20), and kept as a disk image in
# $GADGET_CROSS_CACHE. Uses $tree, $guest_root, $version, $kernel_image, $work and the functions of
# kernel/run-kernel-tests.sh, kernel/arm64.sh and scripts/cross-arm64.sh.

arm64_install_suite=$([ "${GADGET_KERNEL_LIBGPIOD:-}" = 2 ] && echo trixie || echo bookworm)
arm64_install_cache=$arm64_cache_root/debian-$arm64_install_suite-arm64-install_v3
# What the package depends on (scripts/build-deb's Depends), and the fonts the screens are drawn
# with. debootstrap takes real package names: Debian 13's libcurl4 is libcurl4t64.
arm64_install_packages=systemd,udev,adduser,libcairo2,libpango-1.0-0,libpangocairo-1.0-0,libsqlite3-0,libi2c0,libjpeg62-turbo,fonts-dejavu-core,fonts-symbola,fontconfig-config
case $arm64_install_suite in
    bookworm) arm64_install_packages+=,libgpiod2,libcurl4 ;;
    trixie) arm64_install_packages+=,libgpiod3,libcurl4t64 ;;
esac
arm64_install_sentinel=gadget-install-checks-finished

# Boots the arm64 kernel with initramfs $1 and the disk QEMU's -drive options $2 describe (a raw
# image) for at most $3 seconds, console to $4; more QEMU options after those.
arm64_boot_with_disk() {
    local initramfs=$1 drive=$2 seconds=$3 console_log=$4; shift 4
    timeout --kill-after=10 "$seconds" qemu-system-aarch64 -machine virt -cpu cortex-a57 \
        -accel tcg -m 1024 -smp 1 -nographic -net none -no-reboot \
        -drive "$drive,format=raw,if=none,id=root" -device virtio-blk-pci,drive=root "$@" \
        -kernel "$kernel_image" -initrd "$initramfs" \
        -append "console=ttyAMA0 panic=-1 quiet" </dev/null >"$console_log" 2>&1
}

# Copies the modules that mount the disk (virtio-blk, ext4) into initramfs tree $1.
arm64_disk_modules() {
    local into=$1 module file
    for module in virtio_pci virtio_blk crc32c_generic ext4; do
        for file in $(modprobe -d "$guest_root" -S "$version" --show-depends "$module" | awk '$1 == "insmod" { print $2 }'); do
            mkdir -p "$into$(dirname "${file#"$guest_root"}")"
            cp -L "$file" "$into${file#"$guest_root"}"
        done
    done
}

# Sets install_image to the root's disk image, building it when it is missing.
arm64_install_root() {
    local cache=$arm64_install_cache
    install_image=$cache/root.img
    [ -f "$cache/ready" ] && return 0
    command -v debootstrap >/dev/null && command -v mke2fs >/dev/null && command -v qemu-aarch64-static >/dev/null ||
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends debootstrap e2fsprogs qemu-user-static >&2 ||
        die "could not install debootstrap, e2fsprogs and qemu-user-static"
    local started=$SECONDS staging="$cache/staging"
    rm -rf "$cache" && mkdir -p "$cache" || die "cannot create $cache"
    log "arm64 install: a minimal Debian $arm64_install_suite arm64 root (once)"
    # The first stage unpacks; the second configures with the root's own programs, run by qemu.
    nice debootstrap --foreign --arch=arm64 --variant=minbase --include="$arm64_install_packages" \
        "$arm64_install_suite" "$staging" "$arm64_mirror" >"$cache/debootstrap.log" 2>&1 &&
        ( trap arm64_unregister_binfmt EXIT
          arm64_register_binfmt "$(command -v qemu-aarch64-static)" F &&
              nice chroot "$staging" /debootstrap/debootstrap --second-stage &&
              chroot "$staging" apt-get clean ) >>"$cache/debootstrap.log" 2>&1 ||
        { tail -n 20 "$cache/debootstrap.log" >&2; die "debootstrap of the $arm64_install_suite arm64 root failed"; }
    # Room for the package, apt's work and the logs; sparse.
    mke2fs -q -t ext4 -L gadget-root -d "$staging" "$cache/root.partial.img" 2G || die "mke2fs failed"
    rm -rf "$staging"
    mv "$cache/root.partial.img" "$install_image"
    echo "Debian $arm64_install_suite arm64 minbase with $arm64_install_packages; made in $((SECONDS - started))s" > "$cache/ready"
    log "arm64 install: root ready in $((SECONDS - started))s"
}

# The first boot's expected screens were drawn on Debian 12's libraries, the guest's. Debian 13's
# Cairo, Pango and FreeType draw text edges a few steps apart (1,086 pixels of the 8-ball's call
# to shake, up to 15 steps), so for its root the screens are captured again: by the packaged binary
# under qemu-aarch64 on the installed root's own libraries and fonts (its image mounted read-only).
arm64_install_capture() {
    local deb=$1 mounted="$work/install-root" package="$work/install-package" status=0
    rm -rf "$package" && dpkg-deb -x "$deb" "$package" || die "cannot unpack $deb"
    mkdir -p "$mounted" && mount -o loop,ro "$install_image" "$mounted" || die "cannot mount $install_image"
    ( guest_root=$mounted libgpiod2_libdir=""
      app_font_files=("$mounted/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" "$mounted/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
      app_capture "$package/usr/bin/gadget" ) || status=$?
    umount "$mounted"
    [ "$status" = 0 ] || die "capturing the screens on the Debian $arm64_install_suite root failed"
    rm -rf "$tree/etc/gadget/expected" "$tree/etc/gadget/data"
    cp "$work/capture/answer.txt" "$tree/etc/gadget/"
    cp -r "$work/capture/expected" "$tree/etc/gadget/expected"
    cp -a "$work/capture/guest-data" "$tree/etc/gadget/data"
    log "arm64 install: the expected screens captured again on the Debian $arm64_install_suite root"
}

# The second boot: the package installed into that root and run there (see the top of this file).
# Prints its result lines; fails unless every check passed.
arm64_install_checks() {
    local started=$SECONDS
    arm64_install_root
    local deb
    deb=$("$root/scripts/build-deb" --arch arm64 --suite "$arm64_install_suite" --skip-build | tail -n 1) ||
        die "scripts/build-deb --arch arm64 --suite $arm64_install_suite --skip-build failed"
    log "arm64 install: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB"
    [ "$arm64_install_suite" = bookworm ] || arm64_install_capture "$deb"
    # The first boot's tree, with the package and the disk's modules; the probe, the profile, the
    # captures and the data go into the installed root at boot.
    cp "$deb" "$tree/gadget.deb"
    arm64_disk_modules "$tree"
    depmod -b "$tree" "$version" || die "depmod failed for the initramfs tree"
    cat > "$tree/install-checks.sh" <<'CHECKS'
#!/bin/sh
# Runs in the installed root (Debian arm64), as root, as a board's owner would.
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive
report() { if [ "$1" = 0 ]; then echo "ok install $2"; else echo "FAIL install $2"; fi; }
cd /tmp
# Offline (the guest has no network): everything it depends on is installed already.
apt-get install -y ./gadget.deb >/tmp/apt.log 2>&1
status=$?
report $status "apt-get install ./gadget_$(dpkg-deb -f gadget.deb Version)_arm64.deb into a minimal $(. /etc/os-release && echo "$PRETTY_NAME") arm64 root"
[ $status = 0 ] || { sed 's/^/# apt: /' /tmp/apt.log | tail -n 30; exit 1; }
echo "# installed: $(dpkg-query -W -f='${Package} ${Version} ${Architecture}' gadget); $(id gadget)"
[ -x /usr/bin/gadget ] && [ -f /lib/udev/rules.d/60-gadget.rules ] && [ -f /lib/systemd/system/gadget.service ]
report $? "the package holds /usr/bin/gadget, its udev rules and its systemd unit"
unit_user=$(sed -n 's/^User=//p' /lib/systemd/system/gadget.service)
for group in $(sed -n 's/^SupplementaryGroups=//p' /lib/systemd/system/gadget.service); do
    id -nG "$unit_user" | tr ' ' '\n' | grep -x "$group" >/dev/null || { echo "FAIL install user $unit_user is not in group $group"; exit 1; }
done
echo "ok install the unit's user $unit_user has its groups: $(id -nG "$unit_user")"
# udev, as at boot: the rules the package installed, for the devices there now and those made later.
# (udevadm does nothing in a chroot unless told to.)
export SYSTEMD_IGNORE_CHROOT=1
mkdir -p /run/udev
/lib/systemd/systemd-udevd --daemon
udevadm trigger --action=add && udevadm settle --timeout=60
report $? "systemd-udevd applied the rules to the devices there"
for node in /dev/i2c-0:i2c /dev/fb0:video $(for chip in /dev/gpiochip*; do echo "$chip:gpio"; done); do
    path=${node%:*} group=${node#*:}
    [ "$(stat -c '%G %a' "$path")" = "$group 660" ]
    report $? "udev: $path is group $group, mode 0660 ($(stat -c '%U:%G %a' "$path"))"
done
# The unit's data directory (StateDirectory=gadget, mode 0750), on tmpfs, with the one stored answer.
ip link set lo up 2>/dev/null
mkdir -p /var/lib/gadget
mount -t tmpfs -o size=16m,mode=0750 tmpfs /var/lib/gadget
cp -a /etc/gadget/data/. /var/lib/gadget/
chown -R "$unit_user:$unit_user" /var/lib/gadget
/usr/local/bin/kernel-probe --only-app --app /etc/gadget --user "$unit_user" --doctor
echo "# probe exit status $?"
CHECKS
    chmod +x "$tree/install-checks.sh"
    # The first boot's /init up to the probe, then into the installed root.
    sed -n '1,/^\/bin\/kernel-probe /p' "$tree/init" | sed '$d' > "$tree/init.install"
    cat >> "$tree/init.install" <<EOF
for module in virtio_blk crc32c_generic ext4; do modprobe \$module || echo "FAIL modprobe \$module"; done
tries=0
while [ \$tries -lt 100 ] && [ ! -e /dev/vda ]; do sleep 0.05; tries=\$((tries + 1)); done
mkdir -p /installed
mount -t ext4 /dev/vda /installed || echo "FAIL install mount the Debian root (/dev/vda)"
mount -o rbind /proc /installed/proc && mount -o rbind /sys /installed/sys && mount -o rbind /dev /installed/dev
mount -t tmpfs tmpfs /installed/run
mkdir -p /installed/dev/pts && mount -t devpts devpts /installed/dev/pts
mkdir -p /installed/usr/local/bin && cp /bin/kernel-probe /bin/fbset /installed/usr/local/bin/
cp -a /etc/gadget /installed/etc/gadget
cp /gadget.deb /install-checks.sh /installed/tmp/
chroot /installed /bin/sh /tmp/install-checks.sh
echo "$arm64_install_sentinel"
poweroff -f
EOF
    mv "$tree/init.install" "$tree/init" && chmod +x "$tree/init"
    local initramfs="$work/install.cpio.gz" console_log="$work/install-console.log" status=0
    (cd "$tree" && find . -print0 | cpio --null --create --format=newc --owner=0:0 --quiet) | gzip -1 > "$initramfs"
    log "arm64 install: booting the installed root (timeout ${timeout_seconds}s)"
    local boot_started=$SECONDS
    arm64_boot_with_disk "$initramfs" "file=$install_image" "$timeout_seconds" "$console_log" -snapshot -device virtio-gpu-pci || status=$?
    log "arm64 install: guest ran $((SECONDS - boot_started))s (qemu exit $status)"
    local results passes failures app_checks
    results=$(tr -d '\r' <"$console_log" | grep -E '^(ok |FAIL |# |kernel-checks: )' || true)
    printf '%s\n' "$results"
    passes=$(printf '%s\n' "$results" | grep -c '^ok ' || true)
    failures=$(printf '%s\n' "$results" | grep -c '^FAIL ' || true)
    app_checks=$(printf '%s\n' "$results" | grep -c '^ok app ' || true)
    local problem=""
    if [ "$status" = 124 ] || [ "$status" = 137 ]; then problem="the install boot did not finish within ${timeout_seconds}s"
    elif ! tr -d '\r' <"$console_log" | grep -x "$arm64_install_sentinel" >/dev/null; then problem="the install boot stopped early"
    elif [ "$failures" -gt 0 ]; then problem="$failures install check(s) failed"
    elif ! printf '%s\n' "$results" | grep '^kernel-checks: ' >/dev/null; then problem="the probe printed no summary line"
    # The 17 app checks of the first boot, the doctor and the user.
    elif [ "$app_checks" -lt 19 ]; then problem="only $app_checks app check(s) passed in the installed root, expected 19"
    fi
    if [ -n "$problem" ]; then
        printf '\n--- last 40 lines of the install boot console (%s) ---\n' "$console_log" >&2
        tr -d '\r' <"$console_log" | tail -n 40 >&2
        die "$problem"
    fi
    log "arm64 install: all $passes checks passed in $((SECONDS - started))s"
}

#!/usr/bin/env bash
# Kernel tier: runs Gadget's Linux backends against the real Linux kernel's simulators.
#
# Boots Debian's stock kernel under QEMU (TCG; KVM is not relied on) with a small initramfs:
# busybox, the KernelProbe and gadget binaries with their libraries and fonts, fbset and the
# i2c-dev, i2c-stub, vfb and (built here) gpio-sim modules. Inside the guest, i2c-stub puts a
# 256-register chip at 0x68 on /dev/i2c-0, vfb gives /dev/fb0 and gpio-sim a chip of named lines;
# KernelProbe exercises LinuxI2CBus, the MPU-6050 driver, FramebufferDisplay and the GPIO backend
# against them, then runs the real gadget binary on boards/qemu-guest.toml as the guest's app:
# buttons pressed through gpio-sim, a shake played into i2c-stub, and /dev/fb0 compared with the
# screens `gadget run --script` captured on the host. It prints one line per check; this script
# prints those lines and exits 0 only if every check passed.
#
# Usage: kernel/run-kernel-tests.sh            (from anywhere inside the package)
# Environment: KERNEL_TEST_TIMEOUT  seconds the guest may run (default 300)
#              GADGET_KERNEL_LIBGPIOD=2  build both binaries against libgpiod 2.x (Debian 13's,
#                                   unpacked privately by scripts/libgpiod2.sh) instead of the
#                                   system's 1.x, so the 2.x backend meets the kernel too
#              KERNEL_VERSION       kernel to boot (default: newest /boot/vmlinuz-* with modules)
#              GADGET_KERNEL_ARCH=arm64  the aarch64 twin: Debian 12's arm64 kernel under
#                                   qemu-system-aarch64 and the arm64 release build (kernel/arm64.sh),
#                                   then the arm64 .deb installed and run as the systemd unit's user
#                                   (kernel/arm64-install.sh; GADGET_KERNEL_INSTALL=0 leaves it out);
#                                   with GADGET_KERNEL_LIBGPIOD=2, libgpiod 2.x and Debian 13's package
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
kernel_arch=${GADGET_KERNEL_ARCH:-amd64}
case $kernel_arch in
    amd64) work="$root/.build-kernel" ;;
    arm64) work="$root/.build-kernel-arm64" ;;
    *) echo "run-kernel-tests: GADGET_KERNEL_ARCH is amd64 or arm64, not $kernel_arch" >&2; exit 2 ;;
esac
# Where the guest's files come from: this machine for amd64, an unpacked arm64 root for arm64.
guest_root=""
# TCG emulates an arm64 guest on x86_64 more slowly than an amd64 one.
timeout_seconds=${KERNEL_TEST_TIMEOUT:-$([ "$kernel_arch" = arm64 ] && echo 900 || echo 300)}
sentinel="gadget-kernel-probe-finished"
modules=(i2c-dev i2c-stub vfb configfs uinput evdev virtio_pci virtio-gpu)
started=$SECONDS

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'run-kernel-tests: error: %s\n' "$*" >&2; exit 2; }
elapsed() { echo "$((SECONDS - started))s"; }

[ "$(uname -m)" = x86_64 ] || die "this tier boots an amd64 guest and needs an x86_64 host (found $(uname -m))"
sudo=""
if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || die "not root and no sudo: cannot install the packages this tier needs"
    sudo=sudo
fi

# The newest installed kernel image that has its modules beside it. The running kernel (uname -r)
# belongs to the host or container and usually has neither.
pick_kernel() {
    local image version
    for image in $(ls /boot/vmlinuz-* 2>/dev/null | sort -V -r); do
        version=${image#/boot/vmlinuz-}
        if [ -d "/lib/modules/$version/kernel" ]; then echo "$version"; return 0; fi
    done
    return 1
}

is_static() { ! ldd "$1" >/dev/null 2>&1; }

# The guest paths of the shared libraries BINARY needs (with the loader), one a line.
libraries_of() {
    if [ "$kernel_arch" = arm64 ]; then arm64_libraries "$1"
    else ldd "$1" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'; fi
}

# Copies BINARY into the tree as NAME without its debug info (most of its size; the guest only runs it).
strip_in() {
    local strip=strip
    [ "$kernel_arch" = arm64 ] && strip=aarch64-linux-gnu-strip
    if command -v "$strip" >/dev/null; then "$strip" -o "$tree/$2" "$1"; else cp "$1" "$tree/$2"; fi
}

# ================================ GPIO block (gpio-sim) ========================================
# gpio-sim is not built into Debian's kernels, so it is compiled here, out of tree, against the
# headers of the kernel the guest boots, from three files of the matching linux-source package
# (drivers/gpio/gpio-sim.c, drivers/gpio/gpiolib.h, kernel/irq/irq_sim.c) as one module. In the
# guest, configfs gives it a chip labelled gadget-sim with lines named like a Pi's; KernelProbe's
# GPIO checks (Sources/KernelProbe/GPIO*.swift) drive it. The module is cached per kernel version
# in .build-kernel/gpio-sim-<version>/.

# The linux-source package built from the same Debian version as the kernel image.
gpio_source_package() {
    local image_version
    image_version=$(dpkg-query -W -f='${Version}' "linux-image-$1" 2>/dev/null) || return 1
    echo "linux-source-$(echo "$1" | cut -d. -f1-2)=$image_version"
}

# Packages the GPIO block needs for kernel $1 (printed, one a line).
gpio_missing_packages() {
    local version=$1 cached="$work/gpio-sim-$1/gpio-sim.ko"
    command -v gpiomon >/dev/null || echo gpiod
    [ -f /usr/include/gpiod.h ] || echo libgpiod-dev
    [ -f "$cached" ] && return 0
    [ -d "/lib/modules/$version/build" ] || echo "linux-headers-$version"
    command -v make >/dev/null || echo make
    command -v gcc >/dev/null || echo gcc
    local source_package
    source_package=$(gpio_source_package "$version") || { echo "linux-image-$version"; return 0; }
    [ -f "/usr/src/${source_package%%=*}.tar.xz" ] || echo "$source_package"
}

gpio_install_packages() {
    local needed
    needed=$(gpio_missing_packages "$1" | sort -u | tr '\n' ' ')
    [ -n "${needed// /}" ] || return 0
    log "gpio: installing $needed"
    # shellcheck disable=SC2086 # one word per package
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $needed \
        || { $sudo apt-get update -q && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y \
                 --no-install-recommends $needed; } || die "could not install $needed"
}

# Builds gpio-sim.ko for kernel $1 (once; later runs reuse it) and prints its path.
gpio_build_module() {
    local version=$1 directory="$work/gpio-sim-$1"
    if [ -f "$directory/gpio-sim.ko" ]; then echo "$directory/gpio-sim.ko"; return 0; fi
    local source_package tarball
    source_package=$(gpio_source_package "$version") || die "cannot tell which linux-source matches $version"
    tarball="/usr/src/${source_package%%=*}.tar.xz"
    [ -f "$tarball" ] || die "$tarball is missing (apt-get install $source_package)"
    rm -rf "$directory" && mkdir -p "$directory/src"
    local top
    top=$(basename "$tarball" .tar.xz)
    log "gpio-sim: extracting three files from $tarball"
    tar -xJf "$tarball" -C "$directory/src" --strip-components=3 \
        "$top/drivers/gpio/gpio-sim.c" "$top/drivers/gpio/gpiolib.h" || die "extracting gpio-sim.c failed"
    tar -xJf "$tarball" -C "$directory/src" --strip-components=3 "$top/kernel/irq/irq_sim.c" \
        || die "extracting irq_sim.c failed"
    mv "$directory/src/gpio-sim.c" "$directory/src/gpio-sim-core.c"
    # irq_to_desc() is not exported to modules in 6.1; generic_handle_irq() does the same here.
    sed -i 's/handle_simple_irq(irq_to_desc(irqnum));/generic_handle_irq(irqnum);/' "$directory/src/irq_sim.c"
    grep -q 'generic_handle_irq(irqnum);' "$directory/src/irq_sim.c" || die "irq_sim.c changed; update the patch"
    printf 'obj-m := gpio-sim.o\ngpio-sim-y := gpio-sim-core.o irq_sim.o\n' > "$directory/src/Kbuild"
    make -s -C "/lib/modules/$version/build" M="$directory/src" modules >"$directory/build.log" 2>&1 \
        || { tail -n 20 "$directory/build.log" >&2; die "building gpio-sim for $version failed"; }
    cp "$directory/src/gpio-sim.ko" "$directory/gpio-sim.ko"
    rm -rf "$directory/src"
    echo "$directory/gpio-sim.ko"
}

# Puts the module, configfs and gpiomon (the "other process" that holds a line) into the tree.
gpio_fill_initramfs() {
    local version=$1 module=$2
    mkdir -p "$tree/lib/modules/$version/extra"
    cp "$module" "$tree/lib/modules/$version/extra/gpio-sim.ko"
    local gpiomon=$guest_root/usr/bin/gpiomon
    [ -n "$guest_root" ] || gpiomon=$(command -v gpiomon)
    cp "$gpiomon" "$tree/bin/gpiomon"
    for library in $(libraries_of "$gpiomon"); do
        copy_in "$library"
    done
}

# Guest shell: a gpio-sim chip with named lines, one hogged by the kernel, one held by gpiomon.
gpio_guest_setup() {
    cat <<'GUEST'
modprobe gpio-sim || echo "FAIL modprobe gpio-sim"
mount -t configfs configfs /sys/kernel/config
sim=/sys/kernel/config/gpio-sim/gadget
mkdir "$sim" "$sim/bank0"
echo gadget-sim > "$sim/bank0/label"
echo 8 > "$sim/bank0/num_lines"
offset=0
for name in GPIO5 GPIO6 GPIO13 GPIO19 GPIO26 GPIO21 GPIO20 GPIO16; do
    mkdir "$sim/bank0/line$offset"
    echo "$name" > "$sim/bank0/line$offset/name"
    offset=$((offset + 1))
done
mkdir "$sim/bank0/line6/hog"
echo gadget-hog > "$sim/bank0/line6/hog/name"
echo input > "$sim/bank0/line6/hog/direction"
echo 1 > "$sim/live" || echo "FAIL gpio-sim chip did not go live"
chip=$(cat "$sim/bank0/chip_name")
tries=0
while [ $tries -lt 100 ] && [ ! -e "/dev/$chip" ]; do sleep 0.05; tries=$((tries + 1)); done
echo "# gpio-sim is /dev/$chip"
gpiomon "$chip" 7 >/dev/null 2>&1 &
tries=0
while [ $tries -lt 100 ] && ! grep -q gpiomon /sys/kernel/debug/gpio 2>/dev/null; do sleep 0.05; tries=$((tries + 1)); done
GUEST
}
# ============================== end of the GPIO block ==========================================

# ================================ app block (the real gadget binary) ===========================
# The real `gadget` (release, static Swift runtime) runs in the guest as the board's app, on
# boards/qemu-guest.toml. Before booting, the host captures the screens it should draw with
# `gadget run --script` on the same board geometry (its accelerometer simulated, since the host
# has no i2c-stub) and the same single stored answer; kernel/png-to-ppm.py turns the PNGs into
# PPMs, which KernelProbe's app checks (Sources/KernelProbe/AppChecks.swift) compare with
# /dev/fb0. Both sides use the same two DejaVu fonts and the same fontconfig rules, so text
# renders alike. The host's captures stay in .build-kernel/capture/ to look at.
app_font_files=(/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)
app_screens=(launcher eightball answer home playground square)

# Packages the app block needs (printed, one a line).
app_missing_packages() {
    command -v python3 >/dev/null || echo python3
    [ -f "${app_font_files[0]}" ] && [ -f "${app_font_files[1]}" ] || echo fonts-dejavu-core
    [ -d /etc/fonts/conf.d ] || echo fontconfig-config
}

# A fonts.conf that knows only the fonts in $1, caches in $2 and keeps the system's rendering rules.
app_fonts_conf() {
    cat <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$1</dir>
  <cachedir>$2</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
CONF
}

# Host side, before booting: one stored answer, the screens captured and converted.
app_capture() {
    local capture="$work/capture"
    # The arm64 binary runs here under qemu-aarch64 on the arm64 root's libraries.
    local gadget=("$1")
    [ "$kernel_arch" = arm64 ] && gadget=(qemu-aarch64 -L "$guest_root" -E "LD_LIBRARY_PATH=$libgpiod2_libdir" "$1")
    rm -rf "$capture" && mkdir -p "$capture/fonts" "$capture/expected"
    cp "${app_font_files[@]}" "$capture/fonts/"
    app_fonts_conf "$capture/fonts" "$capture/fontcache" > "$capture/fonts.conf"
    export FONTCONFIG_FILE="$capture/fonts.conf"
    # The defaults, then every answer but the first removed with `gadget answers` itself.
    local data="$capture/data" answers answer other
    "${gadget[@]}" answers reset --data-dir "$data" || die "gadget answers reset failed"
    mapfile -t answers < <("${gadget[@]}" answers list --data-dir "$data")
    [ ${#answers[@]} -ge 1 ] || die "gadget answers list printed nothing after a reset"
    answer=${answers[0]}
    for other in "${answers[@]:1}"; do
        "${gadget[@]}" answers remove --data-dir "$data" "$other" >/dev/null || die "gadget answers remove \"$other\" failed"
    done
    [ "$("${gadget[@]}" answers list --data-dir "$data")" = "$answer" ] || die "the answers were not reduced to \"$answer\""
    printf '%s\n' "$answer" > "$capture/answer.txt"
    cp -a "$data" "$capture/guest-data"
    sed 's/^kind = "mpu6050"/kind = "simulated-mpu6050"/' "$root/boards/qemu-guest.toml" > "$capture/qemu-guest-simulated.toml"
    grep -q '^kind = "simulated-mpu6050"' "$capture/qemu-guest-simulated.toml" \
        || die "boards/qemu-guest.toml has no kind = \"mpu6050\" line to simulate"
    cat > "$capture/screens.script" <<SCRIPT
# The screens the guest's /dev/fb0 must show, in the order KernelProbe drives them.
wait 1s
screenshot launcher.png
tap select
wait 1s
expect-not $answer
screenshot eightball.png
shake
wait 3s
expect $answer
screenshot answer.png
# What the probe then plays through uinput (KernelProbe/AppChecks.swift, EvdevInputs): Esc twice,
# Down four times and Enter on a keyboard, a square drawn on a touchscreen. Back leaves the
# answer for the call to shake (the eightball screen again), then the app.
tap back
wait 1s
expect-not $answer
tap back
wait 1s
screenshot home.png
tap down
wait 500ms
tap down
wait 500ms
tap down
wait 500ms
tap down
wait 500ms
tap select
wait 1s
expect Draw
screenshot playground.png
stroke 62,62 77,62 92,62 107,62 122,62 137,62 152,62 167,62 182,62 182,77 182,92 182,107 182,122 182,137 182,152 182,167 182,182 167,182 152,182 137,182 122,182 107,182 92,182 77,182 62,182 62,167 62,152 62,137 62,122 62,107 62,92 62,77 62,62
wait 2s
screenshot square.png
SCRIPT
    (cd "$capture" && "${gadget[@]}" run --board "$capture/qemu-guest-simulated.toml" --data-dir "$data" --language en \
        --script screens.script) || die "capturing the expected screens failed"
    local screen
    for screen in "${app_screens[@]}"; do
        python3 "$root/kernel/png-to-ppm.py" "$capture/$screen.png" "$capture/expected/$screen.ppm" \
            || die "converting $screen.png failed"
    done
    unset FONTCONFIG_FILE
}

# The binary, its libraries, fonts and fontconfig rules, the profile, the captures, the data.
app_fill_initramfs() {
    local gadget=$1 capture="$work/capture"
    strip_in "$gadget" bin/gadget
    for library in $(libraries_of "$gadget"); do
        copy_in "$library"
    done
    local fonts=/usr/share/fonts/truetype/dejavu
    mkdir -p "$tree$fonts" "$tree/etc/fonts" "$tree/etc/gadget"
    cp "${app_font_files[@]}" "$tree$fonts/"
    cp -rL /etc/fonts/conf.d "$tree/etc/fonts/conf.d"
    app_fonts_conf "$fonts" /tmp/fontconfig > "$tree/etc/gadget/fonts.conf"
    cp "$root/boards/qemu-guest.toml" "$root/boards/qemu-guest-drm.toml" "$capture/answer.txt" "$tree/etc/gadget/"
    cp -r "$capture/expected" "$tree/etc/gadget/expected"
    cp -a "$capture/guest-data" "$tree/etc/gadget/data"
}

# Guest shell: loopback up (the 8-ball's endpoint is a closed local port), the data on tmpfs.
app_guest_setup() {
    cat <<'GUEST'
ip link set lo up 2>/dev/null
mkdir -p /var/lib/gadget
mount -t tmpfs -o size=16m tmpfs /var/lib/gadget || echo "FAIL mount tmpfs on /var/lib/gadget"
cp -a /etc/gadget/data/. /var/lib/gadget/
GUEST
}
# ============================== end of the app block ===========================================

# --- (a) packages -----------------------------------------------------------------------------
if [ "$kernel_arch" = arm64 ]; then
    # shellcheck source=arm64.sh
    source "$root/kernel/arm64.sh"
    # shellcheck source=../scripts/lib.sh
    source "$root/scripts/lib.sh"
    arm64_prepare_kernel
    busybox_path=$guest_root/bin/busybox
    mapfile -t missing < <(app_missing_packages)
    [ ${#missing[@]} -eq 0 ] || $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        "${missing[@]}" || die "could not install ${missing[*]}"
    log "kernel $version (arm64)"
else
missing=()
command -v qemu-system-x86_64 >/dev/null || missing+=(qemu-system-x86)
[ -n "${KERNEL_VERSION:-}" ] || pick_kernel >/dev/null || missing+=(linux-image-amd64)
busybox_path=$(command -v busybox || true)
{ [ -n "$busybox_path" ] && is_static "$busybox_path"; } || missing+=(busybox-static)
command -v cpio >/dev/null || missing+=(cpio)
{ command -v depmod >/dev/null && command -v modprobe >/dev/null; } || missing+=(kmod)
command -v fbset >/dev/null || missing+=(fbset)
[ -f /usr/include/i2c/smbus.h ] || missing+=(libi2c-dev)
mapfile -t -O ${#missing[@]} missing < <(app_missing_packages)
if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"; then
        $sudo apt-get update -q
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" \
            || die "could not install ${missing[*]}"
    fi
    busybox_path=$(command -v busybox)
fi

version=${KERNEL_VERSION:-$(pick_kernel)} || die "no /boot/vmlinuz-* with a matching /lib/modules directory"
kernel_image="/boot/vmlinuz-$version"
[ -f "$kernel_image" ] || die "$kernel_image does not exist"
[ -d "/lib/modules/$version" ] || die "/lib/modules/$version does not exist (install linux-image-$version)"
log "kernel $version"
gpio_install_packages "$version"
gpio_module=$(gpio_build_module "$version")
fi

# --- (b) the probe and gadget ------------------------------------------------------------------
[ "$kernel_arch" = arm64 ] || command -v swift >/dev/null || die "swift is not on PATH"
log "building KernelProbe and gadget (the board's release build, scripts/lib.sh)"
# shellcheck source=../scripts/lib.sh
source "$root/scripts/lib.sh"
gadget_release_flags "$root" "$kernel_arch" || die "cannot set up the release build"
build=("${GADGET_SWIFT[@]}" build --package-path "$root" "${GADGET_RELEASE_FLAGS[@]}")
libgpiod2_libdir=""
if [ "${GADGET_KERNEL_LIBGPIOD:-}" = 2 ] && [ "$kernel_arch" = arm64 ]; then
    # Debian 13's arm64 libgpiod in the sysroot's place (scripts/cross-arm64.sh); the captures
    # find libgpiod.so.3 through qemu-aarch64's LD_LIBRARY_PATH, the guest in its tree (below).
    arm64_build_with_libgpiod2 || die "cannot get Debian 13's arm64 libgpiod"
    libgpiod2_libdir=$LIBGPIOD2_LIBDIR
elif [ "${GADGET_KERNEL_LIBGPIOD:-}" = 2 ]; then
    # shellcheck source=../scripts/libgpiod2.sh
    source "$root/scripts/libgpiod2.sh"
    # ldd, the host-side captures and the guest find libgpiod.so.3 through LD_LIBRARY_PATH.
    build_with_libgpiod2 "$work/libgpiod2" "$root" || die "cannot get libgpiod 2.x"
    libgpiod2_libdir=$LIBGPIOD2_LIBDIR
fi
[ -z "$libgpiod2_libdir" ] ||
    log "building against libgpiod 2.x ($(basename "$(readlink -f "$libgpiod2_libdir/libgpiod.so.3")"))"
for product in KernelProbe gadget; do
    "${build[@]}" --product "$product" >&2 || die "building $product failed"
done
probe="$("${build[@]}" --show-bin-path)/KernelProbe"
gadget="$("${build[@]}" --show-bin-path)/gadget"
[ -x "$probe" ] && [ -x "$gadget" ] || die "the build did not produce $probe and $gadget"
log "built in $(elapsed)"
mkdir -p "$work"
app_capture "$gadget"
log "expected screens captured on the host at $(elapsed)"

# --- (c) the initramfs ------------------------------------------------------------------------
mkdir -p "$work"
tree=$(mktemp -d "$work/initramfs.XXXXXX")
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree"/{bin,sbin,dev,proc,sys,tmp,etc,usr/bin,lib64}

# Copies a file to the same path inside the tree, following symlinks (merged /usr included).
copy_in() { mkdir -p "$tree$(dirname "$1")"; cp -L "$guest_root$1" "$tree$1"; }

cp "$busybox_path" "$tree/bin/busybox"
# Debug info is most of the binary's size; the guest only runs it.
strip_in "$probe" bin/kernel-probe
fbset_path=$guest_root/bin/fbset
[ -n "$guest_root" ] || fbset_path=$(command -v fbset)
cp "$fbset_path" "$tree/bin/fbset"
for binary in "$probe" "$fbset_path"; do
    for library in $(libraries_of "$binary"); do
        copy_in "$library"
    done
done
if [ -n "$libgpiod2_libdir" ]; then
    # The unpacked library's folder is not on the guest's search path; its own is.
    triplet=$([ "$kernel_arch" = arm64 ] && echo aarch64-linux-gnu || echo x86_64-linux-gnu)
    mkdir -p "$tree/usr/lib/$triplet"
    cp -L "$libgpiod2_libdir/libgpiod.so.3" "$tree/usr/lib/$triplet/"
fi

for module in "${modules[@]}"; do
    files=$(modprobe -d "${guest_root:-/}" -S "$version" --show-depends "$module" | awk '$1 == "insmod" { print $2 }')
    files=${files//"$guest_root/lib/"//lib/}
    [ -n "$files" ] || die "module $module is not available for kernel $version"
    for file in $files; do
        copy_in "$file"
        # busybox's modprobe may not read compressed modules; store them plain.
        case "$file" in
            *.ko.xz) xz -d "$tree$file" ;;
            *.ko.zst) zstd -q -d --rm "$tree$file" ;;
            *.ko.gz) gunzip "$tree$file" ;;
        esac
    done
done
for index in modules.order modules.builtin modules.builtin.modinfo; do
    [ -f "$guest_root/lib/modules/$version/$index" ] && copy_in "/lib/modules/$version/$index"
done
# For arm64, gpio-sim is among the modules above (built into the arm64 root's extra/).
[ "$kernel_arch" = arm64 ] && gpio_module=$guest_root/lib/modules/$version/extra/gpio-sim.ko
gpio_fill_initramfs "$version" "$gpio_module"
app_fill_initramfs "$gadget"
depmod -b "$tree" "$version" || die "depmod failed for the initramfs tree"

cat > "$tree/init" <<EOF
#!/bin/busybox sh
/bin/busybox --install -s /bin
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
export LD_LIBRARY_PATH=$([ "$kernel_arch" = arm64 ] && echo /lib/aarch64-linux-gnu:/usr/lib/aarch64-linux-gnu || echo /lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu:/lib64)
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
modprobe i2c-dev || echo "FAIL modprobe i2c-dev"
modprobe i2c-stub chip_addr=0x68 || echo "FAIL modprobe i2c-stub chip_addr=0x68"
modprobe vfb vfb_enable=1 || echo "FAIL modprobe vfb vfb_enable=1"
modprobe uinput || echo "FAIL modprobe uinput"
modprobe evdev || echo "FAIL modprobe evdev"
# devtmpfs creates the nodes asynchronously after the modules register their devices.
tries=0
while [ \$tries -lt 100 ] && ! { [ -e /dev/i2c-0 ] && [ -e /dev/fb0 ]; }; do sleep 0.05; tries=\$((tries + 1)); done
# virtio-gpu after vfb, so vfb stays /dev/fb0: QEMU's virtio-gpu-pci as /dev/dri/card0 for the DRM checks.
modprobe virtio_pci || echo "FAIL modprobe virtio_pci"
modprobe virtio-gpu || echo "FAIL modprobe virtio-gpu"
tries=0
while [ \$tries -lt 100 ] && [ ! -e /dev/dri/card0 ]; do sleep 0.05; tries=\$((tries + 1)); done
# The text console binds to vfb and would draw over the pixels under test.
for console in /sys/class/vtconsole/vtcon*/bind; do
    grep -q 'frame buffer' "\${console%/bind}/name" 2>/dev/null && echo 0 > "\$console"
done
mount -t debugfs debugfs /sys/kernel/debug
# The smbus trace events tell the probe when gadget read a register (for INT_STATUS's clear-on-read).
mount -t tracefs tracefs /sys/kernel/tracing || echo "FAIL mount tracefs on /sys/kernel/tracing"
$(gpio_guest_setup)
$(app_guest_setup)
echo "# guest kernel \$(uname -r)"
/bin/kernel-probe --app /etc/gadget
echo "# probe exit status \$?"
echo "$sentinel"
poweroff -f
EOF
chmod +x "$tree/init"

initramfs="$work/initramfs.cpio.gz"
(cd "$tree" && find . -print0 | cpio --null --create --format=newc --owner=0:0 --quiet) | gzip -1 > "$initramfs"
log "initramfs $(du -h "$initramfs" | cut -f1) ready at $(elapsed)"

# --- (d) boot ---------------------------------------------------------------------------------
kernel_copy="$kernel_image"
if [ ! -r "$kernel_image" ]; then
    kernel_copy="$work/vmlinuz-$version"
    $sudo cp "$kernel_image" "$kernel_copy" && $sudo chmod a+r "$kernel_copy"
fi
console_log="$work/console.log"
log "booting the guest (timeout ${timeout_seconds}s)"
boot_started=$SECONDS
status=0
if [ "$kernel_arch" = arm64 ]; then
    machine=(qemu-system-aarch64 -machine virt -cpu cortex-a57) console=ttyAMA0
else
    machine=(qemu-system-x86_64 -vga none) console=ttyS0
fi
# The DRM checks' screens are read back by the host through the monitor (kernel/drm-screendumps.py).
monitor_socket="$work/monitor.sock"
rm -f "$monitor_socket" "$work"/drm-*.ppm "$console_log"
python3 "$root/kernel/drm-screendumps.py" "$console_log" "$monitor_socket" "$work" "$sentinel" &
screendumps=$!
timeout --kill-after=10 "$timeout_seconds" "${machine[@]}" \
    -accel tcg -m 512 -smp 1 -nographic -net none -no-reboot \
    -device virtio-gpu-pci -monitor "unix:$monitor_socket,server,nowait" \
    -kernel "$kernel_copy" -initrd "$initramfs" \
    -append "console=$console panic=-1 quiet" </dev/null >"$console_log" 2>&1 || status=$?
kill "$screendumps" 2>/dev/null || true
wait "$screendumps" 2>/dev/null || true
log "guest ran $((SECONDS - boot_started))s (qemu exit $status)"

# --- (e) results ------------------------------------------------------------------------------
results=$(tr -d '\r' <"$console_log" | grep -E '^(ok |FAIL |# |kernel-checks: )' || true)
# The screens the host dumped during the DRM checks, checked here (kernel/check-drm-screens.py).
results+=$'\n'$(python3 "$root/kernel/check-drm-screens.py" "$work" || true)
printf '%s\n' "$results"
summary=$(printf '%s\n' "$results" | grep '^kernel-checks: ' | tail -n1 || true)
failures=$(printf '%s\n' "$results" | grep -c '^FAIL ' || true)
passes=$(printf '%s\n' "$results" | grep -c '^ok ' || true)

# --- accelerometer checks (KernelProbe/Accelerometer*.swift) ------------------------------------
# The real MPU-6050 driver against i2c-stub at 0x68: it must have run, not been skipped.
accelerometer_checks=$(printf '%s\n' "$results" | grep -c '^ok accel ' || true)
accelerometer_problem=""
[ "$accelerometer_checks" -ge 7 ] || accelerometer_problem="only $accelerometer_checks accelerometer check(s) passed, expected 7"
# --- end of accelerometer checks ----------------------------------------------------------------

# --- app checks (KernelProbe/AppChecks.swift): the real gadget binary must have run them all -----
app_checks=$(printf '%s\n' "$results" | grep -c '^ok app ' || true)
app_problem=""
[ "$app_checks" -ge 17 ] || app_problem="only $app_checks app check(s) passed, expected 17"
# --- end of app checks ----------------------------------------------------------------------------

# --- DRM checks (KernelProbe/DRMChecks.swift, kernel/check-drm-screens.py) -----------------------
drm_checks=$(printf '%s\n' "$results" | grep -c '^ok drm ' || true)
drm_problem=""
[ "$drm_checks" -ge 17 ] || drm_problem="only $drm_checks DRM check(s) passed, expected 17"
# --- end of DRM checks -----------------------------------------------------------------------------

problem=""
if [ "$status" = 124 ] || [ "$status" = 137 ]; then problem="the guest did not finish within ${timeout_seconds}s"
elif ! tr -d '\r' <"$console_log" | grep -x "$sentinel" >/dev/null; then problem="the guest stopped before the probe finished"
elif [ -z "$summary" ]; then problem="the probe printed no summary line (crashed?)"
elif [ "$failures" -gt 0 ]; then problem="$failures check(s) failed"
elif [ "$passes" -eq 0 ]; then problem="no checks ran"
elif [ -n "$accelerometer_problem" ]; then problem="$accelerometer_problem"
elif [ -n "$app_problem" ]; then problem="$app_problem"
elif [ -n "$drm_problem" ]; then problem="$drm_problem"
fi
if [ -n "$problem" ]; then
    printf '\n--- last 40 lines of the guest console (%s) ---\n' "$console_log" >&2
    tr -d '\r' <"$console_log" | tail -n 40 >&2
    die "$problem (total $(elapsed))"
fi
log "all $passes kernel checks passed; total $(elapsed)"
# arm64: the .deb installed into a minimal Debian root and run as the unit's user
# (kernel/arm64-install.sh; GADGET_KERNEL_INSTALL=0 leaves it out).
if [ "$kernel_arch" = arm64 ] && [ "${GADGET_KERNEL_INSTALL:-1}" != 0 ]; then
    # shellcheck source=arm64-install.sh
    source "$root/kernel/arm64-install.sh"
    arm64_install_checks
    log "total $(elapsed)"
fi

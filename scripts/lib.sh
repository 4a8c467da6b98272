# Shared by scripts/run and scripts/test: install missing Debian packages, find Swift.
# shellcheck shell=bash

# Debian packages Gadget builds and runs with. libcurl4 is named on its own: Gadget opens it with
# dlopen at the first network request, so nothing at link time asks for it (the -dev package is
# for its header only).
GADGET_BUILD_PACKAGES=(libcairo2-dev libpango1.0-dev fonts-dejavu-core libsqlite3-dev libi2c-dev libgpiod-dev
                       libjpeg62-turbo-dev libcurl4-openssl-dev libcurl4 pkg-config)

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

#!/usr/bin/env bash
# deps.sh [EXTRA_PACKAGE...]
#
# Makes sure the Debian packages that `make test` needs are installed:
#   - xvfb + the X11/GL -dev packages: Ebitengine's GLFW backend is cgo and
#     needs these headers to compile, and a display to run tests under;
#   - pkg-config: cgo uses it to find those libraries;
#   - qemu-user-static: runs the arm64 sim test binary for the determinism check;
#   - nodejs: runs the GOOS=js GOARCH=wasm sim test binary for the same check;
#   - chromium: the browser test (make test-web) plays the WebAssembly build in it.
# Extra package names given as arguments are ensured too (e.g. xdotool and
# imagemagick for testing by hand; `make deps-manual` passes them).
#
# Fast no-op (one line) when everything is present. Otherwise it runs
# `apt-get update` once and installs only what is missing: directly as root,
# through `sudo -n` when that works, else it fails naming the packages and the
# command to run.
set -euo pipefail

required=(
	xvfb
	libgl1-mesa-dev
	libxcursor-dev
	libxi-dev
	libxinerama-dev
	libxrandr-dev
	libxxf86vm-dev
	pkg-config
	qemu-user-static
	nodejs
	chromium
)
wanted=("${required[@]}" "$@")

die() {
	printf 'deps: ERROR: %s\n' "$*" >&2
	exit 1
}

if ! command -v dpkg-query >/dev/null 2>&1; then
	die "dpkg-query not found: this script supports Debian/Ubuntu only. Install by hand: ${wanted[*]}"
fi

# is_installed PKG: true when dpkg records PKG as fully installed
# ("install ok installed"; a removed package keeps "deinstall ok config-files").
is_installed() {
	dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q '^install ok installed$'
}

missing=()
for pkg in "${wanted[@]}"; do
	is_installed "$pkg" || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
	echo "deps: all ${#wanted[@]} system packages present (${wanted[*]})"
	exit 0
fi

install_cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
echo "deps: missing system packages: ${missing[*]}"

# Decide how to become root: already root, or sudo without a password prompt
# (no stdin in CI, so an interactive prompt would hang or fail).
if [[ $(id -u) -eq 0 ]]; then
	as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	as_root=(sudo -n)
else
	die "missing ${missing[*]}; not root, and 'sudo -n' (passwordless sudo) is not available.
    Install them as root, then re-run make:
        sudo sh -c '$install_cmd'"
fi

command -v apt-get >/dev/null 2>&1 || die "apt-get not found; install by hand: ${missing[*]}"

# env(1) carries DEBIAN_FRONTEND through sudo, which may reset the environment.
# DPkg::Lock::Timeout waits for another apt/dpkg (e.g. unattended-upgrades on
# a brand-new machine) instead of failing at once.
apt=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=300)

echo "deps: running apt-get update${as_root:+ via sudo -n}"
"${apt[@]}" update
echo "deps: installing: ${missing[*]}"
"${apt[@]}" install -y --no-install-recommends "${missing[@]}"

# Verify: apt-get can succeed yet leave a package half-configured.
still=()
for pkg in "${missing[@]}"; do
	is_installed "$pkg" || still+=("$pkg")
done
((${#still[@]} == 0)) || die "still not installed after apt-get: ${still[*]}"
echo "deps: installed ${missing[*]}"

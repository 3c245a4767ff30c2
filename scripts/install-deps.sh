#!/usr/bin/env bash
# Installs what lowp needs from Debian bookworm, and nothing when it is all
# there already (idempotent). Run as root (or with sudo available).
set -euo pipefail

PACKAGES=(
  cmake ninja-build ccache git
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22 lld-22
  rocm-device-libs
  libgtest-dev
  python3 python3-dev python3-numpy python3-pytest pybind11-dev
  python3-pip python3-setuptools python3-wheel python3-venv
)
# More for a mode that needs them (test.sh --sanitize: the sanitizer runtimes).
# shellcheck disable=SC2206
PACKAGES+=(${LOWP_EXTRA_PACKAGES:-})

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "install-deps: missing packages (${missing[*]}) and not root" >&2
    exit 1
  fi
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"

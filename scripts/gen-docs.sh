#!/usr/bin/env bash
# Regenerates the dialect reference (docs/Dialects/) from the ODS files.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${LOWP_BUILD_DIR:-build}
bash scripts/build.sh lowp-doc
mkdir -p docs/Dialects
cp "$BUILD/docs/Dialects/LowpDialect.md" docs/Dialects/LowpDialect.md
echo "docs/Dialects/LowpDialect.md updated"

#!/usr/bin/env bash
# Regenerates the generated references in docs/ (dialect, passes) from ODS.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${LOWP_BUILD_DIR:-build}
bash scripts/build.sh lowp-doc
mkdir -p docs/Dialects docs/Passes
cp "$BUILD/docs/Dialects/LowpDialect.md" docs/Dialects/LowpDialect.md
cp "$BUILD/docs/Dialects/LowpTransformOps.md" docs/Dialects/LowpTransformOps.md
cp "$BUILD/docs/Passes/LowpConversionPasses.md" docs/Passes/LowpConversionPasses.md
cp "$BUILD/docs/Passes/LowpTransformsPasses.md" docs/Passes/LowpTransformsPasses.md
echo "docs/Dialects/*.md and docs/Passes/*.md updated"

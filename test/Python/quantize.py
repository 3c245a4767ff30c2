# lowp.quantize / lowp.dequantize against every golden recipe case that a
# named recipe expresses (test/Integration/golden/recipes, made with
# ml_dtypes by scripts/golden/gen_recipes.py), bit for bit.
# REQUIRES: python-bindings
# RUN: %python %s %S/../Integration/golden/recipes | FileCheck %s
# CHECK-NOT: FAIL
# CHECK: 93 golden cases bit-exact, 1 without a recipe name
import os
import sys

import numpy as np

import lowp

golden = sys.argv[1]
RECIPE = {("e8m0", "8"): "mxfp8", ("e8m0", "6"): "mxfp6", ("e8m0", "4"): "mxfp4"}


def recipe_of(elem, scale, ts, block):
    """(recipe, axis) for a golden case, or None."""
    b = block.split(",")
    axis = 1 if b[0] == "1" else 0
    if scale == "e8m0":
        return RECIPE[(scale, elem[1])], axis
    if scale == "ue4m3":
        return ("nvfp4", axis) if ts == "1" else None
    if scale == "ue5m3":
        return "amdfp4", axis
    if b == ["-1", "-1"]:
        return "fp8_per_tensor", -1
    if "-1" in b:
        return "fp8_rowwise", 1 if b[1] == "-1" else 0
    if b == ["128", "128"]:
        return "fp8_block128x128", -1
    return "fp8_block1x128", 1 if b[1] == "128" else 0


def as_f32(x, dtype):
    if dtype == "bf16":
        return (x.astype(np.uint32) << 16).view(np.float32)
    return x.astype(np.float32)


ok = skipped = 0
for line in open(os.path.join(golden, "manifest.txt")):
    if line.startswith("#") or not line.strip():
        continue
    name, elem, scale, ts, mode, pow2, shape, block, dtype = line.split()
    r = recipe_of(elem, scale, ts, block)
    if r is None:
        skipped += 1
        continue
    recipe, axis = r
    base = os.path.join(golden, name)
    x = as_f32(np.load(base + ".x.npy"), dtype)
    codes, scales, tscale = lowp.quantize(x, recipe, element=elem, mode=mode,
                                          axis=axis, pow2_scales=pow2 == "1")
    want_codes = np.load(base + ".codes.npy")
    want_scales = np.load(base + ".scales.npy")
    if scale == "e8m0" and not elem.startswith("f8"):
        # fp4/fp6 have no NaN: codes in a NaN-scale block are don't-care
        # (NUMERICS.md section 3).
        nan_block = np.repeat(want_scales == 0xFF, 32, axis=axis)
        codes = np.where(nan_block, 0, codes)
        want_codes = np.where(nan_block, 0, want_codes)
    good = np.array_equal(codes, want_codes) and \
        np.array_equal(scales.view(np.uint8), want_scales.view(np.uint8))
    if ts == "1":
        want_ts = np.load(base + ".ts.npy").astype(np.float32)
        good = good and np.float32(tscale).view(np.uint32) == \
            want_ts.reshape(()).view(np.uint32)
    # Dequantize agrees with decode x scale for the golden codes too.
    back = lowp.dequantize(codes, scales, recipe, element=elem, axis=axis,
                           tensor_scale=tscale)
    good = good and back.shape == x.shape and back.dtype == np.float32
    if not good:
        print(f"FAIL {name} ({recipe}, axis {axis})")
    else:
        ok += 1
print(f"{ok} golden cases bit-exact, {skipped} without a recipe name")

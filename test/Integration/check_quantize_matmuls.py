#!/usr/bin/env python3
"""End to end: lowp-quantize-matmuls on a linalg MLP (Inputs/mlp.mlir), run
on the host by lowp-run, against an independent NumPy model of the same
recipes (NUMERICS.md section 3, floor mode: MXFP8 E4M3 activations, MXFP4
weights), bit for bit. Also prints the error against the unquantized MLP."""
import argparse
import os
import shlex
import subprocess
import sys

import numpy as np

# element format: (emax_elem, max_pos, mantissa bits, min normal exponent)
E4M3 = (8, 448.0, 3, -6)
E2M1 = (2, 6.0, 1, 0)


def rne_to_grid(y, fmt):
    """RNE of y (f64, already clamped) onto the element format's grid."""
    _, _, mbits, emin = fmt
    a = np.abs(y)
    e = np.floor(np.log2(np.where(a > 0, a, 1.0)))
    e = np.maximum(e, emin)
    q = np.exp2(e - mbits)
    return np.rint(y / q) * q  # np.rint rounds half to even


def mx_quantize(x, fmt, axis):
    """Dequantized value of x (f32) quantized with 32-blocks along axis."""
    emax, max_pos, _, _ = fmt
    x = np.moveaxis(x.astype(np.float32), axis, -1)
    blocks = x.reshape(*x.shape[:-1], x.shape[-1] // 32, 32)
    amax = np.abs(blocks).max(axis=-1, keepdims=True).astype(np.float32)
    field = (amax.view(np.uint32) >> 23) & 0xFF
    e = np.clip(field.astype(np.int64) - 127 - emax, -127, 128)
    scale = np.exp2(e.astype(np.float64))
    y = np.clip(blocks.astype(np.float64) / scale, -max_pos, max_pos)
    deq = (rne_to_grid(y, fmt) * scale).reshape(x.shape)
    return np.moveaxis(deq, -1, axis)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--opt", required=True,
                   help="lowp-opt command line (split like a shell)")
    p.add_argument("--runner", required=True)
    p.add_argument("--module", required=True)
    p.add_argument("--tmp", required=True)
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    rng = np.random.default_rng(7)
    x = rng.standard_normal((24, 128)).astype(np.float32)
    w1 = (rng.standard_normal((128, 96)) * 0.1).astype(np.float32)
    w2 = (rng.standard_normal((40, 96)) * 0.1).astype(np.float32)
    b2 = rng.standard_normal((24, 40)).astype(np.float32)
    names = []
    for i, a in enumerate([x, w1, w2, b2]):
        names.append(os.path.join(args.tmp, f"in{i}.npy"))
        np.save(names[-1], a)

    quantized = os.path.join(args.tmp, "mlp.q.mlir")
    subprocess.run(shlex.split(args.opt) + [args.module, "--lowp-quantize-matmuls="
                    "lhs-recipe=mxfp8 rhs-recipe=mxfp4", "-o", quantized],
                   check=True)
    out = os.path.join(args.tmp, "y.npy")
    subprocess.run([args.runner, quantized, "--function=mlp",
                    f"--output=@{out}"] + [f"--input=@{n}" for n in names],
                   check=True)
    got = np.load(out)

    # The model: exact products, an exact f64 sum, one rounding to f32.
    h = (mx_quantize(x, E4M3, 1) @ mx_quantize(w1, E2M1, 0)).astype(np.float32)
    r = np.maximum(h, np.float32(0))
    y = (mx_quantize(r, E4M3, 1) @ mx_quantize(w2, E2M1, 1).T).astype(np.float32)
    want = (y + b2).astype(np.float32)

    exact = np.maximum(x.astype(np.float64) @ w1, 0) @ w2.T.astype(np.float64) + b2
    rel = np.abs(got - exact).max() / np.abs(exact).max()
    print(f"max error vs unquantized MLP: {rel:.4f} of max |y|")
    mismatches = int((got.view(np.uint32) != want.view(np.uint32)).sum())
    if mismatches:
        print(f"FAIL: {mismatches} of {want.size} outputs differ from the model")
        i = np.argmax(got.view(np.uint32) != want.view(np.uint32))
        print(f"  first at {np.unravel_index(i, want.shape)}: got "
              f"{got.flat[i]!r} want {want.flat[i]!r}")
        return 1
    print(f"quantized MLP: {want.size} outputs bit-exact to the NumPy model")
    return 0


if __name__ == "__main__":
    sys.exit(main())

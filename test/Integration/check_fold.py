#!/usr/bin/env python3
"""lowp.quantize of constants folded at compile time (lowp-fold-quantize)
against the runtime quantization of the same constants, bit for bit.

Writes a module with one function per recipe case, each quantizing an
arith.constant (normal values, a row scaled far up, a block of zeros, NaN,
+-Inf, subnormals) and returning the scaled value; runs it on the host
reference as is (the runtime quantizes) and after lowp-opt
--lowp-fold-quantize (constant codes and scales), and compares every code,
scale and tensor scale.
"""
import argparse
import os
import re
import shlex
import struct
import subprocess
import sys

import numpy as np

# name -> (scaled type, quantize attributes, outputs)
CASES = {
    "mxfp8": ("!lowp.scaled<4x64xf8E4M3FN, mxfp8>", "", 2),
    "mxfp8_e5m2_rceil": ("!lowp.scaled<4x64xf8E5M2, mxfp8>", "mode = rceil", 2),
    "mxfp6_e2m3": ("!lowp.scaled<4x64xf6E2M3FN, mxfp6>", "", 2),
    "mxfp6_e3m2_even": ("!lowp.scaled<4x64xf6E3M2FN, mxfp6>", "mode = even", 2),
    "mxfp4_ceil": ("!lowp.scaled<4x64xf4E2M1FN, mxfp4>", "mode = ceil", 2),
    "mxfp4_cols": ("!lowp.scaled<64x4xf4E2M1FN, mxfp4, along = 0>", "", 2),
    "nvfp4": ("!lowp.scaled<4x64xf4E2M1FN, nvfp4>", "", 3),
    "amdfp4": ("!lowp.scaled<4x64xf4E2M1FN, amdfp4>", "", 3),
    "nvfp4_one_level": ("!lowp.scaled<4x64xf4E2M1FN, scale = f8E4M3FN, block = [1, 16]>", "", 2),
    "fp8_per_tensor": ("!lowp.scaled<4x64xf8E4M3FNUZ, fp8_per_tensor>", "", 2),
    "fp8_rowwise_pow2": ("!lowp.scaled<4x64xf8E4M3FN, fp8_rowwise>", "pow2_scales", 2),
    "fp8_block1x128": ("!lowp.scaled<4x256xf8E5M2FNUZ, fp8_block1x128>", "", 2),
    "fp8_block128x128": ("!lowp.scaled<256x128xf8E4M3FN, fp8_block128x128>", "", 2),
    # The constant as a dense_resource blob (the form exporters give weights).
    "mxfp4_blob": ("!lowp.scaled<4x64xf4E2M1FN, mxfp4>", "", 2),
}


def shape_of(t):
    return [int(d) for d in re.match(r"!lowp.scaled<([0-9x]+)x[fb]", t).group(1).split("x")]


def hexf(v):
    return "0x%08X" % struct.unpack("<I", struct.pack("<f", v))[0]


def values(shape, rng):
    a = rng.standard_normal(shape).astype(np.float32)
    a[0] *= 1e4                      # a row far up (scales near the top)
    a[1, : min(32, shape[1])] = 0.0  # a block of zeros
    a[2, 0] = np.nan
    a[2, 1] = np.inf
    a[2, 2] = -np.inf
    a[3, 0] = 1e-40                  # f32 subnormal
    a[3, 1] = -0.0
    return a


def constant(a):
    rows = ", ".join("[" + ", ".join(hexf(v) for v in row) + "]" for row in a)
    return "dense<[%s]> : tensor<%sxf32>" % (rows, "x".join(map(str, a.shape)))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--opt", required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("--devices", default="",
                   help="also run GEMMs with folded weights on these devices")
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    rng = np.random.default_rng(3)
    funcs, blobs = [], []
    for name, (t, attrs, _) in CASES.items():
        shape = shape_of(t)
        tt = "tensor<%sxf32>" % "x".join(map(str, shape))
        a = values(shape, rng)
        if name.endswith("_blob"):
            # A blob: 4-byte alignment, then the little-endian f32 data.
            blobs.append('      %s: "0x04000000%s"' % (name, a.tobytes().hex().upper()))
            c = "dense_resource<%s> : %s" % (name, tt)
        else:
            c = constant(a)
        funcs.append(
            "func.func @%s() -> %s {\n  %%x = arith.constant %s\n"
            "  %%q = lowp.quantize %%x %s : %s -> %s\n  return %%q : %s\n}\n"
            % (name, t, c, attrs, tt, t, t))
    module = os.path.join(args.tmp, "constants.mlir")
    with open(module, "w") as f:
        f.write("\n".join(funcs))
        if blobs:
            f.write("\n{-#\n  dialect_resources: {\n    builtin: {\n%s\n    }\n  }\n#-}\n"
                    % ",\n".join(blobs))
    folded = os.path.join(args.tmp, "folded.mlir")
    r = subprocess.run(shlex.split(args.opt) + [module, "--lowp-fold-quantize",
                                                "-o", folded],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("lowp-opt failed:\n" + r.stderr)
    left = open(folded).read().count("lowp.quantize")
    print(f"folded: {len(CASES) - left} of {len(CASES)} quantizes")
    for name, (_, _, nout) in CASES.items():
        outs = {}
        for tag, m in (("runtime", module), ("folded", folded)):
            files = [os.path.join(args.tmp, f"{name}-{tag}-{i}.npy") for i in range(nout)]
            cmd = shlex.split(args.runner) + [m, "--device=cpu", f"--function={name}"]
            cmd += [f"--output=@{o}" for o in files]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr}")
            outs[tag] = [np.load(o) for o in files]
        same = all(a.dtype == b.dtype and a.shape == b.shape and
                   a.tobytes() == b.tobytes()
                   for a, b in zip(outs["runtime"], outs["folded"]))
        n = sum(a.size for a in outs["runtime"])
        print(f"{name}: {n} codes and scales {'identical' if same else 'DIFFER'}")

    if args.devices:
        check_gemms(args)


# Folded weights in GEMM kernels: x (bf16, an argument) times a constant
# weight stored [N, K] (transpose_b) or [K, N] (which the kernels want the
# other way: lowp-lower-to-gpu transposes the folded constants at compile
# time), per (lhs, rhs) recipe pair and layout.
GEMMS = [("mxfp8", "mxfp4", "nk"), ("nvfp4", "nvfp4", "nk"),
         ("amdfp4", "amdfp4", "nk"), ("none", "amdfp4", "nk"),
         ("fp8_rowwise", "fp8_rowwise", "nk"), ("mxfp8", "mxfp4", "kn"),
         ("amdfp4", "amdfp4", "kn"), ("fp8_rowwise", "fp8_rowwise", "kn"),
         ("fp8_block1x128", "fp8_block128x128", "kn"),
         ("mxfp8", "mxfp6", "nk"), ("mxfp6", "mxfp6", "nk"),
         ("mxfp8", "mxfp6", "kn")]


def bf16_bits(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def check_gemms(args):
    rng = np.random.default_rng(8)
    w = rng.standard_normal((128, 128)).astype(np.float32)
    w[5] *= 300.0                    # one output channel far up
    w[7, :16] = 0.0                  # a block of zeros
    for layout in ("nk", "kn"):
        write_gemm(args, layout, w if layout == "nk" else w.T.copy())
    x = os.path.join(args.tmp, "x.npy")
    np.save(x, bf16_bits(rng.standard_normal((19, 128))))
    # (80 rows: past the decode variants' 64, the staged kernel.)
    x80 = os.path.join(args.tmp, "x80.npy")
    np.save(x80, bf16_bits(rng.standard_normal((80, 128))))
    runs = [(p, x, "") for p in GEMMS]
    runs += [(p, x80, ", 80 rows") for p in GEMMS if "mxfp6" in p[1]]
    for (lhs, rhs, layout), x, rows in runs:
        module = os.path.join(args.tmp, f"gemm-{layout}.mlir")
        q = os.path.join(args.tmp, f"gemm-{lhs}-{rhs}-{layout}.mlir")
        r = subprocess.run(
            shlex.split(args.opt) + [
                module, "--lowp-quantize-matmuls=lhs-recipe=%s rhs-recipe=%s"
                % (lhs, rhs), "-o", q], capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit("lowp-opt failed:\n" + r.stderr)
        outs = {}
        for device in ["cpu"] + args.devices.split(","):
            o = os.path.join(args.tmp,
                             f"gemm-{lhs}-{rhs}-{layout}{rows}-{device}.npy")
            cmd = shlex.split(args.runner) + [
                q, f"--device={device}", f"--input=@{x}", f"--output=@{o}"]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr}")
            outs[device] = np.load(o)
        same = [d for d in outs if d != "cpu" and
                outs[d].tobytes() == outs["cpu"].tobytes()]
        print(f"gemm {lhs} x {rhs} ({layout}{rows}): {len(same)} of "
              f"{len(outs) - 1} devices identical to the reference")


def write_gemm(args, layout, w):
    """x [?, 128] times the constant w, stored [N, K] (nk) or [K, N] (kn)."""
    blob = "0x02000000" + bf16_bits(w).astype("<u2").tobytes().hex().upper()
    b_map = "(n, k)" if layout == "nk" else "(k, n)"
    wt = "tensor<128x128xbf16>"
    src = (
        "func.func @f(%x: tensor<?x128xbf16>) -> tensor<?x128xbf16> {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %zero = arith.constant 0.0 : bf16\n"
        f"  %w = arith.constant dense_resource<w> : {wt}\n"
        "  %m = tensor.dim %x, %c0 : tensor<?x128xbf16>\n"
        "  %e = tensor.empty(%m) : tensor<?x128xbf16>\n"
        "  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<?x128xbf16>)"
        " -> tensor<?x128xbf16>\n"
        "  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,"
        f" affine_map<(m, n, k) -> {b_map}>, affine_map<(m, n, k) -> (m, n)>]"
        f" ins(%x, %w : tensor<?x128xbf16>, {wt})"
        " outs(%z : tensor<?x128xbf16>) -> tensor<?x128xbf16>\n"
        "  return %y : tensor<?x128xbf16>\n}\n"
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        f"      w: \"{blob}\"\n    }}\n  }}\n#-}}\n")
    with open(os.path.join(args.tmp, f"gemm-{layout}.mlir"), "w") as f:
        f.write(src)


if __name__ == "__main__":
    main()

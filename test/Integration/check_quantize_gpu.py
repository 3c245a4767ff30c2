#!/usr/bin/env python3
"""Runs lowp.quantize and lowp.dequantize on random data with special values
through lowp-run on the host reference (cpu) and on an emulator device (the
generated quantize / dequantize kernels) and requires the two to agree bit
for bit: codes, scales, tensor scale and dequantized values (NaN encodings
of a format count as equal, as NUMERICS.md compares them).

Case spec (one per --case):
  NAME:R:C:ELEM:SCALE:BLOCK:IN[:mode=M][:pow2][:ts][:dyn][:specials]
SCALE: e8m0, f32, ue4m3, ue5m3; BLOCK: RxC with * for a whole dimension
(1x32, 32x1, 128x128, 1x*, *x1, *x*); IN: f32, bf16, f16 (the quantize
input and the dequantize output); dyn: the row count is dynamic; ts: a
tensor scale (two-level NVFP4, AMD-FP4); specials: NaN, Inf, -0, huge and
subnormal inputs in a few blocks (with finite: no NaN / Inf, so that a
per-tensor group or tensor scale stays finite).
"""
import argparse
import os
import subprocess
import sys
import zlib

import numpy as np

SCALE_TYPE = {"e8m0": "f8E8M0FNU", "f32": "f32", "ue4m3": "f8E4M3FN",
              "ue5m3": "ue5m3"}


def nan_codes(fmt, c):
    c = c.astype(np.int64)
    if fmt in ("f8E4M3FN", "ue4m3"):
        return (c & 0x7F) == 0x7F
    if fmt == "f8E5M2":
        return (c & 0x7F) > 0x7C
    if fmt.endswith("FNUZ"):
        return c == 0x80
    if fmt in ("e8m0", "ue5m3"):
        return c == 0xFF
    return np.zeros(c.shape, bool)


def same_bits(a, b, fmt=None):
    """Equal bytes / bits, NaN encodings equal."""
    if a.shape != b.shape:
        return np.zeros(max(a.size, b.size), bool)
    if a.dtype.kind == "f":
        nb = {2: np.uint16, 4: np.uint32}[a.dtype.itemsize]
        return (a.view(nb) == b.view(nb)) | (np.isnan(a) & np.isnan(b))
    if a.dtype == np.uint16:  # bf16 bits
        na = ((a & 0x7F80) == 0x7F80) & ((a & 0x7F) != 0)
        nb_ = ((b & 0x7F80) == 0x7F80) & ((b & 0x7F) != 0)
        return (a == b) | (na & nb_)
    eq = a == b
    if fmt:
        eq |= nan_codes(fmt, a) & nan_codes(fmt, b)
    return eq


def make_input(rng, r, c, dt, specials, finite):
    x = rng.standard_normal((r, c)) * np.exp2(rng.integers(-6, 7, (r, 1)))
    x *= np.exp2(rng.integers(-3, 4, (1, c)))
    if specials:
        n = x.size
        flat = x.reshape(-1)
        picks = rng.choice(n, size=min(n, 12), replace=False)
        vals = [np.nan, np.inf, -np.inf, -0.0, 3e38, -3e38, 1e-40, -1e-42,
                65504.0, 448.0, -480.0, 0.0]
        if finite:  # groups as wide as the tensor stay finite
            vals = [-0.0, 3e30, -3e30, 1e-40, -1e-42, 65504.0, 448.0,
                    -480.0, 0.0, -1e-30, 2e-38, -7.0]
        for p, v in zip(picks, vals):
            flat[p] = v
        x[r // 2] = 0.0  # an all-zero row
    if dt == "f32":
        return x.astype(np.float32)
    if dt == "f16":
        return x.astype(np.float16)
    b = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    nan = np.isnan(x.astype(np.float32))
    b = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    b[nan] = 0x7FC0
    return b


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: {r.stderr.strip()}")


def run_case(args, spec):
    f = spec.split(":")
    name, R, C, elem, scale, block, dt = f[:7]
    extra = f[7:]
    R, C = int(R), int(C)
    mode = next((e[5:] for e in extra if e.startswith("mode=")), None)
    pow2, ts, dyn = "pow2" in extra, "ts" in extra, "dyn" in extra
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    x = make_input(rng, R, C, dt, "specials" in extra, "finite" in extra)
    d = os.path.join(args.tmp, name)
    os.makedirs(d, exist_ok=True)
    np.save(f"{d}/x.npy", x)
    blk = ", ".join(block.split("x"))
    dims = f"{'?' if dyn else R}x{C}"
    ty = (f"!lowp.scaled<{dims}x{elem}, scale = {SCALE_TYPE[scale]}, "
          f"block = [{blk}]" + (", tensor_scale>" if ts else ">"))
    attrs = (f" mode = {mode}" if mode else "") + (" pow2_scales" if pow2 else "")
    with open(f"{d}/q.mlir", "w") as fh:
        fh.write(f"func.func @q(%x: tensor<{dims}x{dt}>) -> {ty} {{\n"
                 f"  %q = lowp.quantize %x{attrs} : tensor<{dims}x{dt}> -> {ty}\n"
                 f"  return %q : {ty}\n}}\n"
                 f"func.func @d(%w: {ty}) -> tensor<{dims}x{dt}> {{\n"
                 f"  %x = lowp.dequantize %w : {ty} -> tensor<{dims}x{dt}>\n"
                 f"  return %x : tensor<{dims}x{dt}>\n}}\n")
    parts = ["codes", "scales"] + (["ts"] if ts else [])
    got = {}
    devices = args.device.split(",")
    for dev in ["cpu"] + devices:
        outs = [f"{d}/{dev}.{p}.npy" for p in parts]
        run([args.runner, f"{d}/q.mlir", "--function=q", f"--device={dev}",
             f"--input=@{d}/x.npy"] + [f"--output=@{o}" for o in outs])
        # Dequantize the host's parts on both, so the comparison isolates
        # the dequantize kernel.
        ins = [f"{d}/cpu.{p}.npy" for p in parts]
        run([args.runner, f"{d}/q.mlir", "--function=d", f"--device={dev}"] +
            [f"--input=@{i}" for i in ins] + [f"--output=@{d}/{dev}.deq.npy"])
        got[dev] = [np.load(o) for o in outs] + [np.load(f"{d}/{dev}.deq.npy")]
    errors = []
    fmts = [elem, scale, None, None] if ts else [elem, scale, None]
    labels = parts + ["dequantized values"]
    for dev in devices:
        for i, label in enumerate(labels):
            a, b = got["cpu"][i], got[dev][i]
            fmt = fmts[i] if i < 2 and scale != "f32" or i == 0 else None
            eq = same_bits(a, b, fmt)
            if not eq.all():
                errors.append(f"{int((~eq).sum())} of {eq.size} {label} "
                              f"differ on {dev}")
    if errors:
        print(f"FAIL {name}: " + "; ".join(errors))
        return False
    print(f"ok {name}: {x.size} elements bit-exact")
    return True


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--device", required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("--case", action="append", required=True)
    args = p.parse_args()
    fails = 0
    for c in args.case:
        try:
            fails += not run_case(args, c)
        except RuntimeError as e:
            fails += 1
            print(f"FAIL {c.split(':')[0]}: {e}")
    print(f"{len(args.case) - fails} of {len(args.case)} cases bit-exact")
    return 1 if fails else 0


if __name__ == "__main__":
    with np.errstate(all="ignore"):
        sys.exit(main())

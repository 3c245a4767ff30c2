#!/usr/bin/env python3
"""Runs Triton 3.6's GEMM kernels (test/Sim/Inputs/triton_*.s, made by
scripts/peer/triton_sim_kernels.py) on the ISA simulator and checks them
against NumPy on a ragged shape: C = A B^T in f64 from the decoded codes
(and E8M0 scales), within K * 2^-23 * |A| |B|^T plus half an f32 ulp.

    check_triton.py --sim lowp-sim --inputs DIR --tables DIR --tmp DIR KERNEL...

KERNEL: fp8_gfx942, fp8_gfx950, mxfp8_gfx950, mxfp4_gfx950 (the masked
kernels of test/Sim/Inputs), or RECIPE_CHIP=FILE.s: a build of the LLM shape
suite (scripts/peer/triton_suite.py: recipes fp8, block, mxfp8, mxfp4,
w4a16; arguments a, b, as, bs, c (bf16), M, N, K).
"""
import argparse
import os
import zlib
import re
import subprocess
import sys

import numpy as np

# The decode tables of the integration checks (one copy of the reader).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "Integration"))
from check_gpu_matmul import table  # noqa: E402


def codes(rng, shape, fmt):
    """Random finite codes of an element format (one per byte)."""
    if fmt == "f4E2M1FN":
        return rng.integers(0, 16, shape, dtype=np.uint8)
    c = rng.integers(0, 256, shape, dtype=np.uint8)
    nan = {"f8E4M3FNUZ": [0x80], "f8E4M3FN": [0x7F, 0xFF]}[fmt]
    for n in nan:
        c[c == n] = 0x3C
    return c


def bf16_round(x):
    """f32 values rounded to bf16 (RNE), as f64."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16 << 16
    return u.astype(np.uint32).view(np.float32).astype(np.float64)


def run_suite(args, kernel, src, bm, bn, warps, lds):
    """A kernel of scripts/peer/triton_suite.py: (a, b, as, bs, c, M, N, K),
    bf16 C; K a multiple of every configuration's BK."""
    recipe, chip = kernel.rsplit("_", 1)
    rng = np.random.default_rng(zlib.crc32(os.path.basename(src).encode()))
    M, N, K = 77, 80, 512  # N, K multiples of 16 (the builds assume it)
    d = os.path.join(args.tmp, os.path.basename(src))
    os.makedirs(d, exist_ok=True)
    e8 = table(args.tables, "f8E8M0FNU")
    if recipe in ("fp8", "block"):
        fmt = "f8E4M3FNUZ" if chip == "gfx942" else "f8E4M3FN"
        a, b = codes(rng, (M, K), fmt), codes(rng, (N, K), fmt)
        A, B = table(args.tables, fmt)[a], table(args.tables, fmt)[b]
        if recipe == "fp8":
            sa = rng.uniform(0.5, 2, M).astype(np.float32)
            sb = rng.uniform(0.5, 2, N).astype(np.float32)
            SA, SB = np.repeat(sa[:, None], K, 1), np.repeat(sb[:, None], K, 1)
        else:
            sa = rng.uniform(0.5, 2, (M, K // 128)).astype(np.float32)
            sb = rng.uniform(0.5, 2, (-(-N // 128), K // 128)).astype(np.float32)
            SA = np.repeat(sa, 128, 1)
            SB = np.repeat(np.repeat(sb, 128, 0)[:N], 128, 1)
        ref = np.zeros((M, N))
        absref = np.zeros((M, N))
        for k0 in range(0, K, 128):  # scales per 128-wide K step
            s = slice(k0, k0 + 128)
            part = A[:, s] @ B[:, s].T
            scale = SA[:, k0][:, None] * SB[:, k0][None, :]
            ref += part * scale
            absref += (np.abs(A[:, s]) @ np.abs(B[:, s]).T) * np.abs(scale)
        files = {"a": a, "b": b, "as": sa, "bs": sb}
    else:
        bfmt = "f8E4M3FN" if recipe == "mxfp8" else "f4E2M1FN"
        b = codes(rng, (N, K), bfmt)
        sb = rng.integers(120, 134, (N, K // 32), dtype=np.uint8)
        B = table(args.tables, bfmt)[b] * np.repeat(e8[sb], 32, axis=1)
        if recipe == "w4a16":
            A = bf16_round(rng.normal(0, 1, (M, K)))
            a = (A.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
            sa = np.zeros((1,), np.uint8)  # not read
        else:
            a = codes(rng, (M, K), bfmt)
            sa = rng.integers(120, 134, (M, K // 32), dtype=np.uint8)
            A = table(args.tables, bfmt)[a] * np.repeat(e8[sa], 32, axis=1)
            if bfmt == "f4E2M1FN":
                a = a[:, 0::2] | (a[:, 1::2] << 4)
        if bfmt == "f4E2M1FN":
            b = b[:, 0::2] | (b[:, 1::2] << 4)
        ref = A @ B.T
        absref = np.abs(A) @ np.abs(B).T
        files = {"a": a, "b": b, "as": sa, "bs": sb}
    for k, v in files.items():
        np.save(f"{d}/{k}.npy", np.ascontiguousarray(v))
    bufs = ["a", "b", "as", "bs"]
    cmd = [args.sim, src, f"--chip={chip}", "--grid=%d" % (-(-M // bm) * -(-N // bn)),
           f"--block={64 * warps}", f"--lds={lds}", "--sim-stats"] + \
        [f"--arg=@{d}/{k}.npy" for k in bufs] + \
        [f"--arg=zeros:bf16:{M}x{N}", f"--arg=i32:{M}", f"--arg=i32:{N}",
         f"--arg=i32:{K}", "--arg=i64:0", "--arg=i64:0"] + \
        ["--output=-"] * len(bufs) + [f"--output=@{d}/c.npy"]
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode:
        print(f"FAIL {os.path.basename(src)}: {res.stderr.strip()}")
        return False
    c = np.load(f"{d}/c.npy").astype(np.uint32) << 16
    c = c.view(np.float32).astype(np.float64)
    # f32 sums (K + a few scale products) then one bf16 rounding.
    budget = (K + 8) * 2.0 ** -23 * absref + 2.0 ** -8 * np.abs(ref) + 1e-30
    err = np.abs(c - ref)
    bad = int((err > budget).sum())
    if bad:
        print(f"FAIL {os.path.basename(src)}: {bad} of {c.size} elements "
              f"outside the budget (worst {float((err / budget).max()):.3g} of it)")
        return False
    print(f"ok {os.path.basename(src)}: {M}x{N}x{K} within the budget "
          f"(worst {float((err / budget).max()):.3g} of it)")
    return True


def run(args, kernel):
    # KERNEL, or KERNEL=FILE.s: another build of it (scripts/bench's suite),
    # its tile and warps read from the name (..._BMxBNxBK_wW_sS.s).
    kernel, _, path = kernel.partition("=")
    name, chip = kernel.rsplit("_", 1)
    src = path or os.path.join(args.inputs, f"triton_{kernel}.s")
    tile = re.search(r"_(\d+)x(\d+)x\d+_w(\d+)_s\d+\.s$", src)
    bm, bn, warps = (int(tile.group(1)), int(tile.group(2)), int(tile.group(3))) \
        if tile else (64, 64, 4)
    lds = int(re.search(r"dynamic LDS (\d+) bytes", open(src).readline()).group(1))
    if path:
        return run_suite(args, kernel, src, bm, bn, warps, lds)
    rng = np.random.default_rng(zlib.crc32(kernel.encode()))
    M, N = 77, 45
    d = os.path.join(args.tmp, os.path.basename(src))
    os.makedirs(d, exist_ok=True)
    if name == "fp8":
        fmt = "f8E4M3FNUZ" if chip == "gfx942" else "f8E4M3FN"
        K = 96 if not tile else 320  # ragged against BK: masked K too
        a, b = codes(rng, (M, K), fmt), codes(rng, (N, K), fmt)
        A, B = table(args.tables, fmt)[a], table(args.tables, fmt)[b]
        files = {"a": a, "b": b}
        bufs = ["a", "b"]
    else:
        fmt = "f8E4M3FN" if name == "mxfp8" else "f4E2M1FN"
        K = 256                     # whole 128-wide K tiles
        a, b = codes(rng, (M, K), fmt), codes(rng, (N, K), fmt)
        # E8M0 scales near 1 so that the sums stay in range.
        sa = rng.integers(120, 134, (M, K // 32), dtype=np.uint8)
        sb = rng.integers(120, 134, (N, K // 32), dtype=np.uint8)
        e8 = table(args.tables, "f8E8M0FNU")
        A = table(args.tables, fmt)[a] * np.repeat(e8[sa], 32, axis=1)
        B = table(args.tables, fmt)[b] * np.repeat(e8[sb], 32, axis=1)
        if fmt == "f4E2M1FN":       # two codes a byte, low nibble first
            a = a[:, 0::2] | (a[:, 1::2] << 4)
            b = b[:, 0::2] | (b[:, 1::2] << 4)
        files = {"a": a, "as": sa, "b": b, "bs": sb}
        bufs = ["a", "as", "b", "bs"]
    for k, v in files.items():
        np.save(f"{d}/{k}.npy", np.ascontiguousarray(v))
    cmd = [args.sim, src, f"--chip={chip}", "--grid=%d,%d" % (-(-M // bm), -(-N // bn)),
           f"--block={64 * warps}", f"--lds={lds}", "--sim-stats"] + \
        [f"--arg=@{d}/{k}.npy" for k in bufs] + \
        [f"--arg=zeros:f32:{M}x{N}", f"--arg=i32:{M}", f"--arg=i32:{N}",
         f"--arg=i32:{K}", "--arg=i64:0", "--arg=i64:0"] + \
        ["--output=-"] * len(bufs) + [f"--output=@{d}/c.npy"]
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode:
        print(f"FAIL {kernel}: {res.stderr.strip()}")
        return False
    c = np.load(f"{d}/c.npy").astype(np.float64)
    ref = A @ B.T
    budget = K * 2.0 ** -23 * (np.abs(A) @ np.abs(B).T) + \
        np.spacing(np.abs(ref).astype(np.float32)).astype(np.float64)
    err = np.abs(c - ref)
    bad = int((err > budget).sum())
    stats = res.stdout.strip().splitlines()[-1] if res.stdout.strip() else ""
    if bad:
        print(f"FAIL {kernel}: {bad} of {c.size} elements outside the budget "
              f"(worst {float((err / budget).max()):.3g} of it)")
        return False
    print(f"ok {kernel}: {M}x{N}x{K}, {c.size} elements within the budget "
          f"(worst {float((err / np.maximum(budget, 1e-300)).max()):.3g} of it); {stats}")
    return True


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sim", required=True)
    p.add_argument("--inputs", required=True)
    p.add_argument("--tables", required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("kernels", nargs="+")
    args = p.parse_args()
    ok = sum(run(args, k) for k in args.kernels)
    print(f"{ok} of {len(args.kernels)} Triton kernels match NumPy")
    return 0 if ok == len(args.kernels) else 1


if __name__ == "__main__":
    sys.exit(main())

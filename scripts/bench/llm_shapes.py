#!/usr/bin/env python3
"""The LLM shape suite on the ISA simulator's timing model (docs/simulator.md,
"Timing"): C = A(M x K) B(N x K)^T for decode and prefill M and the (N, K) of
real models, lowp's kernels (lowp-run --device=sim-CHIP --sim-timing) beside
Triton 3.6's (test/Sim/Inputs/triton_*.s on lowp-sim --timing) and the
roofline (the larger of 2MNK / peak and bytes / HBM bandwidth). Writes a
markdown table and the geometric means. A benchmark, not a test: a full run
takes a while.

    python3 scripts/bench/llm_shapes.py --chip gfx942 --recipe fp8 \\
        --m 1,16,64,256 --nk 8192x8192,10240x8192 --out table.md

First version (issue 21): FP8 rowwise (both chips) and MXFP8 (gfx950);
Triton's time is the best of the four configurations in
scripts/bench/triton-suite.tgz (scripts/peer/triton_sim_kernels.py --suite);
the timing model's parameters are partly provisional.
"""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, "build", "bin")
PEAK = {"gfx942": {"fp8": 2614.9e12, "mxfp8": 2614.9e12, "hbm": 5.3e12},
        "gfx950": {"fp8": 5000e12, "mxfp8": 5000e12, "hbm": 8.0e12}}
# Llama-3-70B, GPT-OSS-120B (dense projections), DeepSeek-V3 (7168 wide).
DEFAULT_NK = ["8192x8192", "10240x8192", "57344x8192", "8192x28672",
              "5760x2880", "2880x2880", "7168x7168"]


def roofline(chip, recipe, M, N, K):
    flops = 2.0 * M * N * K
    bytes_ = M * K + N * K + (M + N) * K / 32 * (recipe == "mxfp8") + M * N * 2
    return max(flops / PEAK[chip][recipe], bytes_ / PEAK[chip]["hbm"])


def lowp_time(tmp, chip, recipe, M, N, K):
    fp8 = "f8E4M3FNUZ" if chip == "gfx942" else "f8E4M3FN"
    rec = "fp8_rowwise" if recipe == "fp8" else "mxfp8"
    ta = f"!lowp.scaled<{M}x{K}x{fp8}, {rec}>"
    tb = f"!lowp.scaled<{N}x{K}x{fp8}, {rec}>"
    mlir = os.path.join(tmp, "mm.mlir")
    with open(mlir, "w") as f:
        f.write(f"func.func @mm(%a: {ta}, %b: {tb}) -> tensor<{M}x{N}xbf16> {{\n"
                f"  %c = lowp.scaled_matmul %a, %b {{transpose_b}} : {ta}, {tb} "
                f"-> tensor<{M}x{N}xbf16>\n  return %c : tensor<{M}x{N}xbf16>\n}}\n")
    r = np.random.default_rng(0)
    np.save(f"{tmp}/a.npy", r.integers(0, 0x70, (M, K), dtype=np.uint8))
    np.save(f"{tmp}/b.npy", r.integers(0, 0x70, (N, K), dtype=np.uint8))
    if recipe == "fp8":
        np.save(f"{tmp}/as.npy", np.ones((M, 1), np.float32))
        np.save(f"{tmp}/bs.npy", np.ones((N, 1), np.float32))
    else:
        np.save(f"{tmp}/as.npy", np.full((M, K // 32), 127, np.uint8))
        np.save(f"{tmp}/bs.npy", np.full((N, K // 32), 127, np.uint8))
    res = subprocess.run(
        [f"{BIN}/lowp-run", mlir, f"--device=sim-{chip}", "--sim-timing",
         "--sim-timing-only"] + [f"--input=@{tmp}/{n}.npy" for n in ("a", "as", "b", "bs")] +
        [f"--output=@{tmp}/c.npy"], capture_output=True, text=True)
    m = re.search(r"total: (\d+) launches, ([0-9.]+) us", res.stderr)
    if res.returncode or not m:
        raise RuntimeError(res.stderr.strip().splitlines()[-1] if res.stderr else "no timing")
    first = re.search(r"launch 0: (\S+) grid \(([^)]*)\) x (\d+)", res.stderr)
    return float(m.group(2)) * 1e-6, f"{first.group(1)} grid ({first.group(2)}) x {first.group(3)}"


def triton_configs(tmp, chip, recipe):
    """Triton's configurations for a recipe and chip: the suite's builds
    (scripts/bench/triton-suite.tgz) with their tile and warps."""
    d = os.path.join(tmp, "triton")
    if not os.path.isdir(d):
        os.makedirs(d)
        subprocess.run(["tar", "xzf", os.path.join(ROOT, "scripts", "bench",
                                                   "triton-suite.tgz"), "-C", d],
                       check=True)
    out = []
    for f in sorted(os.listdir(d)):
        m = re.match(rf"triton_{recipe}_{chip}_(\d+)x(\d+)x\d+_w(\d+)_s\d+\.s$", f)
        if m:
            out.append((os.path.join(d, f), int(m.group(1)), int(m.group(2)),
                        int(m.group(3))))
    return out


def triton_time(tmp, chip, recipe, M, N, K):
    """The best of Triton's configurations: (seconds, config name)."""
    best = None
    for src, bm, bn, warps in triton_configs(tmp, chip, recipe):
        lds = re.search(r"dynamic LDS (\d+) bytes", open(src).readline()).group(1)
        if recipe == "fp8":
            bufs = [f"--arg=zeros:u8:{M}x{K}", f"--arg=zeros:u8:{N}x{K}"]
        else:
            kp = K // 2 if recipe == "mxfp4" else K
            bufs = [f"--arg=zeros:u8:{M}x{kp}", f"--arg=zeros:u8:{M}x{K // 32}",
                    f"--arg=zeros:u8:{N}x{kp}", f"--arg=zeros:u8:{N}x{K // 32}"]
        res = subprocess.run(
            [f"{BIN}/lowp-sim", src, f"--chip={chip}",
             f"--grid={-(-M // bm)},{-(-N // bn)}", f"--block={64 * warps}",
             f"--lds={lds}", "--timing", "--timing-only"] + bufs +
            [f"--arg=zeros:f32:{M}x{N}", f"--arg=i32:{M}", f"--arg=i32:{N}",
             f"--arg=i32:{K}", "--arg=i64:0", "--arg=i64:0"] +
            ["--output=-"] * (len(bufs) + 1), capture_output=True, text=True)
        m = re.search(r"timing: \d+ cycles = ([0-9.]+) us", res.stdout)
        if res.returncode or not m:
            continue
        t = float(m.group(1)) * 1e-6
        if not best or t < best[0]:
            best = (t, os.path.basename(src)[len(f"triton_{recipe}_{chip}_"):-2])
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--chip", default="gfx942", choices=["gfx942", "gfx950"])
    p.add_argument("--recipe", default="fp8", choices=["fp8", "mxfp8"])
    p.add_argument("--m", default="1,4,16,64,256,2048,8192")
    p.add_argument("--nk", default=",".join(DEFAULT_NK))
    p.add_argument("--out", default="-")
    args = p.parse_args()
    rows, lw, tw, ratios = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for nk in args.nk.split(","):
            N, K = map(int, nk.split("x"))
            for M in map(int, args.m.split(",")):
                roof = roofline(args.chip, args.recipe, M, N, K)
                try:
                    lt, launch = lowp_time(tmp, args.chip, args.recipe, M, N, K)
                except RuntimeError as e:
                    rows.append(f"| {M} | {N} | {K} | {roof*1e6:.1f} | failed: {e} | | | | |")
                    continue
                best = triton_time(tmp, args.chip, args.recipe, M, N, K)
                lw.append(roof / lt)
                cols = [f"{M}", f"{N}", f"{K}", f"{roof*1e6:.1f}", f"{lt*1e6:.1f}",
                        f"{100*roof/lt:.0f}%"]
                if best:
                    tt, cfg = best
                    tw.append(roof / tt)
                    ratios.append(tt / lt)
                    cols += [f"{tt*1e6:.1f}", f"{100*roof/tt:.0f}%", f"{tt/lt:.2f}", cfg]
                else:
                    cols += ["-", "-", "-", "-"]
                cols.append(launch)
                rows.append("| " + " | ".join(cols) + " |")
                print(rows[-1], file=sys.stderr)
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")
    text = (f"LLM shapes, {args.recipe} on {args.chip} (timing model; us)\n\n"
            "| M | N | K | roofline | lowp | % roofline | Triton (best) | % roofline | "
            "Triton / lowp time | Triton config | lowp's first launch |\n"
            "|---|---|---|---|---|---|---|---|---|---|---|\n" + "\n".join(rows) +
            f"\n\nGeometric mean of % roofline: lowp {100*g(lw):.1f}%, "
            f"Triton {100*g(tw):.1f}%; of Triton / lowp time: {g(ratios):.2f}\n")
    if args.out == "-":
        print(text)
    else:
        open(args.out, "w").write(text)


if __name__ == "__main__":
    main()

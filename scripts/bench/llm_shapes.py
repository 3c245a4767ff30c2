#!/usr/bin/env python3
"""The LLM shape suite on the ISA simulator's timing model (docs/simulator.md,
"Timing" and "Sampling"; docs/bench/llm-shapes.md): C = A(M x K) B(N x K)^T
for decode and prefill M and the (N, K) of real models, per recipe and chip:

- lowp: `lowp-compile --report-json --shape=MxNxK` (the whole program: every
  launch, split-K reductions included) on the timing model;
- Triton 3.6: the GEMMs of scripts/peer/triton_suite.py (tutorial-style,
  grouped tile order, bf16 out; scripts/bench/triton-suite.tgz), each
  configuration that fits the shape on `lowp-sim --timing`, the best kept;
- the roofline: the larger of 2 M N K / peak and the bytes that must move
  (operands, scales, C in bf16; a grouped matmul reads only the experts its
  rows use) / HBM bandwidth.

    python3 scripts/bench/llm_shapes.py --recipes fp8:gfx942 --out table.md
    python3 scripts/bench/llm_shapes.py --quick --out docs/bench/llm-shapes.md

Writes a markdown table per recipe and chip (% of roofline for both, Triton /
lowp time) with geometric means, and the ten worst shapes for lowp with the
timing model's breakdown. A benchmark, not a test: the full suite takes
hours on one core; --quick (fewer M and N x K) about an hour.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("LOWP_BIN", os.path.join(ROOT, "build", "bin"))
# Dense peaks (FLOP/s) and HBM (B/s) as lib/Target/Chip.cpp has them (AMD's
# MI300X / MI355X data sheets; gfx942 has no FP4 rate: its FP8 one).
PEAK = {"gfx942": {"fp8": 2614.9e12, "fp4": 2614.9e12, "fp16": 1307.4e12, "hbm": 5.3e12},
        "gfx950": {"fp8": 5000e12, "fp4": 10000e12, "fp16": 2500e12, "hbm": 8.0e12}}
# recipe -> (A type, B type, element bits of A, B, the peak that applies,
# Triton's build name or None).
RECIPES = {
    "fp8": ("fp8_rowwise", "fp8_rowwise", 8, 8, "fp8", "fp8"),
    "block": ("fp8_block1x128", "fp8_block128x128", 8, 8, "fp8", "block"),
    "mxfp8": ("mxfp8", "mxfp8", 8, 8, "fp8", "mxfp8"),
    "mxfp4": ("mxfp4", "mxfp4", 4, 4, "fp4", "mxfp4"),
    "w4a16": (None, "mxfp4", 16, 4, "fp16", "w4a16"),
    "nvfp4": ("nvfp4", "nvfp4", 4, 4, "fp4", None),
    # GPT-OSS's MoE recipe: MXFP8 activations, MXFP4 experts (the f8f6f4
    # MFMAs run at the FP8 rate with an FP8 operand).
    "mx8x4": ("mxfp8", "mxfp4", 8, 4, "fp8", None),
}
CHIPS = {"fp8": ["gfx942", "gfx950"], "block": ["gfx942", "gfx950"],
         "mxfp8": ["gfx950"], "mxfp4": ["gfx950"], "w4a16": ["gfx950"],
         "nvfp4": ["gfx950"], "mx8x4": ["gfx950"]}
# (N, K) of the models' dense projections: Llama-3-70B (o, qkv, gate+up,
# down), GPT-OSS-120B (qkv, o), DeepSeek-V3 (q_b 1536 -> 24576, o 16384 ->
# 7168).
DENSE = ["8192x8192", "10240x8192", "57344x8192", "8192x28672", "5760x2880",
         "2880x2880", "24576x1536", "7168x16384"]
# Grouped MoE experts: (name, N, K, experts, top-k): GPT-OSS-120B (128
# experts, top 4, gate+up 5760 x 2880), DeepSeek-V3 (256 routed experts, top
# 8, gate+up 4096 x 7168).
MOE = [("gptoss-moe", 5760, 2880, 128, 4), ("dsv3-moe", 4096, 7168, 256, 8)]
M_ALL = [1, 4, 16, 64, 256, 2048, 8192]


def fp_type(recipe, chip, bits):
    if bits == 4:
        return "f4E2M1FN"
    return "f8E4M3FNUZ" if chip == "gfx942" else "f8E4M3FN"


def roofline(chip, recipe, M, N, K, experts=1, topk=1):
    ta, tb, ba, bb, peak, _ = RECIPES[recipe]
    rows = M * topk
    used = min(experts, rows) if experts > 1 else 1
    flops = 2.0 * rows * N * K
    sa = {"fp8": 4, "block": 4 * K / 128, "mxfp8": K / 32, "mxfp4": K / 32,
          "w4a16": 0, "nvfp4": K / 16, "mx8x4": K / 32}[recipe]
    scale_b = {"fp8": 4 * N, "block": 4 * N * K / 16384, "mxfp8": N * K / 32,
               "mxfp4": N * K / 32, "w4a16": N * K / 32, "nvfp4": N * K / 16,
               "mx8x4": N * K / 32}[recipe]
    bytes_ = rows * K * ba / 8 + used * (N * K * bb / 8 + scale_b) + rows * sa \
        + rows * N * 2
    return max(flops / PEAK[chip][peak], bytes_ / PEAK[chip]["hbm"])


def lowp_mlir(recipe, chip, M, N, K, experts=1):
    ta, tb, ba, bb, _, _ = RECIPES[recipe]
    fa, fb = fp_type(recipe, chip, ba), fp_type(recipe, chip, bb)
    A = f"tensor<{M}x{K}xbf16>" if ta is None else f"!lowp.scaled<{M}x{K}x{fa}, {ta}>"
    if experts > 1:
        B = f"!lowp.scaled<{experts}x{N}x{K}x{fb}, {tb}>"
        return (f"func.func @mm(%a: {A}, %b: {B}, %off: tensor<{experts}xi32>) -> tensor<{M}x{N}xbf16> {{\n"
                f"  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<{experts}xi32>) "
                f"{{transpose_b}} : {A}, {B} -> tensor<{M}x{N}xbf16>\n"
                f"  return %c : tensor<{M}x{N}xbf16>\n}}\n")
    B = f"!lowp.scaled<{N}x{K}x{fb}, {tb}>"
    return (f"func.func @mm(%a: {A}, %b: {B}) -> tensor<{M}x{N}xbf16> {{\n"
            f"  %c = lowp.scaled_matmul %a, %b {{transpose_b}} : {A}, {B} -> tensor<{M}x{N}xbf16>\n"
            f"  return %c : tensor<{M}x{N}xbf16>\n}}\n")


def lowp_time(tmp, chip, recipe, M, N, K, experts=1, sample="auto"):
    """lowp's program at the shape: (seconds, the report's JSON object)."""
    mlir = os.path.join(tmp, "mm.mlir")
    with open(mlir, "w") as f:
        f.write(lowp_mlir(recipe, chip, M, N, K, experts))
    js = os.path.join(tmp, "report.json")
    res = subprocess.run(
        [f"{BIN}/lowp-compile", mlir, f"--chip={chip}", "-o", os.devnull,
         f"--report-json={js}", f"--shape={M}x{N}x{K}", f"--sample={sample}"],
        capture_output=True, text=True)
    if res.returncode:
        raise RuntimeError(res.stderr.strip().splitlines()[-1] if res.stderr else "failed")
    sim = [json.loads(l) for l in open(js) if '"simulation"' in l][0]
    return sim["seconds"], sim


def triton_configs(tmp, chip, build):
    d = os.path.join(tmp, "triton")
    if not os.path.isdir(d):
        os.makedirs(d)
        subprocess.run(["tar", "xzf", os.path.join(ROOT, "scripts", "bench",
                                                   "triton-suite.tgz"), "-C", d],
                       check=True)
    out = []
    for f in sorted(os.listdir(d)):
        m = re.match(rf"triton_{build}_{chip}_(\d+)x(\d+)x(\d+)_w(\d+)_s\d+\.s$", f)
        if m:
            out.append((os.path.join(d, f), *map(int, m.groups())))
    return out


def triton_candidates(configs, M, K):
    """The configurations a tuning table would try at M: tiles by M (decode:
    16 x 64 and 64 x 128; M <= 256: 64 x 128 and 128 x 128; prefill:
    256 x 128 and 256 x 256), each with the largest K step dividing K."""
    tiles = [(16, 64)] if M <= 16 else [(16, 64), (64, 128)] if M <= 64 else \
        [(64, 128), (128, 128)] if M <= 256 else [(256, 128), (256, 256)]
    out = []
    for bm, bn in tiles:
        fits = [c for c in configs if (c[1], c[2]) == (bm, bn) and K % c[3] == 0]
        if fits:
            out.append(max(fits, key=lambda c: c[3]))
    return out


def triton_time(tmp, chip, recipe, M, N, K, sample="auto"):
    """The best of Triton's configurations: (seconds, config, breakdown)."""
    build = RECIPES[recipe][5]
    if build is None:
        return None
    best = None
    for src, bm, bn, bk, warps in triton_candidates(triton_configs(tmp, chip, build), M, K):
        if K % bk:
            continue
        lds = re.search(r"dynamic LDS (\d+) bytes", open(src).readline()).group(1)
        if recipe in ("fp8", "block"):
            ks = K // 128
            bufs = [f"zeros:u8:{M}x{K}", f"zeros:u8:{N}x{K}",
                    f"zeros:f32:{M}" if recipe == "fp8" else f"zeros:f32:{M}x{ks}",
                    f"zeros:f32:{N}" if recipe == "fp8" else f"zeros:f32:{-(-N // 128)}x{ks}"]
        else:
            kb = K // 2 if recipe in ("mxfp4", "w4a16") else K
            a = f"zeros:bf16:{M}x{K}" if recipe == "w4a16" else \
                f"zeros:u8:{M}x{K // 2 if recipe == 'mxfp4' else K}"
            bufs = [a, f"zeros:u8:{N}x{kb}", f"zeros:u8:{M}x{K // 32}",
                    f"zeros:u8:{N}x{K // 32}"]
        res = subprocess.run(
            [f"{BIN}/lowp-sim", src, f"--chip={chip}",
             f"--grid={-(-M // bm) * -(-N // bn)}", f"--block={64 * warps}",
             f"--lds={lds}", "--timing", "--timing-only",
             f"--timing-sample={sample}"] + [f"--arg={b}" for b in bufs] +
            [f"--arg=zeros:bf16:{M}x{N}", f"--arg=i32:{M}", f"--arg=i32:{N}",
             f"--arg=i32:{K}", "--arg=i64:0", "--arg=i64:0"] +
            ["--output=-"] * 5, capture_output=True, text=True)
        m = re.search(r"timing: \d+ cycles = ([0-9.]+) us", res.stdout)
        if res.returncode or not m:
            continue
        t = float(m.group(1)) * 1e-6
        wt = re.search(r"wave time: (.*)", res.stdout).group(1)
        if not best or t < best[0]:
            best = (t, f"{bm}x{bn}x{bk}_w{warps}", wt)
    return best


def breakdown(sim):
    w = sim["waveTime"]
    top = sorted(w.items(), key=lambda kv: -kv[1])[:3]
    return ", ".join(f"{k} {100 * v:.0f}%" for k, v in top)


def run_recipe(tmp, recipe, chip, ms, nks, moe, log, sample="auto"):
    rows, worst = [], []
    lw, tw, ratios = [], [], []
    shapes = [(M, *map(int, nk.split("x")), 1, 1, nk) for nk in nks for M in ms]
    shapes += [(M, n, k, e, t, name) for name, n, k, e, t in moe for M in ms]
    if recipe == "block":  # 128 x 128 blocks must tile N and K
        shapes = [s for s in shapes if s[1] % 128 == 0 and s[2] % 128 == 0]
    for M, N, K, experts, topk, label in shapes:
        rowsM = M * topk
        roof = roofline(chip, recipe, M, N, K, experts, topk)
        t0 = time.time()
        try:
            lt, sim = lowp_time(tmp, chip, recipe, rowsM, N, K, experts, sample)
        except RuntimeError as e:
            rows.append(f"| {label} | {M} | {roof*1e6:.1f} | failed: {e} | | | | | |")
            print(rows[-1], file=log, flush=True)
            continue
        best = triton_time(tmp, chip, recipe, M, N, K, sample) if experts == 1 else None
        lw.append(roof / lt)
        launch = sim["launches"][0]
        g = launch["grid"]
        cols = [label, f"{M}", f"{roof*1e6:.1f}", f"{lt*1e6:.1f}", f"{100*roof/lt:.0f}%"]
        if best:
            tt, cfg, _ = best
            tw.append(roof / tt)
            ratios.append(tt / lt)
            cols += [f"{tt*1e6:.1f}", f"{100*roof/tt:.0f}%", f"{tt/lt:.2f}", cfg]
        else:
            cols += ["-", "-", "-", "-"]
        cols.append(f"{len(sim['launches'])} x, grid {g[0]}x{g[1]}x{g[2]} of "
                    f"{launch['block']}; {breakdown(sim)}")
        rows.append("| " + " | ".join(cols) + " |")
        worst.append((roof / lt, label, M, sim, roof / best[0] if best else None))
        print(rows[-1] + f"  ({time.time() - t0:.0f} s)", file=log, flush=True)
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")
    text = (f"### {recipe} on {chip}\n\n"
            "| N x K | M | roofline us | lowp us | lowp % roofline | Triton us | "
            "Triton % roofline | Triton / lowp time | Triton config | lowp launches, "
            "first grid; wave time |\n|---|---|---|---|---|---|---|---|---|---|\n" +
            "\n".join(rows) +
            f"\n\nGeometric means: lowp {100*g(lw):.1f}% of roofline, Triton "
            f"{100*g(tw):.1f}% (on {len(tw)} shapes); Triton / lowp time {g(ratios):.2f}\n\n")
    return text, worst, (g(lw), g(tw), g(ratios), len(lw))


def svg_plot(points, path):
    """A bar chart (SVG, no plotting library needed): per shape, lowp's and
    Triton's % of roofline. points: (label, lowp fraction, Triton fraction
    or None)."""
    rowh, left, width = 16, 330, 420
    h = 40 + rowh * len(points)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 60}" '
           f'height="{h}" font-family="sans-serif" font-size="10">',
           f'<text x="4" y="14" font-size="12">% of roofline (timing model): '
           f'<tspan fill="#1f77b4">lowp</tspan>, <tspan fill="#ff7f0e">Triton 3.6</tspan></text>']
    for pct in (0, 25, 50, 75, 100):
        x = left + width * pct / 100
        out.append(f'<line x1="{x}" y1="22" x2="{x}" y2="{h - 8}" stroke="#ddd"/>'
                   f'<text x="{x - 8}" y="{h}" fill="#666">{pct}%</text>')
    for i, (label, lf, tf) in enumerate(points):
        y = 26 + i * rowh
        out.append(f'<text x="4" y="{y + 10}">{label}</text>')
        out.append(f'<rect x="{left}" y="{y}" width="{width * min(lf, 1):.1f}" '
                   f'height="6" fill="#1f77b4"/>')
        if tf is not None:
            out.append(f'<rect x="{left}" y="{y + 7}" width="{width * min(tf, 1):.1f}" '
                       f'height="6" fill="#ff7f0e"/>')
    out.append("</svg>")
    open(path, "w").write("\n".join(out) + "\n")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--recipes", default="",
                   help="RECIPE:CHIP,... (default: every recipe on its chips)")
    p.add_argument("--m", default=None, help="M values (default: all; --quick: 16, 256, 2048)")
    p.add_argument("--nk", default=",".join(DENSE))
    p.add_argument("--no-moe", action="store_true")
    p.add_argument("--quick", action="store_true",
                   help="M 16, 256, 2048, four N x K and the GPT-OSS experts")
    p.add_argument("--sample", default="auto", choices=["auto", "full", "sampled"],
                   help="the timing model's sampling (docs/simulator.md): auto samples "
                   "launches of two workgroups per CU or more, sampled from one per CU")
    p.add_argument("--out", default="-")
    p.add_argument("--plot", help="also write a bar chart of %% roofline (SVG)")
    p.add_argument("--plot-from", metavar="TABLE.md",
                   help="only draw --plot from the tables of an earlier run")
    args = p.parse_args()
    if args.plot_from:
        points, head = [], ""
        for line in open(args.plot_from):
            if line.startswith("### "):
                head = line[4:].strip().replace(" on ", " ")
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if head and len(cells) >= 7 and cells[4].endswith("%"):
                tf = float(cells[6][:-1]) / 100 if cells[6].endswith("%") else None
                points.append((f"{head} {cells[0]} M={cells[1]}",
                               float(cells[4][:-1]) / 100, tf))
        svg_plot(points, args.plot)
        return
    ms = [int(m) for m in (args.m or ",".join(map(str, M_ALL))).split(",")]
    nks = args.nk.split(",")
    moe = [] if args.no_moe else MOE
    if args.quick:
        ms = ms if args.m else [16, 256, 2048]
        nks = ["8192x8192", "57344x8192", "5760x2880", "7168x16384"]
        moe = moe[:1]
    pairs = [tuple(r.split(":")) for r in args.recipes.split(",")] if args.recipes \
        else [(r, c) for r in RECIPES for c in CHIPS[r]]
    out, worst, summary, points = "", [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for recipe, chip in pairs:
            text, w, gm = run_recipe(tmp, recipe, chip, ms, nks, moe, sys.stderr,
                                     args.sample)
            out += text
            worst += [(f, lbl, M, recipe, chip, sim) for f, lbl, M, sim, _ in w]
            points += [(f"{recipe} {chip} {lbl} M={M}", f, tf) for f, lbl, M, sim, tf in
                       [(x[0], x[1], x[2], x[3], x[4]) for x in w]]
            tri = "-" if math.isnan(gm[1]) else f"{100*gm[1]:.1f}%"
            ratio = "-" if math.isnan(gm[2]) else f"{gm[2]:.2f}"
            summary.append(f"| {recipe} | {chip} | {gm[3]} | {100*gm[0]:.1f}% | "
                           f"{tri} | {ratio} |")
    worst.sort(key=lambda x: x[0])
    head = ("## Summary (geometric means)\n\n| recipe | chip | shapes | lowp % roofline | "
            "Triton % roofline | Triton / lowp time |\n|---|---|---|---|---|---|\n" +
            "\n".join(summary) + "\n\n## Ten worst shapes for lowp\n\n"
            "| recipe | chip | N x K | M | % roofline | lowp's first launch | wave time |\n"
            "|---|---|---|---|---|---|---|\n" +
            "\n".join(f"| {r} | {c} | {lbl} | {M} | {100*f:.0f}% | "
                      f"{s['launches'][0]['kernel']} grid {'x'.join(map(str, s['launches'][0]['grid']))}"
                      f" ({s['launches'][0]['workgroupsPerCU']} per CU) | {breakdown(s)} |"
                      for f, lbl, M, r, c, s in worst[:10]) + "\n\n")
    text = head + out
    if args.plot:
        svg_plot(points, args.plot)
    if args.out == "-":
        print(text)
    else:
        open(args.out, "w").write(text)


if __name__ == "__main__":
    main()

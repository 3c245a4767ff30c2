#!/usr/bin/env python3
"""Runs every golden recipe case (test/Integration/golden/recipes, made by
scripts/golden/gen_recipes.py) through lowp-run:

- quantize: codes, scales and tensor scale must equal the golden ones bit for
  bit (codes inside NaN-scale blocks are don't-care; NaN encodings equal);
- dequantize of the golden parts must equal NUMERICS.md's dequantization,
  computed here with the ml_dtypes decode tables of unittests/Numerics/golden.
"""
import argparse
import os
import subprocess
import sys

import numpy as np

F32 = np.float32
SCALE_TYPE = {"e8m0": "f8E8M0FNU", "f32": "f32", "ue4m3": "f8E4M3FN",
              "ue5m3": "ue5m3"}


def decode_table(tables, fmt):
    if fmt not in tables:
        path = os.path.join(tables["_dir"], fmt + ".txt")
        t = np.zeros(256, np.uint32)
        for line in open(path):
            if line.startswith("D "):
                _, c, v = line.split()
                t[int(c, 16)] = int(v, 16)
        tables[fmt] = t.view(F32)
    return tables[fmt]


def nan_code(fmt, c):
    c = c.astype(np.int64)
    if fmt in ("ue4m3", "f8E4M3FN"):
        return (c & 0x7F) == 0x7F
    return c == 0xFF  # e8m0, ue5m3


def mlir_type(shape, elem, scale, block, ts):
    dims = "x".join(map(str, shape))
    blk = ", ".join("*" if b == -1 else str(b) for b in block)
    t = f"!lowp.scaled<{dims}x{elem}, scale = {SCALE_TYPE[scale]}, block = [{blk}]"
    return t + (", tensor_scale>" if ts else ">")


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {r.returncode}: "
                           f"{r.stderr.strip()}")


def blocks_of(shape, block):
    """For each element, its block index (row-major over the scale shape)."""
    idx = np.indices(shape)
    sshape = [1 if b == -1 else s // b for s, b in zip(shape, block)]
    bi = np.zeros(shape, np.int64)
    for d, b in enumerate(block):
        bi = bi * sshape[d] + (0 if b == -1 else idx[d] // b)
    return bi


def check_case(args, tables, fields):
    name, elem, scale, two, mode, pow2, shape, block, in_dt = fields
    shape = [int(s) for s in shape.split(",")]
    block = [int(b) for b in block.split(",")]
    two, pow2 = two == "1", pow2 == "1"
    g = lambda s: os.path.join(args.golden, f"{name}.{s}.npy")
    t = os.path.join(args.tmp, name)
    ty = mlir_type(shape, elem, scale, block, two)
    dims = "x".join(map(str, shape))
    in_elem = "bf16" if in_dt == "bf16" else "f32"
    attrs = ""
    if scale == "e8m0":
        attrs += f" mode = {mode}"
    if pow2:
        attrs += " pow2_scales"
    with open(t + ".mlir", "w") as f:
        f.write(f"func.func @q(%x: tensor<{dims}x{in_elem}>) -> {ty} {{\n"
                f"  %q = lowp.quantize %x{attrs} : tensor<{dims}x{in_elem}> -> {ty}\n"
                f"  return %q : {ty}\n}}\n"
                f"func.func @d(%w: {ty}) -> tensor<{dims}xf32> {{\n"
                f"  %x = lowp.dequantize %w : {ty} -> tensor<{dims}xf32>\n"
                f"  return %x : tensor<{dims}xf32>\n}}\n")
    outs = [t + ".codes.npy", t + ".scales.npy"] + ([t + ".ts.npy"] if two else [])
    dev = [f"--device={args.device}"]
    run([args.runner, t + ".mlir", "--function=q", f"--input=@{g('x')}"] + dev +
        [f"--output=@{o}" for o in outs])
    codes, scales = np.load(outs[0]), np.load(outs[1])
    wcodes, wscales = np.load(g("codes")), np.load(g("scales"))
    errors = []
    if scale == "f32":
        nanb = np.isnan(scales)
        same = (scales.view(np.uint32) == wscales.view(np.uint32)) | \
            (nanb & np.isnan(wscales))
    else:
        nanb = nan_code(scale, scales)
        same = (scales == wscales) | (nanb & nan_code(scale, wscales))
    if not same.all():
        errors.append(f"{int((~same).sum())} scales differ")
    if two:
        ts, wts = np.load(outs[2]), np.load(g("ts"))
        if not (ts.view(np.uint32) == wts.view(np.uint32) or
                (np.isnan(ts) and np.isnan(wts))):
            errors.append(f"tensor scale {ts} vs {wts}")
    bi = blocks_of(shape, block)
    care = ~nanb.reshape(-1)[bi]
    csame = (codes == wcodes) | ~care
    if elem.startswith("f8"):  # NaN codes of an element format are equal
        tab = decode_table(tables, elem)
        csame |= np.isnan(tab[codes]) & np.isnan(tab[wcodes])
    if not csame.all():
        errors.append(f"{int((~csame).sum())} codes differ")

    # Dequantize the golden parts; compare with NUMERICS.md in NumPy.
    ins = [g("codes"), g("scales")] + ([g("ts")] if two else [])
    run([args.runner, t + ".mlir", "--function=d"] + dev +
        [f"--input=@{i}" for i in ins] + [f"--output=@{t}.deq.npy"])
    deq = np.load(t + ".deq.npy")
    vals = decode_table(tables, elem)[wcodes]
    if scale == "e8m0":
        f = np.where(wscales == 255, np.nan,
                     np.ldexp(F32(1), wscales.astype(np.int32) - 127)).astype(F32)
    elif scale == "f32":
        f = wscales
    else:
        f = decode_table(tables, "f8E4M3FN" if scale == "ue4m3" else "ue5m3")[wscales]
        f = np.where(nan_code(scale, wscales), np.nan, f).astype(F32)
        if two:
            f = (np.load(g("ts")) * f).astype(F32)
    want = (vals * f.reshape(-1)[bi]).astype(F32)
    dsame = (deq.view(np.uint32) == want.view(np.uint32)) | \
        (np.isnan(deq) & np.isnan(want))
    if not dsame.all():
        errors.append(f"{int((~dsame).sum())} dequantized values differ")
    return errors


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--golden", required=True)
    p.add_argument("--tables", required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("--prefix", default="")
    p.add_argument("--device", default="cpu",
                   help="lowp-run devices, comma-separated: cpu (host "
                        "reference), an emulator or an ISA simulator (the "
                        "generated quantize / dequantize kernels)")
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    tables = {"_dir": args.tables}
    cases = [l.split() for l in open(os.path.join(args.golden, "manifest.txt"))
             if l.strip() and not l.startswith("#")]
    cases = [c for c in cases if c[0].startswith(args.prefix)]
    total_failures = 0
    devices = args.device.split(",")
    for device in devices:
        args.device = device
        failures = 0
        for fields in cases:
            try:
                errors = check_case(args, tables, fields)
            except RuntimeError as e:
                errors = [str(e)]
            if errors:
                failures += 1
                print(f"FAIL {fields[0]} on {device}: " + "; ".join(errors))
            else:
                print(f"ok {fields[0]} on {device}")
        print(f"{len(cases) - failures} of {len(cases)} '{args.prefix}*' "
              f"recipe cases bit-exact (quantize and dequantize) on {device}")
        total_failures += failures
    return 1 if total_failures or not cases else 0


if __name__ == "__main__":
    with np.errstate(all="ignore"):
        sys.exit(main())

#!/usr/bin/env python3
"""A layer whose matmuls carry fused epilogues (lowp-fuse-epilogues), run on
every device lowp-run has, against the host reference of the unfused program.

The module (after lowp-quantize-matmuls) runs once on the host with
--fuse-epilogues=false: the reference, the elementwise ops as the program
wrote them. Each GPU device then runs it with the epilogues fused into the
matmul kernels. The emulators must match bit for bit (same rounding points,
math through the host's libm). The ISA simulator runs the compiled machine
code, whose transcendental functions are the device library's (ocml): each
output may differ by the rounding of a 1-ulp f32 difference, i.e. one bf16
ulp; the script prints how many elements differ and by how much.

Rows 0-2 of x are scaled so that layer 1's pre-activations reach -88, where
exp(-x) nears the f32 maximum and the device's division takes its scaled path.

With --signature, any module: the inputs are random bf16 tensors of the
shapes its first function's signature gives (a dynamic dimension: --m),
normal values; those after the first two (the matmul's operands) times
--spread, so that a lost bias or residual shows.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

import numpy as np


def bf16_bits(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def ordered(bits):
    """bf16 codes as integers ordered as their values (distance in ulps)."""
    s = bits.astype(np.int32)
    return np.where(s & 0x8000, 0x8000 - (s & 0x7FFF), s + 0x8000)


def make_runner(args, ins):
    """run(device, fuse[, function, outputs]): the module (or its function)
    on a device (the host: "cpu") with the
    inputs `ins` (.npy paths), epilogues fused or not (args.runner,
    args.module, args.tmp, args.tile: the tile for GPU devices); its output
    array (a list of `outputs` arrays: a quantized result's codes and
    scales)."""
    runner = shlex.split(args.runner)

    def run(device, fuse, function=None, outputs=1):
        outs = [os.path.join(args.tmp, f"out{o}-{device}-{int(fuse)}.npy")
                for o in range(outputs)]
        cmd = runner + [args.module, f"--device={device}",
                        *([f"--function={function}"] if function else []),
                        f"--fuse-epilogues={'true' if fuse else 'false'}"] + \
            [f"--output=@{o}" for o in outs] + [f"--input=@{i}" for i in ins]
        if args.tile and device != "cpu":
            cmd.append(f"--tile={args.tile}")
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr}")
        got = [np.load(o) for o in outs]
        return got[0] if outputs == 1 else got
    return run


def run_parser(devices):
    """The options make_runner reads (--runner, --module, --tmp, --tile),
    the row count --m and the GPU --devices (default `devices`)."""
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--module", required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("--m", type=int, default=37)
    p.add_argument("--devices", default=devices)
    p.add_argument("--tile", default="")
    return p


def signature_shapes(module, m):
    """The tensor<...xbf16> argument shapes of the module's first function,
    dynamic dimensions as m."""
    text = open(module).read()
    sig = re.search(r"func\.func @\w+\((.*?)\)\s*->", text, re.S).group(1)
    shapes = []
    for dims in re.findall(r"tensor<([0-9?x]+)xbf16>", sig):
        shapes.append(tuple(m if d == "?" else int(d)
                            for d in dims.split("x")))
    return shapes


def main():
    p = run_parser("emu-gfx942,emu-gfx950,sim-gfx942,sim-gfx950")
    p.add_argument("--signature", action="store_true")
    p.add_argument("--spread", type=float, default=50.0)
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    rng = np.random.default_rng(11)
    m = args.m
    if args.signature:
        arrays = [rng.standard_normal(s).astype(np.float32) *
                  (args.spread if i > 1 else 1.0)
                  for i, s in enumerate(signature_shapes(args.module, m))]
    else:
        x = rng.standard_normal((m, 256)).astype(np.float32)
        x[0] *= 4.0  # pre-activations down to about -100 (see above)
        x[1] *= 6.0
        x[2] *= 8.0
        w1 = rng.standard_normal((512, 256)).astype(np.float32) * 0.5
        b1 = rng.standard_normal(512).astype(np.float32)
        w2 = rng.standard_normal((256, 512)).astype(np.float32) * 0.05
        b2 = rng.standard_normal(256).astype(np.float32)
        arrays = [x, w1, b1, w2, b2]
    ins = []
    for i, a in enumerate(arrays):
        ins.append(os.path.join(args.tmp, f"in{i}.npy"))
        np.save(ins[-1], bf16_bits(a))
    run = make_runner(args, ins)
    ref = run("cpu", False)
    pre = None
    print(f"reference: {ref.size} outputs, shape {ref.shape}")
    for device in args.devices.split(","):
        got = run(device, True)
        if got.shape != ref.shape:
            sys.exit(f"{device}: shape {got.shape}, expected {ref.shape}")
        diff = np.nonzero(got != ref)[0].size
        a, b = bf16_value(ref), bf16_value(got)
        ulps = np.abs(ordered(got) - ordered(ref)).max() if diff else 0
        finite = np.isfinite(a).all() and np.isfinite(b).all()
        print(f"{device}: {diff} of {ref.size} outputs differ, max {ulps} "
              f"bf16 ulp, finite {finite}")


if __name__ == "__main__":
    main()

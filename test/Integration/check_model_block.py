#!/usr/bin/env python3
"""examples/llama-block.mlir after lowp-quantize-matmuls, run on every device
lowp-run has against the host reference of the same quantized program, for
a [batch, seq, 64] input of the given shape (dynamic in the module).

The emulators must match the reference bit for bit. The ISA simulator runs
the machine code, whose exp (SiLU in a fused epilogue) is the device
library's: a 1-ulp f32 difference can move a bf16 output by one ulp and,
through the next layer's MXFP8 quantization, a few more; the script prints
how many outputs differ and the largest difference relative to the output's
scale. It also prints the quantized block's error against the unquantized
bf16 block (both on the host) against a bound: about 0.05 with MXFP8
weights, 0.17 with MXFP4 (a wrong layout or scale gives 1 or more).
"""
import argparse
import os
import shlex
import subprocess
import sys

import numpy as np


def bf16_bits(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--module", required=True, help="the quantized block")
    p.add_argument("--original", help="the unquantized block")
    p.add_argument("--max-error", type=float, default=0.25,
                   help="bound on the relative error against --original")
    p.add_argument("--tmp", required=True)
    p.add_argument("--shape", default="3,7", help="batch,seq")
    p.add_argument("--devices",
                   default="emu-gfx942,emu-gfx950,sim-gfx942,sim-gfx950")
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    b, s = (int(v) for v in args.shape.split(","))
    x = np.random.default_rng(5).standard_normal((b, s, 64)).astype(np.float32)
    xin = os.path.join(args.tmp, "x.npy")
    np.save(xin, bf16_bits(x))
    runner = shlex.split(args.runner)

    def run(module, device):
        out = os.path.join(args.tmp, f"y-{device}.npy")
        cmd = runner + [module, f"--device={device}", f"--input=@{xin}",
                        f"--output=@{out}"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr}")
        return np.load(out)

    ref = run(args.module, "cpu")
    print(f"reference: {ref.size} outputs, shape {ref.shape}")
    scale = np.abs(bf16_value(ref)).max()
    for device in args.devices.split(","):
        got = run(args.module, device)
        if got.shape != ref.shape:
            sys.exit(f"{device}: shape {got.shape}, expected {ref.shape}")
        diff = int((got != ref).sum())
        rel = np.abs(bf16_value(got) - bf16_value(ref)).max() / scale
        line = f"{device}: {diff} of {ref.size} outputs differ"
        if device.startswith(("sim", "hip")):
            line += f", within 2% of the output scale: {bool(rel < 0.02)}"
        print(line)
    if args.original:
        full = bf16_value(run(args.original, "cpu"))
        q = bf16_value(ref)
        err = np.linalg.norm(q - full) / np.linalg.norm(full)
        print(f"against the bf16 block: relative error below "
              f"{args.max_error:g}: {bool(err < args.max_error)}")
        print(f"relative error {err:.4f}", file=sys.stderr)


if __name__ == "__main__":
    main()

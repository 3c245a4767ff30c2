#!/usr/bin/env python3
"""An MoE expert layer whose grouped matmul carries a fused epilogue (bias per
expert, SiLU, residual add: lowp-fuse-epilogues), run on every device
lowp-run has, against the host reference of the unfused program.

The module (examples/moe-layer.mlir: MXFP8 activations, MXFP4 experts)
takes its operands quantized: codes and E8M0 scales drawn at random (no NaN
codes); with --bf16-activations x is bf16 (a module whose x is
tensor<?x256xbf16>: weight-only, the dequantizing grouped kernels). Groups are ragged: an empty expert, and rows past the last offset
(zeros before the epilogue, which still adds the residual). The host runs
it with --fuse-epilogues=false (the reference: the linalg.generic as the
program wrote it); each GPU device runs it with the epilogue fused into the
grouped kernel. The emulators must match bit for bit; the ISA simulator's
exp and division are the device library's (ocml), so an output may differ
by one bf16 ulp (the script prints how many and how far).
"""
import os
import sys

import numpy as np

from check_fused_layer import bf16_bits, make_runner, ordered, run_parser


def main():
    p = run_parser("emu-gfx942,emu-gfx950")
    p.add_argument("--offsets", default="5,5,20,33",
                   help="the 4 experts' end offsets (ragged, <= m)")
    p.add_argument("--pairs", action="store_true",
                   help="the module's @fused (epilogue_pairs) against its "
                        "@unfused on the host (M x N/2 results)")
    p.add_argument("--gpu-function", default="fused",
                   help="with --pairs, the function the GPU devices run "
                        "(unfused: lowp-fuse-epilogues makes the pairs)")
    p.add_argument("--quantized", default="",
                   help="the module's function (x, w, offsets, bias) whose "
                        "result is quantized (a lowp.quantize after the "
                        "activation): its codes and scales against the "
                        "host's, byte for byte")
    p.add_argument("--bf16-activations", action="store_true",
                   help="x is bf16 (weight-only: the module's x is "
                        "tensor<?x256xbf16>, the dequantizing kernels)")
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    rng = np.random.default_rng(7)
    m, g, n, k = args.m, 4, 128, 256
    # E4M3 codes without NaN (S.1111.111); fp4 codes 0-15, one per byte.
    xc = rng.integers(0, 256, (m, k)).astype(np.uint8)
    xc[(xc & 0x7F) == 0x7F] = 0x3C
    xs = rng.integers(118, 126, (m, k // 32)).astype(np.uint8)
    wc = rng.integers(0, 16, (g, n, k)).astype(np.uint8)
    ws = rng.integers(120, 128, (g, n, k // 32)).astype(np.uint8)
    off = np.array([int(v) for v in args.offsets.split(",")], np.int32)
    bias = rng.standard_normal((g, n)).astype(np.float32)
    res = bf16_bits(rng.standard_normal((m, n // 2 if args.pairs else n)))
    ins = []
    xs_ = [bf16_bits(rng.standard_normal((m, k)))] if args.bf16_activations \
        else [xc, xs]
    for i, a in enumerate(xs_ + [wc, ws, off, bias] +
                          ([] if args.quantized else [res])):
        ins.append(os.path.join(args.tmp, f"in{i}.npy"))
        np.save(ins[-1], a)
    run = make_runner(args, ins)
    if args.quantized:
        codes, scales = run("cpu", False, args.quantized, 2)
        print(f"reference: codes {codes.shape}, scales {scales.shape}, "
              f"{len(np.unique(scales))} distinct scales, "
              f"{len(np.unique(codes))} distinct codes")
        for device in args.devices.split(","):
            c, s = run(device, True, args.quantized, 2)
            if c.shape != codes.shape or s.shape != scales.shape:
                sys.exit(f"{device}: shapes {c.shape}, {s.shape}")
            print(f"{device}: {int((c != codes).sum())} of {codes.size} "
                  f"codes and {int((s != scales).sum())} of {scales.size} "
                  f"scales differ")
        return
    fused_fn, ref_fn = (args.gpu_function, "unfused") if args.pairs \
        else (None, None)
    ref = run("cpu", False, ref_fn)
    tail = ref[off[-1]:]
    print(f"reference: {ref.size} outputs, shape {ref.shape}, "
          f"{tail.shape[0]} rows past the last offset "
          f"(equal to SiLU(0) + residual: {bool((tail == res[off[-1]:]).all())})")
    for device in args.devices.split(","):
        got = run(device, True, fused_fn)
        if got.shape != ref.shape:
            sys.exit(f"{device}: shape {got.shape}, expected {ref.shape}")
        diff = int((got != ref).sum())
        ulps = int(np.abs(ordered(got) - ordered(ref)).max()) if diff else 0
        print(f"{device}: {diff} of {ref.size} outputs differ, max {ulps} "
              f"bf16 ulp")


if __name__ == "__main__":
    main()

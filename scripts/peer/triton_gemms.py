#!/usr/bin/env python3
"""Peer reference: compile Triton's GEMMs for an AMD chip without an AMD GPU
(Triton 3.6 compiles for GPUTarget("hip", CHIP, 64) on any machine) and keep
their assembly, so that lowp's report model reads them exactly as it reads
lowp's kernels:

    python3 scripts/peer/triton_gemms.py gfx950 OUTDIR      # on the device machine
    build/bin/lowp-compile OUTDIR/triton_mxfp4_*.s --chip=gfx950 --report

Kernels (4096 x 4096 x 4096 is a launch-time shape; the code is the same):
- mxfp4, mxfp8: tl.dot_scaled, A M x K, B N x K (fp4 packed two per byte
  along K), E8M0 scales per 32 along K, bf16 out;
- fp8: tl.dot on OCP e4m3 with per-tensor f32 scales in the epilogue.
Several of Triton's usual configurations each (tile, warps, stages); pointer
arguments carry the 16-byte divisibility Triton's launcher would give them.
"""
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def mx_gemm(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
            FMT: tl.constexpr, PACK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK // PACK)
    rs = tl.arange(0, BK // 32)
    kp = K // PACK
    ks = K // 32
    a = a_ptr + rm[:, None] * kp + rk[None, :]
    b = b_ptr + rn[None, :] * kp + rk[:, None]
    sa = as_ptr + rm[:, None] * ks + rs[None, :]
    sb = bs_ptr + rn[:, None] * ks + rs[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot_scaled(tl.load(a), tl.load(sa), FMT, tl.load(b),
                            tl.load(sb), FMT, acc)
        a += BK // PACK
        b += BK // PACK
        sa += BK // 32
        sb += BK // 32
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16))


@triton.jit
def fp8_gemm(a_ptr, b_ptr, c_ptr, M, N, K, sa, sb,
             BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]
    b = b_ptr + rn[None, :] * K + rk[:, None]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK
        b += BK
    acc = acc * (sa * sb)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16))


CONFIGS = [  # BM, BN, BK, warps, stages
    (256, 256, 128, 8, 2), (256, 128, 128, 8, 2), (128, 128, 128, 4, 2),
    (128, 128, 256, 4, 2), (256, 256, 256, 8, 2), (128, 256, 128, 8, 2),
    (256, 128, 256, 8, 2), (128, 128, 128, 8, 3),
]


def div16(idx):
    return {(i,): [["tt.divisibility", 16]] for i in idx}


def main():
    chip = sys.argv[1] if len(sys.argv) > 1 else "gfx950"
    out = sys.argv[2] if len(sys.argv) > 2 else "."
    os.makedirs(out, exist_ok=True)
    fp8 = "fp8e4nv" if chip == "gfx950" else "fp8e4b8"
    target = GPUTarget("hip", chip, 64)
    for bm, bn, bk, warps, stages in CONFIGS:
        tag = f"{bm}x{bn}x{bk}_w{warps}_s{stages}"
        jobs = []
        for name, fmt, pack, elem in [("mxfp4", "e2m1", 2, "u8"),
                                      ("mxfp8", "e4m3", 1, fp8)]:
            sig = {"a_ptr": "*" + elem, "as_ptr": "*u8", "b_ptr": "*" + elem,
                   "bs_ptr": "*u8", "c_ptr": "*bf16", "M": "i32", "N": "i32",
                   "K": "i32", "BM": "constexpr", "BN": "constexpr",
                   "BK": "constexpr", "FMT": "constexpr", "PACK": "constexpr"}
            jobs.append((name, triton.compiler.ASTSource(
                fn=mx_gemm, signature=sig, attrs=div16([0, 1, 2, 3, 4, 7]),
                constexprs={"BM": bm, "BN": bn, "BK": bk, "FMT": fmt,
                            "PACK": pack})))
        sig = {"a_ptr": "*" + fp8, "b_ptr": "*" + fp8, "c_ptr": "*bf16",
               "M": "i32", "N": "i32", "K": "i32", "sa": "fp32", "sb": "fp32",
               "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
        jobs.append(("fp8", triton.compiler.ASTSource(
            fn=fp8_gemm, signature=sig, attrs=div16([0, 1, 2, 5]),
            constexprs={"BM": bm, "BN": bn, "BK": bk})))
        for name, src in jobs:
            try:
                k = triton.compile(src, target=target,
                                   options={"num_warps": warps,
                                            "num_stages": stages})
            except Exception as e:  # a configuration Triton rejects
                print(f"{name} {tag}: {type(e).__name__}: {str(e)[:200]}")
                continue
            path = os.path.join(out, f"triton_{name}_{tag}.s")
            with open(path, "w") as f:
                f.write(k.asm["amdgcn"])
            # Triton allocates LDS at launch (metadata.shared), not in the
            # kernel descriptor: the report's LDS line reads 0 for it.
            print(f"{name} {tag}: {path} (LDS {k.metadata.shared} bytes)")
    print(f"triton {triton.__version__} for {chip}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Peer reference: compile Triton 3.6's FP8 GEMM (tl.dot) for gfx942 / gfx950
without an AMD GPU and summarize its ISA (MFMA instructions, registers, LDS),
to compare with `lowp-compile --report`. Runs on the device machine (Triton
is not installed here):

    python3 scripts/peer/triton_fp8_gemm.py gfx950 > triton-gfx950.txt
"""
import re
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def gemm(a_ptr, b_ptr, c_ptr, M, N, K, sa, sb,
         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]          # A: M x K
    b = b_ptr + rn[None, :] * K + rk[:, None]          # B: N x K (transpose_b)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK
        b += BK
    acc = acc * (sa * sb)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def main():
    chip = sys.argv[1] if len(sys.argv) > 1 else "gfx950"
    fp8 = "fp8e4nv" if chip == "gfx950" else "fp8e4b8"   # OCP vs FNUZ e4m3
    sig = {"a_ptr": "*" + fp8, "b_ptr": "*" + fp8, "c_ptr": "*fp32",
           "M": "i32", "N": "i32", "K": "i32", "sa": "fp32", "sb": "fp32",
           "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
    attrs = {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]],
             (2,): [["tt.divisibility", 16]], (5,): [["tt.divisibility", 16]]}
    src = triton.compiler.ASTSource(
        fn=gemm, signature=sig, attrs=attrs,
        constexprs={"BM": 256, "BN": 128, "BK": 64})
    k = triton.compile(src, target=GPUTarget("hip", chip, 64),
                       options={"num_warps": 8, "num_stages": 2})
    asm = k.asm["amdgcn"]
    mfma = {}
    for m in re.findall(r"^\s*(v_mfma\S*)", asm, re.M):
        mfma[m] = mfma.get(m, 0) + 1
    meta = {}
    for key in ("vgpr_count", "agpr_count", "sgpr_count", "group_segment_fixed_size",
                "private_segment_fixed_size", "vgpr_spill_count"):
        r = re.search(r"\." + key + r":\s+(\d+)", asm)
        meta[key] = int(r.group(1)) if r else None
    print(f"triton {triton.__version__} {chip} fp8 gemm 256x128x64, 8 warps, 2 stages")
    print("MFMA:", ", ".join(f"{k} x{v}" for k, v in sorted(mfma.items())))
    print("meta:", meta)


if __name__ == "__main__":
    main()

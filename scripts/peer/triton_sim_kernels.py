#!/usr/bin/env python3
"""Peer kernels for the ISA simulator's tests (test/Sim/triton.test): Triton
3.6 GEMMs with masked (ragged) M, N and K, compiled for gfx942 / gfx950
without an AMD GPU, their assembly written to OUTDIR. Runs on the device
machine (Triton is not installed here):

    python3 scripts/peer/triton_sim_kernels.py test/Sim/Inputs

(The LLM shape suite's Triton GEMMs: scripts/peer/triton_suite.py.)

Kernels (C = A B^T, A M x K, B N x K, f32 out, row-major, strides given):
- triton_fp8_gfx942.s: tl.dot on FNUZ e4m3 (fp8e4b8);
- triton_fp8_gfx950.s: tl.dot on OCP e4m3 (fp8e4nv);
- triton_mxfp8_gfx950.s: tl.dot_scaled e4m3 x e4m3 with E8M0 scales per 32
  along K (scales M x K/32, N x K/32);
- triton_mxfp4_gfx950.s: tl.dot_scaled e2m1 x e2m1 (two codes a byte along
  K, low nibble first).
Small tiles (64 x 64, 4 warps) keep the simulated launches short. Pointer
arguments carry the 16-byte divisibility Triton's launcher gives them.
"""
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def fp8_gemm(a_ptr, b_ptr, c_ptr, M, N, K,
             BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def mx_gemm(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
            FMT: tl.constexpr, PACK: tl.constexpr):
    # K is a multiple of BK here (whole scale blocks); M and N are ragged.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK // PACK)
    rs = tl.arange(0, BK // 32)
    kp = K // PACK
    ks = K // 32
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * kp + (k // PACK + rk)[None, :],
                    mask=rm[:, None] < M, other=0)
        b = tl.load(b_ptr + rn[None, :] * kp + (k // PACK + rk)[:, None],
                    mask=rn[None, :] < N, other=0)
        sa = tl.load(as_ptr + rm[:, None] * ks + (k // 32 + rs)[None, :],
                     mask=rm[:, None] < M, other=127)
        sb = tl.load(bs_ptr + rn[:, None] * ks + (k // 32 + rs)[None, :],
                     mask=rn[:, None] < N, other=127)
        acc = tl.dot_scaled(a, sa, FMT, b, sb, FMT, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


def compile_kernel(fn, chip, sig, consts, pointers, warps=4, stages=2):
    attrs = {(i,): [["tt.divisibility", 16]] for i in pointers}
    src = triton.compiler.ASTSource(fn=fn, signature=sig, attrs=attrs,
                                    constexprs=consts)
    k = triton.compile(src, target=GPUTarget("hip", chip, 64),
                       options={"num_warps": warps, "num_stages": stages})
    # Triton's launcher gives the kernel its LDS dynamically: record the
    # size (lowp-sim --lds) in the file.
    return (f"; triton {triton.__version__}: dynamic LDS {k.metadata.shared} "
            f"bytes, {k.metadata.num_warps} warps\n" + k.asm["amdgcn"])


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    i32 = "i32"
    for chip, fp8 in (("gfx942", "fp8e4b8"), ("gfx950", "fp8e4nv")):
        sig = {"a_ptr": "*" + fp8, "b_ptr": "*" + fp8, "c_ptr": "*fp32",
               "M": i32, "N": i32, "K": i32, "BM": "constexpr",
               "BN": "constexpr", "BK": "constexpr"}
        asm = compile_kernel(fp8_gemm, chip, sig,
                             {"BM": 64, "BN": 64, "BK": 64}, [0, 1, 2])
        open(os.path.join(out, f"triton_fp8_{chip}.s"), "w").write(asm)
    for name, fmt, pack in (("mxfp8", "e4m3", 1), ("mxfp4", "e2m1", 2)):
        sig = {"a_ptr": "*u8", "as_ptr": "*u8", "b_ptr": "*u8",
               "bs_ptr": "*u8", "c_ptr": "*fp32", "M": i32, "N": i32,
               "K": i32, "BM": "constexpr", "BN": "constexpr",
               "BK": "constexpr", "FMT": "constexpr", "PACK": "constexpr"}
        asm = compile_kernel(mx_gemm, "gfx950", sig,
                             {"BM": 64, "BN": 64, "BK": 128, "FMT": fmt,
                              "PACK": pack}, [0, 1, 2, 3, 4])
        open(os.path.join(out, f"triton_{name}_gfx950.s"), "w").write(asm)
    print("triton", triton.__version__, "->", sorted(os.listdir(out)))


if __name__ == "__main__":
    main()

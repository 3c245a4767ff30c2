#!/usr/bin/env python3
"""Triton 3.6's GEMMs for the LLM shape suite (scripts/bench/llm_shapes.py),
compiled for gfx942 / gfx950 without an AMD GPU. Runs on the device machine
(Triton is not installed here):

    python3 scripts/peer/triton_suite.py OUTDIR && tar czf triton-suite.tgz -C OUTDIR .

The kernels are written as Triton's tutorial and AMD's tuned GEMMs write
them: one program per C tile in grouped order (GROUP_M rows of tiles share
their B tiles in L2), pointers advanced by BK with no masks in the K loop (K
is a multiple of BK; rows and columns past M / N are clamped by `% M`, as the
tutorial does), scales applied as the recipe defines, bf16 out. Every kernel
takes (a, b, as, bs, c, M, N, K):

- fp8 (FP8 per-row scales, "rowwise"): a M x K, b N x K e4m3 (FNUZ on
  gfx942), as M f32, bs N f32: C = (A B^T) * as bs^T.
- block (DeepSeek-V3 blockwise FP8): as M x K/128 f32 (1 x 128 blocks), bs
  N/128 x K/128 f32 (128 x 128 blocks); BK = 128, each K step scaled.
- mxfp8 / mxfp4 (gfx950): tl.dot_scaled, E8M0 scales as M x K/32, N x K/32;
  fp4 codes two a byte along K (low nibble first).
- w4a16 (gfx950): bf16 A times MXFP4 B (tl.dot_scaled with lhs "bf16" and
  no lhs scale; as is not read).

Configurations (BM, BN, BK, warps, stages) span decode (16 x 64 tiles) to
prefill (256 x 256); file names triton_RECIPE_CHIP_BMxBNxBK_wW_sS.s, and the
first line records the dynamic LDS size (lowp-sim --lds). Pointer arguments,
N and K carry the divisibility by 16 Triton's launcher gives them (without
it rows are not known to be aligned and Triton loads bytes).
"""
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def tile_ids(M, N, BM: tl.constexpr, BN: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BM)
    num_n = tl.cdiv(N, BN)
    per_group = GROUP_M * num_n
    first_m = (pid // per_group) * GROUP_M
    size_m = min(num_m - first_m, GROUP_M)
    pid_m = first_m + (pid % per_group) % size_m
    pid_n = (pid % per_group) // size_m
    return pid_m, pid_n


@triton.jit
def store_c(c_ptr, acc, pid_m, pid_n, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def fp8_gemm(a_ptr, b_ptr, as_ptr, bs_ptr, c_ptr, M, N, K,
             BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
             GROUP_M: tl.constexpr, BLOCKWISE: tl.constexpr):
    pid_m, pid_n = tile_ids(M, N, BM, BN, GROUP_M)
    rm = (pid_m * BM + tl.arange(0, BM)) % M
    rn = (pid_n * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
    b_ptrs = b_ptr + rn[None, :] * K + rk[:, None]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    if BLOCKWISE:
        ks = K // 128
        as_ptrs = as_ptr + rm * ks
        bs_ptrs = bs_ptr + (rn // 128) * ks
        for k in range(0, K // BK):
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
            sa = tl.load(as_ptrs + k)
            sb = tl.load(bs_ptrs + k)
            acc += tl.dot(a, b) * sa[:, None] * sb[None, :]
            a_ptrs += BK
            b_ptrs += BK
    else:
        for k in range(0, K // BK):
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
            acc = tl.dot(a, b, acc)
            a_ptrs += BK
            b_ptrs += BK
        sa = tl.load(as_ptr + rm)
        sb = tl.load(bs_ptr + rn)
        acc = acc * sa[:, None] * sb[None, :]
    store_c(c_ptr, acc, pid_m, pid_n, M, N, BM, BN)


@triton.jit
def mx_gemm(a_ptr, b_ptr, as_ptr, bs_ptr, c_ptr, M, N, K,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
            GROUP_M: tl.constexpr, AFMT: tl.constexpr, BFMT: tl.constexpr):
    pid_m, pid_n = tile_ids(M, N, BM, BN, GROUP_M)
    rm = (pid_m * BM + tl.arange(0, BM)) % M
    rn = (pid_n * BN + tl.arange(0, BN)) % N
    APACK: tl.constexpr = 2 if AFMT == "e2m1" else 1
    BPACK: tl.constexpr = 2 if BFMT == "e2m1" else 1
    ra = tl.arange(0, BK // APACK)
    rb = tl.arange(0, BK // BPACK)
    rs = tl.arange(0, BK // 32)
    ks = K // 32
    a_ptrs = a_ptr + rm[:, None] * (K // APACK) + ra[None, :]
    b_ptrs = b_ptr + rn[None, :] * (K // BPACK) + rb[:, None]
    as_ptrs = as_ptr + rm[:, None] * ks + rs[None, :]
    bs_ptrs = bs_ptr + rn[:, None] * ks + rs[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K // BK):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        sb = tl.load(bs_ptrs)
        if AFMT == "bf16":
            acc = tl.dot_scaled(a, None, AFMT, b, sb, BFMT, acc)
        else:
            sa = tl.load(as_ptrs)
            acc = tl.dot_scaled(a, sa, AFMT, b, sb, BFMT, acc)
        a_ptrs += BK // APACK
        b_ptrs += BK // BPACK
        as_ptrs += BK // 32
        bs_ptrs += BK // 32
    store_c(c_ptr, acc, pid_m, pid_n, M, N, BM, BN)


# (BM, BN, BK, warps, stages): decode to prefill, as AMD's tuned FP8 GEMM
# tables and Triton's AMD matmul tutorial pick them.
# Each also with BK = 64: K = 2880 (GPT-OSS) is a multiple of 64, not 128.
CONFIGS = [(16, 64, 256, 4, 2), (32, 128, 128, 4, 2), (64, 128, 128, 4, 2),
           (128, 128, 128, 8, 2), (256, 128, 128, 8, 2), (256, 256, 128, 8, 2)]
CONFIGS += [(bm, bn, 64, w, st) for bm, bn, _, w, st in CONFIGS]


def compile_kernel(fn, chip, sig, consts, warps, stages):
    # As Triton's launcher specializes them: the pointers, and N and K
    # (multiples of 16 at every suite shape; M is not: decode has M = 1).
    attrs = {(i,): [["tt.divisibility", 16]] for i in (0, 1, 2, 3, 4, 6, 7)}
    src = triton.compiler.ASTSource(fn=fn, signature=sig, attrs=attrs,
                                    constexprs=consts)
    k = triton.compile(src, target=GPUTarget("hip", chip, 64),
                       options={"num_warps": warps, "num_stages": stages,
                                "matrix_instr_nonkdim": 16})
    return (f"; triton {triton.__version__}: dynamic LDS {k.metadata.shared} "
            f"bytes, {k.metadata.num_warps} warps\n" + k.asm["amdgcn"])


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "triton-suite"
    os.makedirs(out, exist_ok=True)
    os.environ["TRITON_DISABLE_LINE_INFO"] = "1"
    ints = {"M": "i32", "N": "i32", "K": "i32"}
    jobs = []
    for chip, fp8 in (("gfx942", "fp8e4b8"), ("gfx950", "fp8e4nv")):
        for recipe, blockwise in (("fp8", False), ("block", True)):
            sig = {"a_ptr": "*" + fp8, "b_ptr": "*" + fp8, "as_ptr": "*fp32",
                   "bs_ptr": "*fp32", "c_ptr": "*bf16", **ints}
            jobs.append((recipe, chip, fp8_gemm, sig,
                         {"GROUP_M": 8, "BLOCKWISE": blockwise}))
    for recipe, afmt, bfmt, aty in (("mxfp8", "e4m3", "e4m3", "*u8"),
                                    ("mxfp4", "e2m1", "e2m1", "*u8"),
                                    ("w4a16", "bf16", "e2m1", "*bf16")):
        sig = {"a_ptr": aty, "b_ptr": "*u8", "as_ptr": "*u8", "bs_ptr": "*u8",
               "c_ptr": "*bf16", **ints}
        jobs.append((recipe, "gfx950", mx_gemm, sig,
                     {"GROUP_M": 8, "AFMT": afmt, "BFMT": bfmt}))
    failed = []
    for recipe, chip, fn, sig, consts in jobs:
        for bm, bn, bk, warps, stages in CONFIGS:
            if recipe == "block" and bk != 128:
                if bk < 128:
                    continue  # one scale per K step of 128
                bk = 128
            c = dict(consts, BM=bm, BN=bn, BK=bk)
            s = dict(sig, **{k: "constexpr" for k in c})
            name = f"triton_{recipe}_{chip}_{bm}x{bn}x{bk}_w{warps}_s{stages}.s"
            try:
                asm = compile_kernel(fn, chip, s, c, warps, stages)
            except Exception as e:  # a configuration Triton cannot build
                failed.append(f"{name}: {str(e).splitlines()[0][:200]}")
                continue
            open(os.path.join(out, name), "w").write(asm)
    print("triton", triton.__version__, "->", len(os.listdir(out)), "kernels")
    for f in failed:
        print("not built:", f)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Golden gfx942 MFMA results for the emulator's hardware model.

A second, vectorized (torch, float64) implementation of the CDNA3 fused
dot-product-add model that Microsoft's MMA-Sim publishes (arXiv 2511.10909;
FP8: even/odd truncated sums of 16 products, F = 24, F2 = 31; F16/BF16: one
truncated sum of 8; XF32: of 4 on inputs cut to tf32; each block rounded to
f32 and fed back as C). It is written independently of lowp's C++ port, so
the emulator's bit-exact agreement with it checks the port.

Writes OUTDIR/<case>.{a,b,c,d}.npy (a: M x K, b: K x N, c/d: M x N f32;
fp8/f16/bf16 operands stored as their f32 values) and OUTDIR/manifest.txt
lines "NAME M N K ATYPE BTYPE".
Usage: python3 gen_mmasim.py OUTDIR
"""
import os
import sys

import numpy as np
import torch

ESUB = {"f8E4M3FNUZ": -7, "f8E5M2FNUZ": -15, "f16": -14, "bf16": -126,
        "f32": -126}
TORCH = {"f8E4M3FNUZ": torch.float8_e4m3fnuz,
         "f8E5M2FNUZ": torch.float8_e5m2fnuz,
         "f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}


def split(x, esub):
    """x = s * 2^e, 1 <= |s| < 2, subnormals at e = esub with |s| < 1."""
    x = x.double()
    m, e = torch.frexp(x)
    s, e = m * 2, e - 1
    sub = e < esub
    s = torch.where(sub, s * torch.exp2((e - esub).double()), s)
    e = torch.where(sub, torch.full_like(e, esub), e)
    e = torch.where(s == 0, torch.full_like(e, esub), e)
    return s, e


def tsum(s, e, F):
    emax = e.max(dim=-1).values
    t = torch.trunc(s * torch.exp2((e - emax.unsqueeze(-1) + F).double()))
    return t.sum(dim=-1) * 2.0 ** -F, emax


def floor_to(s, shift, F):
    return torch.floor(s * torch.exp2(shift.double() + F)) * 2.0 ** -F


def block(a, b, c, ea, eb, gtr):
    sa, xa = split(a, ea)
    sb, xb = split(b, eb)
    s, e = sa * sb, xa + xb
    if not gtr:
        over = ((s.abs() >= 2).int() + e) >= 128
        s = torch.where(over, s * float("inf"), s)
    e = torch.where(s == 0, torch.full_like(e, -999), e)
    if gtr:
        s0, e0 = tsum(s[..., 0::2], e[..., 0::2], 24)
        s1, e1 = tsum(s[..., 1::2], e[..., 1::2], 24)
        ed = torch.maximum(e0, e1)
        sd = floor_to(s0, e0 - ed, 24) + floor_to(s1, e1 - ed, 24)
    else:
        sd, ed = tsum(s, e, 24)
    sc, ec = split(c.float(), -126)
    emax = torch.maximum(ed, ec)
    sd = floor_to(sd, ed - emax, 32)
    sc = floor_to(sc, ec - emax, 24)
    if gtr:
        sc = torch.where(ec < emax - 25, torch.zeros_like(sc), sc)
    tot, et = split((sd + sc) * torch.exp2(emax.double()), -126)
    tot = torch.floor(tot * 2.0 ** 31) * 2.0 ** -31
    return (tot * torch.exp2(et.double())).float()


def mfma(A, B, C, ta, tb):
    M, K = A.shape
    N = B.shape[1]
    gtr = ta.startswith("f8")
    L = 16 if gtr else (4 if ta == "f32" else 8)
    L = min(L, K)
    a = A.double()
    b = B.double()
    if ta == "f32":
        cut = lambda x: (x.float().view(torch.int32) & ~0x1FFF).view(
            torch.float32).double()
        a, b = cut(A), cut(B)
    av = a[:, None, :].expand(M, N, K)
    bv = b.T[None, :, :].expand(M, N, K)
    c = C.float()
    for k0 in range(0, K, L):
        c = block(av[..., k0:k0 + L], bv[..., k0:k0 + L], c, ESUB[ta],
                  ESUB[tb], gtr)
    return c


def rand_vals(g, shape, t, spread):
    """Values of type t with random signs and exponents spread widely."""
    x = torch.randn(shape, generator=g, dtype=torch.float64)
    x = x * torch.exp2(torch.randint(-spread, spread + 1, shape, generator=g)
                       .double())
    # Sprinkle exact zeros and the format's subnormals.
    z = torch.rand(shape, generator=g) < 0.05
    x = torch.where(z, torch.zeros_like(x), x)
    if t.startswith("f8"):
        mx = 240.0 if t == "f8E4M3FNUZ" else 57344.0
        x = x.clamp(-mx, mx)
    return x.to(TORCH[t]).float()


def main(outdir):
    os.makedirs(outdir, exist_ok=True)
    g = torch.Generator().manual_seed(942)
    cases = [("fp8_16x16x32", 16, 16, 32, "f8E4M3FNUZ", "f8E4M3FNUZ", 6),
             ("fp8_mixed_16x16x32", 16, 16, 32, "f8E5M2FNUZ", "f8E4M3FNUZ", 10),
             ("fp8_32x32x16", 32, 32, 16, "f8E5M2FNUZ", "f8E5M2FNUZ", 12),
             ("f16_16x16x16", 16, 16, 16, "f16", "f16", 10),
             ("bf16_32x32x8", 32, 32, 8, "bf16", "bf16", 30),
             ("bf16_16x16x16", 16, 16, 16, "bf16", "bf16", 60),
             ("xf32_16x16x8", 16, 16, 8, "f32", "f32", 20)]
    lines = []
    for name, M, N, K, ta, tb, spread in cases:
        for rep in range(3):
            A = rand_vals(g, (M, K), ta, spread)
            B = rand_vals(g, (K, N), tb, spread)
            C = (torch.randn((M, N), generator=g, dtype=torch.float64) *
                 torch.exp2(torch.randint(-spread, spread + 1, (M, N),
                                          generator=g).double())).float()
            if rep == 2:
                C = torch.zeros_like(C)  # C = 0 decomposes at 2^-126
            D = mfma(A, B, C, ta, tb)
            n = f"{name}_{rep}"
            for k, v in (("a", A), ("b", B), ("c", C), ("d", D)):
                np.save(os.path.join(outdir, f"{n}.{k}.npy"),
                        v.numpy().astype(np.float32))
            lines.append(f"{n} {M} {N} {K} {ta} {tb}")
    with open(os.path.join(outdir, "manifest.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(len(lines), "cases")


if __name__ == "__main__":
    main(sys.argv[1])

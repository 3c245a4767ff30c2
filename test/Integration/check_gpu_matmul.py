#!/usr/bin/env python3
"""Runs scaled matmuls (FP8 with per-tensor / per-row f32 scales, MX with
E8M0 scales per 32 along K) through lowp-run on the host reference and on an
emulator device (generated GPU kernels), and checks both against
NUMERICS.md section 7: |C - ref| <= K * 2^-23 * sum_k |a_k b_k| plus one
rounding of the output type, with ref the exact product of the decoded
operands (ml_dtypes decode tables). NaN must appear exactly where the
reference has NaN.

Case spec (one per --case):
  NAME:M:N:K:FMTA:FMTB:SCALEA:SCALEB:OUT:BIAS[:dyn][:specials][:nana][:mxedge][:tile=T]
(nana: an E8M0 NaN scale in row 3 of A too; T: the kernel tile, BMxBNxBK[xSPLITK], instead of the cost model's;
groups=G: a grouped_scaled_matmul, B of G x N x K, A's rows split into G
ragged groups by random end offsets, one group empty, rows past the last
offset zero (skew: group 2 takes all but the last 5 rows, the last group 2,
the others none); ta: A stored K x M ({transpose_a}), nb: B stored K x N (no
{transpose_b}; grouped: G x K x N), their scales likewise, blocks along K)
SCALE is tensor, row, mx (E8M0 per 32 along K), b1x128 or b128x128 (f32
per block, the second dimension along K), nv (NVFP4: UE4M3 per 16 along K
and an f32 tensor scale), nv1 (single-level NVFP4: UE4M3 per 16, no tensor
scale), amd (AMD-FP4: UE5M3 per 16 and a tensor scale), e1x128 / e128x128
(blockwise with E8M0 power-of-two scales), or none with FMT
bf16 / f16 (a plain operand: weight-only GEMMs); e.g.
  small:1:1:32:f8E4M3FNUZ:f8E4M3FNUZ:tensor:tensor:f32:none
  mx:64:64:128:f4E2M1FN:f8E4M3FN:mx:mx:bf16:none
"""
import argparse
import os
import subprocess
import sys
import zlib

import numpy as np


def table(tables, fmt):
    t = np.zeros(256, np.uint32)
    for line in open(os.path.join(tables, fmt + ".txt")):
        if line.startswith("D "):
            _, c, v = line.split()
            t[int(c, 16)] = int(v, 16)
    return t.view(np.float32).astype(np.float64)


NAN_CODES = {"f8E4M3FNUZ": [0x80], "f8E5M2FNUZ": [0x80],
             "f8E4M3FN": [0x7F, 0xFF], "f8E5M2": [0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF, 0x7C, 0xFC]}


def to_bits(x, t):
    if t == "f32":
        return x.astype(np.float32)
    if t == "f16":
        return x.astype(np.float16)
    # bf16 by RNE on the f32 bits
    b = x.astype(np.float32).view(np.uint32)
    b = (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    return b.astype(np.uint16)


def from_bits(a, t):
    if t == "bf16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def ulp(x, t):
    mant = {"f32": 23, "bf16": 7, "f16": 10}[t]
    emin = {"f32": -126, "bf16": -126, "f16": -14}[t]
    e = np.floor(np.log2(np.maximum(np.abs(x), 1e-300)))
    return np.exp2(np.maximum(e, emin) - mant)


def run_case(args, spec):
    f = spec.split(":")
    name, M, N, K, fa, fb, sa, sb, out, bias = f[:10]
    extra = f[10:]
    M, N, K = int(M), int(N), int(K)
    dyn = "dyn" in extra
    groups = [int(x[7:]) for x in extra if x.startswith("groups=")]
    G = groups[0] if groups else 0
    NB = G * N if G else N  # B's rows (stacked over the groups)
    r = np.random.default_rng(zlib.crc32(spec.encode()))
    ta_, nb_ = "ta" in extra, "nb" in extra  # A stored K x M, B K x N
    d = os.path.join(args.tmp, name)
    os.makedirs(d, exist_ok=True)

    def codes(shape, fmt):
        if fmt in ("bf16", "f16"):  # plain values, as their bits
            return to_bits(r.standard_normal(shape) * 2, fmt)
        width = {"f4E2M1FN": 16, "f6E2M3FN": 64, "f6E3M2FN": 64}.get(fmt, 256)
        c = r.integers(0, width, shape).astype(np.uint8)
        for bad in NAN_CODES.get(fmt, []):
            c[c == bad] = 0x31
        return c

    a, b = codes((M, K), fa), codes((NB, K), fb)
    plain = ("bf16", "f16")
    # -0 codes in row 0 of A, a NaN code in row 0 of B (fp8), a NaN scale
    # (MX: E8M0 0xFF) in row 1 of B, scale code 0 (2^-127) in row 2 of A.
    neg_zero = {"f4E2M1FN": 0x08, "f6E2M3FN": 0x20, "f6E3M2FN": 0x20}
    if "specials" in extra and fa not in plain:
        a[0, 0] = neg_zero.get(fa, {"f8E4M3FN": 0x80, "f8E5M2": 0x80}.get(fa, 0))
    if "specials" in extra and fb not in plain:
        b[0, 2] = neg_zero.get(fb, 0x80 if fb in ("f8E4M3FN", "f8E5M2") else 0)
        if fb in NAN_CODES:
            b[0, 1] = NAN_CODES[fb][0]
            if G > 1 and N > 2:  # group 1's too (another column): group
                b[N + 2, 1] = NAN_CODES[fb][0]  # 0's K tail must not read it
    mx_recipe = {"f4E2M1FN": "mxfp4", "f6E2M3FN": "mxfp6", "f6E3M2FN": "mxfp6"}
    recipe = {"tensor": "fp8_per_tensor", "row": "fp8_rowwise",
              "b1x128": "fp8_block1x128", "b128x128": "fp8_block128x128"}

    def scales(rows, kind):
        if kind == "mx":  # E8M0 codes around 2^0, one per 32 along K
            return r.integers(112, 142, (rows, (K + 31) // 32)).astype(np.uint8)
        if kind in ("nv", "nv1"):  # UE4M3 2^-4 .. 2^1, one per 16 along K
            return r.integers(0x18, 0x40, (rows, K // 16)).astype(np.uint8)
        if kind == "amd":  # UE5M3 2^-5 .. 2^2
            return r.integers(80, 140, (rows, K // 16)).astype(np.uint8)
        if kind == "none":
            return None
        kb = (K + 127) // 128
        if kind in ("e1x128", "e128x128"):  # E8M0 codes per 128 along K
            r_ = rows if kind == "e1x128" else (rows + 127) // 128
            return r.integers(112, 142, (r_, kb)).astype(np.uint8)
        shape = {"row": (rows, 1), "tensor": (1, 1), "b1x128": (rows, kb),
                 "b128x128": ((rows + 127) // 128, kb)}[kind]
        return (r.random(shape) * 3 + 0.05).astype(np.float32)

    def decode_scales(s, kind, rows, ts):
        if kind == "mx":
            d = table(args.tables, "f8E8M0FNU")[s]
            return np.repeat(d, 32, axis=1)[:, :K]
        if kind in ("nv", "nv1", "amd"):
            d = table(args.tables, "ue5m3" if kind == "amd" else "f8E4M3FN")[s]
            if ts is not None:  # NUMERICS.md 4: fp32(s_t * fp32(s8))
                d = (np.float32(ts) * d.astype(np.float32)).astype(np.float64)
            return np.repeat(d, 16, axis=1)
        if kind == "none":
            return 1.0
        if kind in ("e1x128", "e128x128"):
            d = np.repeat(table(args.tables, "f8E8M0FNU")[s], 128, axis=1)[:, :K]
            if kind == "e128x128":
                d = np.repeat(d, 128, axis=0)[:rows]
            return d
        if kind in ("b1x128", "b128x128"):
            d = np.repeat(s.astype(np.float64), 128, axis=1)[:, :K]
            if kind == "b128x128":
                d = np.repeat(d, 128, axis=0)[:rows]
            return d
        return s

    as_, bs_ = scales(M, sa), scales(NB, sb)
    # NaN scales (E8M0 0xFF, UE4M3 0x7F, UE5M3 0xFF) in row 1 of B, the
    # smallest scale code (0) in row 2 of A.
    nan_scale = {"mx": 0xFF, "nv": 0x7F, "nv1": 0x7F, "amd": 0xFF,
                 "e1x128": 0xFF}
    if "specials" in extra and sb in nan_scale and N > 1:
        bs_[1, 0] = nan_scale[sb]
    if "specials" in extra and sa in nan_scale and M > 2:
        as_[2, :] = 0
    if "nana" in extra and sa == "mx" and M > 3:  # a NaN scale in A's row 3
        as_[3, min(1, as_.shape[1] - 1)] = 0xFF
    if "mxedge" in extra and sb == "mx" and N > 2:
        # E8M0 codes at and past the low edge of gfx950's scaled fp4
        # conversion (2 .. 252: Decoder::scaledCvt; 0 and 1 give subnormal
        # values) in row 2 of B (group 0's). (Not the top edge: the
        # products would overflow f32, where this script's reference does
        # not.)
        edge = np.array([0, 1, 2, 3, 127], np.uint8)
        bs_[2, :] = np.resize(edge, bs_.shape[1])
    if "specials" in extra and sb == "amd" and N > 2:
        # UE5M3's subnormal codes (1 .. 7) and its top binade (0xF8 ..
        # 0xFE, finite) in row 2 of B.
        edge = np.array([1, 2, 3, 5, 7, 0xF8, 0xFB, 0xFE], np.uint8)
        bs_[2, :] = np.resize(edge, bs_.shape[1])
    two_level = ("nv", "amd")
    tsa = np.float32(r.random() + 0.25) if sa in two_level else None
    tsb = np.float32(r.random() * 4 + 0.5) if sb in two_level else None
    inputs = []
    def swap(x):  # the last two dimensions (K first: stored K x rows)
        return np.ascontiguousarray(np.swapaxes(x, -1, -2))

    def grouped(x):  # stacked rows -> G x rows x ...
        if not G or x is None:
            return x
        return x.reshape((G, -1) + x.shape[1:]) if x.shape[0] > 1 else \
            x.reshape((1,) + x.shape)
    for n, c, sc, ts, tr in [("a", a, as_, tsa, ta_),
                             ("b", grouped(b), grouped(bs_), tsb, nb_)]:
        np.save(f"{d}/{n}.npy", swap(c) if tr else c)
        inputs.append(n)
        if sc is not None:
            np.save(f"{d}/{n}s.npy", swap(sc) if tr else sc)
            inputs.append(n + "s")
        if ts is not None:
            np.save(f"{d}/{n}t.npy", ts)
            inputs.append(n + "t")
    mdim = "?" if dyn else str(M)

    def typ(dims, fmt, kind, stored_kxm=False, group=False):
        if kind == "none":
            return f"tensor<{dims}x{fmt}>"
        if stored_kxm:  # blocks along K, K the first dimension
            scale, blk, ts = {
                "mx": ("f8E8M0FNU", "32, 1", ""),
                "nv": ("f8E4M3FN", "16, 1", ", tensor_scale"),
                "nv1": ("f8E4M3FN", "16, 1", ""),
                "amd": ("ue5m3", "16, 1", ", tensor_scale"),
                "tensor": ("f32", "*, *", ""), "row": ("f32", "*, 1", ""),
                "b1x128": ("f32", "128, 1", ""),
                "b128x128": ("f32", "128, 128", ""),
                "e1x128": ("f8E8M0FNU", "128, 1", ""),
                "e128x128": ("f8E8M0FNU", "128, 128", "")}[kind]
            if group:  # G x K x N: one block per group
                blk = ("*, " if kind == "tensor" else "1, ") + blk
            return f"!lowp.scaled<{dims}x{fmt}, scale = {scale}, block = [{blk}]{ts}>"
        if kind == "nv1":
            return f"!lowp.scaled<{dims}x{fmt}, scale = f8E4M3FN, block = [1, 16]>"
        if kind in ("e1x128", "e128x128"):
            blk = "1, 128" if kind == "e1x128" else "128, 128"
            return f"!lowp.scaled<{dims}x{fmt}, scale = f8E8M0FNU, block = [{blk}]>"
        r_ = {"mx": mx_recipe.get(fmt, "mxfp8"), "nv": "nvfp4",
              "amd": "amdfp4"}.get(kind) or recipe[kind]
        return f"!lowp.scaled<{dims}x{fmt}, {r_}>"
    ta = typ(f"{K}x{mdim}", fa, sa, True) if ta_ else typ(f"{mdim}x{K}", fa, sa)
    tb = typ(f"{G}x{K}x{N}" if G else f"{K}x{N}", fb, sb, True, bool(G)) \
        if nb_ else typ(f"{G}x{N}x{K}" if G else f"{N}x{K}", fb, sb)
    if sa == "none" and ta_:
        ta = f"tensor<{K}x{mdim}x{fa}>"
    if sb == "none" and nb_:
        tb = f"tensor<{G}x{K}x{N}x{fb}>" if G else f"tensor<{K}x{N}x{fb}>"
    tattr = ", ".join((["transpose_a"] if ta_ else []) +
                      ([] if nb_ else ["transpose_b"]))
    tattr = f" {{{tattr}}}" if tattr else ""
    tc = f"tensor<{mdim}x{N}x{out}>"
    if G:  # ragged group ends, group 1 empty, some rows past the last
        ends = np.sort(r.integers(0, M + 1, G))
        if G > 1:
            ends[1] = ends[0]
        ends[-1] = min(ends[-1], max(M - 3, 0))
        if "skew" in extra:  # group 2 takes most rows, the last one 2
            ends = np.zeros(G, np.int64)
            ends[2:] = max(M - 5, 0)
            ends[-1] = max(M - 3, 0)
        ends = np.maximum.accumulate(ends).astype(np.int32)
        np.save(f"{d}/off.npy", ends)
    biasv = None
    barg = buse = ""
    if G:
        inputs.append("off")
    if bias != "none":
        bshape = (G, N) if G else (N,)
        bdims = f"{G}x{N}" if G else f"{N}"
        biasv = (r.standard_normal(bshape) * 100).astype(np.float32)
        np.save(f"{d}/bias.npy", to_bits(biasv, bias))
        biasv = from_bits(to_bits(biasv, bias), bias)
        inputs.append("bias")
        barg = f", %bias: tensor<{bdims}x{bias}>"
        buse = f" bias(%bias : tensor<{bdims}x{bias}>)"
    with open(f"{d}/mm.mlir", "w") as fh:
        if G:
            ot = f"tensor<{G}xi32>"
            fh.write(f"func.func @mm(%a: {ta}, %b: {tb}, %off: {ot}{barg}) -> {tc} {{\n"
                     f"  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : {ot}){buse}"
                     f"{'' if nb_ else ' {transpose_b}'} : {ta}, {tb} -> {tc}\n"
                     f"  return %c : {tc}\n}}\n")
        else:
            fh.write(f"func.func @mm(%a: {ta}, %b: {tb}{barg}) -> {tc} {{\n"
                     f"  %c = lowp.scaled_matmul %a, %b{buse}{tattr} : "
                     f"{ta}, {tb} -> {tc}\n  return %c : {tc}\n}}\n")
    def values(c, fmt):
        return from_bits(c, fmt) if fmt in plain else table(args.tables, fmt)[c]
    A = values(a, fa) * decode_scales(as_, sa, M, tsa)
    B = values(b, fb) * decode_scales(bs_, sb, NB, tsb)
    if G:  # row m of group g: A[m] B[g]^T (+ bias[g]); rows past the end 0
        ref = np.zeros((M, N))
        budget = np.zeros((M, N))
        start = 0
        for g in range(G):
            end = int(ends[g])
            Bg = B[g * N:(g + 1) * N]
            ref[start:end] = A[start:end] @ Bg.T
            budget[start:end] = np.abs(A[start:end]) @ np.abs(Bg).T
            if biasv is not None:
                ref[start:end] += biasv[g]
            start = end
        budget *= K * 2.0 ** -23
    else:
        ref = A @ B.T
        if biasv is not None:
            ref = ref + biasv
        budget = K * 2.0 ** -23 * (np.abs(A) @ np.abs(B).T)
    ok = True
    tile = [x[5:] for x in extra if x.startswith("tile=")]
    for dev in ["cpu"] + args.device.split(","):
        o = f"{d}/{dev}.npy"
        cmd = [args.runner, f"{d}/mm.mlir", f"--device={dev}"] + \
            [f"--input=@{d}/{i}.npy" for i in inputs] + [f"--output=@{o}"]
        if tile and dev != "cpu":
            cmd.append(f"--tile={tile[0]}")
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode:
            print(f"FAIL {name} on {dev}: {res.stderr.strip()}")
            ok = False
            continue
        c = from_bits(np.load(o), out)
        nan_ref, nan_c = np.isnan(ref), np.isnan(c)
        if (nan_ref != nan_c).any():
            print(f"FAIL {name} on {dev}: NaN at {int((nan_ref != nan_c).sum())} "
                  f"places where the reference has none (or the reverse)")
            ok = False
            continue
        # Past the output type's range the result rounds to +-Inf.
        top = {"f32": 3.4028234663852886e38, "bf16": 3.3895313892515355e38,
               "f16": 65504.0}[out]
        over = np.isinf(c) & (np.sign(c) == np.sign(ref)) & \
            (np.abs(ref) + budget + ulp(np.full_like(ref, top), out) / 2 >= top)
        fin = ~nan_ref & ~over
        err = np.abs(c[fin] - ref[fin])
        allow = budget[fin] + ulp(ref[fin], out)
        worst = (err / allow).max() if err.size else 0
        if (err > allow).any():
            print(f"FAIL {name} on {dev}: {int((err > allow).sum())} elements "
                  f"outside the budget (worst {worst:.3g} of it)")
            ok = False
        else:
            print(f"ok {name} on {dev}: {c.size} elements within the budget "
                  f"(worst {worst:.3g} of it)")
    return ok


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--device", required=True)
    p.add_argument("--tables", required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("--case", action="append", required=True)
    args = p.parse_args()
    fails = sum(not run_case(args, c) for c in args.case)
    print(f"{len(args.case) - fails} of {len(args.case)} cases pass")
    return 1 if fails else 0


if __name__ == "__main__":
    with np.errstate(all="ignore"):
        sys.exit(main())

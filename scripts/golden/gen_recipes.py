#!/usr/bin/env python3
"""Golden quantization data for every recipe of NUMERICS.md, from an
independent NumPy implementation (element casts by ml_dtypes 0.6, scale logic
written from the text of NUMERICS.md sections 3-6; it shares no code with
lowp's C++).

Writes OUTDIR/manifest.txt and, per case NAME, NAME.x.npy (input), and
NAME.codes.npy (uint8, one code per element), NAME.scales.npy (uint8 codes or
f32 decode factors), NAME.ts.npy (f32 tensor scale, two-level recipes only).
manifest.txt lines:
  NAME ELEM SCALE TENSOR_SCALE MODE POW2 SHAPE BLOCK INPUT_DTYPE
with SHAPE/BLOCK comma separated (-1 = whole dimension).
Usage: python3 gen_recipes.py OUTDIR
"""
import os
import sys

import numpy as np

import ml_dtypes

ELEM = {
    "f8E4M3FN": (ml_dtypes.float8_e4m3fn, 448.0, 8, 3),
    "f8E5M2": (ml_dtypes.float8_e5m2, 57344.0, 15, 2),
    "f8E4M3FNUZ": (ml_dtypes.float8_e4m3fnuz, 240.0, 7, 3),
    "f8E5M2FNUZ": (ml_dtypes.float8_e5m2fnuz, 57344.0, 15, 2),
    "f6E2M3FN": (ml_dtypes.float6_e2m3fn, 7.5, 2, 3),
    "f6E3M2FN": (ml_dtypes.float6_e3m2fn, 28.0, 4, 2),
    "f4E2M1FN": (ml_dtypes.float4_e2m1fn, 6.0, 2, 1),
}
F32 = np.float32


def bits(a):
    return np.ascontiguousarray(a, F32).view(np.uint32)


def from_bits(b):
    return np.ascontiguousarray(b, np.uint32).view(F32)


def to_codes(y, elem):
    dt = ELEM[elem][0]
    with np.errstate(all="ignore"):
        return y.astype(F32).astype(dt).view(np.uint8)


def blocks_view(x, block):
    """Reshape x so that each block is contiguous in the trailing axes:
    returns (xb, scale_shape) where xb has shape scale_shape + block_extents
    after a transpose."""
    shape = x.shape
    ext = [s if b == -1 else b for s, b in zip(shape, block)]
    sshape = [s // e for s, e in zip(shape, ext)]
    inter = []
    for s, e in zip(sshape, ext):
        inter += [s, e]
    r = len(shape)
    xb = x.reshape(inter).transpose(list(range(0, 2 * r, 2)) +
                                    list(range(1, 2 * r, 2)))
    return xb, sshape


def block_amax(x, block):
    xb, sshape = blocks_view(x, block)
    flat = np.abs(xb.reshape(sshape + [-1]))
    with np.errstate(invalid="ignore"):
        m = flat.max(axis=-1)  # np.max propagates NaN
    return m.astype(F32), sshape


def broadcast_blocks(v, x, block):
    """Expand a per-block array to the element shape."""
    out = v
    for d, (s, b) in enumerate(zip(x.shape, block)):
        out = np.repeat(out, s if b == -1 else b, axis=d)
    return out


def mx_scale(amax, elem, mode):
    _, maxpos, emax, mbits = ELEM[elem]
    b32 = bits(amax)
    fin = np.isfinite(amax)
    if mode == "floor":
        e = ((b32 >> 23) & 0xFF).astype(np.int64) - 127 - emax
    elif mode == "ceil":
        e = ((b32 >> 23) & 0xFF).astype(np.int64) + \
            ((b32 & 0x7FFFFF) != 0) - 127 - emax
    elif mode == "even":
        r = ((b32.astype(np.uint64) + (1 << (22 - mbits))) &
             0xFF800000).astype(np.uint32)
        fin = np.isfinite(from_bits(r)) & ~np.isnan(amax)
        e = ((r >> 23) & 0xFF).astype(np.int64) - 127 - emax
    elif mode == "rceil":
        with np.errstate(all="ignore"):
            d = (amax * (F32(1) / F32(maxpos))).astype(F32)
        db = bits(d)
        E = ((db >> 23) & 0xFF).astype(np.int64)
        M = (db & 0x7FFFFF).astype(np.int64)
        b = np.where(E > 0, E + (M != 0), (M > 0x400000).astype(np.int64))
        b = np.where(np.isfinite(d), b, 255)
        return b.astype(np.uint8)
    e = np.clip(e, -127, 128)
    return np.where(fin, e + 127, 255).astype(np.uint8)


def quant_mx(x, elem, mode, block):
    amax, _ = block_amax(x, block)
    b = mx_scale(amax, elem, mode)
    be = broadcast_blocks(b.astype(np.int64), x, block)
    factor = np.ldexp(F32(1), (127 - be).astype(np.int32)).astype(F32)
    with np.errstate(all="ignore"):
        y = (x * factor).astype(F32)
    if mode != "rceil":
        mx = F32(ELEM[elem][1])
        y = np.clip(y, -mx, mx)
    return to_codes(y, elem), b


def quant_fp4_two_level(x, scale_fmt, block, two_level=True):
    if scale_fmt == "ue4m3":
        divisor, lo, hi = F32(2688), F32(2.0 ** -6), F32(448)
    else:
        divisor, lo, hi = F32(688128), F32(2.0 ** -17), F32(114688)
    amax_b, _ = block_amax(x, block)
    with np.errstate(all="ignore"):
        bs = (amax_b / F32(6)).astype(F32)
        if two_level:
            amax_t = np.abs(x).max().astype(F32)
            st = F32(amax_t / divisor)
            bs = (bs / st).astype(F32)
        else:
            st = F32(1)
    bs = np.clip(bs, lo, hi)
    if scale_fmt == "ue4m3":
        s8code = to_codes(bs, "f8E4M3FN")
        s8 = s8code.view(ml_dtypes.float8_e4m3fn).astype(F32)
    else:
        s8code = np.array([ue5m3_encode(v) for v in bs.ravel()],
                          np.uint8).reshape(bs.shape)
        s8 = np.array([ue5m3_decode(c) for c in s8code.ravel()],
                      F32).reshape(bs.shape)
    with np.errstate(all="ignore"):
        if two_level:
            r = ((F32(1) / st) / s8).astype(F32)
        else:
            r = (F32(1) / s8).astype(F32)
        re = broadcast_blocks(r, x, block)
        y = np.clip((x * re).astype(F32), F32(-6), F32(6))
    codes = to_codes(y, "f4E2M1FN")
    if two_level and not (st != 0 and np.isfinite(st)):
        s8code[...] = 0x7F if scale_fmt == "ue4m3" else 0xFF
    return codes, s8code, st


def ue5m3_decode(c):
    c = int(c)
    if c == 0xFF:
        return np.nan
    e, m = c >> 3, c & 7
    return (m / 8) * 2.0 ** -14 if e == 0 else (1 + m / 8) * 2.0 ** (e - 15)


UE5M3_VALUES = np.array([ue5m3_decode(c) for c in range(255)])


def ue5m3_encode(v):
    v = float(v)
    if np.isnan(v):
        return 0xFF
    if v > UE5M3_VALUES[-1] + (UE5M3_VALUES[-1] - UE5M3_VALUES[-2]) / 2:
        return 0xFF
    d = np.abs(UE5M3_VALUES - v)
    best = np.flatnonzero(d == d.min())
    return int(best[0] if len(best) == 1 or best[0] % 2 == 0 else best[1])


def quant_fp8(x, elem, block, pow2):
    maxv = ELEM[elem][1]
    amax, _ = block_amax(x, block)
    with np.errstate(all="ignore"):
        s = (maxv / np.maximum(amax.astype(np.float64), 1e-12)).astype(F32)
    if pow2:
        s = from_bits(bits(s) & np.uint32(0xFF800000))
    se = broadcast_blocks(s, x, block)
    with np.errstate(all="ignore"):
        y = np.clip((x * se).astype(F32), F32(-maxv), F32(maxv))
        decode = (F32(1) / s).astype(F32)
    return to_codes(y, elem), decode


def make_input(rng, shape, block, spread=12):
    """Normal values with a per-block log-uniform magnitude."""
    x = rng.standard_normal(shape).astype(F32)
    _, sshape = blocks_view(x, block)
    mag = np.exp2(rng.uniform(-spread, spread, sshape)).astype(F32)
    return (x * broadcast_blocks(mag, x, block)).astype(F32)


def mx_edge_input():
    """32 x 32: one E4M3 edge case per block row (NUMERICS.md section 3)."""
    x = np.zeros((16, 32), F32)
    x[1, :2] = [448, -448]
    x[2, :2] = [480, -480]
    x[3, 0] = np.finfo(F32).max
    x[4, :2] = [1, np.nan]
    x[5, :2] = [np.inf, 1]
    x[6, 0] = from_bits(np.array([0x43FFFFFF], np.uint32))[0]
    x[7, :4] = from_bits(np.array([0x100, 0x80000100, 0x7FFFFF, 0x400000],
                                  np.uint32))
    x[8, :8] = [0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5, -5]  # fp4 ties
    x[9, :] = np.linspace(-3.3e-3, 3.3e-3, 32)
    x[10, 0] = -np.inf
    x[11, :] = 1e-41  # all subnormal
    x[12, :3] = [1e30, -2e30, 3e-30]
    x[13, :] = np.arange(32) * 0.0625
    x[14, 0] = 1.5 * 2 ** 126
    x[15, :] = -0.0
    return x


def main(outdir):
    os.makedirs(outdir, exist_ok=True)
    rng = np.random.default_rng(20261122)
    manifest = []

    def save(name, x, codes, scales, ts, elem, scale, two, mode, pow2, block,
             in_dtype="f32"):
        xin = x
        if in_dtype == "bf16":
            xin = x.astype(ml_dtypes.bfloat16).view(np.uint16)
        np.save(os.path.join(outdir, name + ".x.npy"), xin)
        np.save(os.path.join(outdir, name + ".codes.npy"),
                np.ascontiguousarray(codes, np.uint8))
        np.save(os.path.join(outdir, name + ".scales.npy"),
                np.ascontiguousarray(scales))
        if ts is not None:
            np.save(os.path.join(outdir, name + ".ts.npy"), np.array(ts, F32))
        manifest.append(" ".join([
            name, elem, scale, "1" if two else "0", mode, "1" if pow2 else "0",
            ",".join(map(str, x.shape)), ",".join(map(str, block)), in_dtype]))

    # MX: every element format and mode, random and edge blocks.
    for elem in ["f8E4M3FN", "f8E5M2", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]:
        for mode in ["floor", "ceil", "even", "rceil"]:
            block = [1, 32]
            x = make_input(rng, (16, 128), block)
            c, b = quant_mx(x, elem, mode, block)
            save(f"mx_{elem}_{mode}", x, c, b, None, elem, "e8m0", False,
                 mode, False, block)
            xe = mx_edge_input()
            c, b = quant_mx(xe, elem, mode, block)
            save(f"mxedge_{elem}_{mode}", xe, c, b, None, elem, "e8m0",
                 False, mode, False, block)
    # MX along dim 0 (weights stored K x N), bf16 input.
    block = [32, 1]
    x = make_input(rng, (64, 48), block)
    x = x.astype(ml_dtypes.bfloat16).astype(F32)
    c, b = quant_mx(x, "f4E2M1FN", "floor", block)
    save("mx_f4E2M1FN_along0_bf16", x, c, b, None, "f4E2M1FN", "e8m0", False,
         "floor", False, block, "bf16")
    # NVFP4 two- and single-level, AMD-FP4.
    for scale, two in [("ue4m3", True), ("ue4m3", False), ("ue5m3", True)]:
        block = [1, 16]
        x = make_input(rng, (16, 128), block, spread=6)
        c, s, st = quant_fp4_two_level(x, scale, block, two)
        save(f"fp4_{scale}_{'two' if two else 'one'}", x, c, s,
             st if two else None, "f4E2M1FN", scale, two, "floor", False,
             block)
    # Two-level with a zero tensor: NaN scales.
    x = np.zeros((2, 32), F32)
    c, s, st = quant_fp4_two_level(x, "ue4m3", [1, 16], True)
    save("fp4_ue4m3_zero", x, c, s, st, "f4E2M1FN", "ue4m3", True, "floor",
         False, [1, 16])
    # FP8 with f32 scales: every format, granularity and pow2.
    # (shape, block, input dtype) per granularity; 128x128 tiles take bf16
    # input to keep the committed files small.
    grans = {"tensor": ((8, 256), [-1, -1], "f32"),
             "row": ((8, 256), [1, -1], "f32"),
             "col": ((256, 8), [-1, 1], "f32"),
             "b1x128": ((8, 256), [1, 128], "f32"),
             "b128x1": ((256, 8), [128, 1], "f32"),
             "b128x128": ((128, 256), [128, 128], "bf16")}
    for elem in ["f8E4M3FN", "f8E4M3FNUZ", "f8E5M2", "f8E5M2FNUZ"]:
        for gname, (shape, block, dt) in grans.items():
            for pow2 in [False, True]:
                x = make_input(rng, shape, [1 if b != -1 else -1
                                            for b in block], spread=20)
                if dt == "bf16":
                    x = x.astype(ml_dtypes.bfloat16).astype(F32)
                c, s = quant_fp8(x, elem, block, pow2)
                save(f"fp8_{elem}_{gname}{'_pow2' if pow2 else ''}", x, c, s,
                     None, elem, "f32", False, "floor", pow2, block, dt)
    # FP8 with a NaN and an Inf group.
    x = make_input(rng, (4, 64), [1, -1])
    x[1, 3] = np.nan
    x[2, 5] = np.inf
    c, s = quant_fp8(x, "f8E4M3FN", [1, -1], False)
    save("fp8_special_rows", x, c, s, None, "f8E4M3FN", "f32", False, "floor",
         False, [1, -1])
    with open(os.path.join(outdir, "manifest.txt"), "w") as f:
        f.write(f"# from gen_recipes.py, ml_dtypes {ml_dtypes.__version__}\n")
        f.write("\n".join(manifest) + "\n")
    print(len(manifest), "cases")


if __name__ == "__main__":
    main(sys.argv[1])

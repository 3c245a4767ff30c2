#!/usr/bin/env python3
"""Golden encode/decode tables for every lowp format, from ml_dtypes 0.6.

Shares no code with lowp's C++: decode tables come from ml_dtypes' casts to
float32; encode tables from ml_dtypes' float32 -> format casts (RNE). UE5M3 has
no ml_dtypes type: its table comes from a brute-force nearest-value search
over the enumerated values (ties to the even code), written from the format's
definition in NUMERICS.md.

Output: one text file per format, lines
    D <code hex> <f32 bits hex>     decode(code)
    E <f32 bits hex> <code hex>     encode(f32)
Usage: python3 gen_formats.py OUTDIR
"""
import os
import sys
from fractions import Fraction

import numpy as np

import ml_dtypes

FORMATS = {
    "f8E4M3FN": (ml_dtypes.float8_e4m3fn, 8),
    "f8E4M3FNUZ": (ml_dtypes.float8_e4m3fnuz, 8),
    "f8E5M2": (ml_dtypes.float8_e5m2, 8),
    "f8E5M2FNUZ": (ml_dtypes.float8_e5m2fnuz, 8),
    "f6E2M3FN": (ml_dtypes.float6_e2m3fn, 6),
    "f6E3M2FN": (ml_dtypes.float6_e3m2fn, 6),
    "f4E2M1FN": (ml_dtypes.float4_e2m1fn, 4),
    "f8E8M0FNU": (ml_dtypes.float8_e8m0fnu, 8),
}


def f32bits(a):
    return np.asarray(a, np.float32).view(np.uint32)


def probe_inputs(values):
    """Every finite value, its negation, midpoints and their f32 neighbours,
    overflow and underflow probes, specials and random values."""
    finite = np.unique(np.abs(values[np.isfinite(values)]).astype(np.float64))
    pts = list(finite)
    mids = (finite[1:] + finite[:-1]) / 2
    pts += list(mids)
    top, low = finite[-1], finite[finite > 0][0]
    gap = finite[-1] - finite[-2]
    pts += [top + gap / 2, top + gap, top * 2, top * 1.01, low / 2, low / 4,
            low * 0.75, low * 1.25, 1e-30, 1e30, 3.4e38]
    x = np.array(pts, np.float32)
    # f32 neighbours of every probe (one ulp either side).
    x = np.concatenate([x, np.nextafter(x, np.float32(np.inf)),
                        np.nextafter(x, np.float32(0))])
    rng = np.random.default_rng(1234)
    rand = (rng.standard_normal(2000) * top / 3).astype(np.float32)
    x = np.concatenate([x, -x, rand, np.array([0.0, -0.0, np.inf, -np.inf],
                                              np.float32)])
    return x


def ue5m3_values():
    vals = []
    for code in range(255):
        e, m = code >> 3, code & 7
        v = Fraction(m, 8) * Fraction(2) ** -14 if e == 0 else \
            (1 + Fraction(m, 8)) * Fraction(2) ** (e - 15)
        vals.append(v)
    return vals  # 0xFF is NaN


def ue5m3_encode(x, vals):
    if np.isnan(x) or x < 0 and x != 0:
        return 0xFF
    if x == 0:
        return 0
    if np.isinf(x):
        return 0xFF
    fx = Fraction(float(x))
    top = vals[-1]
    # Past the rounding boundary of the largest value: NaN (no Inf).
    half_gap = (vals[-1] - vals[-2]) / 2
    if fx > top + half_gap:  # the tie itself rounds to 0xFE (even mantissa)
        return 0xFF
    best = min(range(255), key=lambda c: (abs(vals[c] - fx), c & 1))
    return best


def main(outdir):
    os.makedirs(outdir, exist_ok=True)
    for name, (dt, bits) in FORMATS.items():
        codes = np.arange(1 << bits, dtype=np.uint8)
        vals = codes.view(dt).astype(np.float32)
        x = probe_inputs(vals)
        enc = x.astype(dt).view(np.uint8) & ((1 << bits) - 1)
        with open(os.path.join(outdir, name + ".txt"), "w") as f:
            f.write(f"# {name} from ml_dtypes {ml_dtypes.__version__}\n")
            for c, v in zip(codes, f32bits(vals)):
                f.write(f"D {c:02x} {v:08x}\n")
            for xb, c in zip(f32bits(x), enc):
                f.write(f"E {xb:08x} {c:02x}\n")
        print(name, len(codes), "codes,", len(x), "encode probes")
    # UE5M3, from its definition.
    vals = ue5m3_values()
    fvals = np.array([float(v) for v in vals] + [np.nan], np.float32)
    x = probe_inputs(fvals)
    x = x[(x >= 0) | np.isnan(x)]
    with open(os.path.join(outdir, "ue5m3.txt"), "w") as f:
        f.write("# ue5m3 from its definition (bias 15, 3 mantissa bits, NaN 0xFF)\n")
        for c, v in enumerate(f32bits(fvals)):
            f.write(f"D {c:02x} {v:08x}\n")
        for xv in x:
            f.write(f"E {f32bits(xv):08x} {ue5m3_encode(xv, vals):02x}\n")
    print("ue5m3", 256, "codes,", len(x), "encode probes")


if __name__ == "__main__":
    main(sys.argv[1])

#!/usr/bin/env python3
"""Cross-checks the golden encode tables (made with ml_dtypes) against
PyTorch's casts, for the formats both libraries have. Prints one line per
format and exits non-zero on a disagreement. PyTorch does not saturate and
differs from ml_dtypes in NaN sign handling, so NaN results are compared as
"is NaN" only.
Usage: python3 crosscheck_torch.py unittests/Numerics/golden
"""
import os
import sys

import numpy as np
import torch

TORCH = {
    "f8E4M3FN": torch.float8_e4m3fn,
    "f8E5M2": torch.float8_e5m2,
    "f8E4M3FNUZ": torch.float8_e4m3fnuz,
    "f8E5M2FNUZ": torch.float8_e5m2fnuz,
    "f8E8M0FNU": getattr(torch, "float8_e8m0fnu", None),
}


def main(d):
    bad = 0
    for name, dt in TORCH.items():
        if dt is None:
            print(f"{name}: torch has no such dtype, skipped")
            continue
        rows = [l.split() for l in open(os.path.join(d, name + ".txt"))
                if l.startswith("E ")]
        x = np.array([int(r[1], 16) for r in rows], np.uint32).view(np.float32)
        want = np.array([int(r[2], 16) for r in rows], np.uint8)
        got = torch.from_numpy(x).to(dt).view(torch.uint8).numpy()
        dec = torch.from_numpy(got).view(dt).float().numpy()
        wdec = torch.from_numpy(want).view(dt).float().numpy()
        same = (got == want) | (np.isnan(dec) & np.isnan(wdec))
        if name == "f8E8M0FNU":
            # torch rounds E8M0 differently on ties and subnormals; compare
            # exact powers of two only.
            exact = (x > 0) & ((x.view(np.uint32) & 0x7FFFFF) == 0) & \
                np.isfinite(x) & ((x.view(np.uint32) >> 23) > 0)
            same |= ~exact
        n = int((~same).sum())
        bad += n
        print(f"{name}: {len(x)} probes, {n} disagree with torch {torch.__version__}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

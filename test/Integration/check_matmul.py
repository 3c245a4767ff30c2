#!/usr/bin/env python3
"""Runs every golden matmul case (test/Integration/golden/matmul, made by
scripts/golden/gen_matmul.py) through lowp-run and compares the result with
the golden output bit for bit (NaN equal to NaN)."""
import argparse
import os
import subprocess
import sys

import numpy as np


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--golden", required=True)
    p.add_argument("--tmp", required=True)
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    failures = 0
    cases = [l.split() for l in open(os.path.join(args.golden, "manifest.txt"))
             if l.strip()]
    for name, n in cases:
        base = os.path.join(args.golden, name)
        out = os.path.join(args.tmp, name + ".out.npy")
        cmd = [args.runner, base + ".mlir", "--function=main",
               f"--output=@{out}"] + \
            [f"--input=@{base}.in{i}.npy" for i in range(int(n))]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL {name}: lowp-run exited {r.returncode}: {r.stderr}")
            failures += 1
            continue
        got, want = np.load(out), np.load(base + ".out.npy")
        if got.shape != want.shape or got.dtype.itemsize != want.dtype.itemsize:
            print(f"FAIL {name}: got {got.dtype}{got.shape}, "
                  f"want {want.dtype}{want.shape}")
            failures += 1
            continue
        gi = got.view(np.dtype(f"u{got.dtype.itemsize}"))
        wi = want.view(np.dtype(f"u{want.dtype.itemsize}"))
        same = gi == wi
        if want.dtype.kind == "f":
            same |= np.isnan(got) & np.isnan(want)
        if not same.all():
            bad = np.argwhere(~same)[:5]
            print(f"FAIL {name}: {int((~same).sum())} of {same.size} differ, "
                  f"first at {bad.tolist()}: got {got[tuple(bad[0])]} want "
                  f"{want[tuple(bad[0])]}")
            failures += 1
            continue
        print(f"ok {name}: {same.size} elements bit-exact")
    print(f"{len(cases) - failures} of {len(cases)} matmul cases bit-exact")
    return 1 if failures else 0


if __name__ == "__main__":
    with np.errstate(all="ignore"):
        sys.exit(main())

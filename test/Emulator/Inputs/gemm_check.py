"""Makes MXFP8 GEMM inputs (--make DIR M N K) or checks the emulator's C
(--check DIR) against NumPy: A and B decoded with the f8E4M3FN table and
their E8M0 scales, products summed exactly (as f64 here; the data keeps it
exact), within NUMERICS.md section 7's budget per element. --make-blockwise
DIR M N K makes blockwise FP8 inputs instead (f32 scales, not powers of two,
per 1 x 128 of A and 128 x 128 of B: as.npy M x K/128, bs.npy ceil(N/128) x
K/128); --check reads either kind."""
import os
import sys

import numpy as np


def e4m3_table(tables):
    t = np.zeros(256, np.uint32)
    for line in open(os.path.join(tables, "f8E4M3FN.txt")):
        if line.startswith("D "):
            _, c, v = line.split()
            t[int(c, 16)] = int(v, 16)
    return t.view(np.float32).astype(np.float64)


def make(d, M, N, K):
    r = np.random.default_rng(M * 1000003 + N * 1009 + K)
    codes = lambda shape: r.choice(
        [c for c in range(256) if (c & 0x7F) != 0x7F], size=shape).astype(np.uint8)
    np.save(os.path.join(d, "a.npy"), codes((M, K)))
    np.save(os.path.join(d, "b.npy"), codes((N, K)))
    np.save(os.path.join(d, "as.npy"), r.integers(120, 134, (M, K // 32)).astype(np.uint8))
    np.save(os.path.join(d, "bs.npy"), r.integers(120, 134, (N, K // 32)).astype(np.uint8))
    np.save(os.path.join(d, "c.npy"), np.full((M, N), np.nan, np.float32))


def make_blockwise(d, M, N, K):
    make(d, M, N, K)
    r = np.random.default_rng(M * 7 + N * 13 + K)
    np.save(os.path.join(d, "as.npy"), r.uniform(0.25, 4.0, (M, K // 128)).astype(np.float32))
    np.save(os.path.join(d, "bs.npy"),
            r.uniform(0.25, 4.0, (-(-N // 128), K // 128)).astype(np.float32))


def check(d, tables, out):
    t = e4m3_table(tables)
    a, b = np.load(os.path.join(d, "a.npy")), np.load(os.path.join(d, "b.npy"))
    sa, sb = np.load(os.path.join(d, "as.npy")), np.load(os.path.join(d, "bs.npy"))
    if sa.dtype == np.float32:  # blockwise
        N = b.shape[0]
        A = t[a] * np.repeat(sa.astype(np.float64), 128, axis=1)
        B = t[b] * np.repeat(np.repeat(sb.astype(np.float64), 128, axis=0)[:N], 128, axis=1)
    else:
        A = t[a] * np.repeat(np.exp2(sa.astype(np.float64) - 127), 32, axis=1)
        B = t[b] * np.repeat(np.exp2(sb.astype(np.float64) - 127), 32, axis=1)
    return compare(A, B, out)


def compare(A, B, out):
    """C (the .npy file `out`) against A @ B^T (decoded, f64), within
    NUMERICS.md section 7's budget per element: 0 when it is, else 1."""
    ref = A @ B.T
    budget = A.shape[1] * 2.0 ** -23 * (np.abs(A) @ np.abs(B).T)
    c = np.load(out).astype(np.float64)
    if np.isnan(c).any():
        print("FAIL: unwritten elements", int(np.isnan(c).sum()))
        return 1
    err = np.abs(c - ref)
    bad = err > budget
    print(f"{c.size} elements, max |C - ref| = {err.max():.3g}, "
          f"max budget use = {(err / np.maximum(budget, 1e-300)).max():.3g}")
    if bad.any():
        print("FAIL:", int(bad.sum()), "elements exceed the budget")
        return 1
    print("within the NUMERICS.md section 7 budget")
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--make":
        make(sys.argv[2], *map(int, sys.argv[3:6]))
    elif sys.argv[1] == "--make-blockwise":
        make_blockwise(sys.argv[2], *map(int, sys.argv[3:6]))
    else:
        sys.exit(check(sys.argv[2], sys.argv[3], sys.argv[4]))

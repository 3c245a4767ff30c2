"""Makes weight-only GEMM inputs (--make DIR M N K: A bf16 as its bits, B fp4
codes packed two per byte along K -- code 2j in the low nibble -- with E8M0
scales per 32 along K) or checks a kernel's C (--check DIR OUT) against
NumPy: A's values times B's decoded codes and scales, summed in f64, within
NUMERICS.md section 7's budget per element."""
import os
import sys

import numpy as np

from gemm_check import compare

FP4 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])


def make(d, M, N, K):
    r = np.random.default_rng(M * 1000003 + N * 1009 + K)
    a = r.uniform(-4, 4, (M, K)).astype(np.float32)
    np.save(os.path.join(d, "a.npy"), (a.view(np.uint32) >> 16).astype(np.uint16))
    np.save(os.path.join(d, "b.npy"), r.integers(0, 256, (N, K // 2)).astype(np.uint8))
    np.save(os.path.join(d, "bs.npy"), r.integers(118, 136, (N, K // 32)).astype(np.uint8))
    np.save(os.path.join(d, "c.npy"), np.full((M, N), np.nan, np.float32))


def check(d, out):
    a = np.load(os.path.join(d, "a.npy")).astype(np.uint32) << 16
    A = a.view(np.float32).astype(np.float64)
    b = np.load(os.path.join(d, "b.npy"))
    codes = np.stack([b & 0xF, b >> 4], axis=-1).reshape(b.shape[0], -1)
    sb = np.load(os.path.join(d, "bs.npy")).astype(np.float64)
    B = FP4[codes] * np.repeat(np.exp2(sb - 127), 32, axis=1)
    return compare(A, B, out)


if __name__ == "__main__":
    if sys.argv[1] == "--make":
        make(sys.argv[2], *map(int, sys.argv[3:6]))
    else:
        sys.exit(check(sys.argv[2], sys.argv[3]))

"""Writes the .npy files of errors.test into the directory given."""
import os
import sys

import numpy as np

d = sys.argv[1]
os.makedirs(d, exist_ok=True)
save = lambda n, a: np.save(os.path.join(d, n), a)
save("x16x64.npy", np.ones((16, 64), np.float32))
save("x16x64_f64.npy", np.ones((16, 64), np.float64))
save("x8x64.npy", np.ones((8, 64), np.float32))
save("x4x48.npy", np.ones((4, 48), np.float32))
save("x2x64.npy", np.full((2, 64), 0.5, np.float32))
save("codes32x64.npy", np.full((32, 64), 0x2, np.uint8))   # fp4 1.0
save("bad_codes32x64.npy", np.full((32, 64), 0x12, np.uint8))
save("scales32x2.npy", np.full((32, 2), 127, np.uint8))
save("scales32x4.npy", np.full((32, 4), 127, np.uint8))
save("x4x5.npy", np.ones((4, 5), np.float32))
save("x4x6.npy", np.arange(24, dtype=np.float32).reshape(4, 6) - 12)
save("codes4x5.npy", np.full((4, 5), 0x2, np.uint8))
save("scales4x1.npy", np.full((4, 1), 127, np.uint8))
with open(os.path.join(d, "text.npy"), "w") as f:
    f.write("this is not an npy file\n")
raw = open(os.path.join(d, "x16x64.npy"), "rb").read()
with open(os.path.join(d, "truncated.npy"), "wb") as f:
    f.write(raw[:200])

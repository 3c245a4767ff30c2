# The MoE expert layer of examples/moe-layer.mlir from Python: compile it
# (lowp.compile fuses the SiLU and residual into the grouped matmul's
# epilogue: one launch, whichever variant M picks), and run it on the
# emulator and the ISA simulator against the host reference of the unfused
# program, with ragged groups (an empty expert, rows past the last offset).
# REQUIRES: python-bindings
# RUN: %python %s %lowp_src_root/examples/moe-layer.mlir | FileCheck %s
import json
import sys

import numpy as np

import lowp

m = lowp.parse(open(sys.argv[1]).read())
# CHECK: gfx950: 4 launches (variants by M), 4 grouped with a fused epilogue
c = json.loads(lowp.compile(m, "gfx950", emit="hsaco")["contract"])
kernels = [l["kernel"] for l in c["launches"]]
print(f"gfx950: {len(kernels)} launches (variants by M),",
      sum(("_grouped" in k or "_experts" in k) and "_epi" in k
          for k in kernels), "grouped with a fused epilogue")


def bf16(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


rng = np.random.default_rng(5)
rows = 21
xc = rng.integers(0, 256, (rows, 256)).astype(np.uint8)
xc[(xc & 0x7F) == 0x7F] = 0x38  # no NaN codes
args = [xc, rng.integers(119, 126, (rows, 8)).astype(np.uint8),
        rng.integers(0, 16, (4, 128, 256)).astype(np.uint8),
        rng.integers(120, 127, (4, 128, 8)).astype(np.uint8),
        np.array([6, 6, 13, 18], np.int32),
        rng.standard_normal((4, 128)).astype(np.float32),
        bf16(rng.standard_normal((rows, 128)))]
ref = lowp.run(m, "moe", *args, device="cpu")[0]
# CHECK: emu-gfx950: (21, 128) bit-exact True
# CHECK: sim-gfx942: (21, 128) bit-exact True
for device in ["emu-gfx950", "sim-gfx942"]:
    got = lowp.run(m, "moe", *args, device=device)[0]
    print(f"{device}: {got.shape} bit-exact {bool((got == ref).all())}")

# The MLP block of examples/mlp-layer.mlir from Python: quantize its matmuls
# by a rule, compile it (lowp.compile fuses the bias, SiLU and residual into
# the GEMM kernels, and layer 2's MXFP8 quantization of h into layer 1's: one
# GEMM launch per layer), and run it on the emulator
# and the ISA simulator against the host reference of the unfused program.
# REQUIRES: python-bindings
# RUN: %python %s %lowp_src_root/examples/mlp-layer.mlir | FileCheck %s
import json
import sys

import numpy as np

import lowp

m = lowp.parse(open(sys.argv[1]).read())
# CHECK: quantized 2 matmuls
print("quantized", lowp.quantize_matmuls(m, lambda op: ("mxfp8", "mxfp4")),
      "matmuls")

# (Launches for a large M: each GEMM also has variants for small M, chosen
# at launch; their "when" says "M <= ...".)
# CHECK: gfx950: 5 launches, 2 with a fused epilogue
c = json.loads(lowp.compile(m, "gfx950", emit="hsaco")["contract"])
kernels = [l["kernel"] for l in c["launches"]
           if "<=" not in l.get("when", "")]
print(f"gfx950: {len(kernels)} launches,",
      sum("_epi" in k for k in kernels), "with a fused epilogue")


def bf16(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


rng = np.random.default_rng(3)
args = [bf16(rng.standard_normal(s) * f) for s, f in
        [((19, 256), 1.0), ((512, 256), 0.5), ((512,), 1.0),
         ((256, 512), 0.05), ((256,), 1.0)]]
ref = lowp.run(m, "mlp", *args, device="cpu")[0]
# CHECK: emu-gfx942: (19, 256) bit-exact True
# CHECK: sim-gfx950: (19, 256) bit-exact True
for device in ["emu-gfx942", "sim-gfx950"]:
    got = lowp.run(m, "mlp", *args, device=device)[0]
    print(f"{device}: {got.shape} bit-exact {bool((got == ref).all())}")

# Weights quantized once, offline: lowp-quantize-arguments makes the MLP's
# weight arguments !lowp.scaled, lowp.quantize_arguments quantizes NumPy
# weights exactly as the function would have, save_weights / load_weights
# keep them in an .npz per argument, and the function run with them gives
# the bits the original function (quantizing on every call) gives.
# REQUIRES: python-bindings
# RUN: rm -rf %t && mkdir -p %t
# RUN: %python %s %lowp_src_root/examples/mlp-layer.mlir %t | FileCheck %s
import os
import sys

import numpy as np

import lowp

text = open(sys.argv[1]).read()
tmp = sys.argv[2]


def bf16(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def rule(op):
    return ("mxfp8", "mxfp4")


original = lowp.parse(text)
lowp.quantize_matmuls(original, rule)
m = lowp.parse(text)
lowp.quantize_matmuls(m, rule)
m.run_pipeline("builtin.module(func.func(lowp-quantize-arguments"
               "{function=mlp arguments=1,3}))")
# CHECK: arg 1: !lowp.scaled<512x256xf4E2M1FN, mxfp4> from tensor<512x256xbf16>
# CHECK: arg 3: !lowp.scaled<256x512xf4E2M1FN, mxfp4> from tensor<256x512xbf16>
for i, a in enumerate(m.arguments("mlp")):
    if "quantized_from" in a:
        print(f"arg {i}: {a['type']} from {a['quantized_from']}")

rng = np.random.default_rng(4)
x = bf16(rng.standard_normal((13, 256)))
w1 = bf16(rng.standard_normal((512, 256)) * 0.1)
b1 = bf16(rng.standard_normal(512))
w2 = bf16(rng.standard_normal((256, 512)) * 0.05)
b2 = bf16(rng.standard_normal(256))

# Offline: quantize once, write one .npz per weight, read back.
q = lowp.quantize_arguments(m, "mlp", {1: w1, 3: w2})
for i, parts in q.items():
    lowp.save_weights(os.path.join(tmp, f"w{i}.npz"), parts)
qw1 = lowp.load_weights(os.path.join(tmp, "w1.npz"))
qw3 = lowp.load_weights(os.path.join(tmp, "w3.npz"))
# CHECK: w1.npz: codes uint8 (512, 256), scales uint8 (512, 8)
print("w1.npz:", ", ".join(f"{n} {a.dtype} {a.shape}"
                           for n, a in zip(["codes", "scales"], qw1)))

ref = lowp.run(original, "mlp", x, w1, b1, w2, b2)[0]
# CHECK: cpu: identical True
# CHECK: emu-gfx950: identical True
# CHECK: emu-gfx942: identical True
for device in ("cpu", "emu-gfx950", "emu-gfx942"):
    got = lowp.run(m, "mlp", x, *qw1, b1, *qw3, b2, device=device)[0]
    print(f"{device}: identical {bool((got == ref).all())}")

# Errors name the problem.
# CHECK: ValueError: argument 0 of @mlp is not a quantized weight
try:
    lowp.quantize_arguments(m, "mlp", {0: x})
except ValueError as e:
    print("ValueError:", e)
# CHECK: ValueError: {{.*}}: not a lowp weight file
np.savez(os.path.join(tmp, "bad.npz"), a=np.zeros(3))
try:
    lowp.load_weights(os.path.join(tmp, "bad.npz"))
except ValueError as e:
    print("ValueError:", e)

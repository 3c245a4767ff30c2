# docs/python.md's "Quantizing an exported model": examples/llama-block.mlir
# (a Llama block as exporters write it, constant weights) quantized by a rule
# that tells weights from activations, compiled with its weights folded, and
# run on the emulators against the host reference.
# REQUIRES: python-bindings
# RUN: %python %s %lowp_src_root/examples/llama-block.mlir | FileCheck %s
import json
import sys

import numpy as np

import lowp

# The rule of the docs, with BIG scaled to the example (real models:
# 1 << 20): MXFP4 for big weights, MXFP8 for the other weights and for
# activations, the LM head and products of two activations left in bf16.
BIG = 8192
VOCAB = 32000


def rule(op):
    w = op.rhs
    if w.kind != "constant":          # attention: activations x activations
        return None
    if VOCAB in w.shape:              # the LM head [vocab, hidden]: bf16
        return None
    return ("mxfp8", "mxfp4" if w.elements >= BIG else "mxfp8")


m = lowp.parse(open(sys.argv[1]).read())
# CHECK: block#0 linalg.matmul lhs argument 0, rhs constant [64, 64] 4096
# CHECK: block#3 linalg.batch_matmul lhs computed None, rhs computed [-1, 64, -1] None
# CHECK: block#6 linalg.matmul lhs computed None, rhs constant [64, 128] 8192
for op in m.matmuls():
    print(op.key, op.name, "lhs", op.lhs.kind, op.lhs.argument, end=", ")
    print("rhs", op.rhs.kind, op.rhs.shape, op.rhs.elements)

# CHECK: quantized 7 of 9 matmuls
print("quantized", lowp.quantize_matmuls(m, rule), "of 9 matmuls")
# CHECK: weights: 4 mxfp8, 3 mxfp4
text = str(m)
print("weights:", text.count("-> !lowp.scaled<64x64xf8E4M3FN, mxfp8>"), "mxfp8,",
      text.count("xf4E2M1FN, mxfp4>\n"), "mxfp4")

# Compiled, the weights are constants: the quantize kernels are the
# activations' (x, the attention output, h; the gated activation's fuses
# into the up projection's GEMM).
# CHECK: gfx942: 3 quantize, 7 GEMM launches
# CHECK: gfx950: 3 quantize, 7 GEMM launches
for chip in ("gfx942", "gfx950"):
    c = json.loads(lowp.compile(m, chip, emit="mlir")["contract"])
    # (Launches for a large M: the GEMMs' small-M variants, chosen at launch,
    # say "M <= ..." in their "when".)
    kernels = [l["kernel"] for l in c["launches"]
               if "<=" not in l.get("when", "")]
    print(f"{chip}:", sum(k.startswith("quantize") for k in kernels),
          "quantize,", sum("gemm" in k for k in kernels), "GEMM launches")


def bf16(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


# batch 2 x seq 9 (dynamic in the module)
x = bf16(np.random.default_rng(3).standard_normal((2, 9, 64)))
ref = lowp.run(m, "block", x)[0]
# CHECK: reference (2, 9, 64)
print("reference", ref.shape)
# CHECK: emu-gfx942: 0 differ
# CHECK: emu-gfx950: 0 differ
for device in ("emu-gfx942", "emu-gfx950"):
    got = lowp.run(m, "block", x, device=device)[0]
    print(f"{device}: {int((got != ref).sum())} differ")

# Graph rewriting from Python: parse, find matmuls, give each a recipe from a
# rule (table or callable), rewrite, print; errors raise lowp.MLIRError.
# REQUIRES: python-bindings
# RUN: %python %s %S/../Integration/Inputs/mlp.mlir | FileCheck %s
import sys

import lowp

text = open(sys.argv[1]).read()

# CHECK: recipes: mxfp8 mxfp6 mxfp4 nvfp4 amdfp4
print("recipes:", " ".join(name for name, _ in lowp.recipes()))

# CHECK: mlp#0 linalg.matmul {{\[\[}}24, 128], [128, 96], [24, 96]] ['f32', 'f32', 'f32']
# CHECK: mlp#1 linalg.matmul {{\[\[}}24, 96], [40, 96], [24, 40]]
m = lowp.parse(text)
for op in m.matmuls():
    print(op.key, op.name, op.shapes, op.element_types)

# A table: the first matmul MXFP8 x MXFP4, the rest left alone.
# CHECK-LABEL: table: 1
# CHECK: lowp.quantize %arg0 : tensor<24x128xf32> -> !lowp.scaled<24x128xf8E4M3FN, mxfp8>
# CHECK: lowp.quantize %arg1 : tensor<128x96xf32> -> !lowp.scaled<128x96xf4E2M1FN, mxfp4, along = 0>
# CHECK: linalg.matmul {{.*}}lowp.no_quantize
print("table:", lowp.quantize_matmuls(m, {"mlp#0": ("mxfp8", "mxfp4"),
                                          "default": None}))
print(m)

# A callable: weight-only for the wide layer, FP8 rowwise elsewhere.
# CHECK-LABEL: callable: 2
# CHECK: lowp.quantize %arg1 mode = rceil : tensor<128x96xf32> -> !lowp.scaled<128x96xf4E2M1FN, mxfp4, along = 0>
# CHECK: lowp.scaled_matmul %arg0, %{{.*}} : tensor<24x128xf32>, !lowp.scaled
# CHECK: !lowp.scaled<24x96xf8E4M3FN, fp8_rowwise>
# CHECK: !lowp.scaled<40x96xf8E4M3FN, fp8_rowwise>
def rule(op):
    if op.shapes[0][1] == 128:
        return {"lhs": "none", "rhs": "mxfp4", "mode": "rceil"}
    return ("fp8_rowwise", "fp8_rowwise")


m = lowp.parse(text)
print("callable:", lowp.quantize_matmuls(m, rule))
print(m)

# Then any pipeline, e.g. the reference lowering.
# CHECK-LABEL: lowered
# CHECK-NOT: lowp.scaled_matmul
# CHECK: call @lowp_rt_
m.run_pipeline("builtin.module(lowp-lower-to-reference)")
print("lowered")
print(m)

# Errors are exceptions carrying the diagnostics.
# CHECK: MLIRError: cannot parse the module:
# CHECK-NEXT: error: expected non-function type
try:
    lowp.parse("func.func @f(")
except lowp.MLIRError as e:
    print("MLIRError:", e)
# CHECK: MLIRError: pass pipeline 'builtin.module(lowp-quantize-matmuls)' failed:
# CHECK-NEXT: error: 'lowp.lhs_recipe': unknown recipe 'int4'
m = lowp.parse(text)
try:
    lowp.quantize_matmuls(m, lambda op: ("int4", "mxfp4"))
except lowp.MLIRError as e:
    print("MLIRError:", e)
# CHECK: MLIRError: bad pass pipeline 'builtin.module(nope)'
try:
    m.run_pipeline("builtin.module(nope)")
except lowp.MLIRError as e:
    print("MLIRError:", str(e).splitlines()[0])
# Handles from before a pipeline are refused, not used after free.
# CHECK: ValueError: this MatmulOp is stale
ops = m.matmuls()
m.run_pipeline("builtin.module(canonicalize)")
try:
    ops[0].skip()
except ValueError as e:
    print("ValueError:", e)
# CHECK: ValueError: unknown scale mode 'up'
try:
    import numpy as np
    lowp.quantize(np.ones((2, 32), np.float32), "mxfp8", mode="up")
except ValueError as e:
    print("ValueError:", e)
# Weight-only on f32 activations: f32_as_bf16 rounds them to bf16 for the
# GPU's weight-only kernels.
# CHECK: f32_as_bf16: 1 rewritten, bf16 activations True
m = lowp.parse(text)
n = lowp.quantize_matmuls(m, lambda op: ("none", "mxfp4") if op.key == "mlp#0" else None,
                          f32_as_bf16=True)
print("f32_as_bf16:", n, "rewritten, bf16 activations",
      "arith.truncf" in str(m) and "tensor<24x128xbf16>" in str(m))

# The tutorial of docs/python.md, run as it is written there (the code block
# between the tutorial markers), from the source tree's root: a linalg MLP
# quantized to MXFP8 x MXFP4, compiled for gfx950, run on the emulator and
# checked against the host reference and NumPy.
# REQUIRES: python-bindings
# RUN: %python %s %S/../.. | FileCheck %s
# CHECK: kernel smx_gemm_f8E4M3FN_f4E2M1FN_k32_k32_f32_{{.*}}_kmajor_b_ktail (gfx950)
# CHECK: kernel smx_gemm_f8E4M3FN_f4E2M1FN_k32_k32_f32_{{.*}} (gfx950)
# CHECK-NOT: kernel transpose
# CHECK: kernel quantize_f8E4M3FN_e8m0_1x32_rceil_from_f32 (gfx950)
# CHECK: emulator vs host reference: 0.0e+00
# CHECK: quantized vs float64 NumPy: 0.1
# CHECK: tutorial ran
import os
import re
import sys

root = sys.argv[1]
doc = open(os.path.join(root, "docs", "python.md")).read()
block = re.search(r"<!-- tutorial -->\s*```python\n(.*?)```", doc, re.S).group(1)
os.chdir(root)
exec(compile(block, "docs/python.md (tutorial)", "exec"), {})
print("tutorial ran")

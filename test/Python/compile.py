# lowp.compile from Python: text, HSACO objects, reports and the launch
# contract, as lowp-compile produces them; failures raise lowp.MLIRError.
# REQUIRES: python-bindings
# RUN: %python %s %S/../Target/gfx950/fp8-gemm.mlir | FileCheck %s
import json
import sys

import lowp

m = lowp.parse(open(sys.argv[1]).read())

# CHECK: asm: v_mfma_f32_32x32x64_f8f6f4 x 16
r = lowp.compile(m, "gfx950", emit="asm")
print("asm: v_mfma_f32_32x32x64_f8f6f4 x",
      r["text"].count("v_mfma_f32_32x32x64_f8f6f4"))

# CHECK: kernel f8f6f4_gemm_f8E4M3FN_f8E4M3FN_tensor_tensor_f32_256x128x64_w4x2_m32 (gfx950)
# CHECK: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
# CHECK: MFMA rate: 100%
print(r["reports"][0])

# A dynamic M: the GEMM's launch for a large M, and its variants for
# M <= 16, 16 < M <= 64, 64 < M <= 512 (with split-K: a GEMM and a reduce
# launch), 512 < M <= 1024 and 1024 < M <= 2048, each launch's "when",
# chosen at launch by M.
# CHECK: contract: gfx950, 8 kernels, 8 launches
# CHECK-NEXT: when: -, M <= 16, M > 16, M <= 64, M > 16, M > 64, M <= 512, M > 16, M > 64, M <= 512, M > 16, M > 64, M > 512, M <= 1024, M > 16, M > 64, M > 512, M > 1024, M <= 2048, M > 16, M > 64, M > 512, M > 1024, M > 2048
c = json.loads(r["contract"])
print(f"contract: {c['chip']}, {len(c['kernels'])} kernels, "
      f"{len(c['launches'])} launches")
print("when:", ", ".join(l.get("when", "-") for l in c["launches"]))

# CHECK: hsaco: 1 objects, ELF
h = lowp.compile(m, "gfx950", emit="hsaco")
print(f"hsaco: {len(h['objects'])} objects,",
      "ELF" if h["objects"][0][:4] == b"\x7fELF" else "not ELF")

# The module itself is left as it was (a copy is compiled).
# CHECK: still lowp: 2
print("still lowp:", str(m).count("lowp.scaled_matmul"))

# CHECK: MLIRError: cannot compile for gfx950:
# CHECK-NEXT: error: unknown output form 'obj' (forms: mlir, llvm, asm, hsaco)
try:
    lowp.compile(m, "gfx950", emit="obj")
except lowp.MLIRError as e:
    print("MLIRError:", e)

# CHECK: MLIRError: cannot compile for gfx942:
# CHECK-NEXT: error: tile 7x7x7 does not fit
try:
    lowp.compile(m, "gfx942", tile="7x7x7")
except lowp.MLIRError as e:
    print("MLIRError:", e)

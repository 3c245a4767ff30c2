# lowp.run: a function of lowp IR run on NumPy arrays on the host reference
# and on the gfx950 emulator (the quantize kernels and the MXFP8 x MXFP4
# scaled-MFMA GEMM), checked against NumPy; bad input raises MLIRError.
# REQUIRES: python-bindings
# RUN: %python %s | FileCheck %s
import numpy as np

import lowp

m = lowp.parse("""
func.func @layer(%x: tensor<?x256xf32>, %w: tensor<96x256xf32>) -> tensor<?x96xf32> {
  %xq = lowp.quantize %x mode = rceil : tensor<?x256xf32> -> !lowp.scaled<?x256xf8E4M3FN, mxfp8>
  %wq = lowp.quantize %w : tensor<96x256xf32> -> !lowp.scaled<96x256xf4E2M1FN, mxfp4>
  %y = lowp.scaled_matmul %xq, %wq {transpose_b} : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<96x256xf4E2M1FN, mxfp4> -> tensor<?x96xf32>
  return %y : tensor<?x96xf32>
}
func.func @parts(%x: tensor<4x64xf32>) -> !lowp.scaled<4x64xf4E2M1FN, mxfp4> {
  %q = lowp.quantize %x : tensor<4x64xf32> -> !lowp.scaled<4x64xf4E2M1FN, mxfp4>
  return %q : !lowp.scaled<4x64xf4E2M1FN, mxfp4>
}
""")

rng = np.random.default_rng(7)
x = rng.standard_normal((37, 256)).astype(np.float32)
w = rng.standard_normal((96, 256)).astype(np.float32)

# The reference: quantize with the same recipes in NumPy interop, then an
# exact product of the decoded operands.
xc, xs, _ = lowp.quantize(x, "mxfp8", mode="rceil")
wc, ws, _ = lowp.quantize(w, "mxfp4")
xd = lowp.dequantize(xc, xs, "mxfp8").astype(np.float64)
wd = lowp.dequantize(wc, ws, "mxfp4").astype(np.float64)
ref = xd @ wd.T
budget = 256 * 2.0**-23 * (np.abs(xd) @ np.abs(wd).T) + np.abs(ref) * 2.0**-24

# CHECK: cpu: (37, 96) float32 within budget True
# CHECK: emu-gfx950: (37, 96) float32 within budget True
# CHECK: sim-gfx950: (37, 96) float32 within budget True
# CHECK: hip-gfx950: (37, 96) float32 within budget True
for device in ["cpu", "emu-gfx950", "sim-gfx950", "hip-gfx950"]:
    (y,) = lowp.run(m, "layer", x, w, device=device)
    ok = bool((np.abs(y - ref) <= budget).all())
    print(f"{device}: {y.shape} {y.dtype} within budget {ok}")

# A scaled result comes back as its parts, bit-exact to lowp.quantize.
# CHECK: parts on emu-gfx950: 2 arrays, codes equal True, scales equal True
# CHECK: parts on sim-gfx950: 2 arrays, codes equal True, scales equal True
# CHECK: parts on hip-gfx942: 2 arrays, codes equal True, scales equal True
for device in ["emu-gfx950", "sim-gfx950", "hip-gfx942"]:
    codes, scales = lowp.run(m, "parts", x[:4, :64], device=device)
    c2, s2, _ = lowp.quantize(x[:4, :64], "mxfp4")
    print(f"parts on {device}: 2 arrays, codes equal {bool((codes == c2).all())}, "
          f"scales equal {bool((scales == s2).all())}")

# CHECK: error: input 0: argument 0 (tensor<?x256xf32>) needs dtype <f4, got <f8
try:
    lowp.run(m, "layer", x.astype(np.float64), w)
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])
# CHECK: error: unknown device 'gpu' (devices: cpu, emu-gfx942, emu-gfx950, sim-gfx942, sim-gfx950, hip-gfx942, hip-gfx950)
try:
    lowp.run(m, "layer", x, w, device="gpu")
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])
# CHECK: error: no function 'nope' in the module (functions: layer, parts)
try:
    lowp.run(m, "nope", x)
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])

# lowp.load: compiled once (code objects loaded into HIP once), called many
# times, with any M (dynamic in the function): the same bits as lowp.run.
# CHECK: load hip-gfx950: M=37 same True
# CHECK: load hip-gfx950: M=5 same True
# CHECK: load hip-gfx950: M=37 same True
exe = lowp.load(m, "layer", device="hip-gfx950")
for rows in (37, 5, 37):
    (y,) = exe(x[:rows], w)
    (r,) = lowp.run(m, "layer", x[:rows], w, device="emu-gfx950")
    print(f"load {exe.device}: M={rows} same {bool((y == r).all())}")
# CHECK: error: input 0: argument 0 (tensor<?x256xf32>)
try:
    exe(x.astype(np.float64), w)
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])
# CHECK: error: no function 'nope' in the module (functions: layer, parts)
try:
    lowp.load(m, "nope")
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])

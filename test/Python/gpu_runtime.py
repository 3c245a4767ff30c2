# docs/python.md's "Running on a GPU": weights quantized offline with lowp,
# a layer compiled for gfx942, run through the HIP runtime path (here on the
# HIP shim over the ISA simulator; on an MI300X the same call runs on the
# GPU), against the host reference.
# REQUIRES: python-bindings
# RUN: %python %s | FileCheck %s
import numpy as np

import lowp

TEXT = """
func.func @layer(%x: tensor<?x256xbf16>, %w: tensor<512x256xbf16>) -> tensor<?x512xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : bf16
  %rows = tensor.dim %x, %c0 : tensor<?x256xbf16>
  %e = tensor.empty(%rows) : tensor<?x512xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<?x512xbf16>) -> tensor<?x512xbf16>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x256xbf16>, tensor<512x256xbf16>)
      outs(%z : tensor<?x512xbf16>) -> tensor<?x512xbf16>
  return %y : tensor<?x512xbf16>
}
"""
m = lowp.parse(TEXT)


def bf16(a):
    b = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


rng = np.random.default_rng(1)
x = bf16(rng.standard_normal((24, 256)))
w = bf16(rng.standard_normal((512, 256)) * 0.05)

# FP8 per-row scales for both operands (MI300X's native FP8), the weight
# taken already quantized.
lowp.quantize_matmuls(m, lambda op: ("fp8_rowwise", "fp8_rowwise"))
m.run_pipeline("builtin.module(func.func(lowp-quantize-arguments"
               "{function=layer arguments=1}))")
qw = lowp.quantize_arguments(m, "layer", {1: w})[1]   # once, offline

exe = lowp.load(m, "layer", device="hip-gfx942")       # compile, load
y = exe(x, *qw)[0]                                     # run on the GPU
ref = lowp.run(m, "layer", x, *qw)[0]                  # the host reference
# CHECK: hip-gfx942: (24, 512) uint16, identical to the host reference True
print(f"{exe.device}: {y.shape} {y.dtype}, identical to the host reference "
      f"{bool((y == ref).all())}")

# Device buffers: no copy per call. An MXFP8 x MXFP4 layer on gfx950 (its
# host code only launches kernels) on buffers already in device memory.
m = lowp.parse(TEXT)
lowp.quantize_matmuls(m, lambda op: ("mxfp8", "mxfp4"))
m.run_pipeline("builtin.module(func.func(lowp-quantize-arguments"
               "{function=layer arguments=1}))")
codes, scales = lowp.quantize_arguments(m, "layer", {1: w})[1]
exe = lowp.load(m, "layer", device="hip-gfx950")
# CHECK: slots: tensor<?x256xbf16>, tensor<512x256xf4E2M1FN>, tensor<512x8xf8E8M0FNU>
print("slots:", ", ".join(exe.argument_types))
ref = lowp.run(m, "layer", x, codes, scales)[0]
dx = exe.to_device(x)
dw = [exe.to_device(lowp.pack_fp4(codes)), exe.to_device(scales)]  # stored layout
(y,) = exe(dx, *dw)
# CHECK: device: (24, 512) uint16, identical True
print(f"device: {y.shape} {y.dtype}, identical {bool((y.numpy() == ref).all())}")
# CHECK: interface: (24, 256) <u2 version 3
cai = dx.__cuda_array_interface__
print("interface:", cai["shape"], cai["typestr"], "version", cai["version"])


class Foreign:
    """Any object with __cuda_array_interface__ (a PyTorch ROCm tensor)."""

    def __init__(self, a):
        self.__cuda_array_interface__ = a.__cuda_array_interface__


# Mixed: a foreign device buffer, NumPy weights copied to the device (fp4
# codes packed) for the call.
# CHECK: mixed: identical True
(y2,) = exe(Foreign(dx), codes, scales)
print(f"mixed: identical {bool((y2.numpy() == ref).all())}")
# CHECK: error: argument 1 (codes of !lowp.scaled<512x256xf4E2M1FN, mxfp4>): a buffer of stored shape (512, 256) for tensor<512x256xf4E2M1FN> (fp4: two codes a byte)
try:
    exe(dx, exe.to_device(codes), dw[1])
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])

# FP8 rowwise: its amax workspace is zeroed through lowp_rt_zero_i32, on the
# device in such a run.
m = lowp.parse(TEXT)
lowp.quantize_matmuls(m, lambda op: ("fp8_rowwise", "fp8_rowwise"))
exe = lowp.load(m, "layer", device="hip-gfx942")
ref = lowp.run(m, "layer", x, w)[0]
(y,) = exe(exe.to_device(x), exe.to_device(w))
# CHECK: rowwise device: identical True
print(f"rowwise device: identical {bool((y.numpy() == ref).all())}")
(y,) = exe(exe.to_device(x[:5]), exe.to_device(w))
# CHECK: rowwise device M=5: identical True
print("rowwise device M=5: identical",
      bool((y.numpy() == lowp.run(m, "layer", x[:5], w)[0]).all()))

# A program that computes on the host (a row sum, which no kernel takes) is
# refused.
HOST = TEXT.replace("-> tensor<?x512xbf16> {", "-> tensor<?xf32> {").replace(
    "return %y : tensor<?x512xbf16>", """%ze = tensor.empty(%rows) : tensor<?xf32>
  %zf = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zf : f32) outs(%ze : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<?x512xbf16>) outs(%acc : tensor<?xf32>) {
    ^bb0(%a: bf16, %o: f32):
      %f = arith.extf %a : bf16 to f32
      %t = arith.addf %f, %o : f32
      linalg.yield %t : f32
    } -> tensor<?xf32>
  return %s : tensor<?xf32>""")
m = lowp.parse(HOST)
lowp.quantize_matmuls(m, lambda op: ("mxfp8", "mxfp4"))
exe = lowp.load(m, "layer", device="hip-gfx950")
# CHECK: error: @layer cannot run on device buffers: it {{.*}} on the host
try:
    exe(exe.to_device(x), exe.to_device(w))
except lowp.MLIRError as e:
    print("error:", str(e).splitlines()[0])

//===- GemmKernels.h - generated GEMM kernels -------------------*- C++ -*-===//
//
// Builders of the gpu.func kernels lowp-lower-to-gpu emits. Each kernel is
// described by a configuration (numerics and tiling); the cost model that
// picks the tiling lives in LowpToGPU.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_CONVERSION_GEMMKERNELS_H
#define LOWP_CONVERSION_GEMMKERNELS_H

#include "lowp/Target/Chip.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#include <string>

namespace lowp {

/// How OCP fp8 codes are bridged to the FNUZ MFMA of gfx942: the bits are
/// kept (an OCP value read as FNUZ is half of it), -0 becomes +0 and the
/// OCP NaN/Inf codes become the FNUZ NaN; the factor 2 per operand goes into
/// the epilogue scale.
enum class FP8Bridge { None, E4M3, E5M2 };

/// An FP8 GEMM with f32 per-tensor / per-row scales:
///   C[m, n] = sa[m] * sb[n] * sum_k A[m, k] * B[n, k] (+ bias[n])
/// A is M x K and B is N x K (K contiguous), codes as i8.
struct Fp8GemmConfig {
  target::Chip chip = target::Chip::GFX942;
  mlir::Type mfmaTypeA, mfmaTypeB; // FNUZ fp8 types the MFMA reads
  FP8Bridge bridgeA = FP8Bridge::None, bridgeB = FP8Bridge::None;
  bool rowScaleA = false, colScaleB = false; // else one scale
  mlir::Type outType;                        // f32, bf16 or f16
  mlir::Type biasType;                       // null: no bias
  // Tiling: a workgroup computes BM x BN, K in steps of BK; WM x WN waves,
  // each wave (BM/WM) x (BN/WN) as 16x16 MFMA tiles.
  int64_t bm = 128, bn = 128, bk = 64, wm = 2, wn = 2;
  int64_t ldsPad = 8; // bytes added to each LDS row (bank conflicts)
  // Split-K: grid.z = splitK workgroups share the K steps of one tile and
  // write f32 partial sums to a workspace [splitK, M, N]; the reduce kernel
  // sums them in order and applies the epilogue.
  int64_t splitK = 1;

  int64_t threads() const { return wm * wn * 64; }
  int64_t ldsBytes() const { return 2 * (bm + bn) * (bk + ldsPad); }
  std::string name() const;
};

/// The reduce kernel of a split-K GEMM: C = epilogue(sum_z W[z]), one
/// thread per element, 256 threads per workgroup.
mlir::gpu::GPUFuncOp getOrCreateSplitKReduceKernel(
    mlir::OpBuilder &b, mlir::Location loc, mlir::gpu::GPUModuleOp module,
    const Fp8GemmConfig &cfg);

/// Creates the kernel in `module` (once per configuration) and returns it.
mlir::gpu::GPUFuncOp getOrCreateFp8GemmKernel(mlir::OpBuilder &b,
                                              mlir::Location loc,
                                              mlir::gpu::GPUModuleOp module,
                                              const Fp8GemmConfig &cfg);

} // namespace lowp

#endif // LOWP_CONVERSION_GEMMKERNELS_H

//===- QuantKernels.h - quantize / dequantize GPU kernels --------*- C++
//-*-===//
//
// Memory-bound kernels for lowp.quantize and lowp.dequantize on rank-2
// tensors (docs/codegen.md, "Quantize and dequantize kernels"): every
// recipe of NUMERICS.md, blocks along either dimension, bit-exact to the
// numerics library. Whole-row groups (per-row FP8) whose rows fit a
// workgroup's registers take one pass, a row per workgroup; groups that
// span the whole tensor, a wider row or a whole column (per-tensor,
// per-column, and the tensor scale of two-level FP4) take a first pass,
// the amax kernel, that reduces each tile and combines the tiles with
// atomic max on the amax's bits.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_CONVERSION_QUANTKERNELS_H
#define LOWP_CONVERSION_QUANTKERNELS_H

#include "lowp/Numerics/Quantize.h"
#include "lowp/Target/Chip.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <string>

namespace lowp {

/// What a first-pass amax covers.
enum class AmaxGroup { None, Rows, Cols, Tensor };

struct QuantKernelConfig {
  enum class Kind { Quantize, Dequantize, Amax };
  Kind kind = Kind::Quantize;
  target::Chip chip = target::Chip::GFX942;
  mlir::Type hpType; // f32 / bf16 / f16: quantize and amax input,
                     // dequantize output
  num::Format element = num::Format::F8E4M3FN;
  num::ScaleKind scale = num::ScaleKind::E8M0;
  num::ScaleMode mode = num::ScaleMode::Floor;
  bool pow2 = false, tensorScale = false;
  // The block over (rows, columns); num::kWhole for a whole dimension.
  int64_t br = 1, bc = 32;
  // Amax kernels: the group they reduce.
  AmaxGroup amaxGroup = AmaxGroup::None;
  // Whole-row groups quantized in one pass (planRowResident): each row is
  // held in the registers of `rowWaves` waves (4, 8 or 16; 0: the tiled
  // kernels with an amax first pass), `rowChunks` chunks of 8 columns a
  // lane, reduced there, then encoded from the registers.
  int64_t rowWaves = 0, rowChunks = 0;

  static constexpr int64_t kVec = 8;       // columns per thread and row
  static constexpr int64_t kTileCols = 128; // 16 threads x 8 columns
  static constexpr int64_t kThreads = 256;

  /// The group of the quantize kernel's first pass (None: one pass).
  AmaxGroup firstPass() const;
  /// Threads per workgroup: 256, or a row-resident quantize's 64 rowWaves
  /// (one row per workgroup).
  int64_t threads() const { return rowWaves > 0 ? 64 * rowWaves : kThreads; }
  /// Rows each thread handles (tile rows = 16 x this).
  int64_t rowsPerThread() const;
  int64_t tileRows() const { return 16 * rowsPerThread(); }
  std::string name() const;
};

/// Empty when the kernels handle a rank-2 tensor of this shape (dynamic
/// dims as ShapedType::kDynamic) and block; else why not.
std::string quantKernelSupport(llvm::ArrayRef<int64_t> shape,
                               llvm::ArrayRef<int64_t> block);

/// A quantize whose groups are whole rows (br = 1, columns whole, no tensor
/// scale) of a static column count `cols` whose rows fit in registers
/// (at most 16 chunks of 8 bf16 / f16 values a lane, 8 of f32): sets
/// rowWaves / rowChunks, so that it takes one pass (a workgroup per row).
/// Else leaves `cfg` as it is (two passes).
void planRowResident(QuantKernelConfig &cfg, int64_t cols);

/// The kernel (created once per configuration in `module`).
/// - Quantize: (X: R x C, codes: R x C i8, scales: i8 / f32,
///   [amax: i32 bits, first pass], [tensor scale: 1 f32]);
///   grid (ceildiv(C, 128), ceildiv(R, tileRows())), 256 threads;
///   row-resident: grid (R, 1), threads() threads.
/// - Dequantize: (codes, scales, [tensor scale], out: R x C).
/// - Amax: (X, amax: i32 bits, zero-initialized by the caller).
mlir::gpu::GPUFuncOp getOrCreateQuantKernel(mlir::OpBuilder &b,
                                            mlir::Location loc,
                                            mlir::gpu::GPUModuleOp module,
                                            const QuantKernelConfig &cfg);

/// `transpose_<type>`: (in: R x C, out: C x R) of any 1-, 2- or 4-byte
/// element type, through a 64 x 64 LDS tile; grid (ceildiv(C, 64),
/// ceildiv(R, 64)), 256 threads. The GEMMs read A as M x K and B as N x K:
/// operands stored the other way (and their scales) are transposed first.
/// `elem` f4E2M1FN: codes two per byte both ways (in: R x ceildiv(C, 2)
/// bytes, out: C x ceildiv(R, 2)), grid (ceildiv(C, 64), ceildiv(R, 64)).
mlir::gpu::GPUFuncOp getOrCreateTransposeKernel(mlir::OpBuilder &b,
                                                mlir::Location loc,
                                                mlir::gpu::GPUModuleOp module,
                                                mlir::Type elem);

/// The quantize kernels' arithmetic for one block, for fused epilogues
/// (Fp8GemmConfig::quantOut): an E8M0 block's scale from its amax (f32):
/// its code (i32) and the f32 multiplier of its elements (NUMERICS.md 3).
std::pair<mlir::Value, mlir::Value>
mxBlockScale(mlir::ImplicitLocOpBuilder &b, const QuantKernelConfig &cfg,
             mlir::Value amax);
/// The codes (vector<8xi8>, one per byte; fp4: vector<4xi8>, two per byte,
/// element 2i in the low nibble of byte i) of 8 values (vector<8xf32>)
/// times `mult`, encoded as the quantize kernel does (cfg.element, clamped
/// unless rceil).
mlir::Value encodeBlockCodes(mlir::ImplicitLocOpBuilder &b,
                             const QuantKernelConfig &cfg, mlir::Value x,
                             mlir::Value mult);

/// The max (arith.maximumf: NaN wins) of `acc` (null: none yet) and each
/// element of the vector `v`, in order.
mlir::Value maxElements(mlir::ImplicitLocOpBuilder &b, mlir::Value acc,
                        mlir::Value v);
/// `v` (a scalar, or per element of a vector) maxed with its value in lane
/// `lane ^ mask` for mask = first, 2 first, ... below `end`: the max over
/// the lanes that differ in those bits.
mlir::Value xorShuffleMax(mlir::ImplicitLocOpBuilder &b, mlir::Value v,
                          int32_t first, int32_t end);

} // namespace lowp

#endif // LOWP_CONVERSION_QUANTKERNELS_H

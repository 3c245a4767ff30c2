//===- Tiling.h - slices of scaled tensors, tiles of lowp ops ---*- C++ -*-===//
//
// The helpers behind lowp's TilingInterface implementations
// (lowp.scaled_matmul, lowp.dequantize), public for embedders that tile lowp
// ops with their own loops: a slice of a !lowp.scaled value is the slice of
// its codes and the matching slice of its block scales (the tensor scale
// unchanged), taken only where it does not cut a scale block.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_IR_TILING_H
#define LOWP_DIALECT_LOWP_IR_TILING_H

#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

#include <string>

namespace lowp {

/// Dimension `d` of a ranked tensor or a !lowp.scaled value (through its
/// codes, `lowp.disassemble` + `tensor.dim`, when dynamic), as a constant
/// index attribute when static.
mlir::OpFoldResult getMixedDim(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value v, int64_t d);

/// The codes, scales (and tensor scale) of a scaled value.
DisassembleOp disassemble(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value scaled);

/// The type of a slice of `type` with the given sizes (non-constant:
/// dynamic), or failure with the reason in `why`: a blocked
/// dimension (block > 1) must keep a static size that is a multiple of its
/// block (a dynamic size cannot name its scale count), and fp4 codes an even
/// innermost size.
mlir::FailureOr<ScaledType>
getSlicedType(ScaledType type, mlir::ArrayRef<mlir::OpFoldResult> sizes,
              std::string *why = nullptr);
/// The same with a static shape (ShapedType::kDynamic for dynamic sizes).
mlir::FailureOr<ScaledType> getSlicedType(ScaledType type,
                                          mlir::ArrayRef<int64_t> shape,
                                          std::string *why = nullptr);

/// Whether a slice at `offsets` of `sizes` keeps whole scale blocks of
/// `type`: offsets along blocked dimensions must be multiples of the block
/// (checked when constant; a tiling loop's offsets are multiples of its
/// tile, which getSlicedType requires to be a multiple of the block), sizes
/// as getSlicedType.
mlir::LogicalResult checkSlice(ScaledType type,
                               mlir::ArrayRef<mlir::OpFoldResult> offsets,
                               mlir::ArrayRef<mlir::OpFoldResult> sizes,
                               std::string *why = nullptr);

/// A slice of a tensor (`tensor.extract_slice`, unit strides) or of a
/// scaled value (`lowp.disassemble`, slices of codes and scales,
/// `lowp.assemble`); failure (with `why`) where checkSlice fails. The
/// extract_slice ops built are appended to `slices` when given.
mlir::FailureOr<mlir::Value>
sliceOperand(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v,
             mlir::ArrayRef<mlir::OpFoldResult> offsets,
             mlir::ArrayRef<mlir::OpFoldResult> sizes,
             mlir::SmallVectorImpl<mlir::Operation *> *slices = nullptr,
             std::string *why = nullptr);

/// The slice of `type`'s block scales that a slice of its codes at
/// `offsets` / `sizes` covers (checkSlice holds).
void getScaleSlice(mlir::OpBuilder &b, mlir::Location loc, ScaledType type,
                   mlir::ArrayRef<mlir::OpFoldResult> offsets,
                   mlir::ArrayRef<mlir::OpFoldResult> sizes,
                   mlir::SmallVectorImpl<mlir::OpFoldResult> &scaleOffsets,
                   mlir::SmallVectorImpl<mlir::OpFoldResult> &scaleSizes);

/// The tile of an op whose result is a !lowp.scaled value, which upstream's
/// tiling cannot insert into a tensor (lowp-tile inserts its codes and
/// scales): a `lowp.quantize` (loops: its dimensions; no tensor scale, '*'
/// blocks only along dimensions a tile covers) or a `lowp.scaled_matmul`
/// with a quantized result (loops: [batch,] M, N, K as its
/// TilingInterface). Failure says why in `why`.
mlir::FailureOr<mlir::Value>
getScaledResultTile(mlir::OpBuilder &b, mlir::Operation *op,
                    mlir::ArrayRef<mlir::OpFoldResult> offsets,
                    mlir::ArrayRef<mlir::OpFoldResult> sizes,
                    std::string *why = nullptr);

} // namespace lowp

#endif // LOWP_DIALECT_LOWP_IR_TILING_H

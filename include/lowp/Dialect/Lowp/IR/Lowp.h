//===- Lowp.h - lowp dialect, types and ops ---------------------*- C++ -*-===//
//
// The one header a user of the lowp dialect includes.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_IR_LOWP_H
#define LOWP_DIALECT_LOWP_IR_LOWP_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"

namespace lowp::target {
struct MfmaInstr;
} // namespace lowp::target

#include "lowp/Dialect/Lowp/IR/LowpOpsDialect.h.inc"
#include "lowp/Dialect/Lowp/IR/LowpOpsEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOpsAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOpsTypes.h.inc"

#define GET_OP_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOps.h.inc"

namespace lowp {
/// The fused epilogue of a matmul that may carry one: `mm` is a
/// lowp.scaled_matmul or a lowp.grouped_scaled_matmul (the accessors of
/// either op, for code that handles both).
bool hasEpilogue(mlir::Operation *mm);
mlir::Region &getEpilogueRegion(mlir::Operation *mm);
mlir::OperandRange getEpilogueInputs(mlir::Operation *mm);
llvm::SmallVector<mlir::AffineMap> getEpilogueIndexingMaps(mlir::Operation *mm);
/// The op's buildEpilogue.
mlir::Value buildEpilogue(mlir::Operation *mm, mlir::OpBuilder &builder,
                          mlir::Value element, mlir::ValueRange inputs);
/// The high-precision tensor of the result (getTensorType).
mlir::RankedTensorType getMatmulTensorType(mlir::Operation *mm);
/// Whether `op` is device code, the input or output of a code generation
/// stage (the tile and scale copies, lowp.wave_mma, lowp.mfma): it belongs
/// in a GPU kernel and has no host lowering.
bool isDeviceOp(mlir::Operation *op);
} // namespace lowp

#endif // LOWP_DIALECT_LOWP_IR_LOWP_H

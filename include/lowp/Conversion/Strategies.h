//===- Strategies.h - the GEMM strategy table -------------------*- C++ -*-===//
//
// Which GEMM kernel family runs a scaled matmul on a chip, as data: every
// operand type is classified into a form (how it is scaled), and a table of
// (chip, forms of A, forms of B) -> family, with the strategy name
// lowp-legalize records, the MFMA the family issues and how it applies the
// scales and maps the codes. lowp-legalize looks the pair up here, then the
// family's configuration (Fp8GemmConfig) is filled in and checked (layout,
// FNUZ on gfx950, f16 ranges); `lowp-compile --list-strategies` prints the
// table.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_CONVERSION_STRATEGIES_H
#define LOWP_CONVERSION_STRATEGIES_H

#include "lowp/Target/Chip.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace lowp {

/// How a GEMM operand (A as M x K, B per group as N x K) is stored and
/// scaled; a bit each, so that a table row names a set of them.
enum class OperandForm : unsigned {
  None = 0,                   // no GEMM kernel reads it
  Plain = 1u << 0,            // bf16 / f16 values
  Fp8Scalar = 1u << 1,        // FP8 codes, f32 scale per tensor or per row
  MX = 1u << 2,               // fp8 / fp6 / fp4 codes, E8M0 per 1 x 32 along K
  Block16 = 1u << 3,          // codes, UE4M3 / UE5M3 per 1 x 16 along K
                              // (NVFP4, AMD-FP4: a tensor scale too)
  F32Block1x128 = 1u << 4,    // FP8 codes, f32 per 1 x 128 along K
  F32Block128x128 = 1u << 5,  // FP8 codes, f32 per 128 x 128
  E8M0Block1x128 = 1u << 6,   // OCP FP8 codes, E8M0 per 1 x 128 along K
  E8M0Block128x128 = 1u << 7, // OCP FP8 codes, E8M0 per 128 x 128
};

/// The form of a matmul operand type (a tensor or a !lowp.scaled value,
/// already in its N x K / M x K view).
OperandForm classifyGemmOperand(mlir::Type t);

/// The form's name as the table prints it ("mx", "fp8_scalar", ...).
llvm::StringRef formName(OperandForm f);

/// The GEMM kernel families (GemmKernels.h's Fp8GemmConfig flags).
enum class GemmFamily {
  Fp8,           // FP8 MFMA, scales in the epilogue
  Blockwise,     // FP8 MFMA, partial sums scaled per 128-K group
  E8M0Blockwise, // the MX kernels, one E8M0 code per 128 K
  MX,            // E8M0 per 32 K: scaled MFMA (gfx950), partial sums (gfx942)
  Dequant,       // codes times block scales to bf16 / f16, bf16 / f16 MFMA
};

/// One row of the table.
struct GemmStrategyInfo {
  target::Chip chip;
  GemmFamily family;
  unsigned formsA, formsB; // OperandForm bits
  llvm::StringRef name;    // lowp.strategy (before tiling's MFMA shape)
  llvm::StringRef instruction;
  llvm::StringRef scales; // how the scales are applied
  llvm::StringRef codes;  // how the codes reach the MFMA
};

/// The table, in lookup order.
llvm::ArrayRef<GemmStrategyInfo> gemmStrategies();

/// The first row of `chip` that takes A and B of these forms, or null.
const GemmStrategyInfo *findGemmStrategy(target::Chip chip, OperandForm a,
                                         OperandForm b);

/// The table as text, for one chip or both.
void printGemmStrategies(llvm::raw_ostream &os,
                         std::optional<target::Chip> chip = std::nullopt);

} // namespace lowp

#endif // LOWP_CONVERSION_STRATEGIES_H

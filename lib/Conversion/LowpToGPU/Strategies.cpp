//===- Strategies.cpp - the GEMM strategy table
//----------------------------===//
//
// Operand forms and the table of GEMM kernel families per chip
// (lowp/Conversion/Strategies.h). docs/codegen.md ("Strategies
// implemented") describes the same rows; test/Tools/lowp-compile/
// strategies.test checks the printed table.
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/Strategies.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace lowp;

/// A rank-2 operand with blocks of r x c and no tensor scale.
static bool hasBlock(ScaledType t, int64_t r, int64_t c) {
  ArrayRef<int64_t> blk = t.getBlock();
  return !t.hasTensorScale() && blk.size() == 2 && blk[0] == r && blk[1] == c;
}

OperandForm lowp::classifyGemmOperand(Type t) {
  if (auto rt = dyn_cast<RankedTensorType>(t))
    return rt.getElementType().isBF16() || rt.getElementType().isF16()
               ? OperandForm::Plain
               : OperandForm::None;
  auto st = dyn_cast<ScaledType>(t);
  if (!st || st.getBlock().size() != 2)
    return OperandForm::None;
  Type sc = st.getScaleType(), elem = st.getElementType();
  ArrayRef<int64_t> blk = st.getBlock();
  bool e8m0 = isa<Float8E8M0FNUType>(sc);
  if (e8m0 && hasBlock(st, 1, 32))
    return OperandForm::MX;
  if (blk[0] == 1 && blk[1] == 16 && isa<Float8E4M3FNType, UE5M3Type>(sc))
    return OperandForm::Block16;
  if (sc.isF32() && isFP8Type(elem)) {
    if (hasBlock(st, 1, 128))
      return OperandForm::F32Block1x128;
    if (hasBlock(st, 128, 128))
      return OperandForm::F32Block128x128;
    // Per tensor or per row: the scales cover whole K rows.
    if (blk[1] == ScaledType::kWholeDim &&
        (blk[0] == 1 || blk[0] == ScaledType::kWholeDim))
      return OperandForm::Fp8Scalar;
    return OperandForm::None;
  }
  if (e8m0 && isa<Float8E4M3FNType, Float8E5M2Type>(elem)) {
    if (hasBlock(st, 1, 128))
      return OperandForm::E8M0Block1x128;
    if (hasBlock(st, 128, 128))
      return OperandForm::E8M0Block128x128;
  }
  return OperandForm::None;
}

StringRef lowp::formName(OperandForm f) {
  switch (f) {
  case OperandForm::None:
    return "none";
  case OperandForm::Plain:
    return "plain";
  case OperandForm::Fp8Scalar:
    return "fp8_scalar";
  case OperandForm::MX:
    return "mx";
  case OperandForm::Block16:
    return "block16";
  case OperandForm::F32Block1x128:
    return "f32_block1x128";
  case OperandForm::F32Block128x128:
    return "f32_block128x128";
  case OperandForm::E8M0Block1x128:
    return "e8m0_block1x128";
  case OperandForm::E8M0Block128x128:
    return "e8m0_block128x128";
  }
  return "none";
}

namespace {
constexpr unsigned bit(OperandForm f) { return static_cast<unsigned>(f); }
using F = OperandForm;
using target::Chip;
// The forms a dequantizing GEMM reads; it runs when one side is plain (the
// other's values are made exactly in bf16 / f16) or 16-blocked.
constexpr unsigned kDequantForms =
    bit(F::Plain) | bit(F::Fp8Scalar) | bit(F::MX) | bit(F::Block16);
constexpr unsigned kPlainOr16 = bit(F::Plain) | bit(F::Block16);

const char *const kEpilogue = "f32 per tensor / row: the epilogue";
const char *const kPartial128 =
    "f32 per 128-K group: the group's partial sums times both block scales";
const char *const kDequantScales =
    "block scales folded into the bf16 / f16 values; f32 per tensor / row "
    "and NVFP4's tensor scale: the epilogue";

const GemmStrategyInfo kTable[] = {
    // gfx942 (MI300X): FNUZ fp8 MFMAs; OCP operands through the exact bridge
    // (the name then ends in _ocp_bridge).
    {Chip::GFX942, GemmFamily::Fp8, bit(F::Fp8Scalar), bit(F::Fp8Scalar),
     "fp8_mfma_16x16x32", "v_mfma_f32_16x16x32_{fp8,bf8}_{fp8,bf8}", kEpilogue,
     "FNUZ as stored; OCP E4M3 / E5M2 bridged to FNUZ"},
    {Chip::GFX942, GemmFamily::Blockwise, bit(F::F32Block1x128),
     bit(F::F32Block128x128) | bit(F::F32Block1x128),
     "fp8_block_mfma_16x16x32_k128", "v_mfma_f32_16x16x32_{fp8,bf8}_{fp8,bf8}",
     kPartial128, "FNUZ as stored; OCP E4M3 / E5M2 bridged to FNUZ"},
    {Chip::GFX942, GemmFamily::E8M0Blockwise, bit(F::E8M0Block1x128),
     bit(F::E8M0Block128x128) | bit(F::E8M0Block1x128),
     "fp8_block_e8m0_fnuz_fp8_mfma_16x16x32_k32",
     "v_mfma_f32_16x16x32_{fp8,bf8}_{fp8,bf8}",
     "E8M0 per 128 K: each 32-K block's partial sums times both decoded "
     "scales",
     "OCP E4M3 / E5M2 bridged to FNUZ"},
    {Chip::GFX942, GemmFamily::MX, bit(F::MX), bit(F::MX),
     "mx_fnuz_fp8_mfma_16x16x32_k32", "v_mfma_f32_16x16x32_{fp8,bf8}_{fp8,bf8}",
     "E8M0 per 32 K: each block's partial sums times both decoded scales",
     "fp8 bridged to FNUZ; fp6 / fp4 mapped exactly into FNUZ fp8"},
    {Chip::GFX942, GemmFamily::Dequant, kPlainOr16, kDequantForms,
     "dequant_bf16_mfma_16x16x16", "v_mfma_f32_16x16x16_{bf16,f16}",
     kDequantScales, "mapped into FNUZ fp8, converted to bf16 / f16"},
    {Chip::GFX942, GemmFamily::Dequant, kDequantForms, kPlainOr16,
     "dequant_bf16_mfma_16x16x16", "v_mfma_f32_16x16x16_{bf16,f16}",
     kDequantScales, "mapped into FNUZ fp8, converted to bf16 / f16"},
    // gfx950 (MI355X): OCP formats as stored (FNUZ operands refused); the
    // tiling picks 16x16x128 or 32x32x64 for the f8f6f4 families.
    {Chip::GFX950, GemmFamily::Fp8, bit(F::Fp8Scalar), bit(F::Fp8Scalar),
     "fp8_f8f6f4_mfma_16x16x128", "v_mfma_f32_{16x16x128,32x32x64}_f8f6f4",
     kEpilogue, "OCP E4M3 / E5M2 as stored"},
    {Chip::GFX950, GemmFamily::Blockwise, bit(F::F32Block1x128),
     bit(F::F32Block128x128) | bit(F::F32Block1x128),
     "fp8_block_f8f6f4_mfma_16x16x128_k128",
     "v_mfma_f32_{16x16x128,32x32x64}_f8f6f4", kPartial128,
     "OCP E4M3 / E5M2 as stored"},
    {Chip::GFX950, GemmFamily::E8M0Blockwise, bit(F::E8M0Block1x128),
     bit(F::E8M0Block128x128) | bit(F::E8M0Block1x128),
     "fp8_block_e8m0_scaled_mfma_16x16x128_f8f6f4",
     "v_mfma_scale_f32_{16x16x128,32x32x64}_f8f6f4",
     "E8M0 per 128 K: the scaled MFMA, each code over its four 32-K blocks",
     "OCP E4M3 / E5M2 as stored"},
    {Chip::GFX950, GemmFamily::MX, bit(F::MX), bit(F::MX),
     "mx_scaled_mfma_16x16x128_f8f6f4",
     "v_mfma_scale_f32_{16x16x128,32x32x64}_f8f6f4",
     "E8M0 per 32 K: the scaled MFMA",
     "fp8 / fp6 / fp4 as stored (fp6, fp4 packed in LDS)"},
    {Chip::GFX950, GemmFamily::Dequant, kPlainOr16, kDequantForms,
     "dequant_bf16_mfma_16x16x32", "v_mfma_f32_16x16x32_{bf16,f16}",
     kDequantScales,
     "fp4 by the chip's conversions; fp6 mapped into OCP fp8; then to "
     "bf16 / f16"},
    {Chip::GFX950, GemmFamily::Dequant, kDequantForms, kPlainOr16,
     "dequant_bf16_mfma_16x16x32", "v_mfma_f32_16x16x32_{bf16,f16}",
     kDequantScales,
     "fp4 by the chip's conversions; fp6 mapped into OCP fp8; then to "
     "bf16 / f16"},
};
} // namespace

ArrayRef<GemmStrategyInfo> lowp::gemmStrategies() { return kTable; }

const GemmStrategyInfo *lowp::findGemmStrategy(target::Chip chip, OperandForm a,
                                               OperandForm b) {
  if (a == OperandForm::None || b == OperandForm::None)
    return nullptr;
  for (const GemmStrategyInfo &s : kTable)
    if (s.chip == chip && (s.formsA & bit(a)) && (s.formsB & bit(b)))
      return &s;
  return nullptr;
}

static void printForms(raw_ostream &os, unsigned forms) {
  bool first = true;
  for (unsigned f = 1; f <= bit(F::E8M0Block128x128); f <<= 1)
    if (forms & f) {
      os << (first ? "" : "|") << formName(static_cast<OperandForm>(f));
      first = false;
    }
}

void lowp::printGemmStrategies(raw_ostream &os,
                               std::optional<target::Chip> chip) {
  os << "GEMM strategies (chip: A forms x B forms -> strategy): forms "
        "plain (bf16 / f16), fp8_scalar (f32 per tensor / row), mx (E8M0 "
        "per 32 along K), block16 (UE4M3 / UE5M3 per 16: NVFP4, AMD-FP4), "
        "f32_block1x128 / f32_block128x128 (DeepSeek FP8), e8m0_block1x128 "
        "/ e8m0_block128x128. Names as lowp-legalize records them; on "
        "gfx950 the tiling's MFMA shape (16x16x128 or 32x32x64) replaces "
        "16x16x128 in the f8f6f4 names, and on gfx942 OCP fp8 operands add "
        "_ocp_bridge to fp8_mfma_* and fp8_block_mfma_*; f16 activations "
        "make dequant_f16_*\n";
  for (const GemmStrategyInfo &s : kTable) {
    if (chip && s.chip != *chip)
      continue;
    os << "\n" << target::getChipInfo(s.chip).name << ": ";
    printForms(os, s.formsA);
    os << " x ";
    printForms(os, s.formsB);
    os << " -> " << s.name << "\n  instruction: " << s.instruction
       << "\n  scales: " << s.scales << "\n  codes: " << s.codes << "\n";
  }
}

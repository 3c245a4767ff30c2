//===- LowpToGPU.cpp - scaled matmuls to GPU kernels for a chip -----------===//
//
// lowp-legalize picks a strategy per op and chip (or says why there is
// none); lowp-lower-to-gpu turns every scaled_matmul (operands stored the
// other way round transposed by a kernel first) and every quantize /
// dequantize the kernels take into generated kernels in `gpu.module
// @lowp_kernels` plus gpu.launch_funcs on the host, in the same 1:N
// conversion that lowers every other lowp op to exact host code (the
// reference patterns).
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "lowp/Conversion/GemmKernels.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Conversion/QuantKernels.h"
#include "lowp/Conversion/Strategies.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Numerics/MlirFormats.h"
#include "lowp/Runtime/ReferenceRuntime.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/xxhash.h"

#include <cstring>

namespace lowp {
#define GEN_PASS_DEF_LOWPLEGALIZE
#define GEN_PASS_DEF_LOWPLOWERTOGPU
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;
using namespace lowp;

//===----------------------------------------------------------------------===//
// Strategy selection
//===----------------------------------------------------------------------===//

static std::string describe(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (auto st = dyn_cast<ScaledType>(t)) {
    auto [recipe, axis] = st.getRecipe();
    if (!recipe.empty()) {
      os << recipe << " (" << st.getElementType() << ")";
      return s;
    }
  }
  os << t;
  return s;
}

namespace {
/// The chosen strategy of a scaled_matmul.
struct MatmulStrategy {
  std::string name; // recorded as lowp.strategy
  Fp8GemmConfig fp8;
  // Operands stored K x M (A, transpose_a) or K x N (B without
  // transpose_b): transposed (codes and scales) by a kernel first.
  bool transposeA = false, transposeB = false;
};
} // namespace

static bool isFNUZ(Type t) { return isa<Float8E4M3FNUZType, Float8E5M2FNUZType>(t); }

/// The fp8 type an element format runs as (gfx942: FNUZ; gfx950: OCP,
/// which it reads as they are), and the exact code map that gets it there
/// (GemmKernels.h). FNUZ formats on gfx950 are refused before this.
static std::pair<Type, CodeMap> fp8TypeFor(Type t, target::Chip chip) {
  MLIRContext *ctx = t.getContext();
  bool ocp = chip == target::Chip::GFX950;
  Type e4m3 = ocp ? Type(Float8E4M3FNType::get(ctx))
                  : Type(Float8E4M3FNUZType::get(ctx));
  Type e5m2 = ocp ? Type(Float8E5M2Type::get(ctx))
                  : Type(Float8E5M2FNUZType::get(ctx));
  if (t == e4m3 || t == e5m2)
    return {t, CodeMap::None};
  CodeMap map = kernel::codeMapFrom(t);
  bool toE5M2 = map == CodeMap::OcpE5M2 || map == CodeMap::E3M2;
  return {toE5M2 ? e5m2 : e4m3, map};
}

/// An FP8 operand of the fp8_scalar form (Strategies.h) scaled per row
/// (of A; per column of the product for B), not per tensor.
static bool perRow(Type t) { return cast<ScaledType>(t).getBlock()[0] == 1; }

/// How the dequantizing GEMM takes an operand (GemmKernels.h).
struct DequantOperand {
  bool plain = false;   // bf16 / f16 as it is
  Type plainType;
  BlockScale blockScale = BlockScale::None;
  int64_t kBlock = 0;
  bool epilogue = false, row = false; // f32 scale or tensor scale
};

/// The operand forms the dequantizing GEMM reads (Strategies.h): plain
/// bf16 / f16; E8M0 per 32 (MX), UE4M3 / UE5M3 per 16 along K (NVFP4,
/// AMD-FP4; a tensor scale in the epilogue); FP8 with per-tensor / per-row
/// f32 scales.
static std::optional<DequantOperand> dequantOperand(Type t) {
  DequantOperand d;
  switch (classifyGemmOperand(t)) {
  case OperandForm::Plain:
    d.plain = true;
    d.plainType = cast<RankedTensorType>(t).getElementType();
    return d;
  case OperandForm::MX:
    d.blockScale = BlockScale::E8M0;
    d.kBlock = 32;
    return d;
  case OperandForm::Block16: {
    auto st = cast<ScaledType>(t);
    d.blockScale = isa<UE5M3Type>(st.getScaleType()) ? BlockScale::UE5M3
                                                     : BlockScale::UE4M3;
    d.kBlock = 16;
    d.epilogue = st.hasTensorScale();
    return d;
  }
  case OperandForm::Fp8Scalar:
    d.epilogue = true;
    d.row = perRow(t);
    return d;
  default:
    return std::nullopt;
  }
}

/// What strategy selection looks at: the operand types (for a grouped
/// matmul, B's per-group N x K view), the result, the bias' element type.
struct MatmulDesc {
  Type lhs, rhs;
  RankedTensorType result;
  Type biasElem; // null: no bias
  bool ta = false, tb = false;
};

static MatmulDesc describeMatmul(ScaledMatmulOp op) {
  Type bias = op.getBias() ? cast<RankedTensorType>(op.getBias().getType())
                                 .getElementType()
                           : Type();
  // The kernel rounds to the matmul's own type; a fused epilogue then
  // makes C's elements (Fp8GemmConfig::resultType).
  return {op.getLhs().getType(), op.getRhs().getType(),
          op.getTensorType().clone(op.getMatmulElementType()), bias,
          op.getTransposeA(), op.getTransposeB()};
}

/// B's per-group view of a grouped matmul (G x N x K with {transpose_b}):
/// an N x K type whose scales are those of one group (blocks of one group,
/// or one scale for the whole tensor); null when the scales span groups.
static Type perGroupType(Type t) {
  if (auto rt = dyn_cast<RankedTensorType>(t))
    return rt.getRank() == 3 ? RankedTensorType::get(rt.getShape().drop_front(),
                                                     rt.getElementType())
                             : Type();
  auto st = dyn_cast<ScaledType>(t);
  if (!st || st.getShape().size() != 3)
    return Type();
  ArrayRef<int64_t> blk = st.getBlock();
  bool whole = llvm::all_of(blk, [](int64_t b) {
    return b == ScaledType::kWholeDim;
  });
  if (blk[0] != 1 && !whole)
    return Type();
  return ScaledType::get(st.getContext(), st.getShape().drop_front(),
                         st.getElementType(), st.getScaleType(),
                         blk.drop_front(), st.hasTensorScale());
}

/// A rank-2 operand type stored the other way round (shape and block
/// swapped).
static Type transposedType(Type t) {
  if (auto st = dyn_cast<ScaledType>(t)) {
    ArrayRef<int64_t> sh = st.getShape(), blk = st.getBlock();
    return ScaledType::get(st.getContext(), {sh[1], sh[0]},
                           st.getElementType(), st.getScaleType(),
                           {blk[1], blk[0]}, st.hasTensorScale());
  }
  auto rt = cast<RankedTensorType>(t);
  return RankedTensorType::get({rt.getDimSize(1), rt.getDimSize(0)},
                               rt.getElementType());
}

/// The shape of a matmul operand (scaled or plain).
static ArrayRef<int64_t> shapeOf(Type t) {
  if (auto st = dyn_cast<ScaledType>(t))
    return st.getShape();
  return cast<RankedTensorType>(t).getShape();
}

/// The rank, layout and K the generated kernels need.
static std::optional<std::string> layoutProblem(const MatmulDesc &op) {
  if (op.result.getRank() != 2)
    return std::string("batched scaled_matmul is not implemented on the GPU");
  if (op.ta || !op.tb)
    return std::string("the GPU kernel reads A as M x K and B as N x K "
                       "({transpose_b}); other layouts are not implemented");
  int64_t K = shapeOf(op.lhs)[1];
  if (ShapedType::isDynamic(K) || K % 16 != 0)
    return "K must be static and a multiple of 16 (16-byte loads), got " +
           (ShapedType::isDynamic(K) ? std::string("?") : std::to_string(K));
  return std::nullopt;
}

/// NVFP4 / AMD-FP4 and weight-only: the dequantizing GEMM on the bf16 (or
/// f16) MFMA. Every operand value it makes -- an fp4 / fp6 / fp8 code times
/// its block scale -- has at most 8 significant bits (fp4 2 x UE4M3 /
/// UE5M3 4; fp8 4 x E8M0 1) and lies in bf16's range, so it is exact in
/// bf16 (f16 when the scales keep it in f16's range): the products are
/// exact and the MFMA accumulates them in f32.
static FailureOr<MatmulStrategy> selectDequant(
    const MatmulDesc &op, target::Chip chip, const GemmStrategyInfo *row,
    std::optional<DequantOperand> a, std::optional<DequantOperand> b,
    function_ref<FailureOr<MatmulStrategy>(const std::string &)> none) {
  if (!row || !a || !b) {
    auto isF32 = [](Type t) {
      auto rt = dyn_cast<RankedTensorType>(t);
      return rt && rt.getElementType().isF32();
    };
    return none(
        std::string("with bf16 / f16 activations or NVFP4 / AMD-FP4 operands, "
                    "the other operand must be bf16 / f16, MX (E8M0 per 32 "
                    "along K), NVFP4 / AMD-FP4 (per 16 along K) or FP8 with "
                    "per-tensor / per-row f32 scales") +
        (isF32(op.lhs) || isF32(op.rhs)
             ? " (f32 activations: lowp-quantize-matmuls{f32-as-bf16} "
               "rounds them to bf16)"
             : ""));
  }
  bool gfx950 = chip == target::Chip::GFX950;
  for (auto [t, d] : {std::pair(op.lhs, a), std::pair(op.rhs, b)})
    if (gfx950 && !d->plain &&
        isFNUZ(cast<ScaledType>(t).getElementType()))
      return none("FNUZ fp8 codes cannot be converted on gfx950 (its "
                  "conversions read OCP E4M3FN / E5M2); quantize the "
                  "weights to an OCP format");
  if (a->plain && b->plain && a->plainType != b->plainType)
    return none("plain operands of two types (bf16 x f16)");
  if (auto why = layoutProblem(op))
    return none(*why);
  MLIRContext *ctx = op.lhs.getContext();
  // Two NVFP4 operands (fp4 with UE4M3 scales): f16, whose values a
  // conversion of the codes (gfx950: the hardware's; gfx942: a table
  // lookup) and one packed multiply make exactly (Decoder::halfPairs: fewer
  // VALU instructions than bf16's) for the f16 MFMA at bf16's rate.
  auto nvfp4 = [&](Type t, const DequantOperand &d) {
    return d.blockScale == BlockScale::UE4M3 &&
           isa<Float4E2M1FNType>(cast<ScaledType>(t).getElementType());
  };
  Type mfma = a->plain   ? a->plainType
              : b->plain ? b->plainType
              : nvfp4(op.lhs, *a) && nvfp4(op.rhs, *b)
                  ? Type(Float16Type::get(ctx))
                  : Type(BFloat16Type::get(ctx));
  if (mfma.isF16())
    for (const DequantOperand *d : {&*a, &*b})
      if (d->blockScale == BlockScale::E8M0 ||
          d->blockScale == BlockScale::UE5M3)
        return none("with f16 activations the weights are dequantized to "
                    "f16, and E8M0 / UE5M3 block scales take their values "
                    "out of f16's range; use bf16 activations");
  MatmulStrategy s;
  Fp8GemmConfig &c = s.fp8;
  c.chip = chip;
  c.dequant = true;
  c.mfmaType = mfma;
  auto set = [&](Type t, const DequantOperand &d, Type &fnuz, CodeMap &map,
                 bool &plain, BlockScale &bs, int64_t &kBlock, bool &epi,
                 bool &row) {
    plain = d.plain;
    if (!d.plain)
      std::tie(fnuz, map) =
          fp8TypeFor(cast<ScaledType>(t).getElementType(), chip);
    bs = d.blockScale;
    kBlock = d.kBlock;
    epi = d.epilogue;
    row = d.row;
  };
  set(op.lhs, *a, c.mfmaTypeA, c.mapA, c.plainA,
      c.blockScaleA, c.kBlockA, c.epilogueA, c.rowScaleA);
  set(op.rhs, *b, c.mfmaTypeB, c.mapB, c.plainB,
      c.blockScaleB, c.kBlockB, c.epilogueB, c.colScaleB);
  c.outType = op.result.getElementType();
  c.biasType = op.biasElem;
  // The table's name has the bf16 MFMA (gfx950: the double-rate
  // 16x16x32).
  s.name = row->name.str();
  if (mfma.isF16())
    s.name.replace(s.name.find("bf16"), 4, "f16");
  return s;
}

static FailureOr<MatmulStrategy>
selectStrategy(const MatmulDesc &op, target::Chip chip,
               function_ref<InFlightDiagnostic()> emitError) {
  const target::ChipInfo &ci = target::getChipInfo(chip);
  auto lhs = dyn_cast<ScaledType>(op.lhs);
  auto rhs = dyn_cast<ScaledType>(op.rhs);
  auto none = [&](const std::string &why) -> FailureOr<MatmulStrategy> {
    emitError() << "no " << ci.name << " strategy for "
                << describe(op.lhs) << " x "
                << describe(op.rhs) << " yet: " << why;
    return failure();
  };
  const char *available =
      "lowp-lower-to-gpu implements FP8 with per-tensor or per-row f32 "
      "scales (gfx942: FNUZ, and OCP through the exact bridge; gfx950: OCP), "
      "MX (any mix of mxfp8 / mxfp6 / mxfp4 operands), blockwise FP8 "
      "(fp8_block1x128 x fp8_block128x128 or fp8_block1x128, blocks along "
      "K, f32 or E8M0 scales), NVFP4 / AMD-FP4 and weight-only (bf16 / f16 "
      "activations x MX, NVFP4, AMD-FP4 or FP8 per-tensor / per-row "
      "weights); `lowp-compile --list-strategies` prints the table";
  // The table (Strategies.h) names the family; its configuration and
  // checks follow.
  OperandForm fa = classifyGemmOperand(op.lhs);
  OperandForm fb = classifyGemmOperand(op.rhs);
  const GemmStrategyInfo *row = findGemmStrategy(chip, fa, fb);
  // The dequantizing GEMM: a plain bf16 / f16 operand (weight-only) or a
  // 16-block one (NVFP4, AMD-FP4), with the other in a form it reads (or
  // its diagnostic).
  auto plainOr16 = [](OperandForm f) {
    return f == OperandForm::Plain || f == OperandForm::Block16;
  };
  if (plainOr16(fa) || plainOr16(fb))
    return selectDequant(op, chip, row, dequantOperand(op.lhs),
                         dequantOperand(op.rhs), none);
  // FP8 pairs with f32 scales the table has no row for get the scale
  // diagnostic below.
  bool fp8 = lhs && rhs && lhs.getScaleType().isF32() &&
             rhs.getScaleType().isF32() && isFP8Type(lhs.getElementType()) &&
             isFP8Type(rhs.getElementType());
  if (!row && !fp8)
    return none(available);
  bool gfx950 = chip == target::Chip::GFX950;
  if (gfx950 &&
      (isFNUZ(lhs.getElementType()) || isFNUZ(rhs.getElementType()))) {
    emitError() << "FNUZ fp8 operands (" << describe(op.lhs)
                << " x " << describe(op.rhs)
                << ") cannot run on gfx950: its FP8 MFMA reads OCP formats, "
                   "and E4M3FNUZ has values OCP E4M3 lacks (2^-10; 240's code "
                   "is OCP's NaN); quantize to f8E4M3FN / f8E5M2 for gfx950";
    return failure();
  }
  if (op.result.getRank() != 2 || op.ta ||
      !op.tb)
    return none(*layoutProblem(op));
  if (!row)
    return none("scales must be per tensor or per row, MX, or blockwise "
                "1x128 (A) x 128x128 or 1x128 (B) along K; other blocks are "
                "not implemented");
  if (auto why = layoutProblem(op))
    return none(*why);
  MatmulStrategy s;
  Fp8GemmConfig &c = s.fp8;
  c.chip = chip;
  if (gfx950) {
    // gfx950's f8f6f4 MFMAs read OCP E4M3/E5M2 (and E2M1) as they are:
    // 16x16x128, twice the FP8 rate of 16x16x32.
    c.mfmaTypeA = lhs.getElementType();
    c.mfmaTypeB = rhs.getElementType();
    c.f8f6f4 = true;
  } else {
    std::tie(c.mfmaTypeA, c.mapA) = fp8TypeFor(lhs.getElementType(), chip);
    std::tie(c.mfmaTypeB, c.mapB) = fp8TypeFor(rhs.getElementType(), chip);
  }
  c.outType = op.result.getElementType();
  c.biasType = op.biasElem;
  s.name = row->name.str();
  switch (row->family) {
  case GemmFamily::MX:
  case GemmFamily::E8M0Blockwise:
    // E8M0 scales per 32-K MFMA (E8M0 blockwise: a code per 128 K). gfx950:
    // the scaled MFMA applies the E8M0 scales of each 32-block itself.
    // gfx942: every element format maps exactly to FNUZ fp8; one 16x16x32
    // MFMA is one 32-block, its partial sum scaled by the two E8M0 scales.
    c.kGroup = 32;
    c.epilogueA = c.epilogueB = false;
    if (row->family == GemmFamily::E8M0Blockwise) {
      c.scaleKBlock = 128;
      c.scaleTilesB = fb == OperandForm::E8M0Block128x128;
    }
    if (gfx950) {
      c.ldsBitsA = lhs.getElementType().getIntOrFloatBitWidth();
      c.ldsBitsB = rhs.getElementType().getIntOrFloatBitWidth();
    }
    return s;
  case GemmFamily::Blockwise:
    // The MFMAs of a 128-K group accumulate into partial sums, scaled by
    // the f32 product of the two block scales once per group.
    c.kGroup = 128;
    c.blockRowsB = fb == OperandForm::F32Block1x128;
    c.epilogueA = c.epilogueB = false;
    break;
  case GemmFamily::Fp8:
    c.rowScaleA = perRow(op.lhs);
    c.colScaleB = perRow(op.rhs);
    break;
  case GemmFamily::Dequant:
    llvm_unreachable("dequantizing forms are selected above");
  }
  // gfx942's OCP operands: the exact bridge to FNUZ on the way into LDS.
  if (c.mapA != CodeMap::None || c.mapB != CodeMap::None)
    s.name += "_ocp_bridge";
  return s;
}

/// Every wave owns a 64 x 64 sub-tile (4 x 4 MFMA tiles), so a workgroup
/// of BM x BN has (BM/64) x (BN/64) waves: with a 256 x 128 tile that is 8
/// waves, 2 per SIMD, so one wave's MFMAs overlap another's loads.
static void setWaves(Fp8GemmConfig &c) {
  c.wm = std::max<int64_t>(1, c.bm / 64);
  c.wn = std::max<int64_t>(1, c.bn / 64);
}

static std::optional<std::string> tileProblem(const Fp8GemmConfig &c);

/// The K codes that take `bytes` of an LDS row of B (8, 6 or 4 bits a
/// code; 16 when dequantized to bf16 / f16).
static int64_t codesInLdsRowB(Fp8GemmConfig c, int64_t bytes) {
  c.bk = 1024;
  return bytes * 1024 / c.ldsRowBytesB();
}

/// The bits of an MFMA operand type (0 when unset).
static unsigned mfmaBits(Type t) { return t ? t.getIntOrFloatBitWidth() : 0u; }

/// The narrowest wave tile (columns of the product) `op`'s result allows: a
/// quantized result (MX blocks of 32 of its columns) needs whole blocks in
/// a wave -- 64 of the product's columns with epilogue_pairs -- else 16.
static int64_t minWaveCols(Operation *op) {
  if (!isa<ScaledType>(op->getResult(0).getType()))
    return 16;
  auto g = dyn_cast<GroupedScaledMatmulOp>(op);
  return g && g.getEpiloguePairs() ? 64 : 32;
}

/// MoE decode (at most 16 rows per expert on average; the expert-major grid,
/// Fp8GemmConfig::expertGrid): short-lived workgroups, one per expert and
/// column tile, so many must be resident: 16-row tiles, 32 columns (64 for
/// the dequantizing kernels), K steps of 128 bytes of an LDS row of B, one
/// wave (two along K for the dequantizing kernels, whose VALU work they
/// share). GPT-OSS gate / up (128 experts, 5760 x 2880), 64 rows, timing
/// model: FP8 gfx942 640 -> 275 us (16x32x128; 32 x 128 and 64 x 128 tiles
/// and wider K steps hold more LDS: fewer workgroups resident), FP8 gfx950
/// 225 -> 175, MXFP8 272 -> 180, MXFP4 199 -> 106 (16x32x256), bf16 x
/// MXFP4 518 -> 201 (16x64x64, 1x1x2), NVFP4 429 -> 207.
static bool chooseExpertDecodeTiles(Fp8GemmConfig &c, int64_t minCols = 16) {
  // Operands read straight into registers (Fp8GemmConfig::directB). Timing
  // model, GPT-OSS gate / up at M = 16 (64 rows over 128 experts): gfx950
  // 16 x 64 x 512 / 4 bf16 x MXFP4 110 us, NVFP4 122 us (16 x 16 x 1024 / 8:
  // 266, 364); gfx942 bf16 x MXFP4 16 x 16 x 512 / 4 181 us (x 1024 / 8:
  // 223; 16 x 64: 306), NVFP4 16 x 32 x 512 / 4 251 us (16 x 16: 361).
  Fp8GemmConfig d = c;
  bool gfx950 = c.chip == target::Chip::GFX950;
  d.bm = 16;
  d.bn = gfx950 ? 64 : c.plainA ? 16 : 32;
  d.wm = d.wn = 1;
  // (Four waves along K on gfx942's 16 x 16 too: bf16 x MXFP4, GPT-OSS at
  // M = 16 / 64 tokens 223.0 / 422.1 -> 181.1 / 307.2 us against 8.)
  d.wk = 4;
  // bf16 x MXFP4 with the scale in the conversion (scaledCvt: a third of
  // the decoding's VALU): 2 waves along K, 16 x 64 x 256, 110.3 -> 98.0 us
  // (16 x 64 x 512 / 4: 106.2; before the scaled conversion 16 x 64 x 256 /
  // 2 was VALU-bound at 120.2).
  // gfx950's NVFP4 weights in f16 (Decoder::halfPairs: two VALU a pair)
  // too: GPT-OSS NVFP4 x NVFP4 at M = 16 117.1 -> 106.9 us (gfx942, its
  // f16 decode twice as long: 16 x 32 x 256 / 2 211.4 against 174.9).
  bool halfB =
      gfx950 && c.dequant && fp4HalfPairs(c.mfmaType, c.mapB, c.blockScaleB);
  if (d.scaledCvt(/*a=*/false) || halfB)
    d.wk = 2;
  // gfx950's f8f6f4 MFMAs (FP8, MX): 16 x 32, 2 waves along K. GPT-OSS at
  // M = 16: FP8 174 us (staged 16 x 32 x 128: 175; 16 x 64 / 4: 184),
  // MXFP4 91 us (staged 106; 16 x 64 / 4: 98; 16 x 16 / 8: 120).
  if (c.f8f6f4) {
    d.bn = 32;
    d.wk = 2;
  }
  // (A quantized result: whole MX blocks in a wave.)
  d.bn = std::max(d.bn, minCols);
  d.bk = 128 * d.wk;
  d.mfmaM = 16;
  if (d.directB() && !tileProblem(d)) {
    c = d;
    return true;
  }
  Fp8GemmConfig t = c;
  t.bm = 16;
  t.bn = std::max<int64_t>(c.dequant ? 64 : 32, minCols);
  t.wm = t.wn = 1;
  t.wk = c.dequant ? 2 : 1;
  t.mfmaM = 16;
  // 128 bytes of a row of B in LDS, in whole MFMAs of every wave.
  int64_t unit = t.wk * t.mfmaK();
  t.bk = std::max<int64_t>(unit, codesInLdsRowB(t, 128) / unit * unit);
  if (tileProblem(t))
    return false;
  c = t;
  return true;
}

/// The most rows an expert gets on average (M / G) for which the grouped
/// tiles (chooseGroupTiles) apply: 256; 128 for the dequantizing kernels
/// and for gfx950's f8f6f4 kernels without an FP8 operand (fp4 / fp6 codes
/// on both sides, at the FP4 rate), whose main 256 x 128 tiles already take
/// 128-code K steps (GPT-OSS gate / up, MXFP4 at 32768 rows: 634 us, 769
/// with 64 x 128 tiles). Kernels that scale partial sums per K group in
/// their main loop (Fp8GemmConfig::scalesPartialSums: MX on gfx942,
/// blockwise FP8) keep their grouped tiles as they were (32 x 128 up to 32
/// rows an expert, 64 x 128 up to 128, K steps unchanged) and take the
/// expert-major grid only up to one row tile an expert (gfx942 MXFP8,
/// GPT-OSS gate / up at 16384 rows: 2952 us on the row-tile grid, 3354 on
/// the expert-major one).
static int64_t groupTileRows(const Fp8GemmConfig &c) {
  bool fp8 = mfmaBits(c.mfmaTypeA) == 8 || mfmaBits(c.mfmaTypeB) == 8;
  return c.dequant || (c.f8f6f4 && !fp8) || c.scalesPartialSums() ? 128 : 256;
}

/// Grouped (MoE) matmuls whose total rows are static: tiles for the rows an
/// expert gets on average (M / G), on the expert-major grid
/// (Fp8GemmConfig::expertGrid, expertGridRows). MoE decode
/// (at most 16 rows an expert) takes chooseExpertDecodeTiles'. Up to 256
/// rows an expert (groupTileRows) take 64 x 128 tiles (32 x 128 up to 32
/// rows for the dequantizing ones, 128 x 128 past 128 on gfx950); the
/// others' K step covers at least 64 bytes of a row of B: with 64-code
/// steps a 128-byte line of B's fp4 codes is read over four steps, and at
/// prefill the workgroups' B streams evict it from the XCD's 4 MB L2 in
/// between (timing model, GPT-OSS gate / up, gfx950 MXFP8 x MXFP4 at 8192
/// rows: 6.5 M L2 misses against 2.2 M; 429.7 -> 219.1 us). Timing
/// model, GPT-OSS gate / up (128 experts, 5760 x 2880) at 4096 / 8192 /
/// 16384 / 32768 rows (32 to 256 an expert), before -> after: gfx950
/// MXFP8 x MXFP4 464 / 430 / 1123 / 1054 -> 205 / 219 / 413 / 625 us,
/// MXFP8 433 / 376 / 1179 / 1048 -> 363 / 376 / 607 / 747, FP8 357 / 379 /
/// 1136 / 1073 -> 368 / 379 / 566 / 689, MXFP4 272 / 207 / 830 / 634 ->
/// 198 / 207 / 401 / 634; gfx942 FP8 570 / 595 / 2173 / 1350 -> 538 / 552 /
/// 774 / 1251 (the direct kernel); NVFP4 (fp4 dequantized on both sides,
/// which kept 256 x 256 tiles beyond 32 rows) at 8192 / 16384 rows 1026 /
/// 1031 -> 483 / 926 us (256 rows: 256 x 256, 1071 us, against 1830).
static void chooseGroupTiles(Fp8GemmConfig &c, int64_t M, int64_t groups,
                             int64_t minCols) {
  if (ShapedType::isDynamic(M) || groups <= 0)
    return;
  int64_t perGroup = (M + groups - 1) / groups;
  if (perGroup <= 16 && chooseExpertDecodeTiles(c, minCols))
    return;
  if (perGroup > groupTileRows(c))
    return;
  Fp8GemmConfig saved = c;
  // (gfx950 past 128 rows: 128 x 128, more MFMA work per byte of B; GPT-OSS
  // at 32768 rows, MXFP8 x MXFP4 794 -> 625 us, MXFP8 1032 -> 747, FP8 934
  // -> 689; gfx942's FP8 1251 against 1789.)
  bool keep = c.dequant || c.scalesPartialSums();
  bool tall = !keep && c.chip == target::Chip::GFX950 && perGroup > 128;
  c.bm = tall ? 128 : keep && perGroup <= 32 ? 32 : 64;
  c.bn = 128;
  setWaves(c);
  if (c.f8f6f4)
    c.mfmaM = (c.bm / c.wm) % 32 == 0 && (c.bn / c.wn) % 32 == 0 ? 32 : 16;
  // K steps of at least 64 bytes of a row of B (128 fp4 codes); on gfx942
  // 128 codes where that makes the direct kernel (whole 128-K groups).
  if (!keep) {
    while (c.bk < codesInLdsRowB(c, 64))
      c.bk *= 2;
    Fp8GemmConfig d = c;
    d.bk = std::max<int64_t>(d.bk, 128);
    if (c.chip == target::Chip::GFX942 && d.directB())
      c.bk = d.bk;
  }
  if (tileProblem(c))
    c = saved;
}

/// Whether a grouped matmul of M (static) rows over `groups` experts runs
/// on the expert-major grid: when its tiles are at least as tall as the
/// rows an expert gets on average, or those are at most groupTileRows
/// (with a tile of the model's, a user's or an op's lowp.tiling alike);
/// past that, the row-tile grid (its offset scan amortized over tall row
/// blocks).
static bool expertGridRows(const Fp8GemmConfig &c, int64_t M, int64_t groups) {
  if (groups <= 0)
    return false;
  int64_t perGroup = (M + groups - 1) / groups;
  return perGroup <=
         (c.scalesPartialSums() ? c.bm : std::max(c.bm, groupTileRows(c)));
}

/// The decode tile of the kernels that read their operands straight into
/// registers (Fp8GemmConfig::directB) for BM rows, if one applies
/// (chooseDecodeTiles takes it first): 16 columns (32 past 16 rows, A's
/// loads amortized, unless N has fewer 32-column tiles than the chip has
/// CUs), waves along K taking a 128-K block each per step, 8 of them, or 16
/// when fewer than 8 waves per CU would run; no more than K has blocks, the
/// workgroup at most 1024 threads, and fewer where their sums do not fit in
/// LDS (gfx942, 64 rows). Timing model, bf16 x MXFP4 on gfx950: 8192 x 8192 at
/// M = 16 6.6 us (wk 4: 8.0), at M = 64 10.9 us (64 x 64: 20.9); 2880 x 2880 at
/// M = 16 2.2 us (wk 8: 2.6).
static bool chooseDirectDecodeTile(Fp8GemmConfig &c, int64_t bm, int64_t N,
                                   int64_t K, int64_t minCols) {
  const target::ChipInfo &chip = target::getChipInfo(c.chip);
  Fp8GemmConfig t = c;
  t.bm = bm;
  t.bn = std::max<int64_t>(bm <= 16 ? 16 : 32, minCols);
  if (t.bn == 32 && minCols <= 16 &&
      (N + 31) / 32 < int64_t(chip.computeUnits))
    t.bn = 16;
  t.wn = 1;
  t.splitK = 1;
  t.mfmaM = 16;
  int64_t tiles = (N + t.bn - 1) / t.bn, cus = chip.computeUnits;
  int64_t kBlocks = (K + 127) / 128;
  // The VALU-bound kernels: the dequantizing ones and gfx942's MX (codes
  // mapped to FNUZ, partial sums scaled per 32-K block): no wave per 16 rows
  // (each would map the tile's B again: MXFP4 57344 x 8192 at M = 64 261.2
  // us against 144.4 with one wave across the rows).
  bool valuBound = c.dequant || c.mxDirect();
  // 128-K slots of a workgroup's steps with `wk` waves along K.
  auto slots = [&](int64_t wk) { return (kBlocks + wk - 1) / wk * wk; };
  // Fewer tiles than CUs: a wave per 16 rows (each reads 16 rows of A, not
  // all of them), at most 1024 threads. 2880 x 2880 at M = 64, bf16 x
  // MXFP4 on gfx950: 8.7 -> 4.3 us (8192 x 8192: 12.1 us with one wave
  // along M, 15.5 with four).
  for (int64_t wm : {tiles < cus ? bm / 16 : 1, int64_t(1)}) {
    t.wm = wm;
    t.wk = tiles < cus ? 16 : 8;
    // FP8 and MX (not VALU-bound) with at least a tile per CU: half the
    // waves along K where that leaves fewer of them past K (24576 x 1536
    // at M = 16, 12 blocks of 128: FP8 on gfx950 7.9 -> 7.2 us, MXFP4
    // 4.7 -> 4.1), and at most 4 for tall 32-column tiles past a round of
    // the CUs (FP8 at M = 64, 10240 x 8192: gfx950 21.3 -> 16.3 us,
    // gfx942 33.7 -> 24.3; not 16 columns: 7168 x 16384 on gfx950 20.9
    // -> 28.6 us).
    if (!c.dequant && tiles >= cus && slots(t.wk / 2) < slots(t.wk))
      t.wk /= 2;
    if (!valuBound && bm > 16 && t.bn >= 32 && tiles > cus)
      t.wk = std::min<int64_t>(t.wk, 4);
    // Over two rounds of tall tiles: a wave per 16 rows (each reads 16
    // rows of A and the tile's B) and none along K, two 128-K blocks a
    // step. 64 rows: 24576 x 1536 FP8 on gfx942 16.3 -> 10.9 us, on
    // gfx950 8.9 -> 7.4 (the staged 64 x 32 x 256 tile: 7.7), 57344 x
    // 8192 120.5 -> 116.7, 81.7 -> 77.9. (Not the dequantizing kernels:
    // every wave would dequantize the tile's B.) Where BK 256 does not fit
    // (blockwise: a group per wave and step), the search below goes on with
    // these waves, BK 128.
    if (bm > 16 && tiles > 2 * cus && !valuBound) {
      t.wm = bm / 16;
      t.wk = 1;
      Fp8GemmConfig w = t;
      w.bk = 256;
      if (w.directB() && !tileProblem(w)) {
        c = w;
        return true;
      }
    }
    while (t.wk > 1 && (t.wk > kBlocks || t.wm * t.wk * 64 > 1024))
      t.wk /= 2;
    for (; t.wk >= 1; t.wk /= 2) {
      t.bk = 128 * t.wk;
      if (t.directB() && !tileProblem(t)) {
        c = t;
        return true;
      }
    }
  }
  return false;
}

/// Decode-sized M (static, at most 64): the weights stream through once and
/// the time is bytes in flight. A tile just as tall as M needs (16 .. 64
/// rows: a wave per 16 rows) and 16, 32 or 64 columns; waves along K so
/// that each wave's share of a staged K step is 256 bytes of an LDS row of
/// B (128: blockwise scales, one 128-K group per wave) and a step stages
/// 1024 bytes of each row, else 512 or 256 where LDS is short (one wave
/// along K at 256); at most 256 bytes of a stage per thread (the registers
/// that carry it). Of those, the
/// first (narrowest) whose workgroups all fit on the chip at once (LDS, 32
/// waves per CU), else the one with the fewest rounds (`minCols`: the
/// narrowest a wave may be). Timing model, M = 16, 8192 x 8192 (% of the
/// HBM roofline, before -> after): FP8 gfx950 59.7 -> 69.3% (16x16x1024,
/// 4 waves along K), gfx942 64.3 -> 70.5% (16x32x512, 2); MXFP4 gfx950
/// 32.4 -> 62.5%; blockwise FP8 gfx950 31.0 -> 68.0%, gfx942 37.8 ->
/// 70.4%; bf16 x MXFP4 11.9 -> 26.2% (VALU-bound); M = 64 on gfx950: FP8
/// 48.4 -> 54.7%, MXFP4 23.6 -> 47.9%. Where none fits (and for tiles
/// taller than 16 on gfx942, below), the one-wave 64-column tile with
/// split-K.
/// The workgroups of `c` a CU holds at once: by LDS, and at `wavesPerSimd`
/// waves on each SIMD (the registers' limit the caller assumes).
static int64_t workgroupsPerCU(const Fp8GemmConfig &c, int64_t wavesPerSimd) {
  const target::ChipInfo &chip = target::getChipInfo(c.chip);
  int64_t byWaves =
      int64_t(chip.simdsPerCU) * wavesPerSimd / (c.wm * c.wn * c.wk);
  int64_t lds = c.ldsBytes();
  return lds ? std::min<int64_t>(chip.ldsBytes / lds, byWaves) : byWaves;
}

static void chooseDecodeTiles(Fp8GemmConfig &c, int64_t M, int64_t N, int64_t K,
                              int64_t minCols) {
  const target::ChipInfo &chip = target::getChipInfo(c.chip);
  int64_t bm = std::max<int64_t>(16, (M + 15) / 16 * 16);
  if (chooseDirectDecodeTile(c, bm, N, K, minCols))
    return;
  bool blockwise = c.kGroup == 128;
  int64_t waveBytes = blockwise ? 128 : 256;
  std::optional<Fp8GemmConfig> best;
  int64_t bestRounds = 0;
  // Taller tiles on gfx942's 64 KiB of LDS fit only short K steps: there
  // the one-wave split-K tile does better (M = 32, FP8, 8192 x 8192: 62.7%
  // of the roofline against 52.5% at best with waves along K).
  bool tall = bm > 16 && chip.ldsBytes < 128 * 1024;
  for (int64_t stepBytes : {1024, 512, 256}) {
    // The dequantizing kernels are VALU-bound: never one wave (57344 x 8192
    // at M = 16 on gfx950: NVFP4 224 -> 107 us).
    if (tall || (stepBytes == 256 && c.dequant))
      break;
    for (int64_t bn : {16, 32, 64}) {
      if (bn < minCols)
        continue;
      Fp8GemmConfig t = c;
      t.bm = bm;
      t.bn = bn;
      t.wn = 1;
      // Taller tiles: a wave per 16 rows (each reads the tile's B).
      t.wm = bm / 16;
      // (Blockwise: a wave along K per 128-K group of the step, however
      // many waves along M.)
      t.wk =
          std::max<int64_t>(1, stepBytes / waveBytes / (blockwise ? 1 : t.wm));
      t.splitK = 1;
      t.mfmaM = 16;
      t.bk = codesInLdsRowB(t, stepBytes);
      // Blockwise scales: one 128-K group per wave along K.
      if (blockwise)
        t.bk = 128 * t.wk;
      // The stage a thread carries in registers: at most 256 bytes.
      int64_t stage = t.bm * t.ldsRowBytesA() + t.bn * t.ldsRowBytesB();
      if (tileProblem(t) || stage > 256 * t.threads())
        continue;
      int64_t resident = workgroupsPerCU(t, 8);
      if (resident == 0)
        continue;
      int64_t tiles = (N + bn - 1) / bn;
      int64_t rounds = (tiles + int64_t(chip.computeUnits) * resident - 1) /
                       (int64_t(chip.computeUnits) * resident);
      if (!best || rounds < bestRounds) {
        best = t;
        bestRounds = rounds;
      }
      if (rounds == 1)
        break;
    }
    if (best && bestRounds == 1)
      break;
  }
  if (best) {
    c = *best;
    return;
  }
  Fp8GemmConfig saved = c;
  // None fits. gfx942's MX kernels (partial sums scaled per 32-K group:
  // VALU-bound) take waves across 256 columns (else 128) with K steps of
  // 64: more waves per CU and fewer registers a wave. Timing model, MXFP4
  // at M = 64: 57344 x 8192 1375.9 -> 176.1 us, 8192 x 8192 94.0 -> 33.5
  // (split 9); M = 32: 1401.5 -> 170.8, 79.9 -> 38.1.
  if (c.scalesPartialSums() && c.kGroup == 32) {
    for (int64_t bn : {256, 128}) {
      c.bm = bm;
      c.bn = bn;
      c.bk = 64;
      c.wk = 1;
      setWaves(c);
      if (!tileProblem(c))
        return;
    }
    c = saved;
  }
  // Else one wave across 64 columns, K steps of 256 (else 128).
  c.bm = bm;
  c.bn = 64;
  for (int64_t bk : {256, 128}) {
    c.bk = bk;
    c.wm = c.wn = 1;
    if (c.f8f6f4)
      c.mfmaM = 16;
    if (!tileProblem(c))
      return;
  }
  c = saved;
}

/// gfx950's f8f6f4 kernels take the 32x32x64 shape where the waves' tiles
/// allow it (the same MFMA rate as 16x16x128 with half the instructions and
/// operand registers: 4096^3 MXFP8 162 VGPRs instead of 192), else
/// 16x16x128; `mfma` (a `@MxNxK` override, validated by the pass) wins.
static void pickMfma(Fp8GemmConfig &c, StringRef mfma) {
  if (!mfma.empty())
    (void)mfma.split('x').first.getAsInteger(10, c.mfmaM);
  else if (c.f8f6f4)
    c.mfmaM = (c.bm / c.wm) % 32 == 0 && (c.bn / c.wn) % 32 == 0 ? 32 : 16;
}

/// A tile the user wrote: `BMxBNxBK[xSPLIT][/WK][@MFMA]`.
static void applyTileOverride(Fp8GemmConfig &c, StringRef override,
                              StringRef mfma) {
  // `/WK`: waves along K.
  StringRef kWaves;
  std::tie(override, kWaves) = override.split('/');
  c.wk = 1;
  if (!kWaves.empty())
    (void)kWaves.getAsInteger(10, c.wk);
  SmallVector<StringRef> parts;
  override.split(parts, 'x');
  // The pass matched at most 5 digits per number: no overflow.
  (void)parts[0].getAsInteger(10, c.bm);
  (void)parts[1].getAsInteger(10, c.bn);
  (void)parts[2].getAsInteger(10, c.bk);
  c.splitK = 1;
  if (parts.size() > 3)
    (void)parts[3].getAsInteger(10, c.splitK);
  setWaves(c);
  pickMfma(c, mfma);
}

/// Tries another tile: `change` edits the config, the waves and the MFMA
/// (`mfma`, as pickMfma) follow, and the old config comes back unless `keep`
/// accepts the new one.
static bool tryTile(Fp8GemmConfig &c, StringRef mfma,
                    function_ref<void(Fp8GemmConfig &)> change,
                    function_ref<bool(const Fp8GemmConfig &)> keep) {
  Fp8GemmConfig saved = c;
  change(c);
  setWaves(c);
  pickMfma(c, mfma);
  if (keep(c))
    return true;
  c = saved;
  return false;
}

namespace {
/// The launch's tiles and rounds of tiles over the chip's CUs (a dynamic M
/// counts as large), and the MFMA a `@MxNxK` override asks for.
struct TileCount {
  int64_t M, N;
  unsigned cus;
  StringRef mfma;
  int64_t tiles(int64_t bm, int64_t bn) const {
    int64_t m = ShapedType::isDynamic(M) ? 1 << 20 : M;
    return ((m + bm - 1) / bm) * ((N + bn - 1) / bn);
  }
  int64_t rounds(int64_t bm, int64_t bn) const {
    return (tiles(bm, bn) + int64_t(cus) - 1) / int64_t(cus);
  }
};
} // namespace

/// Whether gfx942's dequantizing kernel decodes B's codes (fp4, fp6, fp8)
/// on the VALU on their way into LDS: a decoded B tile serves every row of
/// the workgroup's tile, so these kernels gain from 256-row tiles
/// (chooseBaseTile, chooseDecode942MidMTiles).
static bool decodesBOnGfx942(const Fp8GemmConfig &c) {
  return c.chip == target::Chip::GFX942 && c.dequant && !c.plainB;
}

/// The largest workgroup tile whose tile count still fills the chip's
/// compute units (AMDGPU.md); 64 K bytes of each row per step.
static void chooseBaseTile(Fp8GemmConfig &c, const TileCount &tc) {
  struct Cand {
    int64_t bm, bn;
  } cands[] = {{256, 128}, {128, 128}, {128, 64}, {64, 64}};
  c.bm = 64;
  c.bn = 64;
  for (const Cand &cd : cands)
    if (tc.tiles(cd.bm, cd.bn) >= tc.cus) {
      c.bm = cd.bm;
      c.bn = cd.bn;
      break;
    }
  // Past 512 rows (static, where 256 x 128 tiles do not fill the CUs):
  // 256 x 128 tiles in one round instead of 128 x 128 in two or more where
  // - gfx942's kernel decodes B's codes (fp4, fp6, fp8) into LDS (VALU-bound:
  //   each decoded B tile serves twice the rows; bf16 x FP8 weights at
  //   1024 x 8192 x 8192 272.8 -> 206.3 us), or
  // - 128 x 128's last round fills 5 / 12 of the CUs or fewer (a straggler
  //   round), not for blockwise FP8 (whose 256 x 128 tiles are slower per
  //   MFMA: 1024 x 8192 x 8192 on gfx942 126.2 -> 141.9 us).
  // Timing model: bf16 x MXFP4 on gfx942 at M = 1024, 8192 x 8192 440.6 ->
  // 271.2 us, 8192 x 28672 1528.7 -> 933.4, 7168 x 16384 877.8 -> 535.6,
  // 5760 x 2880 188.8 -> 98.7; NVFP4 on gfx942 8192 x 8192 301.5 -> 213.8;
  // straggler rounds at 1024 x 5760 x 2880 (gfx942: 56 of 304 CUs; gfx950:
  // 104 of 256): FP8 gfx942 49.9 -> 37.1, gfx950 39.6 -> 32.5, MXFP8 39.1
  // -> 27.1, MXFP4 21.9 -> 19.7, NVFP4 45.6 -> 41.3; 2048 x 2880 x 2880 on
  // gfx942 (64 of 304) FP8 39.8 -> 36.2. Not for fuller last rounds: FP8
  // 1024 x 8192 x 8192 on gfx942 (208 of 304) 90.5 -> 92.5, 1024 x 7168 x
  // 16384 on gfx950 (192 of 256) 122.7 -> 136.2; bf16 x MXFP4 2048 x 2880 x
  // 2880 on gfx950 (112 of 256) 38.6 -> 41.8.
  if (!ShapedType::isDynamic(tc.M) && tc.M > 512 && c.bm == 128 &&
      c.bn == 128 && 2 * tc.rounds(256, 128) <= tc.rounds(128, 128)) {
    int64_t cus = tc.cus, last = tc.tiles(128, 128) % cus;
    bool decode942 = decodesBOnGfx942(c);
    bool straggler = c.kGroup != 128 && last != 0 && 12 * last <= 5 * cus;
    if (decode942 || straggler)
      c.bm = 256;
  }
  // Small M (decode-sized): one 64-row tile; widen N instead.
  if (!ShapedType::isDynamic(tc.M) && tc.M <= 64)
    c.bm = 64;
  // 64 K bytes of each row per step: 64 fp8 codes or 32 bf16 / f16 values
  // (gfx950: 128 bytes, two of its 16x16x32 bf16 MFMAs); 128 for the
  // f8f6f4 MFMAs (their K).
  c.bk = c.f8f6f4    ? 128
         : c.dequant ? 2 * c.mfmaK()
                     : 64;
  setWaves(c);
}

/// Whether a dequantizing kernel's A could be dequantized once before the
/// GEMM as far as its configuration goes (dequantizeAOnce has the rest): not
/// plain, with block scales, not K-major, K a static multiple of 32.
static bool aDequantizableOnce(const Fp8GemmConfig &c) {
  return c.dequant && !c.plainA && c.blockScaleA != BlockScale::None &&
         !c.kMajorA && c.kWhole32();
}

/// Larger tiles for the kernels that gain from them (prefill shapes).
static void chooseLargeTiles(Fp8GemmConfig &c, const TileCount &tc) {
  // gfx950 kernels the VALU bounds -- dequantizing fp4 on both sides
  // (NVFP4 / AMD-FP4 pairs), or packing fp6 codes on both sides on the way
  // into LDS -- take 256 x 256 tiles of 16 waves where they still fill the
  // chip and fit its 160 KiB of LDS: each wave converts or packs a third
  // fewer codes per MFMA (4096^3 NVFP4: 89.8% -> 100% of the bf16 pipe;
  // AMD-FP4 70.7% -> 96.1%; MXFP6 42.7% -> 59.0%). Others keep 256 x 128:
  // at 16 waves a wave has 128 VGPRs, and they would spill (MXFP6 x MXFP4
  // by 8 VGPRs, NVFP4 x MXFP8 by 4, K-major fp6 tiles -- a grouped B's --
  // by 13 or more) or gain nothing, as does MXFP6 on the 16x16x128 MFMA.
  bool valuBound = c.dequant ? c.packedA() && c.packedB()
                             : c.ldsBitsA == 6 && c.ldsBitsB == 6 &&
                                   !c.kMajorA && !c.kMajorB;
  auto both256 = [](Fp8GemmConfig &t) { t.bm = t.bn = 256; };
  if (c.chip == target::Chip::GFX950 && valuBound &&
      tc.tiles(256, 256) >= tc.cus)
    tryTile(c, tc.mfma, both256, [](const Fp8GemmConfig &t) {
      return t.ldsBytes() <= target::getChipInfo(t.chip).ldsBytes &&
             t.threads() <= 1024 && (!t.f8f6f4 || t.mfmaM == 32);
    });
  // gfx950's weight-only GEMMs (bf16 / f16 activations x fp4 weights) at a
  // static M: 256 x 256 tiles of 16 waves instead of 256 x 128 where their
  // rounds of workgroups (one per CU either way: LDS) take less time. A
  // 256 x 256 round takes 1.2 - 1.45 times a 256 x 128 one (A's values
  // serve twice the columns; 4 VGPRs spill at 16 waves' 128). Timing model,
  // bf16 x MXFP4 at M = 2048 (Triton 3.6 in brackets): 5760 x 2880 110.3 ->
  // 65.4 us (70.9), 8192 x 8192 247.5 -> 176.7, 7168 x 16384 489.9 ->
  // 345.7, 57344 x 8192 1746.1 -> 1237.5. Not where the rounds fall by 3 / 2
  // or less (5760 x 2880 at M = 4096: two against three), nor for a dynamic
  // M or a grouped B (unmeasured).
  // (An fp4 A the GEMM reads dequantized once counts, dequantizeAOnce: as
  // a weight-only one reads its A. NVFP4 x NVFP4 at M = 2048: 5760 x 2880
  // 95.7 -> 67.2 us.)
  bool plainOrOnceA = c.plainA || (c.packedA() && aDequantizableOnce(c));
  if (c.chip == target::Chip::GFX950 && c.dequant && plainOrOnceA &&
      !c.plainB && c.packedB() && !ShapedType::isDynamic(tc.M) &&
      !c.grouped() && c.bm == 256 && c.bn == 128 &&
      3 * tc.rounds(256, 256) < 2 * tc.rounds(256, 128))
    tryTile(
        c, tc.mfma, [](Fp8GemmConfig &t) { t.bn = 256; },
        [](const Fp8GemmConfig &t) { return !tileProblem(t); });
  // gfx942's FP8 kernels with swizzled (unpadded) LDS rows: 256 x 256 tiles
  // of 16 waves instead of 256 x 128 where their rounds of workgroups (one
  // per CU either way: LDS) take less time: the same LDS reads serve twice
  // the MFMAs, and 64 KiB of LDS hold the two stages exactly; a 256 x 256
  // tile takes about 5 / 3 of a 256 x 128 one's time (2048 x 8192 x 8192:
  // one round 196.9 us, against two of 256 x 128, 240.8). Timing model, FP8
  // rowwise (Triton 3.6 in brackets): 2048 x 8192 x 8192 240.8 -> 196.9 us
  // (192.5), 4096^3 128.1 -> 103.6, 2048 x 5760 x 2880 127.5 -> 77.9
  // (60.1); not 2048 x 10240 x 8192 (two rounds against three: 389.9 us
  // against 360.1), nor blockwise (291.6 -> 381.2). A static M, not grouped
  // (a dynamic M's and the MoE tiles are unmeasured with it).
  if (c.chip == target::Chip::GFX942 && !ShapedType::isDynamic(tc.M) &&
      !c.grouped() && c.kGroup == 0 && c.bm == 256 && c.bn == 128 &&
      c.swizzledLds() && 5 * tc.rounds(256, 256) < 3 * tc.rounds(256, 128))
    tryTile(
        c, tc.mfma, [](Fp8GemmConfig &t) { t.bn = 256; },
        [](const Fp8GemmConfig &t) {
          return t.swizzledLds() && !tileProblem(t);
        });
  // gfx950's 32x32x64 with an FP8 operand (64 cycles per MFMA) and no fp6
  // one (packed by the VALU on the way into LDS).
  unsigned ba = mfmaBits(c.mfmaTypeA), bb = mfmaBits(c.mfmaTypeB);
  if (!(c.f8f6f4 && c.mfmaM == 32 && (ba == 8 || bb == 8) && ba != 6 &&
        bb != 6))
    return;
  // Where 256 x 128 tiles leave each CU at most one workgroup (no more
  // tiles than CUs: the straggler rule's, or the base tile's) and 128 x 128
  // ones make one round at two a CU: 128 x 128 x 128 (the two workgroups a
  // CU hide each other's barriers and loads). Timing model, gfx950 at M =
  // 1024: 8192 x 8192 FP8 73.3 -> 49.3 us, MXFP8 70.7 -> 48.5, MXFP8 x
  // MXFP4 65.0 -> 38.9; 5760 x 2880 32.5 -> 26.4, 27.1 -> 25.2, 28.9 ->
  // 21.4. Not with more tiles (M = 2048, 8192 x 8192: FP8 89.1 against
  // 99.1; 57344 x 8192 at M = 1024: 352.6 against 384.8).
  if (!ShapedType::isDynamic(tc.M) && !c.grouped() && c.bm == 256 &&
      c.bn == 128 && tc.tiles(256, 128) <= tc.cus &&
      tc.tiles(128, 128) <= 2 * tc.cus)
    tryTile(
        c, tc.mfma,
        [](Fp8GemmConfig &t) {
          t.bm = 128;
          t.bk = 128;
        },
        [](const Fp8GemmConfig &t) {
          return t.mfmaM == 32 && t.residentWorkgroups() >= 2 &&
                 !tileProblem(t);
        });
  // 256-row tiles: K steps of 64 keep the MFMA pipe as busy in the model
  // with half the LDS and fewer registers (4096^3 MXFP8: 3 waves per SIMD
  // instead of 2). Not 128 x 128, whose 64-K steps spill 4 VGPRs at 4
  // waves a SIMD (1024 x 7168 x 16384: FP8 122.7 -> 91.1 us with 128-K
  // steps, MXFP8 144.3 -> 91.7, MXFP8 x MXFP4 114.3 -> 72.9).
  if (c.bm * c.bn >= 256 * 128)
    c.bk = 64;
}

/// Blockwise FP8's 128 x 128 tile (chooseBlockwiseTiles): gfx942 eight
/// waves of 32 x 64, gfx950 four of 64 x 64 on the 16x16x128 with 128-K
/// steps; nullopt where it cannot run.
static std::optional<Fp8GemmConfig> blockwise128(const Fp8GemmConfig &c,
                                                 const TileCount &tc) {
  Fp8GemmConfig t = c;
  t.bm = t.bn = 128;
  if (c.chip == target::Chip::GFX942) {
    t.wm = 4;
    t.wn = 2;
  } else {
    t.bk = 128;
    t.wm = t.wn = 2;
    t.mfmaM = 16;
    if (!tc.mfma.empty())
      pickMfma(t, tc.mfma); // (the `@MFMA` the user asked for)
  }
  if (tileProblem(t))
    return std::nullopt;
  return t;
}

/// Blockwise FP8 (partial sums scaled per 128-K group) past 512 rows: 128 x
/// 128 tiles, not 256 x 128. A wave holds its sums and the group's partial
/// sums (twice the accumulators of the other FP8 kernels), so a 256 x 128
/// workgroup's waves of 64 x 64 leave a CU one workgroup of two waves a
/// SIMD (194 VGPRs on gfx950) that waits on memory between its K steps;
/// 128 x 128 tiles make two workgroups a CU. gfx942: eight waves of 32 x 64
/// (64-K steps); gfx950: four waves of 64 x 64 on the 16x16x128 MFMA with
/// 128-K steps, a group a step (the 32x32x64 is within 3% either way but
/// 11% slower at 57344 x 8192). Also gfx942's base 128 x 128 tiles (two
/// waves of 64 x 64 before). Timing model, M = 2048 (dynamic M the same
/// tiles): gfx942 8192 x 8192 282.3 -> 234.3 us, 57344 x 8192 1746.0 ->
/// 1399.8, 7168 x 16384 553.6 -> 419.7, 10240 x 8192 418.3 -> 329.5, 8192
/// x 28672 962.0 -> 804.2; gfx950 165.0 -> 124.7, 1313.7 -> 879.3, 319.4
/// -> 245.1, 248.1 -> 175.8, 551.7 -> 425.9; M = 1024 on gfx942 8192 x
/// 8192 128.2 -> 119.0; M = 4096 / 8192, 8192 x 8192: gfx942 558.1 / 980.6
/// -> 445.1 / 829.2, gfx950 7168 x 16384 at M = 4096 634.3 -> 466.7. Not
/// with B's scales per row (1x128, the weight gradient's): their LDS leaves
/// gfx942 one 128 x 128 workgroup a CU (4096^3 130.6 -> 153.4 us).
static void chooseBlockwiseTiles(Fp8GemmConfig &c, const TileCount &tc) {
  if (c.kGroup != 128 || c.blockRowsB || c.dequant || c.grouped() ||
      (!ShapedType::isDynamic(tc.M) && tc.M <= 512) || c.bn != 128 ||
      (c.bm != 256 && c.bm != 128))
    return;
  if (c.chip != target::Chip::GFX942 && c.bm == 128)
    return; // (chooseLargeTiles's 128 x 128 x 128.)
  if (std::optional<Fp8GemmConfig> t = blockwise128(c, tc))
    c = *t;
}

/// Mid-sized M (static, past 64 rows) whose larger tiles leave CUs idle,
/// so that the search above fell to 128 x 64 or 64 x 64 tiles: 64 x 128
/// tiles (of four waves read straight into registers where that pays,
/// below; else two), K steps of 128 bytes of a row of B (more bytes in
/// flight per wave, A's rows read for twice the columns; not the
/// dequantizing kernels (chooseDequantMidMTiles), nor gfx942's MX kernels,
/// which scale partial sums per 32-K group: 57344 x 8192 at M = 256 425.0 ->
/// 2180.1 us). Timing model, M = 256: FP8 gfx942 8192 x 8192 85.0 -> 56.1 us
/// (Triton 54.0), 5760 x 2880 45.0 -> 24.1; gfx950 MXFP8 8192 x 8192 75.4
/// -> 38.1 (Triton 46.6), FP8 56.7 -> 37.5 (47.3), MXFP4 32.3 -> 26.7 (before
/// the split-K of chooseSplitK); blockwise FP8 (a 128-K group a step) gfx942
/// 8192 x 8192 107.8 -> 74.9 (Triton 77.4), 57344 x 8192 334.5 -> 217.0.
/// Whether it took them (and chooseSplitK's mid-sized rule applies).
static bool chooseMidMTiles(Fp8GemmConfig &c, const TileCount &tc, int64_t K) {
  int64_t M = tc.M;
  // (Blockwise FP8 up to 512 rows whatever the larger tiles: M = 256,
  // 57344 x 8192 334.5 -> 217.0 us from 256 x 128 x 64; M = 128 331.6 ->
  // 121.6; M = 512 478.7 -> 391.5.)
  bool blockwise = c.kGroup == 128;
  // (And from 128 x 128 tiles up to 512 rows -- one or two rounds of them
  // --, except fp4 on both sides, whose 64 x 128 tiles take 256-code K
  // steps. gfx950, FP8 8192 x 8192 at M = 512 59.5 -> 40.2 us, 8192 x
  // 28672 195.7 -> 129.7, 24576 x 1536 at M = 256 17.3 -> 14.3; MXFP8 62.6
  // -> 42.5, 213.0 -> 143.4, 15.3 -> 12.9; MXFP8 x MXFP4 90.8 -> 43.5;
  // gfx942 FP8 about the same; MXFP4 24576 x 1536 at M = 256 9.5 -> 15.3,
  // 10240 x 8192 at M = 512 38.0 -> 53.3.)
  bool fp4Both = mfmaBits(c.mfmaTypeA) == 4 && mfmaBits(c.mfmaTypeB) == 4;
  int64_t area = c.bm * c.bn;
  bool small = area <= 128 * 64 ||
               (area <= 128 * 128 && M <= 512 && !fp4Both) ||
               (blockwise && M <= 512);
  if (ShapedType::isDynamic(M) || M <= 64 || !small || c.dequant ||
      (c.scalesPartialSums() && !blockwise))
    return false;
  // gfx950's blockwise FP8 where 128 x 128 tiles more than fill the CUs:
  // the 128 x 128 x 128 tiles of chooseBlockwiseTiles (64 x 128 tiles make
  // twice the rounds, each as long). Timing model: M = 128 / 256 / 512,
  // 57344 x 8192 98.6 / 175.4 / 338.1 -> 77.7 / 141.2 / 250.5 us; 24576 x
  // 1536 at M = 256 / 512 16.6 / 31.8 -> 14.4 / 26.5; 10240 x 8192 at M =
  // 512 68.7 -> 59.8 (not where they fill the CUs or fewer: 8192 x 28672
  // at M = 256, 128 tiles, 83.4 -> 198.3). Unsplit (false: not the
  // mid-sized split-K rule's; split 2 at 10240 x 8192, M = 512: 59.8 ->
  // 68.6).
  if (blockwise && c.chip == target::Chip::GFX950 && !c.blockRowsB &&
      !c.grouped() && tc.tiles(128, 128) > tc.cus)
    if (std::optional<Fp8GemmConfig> t = blockwise128(c, tc)) {
      c = *t;
      return false;
    }
  if (!tryTile(
          c, tc.mfma,
          [](Fp8GemmConfig &t) {
            t.bm = 64;
            t.bn = 128;
            t.bk = codesInLdsRowB(t, 128);
          },
          [](const Fp8GemmConfig &t) { return !tileProblem(t); }))
    return false;
  // Operands straight into registers (directB) with four waves of 32 x 64
  // and K steps of 256 (blockwise: a 128-K group), not two waves of 64 x
  // 64: twice the waves to issue the loads and hide their latency. gfx942,
  // whose tile is already direct: timing model, M = 128 / 256 / 512
  // (split-K as chooseSplitK picks), FP8 8192 x 8192 35.0 / 44.5 / 71.4 ->
  // 22.5 / 33.4 / 50.6 us, 8192 x 28672 106.4 / 123.4 / 233.7 -> 63.0 /
  // 92.0 / 167.7, 7168 x 16384 63.1 / 63.3 / 110.7 -> 34.3 / 51.3 / 87.0,
  // 5760 x 2880 13.5 / 24.1 / 37.6 -> 10.6 / 13.9 / 23.2; blockwise 8192 x
  // 8192 44.5 / 46.4 / 78.9 -> 26.4 / 46.8 / 79.7, 57344 x 8192 120.5 /
  // 223.8 / 398.0 -> 116.7 / 172.7 / 330.9, 7168 x 16384 83.8 / 68.2 /
  // 118.8 -> 47.3 / 52.7 / 92.9. gfx950's f8f6f4 tiles (16x16x128
  // instead of 32x32x64 from LDS) where a workgroup has few K steps (K up
  // to 4096) and the tiles make at most two rounds, not fp4 on both sides
  // (MXFP4 5760 x 2880 at M = 256 9.9 -> 13.0): FP8 5760 x 2880 at M = 128
  // / 256 / 512 11.2 / 13.5 / 19.9 -> 8.4 / 9.4 / 17.4, 2880 x 2880 at M =
  // 256 / 512 10.6 / 15.3 -> 8.3 / 10.5, MXFP8 5760 x 2880 11.5 / 14.4 /
  // 21.1 -> 9.0 / 12.2 / 20.3, MXFP8 x MXFP4 at M = 256 11.9 -> 10.0; not
  // 24576 x 1536 (768 tiles: FP8 13.9 -> 15.0) nor larger K (FP8 at M =
  // 256, 10240 x 8192 29.1 -> 38.3, 7168 x 16384 41.6 -> 47.4), except at
  // up to 128 rows where the tiles fill at most half the CUs (FP8 / MXFP8
  // at M = 128: 8192 x 8192 22.5 / 24.0 -> 15.6 / 18.9, 8192 x 28672 66.6
  // / 73.0 -> 42.8 / 58.9, 7168 x 16384 40.0 / 43.2 -> 25.9 / 34.7; not
  // 10240 x 8192, 160 tiles split in two: 21.8 / 21.7 -> 25.0 / 30.7).
  // Blockwise FP8 up to 256 rows, any K: M = 128 / 256, 8192 x 8192 31.0 / 34.7
  // -> 17.7 / 29.0, 8192 x 28672 98.0 / 102.9 -> 51.9 / 83.4, 7168 x 16384 57.5
  // / 60.7 -> 30.7 / 49.6, 57344 x 8192 122.8 / 191.7 -> 98.6 / 175.4, 10240 x
  // 8192 24.1 / 39.2 -> 23.3 / 40.2 (M = 512 lost: 8192 x 8192 54.0 -> 55.8,
  // 10240 x 8192 68.7 -> 78.0).
  int64_t tiles = tc.tiles(64, 128), cus = tc.cus;
  bool direct = c.chip == target::Chip::GFX942
                    ? c.directB()
                    : c.f8f6f4 && !fp4Both &&
                          (blockwise ? M <= 256
                                     : (K <= 4096 && tiles <= 2 * cus) ||
                                           (M <= 128 && 2 * tiles <= cus));
  if (direct) {
    Fp8GemmConfig w = c;
    w.wm = 2;
    w.bk = blockwise ? 128 : 256;
    w.mfmaM = 16;
    direct = w.directB() && !tileProblem(w);
    if (direct)
      c = w;
  }
  if (!direct && c.f8f6f4 && !blockwise) {
    // The other f8f6f4 tiles keep LDS and 32x32x64, with four waves too
    // (also those the direct tile would serve but cannot take: an operand
    // stored K-major, K not a multiple of 32; M = 256, FP8 5760 x 2880 with
    // A stored K x M 13.0 -> 12.6 us, 5760 x 2896 16.0 -> 13.8, MXFP8 8192 x
    // 4096 with A K x M 18.4 -> 17.4).
    // Timing model, gfx950, M = 128 / 256 / 512: MXFP4 8192 x 8192 15.3 /
    // 21.5 / 27.2 -> 14.1 / 18.6 / 27.2 us, 7168 x 16384 25.8 / 35.8 /
    // 58.0 -> 23.5 / 28.9 / 48.0, 10240 x 8192 19.3 / 30.1 / 28.5 -> 15.3 /
    // 24.7 / 28.5, 5760 x 2880 8.3 / 9.9 / 13.9 -> 7.6 / 8.6 / 13.5; FP8
    // (MXFP8) at M = 256 / 512, 8192 x 8192 25.5 / 38.2 -> 25.0 / 35.5
    // (28.0 / 40.7 -> 25.0 / 39.1), 7168 x 16384 42.0 / 70.9 -> 40.9 / 66.8
    // (47.0 / 78.1 -> 41.4 / 76.1), 8192 x 28672 69.6 / 122.2 -> 69.6 /
    // 118.2 (79.3 / 135.0 -> 69.2 / 133.0); lost: 10240 x 8192 29.3 / 46.5
    // -> 30.8 / 48.8 (30.8 / 46.8 -> 31.6 / 49.7).
    Fp8GemmConfig w = c;
    w.wm = 2;
    if (!tileProblem(w))
      c = w;
  }
  return true;
}

/// gfx942's kernels that decode B's codes (fp4, fp6, fp8; VALU-bound: a decoded
/// B tile serves every row of the workgroup's tile) at 256 rows or more
/// (chooseDequantMidMTiles checks the rest): 256 x 128 tiles (one workgroup
/// a CU: LDS) and split-K 4, 3 or 2 where the splits stay within one round
/// of the CUs and keep 16 K steps each, if the workgroups fill 2 / 3 of the
/// CUs (fewer lost to 128 x 128's more splits: 5760 x 2880 at M = 256, 180
/// workgroups, NVFP4 31.6 -> 34.6 us). Timing model, bf16 x MXFP4 (NVFP4):
/// 8192 x 8192 at M = 256 107.0 -> 80.5 us (85.3 -> 74.6), M = 512 217.8 ->
/// 141.5 (148.1 -> 125.6); 10240 x 8192 at M = 256 220.4 -> 99.4 (150.2 ->
/// 90.5); 7168 x 16384 202.4 -> 140.0 (158.1 -> 125.8), 432.5 -> 260.9;
/// bf16 x FP8 weights at M = 512 8192 x 8192 136.0 -> 122.1, 7168 x 16384
/// 268.1 -> 222.4, 5760 x 2880 54.3 -> 45.3.
/// Whether it took them.
static bool chooseDecode942MidMTiles(Fp8GemmConfig &c, const TileCount &tc,
                                     int64_t K) {
  if (!decodesBOnGfx942(c) || tc.M < 256)
    return false;
  int64_t cus = tc.cus;
  Fp8GemmConfig t = c;
  t.bm = 256;
  t.bn = 128;
  t.splitK = 1;
  setWaves(t);
  pickMfma(t, tc.mfma);
  int64_t wide = tc.tiles(256, 128), numK = (K + t.bk - 1) / t.bk;
  for (int64_t s : {4, 3, 2})
    if (s * wide <= cus && numK / s >= 16) {
      t.splitK = s;
      break;
    }
  if (tileProblem(t) || 3 * wide * t.splitK < 2 * cus)
    return false;
  c = t;
  return true;
}

/// The dequantizing kernels (codes converted to bf16 in registers, bf16
/// MFMAs) at mid-sized M (static, 65-512 rows, not grouped): 128 x 128 tiles
/// of four waves and split-K up to the workgroups the CUs hold at once.
/// These launches wait on memory and on the conversions' issue slots; their
/// 64 x 64 tiles of one wave (or 128 x 64 of two) left most SIMDs idle. Two
/// K steps are tried: the base one (BK), whose splits keep at least 16
/// steps, and twice it where the tiles all fit the CUs at once, whose
/// splits keep at least 4 (K = 2880 splits five ways); the one that makes
/// more workgroups wins, the longer step on a tie. Resident workgroups per
/// CU: by LDS, and two waves per SIMD (the registers' limit). Timing
/// model, gfx950 bf16 x MXFP4, M = 256 (before -> after; Triton 3.6):
/// 8192 x 8192 92.9 -> 43.9 us (62.0), 7168 x 16384 243.2 -> 68.6 (106.4),
/// 8192 x 28672 326.0 -> 109.3 (211.6), 5760 x 2880 64.4 -> 21.1 (25.1),
/// 2880 x 2880 44.8 -> 15.4 (24.9), 57344 x 8192 261.2 -> 218.8 (254.6);
/// gfx942 8192 x 8192 255.8 -> 110.4. Whether it took them.
static bool chooseDequantMidMTiles(Fp8GemmConfig &c, const TileCount &tc,
                                   int64_t K) {
  if (!c.dequant || ShapedType::isDynamic(tc.M) || tc.M <= 64 || tc.M > 512 ||
      c.grouped())
    return false;
  // (gfx950's 256 x 256 tiles for fp4 on both sides, where they fill the
  // CUs, stay: NVFP4 57344 x 8192 at M = 512 383.6 us, 455.6 at 128 x 128.)
  if (c.bm * c.bn > 256 * 128)
    return false;
  int64_t cus = tc.cus, tiles = tc.tiles(128, 128), base = c.bk;
  if (chooseDecode942MidMTiles(c, tc, K))
    return true;
  std::optional<Fp8GemmConfig> best;
  for (int64_t mult : {2, 1}) {
    Fp8GemmConfig t = c;
    t.bm = t.bn = 128;
    t.bk = mult * base;
    setWaves(t);
    pickMfma(t, tc.mfma);
    if (tileProblem(t))
      continue;
    // (One workgroup per CU of four waves puts no more bytes in flight
    // than the larger tile the base choice found filling the CUs: gfx942
    // bf16 x MXFP4 at M = 256, 57344 x 8192, 551.5 us at 256 x 128, 683.3
    // at 128 x 128.)
    int64_t resident = workgroupsPerCU(t, 2);
    if ((mult == 2 && tiles > resident * cus) ||
        (resident == 1 && c.bm * c.bn > 128 * 128))
      continue;
    int64_t numK = (K + t.bk - 1) / t.bk;
    int64_t minSteps = mult == 2 ? 4 : 16;
    t.splitK = std::max<int64_t>(
        1, std::min<int64_t>({resident * cus / tiles, numK / minSteps, 16}));
    if (!best || t.splitK > best->splitK)
      best = t;
  }
  if (!best)
    return false;
  c = *best;
  return true;
}

/// gfx942's MX kernels (partial sums scaled per 32-K block on the VALU:
/// VALU-bound) at mid-sized M (static, 65-512 rows, not grouped): 128 x 256
/// tiles of eight waves and split-K 4 or 2 where the splits' workgroups make
/// at most three per CU and each split keeps 16 K steps (unsplit only where
/// the tiles make half to one round of the CUs). The base choice's
/// fallback, 64 x 64 tiles of one wave (258 VGPRs), held less than a wave
/// per SIMD. Timing model, MXFP4 (before -> after): M = 128 8192 x 8192
/// 165.0 -> 63.9 us, 57344 x 8192 445.6 -> 215.1, 5760 x 2880 66.2 ->
/// 49.9; M = 256 232.5 -> 71.6, 446.7 -> 361.6, 96.2 -> 48.9; M = 512 8192
/// x 8192 209.4 -> 130.1, 5760 x 2880 87.1 -> 53.0; MXFP8 M = 256 8192 x
/// 8192 219.7 -> 81.0.
/// Whether it took them.
static bool chooseMxMidMTiles(Fp8GemmConfig &c, const TileCount &tc,
                              int64_t K) {
  if (!c.mxDirect() || ShapedType::isDynamic(tc.M) || tc.M <= 64 ||
      tc.M > 512 || c.grouped())
    return false;
  Fp8GemmConfig t = c;
  t.bm = 128;
  t.bn = 256;
  t.bk = 64;
  t.splitK = 1;
  setWaves(t);
  pickMfma(t, tc.mfma);
  if (tileProblem(t))
    return false;
  int64_t tiles = tc.tiles(t.bm, t.bn), numK = (K + t.bk - 1) / t.bk;
  for (int64_t s : {4, 2})
    if (s * tiles <= 3 * tc.cus && numK / s >= 16) {
      t.splitK = s;
      break;
    }
  // Unsplit only where the tiles make half to one round of the CUs: 24576 x
  // 1536 at M = 256 (192 tiles) MXFP4 60.5 -> 46.6 us, MXFP8 61.8 -> 46.7;
  // fewer lost (at M = 128, 96 tiles: 43.9 -> 46.5; 10240 x 1536 at M =
  // 256, 80: 40.9 -> 45.0), and so did more (M = 512: 24576 x 1536, 384
  // tiles, 84.6 -> 91.4; 57344 x 8192, 896, 639.3 -> 667.8).
  if (t.splitK == 1 && (2 * tiles < tc.cus || tiles > tc.cus))
    return false;
  c = t;
  return true;
}

/// Split-K where the tiles leave the chip's CUs idle.
static void chooseSplitK(Fp8GemmConfig &c, const TileCount &tc, int64_t K,
                         bool midM) {
  if (ShapedType::isDynamic(tc.M))
    return;
  // Split-K when the tiles cannot fill half the chip: spread the K steps
  // (at least two per split) over more workgroups.
  int64_t cus = tc.cus;
  int64_t numK = (K + c.bk - 1) / c.bk;
  int64_t t = tc.tiles(c.bm, c.bn);
  if (t > 0 && 2 * t <= cus) {
    int64_t s = std::min<int64_t>({cus / t, numK / 2, 16});
    if (s >= 2)
      c.splitK = s;
  }
  // Mid-sized M's tiles with more room on the CUs than they fill: split-K
  // 4 or 2 where the splits' workgroups are all resident at once (LDS, and
  // about 3 waves per SIMD of registers), each split keeps at least 16 K
  // steps, and the f32 workspace (written and read: 8 M bytes a column per
  // split) moves less than B (a column's K codes): these launches wait on
  // memory, and more waves put more bytes in flight. Timing model, M =
  // 256: FP8 gfx942 7168 x 16384 107.3 -> 64.6 us (4; Triton 105.2), 8192
  // x 28672 183.9 -> 126.6 (182.1); gfx950 8192 x 8192 37.5 -> 29.8 (2; 4
  // would outgrow the resident workgroups: 38.8); MXFP8 8192 x 28672 129.7
  // -> 84.2; MXFP4 7168 x 16384 47.6 -> 40.1 (not 10240 x 8192: two
  // workgroups a CU by LDS, 27.1 -> 39.7; nor 5760 x 2880, 11 K steps a
  // split: 24.1 -> 25.2; nor FP8 gfx942 8192 x 8192 at M = 512, as much
  // workspace as B: 71.4 -> 81.1).
  if (!midM || c.splitK != 1)
    return;
  // Blockwise FP8 (partial sums scaled per 128-K group, VALU between the
  // MFMAs): split 4 or 2 where each split keeps 16 K steps and the splits'
  // workgroups make at most four per CU on gfx942, three on gfx950,
  // resident or not. Timing model, M = 256 (no split -> split): gfx942
  // 8192 x 8192 74.9 -> 48.5 us (4), 10240 x 8192 82.3 -> 59.7 (2), 8192 x
  // 28672 256.0 -> 126.7 (4), 7168 x 16384 147.3 -> 68.4 (4); none for
  // 57344 x 8192 (217.0; 2: 252.0) or 24576 x 1536 (24.0; 2: 47.3); gfx950
  // 8192 x 8192 50.6 -> 36.9 (2; 4: 45.0), 10240 x 8192 53.2 -> 41.3 (2),
  // 8192 x 28672 173.5 -> 103.9 (2), 7168 x 16384 98.8 -> 63.0 (2); none
  // for 57344 x 8192 (189.3) or 24576 x 1536 (14.0).
  if (c.scalesPartialSums()) {
    int64_t perCU = c.chip == target::Chip::GFX942 ? 4 : 3;
    for (int64_t s : {4, 2})
      if (numK / s >= 16 && s * t <= perCU * cus) {
        c.splitK = s;
        return;
      }
    return;
  }
  int64_t perCU = workgroupsPerCU(c, 3);
  int64_t columnBytes = c.packedB() ? K / 2 : K;
  for (int64_t s : {4, 2})
    if (s * t <= perCU * cus && numK / s >= 16 && s * 8 * tc.M < columnBytes) {
      c.splitK = s;
      return;
    }
}

/// The cost model (a user's `override` tile wins): the base tile, larger
/// tiles where they pay, mid-M and decode tiles, split-K. M may be dynamic
/// (then assumed large, no split).
static void chooseTiles(Fp8GemmConfig &c, int64_t M, int64_t N, int64_t K,
                        StringRef override, int64_t minWaveCols) {
  StringRef mfma;
  std::tie(override, mfma) = override.split('@');
  if (!override.empty())
    return applyTileOverride(c, override, mfma);
  TileCount tc{M, N, target::getChipInfo(c.chip).computeUnits, mfma};
  chooseBaseTile(c, tc);
  pickMfma(c, mfma);
  chooseLargeTiles(c, tc);
  chooseBlockwiseTiles(c, tc);
  if (chooseDequantMidMTiles(c, tc, K) || chooseMxMidMTiles(c, tc, K))
    return;
  bool midM = chooseMidMTiles(c, tc, K);
  if (!ShapedType::isDynamic(M) && M <= 64)
    chooseDecodeTiles(c, M, N, K, minWaveCols);
  chooseSplitK(c, tc, K, midM);
}

namespace {
/// A message built with <<, returned as the problem tileProblem found.
struct TileProblem {
  std::string msg;
  template <typename T> TileProblem &&operator<<(const T &v) && {
    llvm::raw_string_ostream(msg) << v;
    return std::move(*this);
  }
  operator std::optional<std::string>() && { return std::move(msg); }
};
} // namespace

/// Why a configuration's tiling cannot run (nullopt: it can).
static std::optional<std::string> tileProblem(const Fp8GemmConfig &c) {
  auto err = [] { return TileProblem(); };
  unsigned lds = target::getChipInfo(c.chip).ldsBytes;
  if (c.bm <= 0 || c.bn <= 0 || c.bk <= 0)
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                 << ": BM, BN and BK must be positive";
  if (c.threads() > 1024)
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk << " needs "
                 << c.threads() << " threads (" << c.wm * c.wn * c.wk
                 << " waves); a workgroup has at most "
                 << "1024";
  if (c.wk > 1 && c.bk % (c.wk * c.mfmaK()))
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                 << ": BK must be a multiple of " << c.wk * c.mfmaK()
                 << " (the MFMA's K times the " << c.wk << " waves along K)";
  int64_t chunk = c.dequant ? 8 : 16; // elements per 16 LDS bytes
  int64_t t = c.f8f6f4 ? c.mfmaM : 16; // MFMA tile rows and columns
  // (Direct operands stage nothing: no whole chunks per thread needed.)
  bool staged = !c.directB();
  if (c.bm % (t * c.wm) || c.bn % (t * c.wn) || c.bk % 32 ||
      (staged && (c.bm * c.bk / chunk) % c.threads()) ||
      (staged && (c.bn * c.bk / chunk) % c.threads()))
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                 << " does not fit " << c.wm << "x" << c.wn
                 << (c.wk > 1 ? "x" + std::to_string(c.wk) : std::string())
                 << " waves of " << t << "x" << t << "x" << c.mfmaK()
                 << " MFMAs (BM, BN multiples of " << t * c.wm
                 << ", BK of 32, whole 16-byte LDS chunks per thread)";
  if (c.f8f6f4 && c.bk % c.mfmaK())
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                 << ": BK must be a multiple of " << c.mfmaK()
                 << " (the MFMA's K)";
  // The scaled MFMA kernels' lanes read the scale codes of their wave's
  // MFMA tiles along M (N) for the K step (tiles x BK / K codes) in
  // 32-bit words: 1, 2 or a multiple of 4 codes (direct kernels: a word
  // per 128-K block).
  auto laneCodes = [&](int64_t rows) {
    return rows / t * (c.bk / c.wk / c.mfmaK());
  };
  for (int64_t n : {laneCodes(c.bm / c.wm), laneCodes(c.bn / c.wn)})
    if (staged && c.f8f6f4 && c.kGroup == 32 && n != 1 && n != 2 && n % 4)
      return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                   << ": a lane would read " << n
                   << " scale codes per K step; the scaled MFMA kernels need "
                      "1, 2 or a multiple of 4 (MFMA tiles per wave x BK / "
                   << c.wk * c.mfmaK() << ")";
  if ((c.kGroup == 32 && c.bk % 32) ||
      (c.kGroup == 128 && 128 % c.bk && c.bk != 128 * c.wk))
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                 << ": BK must "
                 << (c.kGroup == 32 ? "be a multiple of" : "divide")
                 << " the scale block (" << c.kGroup << ")"
                 << (c.kGroup == 128 ? ", or be 128 per wave along K" : "");
  if (c.kGroup == 128 && c.blockRowsB && c.wk > 1)
    return err() << "blockwise scales per row of B (1 x 128 blocks) take no "
                    "waves along K (asked for "
                 << c.wk << ")";
  if (c.splitK < 1 || c.splitK > 64)
    return err() << "split-K of " << c.splitK << ": expected 1 to 64";
  if (c.ldsBytes() > lds)
    return err() << "tile " << c.bm << "x" << c.bn << "x" << c.bk
                 << " needs " << c.ldsBytes() << " bytes of LDS; the chip has "
                 << lds;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// The launch pattern
//===----------------------------------------------------------------------===//

namespace {
Value asDynamicBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto tt = cast<RankedTensorType>(tensor.getType());
  auto mt = MemRefType::get(tt.getShape(), tt.getElementType());
  Value m = bufferization::ToBufferOp::create(b, loc, mt, tensor,
                                              b.getUnitAttr());
  auto dyn = MemRefType::get(
      SmallVector<int64_t>(tt.getRank(), ShapedType::kDynamic),
      tt.getElementType());
  return memref::CastOp::create(b, loc, dyn, m);
}

gpu::GPUModuleOp getKernelModule(OpBuilder &b, ModuleOp top) {
  if (auto m = top.lookupSymbol<gpu::GPUModuleOp>("lowp_kernels"))
    return m;
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToEnd(top.getBody());
  top->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
               b.getUnitAttr());
  return gpu::GPUModuleOp::create(b, top.getLoc(), "lowp_kernels");
}

/// Records the launch contract on a launch: grid and block as functions of
/// the shapes, what each argument holds.
void annotateLaunch(OpBuilder &b, gpu::LaunchFuncOp l, StringRef strategy,
                    ArrayRef<std::string> grid, int64_t threads,
                    ArrayRef<std::string> argDescs) {
  auto strs = [&](ArrayRef<std::string> vs) {
    SmallVector<Attribute> out;
    for (const std::string &v : vs)
      out.push_back(b.getStringAttr(v));
    return b.getArrayAttr(out);
  };
  l->setAttr("lowp.strategy", b.getStringAttr(strategy));
  l->setAttr("lowp.launch",
             b.getDictionaryAttr(
                 {b.getNamedAttr("grid", strs(grid)),
                  b.getNamedAttr("block",
                                 strs({std::to_string(threads), "1", "1"})),
                  b.getNamedAttr("args", strs(argDescs))}));
}

/// Allocates `t`'s dynamic shape; R x C for rank 2.
Value allocMatrix(OpBuilder &b, Location loc, Type elem, Value rows,
                  Value cols) {
  int64_t dyn = ShapedType::kDynamic;
  return memref::AllocOp::create(b, loc, MemRefType::get({dyn, dyn}, elem),
                                 ValueRange{rows, cols});
}

/// A buffer as a tensor of the (converted, possibly static) type `t`.
Value asTensorOf(OpBuilder &b, Location loc, Value buffer, Type t) {
  auto mt = cast<MemRefType>(buffer.getType());
  Value v = bufferization::ToTensorOp::create(
      b, loc, RankedTensorType::get(mt.getShape(), mt.getElementType()),
      buffer, /*restrict=*/true, /*writable=*/true);
  return v.getType() == t ? v : tensor::CastOp::create(b, loc, t, v);
}

/// The type of a code matrix `t` (rows x bytes) one element a code, of
/// `elem`: fp4 codes (`packed`, two a byte) take twice the columns.
static RankedTensorType unpackedType(RankedTensorType t, bool packed,
                                     Type elem) {
  int64_t cols = t.getDimSize(1);
  if (packed && !ShapedType::isDynamic(cols))
    cols *= 2;
  return RankedTensorType::get({t.getDimSize(0), cols}, elem);
}

/// A scaled_matmul's strategy and generated kernel, made before the
/// conversion runs (kernels are built with a plain builder).
struct Plan {
  MatmulStrategy strategy;
  gpu::GPUFuncOp kernel;
  gpu::GPUFuncOp reduce; // split-K only
  // Transpose kernels by element type (operands stored the other way).
  llvm::DenseMap<Type, gpu::GPUFuncOp> transposes;
  // Code map kernels (OCP -> FNUZ bridges) by map, for premapped operands.
  llvm::DenseMap<int, gpu::GPUFuncOp> codeMaps;
  // The kernel that dequantizes A once (Fp8GemmConfig::dequantizedA).
  gpu::GPUFuncOp dequantA;
  // Launch variants by M (a dynamic M), smallest first: the plan to launch
  // when M <= maxM (grouped: M <= maxM G); this one past the last.
  std::vector<std::pair<int64_t, std::shared_ptr<Plan>>> variants;
};

/// B's parts of a grouped matmul as one matrix: G x N x K codes (and
/// G x N x k scales) collapse to (G * N) x K, the bias G x N to G * N; a
/// rank-0 tensor scale stays.
SmallVector<Value> collapseGroups(OpBuilder &b, Location loc, ValueRange vs) {
  SmallVector<Value> out;
  for (Value v : vs) {
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() < 2) {
      out.push_back(v);
      continue;
    }
    SmallVector<ReassociationIndices> re = {{0, 1}};
    for (int64_t d = 2; d < t.getRank(); ++d)
      re.push_back({d});
    out.push_back(tensor::CollapseShapeOp::create(b, loc, v, re));
  }
  return out;
}

/// The raw data of `v` when it is a static constant the compiler holds the
/// bytes of (dense, `splat` for one value; or a resource blob not elided).
static std::optional<ArrayRef<char>> constantRaw(Value v, bool &splat) {
  auto t = cast<RankedTensorType>(v.getType());
  ElementsAttr attr;
  splat = false;
  if (!t.hasStaticShape() || !matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    splat = dense.isSplat();
    return dense.getRawData();
  }
  if (auto res = dyn_cast<DenseResourceElementsAttr>(attr))
    if (AsmResourceBlob *blob = res.getRawHandle().getBlob())
      return blob->getData();
  return std::nullopt;
}

static Value packFp6Constant(OpBuilder &b, Location loc, Value codes);

/// The host side of a matmul's launch: operand buffers (transposed where
/// stored the other way), the result's allocation, the launch contract's
/// descriptions, the launches. One per matched op.
struct MatmulLaunch {
  ConversionPatternRewriter &rewriter;
  Location loc;
  const Plan &plan;
  const Fp8GemmConfig &cfg;
  bool grouped;

  Value idx(int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  }

  /// A chunk kernel's launch (getOrCreateChunkKernel): `inputs` (tensors,
  /// as buffers) into a new R x C matrix of `elem`, a thread per `width`
  /// elements, 256 a workgroup; the contract's strategy, grid and words for
  /// the arguments.
  Value launchChunks(gpu::GPUFuncOp kernel, ValueRange inputs, Value R, Value C,
                     Type elem, int64_t width, StringRef strategy,
                     const std::string &grid, ArrayRef<std::string> descs) {
    Value res = allocMatrix(rewriter, loc, elem, R, C);
    SmallVector<Value> args;
    for (Value in : inputs)
      args.push_back(asDynamicBuffer(rewriter, loc, in));
    args.push_back(res);
    Value chunks = arith::DivUIOp::create(
        rewriter, loc, arith::MulIOp::create(rewriter, loc, R, C), idx(width));
    auto l = gpu::LaunchFuncOp::create(
        rewriter, loc, kernel,
        gpu::KernelDim3{
            arith::CeilDivUIOp::create(rewriter, loc, chunks, idx(256)), idx(1),
            idx(1)},
        gpu::KernelDim3{idx(256), idx(1), idx(1)},
        /*dynamicSharedMemorySize=*/Value(), args);
    annotateLaunch(rewriter, l, strategy, {grid, "1", "1"}, 256, descs);
    return res;
  }

  /// Operands stored K x M / K x N: each rank-2 part (codes or plain
  /// values, scales) transposed by a kernel into a new buffer. A K-major
  /// operand (Fp8GemmConfig::kMajorA) keeps its codes and block scales as
  /// they are; an epilogue scale row becomes a column.
  /// An operand's OCP fp8 codes bridged to FNUZ once, before the GEMM
  /// (Fp8GemmConfig::premappedA): constant codes at compile time, others
  /// by the code map kernel into a new buffer; or fp4 codes (R x C/2 bytes)
  /// mapped by the fp4 map kernel to one FNUZ code a byte (R x C), in
  /// gfx942's direct MX kernel's order.
  Value premapCodes(Value codes, CodeMap map, const char *name) {
    auto t = cast<RankedTensorType>(codes.getType());
    bool fp4 = map == CodeMap::E2M1;
    DenseElementsAttr dense;
    if (!fp4 && t.hasStaticShape() && matchPattern(codes, m_Constant(&dense))) {
      SmallVector<APInt> out;
      for (const APInt &v : dense.getValues<APInt>())
        out.push_back(
            APInt(8, bridgeCode(uint8_t(v.getZExtValue()), map), false));
      return arith::ConstantOp::create(rewriter, loc, t,
                                       DenseElementsAttr::get(t, out));
    }
    Value R = tensor::DimOp::create(rewriter, loc, codes, 0);
    Value C = tensor::DimOp::create(rewriter, loc, codes, 1);
    if (fp4)
      C = arith::MulIOp::create(rewriter, loc, C, idx(2));
    std::string part = std::string(name) + " codes" +
                       (fp4                       ? ""
                        : map == CodeMap::OcpE4M3 ? ", f8E4M3FN"
                                                  : ", f8E5M2");
    Value res = launchChunks(
        plan.codeMaps.lookup(int(map)), codes, R, C, t.getElementType(), 16,
        "code_map", "ceildiv(rows * cols / 16, 256)",
        {part + (fp4 ? " (rows x cols / 2, f4E2M1FN two a byte)"
                     : " (rows x cols)"),
         part + (fp4 ? " mapped to E4M3FNUZ (rows x cols, i8; each 8 codes "
                       "even then odd)"
                     : " bridged to FNUZ (rows x cols, i8)")});
    return asTensorOf(rewriter, loc, res,
                      unpackedType(t, fp4, t.getElementType()));
  }

  /// A's codes dequantized once into the GEMM's MFMA type
  /// (Fp8GemmConfig::dequantizedA) by the operand dequantize kernel: a new
  /// M x K buffer of values for the GEMM to read plain; `parts` are A's
  /// codes, block scales (and its tensor scale, left to the GEMM).
  Value dequantizeOnce(ValueRange parts) {
    const CodedOperand &d = *cfg.dequantizedA;
    auto t = cast<RankedTensorType>(parts[0].getType());
    Value R = tensor::DimOp::create(rewriter, loc, parts[0], 0);
    Value K = tensor::DimOp::create(rewriter, loc, parts[0], 1);
    if (d.packed())
      K = arith::MulIOp::create(rewriter, loc, K, idx(2));
    SmallVector<Value> inputs = {parts[0]};
    std::vector<std::string> descs = {std::string("A codes, M x K") +
                                      (d.packed() ? " / 2" : "") + ", i8"};
    if (d.blockScale != BlockScale::None) {
      inputs.push_back(parts[1]);
      descs.push_back("A scales, M x ceildiv(K, " + std::to_string(d.kBlock) +
                      "), i8 codes");
    }
    descs.push_back("A values, M x K, " + describe(d.valueType) +
                    " (block scales applied; no tensor or row scale), output");
    Value res =
        launchChunks(plan.dequantA, inputs, R, K, d.valueType, 32,
                     "dequantize_once", "ceildiv(M * K / 32, 256)", descs);
    return asTensorOf(rewriter, loc, res,
                      unpackedType(t, d.packed(), d.valueType));
  }

  SmallVector<Value> transposeParts(ValueRange parts, const char *name,
                                    Type operandType, bool kMajor) {
    SmallVector<Value> out;
    auto scaled = dyn_cast<ScaledType>(operandType);
    for (auto [i, p] : llvm::enumerate(parts)) {
      auto t = cast<RankedTensorType>(p.getType());
      if (t.getRank() != 2 || (kMajor && (i == 0 || cfg.blockScaled()))) {
        out.push_back(p);
        continue;
      }
      // fp4 codes, two per byte along the rows both ways: R x C codes
      // (R x C/2 bytes) become C x ceildiv(R, 2) bytes.
      bool fp4 = i == 0 && scaled && isPackedCodeType(scaled.getElementType());
      out.push_back(
          transposePart(p, i, parts.size(), name, fp4 ? scaled : ScaledType()));
    }
    return out;
  }

  /// A constant part (folded weights: lowp-fold-quantize's codes and
  /// scales) transposed at compile time into a constant of `type`; null if
  /// `p` is not a constant this can read.
  Value foldTranspose(Value p, RankedTensorType type, bool fp4) {
    auto t = cast<RankedTensorType>(p.getType());
    bool splat;
    std::optional<ArrayRef<char>> data = constantRaw(p, splat);
    if (!data)
      return {};
    DenseElementsAttr dense;
    if (splat && matchPattern(p, m_Constant(&dense)))
      return arith::ConstantOp::create(rewriter, loc, type,
                                       dense.resizeSplat(type));
    ArrayRef<char> raw = *data;
    int64_t R = t.getDimSize(0), C = t.getDimSize(1);
    unsigned bytes = std::max(1u, t.getElementTypeBitWidth() / 8);
    if (int64_t(raw.size()) != R * C * bytes)
      return {};
    std::vector<char> out(raw.size());
    if (fp4) {
      // R x 2C codes (R x C bytes, element 0 low) -> 2C x ceildiv(R, 2).
      int64_t outCols = (R + 1) / 2;
      out.assign(size_t(2 * C * outCols), 0);
      for (int64_t r = 0; r < R; ++r)
        for (int64_t c = 0; c < 2 * C; ++c) {
          uint8_t code = (uint8_t(raw[r * C + c / 2]) >> (4 * (c % 2))) & 0xF;
          out[c * outCols + r / 2] |= char(code << (4 * (r % 2)));
        }
    } else {
      for (int64_t r = 0; r < R; ++r)
        for (int64_t c = 0; c < C; ++c)
          std::memcpy(&out[(c * R + r) * bytes], &raw[(r * C + c) * bytes],
                      bytes);
    }
    auto storage = RankedTensorType::get(type.getShape(), t.getElementType());
    return arith::ConstantOp::create(
        rewriter, loc, storage,
        DenseElementsAttr::getFromRawBuffer(storage, out));
  }

  /// One part `p` (number `i` of `count`) transposed; `fp4` the operand's
  /// type when `p` is its packed fp4 codes.
  Value transposePart(Value p, size_t i, size_t count, const char *name,
                      ScaledType fp4) {
    auto t = cast<RankedTensorType>(p.getType());
    Value R = tensor::DimOp::create(rewriter, loc, p, 0);
    Value C = tensor::DimOp::create(rewriter, loc, p, 1);
    auto swapped = RankedTensorType::get({t.getDimSize(1), t.getDimSize(0)},
                                         t.getElementType());
    if (!fp4 && (t.getDimSize(0) == 1 || t.getDimSize(1) == 1)) {
      // One row or column (per-tensor, per-row scales): the same bytes.
      SmallVector<ReassociationIndices> re = {{0, 1}};
      Value flat = tensor::CollapseShapeOp::create(rewriter, loc, p, re);
      auto ofr = [&](int64_t d, Value v) -> OpFoldResult {
        if (ShapedType::isDynamic(d))
          return v;
        return rewriter.getIndexAttr(d);
      };
      return tensor::ExpandShapeOp::create(
          rewriter, loc, swapped, flat, re,
          SmallVector<OpFoldResult>{ofr(swapped.getDimSize(0), C),
                                    ofr(swapped.getDimSize(1), R)});
    }
    // Folded weights are transposed here, at compile time: no kernel.
    if (t.hasStaticShape()) {
      auto outType = fp4 ? RankedTensorType::get(
                               {t.getDimSize(1) * 2, (t.getDimSize(0) + 1) / 2},
                               t.getElementType())
                         : swapped;
      if (Value folded = foldTranspose(p, outType, bool(fp4)))
        return folded;
    }
    Value cols =
        fp4 ? arith::MulIOp::create(rewriter, loc, C, idx(2)).getResult() : C;
    Value resCols =
        fp4 ? arith::CeilDivUIOp::create(rewriter, loc, R, idx(2)).getResult()
            : R;
    Value res = allocMatrix(rewriter, loc, t.getElementType(), cols, resCols);
    auto l = gpu::LaunchFuncOp::create(
        rewriter, loc,
        plan.transposes.lookup(fp4 ? fp4.getElementType() : t.getElementType()),
        gpu::KernelDim3{
            arith::CeilDivUIOp::create(rewriter, loc, cols, idx(64)),
            arith::CeilDivUIOp::create(rewriter, loc, R, idx(64)), idx(1)},
        gpu::KernelDim3{idx(256), idx(1), idx(1)},
        /*dynamicSharedMemorySize=*/Value(),
        ValueRange{asDynamicBuffer(rewriter, loc, p), res});
    const char *what[] = {"codes", "scales"};
    std::string part =
        fp4 ? std::string(name) + " codes, " + describe(fp4.getElementType()) +
                  " two per byte"
            : std::string(name) + " " + (count == 1 ? "values" : what[i]) +
                  ", " + describe(t.getElementType());
    annotateLaunch(
        rewriter, l, "transpose",
        {"ceildiv(cols, 64)", "ceildiv(rows, 64)", "1"}, 256,
        fp4 ? std::vector<
                  std::string>{part + " as stored (rows x cols / 2)",
                               part + " transposed (cols x ceildiv(rows, 2))"}
            : std::vector<std::string>{part + " as stored (rows x cols)",
                                       part + " transposed (cols x rows)"});
    return asTensorOf(
        rewriter, loc, res,
        fp4 ? storageType(RankedTensorType::get(
                  {fp4.getShape()[1], fp4.getShape()[0]}, fp4.getElementType()))
            : swapped);
  }

  /// The block scales (or f32 scales) and the epilogue scales: a tensor
  /// scale (rank 0) as a 1 x 1 buffer; unscaled operands have none.
  std::pair<Value, Value> scaleBuffers(ValueRange parts, bool blockScales,
                                       bool epilogue) {
    if (parts.size() < 2)
      return {Value(), Value()};
    Value blk =
        blockScales ? asDynamicBuffer(rewriter, loc, parts[1]) : Value();
    Value epi;
    if (epilogue && parts.size() == 3) {
      Value ts =
          tensor::ExtractOp::create(rewriter, loc, parts[2], ValueRange{});
      epi = asDynamicBuffer(
          rewriter, loc,
          tensor::FromElementsOp::create(
              rewriter, loc,
              RankedTensorType::get({1, 1}, rewriter.getF32Type()), ts));
    } else if (epilogue) {
      epi = asDynamicBuffer(rewriter, loc, parts[1]);
    }
    return {blk, epi};
  }

  /// M or N: rows of A or B as the kernel reads them, dimension `d` of the
  /// codes (a K-major operand's columns, in codes: fp4 holds two per byte
  /// along them).
  Value rowsOf(Value codes, int64_t d, bool packedAlong) {
    Value n = tensor::DimOp::create(rewriter, loc, codes, d);
    if (packedAlong)
      n = arith::MulIOp::create(rewriter, loc, n, idx(2));
    return n;
  }

  /// The contract's descriptions of the GEMM's operands and block scales
  /// (the kernels take them in this order).
  std::vector<std::string> operandDescs(Type lhsT, Type rhsT) {
    auto operandDesc = [&](const char *name, const char *dims, bool plain,
                           Type t) {
      std::string d = std::string(name) + (plain ? ", " : " codes, ") + dims;
      if (plain && isa<ScaledType>(t)) // dequantized once (dequantizedA)
        return d + ", " + describe(cfg.mfmaType) + " (the values of " +
               describe(t) + " without its tensor or row scale)";
      if (plain)
        return d + ", " + describe(cast<RankedTensorType>(t).getElementType());
      if (isPackedCodeType(cast<ScaledType>(t).getElementType()))
        return d + " / 2, i8 (" + describe(t) +
               ", two per byte, element 2i in the low nibble of byte i)";
      if (name[0] == 'B' && cfg.packedFp6B)
        return d + " * 3 / 4, i8 (" + describe(t) +
               ", four in three bytes along K, element 4j + i in bits 6i .. "
               "6i + 5 of bytes 3j .. 3j + 2)";
      return d + ", i8 (" + describe(t) + ")";
    };
    // (Per group first when `perGroup`; K-major: the K blocks first.)
    auto blockDesc = [&](const char *name, const char *rows, BlockScale bs,
                         int64_t kBlock, bool kMajor = false,
                         bool perGroup = false) {
      const char *codes[] = {"", "E8M0", "UE4M3", "UE5M3"};
      std::string k = "ceildiv(K, " + std::to_string(kBlock) + ")";
      return std::string(name) + " scales, " + (perGroup ? "G x " : "") +
             (kMajor ? k + " x " + rows : std::string(rows) + " x " + k) +
             ", " + codes[int(bs)] + " codes";
    };
    std::vector<std::string> descs = {
        operandDesc("A", cfg.kMajorA ? "K x M" : "M x K", cfg.plainA, lhsT),
        operandDesc("B",
                    grouped       ? (cfg.kMajorB ? "G x K x N" : "G x N x K")
                    : cfg.kMajorB ? "K x N"
                                  : "N x K",
                    cfg.plainB, rhsT)};
    if (cfg.kGroup == 32) {
      descs.push_back(
          blockDesc("A", "M", BlockScale::E8M0, cfg.scaleKBlock, cfg.kMajorA));
      descs.push_back(blockDesc("B", cfg.scaleTilesB ? "ceildiv(N, 128)" : "N",
                                BlockScale::E8M0, cfg.scaleKBlock, cfg.kMajorB,
                                grouped));
    } else if (cfg.kGroup == 128) {
      auto dims = [](std::string rows, bool kMajor) {
        return kMajor ? "ceildiv(K, 128) x " + rows
                      : rows + " x ceildiv(K, 128)";
      };
      descs.push_back("A scales, " + dims("M", cfg.kMajorA) +
                      ", f32 decode factors");
      descs.push_back(
          std::string("B scales, ") + (grouped ? "G x " : "") +
          dims(cfg.blockRowsB ? "N" : "ceildiv(N, 128)", cfg.kMajorB) +
          ", f32 decode factors");
    } else {
      if (cfg.blockScaleA != BlockScale::None)
        descs.push_back(blockDesc("A", "M", cfg.blockScaleA, cfg.kBlockA));
      if (cfg.blockScaleB != BlockScale::None)
        descs.push_back(blockDesc("B", bRows(), cfg.blockScaleB, cfg.kBlockB));
    }
    return descs;
  }

  /// B's rows: per group when grouped.
  const char *bRows() { return grouped ? "G x N" : "N"; }

  /// The contract's description of an operand's epilogue scale.
  std::string epilogueScaleDesc(const char *name, const char *rows, bool row,
                                Type t) {
    auto st = dyn_cast<ScaledType>(t);
    if (st && st.hasTensorScale())
      return std::string(name) + " tensor scale, 1 x 1, f32";
    return row ? std::string(name) + " scales, " + rows +
                     " x 1, f32 decode factors"
               : std::string(name) + " scale, 1 x 1, f32 decode factor";
  }

  void annotate(gpu::LaunchFuncOp l, ArrayRef<std::string> grid,
                int64_t threads, ArrayRef<std::string> argDescs,
                StringRef when) {
    annotateLaunch(rewriter, l, plan.strategy.name, grid, threads, argDescs);
    l->setAttr("lowp.tile",
               rewriter.getDenseI64ArrayAttr({cfg.bm, cfg.bn, cfg.bk}));
    if (when.empty())
      return;
    // A variant by M: the condition it runs under, in the contract.
    NamedAttrList info(l->getAttrOfType<DictionaryAttr>("lowp.launch"));
    info.set("when", rewriter.getStringAttr(when));
    l->setAttr("lowp.launch", info.getDictionary(rewriter.getContext()));
  }

  /// The GEMM's launch (and, with split-K, the reduce kernel's over the
  /// workspace), under the condition `when` (a variant by M; empty: none):
  /// its arguments are `gemmArgs` then the epilogue's (the reduce kernel
  /// takes the epilogue's). The grid is (ceildiv(N, BN), ceildiv(M, BM));
  /// grouped (G groups): every group's row tiles and the tail's fit in
  /// ceildiv(M, BM) + G, and the expert-major grid has one workgroup row per
  /// group and the tail.
  void launch(Value M, Value N, Value G, ValueRange gemmArgs,
              ValueRange epilogueArgs, ArrayRef<std::string> gemmDescs,
              ArrayRef<std::string> epilogueDescs, StringRef when) {
    Value gx = arith::CeilDivUIOp::create(rewriter, loc, N, idx(cfg.bn));
    Value gy = cfg.expertGrid
                   ? arith::AddIOp::create(rewriter, loc, G, idx(1))
                   : arith::CeilDivUIOp::create(rewriter, loc, M, idx(cfg.bm))
                         .getResult();
    if (grouped && !cfg.expertGrid)
      gy = arith::AddIOp::create(rewriter, loc, gy, G);
    std::string gridX = "ceildiv(N, " + std::to_string(cfg.bn) + ")";
    std::string gridY = cfg.expertGrid
                            ? std::string("G + 1")
                            : "ceildiv(M, " + std::to_string(cfg.bm) + ")" +
                                  (grouped ? " + G" : "");
    if (cfg.splitK == 1) {
      SmallVector<Value> args(gemmArgs);
      args.append(epilogueArgs.begin(), epilogueArgs.end());
      auto launch = gpu::LaunchFuncOp::create(
          rewriter, loc, plan.kernel, gpu::KernelDim3{gx, gy, idx(1)},
          gpu::KernelDim3{idx(cfg.threads()), idx(1), idx(1)},
          /*dynamicSharedMemorySize=*/Value(), args);
      std::vector<std::string> descs(gemmDescs);
      descs.insert(descs.end(), epilogueDescs.begin(), epilogueDescs.end());
      annotate(launch, {gridX, gridY, "1"}, cfg.threads(), descs, when);
      return;
    }
    // Partial sums of each split into a workspace, then the reduce kernel.
    Value S = idx(cfg.splitK);
    auto wsT = MemRefType::get(
        {ShapedType::kDynamic, ShapedType::kDynamic, ShapedType::kDynamic},
        rewriter.getF32Type());
    Value ws = memref::AllocOp::create(rewriter, loc, wsT, ValueRange{S, M, N});
    std::string descW = "workspace, " + std::to_string(cfg.splitK) +
                        " x M x N, f32 partial sums";
    SmallVector<Value> args(gemmArgs);
    args.push_back(ws);
    auto gemm = gpu::LaunchFuncOp::create(
        rewriter, loc, plan.kernel, gpu::KernelDim3{gx, gy, S},
        gpu::KernelDim3{idx(cfg.threads()), idx(1), idx(1)},
        /*dynamicSharedMemorySize=*/Value(), args);
    std::vector<std::string> descs(gemmDescs);
    descs.push_back(descW);
    annotate(gemm, {gridX, gridY, std::to_string(cfg.splitK)}, cfg.threads(),
             descs, when);
    args = {ws};
    args.append(epilogueArgs.begin(), epilogueArgs.end());
    // 64 x 64 of C a workgroup (buildSplitKReduceKernel).
    Value rx = arith::CeilDivUIOp::create(rewriter, loc, N, idx(64));
    Value ry = arith::CeilDivUIOp::create(rewriter, loc, M, idx(64));
    auto red = gpu::LaunchFuncOp::create(
        rewriter, loc, plan.reduce, gpu::KernelDim3{rx, ry, idx(1)},
        gpu::KernelDim3{idx(256), idx(1), idx(1)},
        /*dynamicSharedMemorySize=*/Value(), args);
    descs = {descW};
    descs.insert(descs.end(), epilogueDescs.begin(), epilogueDescs.end());
    annotate(red, {"ceildiv(N, 64)", "ceildiv(M, 64)", "1"}, 256, descs, when);
  }
};

/// scaled_matmul, or grouped_scaled_matmul (B, its scales and the bias
/// collapsed over the groups, the offsets passed on), as its kernel's
/// launch.
template <typename OpT> struct MatmulToGPU : OpConversionPattern<OpT> {
  using Adaptor = typename OpConversionPattern<OpT>::OneToNOpAdaptor;
  MatmulToGPU(const TypeConverter &tc, MLIRContext *ctx,
              const llvm::DenseMap<Operation *, Plan> &plans)
      : OpConversionPattern<OpT>(tc, ctx, /*benefit=*/2), plans(plans) {}

  LogicalResult
  matchAndRewrite(OpT op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr bool grouped = std::is_same_v<OpT, GroupedScaledMatmulOp>;
    auto it = plans.find(op);
    if (it == plans.end())
      return failure();
    const Fp8GemmConfig &cfg = it->second.strategy.fp8;
    Location loc = op.getLoc();
    MatmulLaunch ml{rewriter, loc, it->second, cfg, grouped};

    SmallVector<Value> aParts(adaptor.getLhs().begin(), adaptor.getLhs().end());
    if (it->second.strategy.transposeA)
      aParts =
          ml.transposeParts(aParts, "A", op.getLhs().getType(), cfg.kMajorA);
    ValueRange a = aParts;
    SmallVector<Value> bParts(adaptor.getRhs().begin(), adaptor.getRhs().end());
    if (it->second.strategy.transposeB)
      bParts =
          ml.transposeParts(bParts, "B", op.getRhs().getType(), cfg.kMajorB);
    if constexpr (grouped)
      bParts = collapseGroups(rewriter, loc, bParts);
    if (cfg.premappedA)
      aParts[0] = ml.premapCodes(aParts[0], cfg.mapA, "A");
    if (cfg.dequantizedA)
      aParts[0] = ml.dequantizeOnce(aParts);
    if (cfg.premappedB)
      bParts[0] = ml.premapCodes(bParts[0], cfg.mapB, "B");
    if (cfg.packedFp6B) {
      // (choosePackedFp6 took constant codes: not packable here is a bug.)
      bParts[0] = packFp6Constant(rewriter, loc, bParts[0]);
      if (!bParts[0])
        return rewriter.notifyMatchFailure(op, "fp6 codes to pack are not "
                                               "constant bytes");
    }
    ValueRange b = bParts;
    Value bufA = asDynamicBuffer(rewriter, loc, a[0]);
    Value bufB = asDynamicBuffer(rewriter, loc, b[0]);
    auto [bufXA, bufSA] =
        ml.scaleBuffers(a, cfg.hasBlockScalesA(), cfg.epilogueA);
    auto [bufXB, bufSB] =
        ml.scaleBuffers(b, cfg.hasBlockScalesB(), cfg.epilogueB);
    Value bufBias;
    if (op.getBias())
      bufBias = asDynamicBuffer(
          rewriter, loc,
          grouped ? collapseGroups(rewriter, loc, adaptor.getBias())[0]
                  : adaptor.getBias().front());
    // M and N (B's per group when grouped: G x N x K, G x K x N).
    bool fp4RowsB = cfg.kMajorB && cfg.packedB();
    Value M =
        ml.rowsOf(a[0], cfg.kMajorA ? 1 : 0, cfg.kMajorA && cfg.packedA());
    Value N = grouped ? ml.rowsOf(adaptor.getRhs().front(), cfg.kMajorB ? 2 : 1,
                                  fp4RowsB)
                      : ml.rowsOf(b[0], cfg.kMajorB ? 1 : 0, fp4RowsB);
    Type resultType = op.getResult().getType();
    // C, or (a quantized result) its codes, one byte each, and its E8M0
    // scales per 32 columns.
    auto outT = MemRefType::get({ShapedType::kDynamic, ShapedType::kDynamic},
                                cfg.quantizedOut() ? rewriter.getI8Type()
                                                   : cfg.storeType());
    // fp4 codes two per byte.
    bool packedOut =
        cfg.quantizedOut() && num::isPackedInMemory(cfg.quantOut->element);
    // C's columns (epilogue_pairs: N / 2), its codes' bytes (fp4: half).
    auto half = [&](Value v) -> Value {
      return arith::DivUIOp::create(rewriter, loc, v, ml.idx(2));
    };
    Value cols = cfg.epiloguePairs ? half(N) : N;
    Value out = memref::AllocOp::create(
        rewriter, loc, outT, ValueRange{M, packedOut ? half(cols) : cols});
    Value outScales;
    if (cfg.quantizedOut())
      outScales = memref::AllocOp::create(
          rewriter, loc, outT,
          ValueRange{
              M, arith::CeilDivUIOp::create(rewriter, loc, cols, ml.idx(32))});
    Value bufOffsets, G;
    if constexpr (grouped) {
      bufOffsets = asDynamicBuffer(rewriter, loc, adaptor.getOffsets().front());
      G = tensor::DimOp::create(rewriter, loc, adaptor.getOffsets().front(), 0);
    }
    // The launch contract: grid and block as functions of M, N, K, and what
    // each kernel argument holds (memrefs as MLIR's descriptor ABI).
    std::vector<std::string> gemmDescs =
        ml.operandDescs(op.getLhs().getType(), op.getRhs().getType());
    std::vector<std::string> epilogueDescs;
    if (cfg.epilogueA)
      epilogueDescs.push_back(
          ml.epilogueScaleDesc("A", "M", cfg.rowScaleA, op.getLhs().getType()));
    if (cfg.epilogueB)
      epilogueDescs.push_back(ml.epilogueScaleDesc(
          "B", ml.bRows(), cfg.colScaleB, op.getRhs().getType()));
    SmallVector<Value> gemmArgs = {bufA, bufB};
    if (bufXA)
      gemmArgs.push_back(bufXA);
    if (bufXB)
      gemmArgs.push_back(bufXB);
    if (bufOffsets) {
      gemmArgs.push_back(bufOffsets);
      gemmDescs.push_back("group end offsets, G");
    }
    if (bufBias)
      epilogueDescs.push_back(std::string("bias, ") + ml.bRows());
    SmallVector<Value> epilogueArgs;
    if (bufSA)
      epilogueArgs.push_back(bufSA);
    if (bufSB)
      epilogueArgs.push_back(bufSB);
    if (bufBias)
      epilogueArgs.push_back(bufBias);
    addEpilogueInputs(rewriter, loc, op, adaptor, epilogueArgs, epilogueDescs);
    addResultDescs(cfg, resultType, packedOut, epilogueDescs);
    epilogueArgs.push_back(out);
    if (outScales)
      epilogueArgs.push_back(outScales);
    // The launch of a plan (the main one or a variant).
    auto emit = [&](const Plan &p, StringRef when) {
      MatmulLaunch{rewriter, loc, p, p.strategy.fp8, grouped}.launch(
          M, N, G, gemmArgs, epilogueArgs, gemmDescs, epilogueDescs, when);
    };
    launchVariants(ml, it->second, M, G, emit);
    return replaceResult(rewriter, op, out, outScales);
  }

  /// The launches of the main plan and its variants by M (a dynamic M):
  /// scf.if M <= maxM (grouped: M <= maxM G), smallest first, the main plan
  /// in the last else.
  static void launchVariants(MatmulLaunch &ml, const Plan &main, Value M,
                             Value G,
                             function_ref<void(const Plan &, StringRef)> emit) {
    constexpr bool grouped = std::is_same_v<OpT, GroupedScaledMatmulOp>;
    OpBuilder &rewriter = ml.rewriter;
    Location loc = ml.loc;
    OpBuilder::InsertPoint after = rewriter.saveInsertionPoint();
    std::string below;
    for (const auto &[maxM, v] : main.variants) {
      std::string bound =
          grouped ? std::to_string(maxM) + " * G" : std::to_string(maxM);
      Value limit = ml.idx(maxM);
      if (grouped)
        limit = arith::MulIOp::create(rewriter, loc, limit, G);
      Value small = arith::CmpIOp::create(rewriter, loc,
                                          arith::CmpIPredicate::ule, M, limit);
      auto ifOp = scf::IfOp::create(rewriter, loc, small,
                                    /*withElseRegion=*/true);
      rewriter.setInsertionPoint(ifOp.thenBlock()->getTerminator());
      emit(*v, below + "M <= " + bound);
      rewriter.setInsertionPoint(ifOp.elseBlock()->getTerminator());
      below = below + "M > " + bound + ", ";
    }
    emit(main,
         main.variants.empty() ? StringRef() : StringRef(below).drop_back(2));
    rewriter.restoreInsertionPoint(after);
  }

  /// The launch contract's words for C (or a quantized C's codes and
  /// scales).
  static void addResultDescs(const Fp8GemmConfig &cfg, Type resultType,
                             bool packedOut, std::vector<std::string> &descs) {
    if (!cfg.quantizedOut()) {
      descs.push_back(cfg.epiloguePairs
                          ? "C, M x N / 2 (epilogue pairs), output"
                          : "C, M x N, output");
      return;
    }
    // (epilogue_pairs: C has N / 2 columns.)
    int64_t div = (packedOut ? 2 : 1) * (cfg.epiloguePairs ? 2 : 1);
    descs.push_back(
        std::string("C codes, M x N") +
        (div > 1 ? " / " + std::to_string(div) : std::string()) + ", i8 (" +
        describe(resultType) +
        (packedOut ? ", two per byte, element 2i in the low nibble of byte i"
                   : "") +
        (cfg.epiloguePairs ? "; epilogue pairs" : "") + "), output");
    descs.push_back(std::string("C scales, M x N / ") +
                    (cfg.epiloguePairs ? "64" : "32") + ", E8M0 codes, output");
  }

  /// The op's result from the kernels' output buffers.
  LogicalResult replaceResult(ConversionPatternRewriter &rewriter, OpT op,
                              Value out, Value outScales) const {
    Location loc = op.getLoc();
    Type resultType = op.getResult().getType();
    if (outScales) {
      SmallVector<Type> types;
      if (failed(this->getTypeConverter()->convertType(resultType, types)))
        return failure();
      SmallVector<Value> parts = {
          asTensorOf(rewriter, loc, out, types[0]),
          asTensorOf(rewriter, loc, outScales, types[1])};
      rewriter.replaceOpWithMultiple(op, {parts});
      return success();
    }
    auto outT = cast<MemRefType>(out.getType());
    Value t = bufferization::ToTensorOp::create(
        rewriter, loc,
        RankedTensorType::get(outT.getShape(), outT.getElementType()), out,
        /*restrict=*/true, /*writable=*/true);
    rewriter.replaceOp(op, tensor::CastOp::create(rewriter, loc, resultType, t));
    return success();
  }

  /// A fused epilogue's inputs: buffers and descriptions.
  static void addEpilogueInputs(ConversionPatternRewriter &rewriter,
                                Location loc, OpT op, Adaptor adaptor,
                                SmallVector<Value> &args,
                                std::vector<std::string> &descs) {
    for (auto [i, in, map] : llvm::enumerate(adaptor.getEpilogueInputs(),
                                             op.getEpilogueIndexingMaps())) {
      args.push_back(asDynamicBuffer(rewriter, loc, in.front()));
      std::string dims;
      for (AffineExpr e : map.getResults())
        dims += std::string(dims.empty() ? "" : " x ") +
                (cast<AffineDimExpr>(e).getPosition() == 0 ? "M" : "N");
      descs.push_back(
          "epilogue input " + std::to_string(i) + ", " + dims + ", " +
          describe(
              cast<RankedTensorType>(in.front().getType()).getElementType()));
    }
  }

  const llvm::DenseMap<Operation *, Plan> &plans;
};

/// The kernels of a quantize / dequantize, made before the conversion.
struct QuantPlan {
  QuantKernelConfig cfg;
  gpu::GPUFuncOp kernel;
  gpu::GPUFuncOp amax; // the first pass, if any
};

/// The GPU kernel configuration of a quantize / dequantize on `chip`, or
/// why it stays host code.
FailureOr<QuantKernelConfig> quantConfigFor(Operation *op, target::Chip chip,
                                            std::string &why) {
  bool quantize = isa<QuantizeOp>(op);
  auto type = cast<ScaledType>(quantize ? op->getResult(0).getType()
                                        : op->getOperand(0).getType());
  Type hp = quantize ? cast<RankedTensorType>(op->getOperand(0).getType())
                           .getElementType()
                     : cast<RankedTensorType>(op->getResult(0).getType())
                           .getElementType();
  why = quantKernelSupport(type.getShape(), type.getBlock());
  if (!why.empty())
    return failure();
  QuantKernelConfig cfg;
  cfg.kind = quantize ? QuantKernelConfig::Kind::Quantize
                      : QuantKernelConfig::Kind::Dequantize;
  cfg.chip = chip;
  cfg.hpType = hp;
  cfg.element = *num::formatOf(type.getElementType());
  Type st = type.getScaleType();
  cfg.scale = st.isF32()                        ? num::ScaleKind::F32
              : isa<Float8E8M0FNUType>(st)      ? num::ScaleKind::E8M0
              : isa<Float8E4M3FNType>(st)       ? num::ScaleKind::UE4M3
                                                : num::ScaleKind::UE5M3;
  cfg.tensorScale = type.hasTensorScale();
  cfg.br = type.getBlock()[0];
  cfg.bc = type.getBlock()[1];
  if (auto q = dyn_cast<QuantizeOp>(op)) {
    cfg.mode = static_cast<num::ScaleMode>(q.getEffectiveMode());
    cfg.pow2 = q.getPow2Scales();
    planRowResident(cfg, type.getShape()[1]);
  }
  return cfg;
}

std::string scaleDesc(const QuantKernelConfig &cfg) {
  auto ext = [](int64_t e, const char *dim) {
    return e == num::kWhole ? std::string("1")
           : e == 1         ? std::string(dim)
                            : std::string(dim) + " / " + std::to_string(e);
  };
  const char *kinds[] = {"f32 decode factors", "E8M0 codes", "UE4M3 codes",
                         "UE5M3 codes"};
  return "scales, " + ext(cfg.br, "R") + " x " + ext(cfg.bc, "C") + ", " +
         kinds[int(cfg.scale)];
}

std::string codesDesc(const QuantKernelConfig &cfg) {
  return num::isPackedInMemory(cfg.element)
             ? "codes, R x C / 2, i8 (fp4, two per byte, element 2i in the "
               "low nibble of byte i)"
             : "codes, R x C, i8";
}

/// A pattern for the ops that have a QuantPlan (benefit over the host
/// reference patterns).
template <typename OpT> struct PlannedPattern : OpConversionPattern<OpT> {
  PlannedPattern(const TypeConverter &tc, MLIRContext *ctx,
                 const llvm::DenseMap<Operation *, QuantPlan> &plans)
      : OpConversionPattern<OpT>(tc, ctx, /*benefit=*/2), plans(plans) {}
  const QuantPlan *planFor(Operation *op) const {
    auto it = plans.find(op);
    return it == plans.end() ? nullptr : &it->second;
  }
  const llvm::DenseMap<Operation *, QuantPlan> &plans;
};

struct QuantizeToGPU : PlannedPattern<QuantizeOp> {
  using PlannedPattern::PlannedPattern;

  LogicalResult
  matchAndRewrite(QuantizeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const QuantPlan *plan = planFor(op);
    if (!plan)
      return failure();
    const QuantKernelConfig &cfg = plan->cfg;
    Location loc = op.getLoc();
    auto idx = [&](int64_t v) {
      return arith::ConstantIndexOp::create(rewriter, loc, v);
    };
    // At least one workgroup: an empty input still has scales (amax 0) to
    // write -- per tensor, or per column of no rows.
    auto ceil = [&](Value x, int64_t d) {
      Value q = arith::CeilDivUIOp::create(rewriter, loc, x, idx(d));
      return arith::MaxUIOp::create(rewriter, loc, q, idx(1));
    };
    Value x = adaptor.getInput().front();
    Value bufX = asDynamicBuffer(rewriter, loc, x);
    Value R = tensor::DimOp::create(rewriter, loc, x, 0);
    Value C = tensor::DimOp::create(rewriter, loc, x, 1);
    auto extent = [&](Value d, int64_t blk) -> Value {
      if (blk == num::kWhole)
        return idx(1);
      return blk == 1 ? d
                      : arith::DivUIOp::create(rewriter, loc, d, idx(blk))
                            .getResult();
    };
    Type scaleT = cfg.scale == num::ScaleKind::F32
                      ? Type(rewriter.getF32Type())
                      : Type(rewriter.getI8Type());
    bool packed = num::isPackedInMemory(cfg.element);
    Value codes = allocMatrix(rewriter, loc, rewriter.getI8Type(), R,
                              packed ? extent(C, 2) : C);
    Value scales = allocMatrix(rewriter, loc, scaleT, extent(R, cfg.br),
                               extent(C, cfg.bc));
    SmallVector<Value> args = {bufX, codes, scales};
    std::string hp = describe(cfg.hpType);
    std::vector<std::string> descs = {"X, R x C, " + hp, codesDesc(cfg),
                                      scaleDesc(cfg)};
    std::string strategy = "quantize_kernel";
    Value n1 = idx(1);
    if (gpu::GPUFuncOp amaxKernel = plan->amax) {
      AmaxGroup g = cfg.firstPass();
      Value n = g == AmaxGroup::Rows ? R : g == AmaxGroup::Cols ? C : n1;
      const char *what = g == AmaxGroup::Rows   ? "R, per row"
                         : g == AmaxGroup::Cols ? "C, per column"
                                                : "1, the tensor";
      Value amax = memref::AllocOp::create(
          rewriter, loc,
          MemRefType::get({ShapedType::kDynamic}, rewriter.getI32Type()),
          ValueRange{n});
      // Zero it (the kernel combines with atomic max) through the runtime's
      // lowp_rt_zero_i32, so that the host program touches no memory itself
      // (its buffers may live on the device: docs/runtime.md).
      callRuntime(rewriter, loc, op, rt::kZeroI32, {amax});
      std::string descA = std::string("amax, ") + what +
                          ", i32 bits of max |x| (zeroed by lowp_rt_zero_i32)";
      auto first = gpu::LaunchFuncOp::create(
          rewriter, loc, amaxKernel,
          gpu::KernelDim3{ceil(C, QuantKernelConfig::kTileCols), ceil(R, 128),
                          n1},
          gpu::KernelDim3{idx(QuantKernelConfig::kThreads), n1, n1},
          /*dynamicSharedMemorySize=*/Value(), ValueRange{bufX, amax});
      annotateLaunch(rewriter, first, "amax_first_pass",
                     {"max(ceildiv(C, 128), 1)", "max(ceildiv(R, 128), 1)",
                      "1"},
                     QuantKernelConfig::kThreads, {descs[0], descA});
      args.push_back(amax);
      descs.push_back(descA);
      strategy = "quantize_two_pass";
    }
    Value ts;
    if (cfg.tensorScale) {
      ts = memref::AllocOp::create(
          rewriter, loc,
          MemRefType::get({ShapedType::kDynamic}, rewriter.getF32Type()),
          ValueRange{n1});
      args.push_back(ts);
      descs.push_back("tensor scale, 1, f32");
    }
    // Row-resident: a workgroup per row; else the tiles.
    bool rows = cfg.rowWaves > 0;
    int64_t tr = rows ? 1 : cfg.tileRows();
    std::string gridY =
        rows ? "max(R, 1)" : "max(ceildiv(R, " + std::to_string(tr) + "), 1)";
    if (rows)
      strategy = "quantize_rows_one_pass";
    auto launch = gpu::LaunchFuncOp::create(
        rewriter, loc, plan->kernel,
        rows ? gpu::KernelDim3{ceil(R, 1), n1, n1}
             : gpu::KernelDim3{ceil(C, QuantKernelConfig::kTileCols),
                               ceil(R, tr), n1},
        gpu::KernelDim3{idx(cfg.threads()), n1, n1},
        /*dynamicSharedMemorySize=*/Value(), args);
    annotateLaunch(
        rewriter, launch, strategy,
        rows ? std::vector<std::string>{gridY, "1", "1"}
             : std::vector<std::string>{"max(ceildiv(C, 128), 1)", gridY, "1"},
        cfg.threads(), descs);

    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertType(op.getType(), types)))
      return failure();
    SmallVector<Value> parts = {asTensorOf(rewriter, loc, codes, types[0]),
                                asTensorOf(rewriter, loc, scales, types[1])};
    if (ts) {
      Value t = asTensorOf(rewriter, loc, ts,
                           RankedTensorType::get({ShapedType::kDynamic},
                                                 rewriter.getF32Type()));
      Value v = tensor::ExtractOp::create(rewriter, loc, t, ValueRange{idx(0)});
      parts.push_back(tensor::FromElementsOp::create(
          rewriter, loc, RankedTensorType::get({}, rewriter.getF32Type()), v));
    }
    rewriter.replaceOpWithMultiple(op, {parts});
    return success();
  }
};

struct DequantizeToGPU : PlannedPattern<DequantizeOp> {
  using PlannedPattern::PlannedPattern;

  LogicalResult
  matchAndRewrite(DequantizeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const QuantPlan *plan = planFor(op);
    if (!plan)
      return failure();
    const QuantKernelConfig &cfg = plan->cfg;
    Location loc = op.getLoc();
    auto idx = [&](int64_t v) {
      return arith::ConstantIndexOp::create(rewriter, loc, v);
    };
    ValueRange parts = adaptor.getInput();
    Value R = tensor::DimOp::create(rewriter, loc, parts[0], 0);
    Value C = tensor::DimOp::create(rewriter, loc, parts[0], 1);
    if (num::isPackedInMemory(cfg.element)) // fp4: two per byte
      C = arith::MulIOp::create(rewriter, loc, C, idx(2));
    SmallVector<Value> args = {asDynamicBuffer(rewriter, loc, parts[0]),
                               asDynamicBuffer(rewriter, loc, parts[1])};
    std::vector<std::string> descs = {codesDesc(cfg), scaleDesc(cfg)};
    if (cfg.tensorScale) {
      Value ts = tensor::ExtractOp::create(rewriter, loc, parts[2],
                                           ValueRange{});
      args.push_back(asDynamicBuffer(
          rewriter, loc,
          tensor::FromElementsOp::create(
              rewriter, loc,
              RankedTensorType::get({1}, rewriter.getF32Type()), ts)));
      descs.push_back("tensor scale, 1, f32");
    }
    Value out = allocMatrix(rewriter, loc, cfg.hpType, R, C);
    args.push_back(out);
    descs.push_back("out, R x C, " + describe(cfg.hpType));
    Value n1 = idx(1);
    int64_t tr = cfg.tileRows();
    auto launch = gpu::LaunchFuncOp::create(
        rewriter, loc, plan->kernel,
        gpu::KernelDim3{
            arith::CeilDivUIOp::create(rewriter, loc, C,
                                       idx(QuantKernelConfig::kTileCols)),
            arith::CeilDivUIOp::create(rewriter, loc, R, idx(tr)), n1},
        gpu::KernelDim3{idx(QuantKernelConfig::kThreads), n1, n1},
        /*dynamicSharedMemorySize=*/Value(), args);
    annotateLaunch(rewriter, launch, "dequantize_kernel",
                   {"ceildiv(C, 128)",
                    "ceildiv(R, " + std::to_string(tr) + ")", "1"},
                   QuantKernelConfig::kThreads, descs);
    rewriter.replaceOp(op, asTensorOf(rewriter, loc, out,
                                      op.getResult().getType()));
    return success();
  }
};

/// A launch whose grid may be empty at run time (a dynamic M of 0, a
/// dequantize of no rows) runs only when every grid dimension is non-zero:
/// HIP refuses an empty grid, and there is no work. Kernels whose outputs
/// exist even for an empty input (a quantize's scales) take at least one
/// workgroup instead.
void guardEmptyGrids(ModuleOp module) {
  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp l) { launches.push_back(l); });
  auto positive = [](Value v) {
    std::optional<int64_t> cst = getConstantIntValue(v);
    return cst && *cst > 0;
  };
  for (gpu::LaunchFuncOp l : launches) {
    OpBuilder b(l);
    Location loc = l.getLoc();
    Value cond;
    for (Value d : {l.getGridSizeX(), l.getGridSizeY(), l.getGridSizeZ()}) {
      auto atLeast = d.getDefiningOp<arith::MaxUIOp>();
      if (positive(d) || (atLeast && (positive(atLeast.getLhs()) ||
                                      positive(atLeast.getRhs()))))
        continue;
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value ne = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, d,
                                       zero);
      cond = cond ? arith::AndIOp::create(b, loc, cond, ne).getResult() : ne;
    }
    if (!cond)
      continue;
    auto guard = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    l->moveBefore(guard.thenBlock()->getTerminator());
  }
}

std::optional<target::Chip> chipOption(ModuleOp module, StringRef chip) {
  auto c = target::parseChip(chip.str());
  if (!c)
    module.emitError() << "unknown chip '" << chip
                       << "' (chips: gfx942, gfx950)";
  return c;
}

/// gfx950's f8f6f4 kernels read fp8 / fp4 codes stored K x M / K x N
/// (`stored`, the operand's rank-2 type, or a group's) as they are:
/// transpose reads from LDS (GemmKernels.h kMajorA), no transpose kernel
/// for the codes or their block scales. The other dimension must be
/// static and a multiple of 16 (16-byte loads). fp6 codes (`fp6`: a
/// grouped B, which has no transpose kernel) too; a plain matmul's go
/// through the transpose kernel, which is faster in the model: packed on
/// the way into a K-major tile, 4096^3 MXFP6 with both operands K-major
/// runs at 33% (256 x 128; 256 x 256 spills), against 59% after the
/// transposes (about 8 us of copies against 23 us of GEMM).
static bool readsKMajor(const Fp8GemmConfig &c, Type stored, int64_t bits,
                        CodeMap map, bool fp6 = false) {
  int64_t rows = shapeOf(stored).back();
  return c.f8f6f4 && !c.dequant &&
         (bits == 4 || (fp6 && bits == 6) ||
          (bits == 8 && map == CodeMap::None)) &&
         !ShapedType::isDynamic(rows) && rows % 16 == 0;
}

/// Why a matmul needs no kernel: its result is statically empty (M or N is
/// 0), its K is 0 (the result is the bias, or zeros) or it has no groups
/// (every row lies past the last offset: zeros). The host reference code
/// computes such results exactly; a kernel would have nothing to tile (and
/// a launch with an empty grid is invalid).
static std::optional<std::string> degenerateShape(Operation *op) {
  ArrayRef<int64_t> lhs = shapeOf(op->getOperand(0).getType());
  ArrayRef<int64_t> res =
      cast<RankedTensorType>(op->getResult(0).getType()).getShape();
  int64_t M = res[res.size() - 2], N = res.back(), K, G = 1;
  if (auto mm = dyn_cast<ScaledMatmulOp>(op)) {
    K = lhs[lhs.size() - (mm.getTransposeA() ? 2 : 1)];
    if (res.size() == 3 && res[0] == 0)
      return std::string("the batch is empty");
  } else {
    K = lhs[1];
    G = shapeOf(op->getOperand(1).getType())[0];
  }
  if (M == 0 || N == 0)
    return "the result is empty (" + std::string(M == 0 ? "M" : "N") +
           " = 0)";
  if (K == 0)
    return std::string("K = 0: the result is the bias (or zeros)");
  if (G == 0)
    return std::string("no groups: the result is zeros");
  return std::nullopt;
}

/// The bytes a tensor of `shape` and element `elem` occupies in memory (fp4
/// codes two per byte, other codes one), or -1 when a size is dynamic.
static int64_t staticBytes(ArrayRef<int64_t> shape, Type elem) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (ShapedType::isDynamic(d))
      return -1;
    n *= d;
  }
  if (isPackedCodeType(elem))
    return (n + 1) / 2;
  return n * std::max<int64_t>(1, elem.getIntOrFloatBitWidth() / 8);
}

/// The GPU kernels address each operand and result through a buffer
/// resource with 32-bit byte offsets: a static size of 2^31 bytes or more
/// would wrap. (Dynamic sizes are the caller's to keep below it.) A grouped
/// matmul's B stored G x N x K ({transpose_b}, the exporters' layout) is
/// addressed one group at a time (its codes through a buffer resource based
/// at the group), so only a group's codes must stay below it: DeepSeek-V3's
/// 256 experts of 4096 x 7168 FP8 are 7.5 GB in all.
static LogicalResult checkBufferSizes(Operation *op) {
  constexpr int64_t kLimit = int64_t(1) << 31;
  // B stored G x N x K: one group at a time.
  auto grouped = dyn_cast<GroupedScaledMatmulOp>(op);
  bool perGroupB = grouped && grouped.getTransposeB();
  auto bytesOf = [](Type t, bool perGroup) {
    auto st = dyn_cast<ScaledType>(t);
    auto rt = dyn_cast<RankedTensorType>(t);
    ArrayRef<int64_t> shape = st ? st.getShape() : rt.getShape();
    Type elem = st ? st.getElementType() : rt.getElementType();
    return staticBytes(perGroup ? shape.drop_front() : shape, elem);
  };
  struct Part {
    const char *name;
    Type type;
    bool perGroup;
  } parts[] = {{"lhs", op->getOperand(0).getType(), false},
               {"rhs", op->getOperand(1).getType(), perGroupB},
               {"result", op->getResult(0).getType(), false}};
  for (const Part &p : parts)
    if (int64_t bytes = bytesOf(p.type, p.perGroup); bytes >= kLimit)
      return op->emitError()
             << "the GPU kernels address each buffer with 32-bit byte "
                "offsets; the "
             << p.name << " takes " << bytes
             << " bytes (2^31 or more): split the matmul";
  return success();
}

/// Marks a matmul that needs no kernel as host reference code.
static bool markDegenerate(Operation *op) {
  std::optional<std::string> why = degenerateShape(op);
  if (!why)
    return false;
  Builder b(op->getContext());
  op->setAttr("lowp.strategy", b.getStringAttr("host_reference"));
  op->setAttr("lowp.host_reason", b.getStringAttr(*why));
  return true;
}

/// The strategy of a scaled_matmul or grouped_scaled_matmul (one kernel
/// over every group: B's per-group view selects it).
FailureOr<MatmulStrategy> selectFor(Operation *op, target::Chip chip) {
  auto err = [&] { return op->emitError(); };
  if (auto mm = dyn_cast<ScaledMatmulOp>(op)) {
    // Operands stored the other way round are transposed first: the
    // kernel sees the transposed types (blocks along K stay along K).
    MatmulDesc d = describeMatmul(mm);
    bool tA = false, tB = false;
    if (d.result.getRank() == 2) {
      if (d.ta) {
        d.lhs = transposedType(d.lhs);
        d.ta = false;
        tA = true;
      }
      if (!d.tb) {
        d.rhs = transposedType(d.rhs);
        d.tb = true;
        tB = true;
      }
    }
    auto s = selectStrategy(d, chip, err);
    if (succeeded(s)) {
      s->transposeA = tA;
      s->transposeB = tB;
      Fp8GemmConfig &c = s->fp8;
      c.kMajorA = tA && readsKMajor(c, mm.getLhs().getType(), c.ldsBitsA,
                                    c.mapA);
      c.kMajorB = tB && readsKMajor(c, mm.getRhs().getType(), c.ldsBitsB,
                                    c.mapB);
      auto suffix = [](bool a, bool b) {
        return std::string(a ? "a" : "") + (b ? "b" : "");
      };
      bool kA = c.kMajorA, kB = c.kMajorB;
      if ((tA && !kA) || (tB && !kB))
        s->name += "_transposed_" + suffix(tA && !kA, tB && !kB);
      if (kA || kB)
        s->name += "_kmajor_" + suffix(kA, kB);
    }
    return s;
  }
  auto g = cast<GroupedScaledMatmulOp>(op);
  Type rhs = perGroupType(g.getRhs().getType());
  // B stored G x K x N: its groups' transposed view selects the strategy,
  // whose kernel must then read them in place (gfx950, below).
  bool kxn = rhs && !g.getTransposeB();
  if (kxn)
    rhs = transposedType(rhs);
  auto noStrategy = [&](StringRef why) {
    err() << "no " << target::getChipInfo(chip).name
          << " strategy for this grouped_scaled_matmul yet: " << why;
    return failure();
  };
  if (!rhs || g.getTransposeA())
    return noStrategy("the GPU kernel reads A as M x K and B as G x N x K "
                      "({transpose_b}; on gfx950 fp8 / fp6 / fp4 codes also "
                      "G x K x N) with scales per group (or one for the whole "
                      "tensor)");
  Type bias = g.getBias() ? cast<RankedTensorType>(g.getBias().getType())
                                .getElementType()
                          : Type();
  // (The kernel rounds to the matmul's own type, as describeMatmul; with
  // epilogue_pairs the product has twice the result's columns.)
  RankedTensorType res = g.getTensorType();
  int64_t resN = res.getDimSize(1);
  MatmulDesc d{
      g.getLhs().getType(),
      rhs,
      RankedTensorType::get(
          {res.getDimSize(0),
           g.getEpiloguePairs() && !ShapedType::isDynamic(resN) ? 2 * resN
                                                                : resN},
          g.getMatmulElementType()),
      bias,
      false,
      true};
  auto s = selectStrategy(d, chip, err);
  if (failed(s))
    return failure();
  if (kxn) {
    Fp8GemmConfig &c = s->fp8;
    Type stored = transposedType(rhs);
    if (!readsKMajor(c, stored, c.ldsBitsB, c.mapB, /*fp6=*/true))
      return noStrategy("B stored G x K x N is read in place only by "
                        "gfx950's f8f6f4 kernels, for fp8 / fp6 / fp4 codes "
                        "with N static and a multiple of 16; store B as G x N "
                        "x K ({transpose_b})");
    c.kMajorB = true;
    s->name += "_kmajor_b";
  }
  s->fp8.offsetType =
      cast<RankedTensorType>(g.getOffsets().getType()).getElementType();
  return s;
}

/// The MFMA a configuration's main loop issues, as #lowp.mfma: its types
/// are the matmul's A and B as the instruction reads them (the kernels feed
/// B as the instruction's first operand: they compute C^T tiles).
static MfmaAttr mfmaAttrFor(MLIRContext *ctx, const Fp8GemmConfig &c) {
  unsigned mn = c.f8f6f4 ? unsigned(c.mfmaM) : 16;
  Type a = c.dequant ? c.mfmaType : c.mfmaTypeA;
  Type b = c.dequant ? c.mfmaType : c.mfmaTypeB;
  return MfmaAttr::get(ctx, mn, mn, unsigned(c.mfmaK()), a, b,
                       c.f8f6f4 && c.kGroup == 32);
}

/// The tiling a configuration has, as #lowp.tiling.
static TilingAttr tilingAttrFor(MLIRContext *ctx, const Fp8GemmConfig &c) {
  SmallVector<int64_t> waves = {c.wm, c.wn};
  if (c.wk > 1)
    waves.push_back(c.wk);
  return TilingAttr::get(ctx, {c.bm, c.bn, c.bk}, waves, c.splitK,
                         mfmaAttrFor(ctx, c));
}

/// Follows an op's #lowp.tiling: its sizes, and its MFMA where the strategy
/// can issue it (the f8f6f4 kernels: 16x16x128 or 32x32x64; the others
/// their one instruction).
static LogicalResult applyTiling(Fp8GemmConfig &c, TilingAttr t,
                                 std::string &name, Operation *op) {
  ArrayRef<int64_t> wg = t.getWorkgroup(), waves = t.getWaves();
  c.bm = wg[0];
  c.bn = wg[1];
  c.bk = wg[2];
  c.wm = waves[0];
  c.wn = waves[1];
  c.wk = waves.size() > 2 ? waves[2] : 1;
  c.splitK = t.getSplitK();
  MfmaAttr want = t.getMfma();
  if (c.f8f6f4 && (want.getM() == 16 || want.getM() == 32))
    c.mfmaM = want.getM();
  // Two NVFP4 operands take the f16 MFMA (selectDequant); the
  // bf16 one holds their values exactly too, so a tiling may ask for it.
  if (c.dequant && !c.plainA && !c.plainB && c.mfmaType.isF16() &&
      want.getAType().isBF16() && want.getBType().isBF16()) {
    c.mfmaType = want.getAType();
    if (size_t at = name.find("_f16_"); at != std::string::npos)
      name.replace(at, 5, "_bf16_");
  }
  MfmaAttr own = mfmaAttrFor(op->getContext(), c);
  if (want != own) {
    auto d = op->emitError() << "lowp.tiling asks for " << want
                             << "; strategy " << name << " issues " << own;
    if (c.f8f6f4)
      d << " (or its " << (c.mfmaM == 32 ? 16 : 32) << "x"
        << (c.mfmaM == 32 ? 16 : 32) << " form)";
    return failure();
  }
  return success();
}

/// A matmul's strategy and tiling, validated: the pass option `tile` if
/// given, else the op's `lowp.tiling`, else the cost model's choice.
/// The math ops a fused epilogue may hold besides arith: those the device
/// route lowers (ocml) and the emulator runs (with the host's libm).
static bool isDeviceEpilogueOp(Operation &op) {
  StringRef ns = op.getDialect() ? op.getDialect()->getNamespace() : "";
  if (ns == "arith")
    return true;
  return isa<math::AbsFOp, math::CeilOp, math::CopySignOp, math::CosOp,
             math::ErfOp, math::ExpOp, math::Exp2Op, math::ExpM1Op,
             math::FloorOp, math::FmaOp, math::LogOp, math::Log1pOp,
             math::Log2Op, math::PowFOp, math::RsqrtOp, math::SinOp,
             math::SqrtOp, math::TanhOp>(op);
}

/// A fused epilogue's part of the kernel configuration: the op, a key for
/// the kernel's name (a hash of the region, its maps and input types), C's
/// element type. Fails with a diagnostic on an op the device cannot run or
/// an input of rank other than 1 or 2.
static LogicalResult planEpilogue(Operation *op, Fp8GemmConfig &cfg) {
  for (Operation &o : getEpilogueRegion(op).front().without_terminator())
    if (!isDeviceEpilogueOp(o))
      return o.emitError()
             << "cannot run in a GPU epilogue: arith ops and math.{absf, "
                "ceil, copysign, cos, erf, exp, exp2, expm1, floor, fma, "
                "log, log1p, log2, powf, rsqrt, sin, sqrt, tanh} can";
  for (Value in : getEpilogueInputs(op))
    if (auto t = cast<RankedTensorType>(in.getType()); t.getRank() > 2)
      return op->emitError() << "a GPU epilogue reads inputs of rank 1 or 2; "
                                "got "
                             << t;
  std::string text;
  llvm::raw_string_ostream os(text);
  // (Names numbered within the matmul alone: the same epilogue gets the
  // same key wherever it is in the module.)
  OpPrintingFlags flags;
  flags.printGenericOpForm().useLocalScope();
  AsmState state(op, flags);
  for (Operation &o : getEpilogueRegion(op).front())
    o.print(os, state);
  for (Value in : getEpilogueInputs(op))
    os << in.getType();
  for (AffineMap m : getEpilogueIndexingMaps(op))
    os << m;
  for (Type t : getEpilogueRegion(op).front().getArgumentTypes())
    os << t;
  cfg.epilogueOp = op;
  cfg.resultType = getMatmulTensorType(op).getElementType();
  if (auto g = dyn_cast<GroupedScaledMatmulOp>(op); g && g.getEpiloguePairs()) {
    cfg.epiloguePairs = true;
    os << "pairs";
  }
  if (auto st = dyn_cast<ScaledType>(op->getResult(0).getType())) {
    auto g = dyn_cast<GroupedScaledMatmulOp>(op);
    std::optional<ScaleMode> mode =
        g ? g.getQuantizeMode() : cast<ScaledMatmulOp>(op).getQuantizeMode();
    if (!isEpilogueQuantization(st))
      return op->emitError()
             << "a GPU epilogue quantizes to MX blocks of 1 x 32 with fp8, "
                "fp6 or fp4 codes and a static N that is a multiple of 32; "
                "got "
             << st;
    QuantKernelConfig q;
    q.chip = cfg.chip;
    q.hpType = cfg.resultType;
    q.element = *num::formatOf(st.getElementType());
    q.scale = num::ScaleKind::E8M0;
    q.mode = static_cast<num::ScaleMode>(mode.value_or(ScaleMode::Floor));
    q.br = 1;
    q.bc = 32;
    // (epilogue_pairs: 64 of the product's columns make 32 of C's.)
    int64_t width = cfg.epiloguePairs ? 64 : 32;
    if ((cfg.bn / cfg.wn) % width)
      return op->emitError()
             << "a quantized GPU epilogue needs waves " << width
             << " or more columns wide (multiples of " << width
             << (cfg.epiloguePairs ? ": 32 of the result's column pairs" : "")
             << "); the tiling gives " << cfg.bn / cfg.wn;
    cfg.quantOut = q;
    os << "q" << st;
  }
  cfg.epilogueKey = llvm::utohexstr(llvm::xxh3_64bits(text), /*LowerCase=*/true).substr(0, 8);
  return success();
}

/// A gfx950 f8f6f4 strategy's name carries the MFMA shape its tiling
/// picked: 16x16x128 or 32x32x64.
static void nameMfmaShape(MatmulStrategy &s) {
  if (!s.fp8.f8f6f4)
    return;
  StringRef from = s.fp8.mfmaM == 32 ? "16x16x128" : "32x32x64";
  StringRef to = s.fp8.mfmaM == 32 ? "32x32x64" : "16x16x128";
  if (size_t at = s.name.find(from.str()); at != std::string::npos)
    s.name.replace(at, from.size(), to.str());
}

static FailureOr<MatmulStrategy> planMatmul(Operation *op, target::Chip chip,
                                            StringRef tile) {
  auto s = selectFor(op, chip);
  if (failed(s))
    return failure();
  if (!tile.empty() &&
      !llvm::Regex("^([0-9]{1,5}x[0-9]{1,5}x[0-9]{1,5}(x[0-9]{1,5})?"
                   "(/[0-9]{1,2})?)?(@[0-9]{1,5}x[0-9]{1,5}x[0-9]{1,5})?$")
           .match(tile)) {
    op->emitError() << "tile option '" << tile
                    << "': expected BMxBNxBK or BMxBNxBKxSPLITK, "
                       "optionally followed by /WK (waves along K) and "
                       "@MxNxK (the MFMA shape), or @MxNxK alone (numbers "
                       "of at most 5 digits)";
    return failure();
  }
  if (StringRef mfma = StringRef(tile).split('@').second; !mfma.empty()) {
    // The MFMA shapes a strategy can use: the f8f6f4 kernels both of
    // gfx950's; the others their one.
    Fp8GemmConfig &c = s->fp8;
    std::string own = c.f8f6f4 ? "16x16x128"
                               : "16x16x" + std::to_string(c.mfmaK());
    if (mfma != own && !(c.f8f6f4 && mfma == "32x32x64")) {
      op->emitError() << "tile option '" << tile << "': strategy "
                      << s->name << " runs on " << own << " MFMAs"
                      << (c.f8f6f4 ? " or 32x32x64" : "")
                      << ", not " << mfma;
      return failure();
    }
  }
  // M, N and K as the kernel sees them (operands stored the other way
  // round swapped back).
  ArrayRef<int64_t> lhsShape = shapeOf(op->getOperand(0).getType());
  ArrayRef<int64_t> rhsShape = shapeOf(op->getOperand(1).getType());
  bool grouped = s->fp8.grouped();
  int64_t M = lhsShape[s->transposeA ? 1 : 0];
  int64_t K = lhsShape[s->transposeA ? 0 : 1];
  int64_t N = grouped ? rhsShape[1] : rhsShape[s->transposeB ? 1 : 0];
  s->fp8.kStatic = ShapedType::isDynamic(K) ? -1 : K;
  if (auto t = op->getAttrOfType<TilingAttr>("lowp.tiling");
      t && tile.empty()) {
    if (failed(applyTiling(s->fp8, t, s->name, op)))
      return failure();
  } else {
    // Grouped: the rows per group are known at run time only (no split);
    // their average sizes the tiles when the total is static.
    chooseTiles(s->fp8, grouped ? ShapedType::kDynamic : M, N, K, tile,
                minWaveCols(op));
    if (grouped && tile.empty())
      chooseGroupTiles(s->fp8, M, rhsShape[0], minWaveCols(op));
  }
  if (grouped && !ShapedType::isDynamic(M) &&
      expertGridRows(s->fp8, M, rhsShape[0]))
    s->fp8.expertGrid = true;
  nameMfmaShape(*s);
  if (grouped && s->fp8.splitK > 1) {
    op->emitError() << "split-K is not implemented for grouped "
                       "matmuls (split_k = "
                    << s->fp8.splitK << " asked for)";
    return failure();
  }
  if (auto problem = tileProblem(s->fp8)) {
    op->emitError() << *problem;
    return failure();
  }
  if (hasEpilogue(op) && failed(planEpilogue(op, s->fp8)))
    return failure();
  return s;
}

/// A launch variant of a matmul with a dynamic M: its strategy for M up to
/// `maxM` (grouped: up to maxM rows per group on average, M <= maxM G).
struct SmallMVariant {
  int64_t maxM;
  MatmulStrategy strategy;
};

/// The variants of a matmul whose M is dynamic (its main strategy assumes a
/// large M): the decode tiles for M <= 16 and M <= 64 and the cost model's
/// tiles (split-K included) for M <= 128, 256, 512, 1024 and 2048 where
/// they differ from the main ones (dense; FP8 1024 x 8192 at M = 1024 on
/// gfx942 91.7 -> 29.3 us with the 1024 bound's split-K), the
/// expert-major grid with the MoE decode tiles for at most 16 rows per
/// group (grouped); chosen at launch by M. Taken from the op's
/// `lowp.variants` (what lowp-legalize recorded, or a user's) when it has
/// them, else made by the cost model when the main tiling is the model's
/// (`modelChoice`: no lowp.tiling on the op, no tile option), else none.
static FailureOr<std::vector<SmallMVariant>>
planVariants(Operation *op, const MatmulStrategy &main, bool modelChoice) {
  std::vector<SmallMVariant> out;
  auto variant = [&](int64_t maxM) {
    SmallMVariant v{maxM, main};
    v.strategy.fp8.splitK = 1;
    v.strategy.fp8.wk = 1;
    return v;
  };
  bool grouped = main.fp8.grouped();
  if (auto arr = op->getAttrOfType<ArrayAttr>("lowp.variants")) {
    for (Attribute a : arr) {
      auto d = dyn_cast<DictionaryAttr>(a);
      auto maxM = d ? d.getAs<IntegerAttr>("max_m") : IntegerAttr();
      auto t = d ? d.getAs<TilingAttr>("tiling") : TilingAttr();
      if (!maxM || !t || maxM.getInt() <= 0) {
        op->emitError() << "lowp.variants: expected {max_m = N (N > 0), "
                           "tiling = #lowp.tiling<...>} entries, got "
                        << a;
        return failure();
      }
      SmallMVariant v = variant(maxM.getInt());
      std::string name = v.strategy.name;
      if (failed(applyTiling(v.strategy.fp8, t, name, op)))
        return failure();
      v.strategy.fp8.expertGrid = grouped;
      if (auto problem = tileProblem(v.strategy.fp8)) {
        op->emitError() << "lowp.variants (M <= " << v.maxM
                        << "): " << *problem;
        return failure();
      }
      nameMfmaShape(v.strategy);
      // Kept in order of max_m (stable), as they are tried at launch.
      out.insert(llvm::upper_bound(out, v.maxM,
                                   [](int64_t m, const SmallMVariant &x) {
                                     return m < x.maxM;
                                   }),
                 v);
    }
    return out;
  }
  ArrayRef<int64_t> lhs = shapeOf(op->getOperand(0).getType());
  int64_t M = lhs[main.transposeA ? 1 : 0];
  if (!modelChoice || !ShapedType::isDynamic(M))
    return out;
  if (grouped) {
    // At most 16 rows per group: the MoE decode tiles; at most 128 and at
    // most groupTileRows (256, or 128): the tiles of a static M with that
    // many rows per group; at most BM: the main tiles. All on the
    // expert-major grid. GPT-OSS gate / up, 8192 rows, gfx950 FP8: 789 us
    // on the main 256 x 128 row-tile grid, 379 us on the expert-major grid
    // with 64 x 128 tiles.
    int64_t G = shapeOf(op->getOperand(1).getType())[0];
    SmallMVariant v = variant(16);
    if (chooseExpertDecodeTiles(v.strategy.fp8, minWaveCols(op))) {
      v.strategy.fp8.expertGrid = true;
      nameMfmaShape(v.strategy);
      out.push_back(v);
    }
    // (The grouped tiles of 128 and of 256 rows a group, one variant where
    // they are the same.)
    int64_t covered = 16;
    bool accumulates = main.fp8.scalesPartialSums();
    for (int64_t rows : {int64_t(128), int64_t(256)}) {
      if (rows > groupTileRows(main.fp8))
        break;
      // (Per-K-group scaling: the expert-major grid up to 64 rows.)
      if (accumulates)
        rows = 64;
      SmallMVariant w = variant(rows);
      chooseGroupTiles(w.strategy.fp8, rows * G, G, minWaveCols(op));
      w.strategy.fp8.expertGrid = true;
      const Fp8GemmConfig &c = w.strategy.fp8;
      if (c.bm < 64 || tileProblem(c))
        continue;
      covered = rows;
      if (covered > 128 && !out.empty()) {
        const Fp8GemmConfig &p = out.back().strategy.fp8;
        if (p.bm == c.bm && p.bn == c.bn && p.bk == c.bk) {
          out.back().maxM = rows;
          continue;
        }
      }
      nameMfmaShape(w.strategy);
      out.push_back(w);
    }
    // Up to one of the main tiles per group: the main tiles on the
    // expert-major grid (32768 rows: 1400 -> 1077 us, no offset scan).
    if (main.fp8.bm > covered) {
      SmallMVariant x = variant(main.fp8.bm);
      x.strategy.fp8.expertGrid = true;
      out.push_back(x);
    }
    return out;
  }
  ArrayRef<int64_t> rhs = shapeOf(op->getOperand(1).getType());
  int64_t N = rhs[main.transposeB ? 1 : 0];
  int64_t K = lhs[main.transposeA ? 0 : 1];
  // A variant's tiles as the kernel names them, with its split.
  auto key = [](const Fp8GemmConfig &c) {
    return c.name() + "/" + std::to_string(c.splitK);
  };
  std::string mainKey = key(main.fp8);
  for (int64_t maxM : {16, 64, 128, 256, 512, 1024, 2048}) {
    SmallMVariant v = variant(maxM);
    chooseTiles(v.strategy.fp8, maxM, N, K, "", minWaveCols(op));
    if (tileProblem(v.strategy.fp8))
      continue;
    // Past the decode tiles, only where the cost model's tiles for that M
    // differ from the main ones (from there on, the main tiles serve), one
    // variant for a run of M bounds with the same tiles.
    std::string k = key(v.strategy.fp8);
    if (maxM > 64 && k == mainKey)
      break;
    if (maxM > 64 && !out.empty() && key(out.back().strategy.fp8) == k) {
      out.back().maxM = maxM;
      continue;
    }
    nameMfmaShape(v.strategy);
    out.push_back(v);
  }
  return out;
}

/// A matmul's strategy and its launch variants by M.
struct MatmulPlans {
  MatmulStrategy main;
  std::vector<SmallMVariant> variants;
};

/// Whether `v` is a scaled value assembled from `dense` constant codes
/// (folded weights), which MatmulLaunch::premapCodes bridges at compile
/// time (a dense_resource blob would take a code map kernel: not free).
static bool hasConstantCodes(Value v) {
  auto assemble = v.getDefiningOp<AssembleOp>();
  DenseElementsAttr dense;
  return assemble &&
         cast<RankedTensorType>(assemble.getCodes().getType())
             .hasStaticShape() &&
         matchPattern(assemble.getCodes(), m_Constant(&dense));
}

/// `v`'s constant bytes, a splat expanded (constantRaw); none otherwise.
static std::optional<std::vector<char>> constantBytes(Value v) {
  bool splat;
  std::optional<ArrayRef<char>> raw = constantRaw(v, splat);
  if (!raw)
    return std::nullopt;
  if (!splat)
    return std::vector<char>(raw->begin(), raw->end());
  // (A splat's raw data is its one element's bytes.)
  std::vector<char> out;
  for (int64_t i = 0, n = cast<RankedTensorType>(v.getType()).getNumElements();
       i < n; ++i)
    out.insert(out.end(), raw->begin(), raw->end());
  return out;
}

/// Whether B's codes are constant fp6 codes whose bytes the compiler has
/// (dense, or a resource blob not elided), N x K (`transposed`: K x N,
/// transposed at compile time first) with K a multiple of 4: what
/// packFp6Constant packs.
static bool packableFp6(Value b, bool transposed) {
  auto assemble = b.getDefiningOp<AssembleOp>();
  if (!assemble)
    return false;
  auto t = cast<RankedTensorType>(assemble.getCodes().getType());
  if (!t.hasStaticShape() || t.getRank() != 2 ||
      t.getDimSize(transposed ? 0 : 1) % 4 ||
      !isa<Float6E2M3FNType, Float6E3M2FNType>(t.getElementType()))
    return false;
  bool splat;
  return constantRaw(assemble.getCodes(), splat).has_value();
}

/// gfx950's f8f6f4 kernels read constant fp6 weights packed, four codes in
/// three bytes as the MFMA takes them (Fp8GemmConfig::packedFp6B): a
/// quarter fewer bytes from memory and no packing in the kernel (staged:
/// before the LDS writes; direct: before the MFMAs). The codes are packed
/// at compile time (packFp6Constant), after the compile-time transpose of
/// B stored K x N; not grouped; every launch variant reads the same buffer,
/// so every one must be such a kernel.
static void choosePackedFp6(Operation *op, MatmulPlans &plans) {
  auto eligible = [](const Fp8GemmConfig &c) {
    return c.chip == target::Chip::GFX950 && c.f8f6f4 && !c.dequant &&
           c.ldsBitsB == 6 && !c.kMajorB && !c.premappedB;
  };
  if (isa<GroupedScaledMatmulOp>(op) ||
      !packableFp6(op->getOperand(1), plans.main.transposeB) ||
      !eligible(plans.main.fp8) ||
      llvm::any_of(plans.variants, [&](const SmallMVariant &v) {
        return !eligible(v.strategy.fp8);
      }))
    return;
  plans.main.fp8.packedFp6B = true;
  for (SmallMVariant &v : plans.variants)
    v.strategy.fp8.packedFp6B = true;
}

/// Constant fp6 codes (R x C bytes, one code each in the low 6 bits) packed
/// four in three bytes along the rows: R x 3C/4 bytes, code 4j + i in bits
/// 6i .. 6i + 5 of the 24-bit little-endian word at byte 3j (the layout
/// the f8f6f4 MFMAs and lowp.tile_write's packing use).
static Value packFp6Constant(OpBuilder &b, Location loc, Value codes) {
  auto t = cast<RankedTensorType>(codes.getType());
  std::optional<std::vector<char>> raw = constantBytes(codes);
  if (!raw || t.getRank() != 2 || !t.getElementType().isInteger(8))
    return {};
  int64_t R = t.getDimSize(0), C = t.getDimSize(1);
  if (int64_t(raw->size()) != R * C || C % 4)
    return {};
  std::vector<char> out(size_t(R * C / 4 * 3));
  for (int64_t i = 0, e = R * C / 4; i < e; ++i) {
    uint32_t w = 0;
    for (int64_t q = 0; q < 4; ++q)
      w |= uint32_t(uint8_t((*raw)[4 * i + q]) & 0x3F) << (6 * q);
    for (int64_t q = 0; q < 3; ++q)
      out[3 * i + q] = char((w >> (8 * q)) & 0xFF);
  }
  auto packed = RankedTensorType::get({R, C / 4 * 3}, b.getI8Type());
  return arith::ConstantOp::create(
      b, loc, packed, DenseElementsAttr::getFromRawBuffer(packed, out));
}

/// The tiles of `tile` along a dimension of `n` (0 when dynamic): how many
/// workgroups load each row of the other operand.
static int64_t tilesAlong(int64_t n, int64_t tile) {
  return ShapedType::isDynamic(n) ? 0 : (n + tile - 1) / tile;
}

/// gfx942's direct MX kernel with fp4 on both sides maps A's codes to FNUZ
/// in every wave, as many times as B has column tiles; mapped once before
/// it instead (the fp4 map kernel), from a static M of 32 rows (not
/// constant codes). Timing model, MXFP4 at M = 32 / 64: 8192 x 8192 16.2
/// -> 12.4 / 25.4 -> 18.8 us, 57344 x 8192 86.1 -> 69.1 / 149.3 -> 104.5;
/// at M = 16 no gain (11.2 -> 11.1, 2880 x 2880 4.8 -> 4.9).
static bool premapFp4A(Operation *op, const Fp8GemmConfig &c, int64_t M,
                       int64_t N) {
  return c.mxDirect() && c.directB() && c.mapA == CodeMap::E2M1 &&
         c.mapB == CodeMap::E2M1 && !isa<GroupedScaledMatmulOp>(op) &&
         !hasConstantCodes(op->getOperand(0)) && !ShapedType::isDynamic(M) &&
         M >= 32 && tilesAlong(N, c.bn) >= 8;
}

/// The dequantizing GEMMs decode A's codes (with block scales: NVFP4,
/// AMD-FP4, MX) into bf16 / f16 in every workgroup that loads them, as
/// many times as B has column tiles; dequantized once before the GEMM
/// instead (Fp8GemmConfig::dequantizeAOnce), the GEMM reads A plain as the
/// weight-only kernels do, with the same values (one decoder builds both)
/// and A's tensor scale still in its epilogue. For an A loaded by 8
/// workgroups or more, K a static multiple of 32, not K-major, not
/// constant codes; on gfx950 from 32 rows (its hardware fp4 conversion makes
/// A's decode cheap, and at 16 rows the extra launch costs more: 8192 x 8192
/// 7.66 -> 7.81 us). Timing model, NVFP4 x NVFP4, 8192 x 8192: gfx942 at
/// M = 16 / 64 / 256 / 2048 20.3 -> 12.8, 50.1 -> 22.4, 129.4 -> 102.2,
/// 688.3 -> 506.6 us; gfx950 at M = 32 / 64 / 2048 11.6 -> 9.2, 12.9 ->
/// 11.1, 191.8 -> 182.3 (5760 x 2880 at M = 64 loses: 8.4 -> 9.5).
static bool dequantizeAOnce(Operation *op, const Fp8GemmConfig &c, int64_t M,
                            int64_t N) {
  if (!aDequantizableOnce(c) || hasConstantCodes(op->getOperand(0)) ||
      tilesAlong(N, c.bn) < 8)
    return false;
  return c.chip != target::Chip::GFX950 || ShapedType::isDynamic(M) || M >= 32;
}

/// gfx942's kernels bridge OCP fp8 codes to FNUZ (a dozen VALU instructions
/// per 4 codes) in every workgroup that loads them: A's codes
/// ceildiv(N, BN) times, B's ceildiv(M, BM) times, and the bridge waits on
/// the loads before the MFMAs. An operand is bridged once instead, before
/// the GEMM (Fp8GemmConfig::premappedA/B), by a code map kernel (a read and
/// a write of its codes) or, for constant codes (folded weights), at
/// compile time for free:
/// - constant codes: always (not a grouped B, whose collapse is no
///   constant);
/// - the kernels that scale partial sums (MX per 32 K, blockwise FP8 per
///   128 K: VALU-bound): an operand loaded by 8 workgroups or more; A not
///   for a direct kernel below 64 rows (gfx942's MX: 32), B only for a
///   static M, not grouped and not direct;
/// - the FP8 kernels with f32 scales: A, loaded by 8 workgroups or more, at
///   a static M of 64 or more (its bytes are few beside B's; below that the
///   launch costs more than it saves; B's bridge mostly hides under the
///   MFMAs).
/// Not the dequantizing kernels (their map is a factor of the decoded
/// values). The dynamic-M variants take the
/// main plan's choice (they share the bridged operands). Timing model
/// (docs/codegen.md, "The OCP bridge"): MXFP8 4096^3 247.8 -> 220.6 us,
/// M = 16 8192^2 124.2 -> 36.9; OCP FP8 M = 256 8192^2 122.5 -> 68.2.
/// fp4 A: premapFp4A.
static void choosePremaps(Operation *op, MatmulPlans &plans) {
  Fp8GemmConfig &c = plans.main.fp8;
  auto ocp8 = [](CodeMap m) {
    return m == CodeMap::OcpE4M3 || m == CodeMap::OcpE5M2;
  };
  bool partials = c.scalesPartialSums() && !c.f8f6f4, f32Scales = c.kGroup == 0;
  bool grouped = isa<GroupedScaledMatmulOp>(op);
  ArrayRef<int64_t> lhs = shapeOf(op->getOperand(0).getType());
  ArrayRef<int64_t> rhs = shapeOf(op->getOperand(1).getType());
  int64_t M = lhs[plans.main.transposeA ? 1 : 0];
  // (transposeB: B stored K x N, G x K x N grouped.)
  int64_t N = grouped ? rhs[plans.main.transposeB ? 2 : 1]
                      : rhs[plans.main.transposeB ? 1 : 0];
  if (dequantizeAOnce(op, c, M, N)) {
    c.dequantizeAOnce();
    for (SmallMVariant &v : plans.variants)
      v.strategy.fp8.dequantizeAOnce();
    return;
  }
  if (premapFp4A(op, c, M, N)) {
    c.premappedA = true;
    for (SmallMVariant &v : plans.variants)
      v.strategy.fp8.premappedA = true;
    return;
  }
  if (c.dequant || !(partials || f32Scales) || (!ocp8(c.mapA) && !ocp8(c.mapB)))
    return;
  bool rows64 = !ShapedType::isDynamic(M) && M >= 64;
  // gfx942's direct MX kernel from 32 rows (its waves bridge A's codes
  // again per column tile). Timing model, MXFP8 at M = 32: 8192 x 8192
  // 26.7 -> 19.5 us, 24576 x 1536 16.6 -> 13.3, 2880 x 2880 8.0 -> 6.8; at
  // M = 16 it costs more than it saves (2880 x 2880 5.6 -> 6.1).
  bool rows32 = !ShapedType::isDynamic(M) && M >= 32;
  c.premappedA =
      ocp8(c.mapA) &&
      (hasConstantCodes(op->getOperand(0)) ||
       (tilesAlong(N, c.bn) >= 8 &&
        (partials ? !c.directB() || rows64 || (c.mxDirect() && rows32)
                  : rows64)));
  c.premappedB = ocp8(c.mapB) && !grouped &&
                 (hasConstantCodes(op->getOperand(1)) ||
                  (partials && !c.directB() && tilesAlong(M, c.bm) >= 8));
  for (SmallMVariant &v : plans.variants) {
    v.strategy.fp8.premappedA = c.premappedA;
    v.strategy.fp8.premappedB = c.premappedB;
  }
}

/// What lowp-legalize and lowp-lower-to-gpu plan for a (non-degenerate)
/// matmul: its buffers checked, its strategy (planMatmul) and, when
/// `variants` holds, its launch variants (planVariants: the model's only
/// for the model's tiling). Failures have their diagnostics.
static FailureOr<MatmulPlans> planMatmulLaunches(Operation *op,
                                                 target::Chip chip,
                                                 StringRef tile,
                                                 bool variants) {
  if (failed(checkBufferSizes(op)))
    return failure();
  bool modelChoice = variants && tile.empty() && !op->hasAttr("lowp.tiling");
  FailureOr<MatmulStrategy> s = planMatmul(op, chip, tile);
  if (failed(s))
    return failure();
  FailureOr<std::vector<SmallMVariant>> v = planVariants(op, *s, modelChoice);
  if (failed(v))
    return failure();
  MatmulPlans plans{std::move(*s), std::move(*v)};
  choosePremaps(op, plans);
  choosePackedFp6(op, plans);
  return plans;
}

/// The variants as data (lowp.variants).
static ArrayAttr variantsAttr(MLIRContext *ctx,
                              ArrayRef<SmallMVariant> variants) {
  Builder b(ctx);
  SmallVector<Attribute> vs;
  for (const SmallMVariant &v : variants)
    vs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("max_m", b.getI64IntegerAttr(v.maxM)),
         b.getNamedAttr("tiling", tilingAttrFor(ctx, v.strategy.fp8))}));
  return b.getArrayAttr(vs);
}

struct LowpLegalizePass : lowp::impl::LowpLegalizeBase<LowpLegalizePass> {
  using Base::Base;
  void runOnOperation() override {
    auto c = chipOption(getOperation(), chip);
    if (!c)
      return signalPassFailure();
    if (failed(lowp::legalizeAll(getOperation(), *c, tile, variants)))
      signalPassFailure();
  }
};

struct LowpLowerToGPUPass
    : lowp::impl::LowpLowerToGPUBase<LowpLowerToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    auto c = chipOption(getOperation(), chip);
    if (!c)
      return signalPassFailure();
    // lowp-tile's workgroup loops are the kernels' grids.
    if (failed(collapseWorkgroupTiles(getOperation())))
      return signalPassFailure();
    // Every scaled_matmul needs a strategy (all failures are reported);
    // the kernels are generated here, before the conversion.
    bool ok = true;
    llvm::DenseMap<Operation *, Plan> plans;
    OpBuilder builder(&getContext());
    getOperation().walk([&](Operation *op) {
      if (!isa<ScaledMatmulOp, GroupedScaledMatmulOp>(op) ||
          markDegenerate(op))
        return;
      FailureOr<MatmulPlans> planned =
          planMatmulLaunches(op, *c, tile, variants);
      if (failed(planned)) {
        ok = false;
        return;
      }
      gpu::GPUModuleOp kmod = getKernelModule(builder, getOperation());
      auto kernels = [&](const MatmulStrategy &st) {
        Plan p;
        p.strategy = st;
        p.kernel =
            getOrCreateFp8GemmKernel(builder, op->getLoc(), kmod, st.fp8);
        if (st.fp8.splitK > 1)
          p.reduce = getOrCreateSplitKReduceKernel(builder, op->getLoc(), kmod,
                                                   st.fp8);
        return p;
      };
      const MatmulStrategy &main = planned->main;
      Plan plan = kernels(main);
      for (const SmallMVariant &v : planned->variants)
        plan.variants.push_back(
            {v.maxM, std::make_shared<Plan>(kernels(v.strategy))});
      // Transpose kernels for the parts of operands stored the other way.
      auto addTransposes = [&](Type t) {
        SmallVector<Type> elems;
        if (auto st = dyn_cast<ScaledType>(t)) {
          // fp4 codes: the packed transpose, keyed by the element type.
          elems.push_back(isPackedCodeType(st.getElementType())
                              ? st.getElementType()
                              : Type(builder.getI8Type()));
          elems.push_back(st.getScaleType().isF32()
                              ? Type(builder.getF32Type())
                              : Type(builder.getI8Type()));
        } else {
          elems.push_back(cast<RankedTensorType>(t).getElementType());
        }
        for (Type e : elems)
          plan.transposes[e] =
              getOrCreateTransposeKernel(builder, op->getLoc(), kmod, e);
      };
      for (auto [premapped, map] :
           {std::pair(main.fp8.premappedA, main.fp8.mapA),
            std::pair(main.fp8.premappedB, main.fp8.mapB)})
        if (premapped)
          plan.codeMaps[int(map)] =
              getOrCreateCodeMapKernel(builder, op->getLoc(), kmod, map);
      if (main.fp8.dequantizedA)
        plan.dequantA = getOrCreateOperandDequantKernel(
            builder, op->getLoc(), kmod, *main.fp8.dequantizedA);
      if (main.transposeA && !main.fp8.kMajorA)
        addTransposes(op->getOperand(0).getType());
      if (main.transposeB && !main.fp8.kMajorB)
        addTransposes(op->getOperand(1).getType());
      plans[op] = plan;
    });
    if (!ok)
      return signalPassFailure();

    // quantize / dequantize kernels where they apply.
    llvm::DenseMap<Operation *, QuantPlan> quantPlans;
    if (!hostQuantize)
      getOperation().walk([&](Operation *op) {
        if (!isa<QuantizeOp, DequantizeOp>(op) ||
            op->getParentOfType<gpu::GPUModuleOp>())
          return;
        std::string why;
        auto cfg = quantConfigFor(op, *c, why);
        if (failed(cfg))
          return;
        gpu::GPUModuleOp kmod = getKernelModule(builder, getOperation());
        QuantPlan plan{*cfg, getOrCreateQuantKernel(builder, op->getLoc(),
                                                    kmod, *cfg),
                       gpu::GPUFuncOp()};
        if (isa<QuantizeOp>(op) && cfg->firstPass() != AmaxGroup::None) {
          QuantKernelConfig a = *cfg;
          a.kind = QuantKernelConfig::Kind::Amax;
          a.amaxGroup = cfg->firstPass();
          plan.amax = getOrCreateQuantKernel(builder, op->getLoc(), kmod, a);
        }
        quantPlans[op] = plan;
      });

    // Everything else in lowp becomes host reference code; the matmuls and
    // (de)quantizations with a plan launch their kernels.
    auto addKernels = [&](const TypeConverter &converter,
                          RewritePatternSet &patterns) {
      patterns.add<MatmulToGPU<ScaledMatmulOp>,
                   MatmulToGPU<GroupedScaledMatmulOp>>(converter, &getContext(),
                                                       plans);
      patterns.add<QuantizeToGPU, DequantizeToGPU>(converter, &getContext(),
                                                   quantPlans);
    };
    auto inKernel = [](Operation *op) {
      return op->getParentOfType<gpu::GPUModuleOp>() != nullptr;
    };
    if (failed(applyReferenceConversion(getOperation(), addKernels, inKernel)))
      return signalPassFailure();
    guardEmptyGrids(getOperation());
    // Stage 3: the kernels' tile copies as loads and stores; stage 4: their
    // lowp.wave_mma and lowp.wave_store ops on lanes; stage 5: their
    // lowp.mfma ops to the amdgpu ops that select them.
    auto rewriteKernels = [&](function_ref<void(RewritePatternSet &)> add) {
      RewritePatternSet patterns(&getContext());
      add(patterns);
      FrozenRewritePatternSet frozen(std::move(patterns));
      getOperation().walk(
          [&](gpu::GPUModuleOp m) { walkAndApplyPatterns(m, frozen); });
    };
    if (pipeline)
      getOperation().walk([&](gpu::GPUModuleOp m) {
        pipelineCopies(m, *c);
        pipelineFragmentReads(m, *c);
      });
    if (distribute) {
      getOperation().walk([](gpu::GPUModuleOp m) { lowerWaveSplits(m); });
      rewriteKernels([&](RewritePatternSet &patterns) {
        populateLowpTileCopyPatterns(patterns, *c);
        populateLowpDistributeWaveMmaPatterns(patterns);
        populateLowpWaveStorePatterns(patterns, *c);
      });
    }
    if (distribute && prefetch)
      getOperation().walk([](gpu::GPUModuleOp m) { prefetchFragments(m); });
    if (lowerMfma)
      rewriteKernels(populateLowpMfmaToAMDGPUPatterns);
  }
};
} // namespace

LogicalResult lowp::legalizeOp(Operation *op, target::Chip chip, StringRef tile,
                               bool variants) {
  Builder b(op->getContext());
  if (isa<ScaledMatmulOp, GroupedScaledMatmulOp>(op)) {
    if (markDegenerate(op))
      return success();
    FailureOr<MatmulPlans> planned =
        planMatmulLaunches(op, chip, tile, variants);
    if (failed(planned))
      return failure();
    op->setAttr("lowp.strategy", b.getStringAttr(planned->main.name));
    op->setAttr("lowp.tiling",
                tilingAttrFor(op->getContext(), planned->main.fp8));
    if (!planned->variants.empty())
      op->setAttr("lowp.variants",
                  variantsAttr(op->getContext(), planned->variants));
    return success();
  }
  if (isa<AssembleOp, DisassembleOp, YieldOp>(op))
    return success(); // bookkeeping (or an epilogue's end), no code
  // Device ops (code generation's stages) belong in kernels.
  if (isDeviceOp(op)) {
    if (op->getParentOfType<gpu::GPUModuleOp>())
      return success();
    return op->emitOpError()
           << "is device code, the input or output of a code generation "
              "stage: it belongs in a gpu.func (in a gpu.module) and has no "
              "host lowering";
  }
  // quantize / dequantize: GPU kernels where they apply, else exact host
  // code (the reason recorded).
  std::string why;
  auto q = quantConfigFor(op, chip, why);
  if (failed(q)) {
    op->setAttr("lowp.strategy", b.getStringAttr("host_reference"));
    op->setAttr("lowp.host_reason", b.getStringAttr(why));
    return success();
  }
  op->setAttr("lowp.strategy",
              b.getStringAttr(isa<DequantizeOp>(op) ? "dequantize_kernel"
                              : q->rowWaves > 0     ? "quantize_rows_one_pass"
                              : q->firstPass() != AmaxGroup::None
                                  ? "quantize_two_pass"
                                  : "quantize_kernel"));
  return success();
}

LogicalResult lowp::legalizeAll(Operation *root, target::Chip chip,
                                StringRef tile, bool variants) {
  // Every op is tried (all failures are reported).
  bool ok = true;
  root->walk([&](Operation *op) {
    if (isa_and_present<LowpDialect>(op->getDialect()))
      ok &= succeeded(legalizeOp(op, chip, tile, variants));
  });
  return success(ok);
}

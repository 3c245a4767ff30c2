//===- LowpFolding.cpp - lowp.quantize of constants, at compile time ------===//
//
// A lowp.quantize of a constant becomes the constant parts of the scaled
// value (codes, block scales, tensor scale), computed by the numerics
// library, so a compiled module carries its weights quantized and launches
// no quantize kernel for them. Bit-exact by construction: the library is
// the one the reference runtime and the kernels' tests use.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Numerics/MlirFormats.h"
#include "lowp/Numerics/Quantize.h"

#include <cstring>

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace lowp;

namespace {
/// The numerics library's description of quantizing to `type`; nothing for
/// types it cannot fold (dynamic shapes).
std::optional<num::QuantSpec> specOf(QuantizeOp op) {
  ScaledType type = op.getType();
  auto element = num::formatOf(type.getElementType());
  if (!element || !llvm::all_of(type.getShape(), [](int64_t d) {
        return !ShapedType::isDynamic(d);
      }))
    return std::nullopt;
  num::QuantSpec spec;
  spec.element = *element;
  Type s = type.getScaleType();
  if (s.isF32())
    spec.scale = num::ScaleKind::F32;
  else if (isa<Float8E8M0FNUType>(s))
    spec.scale = num::ScaleKind::E8M0;
  else if (isa<Float8E4M3FNType>(s))
    spec.scale = num::ScaleKind::UE4M3;
  else if (isa<UE5M3Type>(s))
    spec.scale = num::ScaleKind::UE5M3;
  else
    return std::nullopt;
  spec.layout.shape.assign(type.getShape().begin(), type.getShape().end());
  for (int64_t b : type.getBlock())
    spec.layout.block.push_back(b == ScaledType::kWholeDim ? num::kWhole : b);
  spec.tensorScale = type.hasTensorScale();
  spec.mode = static_cast<num::ScaleMode>(op.getEffectiveMode());
  spec.pow2 = op.getPow2Scales();
  if (!num::validate(spec).empty())
    return std::nullopt;
  return spec;
}

/// Codes (or E8M0 / UE4M3 scale codes) as a constant of `type`'s element
/// format, one code per element.
DenseElementsAttr codesAttr(RankedTensorType type,
                            const std::vector<uint8_t> &codes) {
  auto ft = cast<FloatType>(type.getElementType());
  unsigned width = ft.getWidth();
  SmallVector<APFloat> values;
  values.reserve(codes.size());
  for (uint8_t c : codes)
    values.emplace_back(ft.getFloatSemantics(), APInt(width, c));
  return DenseElementsAttr::get(type, values);
}

/// UE5M3 scale codes (AMD-FP4), which no DenseElementsAttr can hold (the
/// type is lowp's, not a builtin float): a dense_resource blob of one code
/// per byte, the layout lowp-run and the lowerings use for its storage.
ElementsAttr ue5m3Attr(RankedTensorType type,
                       const std::vector<uint8_t> &codes) {
  return DenseResourceElementsAttr::get(
      type, "lowp_ue5m3_scales",
      HeapAsmResourceBlob::allocateAndCopyInferAlign(ArrayRef<uint8_t>(codes)));
}

/// A constant's values as f32 (bf16 / f16 widen exactly, as the runtime's
/// inputs do): `dense` elements, or a `dense_resource` blob (the form
/// exporters give weights) of f32 / bf16 / f16; nothing for an elided or
/// malformed blob.
std::optional<std::vector<float>> valuesOf(ElementsAttr attr) {
  std::vector<float> x;
  x.reserve(attr.getNumElements());
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    for (APFloat v : dense.getValues<APFloat>()) {
      bool lost = false;
      v.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
      x.push_back(v.convertToFloat());
    }
    return x;
  }
  auto res = dyn_cast<DenseResourceElementsAttr>(attr);
  AsmResourceBlob *blob = res ? res.getRawHandle().getBlob() : nullptr;
  if (!blob)
    return std::nullopt;
  auto ft = cast<FloatType>(res.getType().getElementType());
  unsigned bytes = ft.getWidth() / 8;
  ArrayRef<char> data = blob->getData();
  if (data.size() != size_t(attr.getNumElements()) * bytes)
    return std::nullopt;
  for (int64_t i = 0; i < attr.getNumElements(); ++i) {
    uint32_t bits = 0;
    std::memcpy(&bits, data.data() + i * bytes, bytes);
    APFloat v(ft.getFloatSemantics(), APInt(ft.getWidth(), bits));
    bool lost = false;
    v.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
    x.push_back(v.convertToFloat());
  }
  return x;
}

/// quantize(arith.constant) -> assemble(arith.constant codes, scales[, ts]).
struct FoldConstantQuantize : OpRewritePattern<QuantizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QuantizeOp op,
                                PatternRewriter &rewriter) const override {
    ElementsAttr input;
    if (!matchPattern(op.getInput(), m_Constant(&input)))
      return rewriter.notifyMatchFailure(op, "the input is not a constant");
    std::optional<num::QuantSpec> spec = specOf(op);
    if (!spec)
      return rewriter.notifyMatchFailure(op, "no constant form of the type");
    std::optional<std::vector<float>> x = valuesOf(input);
    if (!x)
      return rewriter.notifyMatchFailure(op, "unreadable constant");
    num::Quantized q = num::quantize(*spec, x->data());
    ScaledType type = op.getType();
    Location loc = op.getLoc();
    Value codes = arith::ConstantOp::create(
        rewriter, loc, codesAttr(type.getCodesType(), q.codes));
    RankedTensorType scalesType = type.getScalesType();
    ElementsAttr scalesAttr;
    if (spec->scale == num::ScaleKind::F32)
      scalesAttr =
          DenseElementsAttr::get(scalesType, ArrayRef<float>(q.scales));
    else if (spec->scale == num::ScaleKind::UE5M3)
      scalesAttr = ue5m3Attr(scalesType, q.scaleCodes);
    else
      scalesAttr = codesAttr(scalesType, q.scaleCodes);
    Value scales = arith::ConstantOp::create(rewriter, loc, scalesAttr);
    Value ts;
    if (type.hasTensorScale())
      ts = arith::ConstantOp::create(
          rewriter, loc,
          DenseElementsAttr::get(type.getTensorScaleType(),
                                 ArrayRef<float>{q.tensorScale}));
    rewriter.replaceOpWithNewOp<AssembleOp>(op, type, codes, scales, ts);
    return success();
  }
};
} // namespace

void QuantizeOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                             MLIRContext *context) {
  patterns.add<FoldConstantQuantize>(context);
}

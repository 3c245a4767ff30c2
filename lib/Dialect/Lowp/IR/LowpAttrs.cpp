//===- LowpAttrs.cpp - #lowp.mfma and #lowp.tiling ------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Target/Chip.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace lowp;

#define GET_ATTRDEF_CLASSES
#include "lowp/Dialect/Lowp/IR/LowpOpsAttrs.cpp.inc"

void LowpDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "lowp/Dialect/Lowp/IR/LowpOpsAttrs.cpp.inc"
      >();
}

namespace {
using target::MfmaOperand;

bool isFp8(Type t) {
  return isa<Float8E4M3FNUZType, Float8E5M2FNUZType, Float8E4M3FNType,
             Float8E5M2Type>(t);
}
bool isFnuz(Type t) { return isa<Float8E4M3FNUZType, Float8E5M2FNUZType>(t); }
/// The formats gfx950's f8f6f4 MFMAs read (cbsz / blgp): the OCP ones.
bool isF8F6F4(Type t) { return isOCPType(t); }

/// The catalog entry an attribute's parameters name, or null.
const target::MfmaInstr *lookup(unsigned m, unsigned n, unsigned k, Type a,
                                Type b, bool scaled) {
  if (a.isBF16() && b.isBF16())
    return target::findMfma(m, n, k, MfmaOperand::BF16, scaled);
  if (a.isF16() && b.isF16())
    return target::findMfma(m, n, k, MfmaOperand::F16, scaled);
  if (isF8F6F4(a) && isF8F6F4(b))
    if (auto *mi = target::findMfma(m, n, k, MfmaOperand::F8F6F4, scaled))
      return mi;
  if (isFp8(a) && isFp8(b) && isFnuz(a) == isFnuz(b))
    return target::findMfma(m, n, k, MfmaOperand::FP8, scaled);
  return nullptr;
}

void printDims(AsmPrinter &p, ArrayRef<int64_t> dims) {
  llvm::interleave(dims, p.getStream(), "x");
}
} // namespace

//===----------------------------------------------------------------------===//
// #lowp.mfma
//===----------------------------------------------------------------------===//

Attribute MfmaAttr::parse(AsmParser &p, Type) {
  SmallVector<int64_t> dims;
  Type a, b;
  bool scaled = false;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess())
    return {};
  if (succeeded(p.parseOptionalKeyword("scaled")))
    scaled = true;
  if (p.parseDimensionList(dims, /*allowDynamic=*/false,
                           /*withTrailingX=*/false) ||
      p.parseComma() || p.parseType(a) || p.parseComma() || p.parseType(b) ||
      p.parseGreater())
    return {};
  if (dims.size() != 3 || llvm::any_of(dims, [](int64_t d) {
        return d <= 0 || d > 1024;
      })) {
    p.emitError(loc, "expected the instruction's MxNxK (three sizes)");
    return {};
  }
  return MfmaAttr::getChecked([&] { return p.emitError(loc); },
                              p.getContext(), unsigned(dims[0]),
                              unsigned(dims[1]), unsigned(dims[2]), a, b,
                              scaled);
}

void MfmaAttr::print(AsmPrinter &p) const {
  p << "<";
  if (getScaled())
    p << "scaled ";
  p << getM() << "x" << getN() << "x" << getK() << ", " << getAType() << ", "
    << getBType() << ">";
}

LogicalResult MfmaAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               unsigned m, unsigned n, unsigned k, Type a,
                               Type b, bool scaled) {
  if (lookup(m, n, k, a, b, scaled))
    return success();
  return emitError() << "no " << (scaled ? "scaled " : "") << "MFMA "
                     << m << "x" << n << "x" << k << " reads " << a << " x "
                     << b
                     << " (the catalog: fp8 16x16x32 / 32x32x16 with one "
                        "fp8 type family; bf16 / f16 16x16x16, 32x32x8, "
                        "16x16x32, 32x32x16; f8f6f4 16x16x128 / 32x32x64, "
                        "scaled or not, with OCP fp8 / fp6 / fp4)";
}

const target::MfmaInstr &MfmaAttr::getInstr() const {
  return *lookup(getM(), getN(), getK(), getAType(), getBType(), getScaled());
}

StringRef MfmaAttr::getIsaName() const {
  std::string_view n = getInstr().name;
  return StringRef(n.data(), n.size());
}

unsigned MfmaAttr::getCycles() const {
  return getInstr().cyclesFor(isFp8(getAType()) || isFp8(getBType()));
}

//===----------------------------------------------------------------------===//
// #lowp.tiling
//===----------------------------------------------------------------------===//

Attribute TilingAttr::parse(AsmParser &p, Type) {
  SmallVector<int64_t> wg, waves;
  int64_t splitK = 1;
  Attribute mfma;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess() || p.parseKeyword("workgroup") || p.parseEqual() ||
      p.parseDimensionList(wg, false, false) || p.parseComma() ||
      p.parseKeyword("waves") || p.parseEqual() ||
      p.parseDimensionList(waves, false, false) || p.parseComma() ||
      p.parseKeyword("split_k") || p.parseEqual() || p.parseInteger(splitK) ||
      p.parseComma() || p.parseKeyword("mfma") || p.parseEqual())
    return {};
  SMLoc mfmaLoc = p.getCurrentLocation();
  if (p.parseAttribute(mfma) || p.parseGreater())
    return {};
  auto m = dyn_cast<MfmaAttr>(mfma);
  if (!m) {
    p.emitError(mfmaLoc, "expected a #lowp.mfma attribute");
    return {};
  }
  return TilingAttr::getChecked([&] { return p.emitError(loc); },
                                p.getContext(), wg, waves, splitK, m);
}

void TilingAttr::print(AsmPrinter &p) const {
  p << "<workgroup = ";
  printDims(p, getWorkgroup());
  p << ", waves = ";
  printDims(p, getWaves());
  p << ", split_k = " << getSplitK() << ", mfma = ";
  p.printAttribute(getMfma());
  p << ">";
}

LogicalResult TilingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int64_t> workgroup,
                                 ArrayRef<int64_t> waves, int64_t splitK,
                                 MfmaAttr mfma) {
  if (workgroup.size() != 3 || llvm::any_of(workgroup, [](int64_t d) {
        return d <= 0 || d > 4096;
      }))
    return emitError() << "workgroup must be BMxBNxBK, each in 1..4096";
  if ((waves.size() != 2 && waves.size() != 3) ||
      llvm::any_of(waves, [](int64_t d) { return d <= 0 || d > 16; }))
    return emitError() << "waves must be WMxWN or WMxWNxWK, each in 1..16";
  if (splitK < 1 || splitK > 64)
    return emitError() << "split_k must be in 1..64, not " << splitK;
  if (!mfma)
    return emitError() << "expected an MFMA";
  return success();
}

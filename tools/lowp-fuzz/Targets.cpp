//===- Targets.cpp - fuzz targets shared by lowp-fuzz and libFuzzer -------===//

#include "Targets.h"

#include "lowp/InitAll.h"
#include "lowp/Numerics/Npy.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/raw_ostream.h"

#include <memory>

using namespace mlir;

namespace {
/// The parsing context, made anew every 2000 inputs: a context keeps every
/// type, attribute and identifier it has uniqued, so one context for a
/// million mutated inputs grows without bound (libFuzzer's RSS limit found
/// it).
MLIRContext &context() {
  static std::unique_ptr<MLIRContext> ctx;
  static unsigned uses = 0;
  if (!ctx || ++uses % 2000 == 0) {
    DialectRegistry registry;
    lowp::registerAllDialects(registry);
    ctx = std::make_unique<MLIRContext>(registry);
    ctx->loadAllAvailableDialects();
    ctx->allowUnregisteredDialects(false);
  }
  return *ctx;
}
} // namespace

std::string lowp::fuzz::typeParserTarget(const uint8_t *data, size_t size) {
  MLIRContext &ctx = context();
  std::string text(reinterpret_cast<const char *>(data), size);
  unsigned errors = 0;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    errors += d.getSeverity() == DiagnosticSeverity::Error;
    return success();
  });
  Type t = parseType(text, &ctx);
  if (!t && errors == 0)
    return "type rejected without an error diagnostic";
  if (t) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    t.print(os);
    errors = 0;
    Type back = parseType(printed, &ctx);
    if (back != t)
      return "type '" + printed + "' does not parse back to itself";
  }
  errors = 0;
  OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(text, &ctx);
  if (!m && errors == 0)
    return "module rejected without an error diagnostic";
  return "";
}

std::string lowp::fuzz::npyTarget(const uint8_t *data, size_t size) {
  std::vector<uint8_t> bytes(data, data + size);
  num::NpyArray a;
  std::string error;
  if (!num::parseNpy("fuzz.npy", bytes, a, error))
    return error.rfind("fuzz.npy", 0) == 0
               ? ""
               : "error does not name the file: " + error;
  int64_t n = 1;
  for (int64_t d : a.shape) {
    if (d < 0)
      return "negative size in a parsed shape";
    n *= d;
  }
  if (n != a.numElements() ||
      a.data.size() != size_t(n) * num::dtypeSize(a.dtype))
    return "parsed array's data size disagrees with its shape and dtype";
  num::NpyArray b;
  if (!num::parseNpy("fuzz.npy", num::serializeNpy(a), b, error,
                     a.dtype == num::DType::BF16))
    return "a serialized array does not parse: " + error;
  if (b.shape != a.shape || b.data != a.data)
    return "serializeNpy round trip changed the array";
  return "";
}

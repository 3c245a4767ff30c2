//===- QuantizeArguments.cpp - lowp-quantize-arguments --------------------===//
//
// Weights passed as function arguments, taken already quantized: the
// argument becomes the !lowp.scaled type its quantize produced, and keeps
// what the quantize was as attributes for whoever quantizes offline.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/Transforms/Passes.h"

#include "mlir/IR/SymbolTable.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPQUANTIZEARGUMENTS
#include "lowp/Dialect/Lowp/Transforms/Passes.h.inc"
} // namespace lowp

using namespace mlir;

namespace {
/// The one quantize every use of `arg` is (all alike), or why not.
FailureOr<lowp::QuantizeOp> soleQuantize(BlockArgument arg, std::string &why) {
  lowp::QuantizeOp first;
  for (Operation *user : arg.getUsers()) {
    auto q = dyn_cast<lowp::QuantizeOp>(user);
    if (!q) {
      why = "it is used by '" + user->getName().getStringRef().str() +
            "', not only quantized";
      return failure();
    }
    if (first && (q.getType() != first.getType() ||
                  q.getModeAttr() != first.getModeAttr() ||
                  q.getPow2Scales() != first.getPow2Scales())) {
      why = "its quantizes differ (type, mode or pow2_scales)";
      return failure();
    }
    if (!first)
      first = q;
  }
  if (!first) {
    why = "it is not quantized";
    return failure();
  }
  return first;
}

struct QuantizeArgumentsPass
    : lowp::impl::LowpQuantizeArgumentsBase<QuantizeArgumentsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() ||
        (!function.empty() && func.getSymName() != function))
      return;
    Block &entry = func.getBody().front();
    SmallVector<int64_t> chosen(arguments.begin(), arguments.end());
    bool explicitList = !chosen.empty();
    if (!explicitList)
      for (int64_t i = 0, e = entry.getNumArguments(); i < e; ++i)
        chosen.push_back(i);
    SmallVector<std::pair<int64_t, lowp::QuantizeOp>> work;
    for (int64_t i : chosen) {
      if (i < 0 || i >= int64_t(entry.getNumArguments())) {
        func.emitError() << "lowp-quantize-arguments: argument " << i
                         << " does not exist (the function has "
                         << entry.getNumArguments() << ")";
        return signalPassFailure();
      }
      std::string why;
      FailureOr<lowp::QuantizeOp> q = soleQuantize(entry.getArgument(i), why);
      if (succeeded(q)) {
        work.push_back({i, *q});
      } else if (explicitList) {
        func.emitError() << "lowp-quantize-arguments: argument " << i
                         << " cannot be taken quantized: " << why;
        return signalPassFailure();
      }
    }
    if (work.empty())
      return;
    auto module = func->getParentOfType<ModuleOp>();
    if (module && !SymbolTable::symbolKnownUseEmpty(func, module)) {
      func.emitError("lowp-quantize-arguments: the function has callers in "
                     "the module, which would pass unquantized arguments");
      return signalPassFailure();
    }
    MLIRContext *ctx = &getContext();
    for (auto [i, q] : work) {
      BlockArgument arg = entry.getArgument(i);
      // What the quantize was, for quantizing offline.
      func.setArgAttr(i, "lowp.quantized_from", TypeAttr::get(arg.getType()));
      if (q.getModeAttr())
        func.setArgAttr(i, "lowp.mode", q.getModeAttr());
      if (q.getPow2Scales())
        func.setArgAttr(i, "lowp.pow2_scales", UnitAttr::get(ctx));
      arg.setType(q.getType());
      for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
        user->getResult(0).replaceAllUsesWith(arg);
        user->erase();
      }
    }
    func.setFunctionType(FunctionType::get(
        ctx, entry.getArgumentTypes(), func.getFunctionType().getResults()));
  }
};
} // namespace

//===- Lowp.cpp - C API of the lowp dialect -------------------------------===//

#include "lowp-c/Lowp.h"
#include "lowp/Runtime/Runner.h"

#include "lowp/Compiler/Compile.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Dialect/Lowp/Transforms/Matmuls.h"
#include "lowp/Dialect/Lowp/Transforms/Passes.h"
#include "lowp/InitAll.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Lowp, lowp, lowp::LowpDialect)

void lowpRegisterAllDialects(MlirDialectRegistry registry) {
  lowp::registerAllDialects(*unwrap(registry));
}

void lowpRegisterAllPasses(void) { lowp::registerAllPasses(); }

void lowpRegisterToolDialects(MlirDialectRegistry registry) {
  lowp::registerToolDialects(*unwrap(registry));
}

void lowpRegisterToolPasses(void) { lowp::registerToolPasses(); }

intptr_t lowpGetNumRecipes(void) { return lowp::getRecipes().size(); }
MlirStringRef lowpGetRecipeName(intptr_t i) {
  return wrap(lowp::getRecipes()[i].name);
}
MlirStringRef lowpGetRecipeSummary(intptr_t i) {
  return wrap(lowp::getRecipes()[i].summary);
}

MlirType lowpGetRecipeDefaultElement(MlirContext ctx, MlirStringRef recipe) {
  return wrap(lowp::getRecipeDefaultElement(unwrap(recipe), unwrap(ctx)));
}

bool lowpOperationIsQuantizableMatmul(MlirOperation op) {
  return lowp::isQuantizableMatmul(unwrap(op));
}

LowpOperandSource lowpValueGetOrigin(MlirValue value, MlirValue *root) {
  lowp::OperandOrigin o = lowp::traceOperand(unwrap(value));
  if (root)
    *root = wrap(o.root);
  switch (o.source) {
  case lowp::OperandSource::Constant:
    return LowpOperandConstant;
  case lowp::OperandSource::Argument:
    return LowpOperandArgument;
  case lowp::OperandSource::Computed:
    break;
  }
  return LowpOperandComputed;
}

static lowp::ScaledType scaled(MlirType t) {
  return cast<lowp::ScaledType>(unwrap(t));
}

bool lowpTypeIsAScaled(MlirType type) {
  return isa<lowp::ScaledType>(unwrap(type));
}

MlirType lowpScaledTypeGet(MlirContext ctx, intptr_t rank,
                           const int64_t *shape, MlirType elementType,
                           MlirType scaleType, const int64_t *block,
                           bool tensorScale) {
  MLIRContext *c = unwrap(ctx);
  return wrap(lowp::ScaledType::getChecked(
      [&] { return emitError(UnknownLoc::get(c)); }, c,
      ArrayRef<int64_t>(shape, rank), unwrap(elementType), unwrap(scaleType),
      ArrayRef<int64_t>(block, rank), tensorScale));
}

MlirType lowpScaledTypeGetFromRecipe(MlirContext ctx, MlirStringRef recipe,
                                     intptr_t rank, const int64_t *shape,
                                     MlirType elementType, int64_t axis) {
  MLIRContext *c = unwrap(ctx);
  auto emit = [&] { return emitError(UnknownLoc::get(c)); };
  StringRef name = unwrap(recipe);
  if (!lowp::lookupRecipe(name)) {
    emit() << "unknown recipe '" << name
           << "' (recipes: " << lowp::getRecipeNames() << ")";
    return MlirType{nullptr};
  }
  ArrayRef<int64_t> dims(shape, rank);
  FailureOr<lowp::RecipeParams> p =
      lowp::getRecipeParams(emit, name, dims, unwrap(elementType), axis);
  if (failed(p))
    return MlirType{nullptr};
  return wrap(lowp::ScaledType::getChecked(emit, c, dims, unwrap(elementType),
                                           p->scaleType,
                                           ArrayRef<int64_t>(p->block),
                                           p->tensorScale));
}

intptr_t lowpScaledTypeGetRank(MlirType type) { return scaled(type).getRank(); }
int64_t lowpScaledTypeGetDimSize(MlirType type, intptr_t dim) {
  return scaled(type).getShape()[dim];
}
MlirType lowpScaledTypeGetElementType(MlirType type) {
  return wrap(scaled(type).getElementType());
}
MlirType lowpScaledTypeGetScaleType(MlirType type) {
  return wrap(scaled(type).getScaleType());
}
int64_t lowpScaledTypeGetBlockSize(MlirType type, intptr_t dim) {
  return scaled(type).getBlock()[dim];
}
bool lowpScaledTypeHasTensorScale(MlirType type) {
  return scaled(type).hasTensorScale();
}
MlirStringRef lowpScaledTypeGetRecipe(MlirType type) {
  return wrap(scaled(type).getRecipe().first);
}
int64_t lowpScaledTypeGetRecipeAxis(MlirType type) {
  return scaled(type).getRecipe().second;
}
MlirType lowpScaledTypeGetCodesType(MlirType type) {
  return wrap(Type(scaled(type).getCodesType()));
}
MlirType lowpScaledTypeGetScalesType(MlirType type) {
  return wrap(Type(scaled(type).getScalesType()));
}
MlirType lowpScaledTypeGetTensorScaleType(MlirType type) {
  lowp::ScaledType t = scaled(type);
  return t.hasTensorScale() ? wrap(Type(t.getTensorScaleType()))
                            : MlirType{nullptr};
}

bool lowpTypeIsAUE5M3(MlirType type) {
  return isa<lowp::UE5M3Type>(unwrap(type));
}
MlirType lowpUE5M3TypeGet(MlirContext ctx) {
  return wrap(lowp::UE5M3Type::get(unwrap(ctx)));
}

bool lowpAttributeIsAScaleMode(MlirAttribute attr) {
  return isa<lowp::ScaleModeAttr>(unwrap(attr));
}
MlirAttribute lowpScaleModeAttrGet(MlirContext ctx, MlirStringRef mode) {
  MLIRContext *c = unwrap(ctx);
  std::optional<lowp::ScaleMode> m = lowp::symbolizeScaleMode(unwrap(mode));
  if (!m) {
    emitError(UnknownLoc::get(c))
        << "unknown scale mode '" << unwrap(mode)
        << "' (modes: floor, ceil, even, rceil)";
    return MlirAttribute{nullptr};
  }
  return wrap(Attribute(lowp::ScaleModeAttr::get(c, *m)));
}
MlirStringRef lowpScaleModeAttrGetValue(MlirAttribute attr) {
  return wrap(lowp::stringifyScaleMode(
      cast<lowp::ScaleModeAttr>(unwrap(attr)).getValue()));
}

MlirLogicalResult lowpCompile(MlirOperation module, MlirStringRef chip,
                              MlirStringRef emit, MlirStringRef tile,
                              MlirStringCallback output,
                              MlirStringCallback report,
                              MlirStringCallback contract, void *userData) {
  auto m = dyn_cast<ModuleOp>(unwrap(module));
  if (!m) {
    emitError(unwrap(module)->getLoc(), "lowpCompile expects a builtin.module");
    return mlirLogicalResultFailure();
  }
  OwningOpRef<ModuleOp> clone = m.clone();
  lowp::CompileOptions options;
  options.chip = unwrap(chip).str();
  options.emit = unwrap(emit).str();
  options.tile = unwrap(tile).str();
  options.reports = report != nullptr;
  FailureOr<lowp::CompileResult> r = lowp::compile(*clone, options);
  if (failed(r))
    return mlirLogicalResultFailure();
  auto target = lowp::target::parseChip(options.chip);
  if (output) {
    if (options.emit == "hsaco")
      for (auto &[name, elf] : r->objects)
        output(wrap(StringRef(elf)), userData);
    else
      output(wrap(StringRef(r->text)), userData);
  }
  if (report)
    for (auto &k : r->reports) {
      std::string text = lowp::target::formatReport(k, *target);
      report(wrap(StringRef(text)), userData);
    }
  if (contract)
    contract(wrap(StringRef(r->contract)), userData);
  return mlirLogicalResultSuccess();
}

namespace {
/// .npy bytes as arrays, named "input i"; false with `err` on a bad file.
bool parseInputs(intptr_t numInputs, const MlirStringRef *inputs,
                 std::vector<lowp::num::NpyArray> &arrays,
                 std::vector<std::string> &names, std::string &err) {
  arrays.assign(numInputs, {});
  names.clear();
  for (intptr_t i = 0; i < numInputs; ++i) {
    names.push_back("input " + std::to_string(i));
    StringRef bytes = unwrap(inputs[i]);
    std::vector<uint8_t> data(bytes.begin(), bytes.end());
    if (!lowp::num::parseNpy(names.back(), data, arrays[i], err))
      return false;
  }
  return true;
}

void emitOutputs(const std::vector<lowp::RunOutput> &results,
                 MlirStringCallback output, void *userData) {
  if (output)
    for (const lowp::RunOutput &r : results) {
      std::vector<uint8_t> bytes = lowp::num::serializeNpy(r.array);
      output(wrap(StringRef(reinterpret_cast<const char *>(bytes.data()),
                            bytes.size())),
             userData);
    }
}

/// A compiled function and the module copy it was lowered from.
struct ExecutableBox {
  OwningOpRef<ModuleOp> module;
  std::unique_ptr<lowp::Executable> exe;
  std::vector<std::string> argumentTypes;
};
} // namespace

MlirLogicalResult lowpRun(MlirOperation module, MlirStringRef function,
                          MlirStringRef device, intptr_t numInputs,
                          const MlirStringRef *inputs,
                          MlirStringCallback output, MlirStringCallback error,
                          void *userData) {
  LowpExecutable e =
      lowpExecutableCreate(module, function, device, error, userData);
  if (lowpExecutableIsNull(e))
    return mlirLogicalResultFailure();
  MlirLogicalResult r =
      lowpExecutableRun(e, numInputs, inputs, output, error, userData);
  lowpExecutableDestroy(e);
  return r;
}

LowpExecutable lowpExecutableCreate(MlirOperation module,
                                    MlirStringRef function,
                                    MlirStringRef device,
                                    MlirStringCallback error, void *userData) {
  auto fail = [&](const std::string &msg) {
    if (error)
      error(wrap(StringRef(msg)), userData);
    return LowpExecutable{nullptr};
  };
  auto m = dyn_cast<ModuleOp>(unwrap(module));
  if (!m)
    return fail("lowpExecutableCreate expects a builtin.module");
  auto box = std::make_unique<ExecutableBox>();
  box->module = m.clone();
  lowp::RunOptions options;
  options.function = unwrap(function).str();
  options.device = unwrap(device).str();
  std::string err;
  box->exe = lowp::Executable::create(*box->module, options, err);
  if (!box->exe)
    return fail(err);
  box->argumentTypes = box->exe->argumentTypes();
  return LowpExecutable{box.release()};
}

bool lowpExecutableIsNull(LowpExecutable e) { return e.ptr == nullptr; }

MlirLogicalResult lowpExecutableRun(LowpExecutable e, intptr_t numInputs,
                                    const MlirStringRef *inputs,
                                    MlirStringCallback output,
                                    MlirStringCallback error, void *userData) {
  auto fail = [&](const std::string &msg) {
    if (error)
      error(wrap(StringRef(msg)), userData);
    return mlirLogicalResultFailure();
  };
  if (!e.ptr)
    return fail("lowpExecutableRun: a null executable");
  std::vector<lowp::num::NpyArray> arrays;
  std::vector<std::string> names;
  std::string err;
  if (!parseInputs(numInputs, inputs, arrays, names, err))
    return fail(err);
  std::vector<lowp::RunOutput> results;
  if (!static_cast<ExecutableBox *>(e.ptr)->exe->run(arrays, names, results,
                                                     err))
    return fail(err);
  emitOutputs(results, output, userData);
  return mlirLogicalResultSuccess();
}

void lowpExecutableDestroy(LowpExecutable e) {
  delete static_cast<ExecutableBox *>(e.ptr);
}

intptr_t lowpExecutableGetNumArguments(LowpExecutable e) {
  return e.ptr ? intptr_t(
                     static_cast<ExecutableBox *>(e.ptr)->argumentTypes.size())
               : 0;
}

MlirStringRef lowpExecutableGetArgumentType(LowpExecutable e, intptr_t i) {
  return wrap(StringRef(static_cast<ExecutableBox *>(e.ptr)->argumentTypes[i]));
}

static lowp::Executable *executableOf(LowpExecutable e) {
  return e.ptr ? static_cast<ExecutableBox *>(e.ptr)->exe.get() : nullptr;
}

static void report(MlirStringCallback error, void *userData,
                   const std::string &msg) {
  if (error)
    error(wrap(StringRef(msg)), userData);
}

MlirLogicalResult lowpExecutableRunOnDevice(LowpExecutable e, intptr_t numArgs,
                                            const LowpDeviceBuffer *args,
                                            LowpDeviceResultCallback result,
                                            MlirStringCallback error,
                                            void *userData) {
  lowp::Executable *exe = executableOf(e);
  if (!exe) {
    report(error, userData, "lowpExecutableRunOnDevice: a null executable");
    return mlirLogicalResultFailure();
  }
  std::vector<lowp::Executable::DeviceBuffer> in(numArgs), out;
  for (intptr_t i = 0; i < numArgs; ++i) {
    in[i].data = args[i].data;
    in[i].shape.assign(args[i].shape, args[i].shape + args[i].rank);
  }
  std::string err;
  if (!exe->runOnDevice(in, out, err)) {
    report(error, userData, err);
    return mlirLogicalResultFailure();
  }
  if (result)
    for (const auto &r : out)
      result(r.data, intptr_t(r.shape.size()), r.shape.data(),
             wrap(StringRef(r.dtype)), userData);
  return mlirLogicalResultSuccess();
}

void *lowpExecutableDeviceAlloc(LowpExecutable e, size_t bytes,
                                MlirStringCallback error, void *userData) {
  lowp::Executable *exe = executableOf(e);
  std::string err = "a null executable";
  void *p = exe ? exe->deviceAlloc(bytes, err) : nullptr;
  if (!p)
    report(error, userData, err);
  return p;
}

MlirLogicalResult lowpExecutableCopy(LowpExecutable e, void *dst,
                                     const void *src, size_t bytes,
                                     bool toDevice, MlirStringCallback error,
                                     void *userData) {
  lowp::Executable *exe = executableOf(e);
  std::string err = "a null executable";
  if (exe && exe->copy(dst, src, bytes, toDevice, err))
    return mlirLogicalResultSuccess();
  report(error, userData, err);
  return mlirLogicalResultFailure();
}

void lowpExecutableDeviceFree(LowpExecutable e, void *data) {
  if (lowp::Executable *exe = executableOf(e))
    exe->deviceFree(data);
}

using namespace lowp;
#include "lowp-c/ConversionPasses.capi.cpp.inc"
#include "lowp-c/TransformsPasses.capi.cpp.inc"

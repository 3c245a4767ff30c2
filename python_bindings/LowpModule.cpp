//===- LowpModule.cpp - the `lowp._lowp` Python extension -----------------===//
//
// pybind11 over lowp's C API (contexts, modules, passes, matmul ops) and the
// numerics library (quantize / dequantize NumPy arrays bit-exactly). MLIR
// diagnostics become lowp.MLIRError exceptions; nothing here aborts.
//
//===----------------------------------------------------------------------===//

#include "lowp-c/Lowp.h"
#include "lowp/Numerics/Formats.h"
#include "lowp/Numerics/Quantize.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace py = pybind11;
namespace num = lowp::num;

namespace {

std::string str(MlirStringRef s) { return std::string(s.data, s.length); }
MlirStringRef ref(const std::string &s) {
  return mlirStringRefCreate(s.data(), s.size());
}
void append(MlirStringRef s, void *user) {
  static_cast<std::string *>(user)->append(s.data, s.length);
}
template <typename T, typename F> std::string printed(T x, F print) {
  std::string out;
  print(x, append, &out);
  return out;
}

/// Raised for every MLIR diagnostic-producing failure.
struct MLIRError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A context with lowp's dialects; collects error diagnostics so failures
/// can raise them.
class LowpContext {
public:
  LowpContext() {
    MlirDialectRegistry registry = mlirDialectRegistryCreate();
    lowpRegisterToolDialects(registry);
    lowpRegisterAllDialects(registry);
    ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
    mlirDialectRegistryDestroy(registry);
    mlirContextLoadAllAvailableDialects(ctx);
    mlirContextAttachDiagnosticHandler(ctx, collect, this, nullptr);
    lowpRegisterToolPasses();
    lowpRegisterAllPasses();
  }
  ~LowpContext() { mlirContextDestroy(ctx); }
  LowpContext(const LowpContext &) = delete;

  /// Throws MLIRError with `what` and the diagnostics collected so far.
  [[noreturn]] void fail(const std::string &what) {
    std::string msg = what;
    if (!diagnostics.empty())
      msg += ":\n" + diagnostics;
    diagnostics.clear();
    throw MLIRError(msg);
  }
  void clear() { diagnostics.clear(); }

  MlirContext ctx;
  std::string diagnostics;

private:
  static MlirLogicalResult collect(MlirDiagnostic d, void *user) {
    auto *self = static_cast<LowpContext *>(user);
    MlirDiagnosticSeverity sev = mlirDiagnosticGetSeverity(d);
    const char *kind = sev == MlirDiagnosticError     ? "error"
                       : sev == MlirDiagnosticWarning ? "warning"
                       : sev == MlirDiagnosticNote    ? "note"
                                                      : "remark";
    std::string loc = printed(mlirDiagnosticGetLocation(d), mlirLocationPrint);
    self->diagnostics += loc + ": " + kind + ": " +
                         printed(d, mlirDiagnosticPrint) + "\n";
    return mlirLogicalResultSuccess();
  }
};

class LowpModule;

/// One operand of a matmul, with where its values come from.
struct MatmulOperand {
  std::string role;           // lhs, rhs or init
  std::string kind;           // constant, argument or computed
  std::vector<int64_t> shape; // -1 for a dynamic size
  std::string dtype;
  /// The function argument's index (kind "argument"), else -1.
  int64_t argument = -1;
  /// The element count of what holds the values (the constant or the
  /// argument, before any transpose or broadcast); -1 when dynamic or
  /// computed.
  int64_t elements = -1;
};

/// A matmul-like op of a module (linalg.matmul, linalg.batch_matmul,
/// linalg.generic with a reduction), with what a rule needs to decide.
struct MatmulOp {
  std::shared_ptr<LowpModule> module;
  MlirOperation op;
  std::string name, function, key, location;
  std::vector<std::vector<int64_t>> shapes; // inputs then init
  std::vector<std::string> elementTypes;
  std::vector<MatmulOperand> operands; // lhs, rhs, init
  /// The module's generation when this handle was made: a pass pipeline may
  /// erase the op, so later handles from before it are refused.
  unsigned generation = 0;
  void checkLive() const;
};

/// Operand `i` of a matmul (0 lhs, 1 rhs, 2 init) as a rule sees it.
MatmulOperand describeOperand(MlirValue v, intptr_t i,
                              const std::vector<int64_t> &shape,
                              const std::string &dtype) {
  static const char *roles[] = {"lhs", "rhs", "init"};
  MatmulOperand d;
  d.role = i < 3 ? roles[i] : "operand";
  d.shape = shape;
  d.dtype = dtype;
  MlirValue root;
  switch (lowpValueGetOrigin(v, &root)) {
  case LowpOperandConstant:
    d.kind = "constant";
    break;
  case LowpOperandArgument:
    d.kind = "argument";
    d.argument = mlirBlockArgumentGetArgNumber(root);
    break;
  default:
    d.kind = "computed";
    return d;
  }
  MlirType t = mlirValueGetType(root);
  if (mlirTypeIsARankedTensor(t) && mlirShapedTypeHasStaticShape(t)) {
    d.elements = 1;
    for (intptr_t k = 0; k < mlirShapedTypeGetRank(t); ++k)
      d.elements *= mlirShapedTypeGetDimSize(t, k);
  }
  return d;
}

class LowpModule : public std::enable_shared_from_this<LowpModule> {
public:
  LowpModule(std::shared_ptr<LowpContext> context, MlirModule module)
      : context(std::move(context)), module(module) {}
  ~LowpModule() { mlirModuleDestroy(module); }

  static std::shared_ptr<LowpModule> parse(const std::string &text,
                                           std::shared_ptr<LowpContext> c) {
    c->clear();
    MlirModule m = mlirModuleCreateParse(c->ctx, ref(text));
    if (mlirModuleIsNull(m))
      c->fail("cannot parse the module");
    return std::make_shared<LowpModule>(c, m);
  }

  MlirOperation op() { return mlirModuleGetOperation(module); }
  std::string print() { return printed(op(), mlirOperationPrint); }

  void runPipeline(const std::string &pipeline) {
    context->clear();
    MlirPassManager pm = mlirPassManagerCreate(context->ctx);
    std::string err;
    MlirLogicalResult parsed = mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm), ref(pipeline), append, &err);
    if (mlirLogicalResultIsFailure(parsed)) {
      mlirPassManagerDestroy(pm);
      throw MLIRError("bad pass pipeline '" + pipeline + "': " + err);
    }
    ++generation; // ops may be erased or replaced from here on
    MlirLogicalResult ran = mlirPassManagerRunOnOp(pm, op());
    mlirPassManagerDestroy(pm);
    if (mlirLogicalResultIsFailure(ran))
      context->fail("pass pipeline '" + pipeline + "' failed");
  }

  std::vector<MatmulOp> matmuls() {
    struct State {
      LowpModule *self;
      std::vector<MatmulOp> ops;
      std::string function;
      int index = 0;
    } state{this, {}, "", 0};
    mlirOperationWalk(
        op(),
        [](MlirOperation o, void *user) -> MlirWalkResult {
          auto *s = static_cast<State *>(user);
          std::string name = str(mlirIdentifierStr(mlirOperationGetName(o)));
          if (name == "func.func") {
            MlirAttribute sym = mlirOperationGetAttributeByName(
                o, mlirStringRefCreateFromCString("sym_name"));
            s->function = mlirAttributeIsNull(sym)
                              ? ""
                              : str(mlirStringAttrGetValue(sym));
            s->index = 0;
            return MlirWalkResultAdvance;
          }
          if (!lowpOperationIsQuantizableMatmul(o))
            return MlirWalkResultAdvance;
          MatmulOp m;
          m.module = s->self->shared_from_this();
          m.op = o;
          m.generation = s->self->generation;
          m.name = name;
          m.function = s->function;
          m.key = s->function + "#" + std::to_string(s->index++);
          m.location = printed(mlirOperationGetLocation(o), mlirLocationPrint);
          for (intptr_t i = 0; i < mlirOperationGetNumOperands(o); ++i) {
            MlirType t = mlirValueGetType(mlirOperationGetOperand(o, i));
            std::vector<int64_t> shape;
            if (mlirTypeIsARankedTensor(t)) {
              for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d)
                shape.push_back(mlirShapedTypeIsDynamicDim(t, d)
                                    ? -1
                                    : mlirShapedTypeGetDimSize(t, d));
              m.elementTypes.push_back(
                  printed(mlirShapedTypeGetElementType(t), mlirTypePrint));
            } else {
              m.elementTypes.push_back(printed(t, mlirTypePrint));
            }
            m.shapes.push_back(shape);
            m.operands.push_back(describeOperand(mlirOperationGetOperand(o, i),
                                                 i, shape,
                                                 m.elementTypes.back()));
          }
          s->ops.push_back(std::move(m));
          return MlirWalkResultAdvance;
        },
        &state, MlirWalkPreOrder);
    return std::move(state.ops);
  }

  /// The arguments of function `name`: one dict each with "type" and, for
  /// those lowp-quantize-arguments made scaled, "quantized_from", "mode"
  /// and "pow2_scales".
  py::list arguments(const std::string &name) {
    MlirOperation func{nullptr};
    for (MlirOperation o =
             mlirBlockGetFirstOperation(mlirModuleGetBody(module));
         !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
      MlirAttribute sym = mlirOperationGetAttributeByName(
          o, mlirStringRefCreateFromCString("sym_name"));
      if (!mlirAttributeIsNull(sym) && str(mlirStringAttrGetValue(sym)) == name)
        func = o;
    }
    MlirAttribute ft =
        mlirOperationIsNull(func)
            ? MlirAttribute{nullptr}
            : mlirOperationGetAttributeByName(
                  func, mlirStringRefCreateFromCString("function_type"));
    if (mlirAttributeIsNull(ft))
      throw py::value_error("no function @" + name + " in the module");
    MlirType type = mlirTypeAttrGetValue(ft);
    MlirAttribute argAttrs = mlirOperationGetAttributeByName(
        func, mlirStringRefCreateFromCString("arg_attrs"));
    py::list out;
    for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(type); ++i) {
      py::dict d;
      d["type"] = printed(mlirFunctionTypeGetInput(type, i), mlirTypePrint);
      MlirAttribute dict = mlirAttributeIsNull(argAttrs)
                               ? MlirAttribute{nullptr}
                               : mlirArrayAttrGetElement(argAttrs, i);
      auto get = [&](const char *key) {
        return mlirAttributeIsNull(dict)
                   ? MlirAttribute{nullptr}
                   : mlirDictionaryAttrGetElementByName(
                         dict, mlirStringRefCreateFromCString(key));
      };
      if (MlirAttribute from = get("lowp.quantized_from");
          !mlirAttributeIsNull(from)) {
        d["quantized_from"] =
            printed(mlirTypeAttrGetValue(from), mlirTypePrint);
        MlirAttribute mode = get("lowp.mode");
        d["mode"] = mlirAttributeIsNull(mode)
                        ? py::object(py::none())
                        : py::str(str(lowpScaleModeAttrGetValue(mode)));
        d["pow2_scales"] = !mlirAttributeIsNull(get("lowp.pow2_scales"));
      }
      out.append(d);
    }
    return out;
  }

  std::shared_ptr<LowpContext> context;
  MlirModule module;
  unsigned generation = 0;
};

void MatmulOp::checkLive() const {
  if (generation != module->generation)
    throw py::value_error("this MatmulOp is stale: a pass pipeline ran on its "
                          "module since matmuls() returned it; call "
                          "matmuls() again");
}

void setStringAttr(MatmulOp &m, const std::string &name,
                   const std::string &value) {
  m.checkLive();
  MlirContext ctx = m.module->context->ctx;
  mlirOperationSetAttributeByName(m.op, ref(name),
                                  mlirStringAttrGet(ctx, ref(value)));
}

/// lowp-run from Python: .npy bytes in, .npy bytes out.
struct RunSink {
  std::vector<std::string> outputs;
  std::string error;
  static void output(MlirStringRef s, void *u) {
    static_cast<RunSink *>(u)->outputs.push_back(str(s));
  }
  static void fail(MlirStringRef s, void *u) {
    static_cast<RunSink *>(u)->error = str(s);
  }
  py::list list() const {
    py::list out;
    for (const std::string &o : outputs)
      out.append(py::bytes(o));
    return out;
  }
};

/// .npy inputs as the C API takes them (`owned` keeps the bytes).
std::vector<MlirStringRef> inputRefs(const std::vector<py::bytes> &in,
                                     std::vector<std::string> &owned) {
  for (const py::bytes &b : in)
    owned.push_back(b);
  std::vector<MlirStringRef> refs;
  for (const std::string &s : owned)
    refs.push_back(mlirStringRefCreate(s.data(), s.size()));
  return refs;
}

py::list runModule(LowpModule &m, const std::string &function,
                   const std::string &device,
                   const std::vector<py::bytes> &in) {
  RunSink sink;
  std::vector<std::string> owned;
  std::vector<MlirStringRef> refs = inputRefs(in, owned);
  m.context->clear();
  MlirLogicalResult r = lowpRun(m.op(), ref(function), ref(device),
                                static_cast<intptr_t>(refs.size()), refs.data(),
                                RunSink::output, RunSink::fail, &sink);
  if (mlirLogicalResultIsFailure(r))
    m.context->fail(sink.error.empty() ? "cannot run" : sink.error);
  return sink.list();
}

/// A function compiled once for a device (lowp.load): the C API's
/// LowpExecutable, run any number of times.
class Executable {
public:
  Executable(LowpModule &m, const std::string &function,
             const std::string &device)
      : context(m.context), device(device) {
    RunSink sink;
    context->clear();
    exe = lowpExecutableCreate(m.op(), ref(function), ref(device),
                               RunSink::fail, &sink);
    if (lowpExecutableIsNull(exe))
      context->fail(sink.error.empty() ? "cannot compile" : sink.error);
  }
  ~Executable() { lowpExecutableDestroy(exe); }
  Executable(const Executable &) = delete;
  Executable &operator=(const Executable &) = delete;

  py::list run(const std::vector<py::bytes> &in) {
    RunSink sink;
    std::vector<std::string> owned;
    std::vector<MlirStringRef> refs = inputRefs(in, owned);
    context->clear();
    MlirLogicalResult r =
        lowpExecutableRun(exe, static_cast<intptr_t>(refs.size()), refs.data(),
                          RunSink::output, RunSink::fail, &sink);
    if (mlirLogicalResultIsFailure(r))
      context->fail(sink.error.empty() ? "cannot run" : sink.error);
    return sink.list();
  }

  /// Device memory (hip-* devices): a new buffer holding `data`.
  uintptr_t toDevice(const py::bytes &data) {
    std::string bytes = data;
    RunSink sink;
    void *p =
        lowpExecutableDeviceAlloc(exe, bytes.size(), RunSink::fail, &sink);
    if (!p)
      context->fail(sink.error);
    if (mlirLogicalResultIsFailure(lowpExecutableCopy(
            exe, p, bytes.data(), bytes.size(), true, RunSink::fail, &sink))) {
      lowpExecutableDeviceFree(exe, p);
      context->fail(sink.error);
    }
    return reinterpret_cast<uintptr_t>(p);
  }
  py::bytes toHost(uintptr_t ptr, size_t n) {
    std::string out(n, '\0');
    RunSink sink;
    if (mlirLogicalResultIsFailure(
            lowpExecutableCopy(exe, out.data(), reinterpret_cast<void *>(ptr),
                               n, false, RunSink::fail, &sink)))
      context->fail(sink.error);
    return py::bytes(out);
  }
  void free(uintptr_t ptr) {
    lowpExecutableDeviceFree(exe, reinterpret_cast<void *>(ptr));
  }
  /// Runs on device buffers [(address, shape)]; returns the results as
  /// [(address, shape, dtype)].
  py::list runOnDevice(
      const std::vector<std::pair<uintptr_t, std::vector<int64_t>>> &args) {
    std::vector<LowpDeviceBuffer> bufs;
    for (const auto &[ptr, shape] : args)
      bufs.push_back({reinterpret_cast<void *>(ptr), intptr_t(shape.size()),
                      shape.data()});
    struct Sink {
      py::list results;
      std::string error;
    } sink;
    MlirLogicalResult r = lowpExecutableRunOnDevice(
        exe, intptr_t(bufs.size()), bufs.data(),
        [](void *data, intptr_t rank, const int64_t *shape, MlirStringRef dt,
           void *u) {
          static_cast<Sink *>(u)->results.append(py::make_tuple(
              reinterpret_cast<uintptr_t>(data),
              std::vector<int64_t>(shape, shape + rank), str(dt)));
        },
        [](MlirStringRef s, void *u) {
          static_cast<Sink *>(u)->error = str(s);
        },
        &sink);
    if (mlirLogicalResultIsFailure(r))
      context->fail(sink.error.empty() ? "cannot run" : sink.error);
    return sink.results;
  }

  std::shared_ptr<LowpContext> context; // outlives the compiled module
  std::string device;
  LowpExecutable exe{nullptr};
};

/// lowp-compile from Python: the output, the kernels' reports and the
/// launch contract.
py::dict compileModule(LowpModule &m, const std::string &chip,
                       const std::string &emit, const std::string &tile) {
  struct Sink {
    std::vector<std::string> outputs, reports;
    std::string contract;
  } sink;
  m.context->clear();
  MlirLogicalResult r = lowpCompile(
      m.op(), ref(chip), ref(emit), ref(tile),
      [](MlirStringRef s, void *u) {
        static_cast<Sink *>(u)->outputs.push_back(str(s));
      },
      [](MlirStringRef s, void *u) {
        static_cast<Sink *>(u)->reports.push_back(str(s));
      },
      [](MlirStringRef s, void *u) { static_cast<Sink *>(u)->contract = str(s); },
      &sink);
  if (mlirLogicalResultIsFailure(r))
    m.context->fail("cannot compile for " + chip);
  py::dict out;
  if (emit == "hsaco") {
    py::list objects;
    for (auto &o : sink.outputs)
      objects.append(py::bytes(o));
    out["objects"] = objects;
  } else {
    out["text"] = sink.outputs.empty() ? std::string() : sink.outputs.front();
  }
  out["reports"] = sink.reports;
  out["contract"] = sink.contract;
  return out;
}

//===----------------------------------------------------------------------===//
// NumPy quantize / dequantize through the numerics library
//===----------------------------------------------------------------------===//

/// The numerics spec of `recipe` for `shape` (blocks along `axis`).
num::QuantSpec specFor(LowpContext &c, const std::string &recipe,
                       const std::string &element,
                       const std::vector<int64_t> &shape, int64_t axis) {
  c.clear();
  MlirType elem = mlirTypeParseGet(c.ctx, ref(element));
  if (mlirTypeIsNull(elem) || !num::parseFormat(element))
    throw py::value_error("unknown element format '" + element + "'");
  MlirType t = lowpScaledTypeGetFromRecipe(c.ctx, ref(recipe), shape.size(),
                                           shape.data(), elem, axis);
  if (mlirTypeIsNull(t))
    c.fail("recipe '" + recipe + "' does not apply");
  num::QuantSpec spec;
  spec.element = *num::parseFormat(element);
  std::string scale = printed(lowpScaledTypeGetScaleType(t), mlirTypePrint);
  spec.scale = scale == "f32"         ? num::ScaleKind::F32
               : scale == "f8E8M0FNU" ? num::ScaleKind::E8M0
               : scale == "f8E4M3FN"  ? num::ScaleKind::UE4M3
                                      : num::ScaleKind::UE5M3;
  spec.layout.shape = shape;
  for (intptr_t d = 0; d < (intptr_t)shape.size(); ++d)
    spec.layout.block.push_back(lowpScaledTypeGetBlockSize(t, d));
  spec.tensorScale = lowpScaledTypeHasTensorScale(t);
  return spec;
}

/// The recipe's default element format, or "" for an unknown recipe (which
/// specFor then reports).
std::string defaultElement(LowpContext &c, const std::string &recipe) {
  MlirType t = lowpGetRecipeDefaultElement(c.ctx, ref(recipe));
  return mlirTypeIsNull(t) ? "f8E4M3FN" : printed(t, mlirTypePrint);
}

num::ScaleMode parseMode(const std::string &mode) {
  if (mode == "floor")
    return num::ScaleMode::Floor;
  if (mode == "ceil")
    return num::ScaleMode::Ceil;
  if (mode == "even")
    return num::ScaleMode::Even;
  if (mode == "rceil")
    return num::ScaleMode::RCeil;
  throw py::value_error("unknown scale mode '" + mode +
                        "' (modes: floor, ceil, even, rceil)");
}

std::vector<int64_t> shapeOf(const py::array &a) {
  return std::vector<int64_t>(a.shape(), a.shape() + a.ndim());
}

py::tuple quantize(LowpContext &c, py::array_t<float, py::array::c_style |
                                                         py::array::forcecast>
                                       x,
                   const std::string &recipe, std::optional<std::string> element,
                   const std::string &mode, int64_t axis, bool pow2Scales) {
  std::vector<int64_t> shape = shapeOf(x);
  num::QuantSpec spec =
      specFor(c, recipe, element.value_or(defaultElement(c, recipe)), shape, axis);
  if (spec.scale == num::ScaleKind::E8M0)
    spec.mode = parseMode(mode);
  spec.pow2 = pow2Scales && spec.scale == num::ScaleKind::F32;
  std::string bad = num::validate(spec);
  if (!bad.empty())
    throw py::value_error(bad);
  num::Quantized q;
  {
    py::gil_scoped_release release;
    q = num::quantize(spec, x.data());
  }
  py::array_t<uint8_t> codes(shape);
  std::copy(q.codes.begin(), q.codes.end(), codes.mutable_data());
  std::vector<int64_t> sshape = spec.layout.scaleShape();
  py::object scales;
  if (spec.scale == num::ScaleKind::F32) {
    py::array_t<float> s(sshape);
    std::copy(q.scales.begin(), q.scales.end(), s.mutable_data());
    scales = s;
  } else {
    py::array_t<uint8_t> s(sshape);
    std::copy(q.scaleCodes.begin(), q.scaleCodes.end(), s.mutable_data());
    scales = s;
  }
  py::object ts = spec.tensorScale ? py::object(py::float_(q.tensorScale))
                                   : py::object(py::none());
  return py::make_tuple(codes, scales, ts);
}

py::array_t<float> dequantize(LowpContext &c, py::array_t<uint8_t> codes,
                              py::array scales, const std::string &recipe,
                              std::optional<std::string> element, int64_t axis,
                              std::optional<float> tensorScale) {
  std::vector<int64_t> shape = shapeOf(codes);
  num::QuantSpec spec =
      specFor(c, recipe, element.value_or(defaultElement(c, recipe)), shape, axis);
  if (shapeOf(scales) != spec.layout.scaleShape())
    throw py::value_error("scales have the wrong shape for recipe '" + recipe +
                          "' on this codes array");
  if (spec.tensorScale && !tensorScale)
    throw py::value_error("recipe '" + recipe + "' needs tensor_scale");
  num::Quantized q;
  auto cc = py::array_t<uint8_t, py::array::c_style | py::array::forcecast>(
      codes);
  q.codes.assign(cc.data(), cc.data() + cc.size());
  if (spec.scale == num::ScaleKind::F32) {
    auto s = py::array_t<float, py::array::c_style | py::array::forcecast>(
        scales);
    q.scales.assign(s.data(), s.data() + s.size());
  } else {
    auto s = py::array_t<uint8_t, py::array::c_style | py::array::forcecast>(
        scales);
    q.scaleCodes.assign(s.data(), s.data() + s.size());
  }
  if (tensorScale)
    q.tensorScale = *tensorScale;
  py::array_t<float> out(shape);
  num::dequantize(spec, q, out.mutable_data());
  return out;
}

} // namespace

PYBIND11_MODULE(_lowp, m) {
  m.doc() = "lowp: scaled low-precision matmuls for AMD Instinct GPUs";
  static py::exception<MLIRError> mlirError(m, "MLIRError");
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p)
        std::rethrow_exception(p);
    } catch (const MLIRError &e) {
      mlirError(e.what());
    }
  });

  py::class_<LowpContext, std::shared_ptr<LowpContext>>(
      m, "Context", "An MLIR context with lowp's dialects and passes")
      .def(py::init<>());

  py::class_<LowpModule, std::shared_ptr<LowpModule>>(m, "Module")
      .def_static("parse", &LowpModule::parse, py::arg("text"),
                  py::arg("context"), "Parses MLIR text; raises MLIRError")
      .def("__str__", &LowpModule::print)
      .def_property_readonly("context",
                             [](LowpModule &self) { return self.context; })
      .def("run_pipeline", &LowpModule::runPipeline, py::arg("pipeline"),
           "Runs a textual pass pipeline, e.g. "
           "'builtin.module(lowp-quantize-matmuls)'; raises MLIRError")
      .def("matmuls", &LowpModule::matmuls,
           "The matmuls lowp-quantize-matmuls can rewrite, in program order")
      .def("arguments", &LowpModule::arguments, py::arg("function"),
           "The arguments of a function: a dict each with 'type' (its MLIR "
           "type) and, for weights lowp-quantize-arguments made scaled, "
           "'quantized_from' (the tensor type), 'mode' and 'pow2_scales'");

  py::class_<MatmulOperand>(
      m, "MatmulOperand",
      "A matmul operand as a rule sees it: kind is 'constant' (weights the "
      "model carries), 'argument' (a function argument: weights passed in, "
      "or inputs) or 'computed' (activations), read through transposes, "
      "broadcasts, reshapes and float casts.")
      .def_readonly("role", &MatmulOperand::role, "lhs, rhs or init")
      .def_readonly("kind", &MatmulOperand::kind,
                    "constant, argument or computed")
      .def_readonly("shape", &MatmulOperand::shape, "-1 for a dynamic size")
      .def_readonly("dtype", &MatmulOperand::dtype)
      .def_property_readonly(
          "argument",
          [](const MatmulOperand &o) -> py::object {
            return o.argument < 0 ? py::object(py::none())
                                  : py::int_(o.argument);
          },
          "the function argument's index, or None")
      .def_property_readonly(
          "elements",
          [](const MatmulOperand &o) -> py::object {
            return o.elements < 0 ? py::object(py::none())
                                  : py::int_(o.elements);
          },
          "the element count of the constant or argument that holds the "
          "values (before transposes and broadcasts); None if dynamic or "
          "computed")
      .def("__repr__", [](const MatmulOperand &o) {
        return "<MatmulOperand " + o.role + ": " + o.kind + " " + o.dtype + ">";
      });
  py::class_<MatmulOp>(m, "MatmulOp")
      .def_readonly("name", &MatmulOp::name)
      .def_readonly("function", &MatmulOp::function)
      .def_readonly("key", &MatmulOp::key, "FUNCTION#INDEX")
      .def_readonly("location", &MatmulOp::location)
      .def_readonly("shapes", &MatmulOp::shapes,
                    "Operand shapes (inputs, then the init; -1 dynamic)")
      .def_readonly("element_types", &MatmulOp::elementTypes)
      .def_readonly("operands", &MatmulOp::operands,
                    "[lhs, rhs, init] as MatmulOperand")
      .def_property_readonly(
          "lhs", [](const MatmulOp &m) { return m.operands.at(0); },
          "the left operand (MatmulOperand)")
      .def_property_readonly(
          "rhs", [](const MatmulOp &m) { return m.operands.at(1); },
          "the right operand (MatmulOperand)")
      .def_property_readonly(
          "init", [](const MatmulOp &m) { return m.operands.at(2); },
          "the output tensor accumulated into (MatmulOperand)")
      .def("set_attr", &setStringAttr, py::arg("name"), py::arg("value"),
           "Sets a string attribute (lowp.lhs_recipe, lowp.rhs_recipe, "
           "lowp.mode)")
      .def(
          "skip",
          [](MatmulOp &self) {
            self.checkLive();
            mlirOperationSetAttributeByName(
                self.op, mlirStringRefCreateFromCString("lowp.no_quantize"),
                mlirUnitAttrGet(self.module->context->ctx));
          },
          "Marks the op to be left alone by lowp-quantize-matmuls");

  m.def("recipes", [] {
    std::vector<std::pair<std::string, std::string>> out;
    for (intptr_t i = 0; i < lowpGetNumRecipes(); ++i)
      out.emplace_back(str(lowpGetRecipeName(i)), str(lowpGetRecipeSummary(i)));
    return out;
  }, "(name, summary) of every recipe");

  py::class_<Executable>(m, "_Executable")
      .def(py::init<LowpModule &, const std::string &, const std::string &>(),
           py::arg("module"), py::arg("function"), py::arg("device"))
      .def("_run", &Executable::run, py::arg("inputs"))
      .def_property_readonly(
          "argument_types",
          [](const Executable &e) {
            std::vector<std::string> types;
            for (intptr_t i = 0; i < lowpExecutableGetNumArguments(e.exe); ++i)
              types.push_back(str(lowpExecutableGetArgumentType(e.exe, i)));
            return types;
          })
      .def("_to_device", &Executable::toDevice, py::arg("data"))
      .def("_to_host", &Executable::toHost, py::arg("ptr"), py::arg("nbytes"))
      .def("_free", &Executable::free, py::arg("ptr"))
      .def("_run_on_device", &Executable::runOnDevice, py::arg("buffers"))
      .def_readonly("device", &Executable::device);
  m.def("_run", &runModule, py::arg("module"), py::arg("function"),
        py::arg("device"), py::arg("inputs"));
  m.def("_compile", &compileModule, py::arg("module"), py::arg("chip"),
        py::arg("emit"), py::arg("tile"));
  m.def("_quantize", &quantize, py::arg("context"), py::arg("array"),
        py::arg("recipe"), py::arg("element") = py::none(),
        py::arg("mode") = "floor", py::arg("axis") = -1,
        py::arg("pow2_scales") = false);
  m.def("_dequantize", &dequantize, py::arg("context"), py::arg("codes"),
        py::arg("scales"), py::arg("recipe"), py::arg("element") = py::none(),
        py::arg("axis") = -1, py::arg("tensor_scale") = py::none());
}

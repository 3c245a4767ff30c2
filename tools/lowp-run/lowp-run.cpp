//===- lowp-run.cpp - run a lowp function on the host ---------------------===//
//
// lowp-run FILE.mlir --function=NAME --input=@a.npy ... [--output=@o.npy ...]
//
// JIT-compiles NAME through the reference pipeline (lowp-lower-to-reference,
// bufferization, LLVM) and runs it on NumPy inputs. Low-precision tensors
// cross the boundary as one uint8 code per element; a !lowp.scaled argument
// or result is its codes, its scales and (two-level recipes) its tensor
// scale, in that order. Every problem with the input is a one-line error and
// exit status 1, never a crash.
//
//===----------------------------------------------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Emulator/Emulator.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/InitAll.h"
#include "lowp/Numerics/Formats.h"
#include "lowp/Numerics/Npy.h"
#include "lowp/Pipelines/Pipelines.h"
#include "lowp/Runtime/ReferenceRuntime.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory toolOptions("lowp-run options");
namespace num = lowp::num;

static cl::opt<std::string> inputFile(cl::cat(toolOptions), cl::Positional, cl::Required,
                                      cl::desc("<input .mlir file>"));
static cl::opt<std::string>
    functionName(cl::cat(toolOptions), "function", cl::value_desc("name"),
                 cl::desc("The function to run (default: the module's only "
                          "public function)"));
static cl::list<std::string>
    inputs(cl::cat(toolOptions), "input", cl::value_desc("@file.npy"),
           cl::desc("One input per tensor argument, in order. A "
                    "!lowp.scaled argument takes its codes (uint8), its "
                    "scales (uint8 codes or f32) and, for two-level "
                    "recipes, its f32 tensor scale"));
static cl::list<std::string>
    outputs(cl::cat(toolOptions), "output", cl::value_desc("@file.npy"),
            cl::desc("Where to write each result (expanded like the "
                     "inputs); without it the results are printed"));
static cl::opt<std::string>
    device(cl::cat(toolOptions), "device", cl::init("cpu"), cl::value_desc("cpu|emu-gfx942|emu-gfx950"),
           cl::desc("Where to run: cpu (the exact reference path) or the "
                    "emulator of a chip (runs a gpu.func kernel, --kernel)"));
static cl::opt<std::string>
    kernelName(cl::cat(toolOptions), "kernel", cl::value_desc("name"),
               cl::desc("Emulator devices: the gpu.func kernel to launch "
                        "(NAME or MODULE::NAME)"));
static cl::list<int64_t> gridDims(cl::cat(toolOptions), "grid", cl::CommaSeparated,
                                  cl::value_desc("x[,y,z]"),
                                  cl::desc("Emulator: workgroups per grid"));
static cl::list<int64_t> blockDims(cl::cat(toolOptions), "block", cl::CommaSeparated,
                                   cl::value_desc("x[,y,z]"),
                                   cl::desc("Emulator: threads per workgroup"));
static cl::opt<std::string> accumulation(cl::cat(toolOptions), 
    "accumulation", cl::init("hardware"), cl::value_desc("hardware|exact"),
    cl::desc("Emulator: MFMA accumulation model (docs/emulator.md)"));
static cl::opt<std::string>
    tileOption(cl::cat(toolOptions), "tile", cl::value_desc("BMxBNxBK[xSPLITK]"),
               cl::desc("Emulator devices, host functions: the workgroup "
                        "tile of the generated matmul kernels instead of "
                        "the cost model's (lowp-lower-to-gpu's tile)"));
static cl::opt<bool> emuStats(cl::cat(toolOptions), "emu-stats", cl::init(false),
                              cl::desc("Emulator: print launch statistics"));
static cl::opt<bool>
    printLowered(cl::cat(toolOptions), "print-lowered", cl::init(false),
                 cl::desc("Print the LLVM-dialect module before running"));

namespace {
[[noreturn]] void fail(const llvm::Twine &msg) {
  llvm::errs() << "lowp-run: " << msg << "\n";
  llvm::errs().flush();
  std::exit(1);
}

std::string typeStr(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// One .npy-level value of the entry function's boundary.
struct Slot {
  std::string what; // for messages
  RankedTensorType type;
};

std::vector<Slot> expand(TypeRange types, const char *kind) {
  std::vector<Slot> slots;
  for (auto [i, t] : llvm::enumerate(types)) {
    std::string base = std::string(kind) + " " + std::to_string(i);
    if (auto s = dyn_cast<lowp::ScaledType>(t)) {
      slots.push_back({base + " (codes of " + typeStr(t) + ")",
                       s.getCodesType()});
      slots.push_back({base + " (scales of " + typeStr(t) + ")",
                       s.getScalesType()});
      if (s.hasTensorScale())
        slots.push_back({base + " (tensor scale of " + typeStr(t) + ")",
                         s.getTensorScaleType()});
    } else if (auto r = dyn_cast<RankedTensorType>(t)) {
      slots.push_back({base + " (" + typeStr(t) + ")", r});
    } else {
      fail(base + " has type " + typeStr(t) +
           "; lowp-run passes ranked tensors and !lowp.scaled values only");
    }
  }
  return slots;
}

bool isCodeType(Type t) {
  return lowp::isScaledElementType(t) ||
         isa<Float8E8M0FNUType, lowp::UE5M3Type>(t);
}

/// The .npy dtype that carries element type `t`.
num::DType dtypeFor(Type t) {
  if (t.isF32())
    return num::DType::F32;
  if (t.isF64())
    return num::DType::F64;
  if (t.isF16())
    return num::DType::F16;
  if (t.isBF16())
    return num::DType::BF16;
  if (t.isInteger(1))
    return num::DType::Bool;
  if (t.isInteger(8) || isCodeType(t))
    return num::DType::U8;
  if (t.isInteger(16))
    return num::DType::I16;
  if (t.isInteger(32))
    return num::DType::I32;
  if (t.isInteger(64))
    return num::DType::I64;
  fail("element type " + typeStr(t) + " cannot cross the .npy boundary");
}

unsigned codeBits(Type t) {
  if (auto f = dyn_cast<FloatType>(t))
    return f.getWidth();
  return 8; // ue5m3
}

std::string shapeStr(ArrayRef<int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + (ShapedType::isDynamic(shape[i])
                                ? std::string("?")
                                : std::to_string(shape[i]));
  return s + (shape.size() == 1 ? ",)" : ")");
}

/// A ranked memref descriptor: {alloc, aligned, offset, sizes, strides}.
std::vector<int64_t> makeDescriptor(void *data, ArrayRef<int64_t> shape) {
  std::vector<int64_t> d(3 + 2 * shape.size());
  d[0] = d[1] = reinterpret_cast<int64_t>(data);
  d[2] = 0;
  int64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    d[3 + i] = shape[i];
    d[3 + shape.size() + i] = stride;
    stride *= shape[i];
  }
  return d;
}

/// Reads a result descriptor (at `fields`) into a contiguous array.
num::NpyArray readResult(const int64_t *fields, const Slot &slot) {
  int64_t rank = slot.type.getRank();
  num::NpyArray a;
  a.dtype = dtypeFor(slot.type.getElementType());
  unsigned es = num::dtypeSize(a.dtype);
  const char *base = reinterpret_cast<const char *>(fields[1]) + fields[2] * es;
  const int64_t *sizes = fields + 3, *strides = fields + 3 + rank;
  a.shape.assign(sizes, sizes + rank);
  a.data.resize(a.numElements() * es);
  std::vector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = a.numElements(); e < n; ++e) {
    int64_t off = 0;
    for (int64_t d = 0; d < rank; ++d)
      off += idx[d] * strides[d];
    std::memcpy(a.data.data() + e * es, base + off * es, es);
    for (int64_t d = rank; d-- > 0;) {
      if (++idx[d] < sizes[d])
        break;
      idx[d] = 0;
    }
  }
  return a;
}

double elementAsDouble(const num::NpyArray &a, int64_t i) {
  switch (a.dtype) {
  case num::DType::F64:
    return a.as<double>()[i];
  case num::DType::F32:
    return a.as<float>()[i];
  case num::DType::F16:
    return num::halfToFloat(a.as<uint16_t>()[i]);
  case num::DType::BF16:
    return num::bf16ToFloat(a.as<uint16_t>()[i]);
  case num::DType::I8:
    return a.as<int8_t>()[i];
  case num::DType::U8:
  case num::DType::Bool:
    return a.as<uint8_t>()[i];
  case num::DType::I16:
    return a.as<int16_t>()[i];
  case num::DType::I32:
    return a.as<int32_t>()[i];
  case num::DType::I64:
    return double(a.as<int64_t>()[i]);
  }
  return 0;
}

void printArray(const num::NpyArray &a, const Slot &slot) {
  llvm::outs() << slot.what << " = ";
  Type elem = slot.type.getElementType();
  llvm::outs() << shapeStr(a.shape) << " "
               << (isCodeType(elem) ? "uint8 codes" : typeStr(elem)) << "\n";
  int64_t n = a.numElements();
  int64_t last = a.shape.empty() ? 1 : a.shape.back();
  const int64_t limit = 1024;
  for (int64_t i = 0; i < n && i < limit; ++i) {
    double v = elementAsDouble(a, i);
    if (isCodeType(elem))
      llvm::outs() << llvm::format("0x%02x", unsigned(v));
    else if (std::isnan(v))
      llvm::outs() << "nan";
    else
      llvm::outs() << llvm::format("%.9g", v);
    bool rowEnd = last > 0 && (i + 1) % last == 0;
    llvm::outs() << (rowEnd ? "\n" : " ");
  }
  if (n > limit)
    llvm::outs() << "... (" << n - limit << " more; use --output)\n";
  else if (n % std::max<int64_t>(last, 1) != 0 || n == 0)
    llvm::outs() << "\n";
}

std::string stripAt(const std::string &s, const char *flag) {
  if (s.empty() || s[0] != '@')
    fail(std::string("--") + flag + "=" + s +
         ": expected @file.npy (only .npy files are supported)");
  return s.substr(1);
}
} // namespace

/// Emulator devices: launch one gpu.func kernel on .npy buffers.
int runKernel(ModuleOp module, const std::string &deviceName) {
  auto chip = lowp::target::parseChip(deviceName.substr(4));
  if (!chip)
    fail("unknown device '" + deviceName +
         "' (devices: cpu, emu-gfx942, emu-gfx950)");
  lowp::emu::Options options;
  options.chip = *chip;
  if (accumulation == "exact")
    options.model = lowp::emu::AccumulationModel::Exact;
  else if (accumulation != "hardware")
    fail("--accumulation=" + accumulation + ": expected hardware or exact");
  if (kernelName.empty())
    fail("--device=" + deviceName +
         " runs a gpu.func kernel: name it with --kernel (running lowp ops "
         "through the GPU pipeline comes with the code generator)");
  std::string modName, fnName = kernelName;
  if (auto pos = kernelName.find("::"); pos != std::string::npos) {
    modName = kernelName.substr(0, pos);
    fnName = kernelName.substr(pos + 2);
  }
  gpu::GPUFuncOp kernel;
  SmallVector<std::string> names;
  module.walk([&](gpu::GPUFuncOp f) {
    if (!f.isKernel())
      return;
    auto mod = f->getParentOfType<gpu::GPUModuleOp>();
    names.push_back((mod ? mod.getName().str() + "::" : "") + f.getName().str());
    if (f.getName() == fnName && (modName.empty() || (mod && mod.getName() == modName)))
      kernel = f;
  });
  if (!kernel)
    fail("no gpu.func kernel '" + kernelName + "' (kernels: " +
         llvm::join(names, ", ") + ")");
  auto dim3 = [&](cl::list<int64_t> &l, const char *what) {
    lowp::emu::Dim3 d;
    if (l.empty() || l.size() > 3)
      fail(std::string("--") + what + "=x[,y,z] is required for a kernel launch");
    d.x = l[0];
    d.y = l.size() > 1 ? l[1] : 1;
    d.z = l.size() > 2 ? l[2] : 1;
    if (d.x <= 0 || d.y <= 0 || d.z <= 0)
      fail(std::string("--") + what + " sizes must be positive");
    return d;
  };
  lowp::emu::Dim3 grid = dim3(gridDims, "grid"), block = dim3(blockDims, "block");

  TypeRange argTypes = kernel.getFunctionType().getInputs();
  if (inputs.size() != argTypes.size())
    fail("kernel @" + fnName + " takes " + std::to_string(argTypes.size()) +
         " arguments, got " + std::to_string(inputs.size()) + " --input");
  std::vector<lowp::emu::KernelArg> args(argTypes.size());
  std::vector<Slot> memSlots;
  std::vector<size_t> memArgs;
  for (auto [i, t] : llvm::enumerate(argTypes)) {
    std::string what = "argument " + std::to_string(i) + " (" + typeStr(t) + ")";
    if (auto mt = dyn_cast<MemRefType>(t)) {
      std::string path = stripAt(inputs[i], "input");
      num::DType want = dtypeFor(mt.getElementType());
      num::NpyArray a;
      std::string err;
      if (!num::readNpy(path, a, err, want == num::DType::BF16))
        fail(err);
      if (!(a.dtype == want || (want == num::DType::U8 && a.dtype == num::DType::I8)))
        fail(path + ": " + what + " needs dtype " + num::dtypeDescr(want) +
             ", the file has " + num::dtypeDescr(a.dtype));
      bool ok = a.shape.size() == size_t(mt.getRank());
      for (int64_t d = 0; ok && d < mt.getRank(); ++d)
        ok = mt.isDynamicDim(d) || mt.getDimSize(d) == a.shape[d];
      if (!ok)
        fail(path + ": " + what + " needs shape " + shapeStr(mt.getShape()) +
             ", the file has " + shapeStr(a.shape));
      if (!mt.getLayout().isIdentity())
        fail(what + ": only identity-layout memrefs can be kernel arguments");
      args[i].buffer = std::make_shared<std::vector<uint8_t>>(std::move(a.data));
      args[i].sizes = a.shape;
      memArgs.push_back(i);
      memSlots.push_back({what, RankedTensorType::get(mt.getShape(), mt.getElementType())});
    } else if (t.isIntOrIndexOrFloat()) {
      const std::string &lit = inputs[i];
      char *end = nullptr;
      if (isa<FloatType>(t)) {
        double v = std::strtod(lit.c_str(), &end);
        if (end == lit.c_str() || *end)
          fail("--input=" + lit + ": " + what + " takes a number");
        args[i].scalar = t.isF64() ? llvm::bit_cast<uint64_t>(v)
                                   : num::bitsOf(static_cast<float>(v));
      } else {
        long long v = std::strtoll(lit.c_str(), &end, 0);
        if (end == lit.c_str() || *end)
          fail("--input=" + lit + ": " + what + " takes an integer");
        args[i].scalar = static_cast<uint64_t>(v);
      }
    } else {
      fail(what + ": kernels take memrefs and scalars");
    }
  }
  if (!outputs.empty() && outputs.size() != memArgs.size())
    fail("kernel @" + fnName + " has " + std::to_string(memArgs.size()) +
         " memref arguments; give one --output per memref argument or none");

  lowp::emu::Emulator emu(options);
  std::string error;
  if (!emu.launch(kernel, grid, block, args, error))
    fail(error);
  if (emuStats) {
    const lowp::emu::Stats &st = emu.stats();
    llvm::errs() << "emulated " << st.workgroups << " workgroups, "
                 << st.waveOps << " wave operations, " << st.mfmas
                 << " MFMAs, " << st.ldsBytes << " bytes of LDS\n";
  }
  for (size_t k = 0; k < memArgs.size(); ++k) {
    num::NpyArray a;
    a.dtype = dtypeFor(memSlots[k].type.getElementType());
    a.shape = args[memArgs[k]].sizes;
    a.data = *args[memArgs[k]].buffer;
    if (outputs.empty()) {
      printArray(a, memSlots[k]);
      continue;
    }
    std::string err;
    if (!num::writeNpy(stripAt(outputs[k], "output"), a, err))
      fail(err);
  }
  return 0;
}

//===----------------------------------------------------------------------===//
// Host functions on an emulator: launches call back into the emulator
//===----------------------------------------------------------------------===//

namespace {
constexpr unsigned kMaxLaunchArgs = 16;

struct EmuLaunchContext {
  std::unique_ptr<lowp::emu::Emulator> emu;
  OwningOpRef<ModuleOp> kernels; // the gpu.modules, kept for the emulator
  std::vector<gpu::GPUFuncOp> table;
};
EmuLaunchContext *gLaunch = nullptr;

/// The strided view of an unranked memref argument (rank, descriptor).
struct DescView {
  char *base;
  std::vector<int64_t> sizes, strides;
};
DescView viewOf(int64_t rank, void *desc, unsigned elemBytes) {
  auto *f = static_cast<int64_t *>(desc);
  DescView v;
  v.base = reinterpret_cast<char *>(f[1]) + f[2] * int64_t(elemBytes);
  v.sizes.assign(f + 3, f + 3 + rank);
  v.strides.assign(f + 3 + rank, f + 3 + 2 * rank);
  return v;
}

/// Copies between a strided host memref and a dense buffer.
void copyDense(DescView &v, unsigned eb, std::vector<uint8_t> &dense,
               bool toDense) {
  int64_t n = 1;
  for (int64_t s : v.sizes)
    n *= s;
  if (toDense)
    dense.resize(n * eb);
  std::vector<int64_t> idx(v.sizes.size(), 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t off = 0;
    for (size_t d = 0; d < idx.size(); ++d)
      off += idx[d] * v.strides[d];
    if (toDense)
      std::memcpy(dense.data() + e * eb, v.base + off * eb, eb);
    else
      std::memcpy(v.base + off * eb, dense.data() + e * eb, eb);
    for (size_t d = idx.size(); d-- > 0;) {
      if (++idx[d] < v.sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

unsigned memrefElemBytes(Type t) {
  unsigned bits = cast<MemRefType>(t).getElementTypeBitWidth();
  return bits <= 8 ? 1 : bits / 8;
}

void emuLaunch(int64_t id, int64_t dr, void *dd, const int64_t *ranks,
               void *const *descs) {
  gpu::GPUFuncOp kernel = gLaunch->table[id];
  const int64_t *dims = viewOf(dr, dd, 8).base
                            ? reinterpret_cast<const int64_t *>(
                                  viewOf(dr, dd, 8).base)
                            : nullptr;
  lowp::emu::Dim3 grid{dims[0], dims[1], dims[2]};
  lowp::emu::Dim3 block{dims[3], dims[4], dims[5]};
  TypeRange types = kernel.getFunctionType().getInputs();
  std::vector<lowp::emu::KernelArg> args(types.size());
  std::vector<DescView> views;
  for (size_t i = 0; i < types.size(); ++i) {
    unsigned eb = memrefElemBytes(types[i]);
    views.push_back(viewOf(ranks[i], descs[i], eb));
    args[i].buffer = std::make_shared<std::vector<uint8_t>>();
    copyDense(views.back(), eb, *args[i].buffer, /*toDense=*/true);
    args[i].sizes = views.back().sizes;
  }
  std::string error;
  if (!gLaunch->emu->launch(kernel, grid, block, args, error))
    fail(error);
  for (size_t i = 0; i < types.size(); ++i)
    copyDense(views[i], memrefElemBytes(types[i]), *args[i].buffer,
              /*toDense=*/false);
}

#define LOWP_ARGS16(X)                                                         \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13)  \
      X(14) X(15)
#define LOWP_PARAM(i) , int64_t r##i, void *d##i
#define LOWP_RANK(i) r##i,
#define LOWP_DESC(i) d##i,
extern "C" void lowp_emu_launch(int64_t id, int64_t dr,
                                void *dd LOWP_ARGS16(LOWP_PARAM)) {
  int64_t ranks[] = {LOWP_ARGS16(LOWP_RANK)};
  void *descs[] = {LOWP_ARGS16(LOWP_DESC)};
  emuLaunch(id, dr, dd, ranks, descs);
}

/// Moves the gpu.modules out of `module` into the launch context and turns
/// every gpu.launch_func into a call of lowp_emu_launch (through one private
/// declaration per launch, all bound to the same C function).
std::vector<std::string> detachKernels(ModuleOp module, EmuLaunchContext &ctx) {
  MLIRContext *mctx = module.getContext();
  OpBuilder b(mctx);
  ctx.kernels = ModuleOp::create(b.getUnknownLoc());
  llvm::StringMap<int64_t> ids;
  for (auto gm : llvm::make_early_inc_range(module.getOps<gpu::GPUModuleOp>())) {
    gm->moveBefore(ctx.kernels->getBody(), ctx.kernels->getBody()->end());
    for (auto f : gm.getOps<gpu::GPUFuncOp>()) {
      ids[(gm.getName() + "::" + f.getName()).str()] = ctx.table.size();
      ctx.table.push_back(f);
    }
  }
  module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());
  std::vector<std::string> names;
  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp l) { launches.push_back(l); });
  for (gpu::LaunchFuncOp l : launches) {
    Location loc = l.getLoc();
    b.setInsertionPoint(l);
    std::string key =
        (l.getKernelModuleName().getValue() + "::" + l.getKernelName().getValue())
            .str();
    auto it = ids.find(key);
    if (it == ids.end())
      fail("launch of unknown kernel " + key);
    if (l.getKernelOperands().size() > kMaxLaunchArgs)
      fail("kernel " + key + " has more than 16 arguments");
    auto i64 = b.getI64Type();
    Value id = arith::ConstantIntOp::create(b, loc, i64, it->second);
    auto dimsT = MemRefType::get({6}, i64);
    Value dims = memref::AllocaOp::create(b, loc, dimsT);
    Value sizes[] = {l.getGridSizeX(),  l.getGridSizeY(),  l.getGridSizeZ(),
                     l.getBlockSizeX(), l.getBlockSizeY(), l.getBlockSizeZ()};
    for (int d = 0; d < 6; ++d) {
      Value v = arith::IndexCastOp::create(b, loc, i64, sizes[d]);
      memref::StoreOp::create(b, loc, v, dims,
                              ValueRange{arith::ConstantIndexOp::create(b, loc, d)});
    }
    auto unranked = [&](Value m) -> Value {
      auto t = cast<MemRefType>(m.getType());
      return memref::CastOp::create(
          b, loc, UnrankedMemRefType::get(t.getElementType(), 0), m);
    };
    SmallVector<Value> args = {id, unranked(dims)};
    for (Value v : l.getKernelOperands()) {
      if (!isa<MemRefType>(v.getType()))
        fail("kernel " + key + " takes a non-memref argument");
      args.push_back(unranked(v));
    }
    Value pad = unranked(memref::AllocaOp::create(
        b, loc, MemRefType::get({1}, b.getI8Type())));
    while (args.size() < 2 + kMaxLaunchArgs)
      args.push_back(pad);
    std::string name = "__lowp_emu_launch_" + std::to_string(names.size());
    names.push_back(name);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(module.getBody());
      func::FuncOp::create(b, loc, name,
                           b.getFunctionType(ValueRange(args).getTypes(), {}))
          .setPrivate();
    }
    func::CallOp::create(b, loc, name, TypeRange{}, args);
    l.erase();
  }
  return names;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  lowp::registerToolPasses();
  lowp::registerAllPasses();
  lowp::registerToolCLOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "lowp-run: run a function of lowp IR on the host with .npy inputs\n\n"
      "  lowp-run f.mlir --function=NAME --input=@a.npy --input=@b.npy "
      "--output=@c.npy\n\n"
      "Low-precision tensors cross the boundary as one uint8 code per "
      "element (fp4/fp6 unpacked); a !lowp.scaled argument or result is its "
      "codes, its scales (uint8 codes, or f32 for fp32-scaled recipes) and, "
      "for nvfp4/amdfp4, its f32 tensor scale. bf16 travels as its 16 bits "
      "(uint16).\n\n"
      "  lowp-run k.mlir --device=emu-gfx950 --kernel=k --grid=4 "
      "--block=256 --input=@a.npy --input=@c.npy --input=7\n\n"
      "launches a gpu.func kernel on the emulator: one --input per kernel "
      "argument (@file.npy for a memref, a number for a scalar); the "
      "memref arguments' final contents are the outputs.\n");

  if (device != "cpu" && device.getValue().rfind("emu-", 0) != 0)
    fail("unknown device '" + device +
         "' (devices: cpu, emu-gfx942, emu-gfx950)");

  DialectRegistry registry;
  lowp::registerToolDialects(registry);
  lowp::registerAllDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  std::string errorMessage;
  auto file = openInputFile(inputFile, &errorMessage);
  if (!file)
    fail(errorMessage);
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    fail(inputFile + ": cannot parse or verify the module (see above)");
  bool emuHost = device != "cpu" && kernelName.empty();
  if (device != "cpu" && !emuHost)
    return runKernel(*module, device);
  std::unique_ptr<EmuLaunchContext> launchCtx;
  if (emuHost) {
    auto chip = lowp::target::parseChip(device.substr(4));
    if (!chip)
      fail("unknown device '" + device +
           "' (devices: cpu, emu-gfx942, emu-gfx950)");
    launchCtx = std::make_unique<EmuLaunchContext>();
    lowp::emu::Options eo;
    eo.chip = *chip;
    if (accumulation == "exact")
      eo.model = lowp::emu::AccumulationModel::Exact;
    else if (accumulation != "hardware")
      fail("--accumulation=" + accumulation + ": expected hardware or exact");
    launchCtx->emu = std::make_unique<lowp::emu::Emulator>(eo);
    gLaunch = launchCtx.get();
  }

  // Find the entry function.
  func::FuncOp entry;
  SmallVector<std::string> names;
  for (auto f : module->getOps<func::FuncOp>()) {
    if (f.isExternal())
      continue;
    names.push_back(f.getSymName().str());
    if (functionName.empty() ? f.isPublic() : f.getSymName() == functionName) {
      if (entry && functionName.empty())
        fail("the module has several public functions; choose one with "
             "--function (" +
             llvm::join(names, ", ") + ")");
      entry = f;
    }
  }
  if (!entry)
    fail(functionName.empty()
             ? std::string("the module has no public function")
             : "no function '" + functionName + "' in " + inputFile +
                   " (functions: " + llvm::join(names, ", ") + ")");
  std::string name = entry.getSymName().str();
  std::vector<Slot> argSlots = expand(entry.getArgumentTypes(), "argument");
  std::vector<Slot> resSlots = expand(entry.getResultTypes(), "result");

  if (inputs.size() != argSlots.size()) {
    std::string list;
    for (const Slot &s : argSlots)
      list += "\n  " + s.what;
    fail("@" + name + " takes " + std::to_string(argSlots.size()) +
         " inputs, got " + std::to_string(inputs.size()) + " --input:" + list);
  }
  if (!outputs.empty() && outputs.size() != resSlots.size())
    fail("@" + name + " has " + std::to_string(resSlots.size()) +
         " outputs (scaled results count their parts), got " +
         std::to_string(outputs.size()) + " --output");

  // Load and check every input.
  std::vector<num::NpyArray> args(argSlots.size());
  std::vector<SmallVector<int64_t>> boundShapes(argSlots.size());
  for (size_t i = 0; i < argSlots.size(); ++i) {
    const Slot &slot = argSlots[i];
    std::string path = stripAt(inputs[i], "input");
    Type elem = slot.type.getElementType();
    num::DType want = dtypeFor(elem);
    std::string err;
    if (!num::readNpy(path, args[i], err, want == num::DType::BF16))
      fail(err);
    num::NpyArray &a = args[i];
    bool ok = a.dtype == want || (want == num::DType::U8 &&
                                  a.dtype == num::DType::I8);
    if (!ok)
      fail(path + ": " + slot.what + " needs dtype " + num::dtypeDescr(want) +
           ", the file has " + num::dtypeDescr(a.dtype));
    ArrayRef<int64_t> shape = slot.type.getShape();
    bool shapeOk = a.shape.size() == shape.size();
    for (size_t d = 0; shapeOk && d < shape.size(); ++d)
      shapeOk = ShapedType::isDynamic(shape[d]) || shape[d] == a.shape[d];
    if (!shapeOk)
      fail(path + ": " + slot.what + " needs shape " + shapeStr(shape) +
           ", the file has " + shapeStr(a.shape));
    boundShapes[i].assign(a.shape.begin(), a.shape.end());
    if (isCodeType(elem) && codeBits(elem) < 8) {
      unsigned bits = codeBits(elem);
      for (int64_t e = 0; e < a.numElements(); ++e)
        if (a.data[e] >> bits)
          fail(path + ": " + slot.what + ": code " +
               std::to_string(a.data[e]) + " at flat index " +
               std::to_string(e) + " does not fit " + std::to_string(bits) +
               " bits");
    }
  }
  // Scales must match the codes they belong to.
  {
    size_t slot = 0;
    for (Type t : entry.getArgumentTypes()) {
      auto s = dyn_cast<lowp::ScaledType>(t);
      if (!s) {
        ++slot;
        continue;
      }
      ArrayRef<int64_t> codes = boundShapes[slot];
      SmallVector<int64_t> want;
      for (auto [d, b] : llvm::zip_equal(codes, s.getBlock()))
        want.push_back(b == lowp::ScaledType::kWholeDim ? 1 : d / b);
      if (ArrayRef<int64_t>(boundShapes[slot + 1]) != ArrayRef<int64_t>(want))
        fail(stripAt(inputs[slot + 1], "input") + ": " +
             argSlots[slot + 1].what + " needs shape " + shapeStr(want) +
             " for codes of shape " + shapeStr(codes) + ", the file has " +
             shapeStr(boundShapes[slot + 1]));
      slot += s.hasTensorScale() ? 3 : 2;
    }
  }

  // Emulator devices: matmuls become generated kernels, launched on the
  // emulator; everything else runs as host reference code.
  std::vector<std::string> launchSymbols;
  if (emuHost) {
    // Only the function being run (and what it calls) is compiled.
    for (auto f : llvm::make_early_inc_range(module->getOps<func::FuncOp>()))
      if (f != entry && SymbolTable::symbolKnownUseEmpty(f, *module))
        f.erase();
    PassManager gpm(&context);
    if (failed(applyPassManagerCLOptions(gpm)))
      fail("bad pass manager options");
    std::string lower = "lowp-lower-to-gpu{chip=" + device.substr(4);
    if (!tileOption.empty())
      lower += " tile=" + tileOption;
    if (failed(parsePassPipeline(lower + "}", gpm)))
      fail("internal error: cannot build lowp-lower-to-gpu");
    if (failed(gpm.run(*module)))
      fail("cannot lower @" + name + " for " + device.substr(4) +
           " (see the diagnostics above)");
    launchSymbols = detachKernels(*module, *launchCtx);
  }

  // Lower to the LLVM dialect.
  entry->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  PassManager pm(&context);
  if (failed(applyPassManagerCLOptions(pm)))
    fail("bad pass manager options");
  if (failed(parsePassPipeline(lowp::kReferencePipeline, pm)))
    fail("internal error: the reference pipeline does not parse");
  if (failed(pm.run(*module)))
    fail("cannot lower @" + name + " for the host (see the diagnostics above)");
  if (printLowered)
    module->print(llvm::outs());

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  ExecutionEngineOptions options;
  auto transformer = makeOptimizingTransformer(/*optLevel=*/2,
                                               /*sizeLevel=*/0, nullptr);
  options.transformer = transformer;
  auto engineOrErr = ExecutionEngine::create(*module, options);
  if (!engineOrErr)
    fail("cannot JIT-compile @" + name + ": " +
         llvm::toString(engineOrErr.takeError()));
  auto &engine = *engineOrErr;
  engine->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (auto [sym, addr] : lowp::rt::getSymbols())
      map[interner(sym)] = {llvm::orc::ExecutorAddr::fromPtr(addr),
                            llvm::JITSymbolFlags::Exported};
    for (const std::string &sym : launchSymbols)
      map[interner(sym)] = {
          llvm::orc::ExecutorAddr::fromPtr(
              reinterpret_cast<void *>(&lowp_emu_launch)),
          llvm::JITSymbolFlags::Exported};
    return map;
  });

  // Pack: result pointer (if any), then one descriptor pointer per argument.
  std::vector<std::vector<int64_t>> descs;
  for (size_t i = 0; i < args.size(); ++i)
    descs.push_back(makeDescriptor(args[i].data.data(), boundShapes[i]));
  size_t resultWords = 0;
  for (const Slot &s : resSlots)
    resultWords += 3 + 2 * s.type.getRank();
  std::vector<int64_t> resultBuf(std::max<size_t>(resultWords, 1));
  void *resultPtr = resultBuf.data();
  std::vector<void *> descPtrs;
  for (auto &d : descs)
    descPtrs.push_back(d.data());
  SmallVector<void *> packed;
  if (!resSlots.empty())
    packed.push_back(&resultPtr);
  for (void *&p : descPtrs)
    packed.push_back(&p);
  if (llvm::Error err = engine->invokePacked("_mlir_ciface_" + name, packed))
    fail("cannot run @" + name + ": " + llvm::toString(std::move(err)));

  // Results.
  size_t word = 0;
  for (size_t i = 0; i < resSlots.size(); ++i) {
    num::NpyArray a = readResult(resultBuf.data() + word, resSlots[i]);
    word += 3 + 2 * resSlots[i].type.getRank();
    if (outputs.empty()) {
      printArray(a, resSlots[i]);
      continue;
    }
    std::string err;
    if (!num::writeNpy(stripAt(outputs[i], "output"), a, err))
      fail(err);
  }
  return 0;
}

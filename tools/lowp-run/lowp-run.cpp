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
#include "lowp/Runtime/Runner.h"

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
    device(cl::cat(toolOptions), "device", cl::init("cpu"),
           cl::value_desc("cpu|emu-gfx942|emu-gfx950|sim-gfx942|sim-gfx950|hip-"
                          "gfx942|hip-gfx950"),
           cl::desc("Where to run: cpu (the exact reference path), the "
                    "emulator of a chip (MLIR-level kernels; also runs one "
                    "gpu.func kernel, --kernel) or the ISA simulator of a "
                    "chip (the kernels compiled to machine code, executed "
                    "instruction by instruction; docs/simulator.md), or a "
                    "GPU through HIP (hip-gfx942 / hip-gfx950: the same "
                    "code objects launched with the HIP module API of "
                    "$LOWP_HIP_LIBRARY, default libamdhip64.so; "
                    "docs/runtime.md)"));
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
    tileOption(cl::cat(toolOptions), "tile",
               cl::value_desc("BMxBNxBK[xSPLITK][/WK][@MxNxK]"),
               cl::desc("Emulator devices, host functions: the workgroup "
                        "tile and / or MFMA shape of the generated matmul "
                        "kernels instead of the cost model's "
                        "(lowp-lower-to-gpu's tile)"));
static cl::opt<bool> launchVariants(
    cl::cat(toolOptions), "launch-variants", cl::init(true),
    cl::desc("Matmuls with a dynamic M also get launch variants for small M "
             "(decode tiles; grouped: the expert-major grid), chosen at "
             "launch by M (=false: one launch)"));
static cl::opt<bool> fuseEpilogues(
    cl::cat(toolOptions), "fuse-epilogues", cl::init(true),
    cl::desc("Emulator and simulator devices: fold elementwise consumers of "
             "each lowp.scaled_matmul into its kernel's epilogue "
             "(lowp-fuse-epilogues; =false runs them as host code)"));
static cl::opt<bool> emuStats(cl::cat(toolOptions), "emu-stats", cl::init(false),
                              cl::desc("Emulator: print launch statistics"));
static cl::opt<bool>
    simTiming(cl::cat(toolOptions), "sim-timing", cl::init(false),
              cl::desc("Simulator devices: run each launch through the timing "
                       "model and print its modeled time (docs/simulator.md)"));
static cl::opt<std::string> simTimingSample(
    cl::cat(toolOptions), "sim-timing-sample", cl::init("auto"),
    cl::value_desc("auto|full|sampled"),
    cl::desc("With --sim-timing: which workgroups to simulate (docs/simulator.md, "
             "\"Sampling\"); auto samples large launches only with "
             "--sim-timing-only, since workgroups not simulated leave their "
             "outputs uncomputed"));
static cl::opt<bool>
    simTimingOnly(cl::cat(toolOptions), "sim-timing-only", cl::init(false),
                  cl::desc("With --sim-timing: skip the MFMA arithmetic (the "
                           "outputs are meaningless; the time is the same)"));
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

/// The .npy dtype that carries element type `t` (kernel arguments).
num::DType dtypeFor(Type t) {
  num::DType d;
  if (!lowp::npyDTypeFor(t, d))
    fail("element type " + typeStr(t) + " cannot cross the .npy boundary");
  return d;
}

std::string shapeStr(ArrayRef<int64_t> shape) {
  return lowp::shapeString(shape);
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

void printArray(const lowp::RunOutput &out) {
  const num::NpyArray &a = out.array;
  llvm::outs() << out.what << " = ";
  llvm::outs() << shapeStr(a.shape) << " "
               << (out.codes ? "uint8 codes" : out.elemType) << "\n";
  int64_t n = a.numElements();
  int64_t last = a.shape.empty() ? 1 : a.shape.back();
  const int64_t limit = 1024;
  bool integer = a.dtype != num::DType::F64 && a.dtype != num::DType::F32 &&
                 a.dtype != num::DType::F16 && a.dtype != num::DType::BF16;
  for (int64_t i = 0; i < n && i < limit; ++i) {
    double v = elementAsDouble(a, i);
    if (out.codes)
      llvm::outs() << llvm::format("0x%02x", unsigned(v));
    else if (a.dtype == num::DType::I64)
      llvm::outs() << a.as<int64_t>()[i]; // every digit (not via double)
    else if (integer)
      llvm::outs() << int64_t(v);
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

/// Writes one array per --output, all or none: each goes to a temporary
/// renamed into place once every one is written, so a failure leaves no
/// truncated .npy behind.
void writeOutputs(const std::vector<num::NpyArray> &arrays) {
  std::vector<std::pair<std::string, const num::NpyArray *>> files;
  for (size_t i = 0; i < arrays.size(); ++i)
    files.emplace_back(stripAt(outputs[i], "output"), &arrays[i]);
  std::string err;
  if (!num::writeNpyFiles(files, err))
    fail(err);
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
  std::vector<lowp::RunOutput> memSlots; // what each memref argument is
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
      lowp::RunOutput slot;
      slot.what = what;
      slot.elemType = typeStr(mt.getElementType());
      slot.array.dtype = dtypeFor(mt.getElementType());
      slot.codes = lowp::isScaledElementType(mt.getElementType()) ||
                   isa<Float8E8M0FNUType, lowp::UE5M3Type>(mt.getElementType());
      memSlots.push_back(slot);
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
  std::vector<num::NpyArray> arrays(memArgs.size());
  for (size_t k = 0; k < memArgs.size(); ++k) {
    num::NpyArray &a = arrays[k];
    a.dtype = memSlots[k].array.dtype;
    a.shape = args[memArgs[k]].sizes;
    a.data = *args[memArgs[k]].buffer;
    if (outputs.empty()) {
      memSlots[k].array = a;
      printArray(memSlots[k]);
    }
  }
  if (!outputs.empty())
    writeOutputs(arrays);
  return 0;
}

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

  bool simDevice = device.getValue().rfind("sim-", 0) == 0;
  bool hipDevice = device.getValue().rfind("hip-", 0) == 0;
  if (device != "cpu" && device.getValue().rfind("emu-", 0) != 0 &&
      !simDevice && !hipDevice)
    fail("unknown device '" + device +
         "' (devices: cpu, emu-gfx942, emu-gfx950, sim-gfx942, sim-gfx950, "
         "hip-gfx942, hip-gfx950)");
  if ((simDevice || hipDevice) && !kernelName.empty())
    fail("--kernel runs one gpu.func on the emulator (emu-gfx942 / "
         "emu-gfx950); to run machine code, compile it (lowp-compile "
         "--emit=hsaco) and use lowp-sim");

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
  if (accumulation != "exact" && accumulation != "hardware")
    fail("--accumulation=" + accumulation + ": expected hardware or exact");

  lowp::RunOptions ro;
  ro.function = functionName;
  ro.device = device;
  ro.tile = tileOption;
  ro.fuseEpilogues = fuseEpilogues;
  ro.launchVariants = launchVariants;
  ro.exactAccumulation = accumulation == "exact";
  ro.printLowered = printLowered;
  std::string timingReport;
  if (simTiming) {
    if (!simDevice)
      fail("--sim-timing needs a simulator device (sim-gfx942 / sim-gfx950)");
    ro.timing = true;
    auto sampling = lowp::sim::parseSampling(simTimingSample);
    if (!sampling)
      fail("--sim-timing-sample=" + simTimingSample +
           ": expected auto, full or sampled");
    ro.timingSample = *sampling;
    ro.timingOnly = simTimingOnly;
    ro.timingReport = &timingReport;
  }
  ro.configure = [](PassManager &pm) { return applyPassManagerCLOptions(pm); };
  std::vector<num::NpyArray> args(inputs.size());
  std::vector<std::string> names;
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::string path = stripAt(inputs[i], "input");
    std::string err;
    // bf16 arguments may come as int16 files (their bits).
    if (!num::readNpy(path, args[i], err, /*wantBF16=*/false))
      fail(err);
    names.push_back(path);
  }
  std::vector<lowp::RunOutput> results;
  std::string error;
  if (!lowp::runFunction(*module, ro, args, names, results, error))
    fail(error);
  llvm::errs() << timingReport;
  if (!outputs.empty() && outputs.size() != results.size())
    fail((functionName.empty() ? std::string("the function")
                               : "@" + functionName) +
         " has " + std::to_string(results.size()) +
         " outputs (scaled results count their parts), got " +
         std::to_string(outputs.size()) + " --output");
  if (outputs.empty()) {
    for (const lowp::RunOutput &r : results)
      printArray(r);
    return 0;
  }
  std::vector<num::NpyArray> arrays;
  for (lowp::RunOutput &r : results)
    arrays.push_back(std::move(r.array));
  writeOutputs(arrays);
  return 0;
}

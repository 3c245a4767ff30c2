//===- lowp-compile.cpp - compile lowp / GPU kernels for gfx942/gfx950 ----===//
//
// lowp-compile FILE.mlir --chip=gfx942 [-o OUT] [--emit=mlir|llvm|asm|hsaco]
//                        [--report] [--contract=FILE.json]
//
// Runs lowp's passes, then the device route (scf to cf, ROCDL, LLVM AMDGPU
// back end; HSACO linked by Debian's ld.lld) on every gpu.module, and writes
// the requested form, a static report per kernel and a launch contract.
//
//===----------------------------------------------------------------------===//

#include "lowp/InitAll.h"
#include "lowp/Pipelines/Pipelines.h"
#include "lowp/Target/Report.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <unistd.h>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory toolOptions("lowp-compile options");

static cl::opt<std::string> inputFile(cl::cat(toolOptions), cl::Positional, cl::Required,
                                      cl::desc("<input .mlir file>"));
static cl::opt<std::string> outputFile(cl::cat(toolOptions), "o", cl::init("-"),
                                       cl::value_desc("file"),
                                       cl::desc("Output file ('-': stdout)"));
static cl::opt<std::string> chipName(cl::cat(toolOptions), "chip", cl::Required,
                                     cl::value_desc("gfx942|gfx950"),
                                     cl::desc("Target chip"));
static cl::opt<std::string>
    emit(cl::cat(toolOptions), "emit", cl::init("asm"), cl::value_desc("mlir|llvm|asm|hsaco"),
         cl::desc("What to write: the MLIR after lowp's passes, LLVM IR, "
                  "AMDGPU assembly, or an HSACO code object"));
static cl::opt<bool> report(cl::cat(toolOptions), "report", cl::init(false),
                            cl::desc("Print a static report of every kernel "
                                     "(registers, spills, LDS, occupancy, "
                                     "MFMA main loop) to stderr"));
static cl::opt<std::string> reportJson(cl::cat(toolOptions), 
    "report-json", cl::value_desc("file"),
    cl::desc("Also write the reports as JSON lines to this file"));
static cl::opt<std::string>
    tileOpt(cl::cat(toolOptions), "tile", cl::value_desc("BMxBNxBK"),
            cl::desc("Override the cost model's workgroup tile"));
static cl::opt<std::string>
    contractFile(cl::cat(toolOptions), "contract", cl::value_desc("file"),
                 cl::desc("Where to write the launch contract (JSON); "
                          "default with --emit=hsaco: OUT.json"));

namespace {
[[noreturn]] void fail(const llvm::Twine &msg) {
  llvm::errs() << "lowp-compile: " << msg << "\n";
  std::exit(1);
}

/// A toolkit directory as gpu-module-to-binary expects it: llvm/bin/ld.lld
/// and amdgcn/bitcode from Debian's packages.
std::string toolkitDir() {
  llvm::SmallString<128> dir;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, dir);
  llvm::sys::path::append(dir, "lowp-toolkit-" + std::to_string(::getuid()));
  llvm::SmallString<128> bin(dir), lld(dir), amdgcn(dir), bc(dir);
  llvm::sys::path::append(bin, "llvm", "bin");
  llvm::sys::path::append(lld, "llvm", "bin", "ld.lld");
  llvm::sys::path::append(amdgcn, "amdgcn");
  llvm::sys::path::append(bc, "amdgcn", "bitcode");
  llvm::sys::fs::create_directories(bin);
  llvm::sys::fs::create_directories(amdgcn);
  if (!llvm::sys::fs::exists(lld))
    llvm::sys::fs::create_link("/usr/lib/llvm-22/bin/ld.lld", lld);
  if (!llvm::sys::fs::exists(bc))
    llvm::sys::fs::create_link("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode", bc);
  if (!llvm::sys::fs::exists(lld))
    fail("cannot find ld.lld (install lld-22)");
  return std::string(dir);
}

/// Runs the device route with `format`; returns each gpu.module's object.
std::vector<std::pair<std::string, std::string>>
compileDevice(ModuleOp module, const std::string &format) {
  OwningOpRef<ModuleOp> clone = module.clone();
  PassManager pm(module.getContext());
  if (failed(applyPassManagerCLOptions(pm)))
    fail("bad pass manager options");
  if (failed(parsePassPipeline(
          lowp::devicePipeline(chipName, format, toolkitDir()), pm)))
    fail("internal error: the device pipeline does not parse");
  if (failed(pm.run(*clone)))
    fail("device code generation failed (see the diagnostics above)");
  std::vector<std::pair<std::string, std::string>> objects;
  clone->walk([&](gpu::BinaryOp bin) {
    for (Attribute a : bin.getObjects())
      if (auto obj = dyn_cast<gpu::ObjectAttr>(a))
        objects.emplace_back(bin.getName().str(), obj.getObject().str());
  });
  return objects;
}

void writeOutput(const std::string &path, const std::string &bytes) {
  std::string err;
  auto out = openOutputFile(path, &err);
  if (!out)
    fail(err);
  out->os() << bytes;
  out->keep();
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  lowp::registerToolPasses();
  lowp::registerAllPasses();
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  lowp::focusToolHelp(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "lowp-compile: compile lowp IR and GPU kernels for AMD Instinct "
      "chips\n\n"
      "  lowp-compile k.mlir --chip=gfx950 --emit=hsaco -o k.hsaco --report\n\n"
      "Every gpu.module goes through scf-to-cf, ROCDL and LLVM's AMDGPU back "
      "end; HSACO is linked with Debian's ld.lld (no ROCm install needed). "
      "--report prints registers, spills, scratch, LDS, occupancy and the "
      "MFMA main loop with its modeled MFMA-pipe utilization "
      "(docs/report.md).\n");

  auto chip = lowp::target::parseChip(chipName);
  if (!chip)
    fail("unknown chip '" + chipName + "' (chips: gfx942, gfx950)");
  if (emit != "mlir" && emit != "llvm" && emit != "asm" && emit != "hsaco")
    fail("--emit=" + emit + ": expected mlir, llvm, asm or hsaco");

  DialectRegistry registry;
  lowp::registerToolDialects(registry);
  lowp::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  std::string err;
  auto file = openInputFile(inputFile, &err);
  if (!file)
    fail(err);
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    fail(inputFile + ": cannot parse or verify the module (see above)");

  // lowp's passes: strategies, generated kernels, host launches.
  {
    PassManager pm(&context);
    if (failed(applyPassManagerCLOptions(pm)))
      fail("bad pass manager options");
    std::string pipeline = "lowp-lower-to-gpu{chip=" + chipName +
                           (tileOpt.empty() ? "" : " tile=" + tileOpt) + "}";
    if (failed(parsePassPipeline(pipeline, pm)))
      fail("internal error: cannot build " + pipeline);
    if (failed(pm.run(*module)))
      fail("cannot compile " + inputFile + " for " + chipName +
           " (see the diagnostics above)");
  }
  if (emit == "mlir") {
    std::string s;
    llvm::raw_string_ostream os(s);
    module->print(os);
    writeOutput(outputFile, s);
    return 0;
  }
  bool anyGPU = false;
  module->walk([&](gpu::GPUModuleOp) { anyGPU = true; });
  if (!anyGPU)
    fail(inputFile + " has no gpu.module to compile");

  // Assembly: for --emit=asm and for the report.
  std::vector<lowp::target::KernelReport> reports;
  if (emit == "asm" || report || !reportJson.empty() || emit == "hsaco") {
    auto objects = compileDevice(*module, "isa");
    std::string all;
    for (auto &[name, text] : objects) {
      all += text;
      auto rs = lowp::target::analyzeAssembly(text, *chip);
      reports.insert(reports.end(), rs.begin(), rs.end());
    }
    if (emit == "asm")
      writeOutput(outputFile, all);
  }
  if (emit == "llvm") {
    std::string all;
    for (auto &[name, bitcode] : compileDevice(*module, "llvm")) {
      llvm::LLVMContext llctx;
      auto buf = llvm::MemoryBuffer::getMemBuffer(bitcode, name, false);
      auto mod = llvm::parseBitcodeFile(buf->getMemBufferRef(), llctx);
      if (!mod)
        fail("cannot read the LLVM bitcode of " + name + ": " +
             llvm::toString(mod.takeError()));
      llvm::raw_string_ostream os(all);
      (*mod)->print(os, nullptr);
    }
    writeOutput(outputFile, all);
  }
  if (emit == "hsaco") {
    auto objects = compileDevice(*module, "bin");
    if (objects.size() != 1 && outputFile == "-")
      fail("several gpu.modules: give -o");
    for (auto &[name, elf] : objects) {
      std::string path = outputFile;
      if (objects.size() > 1)
        path = outputFile + "." + name + ".hsaco";
      writeOutput(path, elf);
    }
  }
  if (report)
    for (auto &r : reports)
      llvm::errs() << lowp::target::formatReport(r, *chip);
  if (!reportJson.empty()) {
    std::string s;
    for (auto &r : reports)
      s += lowp::target::reportJSON(r, *chip) + "\n";
    writeOutput(reportJson, s);
  }
  std::string contract = contractFile;
  if (contract.empty() && emit == "hsaco" && outputFile != "-")
    contract = outputFile + ".json";
  if (!contract.empty()) {
    std::string s = "{\"chip\": \"" + chipName + "\", \"kernels\": [";
    for (size_t i = 0; i < reports.size(); ++i)
      s += (i ? ",\n  " : "\n  ") + lowp::target::reportJSON(reports[i], *chip);
    s += "\n], \"launches\": [";
    // How the host launches each kernel: grid/block as functions of the
    // shapes, and the meaning of every argument (memrefs use MLIR's
    // descriptor ABI: allocated ptr, aligned ptr, offset, sizes, strides).
    bool first = true;
    module->walk([&](gpu::LaunchFuncOp l) {
      auto info = l->getAttrOfType<DictionaryAttr>("lowp.launch");
      if (!info)
        return;
      auto list = [&](StringRef key) {
        std::string out = "[";
        auto arr = info.getAs<ArrayAttr>(key);
        for (size_t i = 0; arr && i < arr.size(); ++i)
          out += (i ? ", \"" : "\"") +
                 cast<StringAttr>(arr[i]).getValue().str() + "\"";
        return out + "]";
      };
      std::string fn;
      if (auto f = l->getParentOfType<func::FuncOp>())
        fn = f.getSymName().str();
      s += std::string(first ? "\n  " : ",\n  ") + "{\"function\": \"" + fn +
           "\", \"kernel\": \"" + l.getKernelName().getValue().str() +
           "\", \"grid\": " + list("grid") + ", \"block\": " +
           list("block") + ", \"args\": " + list("args") + "}";
      first = false;
    });
    s += "\n]}\n";
    writeOutput(contract, s);
  }
  return 0;
}

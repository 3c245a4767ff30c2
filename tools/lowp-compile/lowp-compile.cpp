//===- lowp-compile.cpp - compile lowp / GPU kernels for gfx942/gfx950 ----===//
//
// lowp-compile FILE.mlir --chip=gfx942 [-o OUT] [--emit=mlir|llvm|asm|hsaco]
//                        [--report] [--contract=FILE.json]
//
// A command line over lowp::compile (lowp/Compiler/Compile.h): lowp's passes,
// then the device route (scf to cf, ROCDL, LLVM AMDGPU back end; HSACO linked
// by Debian's ld.lld) on every gpu.module; writes the requested form, a static
// report per kernel and a launch contract.
//
//===----------------------------------------------------------------------===//

#include "lowp/Compiler/Compile.h"
#include "lowp/InitAll.h"
#include "lowp/Target/Report.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory toolOptions("lowp-compile options");

static cl::opt<std::string> inputFile(cl::cat(toolOptions), cl::Positional, cl::Required,
                                      cl::desc("<input .mlir file, or an AMDGPU .s "
                                               "file to report on>"));
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
    tileOpt(cl::cat(toolOptions), "tile",
            cl::value_desc("BMxBNxBK[xSPLITK][@MxNxK]"),
            cl::desc("Override the cost model's workgroup tile (and split-K) "
                     "and / or MFMA shape (gfx950 f8f6f4 kernels: "
                     "@32x32x64, the default, or @16x16x128)"));
static cl::opt<std::string>
    contractFile(cl::cat(toolOptions), "contract", cl::value_desc("file"),
                 cl::desc("Where to write the launch contract (JSON); "
                          "default with --emit=hsaco: OUT.json"));

namespace {
[[noreturn]] void fail(const llvm::Twine &msg) {
  llvm::errs() << "lowp-compile: " << msg << "\n";
  std::exit(1);
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
  lowp::registerToolCLOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "lowp-compile: compile lowp IR and GPU kernels for AMD Instinct "
      "chips\n\n"
      "  lowp-compile k.mlir --chip=gfx950 --emit=hsaco -o k.hsaco --report\n\n"
      "Every gpu.module goes through scf-to-cf, ROCDL and LLVM's AMDGPU back "
      "end; HSACO is linked with Debian's ld.lld (no ROCm install needed). "
      "--report prints registers, spills, scratch, LDS, occupancy and the "
      "MFMA main loop with its modeled MFMA-pipe utilization "
      "(docs/report.md). Given an AMDGPU assembly file (.s, e.g. a peer "
      "compiler's), it prints only that report.\n");

  auto chip = lowp::target::parseChip(chipName);
  if (!chip)
    fail("unknown chip '" + chipName + "' (chips: gfx942, gfx950)");
  if (emit != "mlir" && emit != "llvm" && emit != "asm" && emit != "hsaco")
    fail("--emit=" + emit + ": expected mlir, llvm, asm or hsaco");

  // An assembly file (any compiler's, e.g. a peer's kernels): only the
  // report, by the same model.
  if (llvm::StringRef(inputFile).ends_with(".s")) {
    std::string err;
    auto file = openInputFile(inputFile, &err);
    if (!file)
      fail(err);
    auto reports =
        lowp::target::analyzeAssembly(file->getBuffer().str(), *chip);
    if (reports.empty())
      fail(inputFile + ": no AMDGPU kernel found in this assembly");
    std::string json;
    for (auto &r : reports) {
      llvm::errs() << lowp::target::formatReport(r, *chip);
      json += lowp::target::reportJSON(r, *chip) + "\n";
    }
    if (!reportJson.empty())
      writeOutput(reportJson, json);
    return 0;
  }

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

  lowp::CompileOptions options;
  options.chip = chipName;
  options.emit = emit;
  options.tile = tileOpt;
  options.reports = report || !reportJson.empty();
  options.configure = [](PassManager &pm) {
    return applyPassManagerCLOptions(pm);
  };
  FailureOr<lowp::CompileResult> result = lowp::compile(*module, options);
  if (failed(result))
    fail("cannot compile " + inputFile + " for " + chipName +
         " (see the diagnostics above)");

  if (emit == "hsaco") {
    if (result->objects.size() != 1 && outputFile == "-")
      fail("several gpu.modules: give -o");
    for (auto &[name, elf] : result->objects) {
      std::string path = outputFile;
      if (result->objects.size() > 1)
        path = outputFile + "." + name + ".hsaco";
      writeOutput(path, elf);
    }
  } else {
    writeOutput(outputFile, result->text);
  }
  if (report)
    for (auto &r : result->reports)
      llvm::errs() << lowp::target::formatReport(r, *chip);
  if (!reportJson.empty()) {
    std::string s;
    for (auto &r : result->reports)
      s += lowp::target::reportJSON(r, *chip) + "\n";
    writeOutput(reportJson, s);
  }
  std::string contract = contractFile;
  if (contract.empty() && emit == "hsaco" && outputFile != "-")
    contract = outputFile + ".json";
  if (!contract.empty())
    writeOutput(contract, result->contract);
  return 0;
}

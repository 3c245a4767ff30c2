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
#include "lowp/Conversion/Strategies.h"
#include "lowp/InitAll.h"
#include "lowp/Runtime/Runner.h"
#include "lowp/Sim/Sim.h"
#include "lowp/Target/Report.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory toolOptions("lowp-compile options");

static cl::opt<std::string>
    inputFile(cl::cat(toolOptions), cl::Positional,
              cl::desc("<input .mlir file, or an AMDGPU .s "
                       "file to report on>"));
static cl::opt<std::string> outputFile(cl::cat(toolOptions), "o", cl::init("-"),
                                       cl::value_desc("file"),
                                       cl::desc("Output file ('-': stdout)"));
static cl::opt<std::string> chipName(cl::cat(toolOptions), "chip",
                                     cl::value_desc("gfx942|gfx950"),
                                     cl::desc("Target chip (required)"));
static cl::opt<bool> listStrategies(
    cl::cat(toolOptions), "list-strategies", cl::init(false),
    cl::desc("Print the GEMM strategy table and exit: which kernel family "
             "runs each pair of operand forms on each chip (--chip: one "
             "chip), its MFMA, how it applies the scales and maps the "
             "codes"));
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
static cl::opt<std::string> shapeOpt(
    cl::cat(toolOptions), "shape", cl::value_desc("MxNxK"),
    cl::desc("With --report / --report-json: also run the program at this "
             "matmul shape on the ISA simulator's timing model (inputs of "
             "zeros; M, N, K bind the dynamic sizes of the function's one "
             "matmul) and report the modeled time, TFLOP/s, HBM bandwidth, "
             "the roofline and where the time goes (docs/report.md)"));
static cl::opt<std::string> sampleOpt(
    cl::cat(toolOptions), "sample", cl::init("auto"),
    cl::value_desc("auto|full|sampled"),
    cl::desc("With --shape: which workgroups the timing model simulates "
             "(docs/simulator.md, \"Sampling\")"));
static cl::opt<unsigned> profileOpt(
    cl::cat(toolOptions), "profile", cl::init(0), cl::value_desc("N"),
    cl::desc("With --shape: list under each launch the N instructions that "
             "took the most wave-cycles and where the cycles went "
             "(docs/simulator.md, \"Profile\")"));
static cl::opt<std::string> tileOpt(
    cl::cat(toolOptions), "tile",
    cl::value_desc("BMxBNxBK[xSPLITK][/WK][@MxNxK]"),
    cl::desc(
        "Override the cost model's workgroup tile (split-K, waves along K) "
        "and / or MFMA shape (gfx950 f8f6f4 kernels: "
        "@32x32x64, the default, or @16x16x128)"));
static cl::opt<bool> launchVariants(
    cl::cat(toolOptions), "launch-variants", cl::init(true),
    cl::desc("Matmuls with a dynamic M also get launch variants for small M "
             "(decode tiles; grouped: the expert-major grid), chosen at "
             "launch by M (=false: one launch)"));
static cl::opt<bool> fuseEpilogues(
    cl::cat(toolOptions), "fuse-epilogues", cl::init(true),
    cl::desc("Fold elementwise consumers of each lowp.scaled_matmul (bias, "
             "activation, residual add, cast) into its kernel's epilogue "
             "first (lowp-fuse-epilogues; =false keeps them host code)"));
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
/// --shape: the program at M x N x K on the simulator's timing model; the
/// summary to stderr (with --report) and one JSON line appended to `json`.
void simulateShape(ModuleOp module, lowp::target::Chip chip, int64_t M,
                   int64_t N, int64_t K, std::string &json) {
  const lowp::target::ChipInfo &ci = lowp::target::getChipInfo(chip);
  std::vector<lowp::num::NpyArray> inputs;
  std::vector<std::string> names;
  double flops = 0, bytes = 0;
  std::string peakKind, err;
  if (!lowp::shapeInputs(module, "", M, N, K, inputs, names, flops, bytes,
                         peakKind, err))
    fail("--shape=" + shapeOpt + ": " + err);
  lowp::RunOptions ro;
  ro.device = "sim-" + chipName;
  ro.tile = tileOpt;
  ro.fuseEpilogues = fuseEpilogues;
  ro.launchVariants = launchVariants;
  ro.timing = true;
  ro.timingOnly = true;
  ro.timingSample = *lowp::sim::parseSampling(sampleOpt); // checked in main
  ro.profile = profileOpt;
  std::string lines;
  std::vector<lowp::TimedLaunch> launches;
  ro.timingReport = &lines;
  ro.timings = &launches;
  ro.configure = [](PassManager &pm) { return applyPassManagerCLOptions(pm); };
  std::vector<lowp::RunOutput> outputs;
  if (!lowp::runFunction(module, ro, std::move(inputs), names, outputs, err))
    fail("--shape=" + shapeOpt + ": cannot simulate: " + err);
  double seconds = 0, hbm = 0, busy = 0;
  std::array<double, 6> wave{}; // fractions weighted by each launch's time
  for (const lowp::TimedLaunch &t : launches) {
    seconds += t.seconds;
    hbm += t.hbmBytes;
    for (size_t i = 0; i < wave.size(); ++i)
      wave[i] += t.waveTime[i] * t.seconds;
    busy += t.mfmaBusy * t.seconds;
  }
  if (seconds > 0) {
    for (double &f : wave)
      f /= seconds;
    busy /= seconds;
  }
  if (peakKind == "fp4" && ci.peakFP4TFLOPs <= 0)
    peakKind = "fp8"; // no FP4 rate (gfx942): FP4 runs on the FP8 MFMAs
  double peak = (peakKind == "fp4"   ? ci.peakFP4TFLOPs
                 : peakKind == "fp8" ? ci.peakFP8TFLOPs
                                     : ci.peakFP16TFLOPs) * 1e12;
  double bw = ci.hbmTBs * 1e12;
  double computeS = flops / peak, memoryS = bytes / bw;
  double roof = std::max(computeS, memoryS);
  double tflops = seconds > 0 ? flops / seconds / 1e12 : 0;
  double tbs = seconds > 0 ? hbm / seconds / 1e12 : 0;
  if (report) {
    auto &os = llvm::errs();
    os << "simulated at M=" << M << " N=" << N << " K=" << K << " on "
       << chipName << " (timing model, docs/simulator.md):\n";
    llvm::SmallVector<llvm::StringRef> ls;
    llvm::StringRef(lines).split(ls, '\n', -1, false);
    for (llvm::StringRef l : ls)
      if (!l.starts_with("total:"))
        os << "  " << l << "\n";
    os << llvm::format("  time: %.2f us, %.1f TFLOP/s = %.1f%% of the %s peak "
                       "(%.0f TFLOP/s)\n",
                       seconds * 1e6, tflops, 100 * tflops * 1e12 / peak,
                       peakKind.c_str(), peak / 1e12);
    os << llvm::format("  HBM: %.1f MB at %.2f TB/s = %.1f%% of %.1f TB/s\n",
                       hbm / 1e6, tbs, 100 * tbs / ci.hbmTBs, ci.hbmTBs);
    os << llvm::format("  roofline: %.2f us (%s-bound: %.1f MB, %.3g FLOP); "
                       "the program runs at %.1f%% of it\n",
                       roof * 1e6, computeS >= memoryS ? "compute" : "memory",
                       bytes / 1e6, flops, 100 * roof / std::max(seconds, 1e-30));
    os << llvm::format("  where the time goes (share of the waves' cycles): "
                       "issuing %.0f%%, waiting on vector memory %.0f%%, on "
                       "LDS / scalar memory %.0f%%, on the MFMA pipe %.0f%%, "
                       "on the VALU %.0f%%, at barriers %.0f%%; MFMA pipes "
                       "busy %.1f%% of the chip's\n",
                       100 * wave[0], 100 * wave[1], 100 * wave[2],
                       100 * wave[3], 100 * wave[4], 100 * wave[5], 100 * busy);
  }
  std::string s;
  llvm::raw_string_ostream rs(s);
  llvm::json::OStream j(rs);
  j.object([&] {
    j.attribute("simulation", "timing-model");
    j.attribute("chip", chipName);
    j.attributeArray("shape", [&] {
      j.value(M);
      j.value(N);
      j.value(K);
    });
    j.attribute("seconds", seconds);
    j.attribute("tflops", tflops);
    j.attribute("peak", peakKind);
    j.attribute("peakFraction", tflops * 1e12 / peak);
    j.attribute("hbmBytes", hbm);
    j.attribute("hbmTBs", tbs);
    j.attribute("hbmFraction", tbs / ci.hbmTBs);
    j.attribute("rooflineSeconds", roof);
    j.attribute("rooflineBound", computeS >= memoryS ? "compute" : "memory");
    j.attribute("rooflineFraction", seconds > 0 ? roof / seconds : 0.0);
    j.attributeObject("waveTime", [&] {
      for (size_t i = 0; i < wave.size(); ++i)
        j.attribute(lowp::sim::kWaveTimeNames[i], wave[i]);
    });
    j.attribute("mfmaBusy", busy);
    j.attributeArray("launches", [&] {
      for (const lowp::TimedLaunch &t : launches)
        j.object([&] {
          j.attribute("kernel", t.kernel);
          j.attributeArray("grid", [&] {
            for (unsigned g : t.grid)
              j.value(g);
          });
          j.attribute("block", t.block);
          j.attribute("seconds", t.seconds);
          j.attribute("hbmBytes", t.hbmBytes);
          j.attribute("workgroups", t.workgroups);
          j.attribute("workgroupsSimulated", t.workgroupsSimulated);
          j.attribute("workgroupsPerCU", t.workgroupsPerCU);
          j.attribute("mfmaBusy", t.mfmaBusy);
        });
    });
  });
  json += s + "\n";
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
      "compiler's), it prints only that report. With --shape=MxNxK it also "
      "simulates the whole program at that shape (lowp-sim's timing model) "
      "and reports time, TFLOP/s, HBM bandwidth and the roofline.\n");

  std::optional<lowp::target::Chip> chip;
  if (!chipName.empty() || !listStrategies) {
    if (chipName.empty())
      fail("--chip is required (gfx942 or gfx950)");
    chip = lowp::target::parseChip(chipName);
    if (!chip)
      fail("unknown chip '" + chipName + "' (chips: gfx942, gfx950)");
  }
  if (listStrategies) {
    lowp::printGemmStrategies(llvm::outs(), chip);
    return 0;
  }
  if (inputFile.empty())
    fail("no input file (lowp-compile FILE.mlir --chip=gfx942|gfx950; "
         "--help lists the options)");
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

  int64_t shapeM = 0, shapeN = 0, shapeK = 0;
  OwningOpRef<ModuleOp> original;
  if (profileOpt && shapeOpt.empty())
    fail("--profile needs --shape");
  if (!shapeOpt.empty()) {
    if (!report && reportJson.empty())
      fail("--shape needs --report or --report-json");
    llvm::SmallVector<llvm::StringRef> parts;
    llvm::StringRef(shapeOpt).split(parts, 'x');
    int64_t *dims[] = {&shapeM, &shapeN, &shapeK};
    bool ok = parts.size() == 3;
    for (size_t i = 0; ok && i < 3; ++i)
      ok = !parts[i].getAsInteger(10, *dims[i]) && *dims[i] > 0 &&
           *dims[i] < (int64_t(1) << 24);
    if (!ok)
      fail("--shape=" + shapeOpt +
           ": expected MxNxK, three positive sizes below 2^24 (e.g. "
           "16x8192x8192)");
    if (!lowp::sim::parseSampling(sampleOpt))
      fail("--sample=" + sampleOpt + ": expected auto, full or sampled");
    original = module->clone();
  }

  lowp::CompileOptions options;
  options.chip = chipName;
  options.emit = emit;
  options.tile = tileOpt;
  options.fuseEpilogues = fuseEpilogues;
  options.launchVariants = launchVariants;
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
  std::string json;
  for (auto &r : result->reports)
    json += lowp::target::reportJSON(r, *chip) + "\n";
  if (original)
    simulateShape(*original, *chip, shapeM, shapeN, shapeK, json);
  if (!reportJson.empty())
    writeOutput(reportJson, json);
  std::string contract = contractFile;
  if (contract.empty() && emit == "hsaco" && outputFile != "-")
    contract = outputFile + ".json";
  if (!contract.empty())
    writeOutput(contract, result->contract);
  return 0;
}

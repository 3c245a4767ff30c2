//===- lowp-fuzz.cpp - lowp's structure-aware fuzzer ----------------------===//
//
// lowp-fuzz [--programs=N] [--text=N] [--npy=N] [--seed=S] ...
//
// Generates random lowp programs (Generator.h) and drives them in process
// through what a user runs: the parser and verifiers, lowp-legalize and
// lowp-lower-to-gpu for gfx942 and gfx950, the reference pipeline to the
// LLVM dialect, now and then the whole of lowp-compile (LLVM's AMDGPU back
// end), and, on small shapes, lowp-run's runner on the host reference and
// both emulators, comparing the results where both succeed (quantize and
// dequantize bit for bit, matmuls within a tolerance). Mutated program
// texts and mutated .npy files go through the parser and the .npy reader.
//
// The work runs in a child process; the parent notes which input each
// child is on, so a signal, an abort or a hang (--timeout) is reported with
// the input that caused it (written to --crash-dir), and the run goes on
// with the next one. Every outcome that is not a result or an error
// diagnostic is a finding; the exit status is 1 when there is any.
//
//===----------------------------------------------------------------------===//

#include "Generator.h"
#include "Targets.h"

#include "lowp/Compiler/Compile.h"
#include "lowp/InitAll.h"
#include "lowp/Numerics/Formats.h"
#include "lowp/Numerics/Npy.h"
#include "lowp/Pipelines/Pipelines.h"
#include "lowp/Runtime/Runner.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sys/mman.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace mlir;
namespace cl = llvm::cl;
namespace num = lowp::num;
using lowp::fuzz::Program;

static cl::OptionCategory toolOptions("lowp-fuzz options");
static cl::opt<uint64_t> numPrograms(cl::cat(toolOptions), "programs",
                                     cl::init(200),
                                     cl::desc("Generated programs to try"));
static cl::opt<uint64_t> numText(cl::cat(toolOptions), "text", cl::init(200),
                                 cl::desc("Mutated program texts to parse"));
static cl::opt<uint64_t> numNpy(cl::cat(toolOptions), "npy", cl::init(500),
                                cl::desc("Mutated .npy files to read"));
static cl::opt<uint64_t> firstSeed(cl::cat(toolOptions), "seed", cl::init(1),
                                   cl::desc("The first input's seed (each "
                                            "input i uses seed + i)"));
static cl::opt<unsigned>
    runEvery(cl::cat(toolOptions), "run-every", cl::init(1),
             cl::desc("Run one in N runnable programs on the reference and "
                      "the emulators (0: never)"));
static cl::opt<unsigned> compileEvery(
    cl::cat(toolOptions), "compile-every", cl::init(50),
    cl::desc("Run one in N valid programs through the whole lowp-compile "
             "(LLVM's AMDGPU back end; 0: never)"));
static cl::opt<bool> lowerOnly(
    cl::cat(toolOptions), "lower-only", cl::init(false),
    cl::desc("Programs: parse, verify and run lowp's passes only (no host "
             "pipeline to LLVM, no runs): the fastest long run"));
static cl::opt<unsigned> timeoutSec(
    cl::cat(toolOptions), "timeout", cl::init(60),
    cl::desc("Seconds one input may take before it counts as a hang"));
static cl::opt<std::string>
    crashDir(cl::cat(toolOptions), "crash-dir", cl::init(""),
             cl::desc("Where to write the inputs of findings (default: "
                      "none, printed only)"));
static cl::opt<std::string>
    npyCorpus(cl::cat(toolOptions), "npy-corpus", cl::init(""),
              cl::desc("A directory of .npy files to seed the .npy mutator "
                       "(searched recursively; default: generated arrays)"));
static cl::opt<int64_t> printSeed(
    cl::cat(toolOptions), "print", cl::init(-1),
    cl::desc("Print the program of this seed and exit"));
static cl::opt<bool> verbose(cl::cat(toolOptions), "v", cl::init(false),
                             cl::desc("Add the error diagnostics to a "
                                      "program's finding"));

namespace {

/// What the child and the parent share (an anonymous shared mapping).
struct Shared {
  std::atomic<uint64_t> next;  // the input the child works on
  std::atomic<uint64_t> parsed, rejected, lowered, diagnosed, refLowered,
      compiled, ran, compared, textParsed, npyParsed, findings;
};

Shared *shared;

enum class Phase { Programs, Text, Npy };

void writeFinding(const std::string &name, const std::string &what,
                  const std::string &input) {
  llvm::errs() << "FINDING " << name << ": " << what << "\n";
  if (!crashDir.empty()) {
    (void)llvm::sys::fs::create_directories(crashDir);
    std::ofstream(crashDir + "/" + name) << input;
  }
}

struct Diags {
  std::vector<std::string> errors;
  std::string joined() const {
    std::string s;
    for (const std::string &e : errors)
      s += "  " + e + "\n";
    return s;
  }
};

/// Runs a textual pipeline on a clone; failure must come with an error.
bool runPipeline(MLIRContext &ctx, ModuleOp m, const std::string &pipeline,
                 Diags &d, std::string &finding) {
  OwningOpRef<ModuleOp> clone = m.clone();
  PassManager pm(&ctx);
  if (failed(parsePassPipeline(pipeline, pm))) {
    finding = "pipeline does not parse: " + pipeline;
    return false;
  }
  size_t before = d.errors.size();
  if (succeeded(pm.run(*clone)))
    return true;
  if (d.errors.size() == before)
    finding = pipeline + " failed without an error diagnostic";
  return false;
}

double valueAt(const num::NpyArray &a, int64_t i) {
  switch (a.dtype) {
  case num::DType::F32:
    return a.as<float>()[i];
  case num::DType::F16:
    return num::halfToFloat(a.as<uint16_t>()[i]);
  case num::DType::BF16:
    return num::bf16ToFloat(a.as<uint16_t>()[i]);
  case num::DType::F64:
    return a.as<double>()[i];
  default:
    return a.data[i * num::dtypeSize(a.dtype)];
  }
}

/// Whether an output element is NaN: a NaN code of its format (all of a
/// format's NaN encodings are equivalent, as NUMERICS.md's tests compare
/// them) or a NaN value.
bool isNaNAt(const lowp::RunOutput &o, int64_t i) {
  if (!o.codes)
    return std::isnan(valueAt(o.array, i));
  auto f = num::parseFormat(o.elemType);
  return f && num::isNaNCode(*f, o.array.data[i]);
}

/// Compares a device's outputs with the reference's. Quantize and
/// dequantize: bit for bit, all NaN encodings of a format equal; when the
/// reference's scales hold a NaN (a NaN or Inf in a block), the codes are
/// don't-care (NUMERICS.md 3, 4) and only the scales are compared.
/// Matmuls: NUMERICS.md 7's budget, |C - ref| <= K 2^-23 S (S = sum_k |a_k
/// b_k|, `bound`: the reference on the inputs' magnitudes), doubled, plus
/// two roundings of the output type; NaN where the reference has NaN; where
/// S is not finite (a product or sum beyond f32) any value passes.
std::string compare(const std::vector<lowp::RunOutput> &ref,
                    const std::vector<lowp::RunOutput> &dev,
                    const std::vector<lowp::RunOutput> *bound, int64_t K) {
  if (ref.size() != dev.size())
    return "output counts differ";
  bool exact = !bound;
  bool nanScales = false;
  for (size_t o = 1; o < ref.size(); ++o)
    for (int64_t i = 0, n = ref[o].array.numElements(); i < n; ++i)
      nanScales |= isNaNAt(ref[o], i);
  for (size_t o = 0; o < ref.size(); ++o) {
    const num::NpyArray &r = ref[o].array, &e = dev[o].array;
    if (r.shape != e.shape || r.dtype != e.dtype)
      return ref[o].what + ": shapes or dtypes differ";
    if (exact && nanScales && o == 0 && ref.size() > 1)
      continue;
    unsigned mant = r.dtype == num::DType::BF16  ? 7
                    : r.dtype == num::DType::F16 ? 10
                                                 : 23;
    for (int64_t i = 0, n = r.numElements(); i < n; ++i) {
      double x = valueAt(r, i), y = valueAt(e, i);
      bool xn = isNaNAt(ref[o], i), yn = isNaNAt(dev[o], i);
      bool ok;
      if (exact) {
        ok = xn || yn ? xn && yn : x == y;
      } else if (xn) {
        ok = yn;
      } else {
        double S = valueAt((*bound)[o].array, i);
        ok = x == y || !std::isfinite(S) ||
             std::fabs(x - y) <= std::ldexp(double(K + 2) * S, -22) +
                                     std::ldexp(std::fabs(x), 1 - int(mant)) +
                                     1e-37;
      }
      if (!ok)
        return ref[o].what + ": element " + std::to_string(i) + " is " +
               llvm::formatv("{0:e9}", y).str() + ", the reference has " +
               llvm::formatv("{0:e9}", x).str();
    }
  }
  return "";
}

/// One generated program through the tools. Returns a finding or "".
std::string checkProgram(MLIRContext &ctx, const Program &p, uint64_t index,
                         Diags &d) {
  OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(p.text, &ctx);
  if (!m) {
    shared->rejected++;
    if (d.errors.empty())
      return "rejected without an error diagnostic";
    return "";
  }
  shared->parsed++;
  if (p.defect)
    return "the verifier accepted a deliberate type error";
  std::string finding;
  for (const char *chip : {"gfx942", "gfx950"}) {
    std::string c = chip;
    if (!runPipeline(ctx, *m, "lowp-legalize{chip=" + c + "}", d, finding) &&
        !finding.empty())
      return finding;
    if (runPipeline(ctx, *m, "lowp-lower-to-gpu{chip=" + c + "}", d, finding))
      shared->lowered++;
    else if (!finding.empty())
      return finding;
    else
      shared->diagnosed++;
  }
  if (lowerOnly)
    return "";
  if (!runPipeline(ctx, *m, lowp::kReferencePipeline, d, finding))
    return finding.empty() ? "the reference pipeline rejected a valid "
                             "program:\n" + d.joined()
                           : finding;
  shared->refLowered++;

  if (compileEvery && index % compileEvery == 0) {
    OwningOpRef<ModuleOp> clone = m->clone();
    lowp::CompileOptions co;
    co.chip = index / compileEvery % 2 ? "gfx950" : "gfx942";
    size_t before = d.errors.size();
    if (succeeded(lowp::compile(*clone, co)))
      shared->compiled++;
    else if (d.errors.size() == before)
      return "lowp::compile failed without an error diagnostic";
  }

  if (!p.runnable || !runEvery || index % runEvery != 0)
    return "";
  std::vector<std::string> names;
  for (size_t i = 0; i < p.inputs.size(); ++i)
    names.push_back("input " + std::to_string(i));
  std::vector<lowp::RunOutput> ref;
  std::string error;
  lowp::RunOptions ro;
  ro.function = "f";
  {
    OwningOpRef<ModuleOp> clone = m->clone();
    if (!lowp::runFunction(*clone, ro, p.inputs, names, ref, error)) {
      // The reference runs every valid program on valid inputs, except
      // grouped offsets out of order (a runtime error by the spec).
      if (p.validOffsets)
        return "the reference failed: " + error;
      return "";
    }
  }
  shared->ran++;
  std::vector<lowp::RunOutput> bound;
  if (!p.absInputs.empty()) {
    OwningOpRef<ModuleOp> clone = m->clone();
    if (!lowp::runFunction(*clone, ro, p.absInputs, names, bound, error))
      return "the reference failed on the inputs' magnitudes: " + error;
  }
  for (const char *dev : {"emu-gfx942", "emu-gfx950"}) {
    OwningOpRef<ModuleOp> clone = m->clone();
    ro.device = dev;
    std::vector<lowp::RunOutput> out;
    if (!lowp::runFunction(*clone, ro, p.inputs, names, out, error))
      continue; // no strategy, or a fault the emulator names: a diagnostic
    if (!p.validOffsets)
      continue;
    shared->compared++;
    std::string diff =
        compare(ref, out, p.absInputs.empty() ? nullptr : &bound, p.K);
    if (!diff.empty())
      return std::string(dev) + " disagrees with the reference: " + diff;
  }
  return "";
}

/// checkProgram with the error diagnostics collected (and, with -v, added
/// to a finding).
std::string checkProgram(MLIRContext &ctx, const Program &p, uint64_t index) {
  Diags d;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      d.errors.push_back(diag.str());
    return success();
  });
  std::string finding = checkProgram(ctx, p, index, d);
  if (!finding.empty() && verbose && !d.errors.empty())
    finding += "\n" + d.joined();
  return finding;
}

/// The .npy seeds: the corpus directory's files, or small arrays of every
/// dtype.
std::vector<std::vector<uint8_t>> npySeeds() {
  std::vector<std::vector<uint8_t>> seeds;
  if (!npyCorpus.empty()) {
    std::error_code ec;
    for (llvm::sys::fs::recursive_directory_iterator it(npyCorpus, ec), end;
         it != end && !ec && seeds.size() < 256; it.increment(ec)) {
      if (!llvm::StringRef(it->path()).ends_with(".npy"))
        continue;
      std::ifstream f(it->path(), std::ios::binary);
      seeds.emplace_back(std::istreambuf_iterator<char>(f),
                         std::istreambuf_iterator<char>());
    }
  }
  std::mt19937_64 rng(7);
  for (num::DType t : {num::DType::F32, num::DType::F16, num::DType::BF16,
                       num::DType::U8, num::DType::I32, num::DType::F64}) {
    for (std::vector<int64_t> shape :
         {std::vector<int64_t>{}, {0}, {3}, {2, 5}, {1, 0, 4}}) {
      num::NpyArray a;
      a.dtype = t;
      a.shape = shape;
      a.data.resize(a.numElements() * num::dtypeSize(t));
      for (uint8_t &b : a.data)
        b = uint8_t(rng());
      seeds.push_back(num::serializeNpy(a));
    }
  }
  return seeds;
}

/// The input of index i of a phase, as text (for the crash directory).
std::string inputText(Phase ph, uint64_t i,
                      const std::vector<std::vector<uint8_t>> &seeds) {
  uint64_t seed = firstSeed + i;
  if (ph == Phase::Programs)
    return lowp::fuzz::generate(seed).text;
  std::mt19937_64 rng(seed);
  if (ph == Phase::Text)
    return lowp::fuzz::mutateText(lowp::fuzz::generate(seed).text, rng);
  std::vector<uint8_t> b =
      lowp::fuzz::mutateNpy(seeds[seed % seeds.size()], rng);
  return std::string(b.begin(), b.end());
}

/// The child: inputs [begin, end) of a phase; `next` says where it is.
[[noreturn]] void child(Phase ph, uint64_t begin, uint64_t end,
                        const std::vector<std::vector<uint8_t>> &seeds) {
  DialectRegistry registry;
  lowp::registerToolDialects(registry);
  lowp::registerAllDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.disableMultithreading();
  for (uint64_t i = begin; i < end; ++i) {
    shared->next = i;
    uint64_t seed = firstSeed + i;
    std::string finding;
    std::string name;
    if (ph == Phase::Programs) {
      Program p = lowp::fuzz::generate(seed);
      finding = checkProgram(ctx, p, i);
      name = "program-" + std::to_string(seed) + ".mlir";
    } else {
      bool text = ph == Phase::Text;
      std::string t = inputText(ph, i, seeds);
      auto *target =
          text ? lowp::fuzz::typeParserTarget : lowp::fuzz::npyTarget;
      finding = target(reinterpret_cast<const uint8_t *>(t.data()), t.size());
      if (finding.empty())
        (text ? shared->textParsed : shared->npyParsed)++;
      name = (text ? "text-" : "npy-") + std::to_string(seed) +
             (text ? ".mlir" : ".npy");
    }
    if (!finding.empty()) {
      shared->findings++;
      writeFinding(name, finding, inputText(ph, i, seeds));
    }
  }
  shared->next = end;
  std::fflush(nullptr);
  _exit(0);
}

/// Runs a phase's inputs in children, restarting after each crash or hang.
void runPhase(Phase ph, uint64_t count, const char *label,
              const std::vector<std::vector<uint8_t>> &seeds) {
  uint64_t i = 0;
  while (i < count) {
    shared->next = i;
    std::fflush(nullptr);
    pid_t pid = fork();
    if (pid < 0) {
      llvm::errs() << "lowp-fuzz: fork failed\n";
      std::exit(2);
    }
    if (pid == 0)
      child(ph, i, count, seeds);
    uint64_t seen = i;
    auto since = std::chrono::steady_clock::now();
    int status = 0;
    bool hung = false;
    for (;;) {
      pid_t r = waitpid(pid, &status, WNOHANG);
      if (r == pid)
        break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      uint64_t now = shared->next;
      if (now != seen) {
        seen = now;
        since = std::chrono::steady_clock::now();
      } else if (std::chrono::steady_clock::now() - since >
                 std::chrono::seconds(timeoutSec)) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        hung = true;
        break;
      }
    }
    uint64_t at = shared->next;
    if (!hung && WIFEXITED(status) && WEXITSTATUS(status) == 0 && at >= count)
      return;
    std::string what =
        hung ? "hang (no progress in " + std::to_string(timeoutSec) + " s)"
        : WIFSIGNALED(status)
            ? std::string("killed by signal ") + strsignal(WTERMSIG(status))
            : "exited with status " + std::to_string(WEXITSTATUS(status));
    shared->findings++;
    writeFinding(std::string(label) + "-" + std::to_string(firstSeed + at) +
                     (ph == Phase::Npy ? ".npy" : ".mlir"),
                 what, inputText(ph, at, seeds));
    i = at + 1;
  }
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  lowp::registerToolPasses();
  lowp::registerAllPasses();
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "lowp-fuzz: random lowp programs, program texts and .npy files "
      "through lowp's parser, verifiers, passes, runner and emulators\n\n"
      "  lowp-fuzz --programs=2000 --text=2000 --npy=5000 --seed=1\n\n"
      "Deterministic for a seed. Prints a summary and every finding (an "
      "input that crashed, aborted, hung, lost a diagnostic or disagreed "
      "with the reference); exit status 1 when there is any. "
      "--print=SEED shows a program.\n");
  if (printSeed >= 0) {
    Program p = lowp::fuzz::generate(uint64_t(printSeed));
    llvm::outs() << "// seed " << p.seed << ", " << p.kind
                 << (p.defect ? ", deliberate defect" : "")
                 << (p.runnable ? ", runnable" : "") << "\n"
                 << p.text;
    return 0;
  }
  void *mem = mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE,
                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED) {
    llvm::errs() << "lowp-fuzz: cannot map shared memory\n";
    return 2;
  }
  shared = new (mem) Shared();
  auto start = std::chrono::steady_clock::now();
  std::vector<std::vector<uint8_t>> seeds = npySeeds();
  runPhase(Phase::Programs, numPrograms, "program", seeds);
  runPhase(Phase::Text, numText, "text", seeds);
  runPhase(Phase::Npy, numNpy, "npy", seeds);
  double secs = std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - start)
                    .count();
  Shared &s = *shared;
  llvm::outs() << "lowp-fuzz: " << numPrograms << " programs (seeds "
               << firstSeed << ".." << firstSeed + numPrograms - 1 << "): "
               << s.parsed << " verified, " << s.rejected
               << " rejected with a diagnostic; lowered for a chip "
               << s.lowered << " times, " << s.diagnosed
               << " diagnostics; " << s.refLowered
               << " through the reference pipeline, " << s.compiled
               << " compiled to ISA, " << s.ran << " run, " << s.compared
               << " emulator runs compared\n"
               << "lowp-fuzz: " << numText << " mutated texts (" << s.textParsed
               << " clean), " << numNpy << " mutated .npy files ("
               << s.npyParsed << " clean)\n"
               << "lowp-fuzz: " << s.findings << " findings in "
               << llvm::format("%.1f", secs) << " s\n";
  return s.findings ? 1 : 0;
}

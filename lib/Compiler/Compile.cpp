//===- Compile.cpp - lowp IR to gfx942/gfx950 code objects ----------------===//

#include "lowp/Compiler/Compile.h"
#include "lowp/InitAll.h"
#include "lowp/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <unistd.h>

using namespace mlir;

namespace {
/// A toolkit directory as gpu-module-to-binary expects it: llvm/bin/ld.lld
/// and amdgcn/bitcode from Debian's packages. Empty if ld.lld is missing.
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
  return llvm::sys::fs::exists(lld) ? std::string(dir) : std::string();
}

struct Compiler {
  ModuleOp module;
  const lowp::CompileOptions &options;

  LogicalResult configure(PassManager &pm) {
    return options.configure ? options.configure(pm) : success();
  }

  /// Settles the occupancy of the kernels that ask to be tried at more
  /// waves per SIMD (`lowp.try_waves_per_eu`, Fp8GemmConfig::
  /// wavesPerEUHint), then runs the device route with `format`.
  FailureOr<std::vector<std::pair<std::string, std::string>>>
  device(StringRef format) {
    if (failed(settleOccupancy()))
      return failure();
    return runDevice(format, /*configured=*/true);
  }

  /// The kernels' reports by name, from the assembly of the device route
  /// (without the caller's pass-manager configuration: no IR printing).
  FailureOr<llvm::StringMap<lowp::target::KernelReport>>
  kernelReports(lowp::target::Chip chip) {
    auto objects = runDevice("isa", /*configured=*/false);
    if (failed(objects))
      return failure();
    llvm::StringMap<lowp::target::KernelReport> out;
    for (auto &[name, text] : *objects)
      for (lowp::target::KernelReport &r :
           lowp::target::analyzeAssembly(text, chip))
        out[r.name] = std::move(r);
    return out;
  }

  /// A kernel marked `lowp.try_waves_per_eu = W` whose registers allow
  /// fewer waves per SIMD than W is compiled again with LLVM's
  /// amdgpu-waves-per-eu of W (`rocdl.waves_per_eu`), which it keeps if
  /// the register allocator spills at most kMaxSpills VGPRs for it and
  /// puts at most kMaxLoopScratch scratch accesses in its main loop; the
  /// mark is removed either way. Timing model, gfx950: MXFP8 4096^3 134
  /// VGPRs -> 127 (4 spilled, 1 scratch load an iteration), 3 -> 4 waves
  /// per SIMD, 86.4 -> 59.9 us; MXFP4 45.9 -> 34.8 us (2 an iteration);
  /// MXFP4 GPT-OSS gate / up at 32768 rows, 151 -> 128 (18 spilled, none in
  /// the K loop), 634.2 -> 404.0 us. Refused: MXFP6 x MXFP4 4096^3 (6 an
  /// iteration: 65.4 -> 85.8 us), MXFP8 gate / up (147 spilled, 9 an
  /// iteration: 747.1 -> 1046.9 us), FP8 gate / up (38 spilled: 689.1 ->
  /// 685.0 us, no gain for the risk).
  LogicalResult settleOccupancy() {
    constexpr unsigned kMaxSpills = 24, kMaxLoopScratch = 2;
    constexpr StringLiteral kTry("lowp.try_waves_per_eu");
    SmallVector<std::pair<gpu::GPUFuncOp, unsigned>> tries;
    module->walk([&](gpu::GPUFuncOp f) {
      if (auto w = f->getAttrOfType<IntegerAttr>(kTry)) {
        tries.push_back({f, unsigned(w.getInt())});
        f->removeAttr(kTry);
      }
    });
    if (tries.empty())
      return success();
    auto chip = lowp::target::parseChip(options.chip);
    if (!chip)
      return success();
    auto before = kernelReports(*chip);
    if (failed(before))
      return failure();
    SmallVector<gpu::GPUFuncOp> hinted;
    for (auto [f, w] : tries) {
      auto it = before->find(f.getName());
      if (it == before->end() || it->second.occupancyByRegisters >= w)
        continue;
      f->setAttr("rocdl.waves_per_eu",
                 IntegerAttr::get(IntegerType::get(f.getContext(), 32), w));
      hinted.push_back(f);
    }
    if (hinted.empty())
      return success();
    auto after = kernelReports(*chip);
    if (failed(after))
      return failure();
    for (gpu::GPUFuncOp f : hinted) {
      auto it = after->find(f.getName());
      if (it == after->end() || it->second.vgprSpills > kMaxSpills ||
          it->second.loopScratch > kMaxLoopScratch)
        f->removeAttr("rocdl.waves_per_eu");
    }
    return success();
  }

  /// Runs the device route with `format` on a clone; each gpu.module's
  /// object.
  FailureOr<std::vector<std::pair<std::string, std::string>>>
  runDevice(StringRef format, bool configured) {
    std::string toolkit = toolkitDir();
    if (toolkit.empty())
      return emitError(module.getLoc(), "cannot find /usr/lib/llvm-22/bin/ld.lld "
                              "(install lld-22)");
    OwningOpRef<ModuleOp> clone = module.clone();
    PassManager pm(module.getContext());
    if ((configured && failed(configure(pm))) ||
        failed(parsePassPipeline(
            lowp::devicePipeline(options.chip, format.str(), toolkit), pm)))
      return emitError(module.getLoc(), "internal error: the device pipeline for ")
             << options.chip << " does not build";
    if (failed(pm.run(*clone)))
      return emitError(module.getLoc(), "device code generation for ")
             << options.chip << " failed (see the diagnostics above)";
    std::vector<std::pair<std::string, std::string>> objects;
    clone->walk([&](gpu::BinaryOp bin) {
      for (Attribute a : bin.getObjects())
        if (auto obj = dyn_cast<gpu::ObjectAttr>(a))
          objects.emplace_back(bin.getName().str(), obj.getObject().str());
    });
    return objects;
  }

  /// The launch contract (docs/report.md): the kernels' reports, and how
  /// the host launches each kernel: grid / block as functions of the shapes
  /// and the meaning of every argument (memrefs use MLIR's descriptor ABI:
  /// allocated ptr, aligned ptr, offset, sizes, strides). Written with
  /// llvm::json, so any function or kernel name stays valid JSON.
  std::string contract(const std::vector<lowp::target::KernelReport> &reports,
                       lowp::target::Chip chip) {
    std::string s;
    llvm::raw_string_ostream os(s);
    llvm::json::OStream j(os, /*IndentSize=*/2);
    j.object([&] {
      j.attribute("schema", "lowp-launch-contract/1");
      j.attribute("chip", options.chip);
      j.attributeArray("kernels", [&] {
        for (const lowp::target::KernelReport &r : reports)
          lowp::target::writeReportJSON(j, r, chip);
      });
      j.attributeArray("launches", [&] {
        module->walk([&](gpu::LaunchFuncOp l) {
          auto info = l->getAttrOfType<DictionaryAttr>("lowp.launch");
          if (!info)
            return;
          auto list = [&](StringRef key) {
            j.attributeArray(key, [&] {
              if (auto arr = info.getAs<ArrayAttr>(key))
                for (Attribute a : arr)
                  j.value(cast<StringAttr>(a).getValue());
            });
          };
          j.object([&] {
            auto f = l->getParentOfType<func::FuncOp>();
            j.attribute("function", f ? f.getSymName() : StringRef());
            j.attribute("kernel", l.getKernelName().getValue());
            list("grid");
            list("block");
            list("args");
            // A variant by M (docs/codegen.md, "Launch variants by M").
            if (auto when = info.getAs<StringAttr>("when"))
              j.attribute("when", when.getValue());
          });
        });
      });
    });
    return s + "\n";
  }

  FailureOr<lowp::CompileResult> run() {
    auto chip = lowp::target::parseChip(options.chip);
    if (!chip)
      return emitError(module.getLoc(), "unknown chip '")
             << options.chip << "' (chips: gfx942, gfx950)";
    const std::string &emit = options.emit;
    if (emit != "mlir" && emit != "llvm" && emit != "asm" && emit != "hsaco")
      return emitError(module.getLoc(), "unknown output form '")
             << emit << "' (forms: mlir, llvm, asm, hsaco)";

    // lowp's passes: strategies, generated kernels, host launches.
    PassManager pm(module.getContext());
    std::string pipeline =
        lowp::gpuPipeline(options.chip, options.tile, options.fuseEpilogues,
                          options.launchVariants);
    if (failed(configure(pm)) || failed(parsePassPipeline(pipeline, pm)))
      return emitError(module.getLoc(), "cannot build the pipeline ") << pipeline;
    if (failed(pm.run(module)))
      return emitError(module.getLoc(), "cannot compile for ")
             << options.chip << " (see the diagnostics above)";

    lowp::CompileResult result;
    if (emit == "mlir") {
      llvm::raw_string_ostream os(result.text);
      module->print(os);
      if (!options.reports)
        return result;
    }
    bool anyGPU = false;
    module->walk([&](gpu::GPUModuleOp) { anyGPU = true; });
    if (!anyGPU)
      return emitError(module.getLoc(), "nothing to compile for ")
             << options.chip
             << ": no lowp op became a GPU kernel (matmuls with an empty "
                "result or K = 0 and host quantizations are host code; "
                "--emit=mlir shows the module)";

    if (emit == "asm" || emit == "hsaco" || options.reports) {
      auto objects = device("isa");
      if (failed(objects))
        return failure();
      for (auto &[name, text] : *objects) {
        if (emit == "asm")
          result.text += text;
        auto rs = lowp::target::analyzeAssembly(text, *chip);
        result.reports.insert(result.reports.end(), rs.begin(), rs.end());
      }
    }
    if (emit == "llvm") {
      auto objects = device("llvm");
      if (failed(objects))
        return failure();
      for (auto &[name, bitcode] : *objects) {
        llvm::LLVMContext llctx;
        auto buf = llvm::MemoryBuffer::getMemBuffer(bitcode, name, false);
        auto mod = llvm::parseBitcodeFile(buf->getMemBufferRef(), llctx);
        if (!mod)
          return emitError(module.getLoc(), "cannot read the LLVM bitcode of ")
                 << name << ": " << llvm::toString(mod.takeError());
        llvm::raw_string_ostream os(result.text);
        (*mod)->print(os, nullptr);
      }
    }
    if (emit == "hsaco") {
      auto objects = device("bin");
      if (failed(objects))
        return failure();
      result.objects = std::move(*objects);
    }
    result.contract = contract(result.reports, *chip);
    return result;
  }
};
} // namespace

namespace {
void prepare(ModuleOp module) {
  // What the device route needs beside lowp's dialects (GPU, ROCDL, LLVM and
  // their translations), so that embedders need not register it.
  DialectRegistry registry;
  lowp::registerToolDialects(registry);
  lowp::registerAllDialects(registry);
  module.getContext()->appendDialectRegistry(registry);
  // The pipelines are textual: the upstream passes they name must be in the
  // global registry (registering the same pass again is harmless).
  static std::once_flag passes;
  std::call_once(passes, [] {
    lowp::registerToolPasses();
    lowp::registerAllPasses();
  });
}
} // namespace

FailureOr<lowp::CompileResult>
lowp::compile(ModuleOp module, const CompileOptions &options) {
  prepare(module);
  return Compiler{module, options}.run();
}

FailureOr<std::vector<std::pair<std::string, std::string>>>
lowp::compileGPUModules(ModuleOp module, const std::string &chip,
                        const std::string &format,
                        std::function<LogicalResult(PassManager &)> configure) {
  prepare(module);
  CompileOptions options;
  options.chip = chip;
  options.configure = std::move(configure);
  return Compiler{module, options}.device(format);
}

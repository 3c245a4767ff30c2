//===- Compile.h - lowp IR to gfx942/gfx950 code objects --------*- C++ -*-===//
//
// What lowp-compile does, as a library (the tool, the C API and Python call
// it): lowp's passes, then the device route (scf to cf, ROCDL, LLVM's AMDGPU
// back end; HSACO linked by Debian's ld.lld) on every gpu.module, with a
// static report per kernel and the launch contract.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_COMPILER_COMPILE_H
#define LOWP_COMPILER_COMPILE_H

#include "lowp/Target/Report.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <functional>
#include <string>
#include <vector>

namespace lowp {

struct CompileOptions {
  std::string chip = "gfx942";
  /// mlir (after lowp's passes), llvm (LLVM IR), asm or hsaco.
  std::string emit = "asm";
  /// BMxBNxBK[xS]: overrides the cost model's tile ("" keeps it).
  std::string tile;
  /// Run lowp-fuse-epilogues first: elementwise consumers of a matmul run in
  /// its kernel's epilogue (one launch per layer).
  bool fuseEpilogues = true;
  /// Launch variants by M for matmuls with a dynamic M (lowp-legalize's
  /// `variants`).
  bool launchVariants = true;
  /// Also analyze the assembly for --emit=mlir/llvm (asm and hsaco always do).
  bool reports = false;
  /// Applied to every pass manager the compilation builds (IR printing,
  /// timing, crash reproducers: the tool passes MLIR's CL options here).
  std::function<mlir::LogicalResult(mlir::PassManager &)> configure;
};

struct CompileResult {
  /// --emit=mlir|llvm|asm: the text.
  std::string text;
  /// --emit=hsaco: one ELF per gpu.module (name, bytes).
  std::vector<std::pair<std::string, std::string>> objects;
  std::vector<target::KernelReport> reports;
  /// The launch contract (JSON): kernels with their resources, and per launch
  /// grid/block as functions of the shapes and each argument's meaning.
  std::string contract;
};

/// Compiles `module` in place (it ends up holding the host code and the
/// gpu.modules after lowp's passes). Registers the dialects and translations
/// the device route needs in the module's context. Failures are emitted as
/// diagnostics at the module's location and return failure.
mlir::FailureOr<CompileResult> compile(mlir::ModuleOp module,
                                       const CompileOptions &options);

/// The device route alone: compiles every gpu.module of `module` (a clone;
/// `module` is not changed) for `chip` and returns one object per module
/// (name, bytes): an ELF code object for format "bin", AMDGPU assembly for
/// "isa", LLVM bitcode for "llvm". lowp-run's simulator devices use it.
mlir::FailureOr<std::vector<std::pair<std::string, std::string>>>
compileGPUModules(
    mlir::ModuleOp module, const std::string &chip, const std::string &format,
    std::function<mlir::LogicalResult(mlir::PassManager &)> configure = {});

} // namespace lowp

#endif // LOWP_COMPILER_COMPILE_H

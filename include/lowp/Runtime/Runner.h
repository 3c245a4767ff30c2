//===- Runner.h - run a host function of lowp IR ----------------*- C++ -*-===//
//
// What `lowp-run f.mlir --function=F` does, as a library (lowp-run, the C
// API's lowpRun and Python's lowp.run share it): lower the function for the
// host (the reference lowering on `cpu`; on `emu-gfx942` / `emu-gfx950` the
// GPU lowering, each kernel launch running on the emulator), JIT-compile it
// and call it on NumPy arrays. Every problem is an error message, never an
// exit: callers may be an interpreter.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_RUNTIME_RUNNER_H
#define LOWP_RUNTIME_RUNNER_H

#include "lowp/Numerics/Npy.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <functional>
#include <string>
#include <vector>

namespace lowp {

struct RunOptions {
  std::string function;       // empty: the module's only public function
  std::string device = "cpu"; // cpu, emu-gfx942, emu-gfx950
  std::string tile;           // the GPU lowering's tile option
  bool exactAccumulation = false; // emulator MFMA model
  bool printLowered = false;      // print the host module before the JIT
  /// Simulator devices: run every launch through the timing model and
  /// append one line per launch (kernel, grid, modeled cycles and time) and
  /// a total to `timingReport` (docs/simulator.md, "Timing").
  bool timing = false;
  unsigned timingCUs = 0; // 0: every CU with work
  bool timingOnly = false; // skip the MFMA arithmetic (outputs meaningless)
  std::string *timingReport = nullptr;
  /// Applied to every pass manager (e.g. --mlir-print-ir-after-all).
  std::function<mlir::LogicalResult(mlir::PassManager &)> configure;
};

/// One output of the function: a result, or a part of a !lowp.scaled result
/// (codes, scales, tensor scale).
struct RunOutput {
  std::string what;     // "result 0 (codes of !lowp.scaled<...>)"
  std::string elemType; // the element type, printed
  bool codes = false;   // one uint8 code per element
  num::NpyArray array;
};

/// Runs a function of `module` (which it lowers in place: pass a copy to
/// keep the original). `inputNames` name the inputs in messages (file
/// names, "argument 0", ...). On failure returns false with `error` set
/// (diagnostics of the passes also go to the context's handler).
bool runFunction(mlir::ModuleOp module, const RunOptions &options,
                 const std::vector<num::NpyArray> &inputs,
                 const std::vector<std::string> &inputNames,
                 std::vector<RunOutput> &outputs, std::string &error);

/// The .npy dtype that carries an element type across the boundary (one
/// uint8 per low-precision code, bf16 as its bits); false if none does.
bool npyDTypeFor(mlir::Type elem, num::DType &out);

/// A shape as NumPy prints it ("(2, 3)", "(4,)"; "?" for dynamic sizes).
std::string shapeString(llvm::ArrayRef<int64_t> shape);

} // namespace lowp

#endif // LOWP_RUNTIME_RUNNER_H

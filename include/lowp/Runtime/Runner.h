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
#include "lowp/Sim/Sim.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace lowp {

/// One launch the simulator's timing model ran (RunOptions::timings).
struct TimedLaunch {
  std::string kernel;
  unsigned grid[3] = {1, 1, 1}, block = 0;
  double seconds = 0;        // modeled time of the launch
  double hbmBytes = 0;       // its HBM traffic (sim::Stats::hbmBytes)
  double mfmaBusy = 0;       // the chip's MFMA pipes busy, 0..1
  uint64_t workgroups = 0, workgroupsSimulated = 0;
  unsigned cusSimulated = 0, cusUsed = 0, workgroupsPerCU = 0;
  /// Where the simulated waves' time went, fractions of their wave-cycles
  /// (sim::Stats::waveTime, named by sim::kWaveTimeNames): issuing, waiting
  /// on vector memory, on LDS / scalar memory, on an MFMA (pipe or result),
  /// on the VALU, at barriers.
  std::array<double, 6> waveTime{};
};

struct RunOptions {
  std::string function;       // empty: the module's only public function
  std::string device = "cpu"; // cpu, emu-/sim-/hip-gfx942, -gfx950
  std::string tile;           // the GPU lowering's tile option
  bool fuseEpilogues = true;  // GPU devices: lowp-fuse-epilogues first
  bool launchVariants = true; // GPU devices: small-M variants (dynamic M)
  bool exactAccumulation = false; // emulator MFMA model
  bool printLowered = false;      // print the host module before the JIT
  /// Simulator devices: run every launch through the timing model and
  /// append one line per launch (kernel, grid, modeled cycles and time) and
  /// a total to `timingReport` (docs/simulator.md, "Timing").
  bool timing = false;
  /// Which workgroups a timed launch simulates (sim::parseSampling); Auto
  /// is Full here unless timingOnly, since workgroups not simulated leave
  /// their outputs uncomputed.
  sim::Options::Sampling timingSample = sim::Options::Sampling::Auto;
  bool timingOnly = false; // skip the MFMA arithmetic (outputs meaningless)
  /// With timing: each launch's report also lists the `profile`
  /// instructions that took the most wave-cycles (sim::formatProfile).
  unsigned profile = 0;
  std::string *timingReport = nullptr;
  std::vector<TimedLaunch> *timings = nullptr; // the same, as data
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

/// A function of a module compiled for a device once and run any number of
/// times: the lowering, the kernels' code objects (loaded into HIP on hip-*
/// devices) and the host program's JIT are kept between runs.
class Executable {
public:
  /// Compiles `options.function` (empty: the module's only public one) of
  /// `module`, which it lowers in place (pass a copy to keep the original)
  /// and which must outlive the Executable. Null with `error` set on
  /// failure (pass diagnostics also go to the context's handler).
  static std::unique_ptr<Executable>
  create(mlir::ModuleOp module, const RunOptions &options, std::string &error);
  /// Runs it on `inputs` (as runFunction takes them).
  bool run(const std::vector<num::NpyArray> &inputs,
           const std::vector<std::string> &inputNames,
           std::vector<RunOutput> &outputs, std::string &error);
  /// The same, taking the inputs (no copy of them is made).
  bool run(std::vector<num::NpyArray> &&inputs,
           const std::vector<std::string> &inputNames,
           std::vector<RunOutput> &outputs, std::string &error);
  const std::string &functionName() const;
  /// The tensor type of each argument slot (a scaled argument's codes,
  /// scales and tensor scale are three), as run and runOnDevice take them.
  std::vector<std::string> argumentTypes() const;

  /// A buffer in device memory: its address and stored shape (fp4 codes
  /// two a byte along the last dimension); results also name their element
  /// dtype (numpy's descr) and what they are.
  struct DeviceBuffer {
    void *data = nullptr;
    std::vector<int64_t> shape;
    std::string dtype, what;
  };
  /// HIP devices: runs on buffers already in device memory, one per
  /// argument slot (a scaled argument's codes, scales, tensor scale), with
  /// no copy. The program's own buffers are device memory, host constants
  /// are uploaded on first use and kept; `results` are device buffers the
  /// caller frees with deviceFree (a result that is an argument is that
  /// argument). Only for programs whose host code just launches kernels
  /// (no host computation): an error says why not otherwise.
  bool runOnDevice(const std::vector<DeviceBuffer> &args,
                   std::vector<DeviceBuffer> &results, std::string &error);
  /// Device memory through the executable's HIP library.
  void *deviceAlloc(size_t bytes, std::string &error);
  bool copy(void *dst, const void *src, size_t bytes, bool toDevice,
            std::string &error);
  void deviceFree(void *data);
  ~Executable();

private:
  Executable();
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// Runs a function of `module` (which it lowers in place: pass a copy to
/// keep the original) once: Executable::create, then run. `inputNames` name the
/// inputs in messages (file names, "argument 0", ...). On failure returns false
/// with `error` set (diagnostics of the passes also go to the context's
/// handler).
bool runFunction(mlir::ModuleOp module, const RunOptions &options,
                 const std::vector<num::NpyArray> &inputs,
                 const std::vector<std::string> &inputNames,
                 std::vector<RunOutput> &outputs, std::string &error);
/// The same, taking the inputs (no copy: what large timing runs want).
bool runFunction(mlir::ModuleOp module, const RunOptions &options,
                 std::vector<num::NpyArray> &&inputs,
                 const std::vector<std::string> &inputNames,
                 std::vector<RunOutput> &outputs, std::string &error);

/// Inputs of zeros for the entry function of `module` (as runFunction
/// chooses it: `function`, or the only public one) that bind its matmul
/// (one lowp.scaled_matmul or lowp.grouped_scaled_matmul) to an M x N x K
/// problem: the matmul's operands, directly arguments or quantized from
/// arguments, get M, N and K where they are dynamic and must agree where
/// static; a grouped matmul's offsets split the M rows evenly over its
/// groups. `flops` gets 2 M N K and `bytes` the inputs' and results' bytes
/// in memory (sub-byte codes packed; a grouped matmul's B and bias only for
/// the groups that get rows). False with `error` when the function
/// does not have that form.
bool shapeInputs(mlir::ModuleOp module, const std::string &function,
                 int64_t M, int64_t N, int64_t K,
                 std::vector<num::NpyArray> &inputs,
                 std::vector<std::string> &inputNames, double &flops,
                 double &bytes, std::string &peakKind, std::string &error);

/// The .npy dtype that carries an element type across the boundary (one
/// uint8 per low-precision code, bf16 as its bits); false if none does.
bool npyDTypeFor(mlir::Type elem, num::DType &out);

/// A shape as NumPy prints it ("(2, 3)", "(4,)"; "?" for dynamic sizes).
std::string shapeString(llvm::ArrayRef<int64_t> shape);

} // namespace lowp

#endif // LOWP_RUNTIME_RUNNER_H

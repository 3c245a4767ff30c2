//===- Emulator.h - run gfx942/gfx950 kernels lane by lane ------*- C++ -*-===//
//
// Executes GPU kernels at the level where lowp hands over to upstream
// (gpu.func with gpu/arith/math/scf/vector/memref/amdgpu ops) on the CPU:
// every workgroup, every 64-lane wave (lanes run in lockstep, one fiber per
// wave so barriers suspend and resume waves), workgroup memory with the
// chip's limit, raw buffer out-of-bounds rules, and the MFMA / scaled-MFMA
// instructions with their exact lane layouts and a selectable accumulation
// model. Faults (out-of-bounds access, LDS over the limit, a barrier not
// reached by every wave, an instruction the chip lacks, ...) are reported as
// one line naming kernel, workgroup, wave, lane and address.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_EMULATOR_EMULATOR_H
#define LOWP_EMULATOR_EMULATOR_H

#include "lowp/Emulator/Semantics.h"
#include "lowp/Target/Chip.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir::gpu {
class GPUFuncOp;
} // namespace mlir::gpu

namespace lowp::emu {

struct Options {
  target::Chip chip = target::Chip::GFX942;
  AccumulationModel model = AccumulationModel::Hardware;
};

/// One kernel argument: a buffer for a memref argument (its bytes, row-major,
/// and its sizes for dynamic dimensions) or the bits of a scalar.
struct KernelArg {
  std::shared_ptr<std::vector<uint8_t>> buffer; // memref arguments
  std::vector<int64_t> sizes;                   // memref: actual sizes
  uint64_t scalar = 0; // ints (sign-extended), f32/f64 bits
};

struct Dim3 {
  int64_t x = 1, y = 1, z = 1;
  int64_t count() const { return x * y * z; }
};

struct Stats {
  uint64_t workgroups = 0;
  uint64_t waveOps = 0;   // operations executed per wave
  uint64_t mfmas = 0;     // MFMA instructions per wave
  uint64_t ldsBytes = 0;  // workgroup memory of the kernel
};

class Emulator {
public:
  explicit Emulator(Options options);
  ~Emulator();

  /// Runs `kernel` over `grid` workgroups of `block` threads with `args`
  /// (buffers are updated in place). Returns false with `error` set to one
  /// line on a fault or an unsupported construct.
  bool launch(mlir::gpu::GPUFuncOp kernel, Dim3 grid, Dim3 block,
              std::vector<KernelArg> &args, std::string &error);

  const Stats &stats() const;
  const Options &options() const;

  struct Impl; // the interpreter's state (Emulator.cpp)

private:
  std::unique_ptr<Impl> impl;
};

} // namespace lowp::emu

#endif // LOWP_EMULATOR_EMULATOR_H

//===- Launch.h - one kernel launch on the ISA simulator --------*- C++ -*-===//

#ifndef LOWP_LIB_SIM_LAUNCH_H
#define LOWP_LIB_SIM_LAUNCH_H

#include "Wave.h"

#include <ucontext.h>

namespace lowp::sim {

struct Launch {
  const CodeObject &code;
  const Kernel &kernel;
  const Options &options;
  target::ChipInfo chip;
  Memory &memory;
  Stats &stats;
  Dim3 grid, block;
  uint64_t kernargAddress = 0;
  bool gfx950 = false;
  bool ieee = true;          // rsrc1 IEEE mode
  bool flushF32 = false;     // f32 denormals flushed (rsrc1)
  bool flushF64F16 = false;  // f64 / f16 denormals flushed
  unsigned wavesPerGroup = 1;
  uint64_t ldsBytes = 0; // per workgroup: the kernel's and the dynamic

  uint64_t dispatchAddress = 0; // the hsa_kernel_dispatch_packet_t
  Workgroup *wg = nullptr;
  // Owned here, not on the fiber: a fault never unwinds the fiber.
  Workgroup group;
  std::vector<std::unique_ptr<Wave>> waves;

  // Faults leave the execution fiber for the launching context.
  ucontext_t caller, fiber;
  std::string error;

  Launch(const CodeObject &c, const Kernel &k, const Options &o, Memory &m,
         Stats &s)
      : code(c), kernel(k), options(o), chip(target::getChipInfo(o.chip)),
        memory(m), stats(s) {}
};

} // namespace lowp::sim

#endif // LOWP_LIB_SIM_LAUNCH_H

//===- Launch.h - one kernel launch on the ISA simulator --------*- C++ -*-===//

#ifndef LOWP_LIB_SIM_LAUNCH_H
#define LOWP_LIB_SIM_LAUNCH_H

#include "Wave.h"

#include <ucontext.h>
#include <unordered_set>

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

  // Timing (Options::timing): the pipes of the simulated CUs, the shared
  // HBM channel, the lines the cache holds, and the lines the current
  // instruction touched.
  bool timing = false;
  const ChipTiming *t = nullptr;
  struct CU {
    uint64_t simdIssue[4] = {}, valuFree[4] = {}, mfmaFree[4] = {};
    uint64_t ldsFree = 0, vmemFree = 0;
  };
  std::vector<CU> cus;
  double hbmFree = 0;        // the HBM channel is busy until then
  double hbmShare = 1;       // the simulated CUs' share of its bandwidth
  std::unordered_set<uint64_t> cached, dirty;
  std::vector<uint64_t> lines; // touched by the current instruction
  // LDS accesses of the current instruction (byte address, bytes), in lane
  // order, for the bank-conflict model.
  std::vector<std::pair<uint64_t, unsigned>> ldsAccesses;
  bool storing = false;

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

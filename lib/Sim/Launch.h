//===- Launch.h - one kernel launch on the ISA simulator --------*- C++ -*-===//

#ifndef LOWP_LIB_SIM_LAUNCH_H
#define LOWP_LIB_SIM_LAUNCH_H

#include "Wave.h"

#include <ucontext.h>
#include <unordered_map>
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

  // Timing (Options::timing): the pipes of the simulated CUs, the L2 and
  // fabric link of each simulated XCD, the Infinity Cache's lines, the
  // shared HBM channel, and the lines the current instruction touched.
  bool timing = false;
  const ChipTiming *t = nullptr;
  struct CU {
    uint64_t simdIssue[4] = {}, valuFree[4] = {}, mfmaFree[4] = {};
    uint64_t ldsFree = 0, vmemFree = 0;
    unsigned xcd = 0; // index into l2 / fabricFree
  };
  std::vector<CU> cus;
  /// A set-associative cache of line tags with LRU replacement per set
  /// (the set from a hash of the line, as the hardware spreads addresses
  /// over its channels).
  struct Cache {
    unsigned ways = 16;
    uint64_t sets = 1, clock = 0;
    std::vector<uint64_t> tag, stamp; // tag: line + 1 (0: empty)
    void init(uint64_t bytes, unsigned lineBytes) {
      sets = std::max<uint64_t>(1, bytes / lineBytes / ways);
      tag.assign(sets * ways, 0);
      stamp.assign(sets * ways, 0);
    }
    /// True on a hit; a miss replaces the set's least recently used line.
    bool access(uint64_t line) {
      uint64_t set = (line * 0x9E3779B97F4A7C15ull >> 20) % sets;
      uint64_t *tg = &tag[set * ways], *st = &stamp[set * ways];
      unsigned victim = 0;
      for (unsigned w = 0; w < ways; ++w) {
        if (tg[w] == line + 1) {
          st[w] = ++clock;
          return true;
        }
        if (st[w] < st[victim])
          victim = w;
      }
      tg[victim] = line + 1;
      st[victim] = ++clock;
      return false;
    }
  };
  std::vector<Cache> l2;          // per simulated XCD
  std::vector<double> fabricFree; // per simulated XCD: its link is busy until
  double hbmFree = 0;        // the HBM channel is busy until then
  double hbmShare = 1;       // the simulated XCDs' share of its bandwidth
  std::unordered_set<uint64_t> mall, dirty;
  // A sample of one XCD (Options::Sampling): per buffer (by base address),
  // the lines the sample has touched outside its L2 (Exec.cpp's vector
  // memory timing says which of them it fetches from HBM).
  bool xcdSample = false;
  std::unordered_map<uint64_t, uint64_t> fetched;
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

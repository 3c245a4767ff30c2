//===- Timing.h - the ISA simulator's timing model --------------*- C++ -*-===//
//
// A cycle-approximate model of a CU running the simulated waves (docs/
// simulator.md, "Timing"): per SIMD one issue opportunity every 4 cycles
// and one instruction per wave per opportunity; a VALU, MFMA and LDS pipe
// per SIMD / CU with their occupancy; vector memory through a line-granular
// L2 per XCD (LRU), the fabric link of each XCD to the Infinity Cache, the
// Infinity Cache (the launch's footprint fits) and one HBM channel for the
// chip; s_waitcnt and barriers as stalls.
// Every number is in ChipTiming, one table per chip with its source.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_LIB_SIM_TIMING_H
#define LOWP_LIB_SIM_TIMING_H

#include "lowp/Target/Chip.h"

#include <cstdint>

namespace lowp::sim {

/// How an instruction occupies the machine.
enum class Cls : uint8_t {
  Salu, Valu, Mfma, VmemLoad, VmemStore, Smem, Lds, Branch, Waitcnt,
  Barrier, Nop, End
};

struct ChipTiming {
  double clockGHz;          // engine clock
  unsigned cus;             // compute units
  unsigned waveSlots;       // waves per SIMD
  unsigned issueInterval;   // cycles between a SIMD's issue opportunities
  unsigned valuCycles;      // a wave64 VALU instruction on a SIMD
  unsigned saluCycles;
  unsigned ldsLatency;      // cycles from issue to data
  unsigned ldsBytesPerCycle;   // per CU
  unsigned l1BytesPerCycle;    // per CU, vector memory addresses / data
  unsigned smemLatency;
  unsigned l2Latency;       // a vector load that hits its XCD's L2
  unsigned mallLatency;     // one that misses L2 and hits the Infinity Cache
  unsigned hbmLatency;      // one that goes to HBM
  double hbmBytesPerCycle;  // the whole chip's, at the engine clock
  unsigned lineBytes;
  unsigned mfmaLatencyExtra; // from the MFMA pipe's end to a dependent read
  unsigned xcds;            // compute dies; workgroup i runs on XCD i mod xcds
  uint64_t l2Bytes;         // per XCD (LRU over lines)
  double fabricBytesPerCycle; // per XCD, between its L2 and the Infinity
                              // Cache / HBM
};

const ChipTiming &getChipTiming(target::Chip chip);

} // namespace lowp::sim

#endif // LOWP_LIB_SIM_TIMING_H

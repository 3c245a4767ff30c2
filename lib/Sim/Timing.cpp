//===- Timing.cpp - the timing model's parameters, one table per chip -----===//
//
// Each number with its public source (docs/simulator.md, "Timing"). Where a
// source gives nanoseconds, cycles are at the chip's peak engine clock.
//
//===----------------------------------------------------------------------===//

#include "Timing.h"

using namespace lowp;
using namespace lowp::sim;

const ChipTiming &sim::getChipTiming(target::Chip chip) {
  // MI300X (gfx942): 2100 MHz, 304 CUs (AMD CDNA3 white paper); HBM3 at
  // 4.2 TB/s sustained, what a Triton copy kernel reaches of the 5.3 TB/s
  // peak (ROCm's compute / memory partition blog; the roofline keeps the
  // peak); 8 XCDs of 4 MB L2; Infinity Cache latency 218 ns (Chips and
  // Cheese); L2 and HBM latencies provisional; GCN issue: a SIMD is offered an issue cycle every 4 cycles, a
  // wave64 VALU op takes 4 cycles on the 16-lane SIMD (CDNA3 ISA guide,
  // "Shader instruction issue"); LDS 128 bytes / clock / CU (white paper);
  // latencies from Chips and Cheese's MI300X measurements (provisional:
  // docs/simulator.md lists their status).
  static const ChipTiming gfx942 = {
      /*clockGHz=*/2.1,      /*cus=*/304,          /*waveSlots=*/8,
      /*issueInterval=*/4,   /*valuCycles=*/4,     /*saluCycles=*/1,
      /*ldsLatency=*/64,     /*ldsBytesPerCycle=*/128,
      /*l1BytesPerCycle=*/64, /*smemLatency=*/150,
      /*l2Latency=*/300,     /*mallLatency=*/460,   /*hbmLatency=*/1200,
      /*hbmBytesPerCycle=*/4.2e12 / 2.1e9, /*lineBytes=*/128,
      /*mfmaLatencyExtra=*/4,
      /*xcds=*/8,            /*l2Bytes=*/4u << 20,
      /*fabricBytesPerCycle=*/17.2e12 / 8 / 2.1e9};
  // MI355X (gfx950): 2400 MHz, 256 CUs, 8 TB/s HBM3E (AMD CDNA4 white
  // paper; sustained as MI300X's 4.2 / 5.3 of peak, not measured); LDS 160
  // KiB per CU read at 256 bytes / clock (white paper); the same issue
  // rules, caches and latencies as MI300X until measured.
  static const ChipTiming gfx950 = {
      /*clockGHz=*/2.4,      /*cus=*/256,          /*waveSlots=*/8,
      /*issueInterval=*/4,   /*valuCycles=*/4,     /*saluCycles=*/1,
      /*ldsLatency=*/64,     /*ldsBytesPerCycle=*/256,
      /*l1BytesPerCycle=*/64, /*smemLatency=*/150,
      /*l2Latency=*/300,     /*mallLatency=*/460,   /*hbmLatency=*/1200,
      /*hbmBytesPerCycle=*/8.0e12 * (4.2 / 5.3) / 2.4e9, /*lineBytes=*/128,
      /*mfmaLatencyExtra=*/4,
      /*xcds=*/8,            /*l2Bytes=*/4u << 20,
      /*fabricBytesPerCycle=*/17.2e12 / 8 / 2.4e9};
  return chip == target::Chip::GFX942 ? gfx942 : gfx950;
}

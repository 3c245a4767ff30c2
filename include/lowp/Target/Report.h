//===- Report.h - static report of compiled kernels -------------*- C++ -*-===//
//
// Reads the AMDGPU assembly LLVM emits for a kernel (its .amdgpu_metadata
// and instruction stream) and derives the figures `lowp-compile --report`
// prints: registers, spills, scratch, LDS, occupancy, the MFMA instructions
// of the main loop and a modeled MFMA-pipe utilization (docs/report.md).
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_TARGET_REPORT_H
#define LOWP_TARGET_REPORT_H

#include "lowp/Target/Chip.h"

#include <map>
#include <string>
#include <vector>

namespace llvm::json {
class OStream;
} // namespace llvm::json

namespace lowp::target {

struct KernelArgInfo {
  unsigned offset = 0, size = 0;
  std::string valueKind; // global_buffer, by_value, ...
};

struct KernelReport {
  std::string name;
  unsigned vgprs = 0, agprs = 0, sgprs = 0;
  unsigned vgprSpills = 0, sgprSpills = 0;
  unsigned scratchBytes = 0, ldsBytes = 0;
  unsigned maxWorkgroupSize = 0;
  unsigned kernargBytes = 0;
  std::vector<KernelArgInfo> args;
  /// Waves per SIMD the registers and LDS allow (at most 8).
  unsigned occupancy = 0;
  unsigned occupancyByRegisters = 0, occupancyByLDS = 0;
  /// Waves resident on a CU: the registers' waves per SIMD on every SIMD,
  /// or the workgroups the LDS holds times their waves, whichever is
  /// smaller. Workgroups of fewer waves than SIMDs leave SIMDs idle: a
  /// one-wave workgroup with 18 KiB of LDS gives 3 waves per CU, 0.75 per
  /// SIMD, where `occupancy` (whole waves per SIMD) says 0.
  unsigned wavesPerCU = 0;
  unsigned ldsWorkgroups = 0; // workgroups per CU the LDS holds (0: no LDS)
  /// MFMA instructions in the whole kernel, by mnemonic.
  std::map<std::string, unsigned> mfmas;
  /// The main loop: the loop with the most MFMA instructions.
  bool hasMainLoop = false;
  unsigned loopMfmas = 0, loopValu = 0, loopOther = 0;
  /// Scratch loads and stores (spilled registers) in the main loop.
  unsigned loopScratch = 0;
  unsigned loopMfmaCycles = 0, loopIssueCycles = 0;
  /// Issue cycles of the main loop's instructions that cannot run beside
  /// an MFMA (neverCoissues): the MFMA pipe idles while they run.
  unsigned loopSerialCycles = 0;
  double utilization = 0; // modeled MFMA-pipe utilization of the main loop
  /// Multiply-adds per MFMA cycle of the main loop's instructions over those
  /// of the chip's fastest MFMA for the same operands (gfx950's
  /// 16x16x32 FP8 runs at half the rate of 16x16x128 f8f6f4).
  double instructionRate = 1;
  double peakFraction = 0; // utilization x instructionRate
  /// Kernels without MFMA (memory-bound ones: quantize, dequantize, amax):
  /// per wave, the bytes its vector memory instructions move (64 lanes x
  /// width, masks ignored) and its VALU instructions and issue cycles; the
  /// modeled bandwidth is HBM's times min(1, memory time / VALU time) with
  /// the waves spread over every SIMD (docs/report.md).
  bool memoryModel = false;
  unsigned waveBytes = 0, waveValu = 0, waveIssueCycles = 0;
  double bandwidthFraction = 0;
};

/// Parses every kernel of an assembly file. Unknown input gives no kernels.
std::vector<KernelReport> analyzeAssembly(const std::string &assembly,
                                          Chip chip);

/// Cycles of one MFMA instruction line (0 if not an MFMA).
unsigned mfmaCycles(const std::string &line);

/// Whether a VALU instruction (its mnemonic, with or without an encoding
/// suffix such as _e64) cannot run beside an MFMA on gfx942 / gfx950, as
/// LLVM's SIInstrInfo::isNeverCoissue lists them: packed math (v_pk_*),
/// transcendentals, dot products, v_cvt_pk_{fp8,bf8}_f32, the SAD ops. It
/// waits until its SIMD's MFMA pipe is idle (docs/simulator.md, "Timing").
bool neverCoissues(const std::string &mnemonic);

std::string formatReport(const KernelReport &r, Chip chip);
/// The report as one JSON object (docs/report.md, "JSON"), on one line.
std::string reportJSON(const KernelReport &r, Chip chip);
/// The same object written into a JSON stream (the launch contract).
void writeReportJSON(llvm::json::OStream &j, const KernelReport &r, Chip chip);

} // namespace lowp::target

#endif // LOWP_TARGET_REPORT_H

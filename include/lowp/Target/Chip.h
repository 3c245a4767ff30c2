//===- Chip.h - gfx942 / gfx950 target description --------------*- C++ -*-===//
//
// One place for the chip facts every pass and the emulator use (AMDGPU.md):
// chip resources and peak rates, the MFMA catalog (shapes, operand types,
// cycles, availability) and the operand/result lane layouts. No MLIR
// dependency.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_TARGET_CHIP_H
#define LOWP_TARGET_CHIP_H

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace lowp::target {

enum class Chip : uint8_t { GFX942, GFX950 };

struct ChipInfo {
  std::string_view name;   // "gfx942"
  std::string_view marketing;
  unsigned computeUnits;
  unsigned clockMHz;
  unsigned ldsBytes;       // per workgroup (per CU)
  unsigned vgprsPerLane;   // arch VGPRs + AGPRs per lane per SIMD
  unsigned waveSize;
  unsigned simdsPerCU;
  bool ocpFP8;             // FP8 MFMA/conversions use OCP (else FNUZ)
  bool scaledMFMA;
  double peakFP8TFLOPs, peakFP16TFLOPs, peakFP4TFLOPs; // dense
  double hbmTBs;
};

const ChipInfo &getChipInfo(Chip chip);
std::optional<Chip> parseChip(std::string_view name);

/// Operand element kinds of MFMA instructions.
enum class MfmaOperand : uint8_t {
  F16,
  BF16,
  FP8,    // one fp8 format per operand (FNUZ on gfx942, OCP on gfx950)
  F8F6F4, // gfx950 f8f6f4 family: any of e4m3, e5m2, e2m3, e3m2, e2m1
  I8,
  XF32,
};

/// How an operand's elements map to lanes.
enum class MfmaLayout : uint8_t {
  Classic, // row = l % M, k = (l / M) * E + e
  F8F6F4,  // gfx950: fp4/fp6 contiguous 32 K per lane; fp8 split 16 + 16
};

struct MfmaInstr {
  std::string_view name; // ISA mnemonic
  unsigned m, n, k;
  MfmaOperand operand;
  unsigned elemsPerLane; // A and B elements per lane
  unsigned cycles;       // for FP8 operands in f8f6f4: see cyclesFor()
  bool onGfx942, onGfx950;
  bool scaled;
  bool intAccumulate; // i32 accumulator

  bool availableOn(Chip c) const { return c == Chip::GFX942 ? onGfx942 : onGfx950; }
  /// Accumulator registers per lane.
  unsigned accRegs() const { return m * n / 64; }
  /// Cycles of the f8f6f4 family: doubled when either operand is FP8.
  unsigned cyclesFor(bool anyFP8) const {
    return operand == MfmaOperand::F8F6F4 && anyFP8 ? 2 * cycles : cycles;
  }
};

/// Every MFMA instruction lowp models (AMDGPU.md's table).
const std::vector<MfmaInstr> &getMfmaCatalog();
const MfmaInstr *findMfma(unsigned m, unsigned n, unsigned k,
                          MfmaOperand operand, bool scaled);

/// Element format of one f8f6f4 operand, as the cbsz/blgp fields encode it.
enum class F8F6F4Format : uint8_t { E4M3 = 0, E5M2 = 1, E2M3 = 2, E3M2 = 3, E2M1 = 4 };

/// Lane layouts (AMDGPU.md "Lane layouts"). `l` is the lane (0..63), `e`
/// the element within the lane's operand vector, `v` the accumulator
/// register. For B the first result is k and the second the column j.
/// `fp8` selects the 16+16 split of f8f6f4 FP8 operands.
std::pair<unsigned, unsigned> layoutA(const MfmaInstr &mi, unsigned l,
                                      unsigned e, bool fp8 = false);
std::pair<unsigned, unsigned> layoutB(const MfmaInstr &mi, unsigned l,
                                      unsigned e, bool fp8 = false);
std::pair<unsigned, unsigned> layoutC(const MfmaInstr &mi, unsigned l,
                                      unsigned v);
/// Scaled MFMA: the lane whose scale register holds the E8M0 scale of row i
/// (column j for B) and 32-element K block b: i + M * b.
unsigned scaleLane(const MfmaInstr &mi, unsigned rowOrCol, unsigned block);

} // namespace lowp::target

#endif // LOWP_TARGET_CHIP_H

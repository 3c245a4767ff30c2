//===- Semantics.h - instruction semantics shared by emulator and simulator ===//
//
// What the MLIR-level emulator (lowp/Emulator/Emulator.h) and the ISA
// simulator (lowp/Sim/Sim.h) both execute, in one place: MFMA / scaled MFMA
// with their accumulation models (on lane layouts from lowp/Target/Chip.h),
// the fp8 / fp6 / fp4 and scaled conversions, v_dot4_u32_u8 and the gfx950
// LDS transpose reads. No MLIR or LLVM MC dependency (library LowpSemantics).
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_EMULATOR_SEMANTICS_H
#define LOWP_EMULATOR_SEMANTICS_H

#include "lowp/Numerics/Formats.h"
#include "lowp/Target/Chip.h"

#include <array>
#include <cstdint>
#include <vector>

namespace lowp::emu {

/// How MFMA instructions accumulate (docs/emulator.md).
enum class AccumulationModel : uint8_t {
  /// The chip's documented behaviour: gfx942 follows the public MMA-Sim
  /// description (grouped products, truncation, one final RNE); gfx950 sums
  /// per-32-block exact dot products times scales plus C with one f32 RNE.
  Hardware,
  /// Exact sum of C and all products, one RNE to f32 per instruction.
  Exact,
};

//===--- MFMA semantics (exposed for tests) --------------------------------===//

/// Exact sum of doubles (every input is an exact product or f32 value) with
/// one round-to-nearest-even to f32 at the end.
class ExactSum {
public:
  void add(double x);
  float toFloat() const;

private:
  static constexpr int kLimbs = 12;
  static constexpr int kLowExp = -352; // weight of bit 0
  uint64_t limb[kLimbs] = {};
  bool nan = false, posInf = false, negInf = false;
  void addMagnitude(uint64_t mag, int bitPos, bool negative);
};

/// One MFMA computation on wave-wide operand values: `a[l][e]`, `b[l][e]` are
/// the decoded real values of each lane's operand elements (already scaled
/// per block for scaled MFMA: `scaleA[i][blk]` etc. are applied here), `c`
/// the accumulators. Returns D in the accumulator layout.
struct MfmaOperands {
  const target::MfmaInstr *instr = nullptr;
  bool aFP8 = false, bFP8 = false; // f8f6f4 operand is an fp8 format
  bool aE5M2 = false, bE5M2 = false; // FP8 operand is E5M2 (else E4M3)
  std::vector<double> a, b;        // [64 * elemsPerLane]
  std::vector<double> c;           // [64 * accRegs], f32 or i32 values
  std::vector<double> scaleA, scaleB; // [rows * K/32], empty if unscaled
};
std::vector<double> computeMfma(const MfmaOperands &ops, target::Chip chip,
                                AccumulationModel model);

//===--- Conversions and small instructions --------------------------------===//

/// v_cvt_pk_fp8_f32 / v_cvt_pk_bf8_f32 (and amdgpu.packed_trunc_2xfp8): one
/// round to nearest even, no saturation (500.0 becomes NaN in E4M3).
uint8_t truncToFp8(num::Format fmt, float x);

/// gfx950 scaled up-conversion (v_cvt_scalef32_*, amdgpu.scaled_ext_packed):
/// `code`'s value times 2^(E - 127), E the exponent field of the f32 scale
/// (E = 0: 2^-127; E = 255: NaN). Exact in double.
double scaledExt(num::Format fmt, uint8_t code, uint32_t scaleBits);

/// gfx950 scaled down-conversion (v_cvt_scalef32_pk_*, amdgpu.
/// packed_scaled_trunc): x / 2^(E - 127) with one RNE; fp4 as AMD's gfx950
/// conversion model has it: saturating, NaN / Inf input or E = 255 give the
/// signed maximum (0x7 / 0xF).
uint8_t scaledTrunc(num::Format fmt, double x, uint32_t scaleBits);

/// v_dot4_u32_u8: the four unsigned byte products of a and b plus c,
/// wrapping, or saturating at 2^32 - 1 with clamp.
uint32_t udot4(uint32_t a, uint32_t b, uint32_t c, bool clamp);

/// v_perm_b32 (llvm.amdgcn.perm): byte i of the result is selected by byte i
/// of `sel` from the 8 bytes s0:s1 (s1 bytes 0-3, s0 bytes 4-7): 0-7 a
/// byte, 8-11 the sign of byte 1, 3, 5 or 7 replicated, 12 zero, 13-255
/// 0xFF.
uint32_t perm(uint32_t s0, uint32_t s1, uint32_t sel);

/// gfx950 LDS transpose reads (ds_read_b64_tr_b16 / _b8 / _b4,
/// ds_read_b96_tr_b6): `chunk[l]` holds the W = n * E bits lane l read at
/// its own address. Within each block of 16 lanes the chunks form n rows of
/// 16 E-bit elements (row j made of lanes r j .. r j + r - 1, r = 16 / n) and
/// lane i gets column i: its element j comes from lane 16 G + r j + i / n,
/// element i % n of that chunk. Returns element j of lane l (E bits,
/// zero-extended) at [l * n + j]. Valid (E, n): (16, 4), (8, 8), (4, 16),
/// (6, 16).
std::vector<uint64_t>
transposeRead(unsigned E, unsigned n,
              const std::vector<std::array<uint8_t, 12>> &chunk);

} // namespace lowp::emu

#endif // LOWP_EMULATOR_SEMANTICS_H

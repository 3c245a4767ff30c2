//===- Generator.h - random lowp programs for lowp-fuzz ---------*- C++ -*-===//
//
// A structure-aware generator of lowp programs: one function per program
// with a quantize, dequantize, scaled_matmul (plain, transposed, batched,
// with bias), grouped_scaled_matmul or a quantize feeding a matmul, over
// random recipes (element and scale formats, block shapes, tensor scales,
// quantize modes) and shapes (0, 1, ragged, near 2^31 elements, dynamic).
// Most programs are well typed; a share carries one deliberate defect (a
// wrong size, block, mode or bias) for the verifiers. Small, fully known
// shapes come with random inputs (valid codes, scales near 1, NaN codes and
// scales now and then) so that the reference and the emulators can run them.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_TOOLS_LOWP_FUZZ_GENERATOR_H
#define LOWP_TOOLS_LOWP_FUZZ_GENERATOR_H

#include "lowp/Numerics/Npy.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace lowp::fuzz {

struct Program {
  uint64_t seed = 0;
  std::string kind;   // quantize, dequantize, matmul, grouped, chain
  std::string text;   // the module
  bool defect = false; // a deliberate type error: the verifier must reject
  /// Inputs for the function (one per runner slot), when every size is
  /// known and small enough to run; empty otherwise.
  std::vector<num::NpyArray> inputs;
  bool runnable = false;
  /// Offsets a grouped matmul's reference may read (valid when true).
  bool validOffsets = true;
  /// Matmuls: the inputs with every value made non-negative (codes' sign
  /// bits cleared, plain values' magnitudes) and the bias zeroed, so that
  /// the reference on them gives sum_k |a_k b_k| per element, the measure
  /// of NUMERICS.md 7's error budget; and K.
  std::vector<num::NpyArray> absInputs;
  int64_t K = 0;
};

/// The program of `seed` (deterministic).
Program generate(uint64_t seed);

/// Mutates a string (a program's text or a type) at random: characters,
/// digits and tokens inserted, removed, duplicated or swapped; numbers
/// replaced by edge values (0, -1, 2^31, 2^63, huge).
std::string mutateText(const std::string &s, std::mt19937_64 &rng);

/// Mutates the bytes of a .npy file: header fields (magic, version, header
/// length, descr, shape, fortran_order), truncation, random bytes.
std::vector<uint8_t> mutateNpy(const std::vector<uint8_t> &bytes,
                               std::mt19937_64 &rng);

} // namespace lowp::fuzz

#endif // LOWP_TOOLS_LOWP_FUZZ_GENERATOR_H

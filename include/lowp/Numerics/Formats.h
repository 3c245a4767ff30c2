//===- Formats.h - low-precision float encodings ----------------*- C++ -*-===//
//
// Encode and decode of every element and scale format of NUMERICS.md section
// 1. No MLIR dependency: the reference runner, the emulator, the tests and the
// Python bindings share this code.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_NUMERICS_FORMATS_H
#define LOWP_NUMERICS_FORMATS_H

#include <cstdint>
#include <vector>
#include <optional>
#include <string_view>

namespace lowp::num {

enum class Format : uint8_t {
  F8E4M3FN,   // OCP E4M3: bias 7, max 448, NaN S.1111.111, no Inf
  F8E4M3FNUZ, // bias 8, max 240, NaN 0x80 only, no -0
  F8E5M2,     // OCP E5M2: bias 15, max 57344, IEEE Inf/NaN
  F8E5M2FNUZ, // bias 16, max 57344, NaN 0x80 only, no -0
  F6E2M3FN,   // bias 1, max 7.5, no Inf/NaN (one code per byte, low 6 bits)
  F6E3M2FN,   // bias 3, max 28
  F4E2M1FN,   // bias 1, max 6 (a code in the low 4 bits of a byte here;
              // two per byte in memory: packFP4Codes)
  E8M0,       // scale: 2^(b-127), 0xFF NaN, no zero
  UE4M3,      // NVFP4 scale: E4M3FN with sign 0; NaN 0x7F
  UE5M3,      // AMD-FP4 scale: bias 15, 3 mantissa bits, max 114688, NaN 0xFF
};

constexpr Format kAllFormats[] = {
    Format::F8E4M3FN, Format::F8E4M3FNUZ, Format::F8E5M2,
    Format::F8E5M2FNUZ, Format::F6E2M3FN, Format::F6E3M2FN,
    Format::F4E2M1FN, Format::E8M0,       Format::UE4M3,
    Format::UE5M3};

struct FormatInfo {
  std::string_view name;
  unsigned bits;         // storage width of one code
  unsigned expBits;      // exponent field width
  unsigned mantBits;     // mantissa field width
  int bias;              // exponent bias
  bool isSigned;         // has a sign bit (the top bit of the code)
  bool hasInf;           // IEEE-style infinities
  bool fnuz;             // NaN is 0x80, there is no -0
  double maxFinite;      // largest finite value
  uint8_t maxCode;       // code of +maxFinite
  int emax;              // exponent of the largest binade (NUMERICS emax_elem)
};

const FormatInfo &getInfo(Format f);
std::optional<Format> parseFormat(std::string_view name);

/// Value of `code` (bits above the format's width are ignored). Every value
/// of every format is exact in f32.
float decode(Format f, uint8_t code);

/// Rounds `x` to nearest, ties to even, the way ml_dtypes / LLVM APFloat do.
/// Overflow (the rounded magnitude exceeds the largest finite value): Inf for
/// formats with Inf, NaN for formats with NaN, the largest value for fp4/fp6
/// (which have neither). NaN: the format's NaN (fp4/fp6: +0, a don't-care).
/// -0 encodes as +0 in FNUZ formats. Unsigned scale formats: a negative input
/// is NaN. E8M0 rounds to the nearest power of two (a tie, 1.5 * 2^e, rounds
/// up, as ml_dtypes; f32 subnormals go to 2^-127 or, above 2^-127, to
/// 2^-126, as ml_dtypes) and gives NaN for zero, negatives, Inf and overflow.
/// Never rely on this to saturate: recipes clamp first (NUMERICS.md §2).
uint8_t encode(Format f, float x);

bool isNaNCode(Format f, uint8_t code);

/// fp4 packing: two codes per byte, element 0 in the low nibble.
inline uint8_t packFP4(uint8_t lo, uint8_t hi) {
  return static_cast<uint8_t>((lo & 0xF) | ((hi & 0xF) << 4));
}

/// fp4 tensors in memory (every lowp buffer of f4E2M1FN codes: function
/// arguments and results, kernel arguments): two codes per byte along the
/// innermost dimension, element 2i in the low nibble of byte i, so a
/// tensor of shape [..., n] (n even) is stored as [..., n / 2] bytes; a
/// rank-0 one as one byte. Other formats keep one code per byte.
bool isPackedInMemory(Format f);
/// The stored shape of a tensor of `shape` in format `f`.
std::vector<int64_t> storedShape(Format f, std::vector<int64_t> shape);
/// `n` codes (one per byte; n even, or 1) packed into (n + 1) / 2 bytes.
std::vector<uint8_t> packFP4Codes(const uint8_t *codes, size_t n);
/// (n + 1) / 2 packed bytes to n codes, one per byte.
std::vector<uint8_t> unpackFP4Codes(const uint8_t *packed, size_t n);

/// Bit pattern helpers.
uint32_t bitsOf(float x);
float floatOf(uint32_t bits);

/// bf16 <-> f32 (bf16 widens exactly; narrowing is RNE, NaN kept quiet).
float bf16ToFloat(uint16_t h);
uint16_t floatToBF16(float x);
/// IEEE half <-> f32 (widening exact; narrowing RNE with Inf on overflow).
float halfToFloat(uint16_t h);
uint16_t floatToHalf(float x);

} // namespace lowp::num

#endif // LOWP_NUMERICS_FORMATS_H

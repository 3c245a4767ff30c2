//===- Quantize.h - the quantization recipes of NUMERICS.md -----*- C++ -*-===//
//
// Bit-exact implementations of every recipe: MX (E8M0 scales, four modes),
// NVFP4 (single and two level), AMD-FP4, FP8 with fp32 scales (per tensor,
// per row, 1x128, 128x128, OCP and FNUZ, optional power-of-two scales), over
// an N-d tensor with a block shape (the same notion as !lowp.scaled), and the
// reference scaled matmul.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_NUMERICS_QUANTIZE_H
#define LOWP_NUMERICS_QUANTIZE_H

#include "lowp/Numerics/Formats.h"

#include <cstdint>
#include <string>
#include <vector>

namespace lowp::num {

enum class ScaleMode : uint8_t { Floor, Ceil, Even, RCeil };
enum class ScaleKind : uint8_t { F32, E8M0, UE4M3, UE5M3 };

/// Block entry meaning "the whole dimension".
constexpr int64_t kWhole = -1;

/// A row-major tensor shape and its block shape.
struct Layout {
  std::vector<int64_t> shape;
  std::vector<int64_t> block;

  int64_t numElements() const;
  std::vector<int64_t> scaleShape() const;
  int64_t numBlocks() const;
  /// For every element (row-major), the index of its block in the row-major
  /// scale tensor.
  std::vector<int64_t> blockIndices() const;
};

struct QuantSpec {
  Format element = Format::F8E4M3FN;
  ScaleKind scale = ScaleKind::E8M0;
  Layout layout;
  bool tensorScale = false;
  ScaleMode mode = ScaleMode::Floor; // E8M0 only
  bool pow2 = false;                 // F32 only
};

struct Quantized {
  std::vector<uint8_t> codes;      // one per element, low bits
  std::vector<uint8_t> scaleCodes; // E8M0 / UE4M3 / UE5M3: one per block
  std::vector<float> scales;       // F32: the decode factor, one per block
  float tensorScale = 1.0f;        // two-level recipes
};

/// Empty when the spec is one NUMERICS.md defines; else what is wrong.
std::string validate(const QuantSpec &spec);

/// Quantizes `x` (numElements() f32 values, row-major). bf16/f16 inputs are
/// widened exactly to f32 by the caller.
Quantized quantize(const QuantSpec &spec, const float *x);

/// The f32 value of every element (NUMERICS.md dequantize).
void dequantize(const QuantSpec &spec, const Quantized &q, float *out);

//===--- Scalar pieces (exposed for tests, the emulator and GPU lowering) ---===//

/// NUMERICS.md §3 step 2: the E8M0 scale byte of a block with this amax.
uint8_t mxScaleByte(float amax, Format element, ScaleMode mode);
/// §3 rceil: the scale byte of d = fp32(amax * fp32(1/max_pos)).
uint8_t rceilScaleByte(float d);
/// §3 steps 3-4: the code of one element under scale byte b.
uint8_t mxElementCode(float x, uint8_t b, Format element, ScaleMode mode);

/// §6: the multiplier s for a group with this amax (f64 division, one
/// rounding), rounded down to a power of two when pow2.
float fp8Multiplier(float amax, Format element, bool pow2);
double fp8Max(Format element);

/// max |x| with NaN propagation.
float amaxOf(const float *x, int64_t n);

/// The reference matmul (NUMERICS.md §7): C[m,n] = RNE_f32(sum_k a*b) with
/// every product exact and the sum in f64 in increasing k; then + bias (f32
/// RNE). A is M x K (K x M if transA), B is K x N (N x K if transB).
void referenceMatmul(const float *a, const float *b, const float *bias,
                     float *c, int64_t m, int64_t n, int64_t k, bool transA,
                     bool transB);

} // namespace lowp::num

#endif // LOWP_NUMERICS_QUANTIZE_H

//===- Quantize.cpp - the quantization recipes of NUMERICS.md -------------===//

#include "lowp/Numerics/Quantize.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

using namespace lowp::num;

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

int64_t Layout::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::vector<int64_t> Layout::scaleShape() const {
  std::vector<int64_t> s;
  for (size_t i = 0; i < shape.size(); ++i)
    s.push_back(block[i] == kWhole ? 1 : shape[i] / block[i]);
  return s;
}

int64_t Layout::numBlocks() const {
  int64_t n = 1;
  for (int64_t d : scaleShape())
    n *= d;
  return n;
}

std::vector<int64_t> Layout::blockIndices() const {
  int64_t n = numElements();
  std::vector<int64_t> out(n);
  size_t rank = shape.size();
  std::vector<int64_t> sshape = scaleShape();
  std::vector<int64_t> idx(rank, 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t bi = 0;
    for (size_t d = 0; d < rank; ++d)
      bi = bi * sshape[d] + (block[d] == kWhole ? 0 : idx[d] / block[d]);
    out[e] = bi;
    for (size_t d = rank; d-- > 0;) {
      if (++idx[d] < shape[d])
        break;
      idx[d] = 0;
    }
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Clamp that keeps NaN (as torch.clamp does).
static float clampf(float y, float lo, float hi) {
  if (std::isnan(y))
    return y;
  return y < lo ? lo : (y > hi ? hi : y);
}

float lowp::num::amaxOf(const float *x, int64_t n) {
  float m = 0.0f;
  for (int64_t i = 0; i < n; ++i) {
    float a = std::fabs(x[i]);
    if (std::isnan(a))
      return a;
    m = a > m ? a : m;
  }
  return m;
}

static bool isElementFormat(Format f) {
  return f != Format::E8M0 && f != Format::UE4M3 && f != Format::UE5M3;
}

static bool isFP8(Format f) {
  return f == Format::F8E4M3FN || f == Format::F8E4M3FNUZ ||
         f == Format::F8E5M2 || f == Format::F8E5M2FNUZ;
}

std::string lowp::num::validate(const QuantSpec &spec) {
  const Layout &l = spec.layout;
  if (l.shape.empty())
    return "rank must be >= 1";
  if (l.block.size() != l.shape.size())
    return "block rank differs from shape rank";
  for (size_t i = 0; i < l.shape.size(); ++i) {
    if (l.shape[i] < 0)
      return "negative dimension";
    if (l.block[i] == kWhole)
      continue;
    if (l.block[i] <= 0 || l.shape[i] % l.block[i] != 0)
      return "block " + std::to_string(l.block[i]) +
             " does not divide dimension " + std::to_string(i) + " of size " +
             std::to_string(l.shape[i]);
  }
  if (!isElementFormat(spec.element))
    return "not an element format";
  switch (spec.scale) {
  case ScaleKind::F32:
    if (!isFP8(spec.element))
      return "f32 scales need an fp8 element format";
    if (spec.tensorScale)
      return "f32 scales take no tensor scale";
    break;
  case ScaleKind::E8M0:
    if (spec.element == Format::F8E4M3FNUZ ||
        spec.element == Format::F8E5M2FNUZ)
      return "E8M0 scales need an OCP element format";
    if (spec.tensorScale)
      return "E8M0 scales take no tensor scale";
    break;
  case ScaleKind::UE4M3:
  case ScaleKind::UE5M3:
    if (spec.element != Format::F4E2M1FN)
      return "UE4M3/UE5M3 scales need f4E2M1FN elements";
    if (spec.scale == ScaleKind::UE5M3 && !spec.tensorScale)
      return "UE5M3 scales need a tensor scale";
    break;
  }
  return "";
}

//===----------------------------------------------------------------------===//
// MX (NUMERICS.md §3)
//===----------------------------------------------------------------------===//

uint8_t lowp::num::rceilScaleByte(float d) {
  if (!std::isfinite(d))
    return 0xFF;
  uint32_t db = bitsOf(d);
  uint32_t e = (db >> 23) & 0xFF, m = db & 0x7FFFFF;
  if (e > 0)
    return static_cast<uint8_t>(e + (m != 0)); // 255 (NaN) when e = 254
  return static_cast<uint8_t>(m > 0x400000);
}

uint8_t lowp::num::mxScaleByte(float amax, Format element, ScaleMode mode) {
  const FormatInfo &info = getInfo(element);
  uint32_t bits = bitsOf(amax);
  auto fromExponentField = [&](int expField) -> uint8_t {
    int e = expField - 127 - info.emax;
    e = std::clamp(e, -127, 128);
    return static_cast<uint8_t>(e + 127);
  };
  switch (mode) {
  case ScaleMode::Floor:
    if (!std::isfinite(amax))
      return 0xFF;
    return fromExponentField((bits >> 23) & 0xFF);
  case ScaleMode::Ceil:
    if (!std::isfinite(amax))
      return 0xFF;
    return fromExponentField(((bits >> 23) & 0xFF) + ((bits & 0x7FFFFF) != 0));
  case ScaleMode::Even: {
    if (std::isnan(amax))
      return 0xFF;
    uint32_t r = (bits + (1u << (22 - info.mantBits))) & 0xFF800000u;
    if (!std::isfinite(floatOf(r)))
      return 0xFF;
    return fromExponentField((r >> 23) & 0xFF);
  }
  case ScaleMode::RCeil: {
    float recip = 1.0f / static_cast<float>(info.maxFinite);
    return rceilScaleByte(amax * recip);
  }
  }
  return 0xFF;
}

uint8_t lowp::num::mxElementCode(float x, uint8_t b, Format element,
                                 ScaleMode mode) {
  float y = x * std::ldexp(1.0f, 127 - int(b));
  if (mode != ScaleMode::RCeil) {
    float mx = static_cast<float>(getInfo(element).maxFinite);
    y = clampf(y, -mx, mx);
  }
  return encode(element, y);
}

//===----------------------------------------------------------------------===//
// FP8 with fp32 scales (NUMERICS.md §6)
//===----------------------------------------------------------------------===//

double lowp::num::fp8Max(Format element) {
  return getInfo(element).maxFinite;
}

float lowp::num::fp8Multiplier(float amax, Format element, bool pow2) {
  double a = static_cast<double>(amax);
  double denom = std::isnan(a) ? a : std::max(a, 1e-12);
  float s = static_cast<float>(fp8Max(element) / denom);
  if (pow2 && std::isfinite(s) && s > 0) {
    if (std::fpclassify(s) == FP_NORMAL) {
      s = floatOf(bitsOf(s) & 0xFF800000u);
    } else { // subnormal: keep the leading bit only
      uint32_t m = bitsOf(s) & 0x7FFFFF;
      s = floatOf(1u << (31 - __builtin_clz(m)));
    }
  }
  return s;
}

//===----------------------------------------------------------------------===//
// quantize / dequantize
//===----------------------------------------------------------------------===//

namespace {
/// The two-level FP4 constants: tensor-scale divisor, block-scale clamp.
struct FP4Consts {
  Format scale;
  float divisor, lo, hi;
};
} // namespace

static FP4Consts fp4Consts(ScaleKind k) {
  if (k == ScaleKind::UE4M3)
    return {Format::F8E4M3FN, 2688.0f, 0x1p-6f, 448.0f};
  return {Format::UE5M3, 688128.0f, 0x1p-17f, 114688.0f};
}

Quantized lowp::num::quantize(const QuantSpec &spec, const float *x) {
  assert(validate(spec).empty() && "invalid quantization spec");
  const Layout &l = spec.layout;
  int64_t n = l.numElements(), nb = l.numBlocks();
  std::vector<int64_t> blockOf = l.blockIndices();

  // Per-block amax, NaN propagating.
  std::vector<float> amax(nb, 0.0f);
  for (int64_t i = 0; i < n; ++i) {
    float a = std::fabs(x[i]);
    float &m = amax[blockOf[i]];
    if (std::isnan(m))
      continue;
    if (std::isnan(a) || a > m)
      m = a;
  }

  Quantized q;
  q.codes.resize(n);
  switch (spec.scale) {
  case ScaleKind::E8M0: {
    q.scaleCodes.resize(nb);
    for (int64_t b = 0; b < nb; ++b)
      q.scaleCodes[b] = mxScaleByte(amax[b], spec.element, spec.mode);
    for (int64_t i = 0; i < n; ++i)
      q.codes[i] = mxElementCode(x[i], q.scaleCodes[blockOf[i]], spec.element,
                                 spec.mode);
    break;
  }
  case ScaleKind::F32: {
    q.scales.resize(nb);
    std::vector<float> mult(nb);
    for (int64_t b = 0; b < nb; ++b) {
      mult[b] = fp8Multiplier(amax[b], spec.element, spec.pow2);
      q.scales[b] = 1.0f / mult[b];
    }
    float mx = static_cast<float>(fp8Max(spec.element));
    for (int64_t i = 0; i < n; ++i)
      q.codes[i] =
          encode(spec.element, clampf(x[i] * mult[blockOf[i]], -mx, mx));
    break;
  }
  case ScaleKind::UE4M3:
  case ScaleKind::UE5M3: {
    FP4Consts c = fp4Consts(spec.scale);
    q.scaleCodes.resize(nb);
    std::vector<float> recip(nb);
    float st = 1.0f, invSt = 1.0f;
    bool nanTensor = false;
    if (spec.tensorScale) {
      float tensorAmax = amaxOf(x, n);
      st = tensorAmax / c.divisor;
      q.tensorScale = st;
      nanTensor = !(st != 0.0f && std::isfinite(st));
      invSt = 1.0f / st;
    }
    for (int64_t b = 0; b < nb; ++b) {
      if (nanTensor) {
        q.scaleCodes[b] = encode(c.scale, std::nanf(""));
        recip[b] = std::nanf("");
        continue;
      }
      float bs = amax[b] / 6.0f;
      if (spec.tensorScale)
        bs = bs / st;
      uint8_t code = encode(c.scale, clampf(bs, c.lo, c.hi));
      q.scaleCodes[b] = code;
      float s8 = decode(c.scale, code);
      recip[b] = spec.tensorScale ? invSt / s8 : 1.0f / s8;
    }
    for (int64_t i = 0; i < n; ++i) {
      float r = recip[blockOf[i]];
      q.codes[i] = std::isnan(r) ? 0
                                 : encode(Format::F4E2M1FN,
                                          clampf(x[i] * r, -6.0f, 6.0f));
    }
    break;
  }
  }
  return q;
}

void lowp::num::dequantize(const QuantSpec &spec, const Quantized &q,
                           float *out) {
  const Layout &l = spec.layout;
  int64_t n = l.numElements(), nb = l.numBlocks();
  std::vector<int64_t> blockOf = l.blockIndices();
  std::vector<float> factor(nb);
  for (int64_t b = 0; b < nb; ++b) {
    switch (spec.scale) {
    case ScaleKind::F32:
      factor[b] = q.scales[b];
      break;
    case ScaleKind::E8M0:
      factor[b] = decode(Format::E8M0, q.scaleCodes[b]);
      break;
    case ScaleKind::UE4M3:
    case ScaleKind::UE5M3: {
      float s8 = decode(fp4Consts(spec.scale).scale, q.scaleCodes[b]);
      factor[b] = spec.tensorScale ? q.tensorScale * s8 : s8;
      break;
    }
    }
  }
  for (int64_t i = 0; i < n; ++i)
    out[i] = decode(spec.element, q.codes[i]) * factor[blockOf[i]];
}

//===----------------------------------------------------------------------===//
// Reference matmul (NUMERICS.md §7)
//===----------------------------------------------------------------------===//

void lowp::num::referenceMatmul(const float *a, const float *b,
                                const float *bias, float *c, int64_t m,
                                int64_t n, int64_t k, bool transA,
                                bool transB) {
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      double acc = 0.0;
      for (int64_t p = 0; p < k; ++p) {
        double av = transA ? a[p * m + i] : a[i * k + p];
        double bv = transB ? b[j * k + p] : b[p * n + j];
        acc += av * bv; // exact product of two f32 values
      }
      float r = static_cast<float>(acc);
      if (bias)
        r = r + bias[j];
      c[i * n + j] = r;
    }
  }
}

//===- Formats.cpp - low-precision float encodings ------------------------===//

#include "lowp/Numerics/Formats.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace lowp::num;

static const FormatInfo kInfos[] = {
    // name, bits, exp, mant, bias, signed, inf, fnuz, max, maxCode, emax
    {"f8E4M3FN", 8, 4, 3, 7, true, false, false, 448.0, 0x7E, 8},
    {"f8E4M3FNUZ", 8, 4, 3, 8, true, false, true, 240.0, 0x7F, 7},
    {"f8E5M2", 8, 5, 2, 15, true, true, false, 57344.0, 0x7B, 15},
    {"f8E5M2FNUZ", 8, 5, 2, 16, true, false, true, 57344.0, 0x7F, 15},
    {"f6E2M3FN", 6, 2, 3, 1, true, false, false, 7.5, 0x1F, 2},
    {"f6E3M2FN", 6, 3, 2, 3, true, false, false, 28.0, 0x1F, 4},
    {"f4E2M1FN", 4, 2, 1, 1, true, false, false, 6.0, 0x7, 2},
    {"f8E8M0FNU", 8, 8, 0, 127, false, false, false, 0x1p127, 0xFE, 127},
    {"ue4m3", 8, 4, 3, 7, false, false, false, 448.0, 0x7E, 8},
    {"ue5m3", 8, 5, 3, 15, false, false, false, 114688.0, 0xFE, 16},
};

const FormatInfo &lowp::num::getInfo(Format f) {
  return kInfos[static_cast<unsigned>(f)];
}

std::optional<Format> lowp::num::parseFormat(std::string_view name) {
  for (Format f : kAllFormats)
    if (getInfo(f).name == name)
      return f;
  return std::nullopt;
}

uint32_t lowp::num::bitsOf(float x) {
  uint32_t b;
  std::memcpy(&b, &x, 4);
  return b;
}

float lowp::num::floatOf(uint32_t bits) {
  float x;
  std::memcpy(&x, &bits, 4);
  return x;
}

static uint8_t widthMask(const FormatInfo &info) {
  return static_cast<uint8_t>((1u << info.bits) - 1);
}

bool lowp::num::isNaNCode(Format f, uint8_t code) {
  const FormatInfo &info = getInfo(f);
  code &= widthMask(info);
  switch (f) {
  case Format::F8E4M3FN:
  case Format::UE4M3: // stored as f8E4M3FN: 0x7F and 0xFF are both NaN
    return (code & 0x7F) == 0x7F;
  case Format::F8E5M2:
    return (code & 0x7C) == 0x7C && (code & 0x3) != 0;
  case Format::F8E4M3FNUZ:
  case Format::F8E5M2FNUZ:
    return code == 0x80;
  case Format::E8M0:
  case Format::UE5M3:
    return code == 0xFF;
  case Format::F6E2M3FN:
  case Format::F6E3M2FN:
  case Format::F4E2M1FN:
    return false;
  }
  return false;
}

float lowp::num::decode(Format f, uint8_t code) {
  const FormatInfo &info = getInfo(f);
  code &= widthMask(info);
  if (isNaNCode(f, code))
    return std::numeric_limits<float>::quiet_NaN();
  if (f == Format::E8M0)
    return std::ldexp(1.0f, int(code) - 127);
  // UE4M3 codes are f8E4M3FN bit patterns (a set sign bit is kept, so a
  // corrupt scale decodes visibly negative rather than silently positive).
  bool hasSignBit = info.isSigned || f == Format::UE4M3;
  unsigned magBits = hasSignBit ? info.bits - 1 : info.bits;
  bool neg = hasSignBit && ((code >> magBits) & 1);
  unsigned mag = code & ((1u << magBits) - 1);
  unsigned expField = mag >> info.mantBits;
  unsigned mant = mag & ((1u << info.mantBits) - 1);
  double v;
  if (info.hasInf && expField == (1u << info.expBits) - 1)
    v = std::numeric_limits<double>::infinity();
  else if (expField == 0)
    v = std::ldexp(double(mant), 1 - info.bias - int(info.mantBits));
  else
    v = std::ldexp(double((1u << info.mantBits) + mant),
                   int(expField) - info.bias - int(info.mantBits));
  return static_cast<float>(neg ? -v : v);
}

/// Shifts `sig` right by `drop` bits, rounding to nearest, ties to even.
static uint64_t rneShift(uint64_t sig, int drop) {
  if (drop <= 0)
    return sig << -drop;
  if (drop > 62)
    return 0;
  uint64_t q = sig >> drop;
  uint64_t rem = sig & ((uint64_t(1) << drop) - 1);
  uint64_t half = uint64_t(1) << (drop - 1);
  if (rem > half || (rem == half && (q & 1)))
    ++q;
  return q;
}

static uint8_t nanCode(Format f, bool neg) {
  switch (f) {
  case Format::F8E4M3FN:
    return neg ? 0xFF : 0x7F;
  case Format::F8E5M2:
    return neg ? 0xFE : 0x7E;
  case Format::F8E4M3FNUZ:
  case Format::F8E5M2FNUZ:
    return 0x80;
  case Format::UE4M3:
    return 0x7F;
  case Format::E8M0:
  case Format::UE5M3:
    return 0xFF;
  case Format::F6E2M3FN:
  case Format::F6E3M2FN:
  case Format::F4E2M1FN:
    return 0; // no NaN: a don't-care (only inside NaN-scale blocks)
  }
  return 0;
}

static uint8_t encodeE8M0(float x) {
  if (!(x > 0) || std::isinf(x))
    return 0xFF;
  uint32_t b = bitsOf(x);
  uint32_t expField = (b >> 23) & 0xFF, mant = b & 0x7FFFFF;
  if (expField == 0) // f32 subnormal: ml_dtypes gives 2^-126 above 2^-127,
    return mant > 0x400000 ? 1 : 0; // else the smallest code, 2^-127
  // Round the significand to 0 fraction bits: 1 or 2. A tie (1.5 * 2^e)
  // rounds up, as ml_dtypes does (with no mantissa bits there is no even).
  int code = int(expField) + (mant >= 0x400000 ? 1 : 0);
  if (code > 0xFE)
    return 0xFF;
  return static_cast<uint8_t>(code);
}

uint8_t lowp::num::encode(Format f, float x) {
  if (f == Format::E8M0)
    return encodeE8M0(x);
  const FormatInfo &info = getInfo(f);
  uint32_t b = bitsOf(x);
  bool neg = b >> 31;
  if (std::isnan(x))
    return nanCode(f, neg);
  bool hasSignBit = info.isSigned;
  uint8_t signBit =
      hasSignBit && neg ? static_cast<uint8_t>(1u << (info.bits - 1)) : 0;
  uint32_t expField = (b >> 23) & 0xFF, mant = b & 0x7FFFFF;
  if (expField == 0 && mant == 0)
    return info.fnuz ? 0 : signBit; // +-0 (FNUZ has +0 only)
  if (neg && !hasSignBit)
    return nanCode(f, neg); // unsigned scale formats have no negatives
  auto overflow = [&]() -> uint8_t {
    if (info.hasInf)
      return signBit | static_cast<uint8_t>(info.maxCode + 1); // S.11111.00
    if (f == Format::F6E2M3FN || f == Format::F6E3M2FN ||
        f == Format::F4E2M1FN)
      return signBit | info.maxCode; // no Inf, no NaN: saturate
    return nanCode(f, neg);
  };
  if (std::isinf(x))
    return overflow();

  int e;
  uint64_t sig; // value = sig * 2^(e - 23)
  if (expField == 0) {
    int lead = 31 - __builtin_clz(mant);
    e = lead - 149;
    sig = uint64_t(mant) << (23 - lead);
  } else {
    e = int(expField) - 127;
    sig = (1u << 23) | mant;
  }
  int emin = 1 - info.bias;
  int drop = 23 - int(info.mantBits);
  if (e < emin)
    drop += emin - e;
  uint64_t rounded = rneShift(sig, drop);
  uint64_t mag;
  if (e < emin)
    mag = rounded; // subnormal; a carry lands on the smallest normal
  else
    mag = (uint64_t(e - emin + 1) << info.mantBits) + rounded -
          (uint64_t(1) << info.mantBits);
  if (mag == 0)
    return info.fnuz ? 0 : signBit;
  if (mag > info.maxCode)
    return overflow();
  return signBit | static_cast<uint8_t>(mag);
}

float lowp::num::bf16ToFloat(uint16_t h) { return floatOf(uint32_t(h) << 16); }

uint16_t lowp::num::floatToBF16(float x) {
  uint32_t b = bitsOf(x);
  if (std::isnan(x))
    return static_cast<uint16_t>((b >> 16) | 0x40);
  uint32_t lsb = (b >> 16) & 1;
  b += 0x7FFF + lsb;
  return static_cast<uint16_t>(b >> 16);
}

float lowp::num::halfToFloat(uint16_t h) {
  uint32_t sign = (h >> 15) & 1, exp = (h >> 10) & 0x1F, mant = h & 0x3FF;
  float v;
  if (exp == 0x1F)
    v = mant ? std::numeric_limits<float>::quiet_NaN()
             : std::numeric_limits<float>::infinity();
  else if (exp == 0)
    v = std::ldexp(float(mant), -24);
  else
    v = std::ldexp(float(0x400 | mant), int(exp) - 25);
  return sign ? -v : v;
}

uint16_t lowp::num::floatToHalf(float x) {
  uint32_t b = bitsOf(x);
  uint16_t sign = static_cast<uint16_t>((b >> 16) & 0x8000);
  if (std::isnan(x))
    return sign | 0x7E00;
  uint32_t expField = (b >> 23) & 0xFF, mant = b & 0x7FFFFF;
  if (std::isinf(x))
    return sign | 0x7C00;
  if (expField == 0)
    return sign; // f32 subnormals are far below half's smallest subnormal
  int e = int(expField) - 127;
  uint64_t sig = (1u << 23) | mant;
  int drop = 13;
  if (e < -14)
    drop += -14 - e;
  uint64_t rounded = rneShift(sig, drop);
  uint64_t mag = e < -14 ? rounded
                         : (uint64_t(e + 15) << 10) + rounded - (1u << 10);
  if (mag >= 0x7C00)
    return sign | 0x7C00;
  return sign | static_cast<uint16_t>(mag);
}

bool lowp::num::isPackedInMemory(Format f) { return f == Format::F4E2M1FN; }

std::vector<int64_t> lowp::num::storedShape(Format f,
                                            std::vector<int64_t> shape) {
  if (isPackedInMemory(f) && !shape.empty())
    shape.back() = (shape.back() + 1) / 2;
  return shape;
}

std::vector<uint8_t> lowp::num::packFP4Codes(const uint8_t *codes, size_t n) {
  std::vector<uint8_t> out((n + 1) / 2);
  for (size_t i = 0; i < out.size(); ++i)
    out[i] = packFP4(codes[2 * i], 2 * i + 1 < n ? codes[2 * i + 1] : 0);
  return out;
}

std::vector<uint8_t> lowp::num::unpackFP4Codes(const uint8_t *packed,
                                               size_t n) {
  std::vector<uint8_t> out(n);
  for (size_t i = 0; i < n; ++i)
    out[i] = (packed[i / 2] >> (4 * (i % 2))) & 0xF;
  return out;
}

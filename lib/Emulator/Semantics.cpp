//===- Semantics.cpp - conversions and small instructions -----------------===//
//
// The conversion, dot-product and transpose-read semantics that the emulator
// and the ISA simulator share (lowp/Emulator/Semantics.h). The MFMA
// semantics are in Mfma.cpp.
//
//===----------------------------------------------------------------------===//

#include "lowp/Emulator/Semantics.h"

#include <algorithm>
#include <cmath>

using namespace lowp;

uint8_t emu::truncToFp8(num::Format fmt, float x) { return num::encode(fmt, x); }

namespace {
unsigned scaleExponent(uint32_t scaleBits) { return (scaleBits >> 23) & 0xFF; }
} // namespace

double emu::scaledExt(num::Format fmt, uint8_t code, uint32_t scaleBits) {
  unsigned E = scaleExponent(scaleBits);
  if (E == 255)
    return std::nan("");
  return std::ldexp(static_cast<double>(num::decode(fmt, code)), int(E) - 127);
}

uint8_t emu::scaledTrunc(num::Format fmt, double x, uint32_t scaleBits) {
  unsigned E = scaleExponent(scaleBits);
  bool neg = std::signbit(x);
  if (fmt == num::Format::F4E2M1FN &&
      (std::isnan(x) || std::isinf(x) || E == 255))
    return neg ? 0xF : 0x7;
  double v = E == 255 ? std::nan("") : std::ldexp(x, 127 - int(E));
  return num::encode(fmt, static_cast<float>(v));
}

uint32_t emu::udot4(uint32_t a, uint32_t b, uint32_t c, bool clamp) {
  uint64_t sum = c;
  for (unsigned i = 0; i < 4; ++i)
    sum += uint64_t((a >> (8 * i)) & 0xFF) * ((b >> (8 * i)) & 0xFF);
  if (clamp)
    sum = std::min<uint64_t>(sum, 0xFFFFFFFFu);
  return static_cast<uint32_t>(sum);
}

uint32_t emu::perm(uint32_t s0, uint32_t s1, uint32_t sel) {
  uint64_t in = uint64_t(s0) << 32 | s1;
  uint32_t out = 0;
  for (unsigned i = 0; i < 4; ++i) {
    unsigned b = (sel >> (8 * i)) & 0xFF;
    uint32_t byte;
    if (b >= 13)
      byte = 0xFF;
    else if (b == 12)
      byte = 0;
    else if (b >= 8)
      byte = (in >> (8 * (2 * (b - 8) + 1) + 7)) & 1 ? 0xFF : 0;
    else
      byte = (in >> (8 * b)) & 0xFF;
    out |= byte << (8 * i);
  }
  return out;
}

std::vector<uint64_t>
emu::transposeRead(unsigned E, unsigned n,
                   const std::vector<std::array<uint8_t, 12>> &chunk) {
  auto element = [&](unsigned src, unsigned e) {
    uint64_t v = 0;
    for (unsigned b = 0; b < E; ++b) {
      unsigned bit = E * e + b;
      v |= uint64_t(chunk[src][bit / 8] >> (bit % 8) & 1) << b;
    }
    return v;
  };
  unsigned r = 16 / n;
  std::vector<uint64_t> out(64 * n);
  for (unsigned l = 0; l < 64; ++l) {
    unsigned i = l % 16;
    for (unsigned j = 0; j < n; ++j)
      out[l * n + j] = element(16 * (l / 16) + r * j + i / n, i % n);
  }
  return out;
}

//===- FormatsTest.cpp - encodings against ml_dtypes golden tables --------===//
//
// The tables in golden/ come from scripts/golden/gen_formats.py (ml_dtypes
// 0.6.0; ue5m3 from a brute-force search over its definition): every code
// decoded, and thousands of f32 probes (every value, midpoints and their f32
// neighbours, overflow, underflow, specials, random) encoded.
//
//===----------------------------------------------------------------------===//

#include "lowp/Numerics/Formats.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

using namespace lowp::num;

namespace {
struct Golden {
  std::vector<std::pair<uint8_t, uint32_t>> decodes;
  std::vector<std::pair<uint32_t, uint8_t>> encodes;
};

std::string goldenDir() {
  const char *src = std::getenv("LOWP_SOURCE_DIR");
  return std::string(src ? src : LOWP_SOURCE_DIR_DEFAULT) +
         "/unittests/Numerics/golden/";
}

Golden load(const std::string &name) {
  Golden g;
  std::ifstream in(goldenDir() + name + ".txt");
  EXPECT_TRUE(in.good()) << "missing golden table " << name;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream ls(line);
    std::string kind, a, b;
    ls >> kind >> a >> b;
    uint32_t x = std::stoul(a, nullptr, 16), y = std::stoul(b, nullptr, 16);
    if (kind == "D")
      g.decodes.emplace_back(static_cast<uint8_t>(x), y);
    else
      g.encodes.emplace_back(x, static_cast<uint8_t>(y));
  }
  return g;
}

bool sameFloat(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || bitsOf(a) == bitsOf(b);
}

class FormatGolden : public ::testing::TestWithParam<Format> {};
} // namespace

TEST_P(FormatGolden, DecodeEveryCode) {
  Format f = GetParam();
  Golden g = load(std::string(getInfo(f).name == "ue4m3" ? "f8E4M3FN"
                                                         : getInfo(f).name));
  ASSERT_EQ(g.decodes.size(), 1u << getInfo(f).bits);
  for (auto [code, bits] : g.decodes) {
    float want = floatOf(bits);
    EXPECT_TRUE(sameFloat(decode(f, code), want))
        << getInfo(f).name << " code 0x" << std::hex << int(code) << ": got "
        << decode(f, code) << " want " << want;
    EXPECT_EQ(isNaNCode(f, code), std::isnan(want));
  }
}

TEST_P(FormatGolden, EncodeProbesMatch) {
  Format f = GetParam();
  Golden g = load(std::string(getInfo(f).name));
  ASSERT_GT(g.encodes.size(), 1000u);
  int mismatches = 0;
  for (auto [bits, want] : g.encodes) {
    float x = floatOf(bits);
    uint8_t got = encode(f, x);
    // NaN encodings are equivalent among themselves.
    bool ok = got == want || (isNaNCode(f, got) && isNaNCode(f, want));
    if (!ok && ++mismatches <= 10)
      ADD_FAILURE() << getInfo(f).name << " encode(" << x << " = 0x"
                    << std::hex << bits << "): got 0x" << int(got)
                    << " want 0x" << int(want);
  }
  EXPECT_EQ(mismatches, 0);
}

TEST_P(FormatGolden, EveryCodeRoundTrips) {
  Format f = GetParam();
  const FormatInfo &info = getInfo(f);
  for (unsigned c = 0; c < (1u << info.bits); ++c) {
    float v = decode(f, c);
    if (std::isnan(v))
      continue;
    uint8_t back = encode(f, v);
    // -0 has no code of its own in FNUZ formats (0x80 is NaN there).
    EXPECT_EQ(back, c) << info.name << " code 0x" << std::hex << c;
  }
}

INSTANTIATE_TEST_SUITE_P(
    AllFormats, FormatGolden,
    ::testing::Values(Format::F8E4M3FN, Format::F8E4M3FNUZ, Format::F8E5M2,
                      Format::F8E5M2FNUZ, Format::F6E2M3FN, Format::F6E3M2FN,
                      Format::F4E2M1FN, Format::E8M0, Format::UE5M3),
    [](const ::testing::TestParamInfo<Format> &p) {
      return std::string(getInfo(p.param).name);
    });

TEST(Formats, TableFacts) {
  // NUMERICS.md section 1, restated.
  EXPECT_EQ(decode(Format::F8E4M3FN, 0x7E), 448.0f);
  EXPECT_EQ(decode(Format::F8E4M3FN, 0x01), 0x1p-9f);
  EXPECT_EQ(decode(Format::F8E4M3FNUZ, 0x7F), 240.0f);
  EXPECT_EQ(decode(Format::F8E4M3FNUZ, 0x01), 0x1p-10f);
  EXPECT_EQ(decode(Format::F8E5M2, 0x7B), 57344.0f);
  EXPECT_TRUE(std::isinf(decode(Format::F8E5M2, 0x7C)));
  EXPECT_EQ(decode(Format::F8E5M2FNUZ, 0x7F), 57344.0f);
  EXPECT_EQ(decode(Format::F8E5M2FNUZ, 0x01), 0x1p-17f);
  EXPECT_EQ(decode(Format::F6E2M3FN, 0x1F), 7.5f);
  EXPECT_EQ(decode(Format::F6E3M2FN, 0x1F), 28.0f);
  EXPECT_EQ(decode(Format::F4E2M1FN, 0x7), 6.0f);
  EXPECT_EQ(decode(Format::F4E2M1FN, 0x1), 0.5f);
  EXPECT_EQ(decode(Format::E8M0, 0x00), 0x1p-127f);
  EXPECT_EQ(decode(Format::E8M0, 0xFE), 0x1p127f);
  EXPECT_TRUE(std::isnan(decode(Format::E8M0, 0xFF)));
  EXPECT_EQ(decode(Format::UE5M3, 0xFE), 114688.0f);
  EXPECT_EQ(decode(Format::UE5M3, 0x01), 0x1p-17f);
  EXPECT_EQ(decode(Format::UE5M3, 0x08), 0x1p-14f);
  EXPECT_TRUE(std::isnan(decode(Format::UE5M3, 0xFF)));
  EXPECT_TRUE(std::isnan(decode(Format::UE4M3, 0x7F)));
  EXPECT_TRUE(std::isnan(decode(Format::UE4M3, 0xFF)));
  EXPECT_EQ(decode(Format::UE4M3, 0x7E), 448.0f);
  // Unsigned scale formats have no negative values.
  EXPECT_TRUE(isNaNCode(Format::UE5M3, encode(Format::UE5M3, -1.0f)));
  EXPECT_EQ(encode(Format::UE5M3, -0.0f), 0);
}

TEST(Formats, OCPReadAsFNUZIsHalf) {
  // NUMERICS.md §1: an OCP bit pattern read as FNUZ has half its value,
  // except 0x80, NaN/Inf encodings and the top binade.
  for (unsigned c = 0; c < 256; ++c) {
    float ocp = decode(Format::F8E4M3FN, c);
    float fnuz = decode(Format::F8E4M3FNUZ, c);
    if (c == 0x80 || std::isnan(ocp))
      continue;
    EXPECT_EQ(fnuz, ocp / 2) << "e4m3 0x" << std::hex << c;
  }
  for (unsigned c = 0; c < 256; ++c) {
    float ocp = decode(Format::F8E5M2, c);
    float fnuz = decode(Format::F8E5M2FNUZ, c);
    if (c == 0x80 || !std::isfinite(ocp))
      continue;
    EXPECT_EQ(fnuz, ocp / 2) << "e5m2 0x" << std::hex << c;
  }
}

TEST(Formats, Packing) {
  EXPECT_EQ(packFP4(0x1, 0xF), 0xF1);
  EXPECT_EQ(packFP4(0x17, 0x2), 0x27); // high bits of the input ignored
  // Tensors: element 2i in the low nibble of byte i.
  std::vector<uint8_t> codes = {0x1, 0x2, 0xF, 0x8, 0x7, 0x0};
  std::vector<uint8_t> packed = packFP4Codes(codes.data(), codes.size());
  EXPECT_EQ(packed, (std::vector<uint8_t>{0x21, 0x8F, 0x07}));
  EXPECT_EQ(unpackFP4Codes(packed.data(), codes.size()), codes);
  EXPECT_EQ(packFP4Codes(codes.data(), 1), std::vector<uint8_t>{0x01});
  EXPECT_TRUE(isPackedInMemory(Format::F4E2M1FN));
  EXPECT_FALSE(isPackedInMemory(Format::F6E2M3FN));
  EXPECT_EQ(storedShape(Format::F4E2M1FN, {3, 64}),
            (std::vector<int64_t>{3, 32}));
  EXPECT_EQ(storedShape(Format::F8E4M3FN, {3, 64}),
            (std::vector<int64_t>{3, 64}));
  EXPECT_EQ(storedShape(Format::F4E2M1FN, {}), std::vector<int64_t>{});
}

TEST(Formats, HalfAndBF16) {
  EXPECT_EQ(bf16ToFloat(0x3F80), 1.0f);
  EXPECT_EQ(floatToBF16(1.0f), 0x3F80);
  EXPECT_EQ(floatToBF16(floatOf(0x3F808000)), 0x3F80); // tie to even
  EXPECT_EQ(floatToBF16(floatOf(0x3F818000)), 0x3F82);
  EXPECT_EQ(halfToFloat(0x3C00), 1.0f);
  EXPECT_EQ(halfToFloat(0x0001), 0x1p-24f);
  EXPECT_EQ(floatToHalf(65504.0f), 0x7BFF);
  EXPECT_EQ(floatToHalf(65520.0f), 0x7C00); // rounds to Inf
  EXPECT_EQ(floatToHalf(0x1p-25f), 0x0000);  // tie to even: 0
  EXPECT_EQ(floatToHalf(0x1.8p-25f), 0x0001);
  for (uint32_t h = 0; h < 0x10000; ++h) {
    float f = halfToFloat(static_cast<uint16_t>(h));
    if (!std::isnan(f))
      ASSERT_EQ(floatToHalf(f), h) << std::hex << h;
  }
}

//===- RecipeGoldenTest.cpp - recipes against independent golden data -----===//
//
// test/Integration/golden/recipes/ holds inputs, codes and scales made by
// scripts/golden/gen_recipes.py, a NumPy implementation of NUMERICS.md that
// shares no code with lowp (element casts by ml_dtypes). Every case must
// match bit for bit: codes everywhere except inside NaN-scale blocks (where
// they are don't-care), scales with all NaN encodings equivalent.
//
//===----------------------------------------------------------------------===//

#include "lowp/Numerics/Npy.h"
#include "lowp/Numerics/Quantize.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace lowp::num;

namespace {
std::string goldenDir() {
  const char *src = std::getenv("LOWP_SOURCE_DIR");
  return std::string(src ? src : LOWP_SOURCE_DIR_DEFAULT) +
         "/test/Integration/golden/recipes/";
}

std::vector<int64_t> ints(const std::string &s) {
  std::vector<int64_t> v;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ','))
    v.push_back(std::stoll(item));
  return v;
}

NpyArray load(const std::string &file, bool bf16 = false) {
  NpyArray a;
  std::string err;
  EXPECT_TRUE(readNpy(goldenDir() + file, a, err, bf16)) << err;
  return a;
}

struct Case {
  std::string name;
  QuantSpec spec;
  std::string inputDType;
};

std::vector<Case> loadManifest() {
  std::vector<Case> cases;
  std::ifstream in(goldenDir() + "manifest.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream ls(line);
    std::string name, elem, scale, two, mode, pow2, shape, block, dt;
    ls >> name >> elem >> scale >> two >> mode >> pow2 >> shape >> block >> dt;
    Case c;
    c.name = name;
    c.spec.element = *parseFormat(elem);
    c.spec.scale = scale == "e8m0"    ? ScaleKind::E8M0
                   : scale == "f32"   ? ScaleKind::F32
                   : scale == "ue4m3" ? ScaleKind::UE4M3
                                      : ScaleKind::UE5M3;
    c.spec.tensorScale = two == "1";
    c.spec.mode = mode == "floor"  ? ScaleMode::Floor
                  : mode == "ceil" ? ScaleMode::Ceil
                  : mode == "even" ? ScaleMode::Even
                                   : ScaleMode::RCeil;
    c.spec.pow2 = pow2 == "1";
    c.spec.layout = {ints(shape), ints(block)};
    c.inputDType = dt;
    cases.push_back(c);
  }
  return cases;
}

bool sameBits(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || bitsOf(a) == bitsOf(b);
}
} // namespace

TEST(RecipeGolden, EveryCaseBitExact) {
  std::vector<Case> cases = loadManifest();
  ASSERT_GE(cases.size(), 90u) << "golden manifest missing or short";
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    ASSERT_EQ(validate(c.spec), "");
    NpyArray x = load(c.name + ".x.npy", c.inputDType == "bf16");
    std::vector<float> xf(x.numElements());
    for (size_t i = 0; i < xf.size(); ++i)
      xf[i] = x.dtype == DType::BF16 ? bf16ToFloat(x.as<uint16_t>()[i])
                                     : x.as<float>()[i];
    ASSERT_EQ(int64_t(xf.size()), c.spec.layout.numElements());
    Quantized q = quantize(c.spec, xf.data());

    NpyArray codes = load(c.name + ".codes.npy");
    NpyArray scales = load(c.name + ".scales.npy");
    ASSERT_EQ(codes.numElements(), int64_t(q.codes.size()));
    std::vector<bool> nanBlock(c.spec.layout.numBlocks(), false);
    if (c.spec.scale == ScaleKind::F32) {
      ASSERT_EQ(scales.dtype, DType::F32);
      for (size_t b = 0; b < q.scales.size(); ++b) {
        EXPECT_TRUE(sameBits(q.scales[b], scales.as<float>()[b]))
            << "block " << b << ": " << q.scales[b] << " vs "
            << scales.as<float>()[b];
        nanBlock[b] = std::isnan(q.scales[b]);
      }
    } else {
      ASSERT_EQ(scales.dtype, DType::U8);
      Format sf = c.spec.scale == ScaleKind::E8M0    ? Format::E8M0
                  : c.spec.scale == ScaleKind::UE4M3 ? Format::UE4M3
                                                     : Format::UE5M3;
      for (size_t b = 0; b < q.scaleCodes.size(); ++b) {
        uint8_t want = scales.as<uint8_t>()[b], got = q.scaleCodes[b];
        nanBlock[b] = isNaNCode(sf, got);
        EXPECT_TRUE(got == want || (nanBlock[b] && isNaNCode(sf, want)))
            << "block " << b << ": 0x" << std::hex << int(got) << " vs 0x"
            << int(want);
      }
    }
    if (c.spec.tensorScale) {
      NpyArray ts = load(c.name + ".ts.npy");
      EXPECT_TRUE(sameBits(q.tensorScale, *ts.as<float>()));
    }
    std::vector<int64_t> blockOf = c.spec.layout.blockIndices();
    int mismatches = 0;
    for (size_t i = 0; i < q.codes.size(); ++i) {
      if (nanBlock[blockOf[i]])
        continue;
      uint8_t want = codes.as<uint8_t>()[i], got = q.codes[i];
      bool ok = got == want || (isNaNCode(c.spec.element, got) &&
                                isNaNCode(c.spec.element, want));
      if (!ok && ++mismatches <= 5)
        ADD_FAILURE() << "element " << i << " x=" << xf[i] << ": 0x"
                      << std::hex << int(got) << " vs 0x" << int(want);
    }
    EXPECT_EQ(mismatches, 0);
  }
}

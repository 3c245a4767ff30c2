//===- QuantizeTest.cpp - recipes: NUMERICS.md edge cases -----------------===//

#include "lowp/Numerics/Quantize.h"

#include "gtest/gtest.h"

#include <cmath>
#include <limits>
#include <random>

using namespace lowp::num;

namespace {
QuantSpec mxSpec(Format elem, ScaleMode mode, int64_t n = 32) {
  QuantSpec s;
  s.element = elem;
  s.scale = ScaleKind::E8M0;
  s.mode = mode;
  s.layout = {{1, n}, {1, 32}};
  return s;
}

/// Quantizes one 32-element MX block whose first values are `vals` (the rest
/// zero) and returns (scale byte, codes).
std::pair<uint8_t, std::vector<uint8_t>>
mxBlock(std::vector<float> vals, ScaleMode mode,
        Format elem = Format::F8E4M3FN) {
  vals.resize(32, 0.0f);
  Quantized q = quantize(mxSpec(elem, mode), vals.data());
  return {q.scaleCodes[0], q.codes};
}

const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();
const float kMax = std::numeric_limits<float>::max();
} // namespace

// NUMERICS.md §3 edge cases, E4M3, floor and rceil.
TEST(MX, AllZeroBlock) {
  for (ScaleMode m : {ScaleMode::Floor, ScaleMode::Ceil, ScaleMode::Even,
                      ScaleMode::RCeil}) {
    auto [b, codes] = mxBlock({}, m);
    EXPECT_EQ(b, 0x00);
    for (uint8_t c : codes)
      EXPECT_EQ(c, 0);
  }
}

TEST(MX, BlockOf448) {
  for (ScaleMode m : {ScaleMode::Floor, ScaleMode::RCeil}) {
    auto [b, codes] = mxBlock({448.0f, -448.0f}, m);
    EXPECT_EQ(b, 127) << int(m);
    EXPECT_EQ(codes[0], 0x7E);
    EXPECT_EQ(codes[1], 0xFE);
  }
}

TEST(MX, BlockOf480) {
  auto [bf, cf] = mxBlock({480.0f, -480.0f}, ScaleMode::Floor);
  EXPECT_EQ(bf, 127);
  EXPECT_EQ(cf[0], 0x7E); // clamped
  EXPECT_EQ(cf[1], 0xFE);
  auto [br, cr] = mxBlock({480.0f, -480.0f}, ScaleMode::RCeil);
  EXPECT_EQ(br, 128);
  EXPECT_EQ(cr[0], 0x77);
  EXPECT_EQ(cr[1], 0xF7);
}

TEST(MX, FP32Max) {
  auto [bf, cf] = mxBlock({kMax}, ScaleMode::Floor);
  EXPECT_EQ(bf, 246);
  EXPECT_EQ(cf[0], 0x7E);
  auto [br, cr] = mxBlock({kMax}, ScaleMode::RCeil);
  EXPECT_EQ(br, 247);
  EXPECT_EQ(cr[0], 0x78);
}

TEST(MX, NaNOrInfBlock) {
  for (ScaleMode m : {ScaleMode::Floor, ScaleMode::Ceil, ScaleMode::Even,
                      ScaleMode::RCeil}) {
    EXPECT_EQ(mxBlock({1.0f, kNaN}, m).first, 0xFF);
    EXPECT_EQ(mxBlock({kInf, 1.0f}, m).first, 0xFF);
    EXPECT_EQ(mxBlock({-kInf}, m).first, 0xFF);
  }
}

TEST(MX, Just512) {
  float x = floatOf(0x43FFFFFF); // 511.99997
  auto [bf, cf] = mxBlock({x}, ScaleMode::Floor);
  EXPECT_EQ(bf, 127);
  EXPECT_EQ(decode(Format::F8E4M3FN, cf[0]), 448.0f);
  auto [br, cr] = mxBlock({x}, ScaleMode::RCeil);
  EXPECT_EQ(br, 128);
  EXPECT_EQ(decode(Format::F8E4M3FN, cr[0]), 256.0f);
}

TEST(MX, RCeilOfBits) {
  EXPECT_EQ(rceilScaleByte(floatOf(0x00400000)), 0);
  EXPECT_EQ(rceilScaleByte(floatOf(0x00400001)), 1);
  EXPECT_EQ(rceilScaleByte(floatOf(0x007FFFFF)), 1);
  EXPECT_EQ(rceilScaleByte(floatOf(0x3F800000)), 127);
  EXPECT_EQ(rceilScaleByte(floatOf(0x3F800001)), 128);
  EXPECT_EQ(rceilScaleByte(floatOf(0x7F000001)), 255);
}

TEST(MX, FP4Ties) {
  // Element values after scaling (b = 127 makes the factor 1).
  const std::pair<float, float> ties[] = {{0.25f, 0.0f}, {0.75f, 1.0f},
                                          {1.25f, 1.0f}, {1.75f, 2.0f},
                                          {2.5f, 2.0f},  {3.5f, 4.0f},
                                          {5.0f, 4.0f}};
  for (auto [x, want] : ties) {
    EXPECT_EQ(decode(Format::F4E2M1FN,
                     mxElementCode(x, 127, Format::F4E2M1FN, ScaleMode::Floor)),
              want)
        << x;
    EXPECT_EQ(decode(Format::F4E2M1FN,
                     mxElementCode(-x, 127, Format::F4E2M1FN,
                                   ScaleMode::Floor)),
              -want)
        << -x;
  }
}

TEST(MX, ModesDiffer) {
  // amax = 1.75 * 2^3 = 14 with E2M1 (emax 2, 1 mantissa bit): floor
  // e = 3 - 2 = 1 (b 128); ceil 129; even rounds 1.75 up to 2 -> 2^4 -> 129;
  // rceil: 14/6 = 2.33 -> exponent 1 with mantissa -> 129.
  EXPECT_EQ(mxScaleByte(14.0f, Format::F4E2M1FN, ScaleMode::Floor), 128);
  EXPECT_EQ(mxScaleByte(14.0f, Format::F4E2M1FN, ScaleMode::Ceil), 129);
  EXPECT_EQ(mxScaleByte(14.0f, Format::F4E2M1FN, ScaleMode::Even), 129);
  EXPECT_EQ(mxScaleByte(14.0f, Format::F4E2M1FN, ScaleMode::RCeil), 129);
  // 12 = 1.5 * 8 fits one mantissa bit: even keeps it (128), ceil does not.
  EXPECT_EQ(mxScaleByte(12.0f, Format::F4E2M1FN, ScaleMode::Even), 128);
  EXPECT_EQ(mxScaleByte(12.0f, Format::F4E2M1FN, ScaleMode::Ceil), 129);
  EXPECT_EQ(mxScaleByte(12.0f, Format::F4E2M1FN, ScaleMode::RCeil), 128);
  // Even: an amax that rounds up to Inf gives NaN; floor does not.
  EXPECT_EQ(mxScaleByte(kMax, Format::F4E2M1FN, ScaleMode::Even), 0xFF);
  EXPECT_EQ(mxScaleByte(kMax, Format::F4E2M1FN, ScaleMode::Floor), 252);
}

TEST(MX, SubnormalBlockAndClamp) {
  // A block of f32 subnormals: exponent field 0 -> floor e clamps to -127.
  float tiny = floatOf(0x00000100);
  auto [b, codes] = mxBlock({tiny, -tiny}, ScaleMode::Floor);
  EXPECT_EQ(b, 0);
  // y = tiny * 2^127 = 2^-141 * 2^127 = 2^-14 -> below E4M3's 2^-9: 0.
  EXPECT_EQ(codes[0], 0x00);
  EXPECT_EQ(codes[1], 0x80);
}

TEST(MX, DequantizeIsExact) {
  std::mt19937 rng(7);
  std::normal_distribution<float> dist(0.0f, 3.0f);
  for (Format f : {Format::F8E4M3FN, Format::F8E5M2, Format::F6E2M3FN,
                   Format::F6E3M2FN, Format::F4E2M1FN}) {
    QuantSpec s = mxSpec(f, ScaleMode::RCeil, 128);
    std::vector<float> x(128);
    for (float &v : x)
      v = dist(rng);
    Quantized q = quantize(s, x.data());
    ASSERT_EQ(q.scaleCodes.size(), 4u);
    std::vector<float> y(128);
    dequantize(s, q, y.data());
    for (int i = 0; i < 128; ++i) {
      float want = decode(f, q.codes[i]) *
                   std::ldexp(1.0f, int(q.scaleCodes[i / 32]) - 127);
      EXPECT_EQ(y[i], want);
      // The relative error is that of one rounding to the element format
      // (or an absolute error below the block's smallest step).
      float step = std::ldexp(1.0f, int(q.scaleCodes[i / 32]) - 127 -
                                        int(getInfo(f).mantBits) -
                                        (getInfo(f).bias - 1));
      EXPECT_LE(std::fabs(y[i] - x[i]),
                std::max(std::fabs(x[i]) *
                             std::ldexp(1.0f, -int(getInfo(f).mantBits)),
                         step))
          << getInfo(f).name << " " << x[i];
    }
  }
}

// NUMERICS.md §4: NVFP4.
TEST(NVFP4, TwoLevelByHand) {
  QuantSpec s;
  s.element = Format::F4E2M1FN;
  s.scale = ScaleKind::UE4M3;
  s.tensorScale = true;
  s.layout = {{1, 32}, {1, 16}};
  std::vector<float> x(32, 0.0f);
  x[0] = 2688.0f; // tensor amax -> s_t = 1
  x[16] = 3.0f;   // second block: bs = 0.5 -> s8 = 0.5 (E4M3 0x30)
  x[17] = -1.5f;
  Quantized q = quantize(s, x.data());
  EXPECT_EQ(q.tensorScale, 1.0f);
  EXPECT_EQ(decode(Format::F8E4M3FN, q.scaleCodes[0]), 448.0f);
  EXPECT_EQ(decode(Format::F8E4M3FN, q.scaleCodes[1]), 0.5f);
  EXPECT_EQ(decode(Format::F4E2M1FN, q.codes[0]), 6.0f);
  EXPECT_EQ(decode(Format::F4E2M1FN, q.codes[16]), 6.0f);
  EXPECT_EQ(decode(Format::F4E2M1FN, q.codes[17]), -3.0f);
  std::vector<float> y(32);
  dequantize(s, q, y.data());
  EXPECT_EQ(y[0], 2688.0f);
  EXPECT_EQ(y[16], 3.0f);
  EXPECT_EQ(y[17], -1.5f);
}

TEST(NVFP4, SingleLevelClampsScale) {
  QuantSpec s;
  s.element = Format::F4E2M1FN;
  s.scale = ScaleKind::UE4M3;
  s.layout = {{16}, {16}};
  std::vector<float> x(16, 0.0f);
  Quantized q = quantize(s, x.data());
  // amax 0 -> bs 0 -> clamped to 2^-6 (E4M3 0x08).
  EXPECT_EQ(q.scaleCodes[0], 0x08);
  x[3] = 1e6f; // bs = 166666.67 -> clamped to 448
  q = quantize(s, x.data());
  EXPECT_EQ(q.scaleCodes[0], 0x7E);
  EXPECT_EQ(decode(Format::F4E2M1FN, q.codes[3]), 6.0f); // clamped to 6
}

TEST(NVFP4, ZeroOrNonFiniteTensorGivesNaNScales) {
  for (ScaleKind k : {ScaleKind::UE4M3, ScaleKind::UE5M3}) {
    QuantSpec s;
    s.element = Format::F4E2M1FN;
    s.scale = k;
    s.tensorScale = true;
    s.layout = {{2, 16}, {1, 16}};
    std::vector<float> x(32, 0.0f);
    Quantized q = quantize(s, x.data());
    Format sf = k == ScaleKind::UE4M3 ? Format::UE4M3 : Format::UE5M3;
    for (uint8_t c : q.scaleCodes)
      EXPECT_TRUE(isNaNCode(sf, c));
    std::vector<float> y(32);
    dequantize(s, q, y.data());
    EXPECT_TRUE(std::isnan(y[5]));
    x[7] = kInf;
    q = quantize(s, x.data());
    for (uint8_t c : q.scaleCodes)
      EXPECT_TRUE(isNaNCode(sf, c));
  }
}

// NUMERICS.md §5: AMD-FP4.
TEST(AMDFP4, TwoLevelByHand) {
  QuantSpec s;
  s.element = Format::F4E2M1FN;
  s.scale = ScaleKind::UE5M3;
  s.tensorScale = true;
  s.layout = {{1, 32}, {1, 16}};
  std::vector<float> x(32, 0.0f);
  x[0] = 688128.0f; // s_t = 1
  x[16] = 6.0f * 0x1p-17f; // bs = 2^-17: UE5M3's smallest subnormal (0x01)
  Quantized q = quantize(s, x.data());
  EXPECT_EQ(q.tensorScale, 1.0f);
  EXPECT_EQ(q.scaleCodes[0], 0xFE); // 114688
  EXPECT_EQ(q.scaleCodes[1], 0x01);
  EXPECT_EQ(decode(Format::F4E2M1FN, q.codes[16]), 6.0f);
}

// NUMERICS.md §6: FP8 with fp32 scales.
TEST(FP8, PerTensorMultiplierAndDecodeFactor) {
  EXPECT_EQ(fp8Multiplier(448.0f, Format::F8E4M3FN, false), 1.0f);
  EXPECT_EQ(fp8Multiplier(240.0f, Format::F8E4M3FNUZ, false), 1.0f);
  EXPECT_EQ(fp8Multiplier(0.0f, Format::F8E4M3FN, false),
            static_cast<float>(448.0 / 1e-12));
  EXPECT_EQ(fp8Multiplier(3.0f, Format::F8E4M3FN, false),
            static_cast<float>(448.0 / 3.0)); // f64 division, one rounding
  EXPECT_EQ(fp8Multiplier(3.0f, Format::F8E4M3FN, true), 128.0f);
  EXPECT_EQ(fp8Multiplier(448.0f, Format::F8E4M3FN, true), 1.0f);
  EXPECT_TRUE(std::isnan(fp8Multiplier(kNaN, Format::F8E5M2, false)));
}

TEST(FP8, RowwiseAndBlocks) {
  QuantSpec s;
  s.element = Format::F8E4M3FNUZ;
  s.scale = ScaleKind::F32;
  s.layout = {{2, 256}, {1, kWhole}};
  std::vector<float> x(512);
  for (int i = 0; i < 512; ++i)
    x[i] = (i < 256 ? 1.0f : 100.0f) * std::sin(float(i));
  Quantized q = quantize(s, x.data());
  ASSERT_EQ(q.scales.size(), 2u);
  float a0 = amaxOf(x.data(), 256), a1 = amaxOf(x.data() + 256, 256);
  EXPECT_EQ(q.scales[0], 1.0f / static_cast<float>(240.0 / double(a0)));
  EXPECT_EQ(q.scales[1], 1.0f / static_cast<float>(240.0 / double(a1)));
  for (int i = 0; i < 512; ++i) {
    float m = static_cast<float>(240.0 / double(i < 256 ? a0 : a1));
    float y = std::fmin(std::fmax(x[i] * m, -240.0f), 240.0f);
    EXPECT_EQ(q.codes[i], encode(Format::F8E4M3FNUZ, y));
  }
  // 128x128 blocks on a 256x256 tensor: 4 scales, tile-major.
  s.layout = {{256, 256}, {128, 128}};
  std::vector<float> t(256 * 256, 1.0f);
  t[129] = 7.0f; // row 0, col 129: tile (0, 1)
  q = quantize(s, t.data());
  ASSERT_EQ(q.scales.size(), 4u);
  EXPECT_EQ(q.scales[0], 1.0f / 240.0f);
  EXPECT_EQ(q.scales[1], 1.0f / static_cast<float>(240.0 / 7.0));
}

TEST(FP8, NaNGroupIsNaN) {
  QuantSpec s;
  s.element = Format::F8E4M3FN;
  s.scale = ScaleKind::F32;
  s.layout = {{4}, {kWhole}};
  std::vector<float> x = {1.0f, kNaN, 2.0f, 3.0f};
  Quantized q = quantize(s, x.data());
  EXPECT_TRUE(std::isnan(q.scales[0]));
  std::vector<float> y(4);
  dequantize(s, q, y.data());
  for (float v : y)
    EXPECT_TRUE(std::isnan(v));
}

TEST(Layout, BlockIndices) {
  Layout l{{4, 6}, {2, 3}};
  EXPECT_EQ(l.scaleShape(), (std::vector<int64_t>{2, 2}));
  std::vector<int64_t> bi = l.blockIndices();
  EXPECT_EQ(bi[0], 0);
  EXPECT_EQ(bi[3], 1);       // (0, 3)
  EXPECT_EQ(bi[2 * 6], 2);   // (2, 0)
  EXPECT_EQ(bi[3 * 6 + 5], 3);
  Layout w{{3, 4}, {kWhole, 1}};
  EXPECT_EQ(w.scaleShape(), (std::vector<int64_t>{1, 4}));
  EXPECT_EQ(w.blockIndices()[2 * 4 + 3], 3);
}

TEST(Matmul, ExactSumRoundedOnce) {
  // 1 + 2^-30 - 1 in f32 accumulation loses 2^-30; the reference keeps it.
  std::vector<float> a = {1.0f, 0x1p-30f, -1.0f};
  std::vector<float> b = {1.0f, 1.0f, 1.0f};
  float c;
  referenceMatmul(a.data(), b.data(), nullptr, &c, 1, 1, 3, false, true);
  EXPECT_EQ(c, 0x1p-30f);
  float bias = 1.0f;
  referenceMatmul(a.data(), b.data(), &bias, &c, 1, 1, 3, false, true);
  EXPECT_EQ(c, 1.0f + 0x1p-30f); // then + bias in f32: rounds to 1
  // Transposes are layouts of the same contraction.
  std::vector<float> A = {1, 2, 3, 4, 5, 6}; // 2x3
  std::vector<float> B = {1, 0, 0, 1, 1, 1}; // 3x2
  std::vector<float> C(4), CT(4);
  referenceMatmul(A.data(), B.data(), nullptr, C.data(), 2, 2, 3, false,
                  false);
  std::vector<float> AT = {1, 4, 2, 5, 3, 6}; // 3x2
  std::vector<float> BT = {1, 0, 1, 0, 1, 1}; // 2x3
  referenceMatmul(AT.data(), BT.data(), nullptr, CT.data(), 2, 2, 3, true,
                  true);
  EXPECT_EQ(C, (std::vector<float>{4, 5, 10, 11}));
  EXPECT_EQ(C, CT);
}

TEST(Validate, RejectsNonsense) {
  QuantSpec s;
  s.element = Format::F4E2M1FN;
  s.scale = ScaleKind::F32;
  s.layout = {{32}, {32}};
  EXPECT_NE(validate(s), "");
  s.scale = ScaleKind::E8M0;
  EXPECT_EQ(validate(s), "");
  s.layout = {{33}, {32}};
  EXPECT_NE(validate(s).find("does not divide"), std::string::npos);
  s.layout = {{32}, {32}};
  s.scale = ScaleKind::UE5M3;
  EXPECT_NE(validate(s), "");
}

//===- AccumulationTest.cpp - MFMA accumulation models ---------------------===//

#include "lowp/Emulator/Emulator.h"
#include "lowp/Numerics/Formats.h"
#include "lowp/Numerics/Npy.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace lowp;
using namespace lowp::emu;
using target::Chip;
using target::MfmaOperand;

namespace {
std::string goldenDir() {
  const char *src = std::getenv("LOWP_SOURCE_DIR");
  return std::string(src ? src : LOWP_SOURCE_DIR_DEFAULT) +
         "/unittests/Emulator/golden/mmasim/";
}

std::vector<float> load(const std::string &file) {
  num::NpyArray a;
  std::string err;
  EXPECT_TRUE(num::readNpy(goldenDir() + file, a, err)) << err;
  const float *p = a.as<float>();
  return std::vector<float>(p, p + a.numElements());
}

/// Runs matrices A (M x K), B (K x N), C through computeMfma, placing them
/// in lanes with the target layouts; returns D as M x N.
std::vector<float> runMfma(const target::MfmaInstr &mi, bool aE5M2,
                           bool bE5M2, const std::vector<float> &A,
                           const std::vector<float> &B,
                           const std::vector<float> &C, Chip chip,
                           AccumulationModel model) {
  MfmaOperands ops;
  ops.instr = &mi;
  ops.aE5M2 = aE5M2;
  ops.bE5M2 = bE5M2;
  unsigned E = mi.elemsPerLane, R = mi.accRegs();
  ops.a.resize(64 * E);
  ops.b.resize(64 * E);
  ops.c.resize(64 * R);
  for (unsigned l = 0; l < 64; ++l) {
    for (unsigned e = 0; e < E; ++e) {
      auto [i, k] = target::layoutA(mi, l, e);
      ops.a[l * E + e] = A[i * mi.k + k];
      auto [kb, j] = target::layoutB(mi, l, e);
      ops.b[l * E + e] = B[kb * mi.n + j];
    }
    for (unsigned v = 0; v < R; ++v) {
      auto [i, j] = target::layoutC(mi, l, v);
      ops.c[l * R + v] = C[i * mi.n + j];
    }
  }
  std::vector<double> d = computeMfma(ops, chip, model);
  std::vector<float> D(mi.m * mi.n);
  for (unsigned l = 0; l < 64; ++l)
    for (unsigned v = 0; v < R; ++v) {
      auto [i, j] = target::layoutC(mi, l, v);
      D[i * mi.n + j] = static_cast<float>(d[l * R + v]);
    }
  return D;
}

MfmaOperand operandOf(const std::string &t) {
  if (t == "f16")
    return MfmaOperand::F16;
  if (t == "bf16")
    return MfmaOperand::BF16;
  if (t == "f32")
    return MfmaOperand::XF32;
  return MfmaOperand::FP8;
}
} // namespace

// The emulator's gfx942 hardware model against an independent torch
// implementation of MMA-Sim's CDNA3 algorithm (scripts/golden/gen_mmasim.py),
// on operands with widely spread exponents, zeros and subnormals.
TEST(Accumulation, Gfx942MatchesMMASimBitForBit) {
  std::ifstream in(goldenDir() + "manifest.txt");
  std::string line;
  int cases = 0, exactDiffers = 0;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string name, ta, tb;
    unsigned m, n, k;
    ls >> name >> m >> n >> k >> ta >> tb;
    SCOPED_TRACE(name);
    const target::MfmaInstr *mi =
        target::findMfma(m, n, k, operandOf(ta), /*scaled=*/false);
    ASSERT_TRUE(mi);
    std::vector<float> A = load(name + ".a.npy"), B = load(name + ".b.npy"),
                       C = load(name + ".c.npy"), D = load(name + ".d.npy");
    std::vector<float> got =
        runMfma(*mi, ta == "f8E5M2FNUZ", tb == "f8E5M2FNUZ", A, B, C,
                Chip::GFX942, AccumulationModel::Hardware);
    int bad = 0;
    for (size_t i = 0; i < D.size(); ++i)
      if (num::bitsOf(got[i]) != num::bitsOf(D[i]) &&
          !(std::isnan(got[i]) && std::isnan(D[i])) && ++bad <= 3)
        ADD_FAILURE() << "element " << i << ": got " << got[i] << " (0x"
                      << std::hex << num::bitsOf(got[i]) << ") want " << D[i]
                      << " (0x" << num::bitsOf(D[i]) << ")";
    EXPECT_EQ(bad, 0);
    // The data must tell the models apart somewhere.
    std::vector<float> exact =
        runMfma(*mi, ta == "f8E5M2FNUZ", tb == "f8E5M2FNUZ", A, B, C,
                Chip::GFX942, AccumulationModel::Exact);
    for (size_t i = 0; i < D.size(); ++i)
      exactDiffers += num::bitsOf(exact[i]) != num::bitsOf(D[i]);
    ++cases;
  }
  EXPECT_EQ(cases, 21);
  EXPECT_GT(exactDiffers, 100) << "golden data does not exercise truncation";
  std::printf("exact model differs from MMA-Sim on %d elements\n",
              exactDiffers);
}

// A case where the models differ: C = 0, products 1 and 1.5 * 2^-24. The
// exact sum 1 + 2^-24 + 2^-25 rounds up to 1 + 2^-23; MMA-Sim keeps 24
// fractional bits of the aligned odd product (2^-24) and the tie 1 + 2^-24
// rounds to even: 1.
TEST(Accumulation, ModelsDifferWhereTheyShould) {
  const target::MfmaInstr *mi =
      target::findMfma(16, 16, 32, MfmaOperand::FP8, false);
  std::vector<float> A(16 * 32, 0.0f), B(32 * 16, 0.0f), C(16 * 16, 0.0f);
  A[0] = 1.0f;
  B[0] = 1.0f;              // k = 0 (even): 1
  A[1] = 0x1.8p-12f;        // k = 1 (odd): 1.5 * 2^-12 * 2^-12
  B[1 * 16] = 0x1p-12f;
  std::vector<float> hw = runMfma(*mi, true, true, A, B, C, Chip::GFX942,
                                  AccumulationModel::Hardware);
  std::vector<float> ex = runMfma(*mi, true, true, A, B, C, Chip::GFX942,
                                  AccumulationModel::Exact);
  EXPECT_EQ(hw[0], 1.0f);
  EXPECT_EQ(ex[0], 1.0f + 0x1p-23f);
  // gfx950's documented behaviour is the exact per-instruction sum.
  std::vector<float> g950 = runMfma(*mi, true, true, A, B, C, Chip::GFX950,
                                    AccumulationModel::Hardware);
  EXPECT_EQ(g950[0], 1.0f + 0x1p-23f);
}

TEST(Accumulation, ExactSumRoundsOnce) {
  ExactSum s;
  s.add(1.0);
  s.add(0x1p-60);
  s.add(-1.0);
  EXPECT_EQ(s.toFloat(), 0x1p-60f);
  ExactSum t;
  t.add(0x1p127);
  t.add(0x1p127);
  EXPECT_TRUE(std::isinf(t.toFloat()));
  ExactSum u; // ties to even at the f32 ulp of 1
  u.add(1.0);
  u.add(0x1p-24);
  EXPECT_EQ(u.toFloat(), 1.0f);
  u.add(0x1p-60);
  EXPECT_EQ(u.toFloat(), 1.0f + 0x1p-23f);
  ExactSum sub; // subnormal result
  sub.add(0x1p-149);
  sub.add(0x1p-151);
  EXPECT_EQ(sub.toFloat(), 0x1p-149f);
  ExactSum neg;
  neg.add(-3.0);
  neg.add(0.5);
  EXPECT_EQ(neg.toFloat(), -2.5f);
}

//===- Mfma.cpp - MFMA semantics and accumulation models ------------------===//
//
// Gathers the wave's operands through the documented lane layouts, computes
// every output element with the selected accumulation model, and scatters D
// back to the accumulator layout.
//
// gfx942 hardware model: MMA-Sim (Microsoft, arXiv 2511.10909), as
// implemented in its public source (src/mmasim/mmasim/amd/sim.py and
// arithmetic/fdpa.py, newest version): FP8 "GTR" fused dot products of 16,
// F16/BF16 "TR" of 8, XF32 (inputs cut to tf32) of 4; each block rounded to
// f32 and fed to the next as C. gfx950: per-32-block exact dot products
// times scales plus C with one f32 RNE per instruction (the documented
// behaviour; no public bit-exact model exists).
//
//===----------------------------------------------------------------------===//

#include "lowp/Emulator/Semantics.h"
#include "lowp/Numerics/Formats.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>
#include <limits>

using namespace lowp;
using namespace lowp::emu;
using lowp::target::MfmaInstr;
using lowp::target::MfmaOperand;

//===----------------------------------------------------------------------===//
// ExactSum: a fixed-point (Kulisch) accumulator
//===----------------------------------------------------------------------===//

void ExactSum::addMagnitude(uint64_t mag, int bitPos, bool negative) {
  // Two's complement add of +-(mag << bitPos) into the limbs.
  int li = bitPos / 64, sh = bitPos % 64;
  unsigned __int128 wide = static_cast<unsigned __int128>(mag) << sh;
  uint64_t parts[3] = {static_cast<uint64_t>(wide),
                       static_cast<uint64_t>(wide >> 64), 0};
  if (!negative) {
    unsigned __int128 carry = 0;
    for (int i = li; i < kLimbs; ++i) {
      unsigned __int128 s = static_cast<unsigned __int128>(limb[i]) + carry +
                            (i - li < 3 ? parts[i - li] : 0);
      limb[i] = static_cast<uint64_t>(s);
      carry = s >> 64;
      if (i - li >= 2 && carry == 0)
        break;
    }
  } else {
    uint64_t borrow = 0;
    for (int i = li; i < kLimbs; ++i) {
      uint64_t sub = i - li < 3 ? parts[i - li] : 0;
      uint64_t before = limb[i];
      uint64_t r = before - sub - borrow;
      borrow = (before < sub) || (before - sub < borrow) ? 1 : 0;
      limb[i] = r;
      if (i - li >= 2 && borrow == 0)
        break;
    }
  }
}

void ExactSum::add(double x) {
  if (std::isnan(x)) {
    nan = true;
    return;
  }
  if (std::isinf(x)) {
    (x > 0 ? posInf : negInf) = true;
    return;
  }
  if (x == 0)
    return;
  int exp;
  double m = std::frexp(std::fabs(x), &exp); // |x| = m * 2^exp, m in [0.5, 1)
  uint64_t mant = static_cast<uint64_t>(std::ldexp(m, 53));
  int bitPos = exp - 53 - kLowExp;
  assert(bitPos >= 0 && bitPos + 53 < kLimbs * 64 - 2 &&
         "value outside the accumulator's range");
  addMagnitude(mant, bitPos, x < 0);
}

float ExactSum::toFloat() const {
  if (nan || (posInf && negInf))
    return std::numeric_limits<float>::quiet_NaN();
  if (posInf)
    return std::numeric_limits<float>::infinity();
  if (negInf)
    return -std::numeric_limits<float>::infinity();
  uint64_t v[kLimbs];
  std::memcpy(v, limb, sizeof(v));
  bool negative = v[kLimbs - 1] >> 63;
  if (negative) { // magnitude = two's complement
    unsigned carry = 1;
    for (int i = 0; i < kLimbs; ++i) {
      v[i] = ~v[i] + carry;
      carry = carry && v[i] == 0;
    }
  }
  int top = -1;
  for (int i = kLimbs - 1; i >= 0 && top < 0; --i)
    if (v[i])
      top = i * 64 + 63 - __builtin_clzll(v[i]);
  if (top < 0)
    return 0.0f;
  auto bit = [&](int p) -> bool {
    return p >= 0 && ((v[p / 64] >> (p % 64)) & 1);
  };
  int topExp = top + kLowExp;
  int lsbExp = std::max(topExp - 23, -149);
  int lsb = lsbExp - kLowExp;
  uint64_t q = 0;
  for (int p = top; p >= lsb; --p)
    q = (q << 1) | bit(p);
  bool half = bit(lsb - 1), sticky = false;
  for (int p = lsb - 2; p >= 0 && !sticky; --p)
    sticky = bit(p);
  if (half && (sticky || (q & 1)))
    ++q;
  double r = std::ldexp(static_cast<double>(q), lsbExp);
  float f = static_cast<float>(r); // exact, or overflow to Inf
  return negative ? -f : f;
}

//===----------------------------------------------------------------------===//
// gfx942: MMA-Sim's fused dot-product-add
//===----------------------------------------------------------------------===//

namespace {
/// x = s * 2^e with 1 <= |s| < 2, or |s| < 1 with e = eSub for subnormals.
struct Decomposed {
  double s = 0;
  int e = -999;
};

Decomposed decompose(double x, int eSub) {
  Decomposed d;
  if (x == 0)
    return d;
  int e = std::ilogb(x);
  if (e < eSub)
    e = eSub;
  d.e = e;
  d.s = std::ldexp(x, -e);
  return d;
}

/// Sum of products each cut toward zero to F fractional bits relative to the
/// largest product exponent. Returns (sum, Emax); sum = 0 with Emax = -999
/// when every product is zero.
std::pair<double, int> truncatedFusedSum(const double *p, const int *ep,
                                         int n, int F) {
  int emax = -999;
  for (int i = 0; i < n; ++i)
    if (p[i] != 0)
      emax = std::max(emax, ep[i]);
  if (emax == -999)
    return {0.0, -999};
  int64_t acc = 0;
  for (int i = 0; i < n; ++i)
    if (p[i] != 0)
      acc += static_cast<int64_t>(
          std::trunc(std::ldexp(p[i], ep[i] - emax + F)));
  return {std::ldexp(static_cast<double>(acc), -F), emax};
}

/// floor(s * 2^shift) * 2^-shift: keep `shift` fractional bits, toward -inf.
double floorBits(double s, int shift) {
  return std::ldexp(std::floor(std::ldexp(s, shift)), -shift);
}

/// floor(s * 2^(e - E + F)) * 2^-F: realign a significand of exponent e to
/// exponent E, keeping F fractional bits, toward -inf.
double alignFloor(double s, int e, int E, int F) {
  return std::ldexp(std::floor(std::ldexp(s, e - E + F)), -F);
}

/// One MMA-Sim block: D = RNE_f32(fused(a . b) + c). `gtr` selects the FP8
/// variant (even/odd split, small C dropped); `eSubA`/`eSubB` are the
/// operands' subnormal exponents.
float fusedBlock(const double *a, const double *b, int n, float c, int eSubA,
                 int eSubB, bool gtr) {
  // Specials: NaN in, 0 * Inf, or Inf - Inf give NaN; Inf propagates.
  bool nan = std::isnan(c), pinf = c == INFINITY, ninf = c == -INFINITY;
  for (int i = 0; i < n; ++i) {
    double pr = a[i] * b[i];
    if (std::isnan(pr))
      nan = true;
    else if (std::isinf(pr))
      (pr > 0 ? pinf : ninf) = true;
  }
  if (nan || (pinf && ninf))
    return std::numeric_limits<float>::quiet_NaN();
  if (pinf || ninf)
    return pinf ? INFINITY : -INFINITY;

  double p[32];
  int ep[32];
  bool overflowP = false, overflowN = false;
  for (int i = 0; i < n; ++i) {
    Decomposed da = decompose(a[i], eSubA), db = decompose(b[i], eSubB);
    p[i] = da.s * db.s;
    ep[i] = da.e + db.e;
    if (p[i] == 0)
      ep[i] = -999;
    // TR path: a product of 2^128 or more becomes Inf.
    if (!gtr && p[i] != 0 && (std::fabs(p[i]) >= 2 ? 1 : 0) + ep[i] >= 128)
      (p[i] > 0 ? overflowP : overflowN) = true;
  }
  if (overflowP && overflowN)
    return std::numeric_limits<float>::quiet_NaN();
  if (overflowP || overflowN)
    return overflowP ? INFINITY : -INFINITY;

  double sDot;
  int eDot;
  if (gtr) {
    double pe[16], po[16];
    int ee[16], eo[16];
    int ne = 0, no = 0;
    for (int i = 0; i < n; ++i) {
      if (i % 2 == 0) {
        pe[ne] = p[i];
        ee[ne++] = ep[i];
      } else {
        po[no] = p[i];
        eo[no++] = ep[i];
      }
    }
    auto [sEv, eEv] = truncatedFusedSum(pe, ee, ne, 24);
    auto [sOd, eOd] = truncatedFusedSum(po, eo, no, 24);
    eDot = std::max(eEv, eOd);
    sDot = (eEv == -999 ? 0 : alignFloor(sEv, eEv, eDot, 24)) +
           (eOd == -999 ? 0 : alignFloor(sOd, eOd, eDot, 24));
  } else {
    auto [s, e] = truncatedFusedSum(p, ep, n, 24);
    sDot = s;
    eDot = e;
  }
  // A zero C decomposes with the f32 subnormal exponent (MMA-Sim's
  // frexp_and_normalize), which flushes products far below 2^-126.
  Decomposed dc = decompose(c, -126);
  if (c == 0)
    dc.e = -126;
  int E = std::max(eDot, dc.e);
  double sd = eDot == -999 ? 0 : alignFloor(sDot, eDot, E, 32);
  double sc = alignFloor(dc.s, dc.e, E, 24);
  if (gtr && dc.e < E - 25)
    sc = 0;
  double total = std::ldexp(sd + sc, E);
  if (total == 0)
    return 0.0f;
  Decomposed dt = decompose(total, -126);
  double s = floorBits(dt.s, 31);
  return static_cast<float>(std::ldexp(s, dt.e));
}

/// Subnormal exponent of an MFMA operand kind (MMA-Sim's e_sub).
int subnormalExponent(MfmaOperand op, bool e5m2) {
  switch (op) {
  case MfmaOperand::F16:
    return -14;
  case MfmaOperand::BF16:
  case MfmaOperand::XF32:
    return -126;
  case MfmaOperand::FP8:
    return e5m2 ? -15 : -7; // FNUZ formats on gfx942
  default:
    return -126;
  }
}

double cutToTF32(double x) {
  float f = static_cast<float>(x);
  uint32_t b;
  std::memcpy(&b, &f, 4);
  b &= ~0x1FFFu;
  std::memcpy(&f, &b, 4);
  return f;
}
} // namespace

//===----------------------------------------------------------------------===//
// computeMfma
//===----------------------------------------------------------------------===//

std::vector<double> lowp::emu::computeMfma(const MfmaOperands &ops,
                                           target::Chip chip,
                                           AccumulationModel model) {
  const MfmaInstr &mi = *ops.instr;
  unsigned M = mi.m, N = mi.n, K = mi.k, E = mi.elemsPerLane;
  std::vector<double> A(M * K, 0.0), B(K * N, 0.0), C(M * N, 0.0);
  for (unsigned l = 0; l < 64; ++l) {
    for (unsigned e = 0; e < E; ++e) {
      auto [i, k] = target::layoutA(mi, l, e, ops.aFP8);
      A[i * K + k] = ops.a[l * E + e];
      auto [kb, j] = target::layoutB(mi, l, e, ops.bFP8);
      B[kb * N + j] = ops.b[l * E + e];
    }
    for (unsigned v = 0; v < mi.accRegs(); ++v) {
      auto [i, j] = target::layoutC(mi, l, v);
      C[i * N + j] = ops.c[l * mi.accRegs() + v];
    }
  }
  std::vector<double> D(M * N);
  bool scaled = !ops.scaleA.empty();
  unsigned blocks = K / 32;
  for (unsigned i = 0; i < M; ++i) {
    for (unsigned j = 0; j < N; ++j) {
      double c = C[i * N + j];
      if (mi.intAccumulate) {
        int64_t acc = static_cast<int64_t>(c);
        for (unsigned k = 0; k < K; ++k)
          acc += static_cast<int64_t>(A[i * K + k]) *
                 static_cast<int64_t>(B[k * N + j]);
        D[i * N + j] = static_cast<double>(static_cast<int32_t>(acc));
        continue;
      }
      bool mmaSim = model == AccumulationModel::Hardware &&
                    chip == target::Chip::GFX942 &&
                    mi.operand != MfmaOperand::F8F6F4;
      if (!mmaSim) {
        // Exact: C plus every (scaled) product, one RNE per instruction.
        ExactSum sum;
        sum.add(c);
        for (unsigned k = 0; k < K; ++k) {
          double prod = A[i * K + k] * B[k * N + j];
          if (scaled)
            prod *= ops.scaleA[i * blocks + k / 32] *
                    ops.scaleB[j * blocks + k / 32];
          sum.add(prod);
        }
        D[i * N + j] = sum.toFloat();
        continue;
      }
      // gfx942 MMA-Sim: blocks of L products, each rounded to f32.
      bool gtr = mi.operand == MfmaOperand::FP8;
      unsigned L = mi.operand == MfmaOperand::FP8    ? 16
                   : mi.operand == MfmaOperand::XF32 ? 4
                                                     : 8;
      L = std::min(L, K);
      float acc = static_cast<float>(c);
      double av[32], bv[32];
      for (unsigned k0 = 0; k0 < K; k0 += L) {
        for (unsigned t = 0; t < L; ++t) {
          av[t] = A[i * K + k0 + t];
          bv[t] = B[(k0 + t) * N + j];
          if (mi.operand == MfmaOperand::XF32) {
            av[t] = cutToTF32(av[t]);
            bv[t] = cutToTF32(bv[t]);
          }
        }
        acc = fusedBlock(av, bv, L, acc,
                         subnormalExponent(mi.operand, ops.aE5M2),
                         subnormalExponent(mi.operand, ops.bE5M2), gtr);
      }
      D[i * N + j] = acc;
    }
  }
  std::vector<double> out(64 * mi.accRegs());
  for (unsigned l = 0; l < 64; ++l)
    for (unsigned v = 0; v < mi.accRegs(); ++v) {
      auto [i, j] = target::layoutC(mi, l, v);
      out[l * mi.accRegs() + v] = D[i * N + j];
    }
  return out;
}

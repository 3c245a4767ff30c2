//===- Exec.cpp - instruction semantics of the ISA simulator --------------===//
//
// Every instruction the simulator implements, bound by mnemonic at decode
// time (bindInst) to a handler with its parameters. VALU handlers work on
// the 64 lanes under EXEC with VOP3 (neg, abs, clamp, omod), SDWA (operand
// and destination selects) and DPP source modifiers; SALU and SOPP on the
// scalar state; memory instructions check every address (global buffers,
// raw-buffer range rules, LDS bounds and alignment) and number themselves
// on their s_waitcnt counter; MFMA and the conversions use the semantics
// shared with the emulator (lowp/Emulator/Semantics.h).
//
//===----------------------------------------------------------------------===//

#include "Launch.h"

#include "lowp/Numerics/Formats.h"
#include "lowp/Target/Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

using namespace lowp;
using namespace lowp::sim;
using llvm::StringRef;

namespace {

//===----------------------------------------------------------------------===//
// Bits and floats
//===----------------------------------------------------------------------===//

inline float F(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint32_t U(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
inline double D(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}
inline uint64_t U64(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
inline float H(uint32_t b) { return num::halfToFloat(uint16_t(b)); }
inline uint32_t toH(float f) { return num::floatToHalf(f); }
inline float BF(uint32_t b) { return num::bf16ToFloat(uint16_t(b)); }

inline bool isSNaN(float x) {
  return std::isnan(x) && !(U(x) & 0x00400000u);
}
inline float quiet(float x) { return F(U(x) | 0x00400000u); }

/// v_max_f32 / v_min_f32 (IEEE mode: a signaling NaN input gives a quiet
/// NaN, else a NaN operand is ignored; -0 < +0).
float fmaxI(float a, float b, bool ieee) {
  if (ieee && (isSNaN(a) || isSNaN(b)))
    return quiet(isSNaN(a) ? a : b);
  if (std::isnan(a))
    return std::isnan(b) ? quiet(a) : b;
  if (std::isnan(b))
    return a;
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
float fminI(float a, float b, bool ieee) {
  if (ieee && (isSNaN(a) || isSNaN(b)))
    return quiet(isSNaN(a) ? a : b);
  if (std::isnan(a))
    return std::isnan(b) ? quiet(a) : b;
  if (std::isnan(b))
    return a;
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
/// IEEE 754-2019 maximum / minimum (gfx950 v_maximum3_f32 ...): NaN wins.
float fmaximum(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return quiet(std::isnan(a) ? a : b);
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
float fminimum(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return quiet(std::isnan(a) ? a : b);
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
double dmaxI(double a, double b) {
  if (std::isnan(a))
    return b;
  if (std::isnan(b))
    return a;
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
double dminI(double a, double b) {
  if (std::isnan(a))
    return b;
  if (std::isnan(b))
    return a;
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

template <class X> X med3(X a, X b, X c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

/// f32 to integer conversions: truncate, saturate, NaN to 0.
uint32_t cvtU32(double x) {
  if (std::isnan(x) || x <= 0)
    return 0;
  if (x >= 4294967295.0)
    return 0xFFFFFFFFu;
  return uint32_t(x);
}
int32_t cvtI32(double x) {
  if (std::isnan(x))
    return 0;
  if (x <= -2147483648.0)
    return INT32_MIN;
  if (x >= 2147483647.0)
    return INT32_MAX;
  return int32_t(x);
}

/// The FP8 formats of the chip (FNUZ on gfx942, OCP on gfx950).
num::Format fp8Format(const Wave &w, bool bf8) {
  if (w.launch.gfx950)
    return bf8 ? num::Format::F8E5M2 : num::Format::F8E4M3FN;
  return bf8 ? num::Format::F8E5M2FNUZ : num::Format::F8E4M3FNUZ;
}

template <class Fn> inline void forLanes(uint64_t mask, Fn fn) {
  while (mask) {
    unsigned l = unsigned(__builtin_ctzll(mask));
    mask &= mask - 1;
    fn(l);
  }
}

const Operand &op(const Inst &in, unsigned i) {
  static const Operand none;
  return i < in.ops.size() ? in.ops[i] : none;
}

//===----------------------------------------------------------------------===//
// VALU framework
//===----------------------------------------------------------------------===//

Sel srcSel(const Inst &in, unsigned i) {
  if (!in.sdwa)
    return Sel::Dword;
  return i == 0 ? in.src0Sel : i == 1 ? in.src1Sel : Sel::Dword;
}

/// DPP: the lane that lane l reads src0 from, or -1 (no valid source).
int dppSource(const Inst &in, unsigned l) {
  StringRef c(in.dppCtrl);
  unsigned row = l & ~15u, r = l & 15;
  int64_t n = 0;
  auto num = [&](StringRef prefix) {
    StringRef v = c.substr(prefix.size());
    unsigned long long x = 0;
    if (v.getAsInteger(0, x))
      x = 0;
    n = int64_t(x);
  };
  if (c.starts_with("quad_perm:[")) {
    unsigned q = l & 3;
    StringRef v = c.substr(11);
    unsigned sel = unsigned(v[2 * q] - '0');
    return int((l & ~3u) | sel);
  }
  if (c.starts_with("row_shl:")) {
    num("row_shl:");
    return r + n < 16 ? int(row + r + n) : -1;
  }
  if (c.starts_with("row_shr:")) {
    num("row_shr:");
    return int64_t(r) - n >= 0 ? int(row + r - n) : -1;
  }
  if (c.starts_with("row_ror:")) {
    num("row_ror:");
    return int(row + ((r + n) & 15));
  }
  if (c == "wave_shl:1")
    return l + 1 < kLanes ? int(l + 1) : -1;
  if (c == "wave_shr:1")
    return l >= 1 ? int(l - 1) : -1;
  if (c == "wave_rol:1")
    return int((l + 1) % kLanes);
  if (c == "wave_ror:1")
    return int((l + kLanes - 1) % kLanes);
  if (c == "row_mirror")
    return int(row + 15 - r);
  if (c == "row_half_mirror")
    return int((l & ~7u) + 7 - (l & 7));
  if (c == "row_bcast:15")
    return row >= 16 ? int(row - 1) : -1;
  if (c == "row_bcast:31")
    return l >= 32 ? 31 : -1;
  return -2; // unknown control
}

/// Source values of VALU operand i (dword k) with SDWA / DPP applied. With
/// DPP, `writeMask` loses the lanes that must not be written.
void src(Wave &w, const Inst &in, unsigned i, unsigned k, T t, uint32_t *out,
         uint64_t *writeMask = nullptr) {
  const Operand &o = op(in, i);
  w.checkRead(o);
  if (in.dpp && i == 1) {
    Operand raw = o;
    raw.neg = raw.abs = false;
    uint32_t vals[kLanes];
    w.read32(raw, k, T::B32, vals);
    uint64_t keep = 0;
    for (unsigned l = 0; l < kLanes; ++l) {
      int s = dppSource(in, l);
      if (s == -2)
        w.fault(-1, "DPP control " + in.dppCtrl + " is not implemented");
      bool rowOn = (in.rowMask >> (l / 16)) & 1;
      bool bankOn = (in.bankMask >> ((l / 4) & 3)) & 1;
      bool valid = s >= 0 && ((w.exec >> s) & 1);
      if (!rowOn || !bankOn) {
        out[l] = 0;
        continue;
      }
      if (valid) {
        out[l] = vals[s];
      } else if (in.boundCtrl) {
        out[l] = 0;
      } else {
        out[l] = 0;
        continue; // the lane is not written
      }
      keep |= 1ull << l;
    }
    if (writeMask)
      *writeMask &= keep;
    if (o.abs || o.neg) {
      uint32_t sb = t == T::F16 ? 0x8000u : 0x80000000u;
      for (unsigned l = 0; l < kLanes; ++l)
        out[l] = o.neg ? ((o.abs ? out[l] & ~sb : out[l]) ^ sb)
                       : out[l] & ~sb;
    }
    return;
  }
  w.read32(o, k, t, out, srcSel(in, i - 1));
}

/// Writes lane l of a 32-bit VALU destination: SDWA destination select,
/// clamp / omod of float results.
inline void dst32(Wave &w, const Inst &in, unsigned l, uint32_t value,
                  bool isF32 = false) {
  const Operand &d = in.ops[0];
  if (isF32 && (in.omod || in.clamp)) {
    float f = F(value);
    if (in.omod == 1)
      f *= 2;
    else if (in.omod == 2)
      f *= 4;
    else if (in.omod == 3)
      f *= 0.5f;
    if (in.clamp)
      f = std::isnan(f) ? 0.0f : std::min(1.0f, std::max(0.0f, f));
    value = U(f);
  }
  if (in.sdwa && in.dstSel != Sel::Dword) {
    uint32_t old = w.v[size_t(w.vbase(d)) * kLanes + l];
    unsigned shift, bits;
    switch (in.dstSel) {
    case Sel::Byte0: case Sel::Byte1: case Sel::Byte2: case Sel::Byte3:
      shift = 8 * (unsigned(in.dstSel) - unsigned(Sel::Byte0));
      bits = 8;
      break;
    default:
      shift = in.dstSel == Sel::Word1 ? 16 : 0;
      bits = 16;
    }
    uint32_t m = ((1u << bits) - 1) << shift;
    uint32_t placed = (value << shift) & m;
    if (in.dstPreserve)
      value = (old & ~m) | placed;
    else if (in.dstSext) {
      uint32_t top = (placed >> (shift + bits - 1)) & 1;
      uint32_t above = shift + bits >= 32 ? 0 : ~0u << (shift + bits);
      value = placed | (top ? above : 0);
    } else
      value = placed;
  }
  w.vwrite(d, 0, l, value);
}

/// dst = f(src0 [, src1 [, src2]]) on 32-bit values, lane by lane.
template <T ty, bool isF32, class Fn>
void valu(Wave &w, const Inst &in, unsigned nsrc, Fn fn) {
  uint32_t a[kLanes], b[kLanes], c[kLanes];
  uint64_t mask = w.exec;
  src(w, in, 1, 0, ty, a, &mask);
  if (nsrc > 1)
    src(w, in, 2, 0, ty, b);
  if (nsrc > 2)
    src(w, in, 3, 0, ty, c);
  w.checkWrite(in.ops[0]);
  forLanes(mask, [&](unsigned l) {
    dst32(w, in, l, fn(a[l], nsrc > 1 ? b[l] : 0, nsrc > 2 ? c[l] : 0),
          isF32);
  });
  ++w.launch.stats.valu;
}

/// Flushes an f32 denormal to a signed zero when the kernel's mode asks.
inline float ftz(const Wave &w, float x) {
  if (w.launch.flushF32 && std::fpclassify(x) == FP_SUBNORMAL)
    return std::signbit(x) ? -0.0f : 0.0f;
  return x;
}

#define VALU1(NAME, TY, ISF, EXPR)                                            \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     valu<TY, ISF>(w, in, 1, [&](uint32_t a, uint32_t, uint32_t) -> uint32_t { \
       (void)w;                                                               \
       return EXPR;                                                           \
     });                                                                      \
   }}
#define VALU2(NAME, TY, ISF, EXPR)                                            \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     valu<TY, ISF>(w, in, 2, [&](uint32_t a, uint32_t b, uint32_t) -> uint32_t { \
       (void)w;                                                               \
       return EXPR;                                                           \
     });                                                                      \
   }}
#define VALU3(NAME, TY, ISF, EXPR)                                            \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     valu<TY, ISF>(w, in, 3,                                                  \
                   [&](uint32_t a, uint32_t b, uint32_t c) -> uint32_t {       \
                     (void)w;                                                 \
                     return EXPR;                                             \
                   });                                                        \
   }}
#define FOP1(NAME, EXPR)                                                      \
  VALU1(NAME, T::F32, true, U(ftz(w, [&](float x) -> float { return EXPR; }(ftz(w, F(a))))))
#define FOP2(NAME, EXPR)                                                      \
  VALU2(NAME, T::F32, true,                                                   \
        U(ftz(w, [&](float x, float y) -> float { return EXPR; }(ftz(w, F(a)), ftz(w, F(b))))))
#define FOP3(NAME, EXPR)                                                      \
  VALU3(NAME, T::F32, true,                                                   \
        U(ftz(w, [&](float x, float y, float z) -> float { return EXPR; }(   \
            ftz(w, F(a)), ftz(w, F(b)), ftz(w, F(c))))))

/// 64-bit VALU: dst(64) = f(src0, src1, src2) with per-operand widths.
template <class Fn>
void valu64(Wave &w, const Inst &in, T t0, T t1, T t2, unsigned nsrc, Fn fn) {
  uint64_t a[kLanes] = {}, b[kLanes] = {}, c[kLanes] = {};
  auto get = [&](unsigned i, T t, uint64_t *out) {
    const Operand &o = op(in, i);
    w.checkRead(o);
    if (t == T::B64 || t == T::F64) {
      w.read64(o, t, out);
    } else {
      uint32_t tmp[kLanes];
      w.read32(o, 0, t, tmp);
      for (unsigned l = 0; l < kLanes; ++l)
        out[l] = tmp[l];
    }
  };
  get(1, t0, a);
  if (nsrc > 1)
    get(2, t1, b);
  if (nsrc > 2)
    get(3, t2, c);
  w.checkWrite(in.ops[0]);
  bool f64 = t0 == T::F64;
  forLanes(w.exec, [&](unsigned l) {
    uint64_t r = fn(a[l], b[l], c[l]);
    if (f64 && in.clamp) {
      double d = D(r);
      r = U64(std::isnan(d) ? 0.0 : std::min(1.0, std::max(0.0, d)));
    }
    w.vwrite(in.ops[0], 0, l, uint32_t(r));
    w.vwrite(in.ops[0], 1, l, uint32_t(r >> 32));
  });
  ++w.launch.stats.valu;
}

#define DOP(NAME, NSRC, EXPR)                                                 \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     valu64(w, in, T::F64, T::F64, T::F64, NSRC,                              \
            [&](uint64_t a, uint64_t b, uint64_t c) -> uint64_t {             \
              (void)a; (void)b; (void)c;                                      \
              return U64([&](double x, double y, double z) -> double {        \
                (void)x; (void)y; (void)z;                                    \
                return EXPR;                                                  \
              }(D(a), D(b), D(c)));                                           \
            });                                                               \
   }}

//===----------------------------------------------------------------------===//
// Compares
//===----------------------------------------------------------------------===//

enum CmpOp { CF, CLT, CEQ, CLE, CGT, CLG, CGE, CO, CU, CNGE, CNLG, CNGT, CNLE,
             CNEQ, CNLT, CTRU, CNE, CCLASS };

template <class X> bool cmpOrdered(int opc, X a, X b) {
  switch (opc) {
  case CF: return false;
  case CLT: return a < b;
  case CEQ: return a == b;
  case CLE: return a <= b;
  case CGT: return a > b;
  case CNE: return a != b;
  case CGE: return a >= b;
  case CTRU: return true;
  }
  return false;
}
template <class X> bool cmpFloat(int opc, X a, X b) {
  bool un = std::isnan(a) || std::isnan(b);
  switch (opc) {
  case CF: return false;
  case CLT: return a < b;
  case CEQ: return a == b;
  case CLE: return a <= b;
  case CGT: return a > b;
  case CLG: return a < b || a > b;
  case CGE: return a >= b;
  case CO: return !un;
  case CU: return un;
  case CNGE: return !(a >= b);
  case CNLG: return !(a < b || a > b);
  case CNGT: return !(a > b);
  case CNLE: return !(a <= b);
  case CNEQ: return !(a == b);
  case CNLT: return !(a < b);
  case CTRU: return true;
  }
  return false;
}
unsigned fpClass(double x, bool quietNaN) {
  if (std::isnan(x))
    return quietNaN ? 1 : 0;
  bool neg = std::signbit(x);
  if (std::isinf(x))
    return neg ? 2 : 9;
  if (x == 0)
    return neg ? 5 : 6;
  bool sub = std::fpclassify(x) == FP_SUBNORMAL;
  return neg ? (sub ? 4 : 3) : (sub ? 7 : 8);
}

/// p[0]: CmpOp, p[1]: type (0 f32, 1 f64, 2 f16, 3 i32, 4 u32, 5 i64, 6 u64,
/// 7 i16, 8 u16), p[2]: writes EXEC (v_cmpx).
void execCmp(Wave &w, const Inst &in) {
  int opc = in.p[0], ty = in.p[1];
  bool wide = ty == 1 || ty == 5 || ty == 6;
  T t = ty == 0 ? T::F32 : ty == 1 ? T::F64 : ty == 2 ? T::F16
        : wide ? T::B64 : T::B32;
  uint64_t a[kLanes], b[kLanes];
  if (wide) {
    w.checkRead(op(in, 1));
    w.checkRead(op(in, 2));
    w.read64(op(in, 1), t, a);
    w.read64(op(in, 2), opc == CCLASS ? T::B32 : t, b);
  } else {
    uint32_t x[kLanes], y[kLanes];
    src(w, in, 1, 0, t, x);
    src(w, in, 2, 0, opc == CCLASS ? T::B32 : t, y);
    for (unsigned l = 0; l < kLanes; ++l) {
      a[l] = x[l];
      b[l] = y[l];
    }
  }
  uint64_t result = 0;
  forLanes(w.exec, [&](unsigned l) {
    bool r = false;
    if (opc == CCLASS) {
      double x = ty == 0 ? double(F(uint32_t(a[l])))
                 : ty == 1 ? D(a[l])
                           : double(H(uint32_t(a[l])));
      bool q = ty == 0   ? (a[l] & 0x00400000u)
               : ty == 1 ? (a[l] & (1ull << 51))
                         : (a[l] & 0x200u);
      r = (b[l] >> fpClass(x, q)) & 1;
    } else {
      switch (ty) {
      case 0: r = cmpFloat(opc, F(uint32_t(a[l])), F(uint32_t(b[l]))); break;
      case 1: r = cmpFloat(opc, D(a[l]), D(b[l])); break;
      case 2: r = cmpFloat(opc, H(uint32_t(a[l])), H(uint32_t(b[l]))); break;
      case 3: r = cmpOrdered(opc, int32_t(a[l]), int32_t(b[l])); break;
      case 4: r = cmpOrdered(opc, uint32_t(a[l]), uint32_t(b[l])); break;
      case 5: r = cmpOrdered(opc, int64_t(a[l]), int64_t(b[l])); break;
      case 6: r = cmpOrdered(opc, a[l], b[l]); break;
      case 7: r = cmpOrdered(opc, int16_t(a[l]), int16_t(b[l])); break;
      case 8: r = cmpOrdered(opc, uint16_t(a[l]), uint16_t(b[l])); break;
      }
    }
    if (r)
      result |= 1ull << l;
  });
  const Operand &d = in.ops[0];
  w.checkWrite(d);
  w.swrite64(d, result);
  if (in.p[2])
    w.exec = result;
  ++w.launch.stats.valu;
}

//===----------------------------------------------------------------------===//
// Scalar ALU
//===----------------------------------------------------------------------===//

#define SOP1(NAME, EXPR)                                                      \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     uint32_t a = w.sread(op(in, 1), 0);                                      \
     w.swrite(in.ops[0], 0, EXPR);                                            \
     ++w.launch.stats.salu;                                                   \
   }}
#define SOP1_64(NAME, EXPR)                                                   \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     uint64_t a = w.sread64(op(in, 1));                                       \
     w.swrite64(in.ops[0], EXPR);                                             \
     ++w.launch.stats.salu;                                                   \
   }}
#define SCMP(NAME, TY, EXPR)                                                  \
  {NAME, [](Wave &w, const Inst &in) {                                        \
     TY a = TY(w.sread(op(in, 0), 0)), b = TY(w.sread(op(in, 1), 0));         \
     w.scc = (EXPR);                                                          \
     ++w.launch.stats.salu;                                                   \
   }}

uint32_t bitsSet(uint64_t x) { return uint32_t(__builtin_popcountll(x)); }

void saveexec(Wave &w, const Inst &in, int kind) {
  uint64_t s0 = w.sread64(op(in, 1));
  uint64_t old = w.exec;
  w.swrite64(in.ops[0], old);
  uint64_t e = 0;
  switch (kind) {
  case 0: e = s0 & old; break;     // and
  case 1: e = s0 | old; break;     // or
  case 2: e = s0 ^ old; break;     // xor
  case 3: e = s0 & ~old; break;    // andn2
  case 4: e = s0 | ~old; break;    // orn2
  case 5: e = ~(s0 & old); break;  // nand
  case 6: e = ~(s0 | old); break;  // nor
  case 7: e = ~(s0 ^ old); break;  // xnor
  case 8: e = ~s0 & old; break;    // andn1
  case 9: e = ~s0 | old; break;    // orn1
  }
  w.exec = e;
  w.scc = e != 0;
  ++w.launch.stats.salu;
}

//===----------------------------------------------------------------------===//
// Program control
//===----------------------------------------------------------------------===//

void branchTo(Wave &w, const Inst &in, bool taken) {
  ++w.launch.stats.branches;
  if (!taken)
    return;
  int64_t simm = in.imms.empty() ? 0 : int16_t(uint16_t(in.imms[0]));
  w.pc = in.pc + 4 + simm * 4;
  w.jumped = true;
}

void waitcnt(Wave &w, const Inst &in) {
  uint32_t imm = in.imms.empty() ? 0 : uint32_t(in.imms[0]);
  uint64_t vm = (imm & 0xF) | ((imm >> 14) & 3) << 4;
  uint64_t lgkm = (imm >> 8) & 0xF;
  if (vm < 63 && w.vmIssued > vm)
    w.vmDone = std::max(w.vmDone, w.vmIssued - vm);
  if (lgkm < 15) {
    if (w.dsIssued > lgkm)
      w.dsDone = std::max(w.dsDone, w.dsIssued - lgkm);
    // Scalar memory returns out of order: only lgkmcnt(0) waits for it.
    if (lgkm == 0)
      w.smemDone = w.smemIssued;
  }
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

std::string hex(uint64_t v) { return llvm::utohexstr(v); }

/// The Access of a load / store mnemonic (Inst.h), by its suffix.
Access accessOf(StringRef name) {
  Access a;
  StringRef s = name;
  a.d16hi = s.consume_back("_d16_hi");
  a.d16 = a.d16hi || s.consume_back("_d16");
  if (s.ends_with("dwordx16"))
    a.bytes = 64;
  else if (s.ends_with("dwordx8"))
    a.bytes = 32;
  else if (s.ends_with("dwordx4") || s.ends_with("b128"))
    a.bytes = 16;
  else if (s.ends_with("dwordx3") || s.ends_with("b96"))
    a.bytes = 12;
  else if (s.ends_with("dwordx2") || s.ends_with("b64"))
    a.bytes = 8;
  else if (s.ends_with("dword") || s.ends_with("b32"))
    a.bytes = 4;
  else if (s.ends_with("ubyte") || s.ends_with("u8") || s.ends_with("b8") ||
           s.ends_with("byte"))
    a.bytes = a.elem = 1;
  else if (s.ends_with("sbyte") || s.ends_with("i8")) {
    a.bytes = a.elem = 1;
    a.sext = true;
  } else if (s.ends_with("sshort") || s.ends_with("i16")) {
    a.bytes = a.elem = 2;
    a.sext = true;
  } else if (s.ends_with("ushort") || s.ends_with("short") ||
             s.ends_with("u16") || s.ends_with("b16"))
    a.bytes = a.elem = 2;
  if (s.ends_with("sbyte") || s.ends_with("_i8"))
    a.sext = true;
  return a;
}

/// Writes a loaded lane value (bytes) into the destination registers.
void writeLoaded(Wave &w, const Operand &d, unsigned l, const uint8_t *p,
                 const Access &a) {
  if (a.bytes >= 4) {
    for (unsigned k = 0; k < a.bytes / 4; ++k) {
      uint32_t v;
      std::memcpy(&v, p + 4 * k, 4);
      w.vwrite(d, k, l, v);
    }
    return;
  }
  uint32_t v = a.bytes == 1 ? p[0] : uint32_t(p[0]) | uint32_t(p[1]) << 8;
  if (a.sext)
    v = a.bytes == 1 ? uint32_t(int32_t(int8_t(v)))
                     : uint32_t(int32_t(int16_t(v)));
  if (a.d16) {
    uint32_t old = w.v[size_t(w.vbase(d)) * kLanes + l];
    v &= 0xFFFF;
    v = a.d16hi ? (old & 0xFFFF) | v << 16 : (old & 0xFFFF0000u) | v;
  }
  w.vwrite(d, 0, l, v);
}

void readStored(Wave &w, const Operand &data, unsigned l, uint8_t *p,
                const Access &a) {
  if (a.bytes >= 4) {
    for (unsigned k = 0; k < a.bytes / 4; ++k) {
      uint32_t v = w.v[size_t(w.vbase(data) + k) * kLanes + l];
      std::memcpy(p + 4 * k, &v, 4);
    }
    return;
  }
  uint32_t v = w.v[size_t(w.vbase(data)) * kLanes + l];
  if (a.d16hi)
    v >>= 16;
  p[0] = uint8_t(v);
  if (a.bytes == 2)
    p[1] = uint8_t(v >> 8);
}

uint8_t *globalPtr(Wave &w, unsigned lane, uint64_t addr, unsigned n,
                   bool store) {
  if (w.launch.timing) {
    unsigned lb = w.launch.t->lineBytes;
    for (uint64_t a = addr / lb; a <= (addr + n - 1) / lb; ++a)
      w.launch.lines.push_back(a);
  }
  uint8_t *p = w.launch.memory.translate(addr, n);
  if (!p)
    w.fault(int(lane), std::string("out-of-bounds global ") +
                           (store ? "store" : "load") + " of " +
                           std::to_string(n) + " bytes at " +
                           w.launch.memory.describe(addr));
  return p;
}

/// global_load / global_store / global_atomic: p[0] 0 load, 1 store, 2
/// atomic (p[1] the atomic op).
void execGlobal(Wave &w, const Inst &in);

/// The flat address of lane l: vaddr (64-bit) or saddr + vaddr (32-bit).
uint64_t globalAddr(Wave &w, const Operand &vaddr, const Operand &saddr,
                    const Inst &in, unsigned l) {
  if (saddr.kind == OpKind::Off || saddr.kind == OpKind::None) {
    uint64_t lo = w.v[size_t(w.vbase(vaddr)) * kLanes + l];
    uint64_t hi = w.v[size_t(w.vbase(vaddr) + 1) * kLanes + l];
    return (lo | hi << 32) + uint64_t(in.offset);
  }
  uint64_t base = w.sread64(saddr);
  uint32_t off = vaddr.kind == OpKind::Off ? 0
                                           : w.v[size_t(w.vbase(vaddr)) * kLanes + l];
  return base + off + uint64_t(in.offset);
}

enum AtomicOp { AAdd, ASub, ASMax, AUMax, ASMin, AUMin, AAnd, AOr, AXor,
                ASwap, ACmpSwap, AAddF32, AInc, ADec, APkAddF16, APkAddBF16,
                AMaxF32, AMinF32 };

uint32_t atomic32(int opc, uint32_t old, uint32_t v, uint32_t cmp) {
  switch (opc) {
  case AAdd: return old + v;
  case ASub: return old - v;
  case ASMax: return uint32_t(std::max(int32_t(old), int32_t(v)));
  case AUMax: return std::max(old, v);
  case ASMin: return uint32_t(std::min(int32_t(old), int32_t(v)));
  case AUMin: return std::min(old, v);
  case AAnd: return old & v;
  case AOr: return old | v;
  case AXor: return old ^ v;
  case ASwap: return v;
  case ACmpSwap: return old == cmp ? v : old;
  case AAddF32: return U(F(old) + F(v));
  case AMaxF32: return U(fmaxI(F(old), F(v), true));
  case AMinF32: return U(fminI(F(old), F(v), true));
  case AInc: return old >= v ? 0 : old + 1;
  case ADec: return (old == 0 || old > v) ? v : old - 1;
  case APkAddF16:
    return toH(H(old) + H(v)) | toH(H(old >> 16) + H(v >> 16)) << 16;
  case APkAddBF16:
    return num::floatToBF16(BF(old) + BF(v)) |
           uint32_t(num::floatToBF16(BF(old >> 16) + BF(v >> 16))) << 16;
  }
  return old;
}

void execGlobal(Wave &w, const Inst &in) {
  const Access &a = in.access;
  int kind = in.p[0];
  ++w.launch.stats.vmem;
  uint64_t seq = ++w.vmIssued;
  if (kind == 0) { // load: vdst, vaddr, saddr
    const Operand &d = in.ops[0], &va = op(in, 1), &sa = op(in, 2);
    w.checkRead(va);
    w.checkWrite(d, Counter::VM);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t addr = globalAddr(w, va, sa, in, l);
      writeLoaded(w, d, l, globalPtr(w, l, addr, a.bytes, false), a);
    });
    w.markPending(d, Counter::VM, seq);
  } else if (kind == 1) { // store: vaddr, vdata, saddr
    const Operand &va = in.ops[0], &data = op(in, 1), &sa = op(in, 2);
    w.checkRead(va);
    w.checkRead(data);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t addr = globalAddr(w, va, sa, in, l);
      readStored(w, data, l, globalPtr(w, l, addr, a.bytes, true), a);
    });
  } else { // atomic: [vdst,] vaddr, vdata, saddr (glc / sc0 returns)
    bool ret = in.glc || in.sc0;
    unsigned i = ret ? 1 : 0;
    const Operand &va = op(in, i), &data = op(in, i + 1), &sa = op(in, i + 2);
    w.checkRead(va);
    w.checkRead(data);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t addr = globalAddr(w, va, sa, in, l);
      uint8_t *p = globalPtr(w, l, addr, 4, true);
      uint32_t old, v = w.v[size_t(w.vbase(data)) * kLanes + l];
      uint32_t cmp = in.p[1] == ACmpSwap
                         ? w.v[size_t(w.vbase(data) + 1) * kLanes + l]
                         : 0;
      std::memcpy(&old, p, 4);
      uint32_t nv = atomic32(in.p[1], old, v, cmp);
      std::memcpy(p, &nv, 4);
      if (ret)
        w.vwrite(in.ops[0], 0, l, old);
    });
    if (ret)
      w.markPending(in.ops[0], Counter::VM, seq);
  }
}

/// scratch_load / scratch_store (architected flat scratch, gfx940+): each
/// lane's private segment, at vaddr (if any) + saddr (if any) + offset.
void execScratch(Wave &w, const Inst &in) {
  const Access &a = in.access;
  bool store = in.p[0] == 1;
  const Operand &vaddr = store ? in.ops[0] : op(in, 1);
  const Operand &data = store ? op(in, 1) : in.ops[0];
  const Operand &saddr = op(in, 2);
  if (vaddr.kind != OpKind::Off)
    w.checkRead(vaddr);
  uint32_t base = saddr.kind == OpKind::SGPR ? w.sread(saddr, 0) : 0;
  uint64_t size = w.launch.kernel.privateSegmentSize;
  ++w.launch.stats.vmem;
  uint64_t seq = ++w.vmIssued;
  if (store)
    w.checkRead(data);
  else
    w.checkWrite(data, Counter::VM);
  forLanes(w.exec, [&](unsigned l) {
    uint64_t addr = uint64_t(base) + uint64_t(in.offset) +
                    (vaddr.kind == OpKind::Off
                         ? 0
                         : w.v[size_t(w.vbase(vaddr)) * kLanes + l]);
    if (addr + a.bytes > size)
      w.fault(int(l), "scratch access of " + std::to_string(a.bytes) +
                          " bytes at private offset " + std::to_string(addr) +
                          " past the kernel's " + std::to_string(size) +
                          " bytes of private segment");
    uint8_t *p = w.scratch.data() + l * size + addr;
    if (store)
      readStored(w, data, l, p, a);
    else
      writeLoaded(w, data, l, p, a);
  });
  if (!store)
    w.markPending(data, Counter::VM, seq);
}

/// Stats::straddledWords: lane `l`'s `piece` bytes at buffer offset `off`
/// cross num_records.
void noteStraddle(Wave &w, const Inst &in, unsigned l, uint64_t off,
                  unsigned piece, uint32_t numRecords) {
  Stats &st = w.launch.stats;
  ++st.straddledWords;
  if (st.firstStraddle.empty())
    st.firstStraddle = "'" + StringRef(in.text).trim().str() + "' (lane " +
                       std::to_string(l) + "): bytes " + std::to_string(off) +
                       ".." + std::to_string(off + piece - 1) +
                       " of a buffer of " + std::to_string(numRecords);
}

/// buffer_load / buffer_store / buffer_atomic (MUBUF) with a V# resource:
/// raw buffers (stride 0) read 0 and drop stores at offsets at or past
/// num_records, dword by dword; soffset is not range checked (LLVM's
/// buffer intrinsics document the same).
void execBuffer(Wave &w, const Inst &in) {
  const Access &a = in.access;
  int kind = in.p[0];
  bool toLDS = in.lds;
  bool ret = kind == 2 && (in.glc || in.sc0);
  // Operands: [vdata,] vaddr, srsrc, soffset; stores and atomics have vdata
  // first as a source.
  const Operand *data = nullptr, *vaddr, *rsrc, *soff;
  if (toLDS) {
    vaddr = &op(in, 0);
    rsrc = &op(in, 1);
    soff = &op(in, 2);
  } else {
    data = &in.ops[0];
    vaddr = &op(in, 1);
    rsrc = &op(in, 2);
    soff = &op(in, 3);
  }
  uint32_t v0 = w.sread(*rsrc, 0), v1 = w.sread(*rsrc, 1),
           numRecords = w.sread(*rsrc, 2), v3 = w.sread(*rsrc, 3);
  uint64_t base = uint64_t(v0) | uint64_t(v1 & 0xFFFF) << 32;
  uint32_t stride = (v1 >> 16) & 0x3FFF;
  bool swizzle = (v1 >> 31) & 1;
  bool addTid = (v3 >> 23) & 1;
  if (swizzle || addTid)
    w.fault(-1, "swizzled or add-tid buffer resources are not implemented");
  uint32_t soffset = soff->kind == OpKind::None ? 0 : w.sread(*soff, 0);
  if (vaddr->kind != OpKind::Off)
    w.checkRead(*vaddr);
  ++w.launch.stats.vmem;
  uint64_t seq = ++w.vmIssued;
  if (data && kind != 0)
    w.checkRead(*data);
  if (data && kind == 0)
    w.checkWrite(*data, Counter::VM);
  auto vreg = [&](unsigned k, unsigned l) {
    return w.v[size_t(w.vbase(*vaddr) + k) * kLanes + l];
  };
  forLanes(w.exec, [&](unsigned l) {
    uint64_t index = 0, offset = uint64_t(in.offset);
    if (in.idxen && in.offen) {
      index = vreg(0, l);
      offset += vreg(1, l);
    } else if (in.idxen) {
      index = vreg(0, l);
    } else if (in.offen) {
      offset += vreg(0, l);
    }
    // Range check and address, dword by dword (sub-dword: the element).
    unsigned piece = std::min(a.bytes, 4u);
    uint8_t buf[16] = {};
    bool inRange[4];
    for (unsigned k = 0; k < a.bytes / piece; ++k) {
      uint64_t off = offset + k * piece;
      inRange[k] = stride == 0 ? off + piece <= numRecords
                               : index < numRecords && off + piece <= stride;
      if (stride == 0 && !inRange[k] && off < numRecords && kind != 2)
        noteStraddle(w, in, l, off, piece, numRecords);
    }
    uint64_t addr = base + soffset + index * stride + offset;
    if (kind == 0) {
      for (unsigned k = 0; k < a.bytes / piece; ++k)
        if (inRange[k])
          std::memcpy(buf + k * piece,
                      globalPtr(w, l, addr + k * piece, piece, false), piece);
      if (toLDS) {
        uint64_t ldsAddr = uint64_t(w.m0) + in.offset + uint64_t(l) * a.bytes;
        if (ldsAddr + a.bytes > w.wg->lds.size())
          w.fault(int(l), "buffer load to LDS at LDS address " +
                              std::to_string(ldsAddr) + " past the " +
                              std::to_string(w.wg->lds.size()) +
                              " bytes of LDS");
        std::memcpy(w.wg->lds.data() + ldsAddr, buf, a.bytes);
      } else {
        writeLoaded(w, *data, l, buf, a);
      }
    } else if (kind == 1) {
      readStored(w, *data, l, buf, a);
      for (unsigned k = 0; k < a.bytes / piece; ++k)
        if (inRange[k])
          std::memcpy(globalPtr(w, l, addr + k * piece, piece, true),
                      buf + k * piece, piece);
    } else {
      if (!inRange[0]) {
        if (ret)
          w.vwrite(*data, 0, l, 0);
        return;
      }
      uint8_t *p = globalPtr(w, l, addr, 4, true);
      uint32_t old, v = w.v[size_t(w.vbase(*data)) * kLanes + l];
      uint32_t cmp = in.p[1] == ACmpSwap
                         ? w.v[size_t(w.vbase(*data) + 1) * kLanes + l]
                         : 0;
      std::memcpy(&old, p, 4);
      uint32_t nv = atomic32(in.p[1], old, v, cmp);
      std::memcpy(p, &nv, 4);
      if (ret)
        w.vwrite(*data, 0, l, old);
    }
  });
  if (data && (kind == 0 || ret))
    w.markPending(*data, Counter::VM, seq);
}

/// s_load_dword* / s_buffer_load_dword*: sdst, sbase, offset.
void execSmem(Wave &w, const Inst &in) {
  const Access &a = in.access;
  const Operand &d = in.ops[0], &sb = op(in, 1), &offOp = op(in, 2);
  uint64_t off = offOp.kind == OpKind::Int ? uint64_t(offOp.ival)
                                           : w.sread(offOp, 0);
  ++w.launch.stats.smem;
  uint64_t seq = ++w.smemIssued;
  if (in.p[0] == 0) { // s_load: 64-bit base
    uint64_t base = w.sread64(sb);
    uint64_t addr = base + off;
    uint8_t *p = w.launch.memory.translate(addr, a.bytes);
    if (!p)
      w.fault(-1, "out-of-bounds scalar load of " + std::to_string(a.bytes) +
                      " bytes at " + w.launch.memory.describe(addr));
    for (unsigned k = 0; k < a.bytes / 4; ++k) {
      uint32_t v;
      std::memcpy(&v, p + 4 * k, 4);
      w.swrite(d, k, v);
    }
  } else { // s_buffer_load: V# in sbase
    uint32_t v0 = w.sread(sb, 0), v1 = w.sread(sb, 1), n = w.sread(sb, 2);
    uint64_t base = uint64_t(v0) | uint64_t(v1 & 0xFFFF) << 32;
    for (unsigned k = 0; k < a.bytes / 4; ++k) {
      uint32_t v = 0;
      uint64_t o = (off & ~3ull) + 4 * k;
      if (o + 4 <= n) {
        uint8_t *p = w.launch.memory.translate(base + o, 4);
        if (!p)
          w.fault(-1, "out-of-bounds scalar buffer load at " +
                          w.launch.memory.describe(base + o));
        std::memcpy(&v, p, 4);
      }
      w.swrite(d, k, v);
    }
  }
  w.markPending(d, Counter::LGKM_SMEM, seq);
}

uint8_t *ldsPtr(Wave &w, unsigned lane, uint64_t addr, unsigned n,
                unsigned align) {
  if (w.launch.timing)
    w.launch.ldsAccesses.emplace_back(addr, n);
  auto &lds = w.wg->lds;
  if (addr + n > lds.size())
    w.fault(int(lane), "LDS access of " + std::to_string(n) +
                           " bytes at LDS address " + std::to_string(addr) +
                           " past the kernel's " + std::to_string(lds.size()) +
                           " bytes of LDS");
  if (align > 1 && addr % align != 0)
    w.fault(int(lane), "misaligned LDS access: " + std::to_string(n) +
                           " bytes at LDS address " + std::to_string(addr) +
                           " (needs " + std::to_string(align) +
                           "-byte alignment)");
  return lds.data() + addr;
}

/// The alignment a DS access needs: ROCm runs gfx9 chips with
/// SH_MEM_CONFIG's unaligned mode, and LLVM's gfx942 / gfx950 targets emit
/// ds_read / ds_write of 64, 96 and 128 bits at any dword-aligned address;
/// an access that is not even aligned to its dwords (or a 16-bit access to
/// an odd address) is reported.
unsigned dsAlign(unsigned bytes) { return std::min(bytes, 4u); }

/// ds_read* / ds_write* (one address), p[0]: 0 read, 1 write.
void execDS(Wave &w, const Inst &in) {
  bool write = in.p[0] == 1;
  const Access &a = in.access;
  ++w.launch.stats.lds;
  uint64_t seq = ++w.dsIssued;
  if (!write) {
    const Operand &d = in.ops[0], &addr = op(in, 1);
    w.checkRead(addr);
    w.checkWrite(d, Counter::LGKM_DS);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t at = uint64_t(w.v[size_t(w.vbase(addr)) * kLanes + l]) +
                    uint64_t(in.offset);
      writeLoaded(w, d, l, ldsPtr(w, l, at, a.bytes, dsAlign(a.bytes)), a);
    });
    w.markPending(d, Counter::LGKM_DS, seq);
  } else {
    const Operand &addr = in.ops[0], &data = op(in, 1);
    w.checkRead(addr);
    w.checkRead(data);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t at = uint64_t(w.v[size_t(w.vbase(addr)) * kLanes + l]) +
                    uint64_t(in.offset);
      readStored(w, data, l, ldsPtr(w, l, at, a.bytes, dsAlign(a.bytes)), a);
    });
  }
}

/// ds_read2(st64)_b32/b64, ds_write2(st64)_b32/b64. p[0]: write, p[1]:
/// element bytes, p[2]: st64.
void execDS2(Wave &w, const Inst &in) {
  bool write = in.p[0];
  unsigned eb = unsigned(in.p[1]);
  uint64_t unit = eb * (in.p[2] ? 64 : 1);
  ++w.launch.stats.lds;
  uint64_t seq = ++w.dsIssued;
  Access a;
  a.bytes = eb;
  if (!write) {
    const Operand &d = in.ops[0], &addr = op(in, 1);
    w.checkRead(addr);
    w.checkWrite(d, Counter::LGKM_DS);
    Operand hi = d;
    hi.reg = uint16_t(d.reg + eb / 4);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t base = w.v[size_t(w.vbase(addr)) * kLanes + l];
      writeLoaded(w, d, l,
                  ldsPtr(w, l, base + uint64_t(in.offset0) * unit, eb, eb), a);
      writeLoaded(w, hi, l,
                  ldsPtr(w, l, base + uint64_t(in.offset1) * unit, eb, eb), a);
    });
    w.markPending(d, Counter::LGKM_DS, seq);
  } else {
    const Operand &addr = in.ops[0], &d0 = op(in, 1), &d1 = op(in, 2);
    w.checkRead(addr);
    w.checkRead(d0);
    w.checkRead(d1);
    forLanes(w.exec, [&](unsigned l) {
      uint64_t base = w.v[size_t(w.vbase(addr)) * kLanes + l];
      readStored(w, d0, l,
                 ldsPtr(w, l, base + uint64_t(in.offset0) * unit, eb, eb), a);
      readStored(w, d1, l,
                 ldsPtr(w, l, base + uint64_t(in.offset1) * unit, eb, eb), a);
    });
  }
}

/// ds_read_b64_tr_b16 / _b8 / _b4, ds_read_b96_tr_b6 (gfx950). p[0]: E.
void execDSTranspose(Wave &w, const Inst &in) {
  unsigned E = unsigned(in.p[0]);
  unsigned W = E == 6 ? 96 : 64, n = W / E;
  if (w.exec != ~0ull)
    w.fault(-1, in.base + " needs all 64 lanes active (EXEC = 0x" +
                    hex(w.exec) + ")");
  const Operand &d = in.ops[0], &addr = op(in, 1);
  w.checkRead(addr);
  w.checkWrite(d);
  ++w.launch.stats.lds;
  uint64_t seq = ++w.dsIssued;
  std::vector<std::array<uint8_t, 12>> chunk(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    uint64_t at = uint64_t(w.v[size_t(w.vbase(addr)) * kLanes + l]) +
                  uint64_t(in.offset);
    chunk[l].fill(0);
    std::memcpy(chunk[l].data(), ldsPtr(w, l, at, W / 8, W == 96 ? 16 : 8),
                W / 8);
  }
  std::vector<uint64_t> bits = emu::transposeRead(E, n, chunk);
  for (unsigned l = 0; l < kLanes; ++l) {
    uint32_t out[3] = {0, 0, 0};
    for (unsigned j = 0; j < n; ++j) {
      unsigned bit = j * E;
      uint64_t v = bits[l * n + j];
      out[bit / 32] |= uint32_t(v << (bit % 32));
      if (bit % 32 + E > 32)
        out[bit / 32 + 1] |= uint32_t(v >> (32 - bit % 32));
    }
    for (unsigned k = 0; k < W / 32; ++k)
      w.vwrite(d, k, l, out[k]);
  }
  w.markPending(d, Counter::LGKM_DS, seq);
}

/// ds_swizzle_b32 (the pattern from the encoding's offset), ds_bpermute /
/// ds_permute. A source lane that is not active gives 0.
void execDSCross(Wave &w, const Inst &in) {
  ++w.launch.stats.lds;
  uint64_t seq = ++w.dsIssued;
  const Operand &d = in.ops[0];
  uint32_t out[kLanes] = {};
  if (in.p[0] == 0) { // swizzle: vdst, vsrc
    const Operand &s0 = op(in, 1);
    w.checkRead(s0);
    uint32_t offset = in.imms.empty() ? 0 : uint32_t(in.imms[0]);
    uint32_t *vals = w.vrow(w.vbase(s0));
    forLanes(w.exec, [&](unsigned l) {
      unsigned srcLane;
      if (offset & 0x8000) {
        unsigned q = l & 3;
        srcLane = (l & ~3u) | ((offset >> (2 * q)) & 3);
      } else {
        unsigned andM = offset & 0x1F, orM = (offset >> 5) & 0x1F,
                 xorM = (offset >> 10) & 0x1F;
        srcLane = (l & ~31u) | ((((l & 31) & andM) | orM) ^ xorM);
      }
      out[l] = (w.exec >> srcLane) & 1 ? vals[srcLane] : 0;
    });
  } else {
    const Operand &addr = op(in, 1), &data = op(in, 2);
    w.checkRead(addr);
    w.checkRead(data);
    uint32_t *av = w.vrow(w.vbase(addr)), *dv = w.vrow(w.vbase(data));
    if (in.p[0] == 1) { // bpermute: lane l reads lane addr / 4
      forLanes(w.exec, [&](unsigned l) {
        unsigned s = ((av[l] + uint32_t(in.offset)) >> 2) & 63;
        out[l] = (w.exec >> s) & 1 ? dv[s] : 0;
      });
    } else { // permute: lane l writes lane addr / 4
      forLanes(w.exec, [&](unsigned l) {
        unsigned t = ((av[l] + uint32_t(in.offset)) >> 2) & 63;
        out[t] = dv[l];
      });
    }
  }
  w.checkWrite(d);
  forLanes(w.exec, [&](unsigned l) { w.vwrite(d, 0, l, out[l]); });
  w.markPending(d, Counter::LGKM_DS, seq);
}

/// ds_add_u32 / ds_max_i32 ... (no return) and ds_*_rtn_*.
void execDSAtomic(Wave &w, const Inst &in) {
  bool ret = in.p[2];
  ++w.launch.stats.lds;
  uint64_t seq = ++w.dsIssued;
  unsigned i = ret ? 1 : 0;
  const Operand &addr = op(in, i), &data = op(in, i + 1), &data1 = op(in, i + 2);
  w.checkRead(addr);
  w.checkRead(data);
  forLanes(w.exec, [&](unsigned l) {
    uint64_t at = uint64_t(w.v[size_t(w.vbase(addr)) * kLanes + l]) +
                  uint64_t(in.offset);
    uint8_t *p = ldsPtr(w, l, at, 4, 4);
    uint32_t old, v = w.v[size_t(w.vbase(data)) * kLanes + l];
    uint32_t cmp = in.p[1] == ACmpSwap
                       ? w.v[size_t(w.vbase(data1)) * kLanes + l]
                       : 0;
    if (in.p[1] == ACmpSwap) // ds_cmpst: data0 compare, data1 new value
      std::swap(v, cmp);
    std::memcpy(&old, p, 4);
    uint32_t nv = atomic32(in.p[1], old, v, cmp);
    std::memcpy(p, &nv, 4);
    if (ret)
      w.vwrite(in.ops[0], 0, l, old);
  });
  if (ret)
    w.markPending(in.ops[0], Counter::LGKM_DS, seq);
}

//===----------------------------------------------------------------------===//
// MFMA
//===----------------------------------------------------------------------===//

/// Element e of lane l of an operand register tuple, `bits` wide.
uint64_t elementBits(Wave &w, const Operand &o, unsigned l, unsigned e,
                     unsigned bits) {
  unsigned bit = e * bits;
  unsigned k = bit / 32, sh = bit % 32;
  auto reg = [&](unsigned kk) -> uint64_t {
    if (kk >= o.count)
      return 0;
    return w.v[size_t(w.vbase(o) + kk) * kLanes + l];
  };
  uint64_t v = reg(k) >> sh;
  if (sh + bits > 32)
    v |= reg(k + 1) << (32 - sh);
  return v & ((bits == 64 ? 0 : (1ull << bits)) - 1);
}

num::Format f8f6f4Format(unsigned code, bool &ok) {
  ok = code <= 4;
  switch (code) {
  case 0: return num::Format::F8E4M3FN;
  case 1: return num::Format::F8E5M2;
  case 2: return num::Format::F6E2M3FN;
  case 3: return num::Format::F6E3M2FN;
  default: return num::Format::F4E2M1FN;
  }
}
unsigned formatBits(num::Format f) {
  switch (f) {
  case num::Format::F6E2M3FN:
  case num::Format::F6E3M2FN:
    return 6;
  case num::Format::F4E2M1FN:
    return 4;
  default:
    return 8;
  }
}

/// p[0]: A is bf8, p[1]: B is bf8 (FP8 MFMA); info: the catalog entry.
void execMfma(Wave &w, const Inst &in) {
  const auto *mi = static_cast<const target::MfmaInstr *>(in.info);
  if (w.exec != ~0ull)
    w.fault(-1, in.base + " with inactive lanes (EXEC = 0x" + hex(w.exec) +
                    "; an MFMA needs a converged, full wave)");
  if (in.abid || (mi->operand != target::MfmaOperand::F8F6F4 &&
                  (in.cbsz || in.blgp)))
    w.fault(-1, in.base + ": the broadcast modifiers cbsz / abid / blgp are "
                          "not implemented");
  const Operand &d = in.ops[0], &A = op(in, 1), &B = op(in, 2), &C = op(in, 3);
  w.checkRead(A);
  w.checkRead(B);
  if (C.isReg())
    w.checkRead(C);
  unsigned E = mi->elemsPerLane, R = mi->accRegs();
  emu::MfmaOperands ops;
  ops.instr = mi;
  ops.a.resize(64 * E);
  ops.b.resize(64 * E);
  ops.c.resize(64 * R);
  auto decodeOperand = [&](const Operand &o, std::vector<double> &out,
                           bool isA) {
    num::Format fmt = num::Format::F8E4M3FN;
    unsigned bits = 8;
    bool fp8 = false;
    switch (mi->operand) {
    case target::MfmaOperand::FP8:
      fmt = fp8Format(w, isA ? in.p[0] : in.p[1]);
      fp8 = true;
      break;
    case target::MfmaOperand::F8F6F4: {
      bool ok;
      fmt = f8f6f4Format(isA ? in.cbsz : in.blgp, ok);
      if (!ok)
        w.fault(-1, in.base + ": unknown operand format " +
                        std::to_string(isA ? in.cbsz : in.blgp));
      bits = formatBits(fmt);
      fp8 = bits == 8;
      break;
    }
    case target::MfmaOperand::F16:
    case target::MfmaOperand::BF16:
      bits = 16;
      break;
    case target::MfmaOperand::I8:
      bits = 8;
      break;
    case target::MfmaOperand::XF32:
      bits = 32;
      break;
    }
    if (isA) {
      ops.aFP8 = fp8;
      ops.aE5M2 = fmt == num::Format::F8E5M2 || fmt == num::Format::F8E5M2FNUZ;
    } else {
      ops.bFP8 = fp8;
      ops.bE5M2 = fmt == num::Format::F8E5M2 || fmt == num::Format::F8E5M2FNUZ;
    }
    unsigned regsNeeded = (E * bits + 31) / 32;
    if (o.count < regsNeeded)
      w.fault(-1, in.base + ": operand has " + std::to_string(o.count) +
                      " registers, the format needs " +
                      std::to_string(regsNeeded));
    for (unsigned l = 0; l < kLanes; ++l)
      for (unsigned e = 0; e < E; ++e) {
        uint64_t x = elementBits(w, o, l, e, bits);
        double v;
        switch (mi->operand) {
        case target::MfmaOperand::F16: v = H(uint32_t(x)); break;
        case target::MfmaOperand::BF16: v = BF(uint32_t(x)); break;
        case target::MfmaOperand::I8: v = double(int8_t(x)); break;
        case target::MfmaOperand::XF32: v = F(uint32_t(x)); break;
        default: v = num::decode(fmt, uint8_t(x)); break;
        }
        out[l * E + e] = v;
      }
  };
  if (w.launch.options.skipMfmaArithmetic) {
    // Timing-only runs: D = C, the operands' registers still checked.
    w.checkWrite(d);
    for (unsigned r = 0; r < R; ++r) {
      uint32_t cv[kLanes];
      w.read32(C, C.isReg() ? r : 0, T::F32, cv);
      for (unsigned l = 0; l < kLanes; ++l)
        w.vwrite(d, r, l, cv[l]);
    }
    ++w.launch.stats.mfma;
    return;
  }
  decodeOperand(A, ops.a, true);
  decodeOperand(B, ops.b, false);
  for (unsigned r = 0; r < R; ++r) {
    uint32_t cv[kLanes];
    w.read32(C, C.isReg() ? r : 0, T::F32, cv);
    for (unsigned l = 0; l < kLanes; ++l)
      ops.c[l * R + r] =
          mi->intAccumulate ? double(int32_t(cv[l])) : double(F(cv[l]));
  }
  if (mi->scaled) {
    const Operand &sa = op(in, 4), &sb = op(in, 5);
    w.checkRead(sa);
    w.checkRead(sb);
    uint32_t va[kLanes], vb[kLanes];
    w.read32(sa, 0, T::B32, va);
    w.read32(sb, 0, T::B32, vb);
    // Scale byte: op_sel[i] | op_sel_hi[i] << 1 (LLVM's encoding).
    unsigned ia = (in.opSel & 1) | ((in.opSelHi & 1) << 1);
    unsigned ib = ((in.opSel >> 1) & 1) | (((in.opSelHi >> 1) & 1) << 1);
    unsigned blocks = mi->k / 32;
    ops.scaleA.resize(mi->m * blocks);
    ops.scaleB.resize(mi->n * blocks);
    for (unsigned i = 0; i < mi->m; ++i)
      for (unsigned b = 0; b < blocks; ++b)
        ops.scaleA[i * blocks + b] = num::decode(
            num::Format::E8M0,
            uint8_t(va[target::scaleLane(*mi, i, b)] >> (8 * ia)));
    for (unsigned j = 0; j < mi->n; ++j)
      for (unsigned b = 0; b < blocks; ++b)
        ops.scaleB[j * blocks + b] = num::decode(
            num::Format::E8M0,
            uint8_t(vb[target::scaleLane(*mi, j, b)] >> (8 * ib)));
  }
  std::vector<double> out =
      emu::computeMfma(ops, w.launch.options.chip, w.launch.options.model);
  w.checkWrite(d);
  for (unsigned l = 0; l < kLanes; ++l)
    for (unsigned r = 0; r < R; ++r) {
      uint32_t bits = mi->intAccumulate ? uint32_t(int32_t(out[l * R + r]))
                                        : U(float(out[l * R + r]));
      w.vwrite(d, r, l, bits);
    }
  ++w.launch.stats.mfma;
}

//===----------------------------------------------------------------------===//
// Division helpers (v_div_scale / v_div_fmas / v_div_fixup)
//===----------------------------------------------------------------------===//

template <class X> int expOf(X x) {
  int e;
  std::frexp(x, &e);
  return e - 1;
}

/// V_DIV_SCALE: scales the numerator or denominator of a division whose
/// quotient or reciprocal would leave the normal range (the pseudocode of
/// AMD's CDNA3 / CDNA4 ISA guides, case by case). The reciprocal test is
/// `1.0 / 64'F(S1) == DENORM.f64`: computed in f64, so for f32 it never
/// holds (an f32's reciprocal is far from f64's subnormals).
template <class X>
X divScale(X s0, X s1, X s2, bool &vccOut) {
  constexpr int kScale = sizeof(X) == 4 ? 64 : 128;
  constexpr int kRange = sizeof(X) == 4 ? 96 : 768;
  constexpr int kMaxExp = std::numeric_limits<X>::max_exponent - 1;
  vccOut = false;
  X d = s0;
  auto isDenorm = [](auto v) { return std::fpclassify(v) == FP_SUBNORMAL; };
  if (s2 == 0 || s1 == 0)
    return std::numeric_limits<X>::quiet_NaN();
  if (std::isnan(s1) || std::isnan(s2) || std::isinf(s1) || std::isinf(s2))
    return d; // (v_div_fixup gives the special result)
  bool rcpDenorm = isDenorm(1.0 / static_cast<double>(s1));
  if (expOf(s2) - expOf(s1) >= kRange) {
    // N / D near the largest value: only the denominator is scaled.
    vccOut = true;
    if (s0 == s1)
      d = std::ldexp(s0, kScale);
  } else if (isDenorm(s1)) {
    d = std::ldexp(s0, kScale);
  } else if (rcpDenorm && isDenorm(s2 / s1)) {
    vccOut = true;
    if (s0 == s1)
      d = std::ldexp(s0, kScale);
  } else if (rcpDenorm) {
    d = std::ldexp(s0, -kScale);
  } else if (isDenorm(s2 / s1)) {
    // Only the numerator is scaled.
    vccOut = true;
    if (s0 == s2)
      d = std::ldexp(s0, kScale);
  } else if (expOf(s2) + kMaxExp <= (sizeof(X) == 4 ? 23 : 53)) {
    // Numerator tiny: the biased exponent of S2 at most 23 (f32) / 53.
    d = std::ldexp(s0, kScale);
  }
  return d;
}

template <class X> X divFixup(X s0, X s1, X s2) {
  // s0: quotient estimate, s1: denominator, s2: numerator.
  bool sign = std::signbit(s1) != std::signbit(s2);
  const X inf = std::numeric_limits<X>::infinity();
  const X nan = std::numeric_limits<X>::quiet_NaN();
  if (std::isnan(s2))
    return s2;
  if (std::isnan(s1))
    return s1;
  if (s1 == 0 && s2 == 0)
    return nan;
  if (std::isinf(s1) && std::isinf(s2))
    return nan;
  if (s1 == 0 || std::isinf(s2))
    return sign ? -inf : inf;
  if (std::isinf(s1) || s2 == 0)
    return sign ? X(-0.0) : X(0.0);
  if (std::isnan(s0))
    return sign ? -inf : inf; // the estimate overflowed to NaN
  X a = std::fabs(s0);
  return sign ? -a : a;
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

uint32_t cvtPkFp8(Wave &w, const Inst &in, uint32_t a, uint32_t b,
                  uint32_t old, bool bf8, unsigned wordBit) {
  num::Format fmt = fp8Format(w, bf8);
  auto one = [&](float x) -> uint32_t {
    if (in.clamp && !std::isnan(x)) {
      // The largest finite code: OCP E5M2 0x7B, E4M3 0x7E; FNUZ 0x7F.
      uint8_t top = !w.launch.gfx950 ? 0x7F : bf8 ? 0x7B : 0x7E;
      float mx = num::decode(fmt, top);
      x = std::max(-mx, std::min(mx, x));
    }
    return emu::truncToFp8(fmt, x);
  };
  uint32_t pair = one(F(a)) | one(F(b)) << 8;
  unsigned word = (in.opSel >> wordBit) & 1;
  return word ? (old & 0xFFFF) | pair << 16 : (old & 0xFFFF0000u) | pair;
}

//===----------------------------------------------------------------------===//
// The handler table
//===----------------------------------------------------------------------===//

struct Entry {
  const char *name;
  Handler fn;
};

void vmovLike(Wave &w, const Inst &in) {
  valu<T::B32, false>(w, in, 1, [](uint32_t a, uint32_t, uint32_t) { return a; });
}


/// Carry ops: vdst, sdst, src0, src1 [, carry-in]. p[0]: 0 add, 1 sub,
/// 2 subrev; p[1]: with carry-in.
void execCarry(Wave &w, const Inst &in) {
  uint32_t a[kLanes], b[kLanes];
  src(w, in, 2, 0, T::B32, a);
  src(w, in, 3, 0, T::B32, b);
  uint64_t cin = in.p[1] ? w.mask(op(in, 4)) : 0;
  uint64_t cout = 0;
  w.checkWrite(in.ops[0]);
  forLanes(w.exec, [&](unsigned l) {
    uint64_t x = a[l], y = b[l], c = (cin >> l) & 1;
    if (in.p[0] == 2)
      std::swap(x, y);
    uint64_t r;
    bool carry;
    if (in.p[0] == 0) {
      r = x + y + c;
      carry = r >> 32;
    } else {
      r = x - y - c;
      carry = y + c > x;
    }
    if (in.clamp)
      r = in.p[0] == 0 ? (carry ? 0xFFFFFFFFu : r) : (carry ? 0 : r);
    if (carry)
      cout |= 1ull << l;
    w.vwrite(in.ops[0], 0, l, uint32_t(r));
  });
  w.swrite64(in.ops[1], cout);
  ++w.launch.stats.valu;
}

/// v_add_u32 / v_sub_u32 / v_subrev_u32 (no carry out; clamp saturates).
void execAddNoCarry(Wave &w, const Inst &in) {
  int kind = in.p[0];
  bool clamp = in.clamp;
  valu<T::B32, false>(w, in, 2, [&](uint32_t a, uint32_t b, uint32_t) {
    if (kind == 2)
      std::swap(a, b);
    if (kind == 0) {
      uint64_t r = uint64_t(a) + b;
      return clamp && r > 0xFFFFFFFFu ? 0xFFFFFFFFu : uint32_t(r);
    }
    return clamp && b > a ? 0u : a - b;
  });
}

void execCndmask(Wave &w, const Inst &in) {
  uint64_t m = in.ops.size() > 3 ? w.mask(in.ops[3]) : w.vcc;
  uint32_t a[kLanes], b[kLanes];
  uint64_t wm = w.exec;
  src(w, in, 1, 0, T::F32, a, &wm);
  src(w, in, 2, 0, T::F32, b);
  w.checkWrite(in.ops[0]);
  forLanes(wm, [&](unsigned l) {
    dst32(w, in, l, (m >> l) & 1 ? b[l] : a[l]);
  });
  ++w.launch.stats.valu;
}

void execMbcnt(Wave &w, const Inst &in) {
  bool hi = in.p[0];
  uint32_t a[kLanes], b[kLanes];
  src(w, in, 1, 0, T::B32, a);
  src(w, in, 2, 0, T::B32, b);
  forLanes(w.exec, [&](unsigned l) {
    uint32_t bitsBelow;
    if (!hi)
      bitsBelow = l >= 32 ? 32 : l;
    else
      bitsBelow = l < 32 ? 0 : l - 32;
    uint32_t m = bitsBelow >= 32 ? 0xFFFFFFFFu : (1u << bitsBelow) - 1;
    w.vwrite(in.ops[0], 0, l, bitsSet(a[l] & m) + b[l]);
  });
  ++w.launch.stats.valu;
}

void execReadlane(Wave &w, const Inst &in) {
  const Operand &s0 = op(in, 1);
  w.checkRead(s0);
  unsigned lane = 0;
  if (in.p[0] == 0) { // readfirstlane
    lane = w.exec ? unsigned(__builtin_ctzll(w.exec)) : 0;
  } else {
    lane = w.sread(op(in, 2), 0) & 63;
  }
  uint32_t vals[kLanes];
  w.read32(s0, 0, T::B32, vals);
  w.swrite(in.ops[0], 0, vals[lane]);
  ++w.launch.stats.valu;
}

void execWritelane(Wave &w, const Inst &in) {
  uint32_t v = w.sread(op(in, 1), 0);
  unsigned lane = w.sread(op(in, 2), 0) & 63;
  w.checkWrite(in.ops[0]);
  w.vwrite(in.ops[0], 0, lane, v);
  ++w.launch.stats.valu;
}

/// v_permlane16_swap_b32 / v_permlane32_swap_b32 (gfx950): vdst and vsrc
/// exchange rows (odd 16-lane rows of vdst with even rows of vsrc; the
/// upper 32 lanes of vdst with the lower 32 of vsrc).
void execPermlaneSwap(Wave &w, const Inst &in) {
  const Operand &d = in.ops[0], &s = op(in, 1);
  w.checkRead(d);
  w.checkRead(s);
  uint32_t *dv = w.vrow(w.vbase(d)), *sv = w.vrow(w.vbase(s));
  unsigned span = in.p[0]; // 16 or 32
  for (unsigned l = 0; l < kLanes; ++l) {
    if ((l / span) % 2 == 0)
      continue; // lane l of vdst (odd row) <-> lane l - span of vsrc
    unsigned m = l - span;
    if (((w.exec >> l) & 1) && ((w.exec >> m) & 1))
      std::swap(dv[l], sv[m]);
  }
  ++w.launch.stats.valu;
}

void execPk(Wave &w, const Inst &in) {
  // v_pk_{add,mul,fma}_f32, v_pk_mov_b32: 64-bit register pairs, op_sel
  // picks the low result's halves, op_sel_hi the high's.
  unsigned nsrc = unsigned(in.p[1]);
  uint32_t s[3][2][kLanes];
  for (unsigned i = 0; i < nsrc; ++i) {
    const Operand &o = op(in, i + 1);
    w.checkRead(o);
    Operand raw = o;
    raw.neg = raw.abs = false;
    if (o.kind == OpKind::VGPR || o.kind == OpKind::AGPR || o.kind == OpKind::SGPR) {
      w.read32(raw, 0, T::F32, s[i][0]);
      w.read32(raw, o.count > 1 ? 1 : 0, T::F32, s[i][1]);
    } else {
      w.read32(raw, 0, T::F32, s[i][0]);
      std::memcpy(s[i][1], s[i][0], sizeof(s[i][0]));
    }
  }
  w.checkWrite(in.ops[0]);
  int kind = in.p[0];
  forLanes(w.exec, [&](unsigned l) {
    for (unsigned half = 0; half < 2; ++half) {
      float x[3];
      for (unsigned i = 0; i < nsrc; ++i) {
        unsigned selBit = half == 0 ? (in.opSel >> i) & 1 : (in.opSelHi >> i) & 1;
        uint32_t v = s[i][selBit][l];
        bool neg = half == 0 ? (in.negLo >> i) & 1 : (in.negHi >> i) & 1;
        x[i] = ftz(w, F(neg && kind != 3 ? v ^ 0x80000000u : v));
        if (kind == 3)
          x[i] = F(v);
      }
      float r;
      switch (kind) {
      case 0: r = x[0] + x[1]; break;
      case 1: r = x[0] * x[1]; break;
      case 2: r = std::fma(x[0], x[1], x[2]); break;
      default: r = x[0]; break; // pk_mov: src0 sel for lo, src1 for hi
      }
      if (kind == 3) {
        unsigned selBit = half == 0 ? in.opSel & 1 : (in.opSel >> 1) & 1;
        r = F(s[half][selBit][l]);
      }
      w.vwrite(in.ops[0], half, l, kind == 3 ? U(r) : U(ftz(w, r)));
    }
  });
  ++w.launch.stats.valu;
}

void execPk16(Wave &w, const Inst &in) {
  // v_pk_mul_f16: two f16 halves of a dword; op_sel bit i picks source i's
  // half for the low result, op_sel_hi bit i for the high one; neg_lo /
  // neg_hi negate. A constant is its f16 in the low half, and the high half
  // is the same value. f16 denormals are kept (MODE's f16 default); the
  // product of two halves is exact in f32, so one rounding.
  uint32_t s[2][kLanes];
  for (unsigned i = 0; i < 2; ++i) {
    const Operand &o = op(in, i + 1);
    w.checkRead(o);
    Operand raw = o;
    raw.neg = raw.abs = false;
    w.read32(raw, 0, T::F16, s[i]);
    if (!raw.isReg())
      for (uint32_t &x : s[i])
        x = (x & 0xFFFFu) | (x & 0xFFFFu) << 16;
  }
  w.checkWrite(in.ops[0]);
  forLanes(w.exec, [&](unsigned l) {
    uint32_t r = 0;
    for (unsigned half = 0; half < 2; ++half) {
      float x[2];
      for (unsigned i = 0; i < 2; ++i) {
        unsigned sel = (half == 0 ? in.opSel >> i : in.opSelHi >> i) & 1;
        uint32_t v = (s[i][l] >> (16 * sel)) & 0xFFFFu;
        if (((half == 0 ? in.negLo : in.negHi) >> i) & 1)
          v ^= 0x8000u;
        x[i] = H(v);
      }
      r |= (toH(x[0] * x[1]) & 0xFFFFu) << (16 * half);
    }
    w.vwrite(in.ops[0], 0, l, r);
  });
  ++w.launch.stats.valu;
}

uint32_t bitop3(uint32_t a, uint32_t b, uint32_t c, uint32_t table) {
  uint32_t r = 0;
  for (unsigned i = 0; i < 8; ++i) {
    if (!((table >> i) & 1))
      continue;
    uint32_t ma = i & 4 ? a : ~a, mb = i & 2 ? b : ~b, mc = i & 1 ? c : ~c;
    r |= ma & mb & mc;
  }
  return r;
}

uint32_t bfe(uint32_t x, uint32_t off, uint32_t width, bool sext) {
  off &= 31;
  width &= 31;
  if (width == 0)
    return 0;
  uint32_t v = (x >> off) & ((width == 32 ? 0 : (1u << width)) - 1u);
  if (off + width > 32)
    v = x >> off;
  if (sext && width < 32 && ((v >> (width - 1)) & 1))
    v |= ~0u << width;
  return v;
}

/// The conversions with a chip-dependent format (FNUZ vs OCP fp8) or the
/// scaled gfx950 forms. p[0] says which.
enum CvtKind { CvtF32Fp8, CvtF32Bf8, CvtPkF32Fp8, CvtPkF32Bf8, CvtPkFp8F32,
               CvtPkBf8F32, ScF32Fp8, ScF32Bf8, ScPkF32Fp8, ScPkF32Bf8,
               ScPkF32Fp4, ScPkFp8F32, ScPkBf8F32, ScPkFp4F32,
               ScPkF16Fp8, ScPkF16Bf8, ScPkBf16Fp8, ScPkBf16Bf8,
               ScPkF16Fp4, ScPkBf16Fp4, ScPkFp8F16, ScPkFp8Bf16, ScPkBf8F16,
               ScPkBf8Bf16, ScPkFp4F16, ScPkFp4Bf16 };

void execCvt(Wave &w, const Inst &in) {
  int k = in.p[0];
  bool scaled = k >= ScF32Fp8;
  if (scaled && !w.launch.gfx950)
    w.fault(-1, in.base + " is a gfx950 instruction");
  auto fmtOf = [&](bool bf8) { return fp8Format(w, bf8); };
  uint32_t a[kLanes], b[kLanes] = {}, c[kLanes] = {};
  src(w, in, 1, 0, T::B32, a);
  unsigned nsrc = unsigned(in.ops.size()) - 1;
  if (nsrc > 1)
    src(w, in, 2, 0, T::F32, b);
  if (nsrc > 2)
    src(w, in, 3, 0, T::F32, c);
  const Operand &d = in.ops[0];
  // The old destination value (partial writes keep the rest).
  uint32_t old[kLanes];
  if (d.kind == OpKind::VGPR || d.kind == OpKind::AGPR)
    w.read32(d, 0, T::B32, old);
  w.checkWrite(d);
  forLanes(w.exec, [&](unsigned l) {
    switch (k) {
    case CvtF32Fp8:
    case CvtF32Bf8: {
      unsigned byte = in.e64 ? ((in.opSel & 1) | ((in.opSel >> 1) & 1) << 1) : 0;
      w.vwrite(d, 0, l, U(num::decode(fmtOf(k == CvtF32Bf8),
                                      uint8_t(a[l] >> (8 * byte)))));
      break;
    }
    case CvtPkF32Fp8:
    case CvtPkF32Bf8: {
      unsigned word = in.e64 ? in.opSel & 1 : 0;
      uint32_t x = a[l] >> (16 * word);
      for (unsigned e = 0; e < 2; ++e)
        w.vwrite(d, e, l, U(num::decode(fmtOf(k == CvtPkF32Bf8),
                                        uint8_t(x >> (8 * e)))));
      break;
    }
    case CvtPkFp8F32:
    case CvtPkBf8F32: {
      w.vwrite(d, 0, l,
               cvtPkFp8(w, in, a[l], b[l], old[l], k == CvtPkBf8F32, 2));
      break;
    }
    case ScF32Fp8:
    case ScF32Bf8: {
      unsigned byte = (in.opSel & 1) | ((in.opSel >> 1) & 1) << 1;
      double v = emu::scaledExt(fmtOf(k == ScF32Bf8),
                                uint8_t(a[l] >> (8 * byte)), b[l]);
      w.vwrite(d, 0, l, U(float(v)));
      break;
    }
    case ScPkF32Fp8:
    case ScPkF32Bf8:
    case ScPkF16Fp8:
    case ScPkF16Bf8:
    case ScPkBf16Fp8:
    case ScPkBf16Bf8: {
      bool bf8 = k == ScPkF32Bf8 || k == ScPkF16Bf8 || k == ScPkBf16Bf8;
      unsigned word = in.opSel & 1;
      uint32_t x = a[l] >> (16 * word);
      double v0 = emu::scaledExt(fmtOf(bf8), uint8_t(x), b[l]);
      double v1 = emu::scaledExt(fmtOf(bf8), uint8_t(x >> 8), b[l]);
      if (k == ScPkF32Fp8 || k == ScPkF32Bf8) {
        w.vwrite(d, 0, l, U(float(v0)));
        w.vwrite(d, 1, l, U(float(v1)));
      } else if (k == ScPkF16Fp8 || k == ScPkF16Bf8) {
        w.vwrite(d, 0, l, toH(float(v0)) | toH(float(v1)) << 16);
      } else {
        w.vwrite(d, 0, l,
                 num::floatToBF16(float(v0)) |
                     uint32_t(num::floatToBF16(float(v1))) << 16);
      }
      break;
    }
    case ScPkF32Fp4:
    case ScPkF16Fp4:
    case ScPkBf16Fp4: {
      unsigned byte = (in.opSel & 1) | ((in.opSel >> 1) & 1) << 1;
      uint8_t x = uint8_t(a[l] >> (8 * byte));
      double v0 = emu::scaledExt(num::Format::F4E2M1FN, x & 0xF, b[l]);
      double v1 = emu::scaledExt(num::Format::F4E2M1FN, x >> 4, b[l]);
      if (k == ScPkF32Fp4) {
        w.vwrite(d, 0, l, U(float(v0)));
        w.vwrite(d, 1, l, U(float(v1)));
      } else if (k == ScPkF16Fp4) {
        w.vwrite(d, 0, l, toH(float(v0)) | toH(float(v1)) << 16);
      } else {
        w.vwrite(d, 0, l,
                 num::floatToBF16(float(v0)) |
                     uint32_t(num::floatToBF16(float(v1))) << 16);
      }
      break;
    }
    case ScPkFp8F32:
    case ScPkBf8F32: {
      // vdst, src0, src1, scale; op_sel[3] picks the word.
      num::Format fmt = fmtOf(k == ScPkBf8F32);
      uint32_t pair = emu::scaledTrunc(fmt, F(a[l]), c[l]) |
                      uint32_t(emu::scaledTrunc(fmt, F(b[l]), c[l])) << 8;
      unsigned word = (in.opSel >> 3) & 1;
      w.vwrite(d, 0, l,
               word ? (old[l] & 0xFFFF) | pair << 16
                    : (old[l] & 0xFFFF0000u) | pair);
      break;
    }
    case ScPkFp4F32: {
      uint32_t byte = emu::scaledTrunc(num::Format::F4E2M1FN, F(a[l]), c[l]) |
                      uint32_t(emu::scaledTrunc(num::Format::F4E2M1FN,
                                                F(b[l]), c[l]))
                          << 4;
      unsigned sel = ((in.opSel >> 2) & 1) | ((in.opSel >> 3) & 1) << 1;
      uint32_t m = 0xFFu << (8 * sel);
      w.vwrite(d, 0, l, (old[l] & ~m) | byte << (8 * sel));
      break;
    }
    case ScPkFp8F16:
    case ScPkFp8Bf16:
    case ScPkBf8F16:
    case ScPkBf8Bf16:
    case ScPkFp4F16:
    case ScPkFp4Bf16: {
      // vdst, src0 (two halves), scale.
      bool bf16 = k == ScPkFp8Bf16 || k == ScPkBf8Bf16 || k == ScPkFp4Bf16;
      double x0 = bf16 ? BF(a[l]) : H(a[l]);
      double x1 = bf16 ? BF(a[l] >> 16) : H(a[l] >> 16);
      if (k == ScPkFp4F16 || k == ScPkFp4Bf16) {
        uint32_t byte = emu::scaledTrunc(num::Format::F4E2M1FN, x0, b[l]) |
                        uint32_t(emu::scaledTrunc(num::Format::F4E2M1FN, x1,
                                                  b[l]))
                            << 4;
        unsigned sel = ((in.opSel >> 2) & 1) | ((in.opSel >> 3) & 1) << 1;
        uint32_t m = 0xFFu << (8 * sel);
        w.vwrite(d, 0, l, (old[l] & ~m) | byte << (8 * sel));
      } else {
        num::Format fmt = fmtOf(k == ScPkBf8F16 || k == ScPkBf8Bf16);
        uint32_t pair = emu::scaledTrunc(fmt, x0, b[l]) |
                        uint32_t(emu::scaledTrunc(fmt, x1, b[l])) << 8;
        unsigned word = (in.opSel >> 3) & 1;
        w.vwrite(d, 0, l,
                 word ? (old[l] & 0xFFFF) | pair << 16
                      : (old[l] & 0xFFFF0000u) | pair);
      }
      break;
    }
    }
  });
  ++w.launch.stats.valu;
}

/// The table of simple handlers, by base mnemonic.
using HandlerTable = std::unordered_map<std::string, Handler>;

template <size_t N>
void addEntries(HandlerTable &m, const Entry (&entries)[N]) {
  for (const Entry &e : entries)
    if (e.fn)
      m[e.name] = e.fn;
}

/// The handlers of VALU: moves and lane ops.
void addValuMovesAndLaneOps(HandlerTable &m) {
  Entry entries[] = {
      {"v_mov_b32", vmovLike},
      {"v_accvgpr_write_b32", vmovLike},
      {"v_accvgpr_read_b32", vmovLike},
      {"v_accvgpr_mov_b32", vmovLike},
      {"v_mov_b64",
       [](Wave &w, const Inst &in) {
         valu64(w, in, T::B64, T::B64, T::B64, 1,
                [](uint64_t a, uint64_t, uint64_t) { return a; });
       }},
      {"v_cndmask_b32", execCndmask},
      {"v_readfirstlane_b32", execReadlane},
      {"v_writelane_b32", execWritelane},
  };
  addEntries(m, entries);
}

/// The handlers of VALU: integer.
void addValuInteger(HandlerTable &m) {
  Entry entries[] = {
    VALU2("v_mul_lo_u32", T::B32, false, a * b),
    VALU2("v_mul_hi_u32", T::B32, false, uint32_t((uint64_t(a) * b) >> 32)),
    VALU2("v_mul_hi_i32", T::B32, false,
          uint32_t((int64_t(int32_t(a)) * int32_t(b)) >> 32)),
    VALU2("v_mul_u32_u24", T::B32, false, (a & 0xFFFFFF) * (b & 0xFFFFFF)),
    VALU2("v_mul_hi_u32_u24", T::B32, false,
          uint32_t((uint64_t(a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32)),
    VALU2("v_mul_i32_i24", T::B32, false,
          uint32_t((int32_t(a << 8) >> 8) * (int32_t(b << 8) >> 8))),
    VALU3("v_mad_u32_u24", T::B32, false, (a & 0xFFFFFF) * (b & 0xFFFFFF) + c),
    VALU3("v_mad_i32_i24", T::B32, false,
          uint32_t((int32_t(a << 8) >> 8) * (int32_t(b << 8) >> 8)) + c),
    VALU2("v_and_b32", T::B32, false, a & b),
    VALU2("v_or_b32", T::B32, false, a | b),
    VALU2("v_xor_b32", T::B32, false, a ^ b),
    VALU2("v_xnor_b32", T::B32, false, ~(a ^ b)),
    VALU1("v_not_b32", T::B32, false, ~a),
    VALU2("v_lshlrev_b32", T::B32, false, b << (a & 31)),
    VALU2("v_lshrrev_b32", T::B32, false, b >> (a & 31)),
    VALU2("v_ashrrev_i32", T::B32, false, uint32_t(int32_t(b) >> (a & 31))),
    VALU2("v_lshlrev_b16", T::B32, false, (b << (a & 15)) & 0xFFFF),
    VALU2("v_lshrrev_b16", T::B32, false, (b & 0xFFFF) >> (a & 15)),
    VALU2("v_ashrrev_i16", T::B32, false,
          uint32_t(uint16_t(int16_t(b) >> (a & 15)))),
    VALU2("v_add_u16", T::B32, false, (a + b) & 0xFFFF),
    VALU2("v_sub_u16", T::B32, false, (a - b) & 0xFFFF),
    VALU2("v_mul_lo_u16", T::B32, false, (a * b) & 0xFFFF),
    VALU2("v_max_u16", T::B32, false, std::max(a & 0xFFFF, b & 0xFFFF)),
    VALU2("v_min_u16", T::B32, false, std::min(a & 0xFFFF, b & 0xFFFF)),
    VALU2("v_max_i16", T::B32, false,
          uint32_t(uint16_t(std::max(int16_t(a), int16_t(b))))),
    VALU2("v_min_i16", T::B32, false,
          uint32_t(uint16_t(std::min(int16_t(a), int16_t(b))))),
    VALU2("v_max_u32", T::B32, false, std::max(a, b)),
    VALU2("v_min_u32", T::B32, false, std::min(a, b)),
    VALU2("v_max_i32", T::B32, false, uint32_t(std::max(int32_t(a), int32_t(b)))),
    VALU2("v_min_i32", T::B32, false, uint32_t(std::min(int32_t(a), int32_t(b)))),
    VALU3("v_max3_u32", T::B32, false, std::max(a, std::max(b, c))),
    VALU3("v_min3_u32", T::B32, false, std::min(a, std::min(b, c))),
    VALU3("v_max3_i32", T::B32, false,
          uint32_t(std::max(int32_t(a), std::max(int32_t(b), int32_t(c))))),
    VALU3("v_min3_i32", T::B32, false,
          uint32_t(std::min(int32_t(a), std::min(int32_t(b), int32_t(c))))),
    VALU3("v_med3_u32", T::B32, false, med3(a, b, c)),
    VALU3("v_med3_i32", T::B32, false,
          uint32_t(med3(int32_t(a), int32_t(b), int32_t(c)))),
    VALU3("v_add3_u32", T::B32, false, a + b + c),
    VALU3("v_xad_u32", T::B32, false, (a ^ b) + c),
    VALU3("v_lshl_add_u32", T::B32, false, (a << (b & 31)) + c),
    VALU3("v_add_lshl_u32", T::B32, false, (a + b) << (c & 31)),
    VALU3("v_lshl_or_b32", T::B32, false, (a << (b & 31)) | c),
    VALU3("v_and_or_b32", T::B32, false, (a & b) | c),
    VALU3("v_or3_b32", T::B32, false, a | b | c),
    VALU3("v_bfe_u32", T::B32, false, bfe(a, b, c, false)),
    VALU3("v_bfe_i32", T::B32, false, bfe(a, b, c, true)),
    VALU3("v_bfi_b32", T::B32, false, (a & b) | (~a & c)),
    VALU2("v_bfm_b32", T::B32, false,
          ((a & 31) == 0 ? 0u : ((1u << (a & 31)) - 1)) << (b & 31)),
    VALU3("v_alignbit_b32", T::B32, false,
          uint32_t(((uint64_t(a) << 32) | b) >> (c & 31))),
    VALU3("v_alignbyte_b32", T::B32, false,
          uint32_t(((uint64_t(a) << 32) | b) >> (8 * (c & 3)))),
    VALU3("v_perm_b32", T::B32, false, emu::perm(a, b, c)),
    VALU1("v_bfrev_b32", T::B32, false, __builtin_bitreverse32(a)),
    VALU1("v_ffbh_u32", T::B32, false, a ? uint32_t(__builtin_clz(a)) : ~0u),
    VALU1("v_ffbl_b32", T::B32, false, a ? uint32_t(__builtin_ctz(a)) : ~0u),
    VALU2("v_bcnt_u32_b32", T::B32, false, bitsSet(a) + b),
    VALU3("v_sad_u32", T::B32, false, (a > b ? a - b : b - a) + c),
    {"v_dot4_u32_u8",
     [](Wave &w, const Inst &in) {
       bool clamp = in.clamp;
       valu<T::B32, false>(w, in, 3, [&](uint32_t a, uint32_t b, uint32_t c) {
         return emu::udot4(a, b, c, clamp);
       });
     }},
    {"v_bitop3_b32",
     [](Wave &w, const Inst &in) {
       uint32_t tt = in.bitop3;
       valu<T::B32, false>(w, in, 3, [&](uint32_t a, uint32_t b, uint32_t c) {
         return bitop3(a, b, c, tt);
       });
     }},
    {"v_bitop3_b16",
     [](Wave &w, const Inst &in) {
       uint32_t tt = in.bitop3;
       valu<T::B32, false>(w, in, 3, [&](uint32_t a, uint32_t b, uint32_t c) {
         return bitop3(a, b, c, tt) & 0xFFFF;
       });
     }},
    // 64-bit integer.
    {"v_lshl_add_u64",
     [](Wave &w, const Inst &in) {
       valu64(w, in, T::B64, T::B32, T::B64, 3,
              [](uint64_t a, uint64_t b, uint64_t c) {
                return (a << (b & 7)) + c; // S1[2:0]
              });
     }},
    {"v_lshlrev_b64",
     [](Wave &w, const Inst &in) {
       valu64(w, in, T::B32, T::B64, T::B64, 2,
              [](uint64_t a, uint64_t b, uint64_t) { return b << (a & 63); });
     }},
    {"v_lshrrev_b64",
     [](Wave &w, const Inst &in) {
       valu64(w, in, T::B32, T::B64, T::B64, 2,
              [](uint64_t a, uint64_t b, uint64_t) { return b >> (a & 63); });
     }},
    {"v_ashrrev_i64",
     [](Wave &w, const Inst &in) {
       valu64(w, in, T::B32, T::B64, T::B64, 2, [](uint64_t a, uint64_t b, uint64_t) {
         return uint64_t(int64_t(b) >> (a & 63));
       });
     }},
  };
  addEntries(m, entries);
}

/// The handlers of VALU: f32.
void addValuF32(HandlerTable &m) {
  Entry entries[] = {
    FOP2("v_add_f32", x + y),
    FOP2("v_sub_f32", x - y),
    FOP2("v_subrev_f32", y - x),
    FOP2("v_mul_f32", x * y),
    FOP2("v_mul_legacy_f32", (x == 0 || y == 0) ? 0.0f : x * y),
    FOP2("v_max_f32", fmaxI(x, y, w.launch.ieee)),
    FOP2("v_min_f32", fminI(x, y, w.launch.ieee)),
    FOP3("v_fma_f32", std::fma(x, y, z)),
    FOP3("v_mad_f32", x * y + z),
    FOP3("v_max3_f32", fmaxI(fmaxI(x, y, w.launch.ieee), z, w.launch.ieee)),
    FOP3("v_min3_f32", fminI(fminI(x, y, w.launch.ieee), z, w.launch.ieee)),
    FOP3("v_maximum3_f32", fmaximum(fmaximum(x, y), z)),
    FOP3("v_minimum3_f32", fminimum(fminimum(x, y), z)),
    FOP3("v_med3_f32",
         (std::isnan(x) || std::isnan(y) || std::isnan(z))
             ? fminI(fminI(x, y, false), z, false)
             : med3(x, y, z)),
    FOP1("v_rcp_f32", 1.0f / x),
    FOP1("v_rcp_iflag_f32", 1.0f / x),
    FOP1("v_rsq_f32", 1.0f / std::sqrt(x)),
    FOP1("v_sqrt_f32", std::sqrt(x)),
    FOP1("v_exp_f32", std::exp2(x)),
    FOP1("v_log_f32", std::log2(x)),
    FOP1("v_floor_f32", std::floor(x)),
    FOP1("v_ceil_f32", std::ceil(x)),
    FOP1("v_trunc_f32", std::trunc(x)),
    FOP1("v_rndne_f32", std::nearbyint(x)),
    FOP1("v_fract_f32",
         std::isinf(x) ? std::numeric_limits<float>::quiet_NaN()
                       : std::min(x - std::floor(x), 0x1.fffffep-1f)),
    FOP1("v_sin_f32", std::sin(x * 6.283185307179586f)),
    FOP1("v_cos_f32", std::cos(x * 6.283185307179586f)),
    VALU2("v_ldexp_f32", T::F32, true,
          U(ftz(w, std::ldexp(ftz(w, F(a)), int32_t(b))))),
    VALU1("v_frexp_mant_f32", T::F32, true,
          U((std::isnan(F(a)) || std::isinf(F(a)))
                ? F(a)
                : [&] {
                    int e;
                    return std::frexp(F(a), &e);
                  }())),
    VALU1("v_frexp_exp_i32_f32", T::F32, false,
          uint32_t((std::isnan(F(a)) || std::isinf(F(a)))
                       ? 0
                       : [&] {
                           int e;
                           std::frexp(F(a), &e);
                           return e;
                         }())),
  };
  addEntries(m, entries);
}

/// The handlers of VALU: conversions.
void addValuConversions(HandlerTable &m) {
  Entry entries[] = {
      VALU1("v_cvt_f32_u32", T::B32, true, U(float(a))),
      VALU1("v_cvt_f32_i32", T::B32, true, U(float(int32_t(a)))),
      VALU1("v_cvt_u32_f32", T::F32, false, cvtU32(ftz(w, F(a)))),
      VALU1("v_cvt_i32_f32", T::F32, false, uint32_t(cvtI32(ftz(w, F(a))))),
      VALU1("v_cvt_rpi_i32_f32", T::F32, false,
            uint32_t(cvtI32(std::floor(F(a) + 0.5f)))),
      VALU1("v_cvt_flr_i32_f32", T::F32, false,
            uint32_t(cvtI32(std::floor(F(a))))),
      VALU1("v_cvt_f32_f16", T::F16, true, U(H(a))),
      VALU1("v_cvt_f16_f32", T::F32, false, toH(F(a))),
      VALU1("v_cvt_f32_ubyte0", T::B32, true, U(float(a & 0xFF))),
      VALU1("v_cvt_f32_ubyte1", T::B32, true, U(float((a >> 8) & 0xFF))),
      VALU1("v_cvt_f32_ubyte2", T::B32, true, U(float((a >> 16) & 0xFF))),
      VALU1("v_cvt_f32_ubyte3", T::B32, true, U(float(a >> 24))),
      VALU2("v_cvt_pkrtz_f16_f32", T::F32, false,
            [&] {
              auto rtz = [](float x) -> uint32_t {
                uint32_t h = toH(x);
                if (!std::isnan(x) && std::fabs(H(h)) > std::fabs(x))
                  h -= 1; // RNE went up: one step toward zero
                return h & 0xFFFF;
              };
              return rtz(F(a)) | rtz(F(b)) << 16;
            }()),
      VALU2("v_cvt_pk_f16_f32", T::F32, false, toH(F(a)) | toH(F(b)) << 16),
      VALU2("v_cvt_pk_bf16_f32", T::F32, false,
            num::floatToBF16(F(a)) | uint32_t(num::floatToBF16(F(b))) << 16),
      VALU2("v_pack_b32_f16", T::F16, false,
            ((a >> (16 * (in.opSel & 1))) & 0xFFFF) |
                ((b >> (8 * (in.opSel & 2))) & 0xFFFF) << 16),
      VALU2("v_cvt_pk_u16_u32", T::B32, false,
            (std::min(a, 0xFFFFu)) | std::min(b, 0xFFFFu) << 16),
  };
  addEntries(m, entries);
}

/// The handlers of VALU: f16.
void addValuF16(HandlerTable &m) {
  Entry entries[] = {
      VALU2("v_add_f16", T::F16, false, toH(H(a) + H(b))),
      VALU2("v_sub_f16", T::F16, false, toH(H(a) - H(b))),
      VALU2("v_mul_f16", T::F16, false, toH(H(a) * H(b))),
      VALU2("v_max_f16", T::F16, false, toH(fmaxI(H(a), H(b), true))),
      VALU2("v_min_f16", T::F16, false, toH(fminI(H(a), H(b), true))),
      VALU3("v_fma_f16", T::F16, false,
            toH(float(std::fma(double(H(a)), double(H(b)), double(H(c)))))),
  };
  addEntries(m, entries);
}

/// The handlers of VALU: f64.
void addValuF64(HandlerTable &m) {
  Entry entries[] = {
      DOP("v_add_f64", 2, x + y),
      DOP("v_mul_f64", 2, x * y),
      DOP("v_fma_f64", 3, std::fma(x, y, z)),
      DOP("v_max_f64", 2, dmaxI(x, y)),
      DOP("v_min_f64", 2, dminI(x, y)),
      DOP("v_rcp_f64", 1, 1.0 / x),
      DOP("v_rsq_f64", 1, 1.0 / std::sqrt(x)),
      DOP("v_sqrt_f64", 1, std::sqrt(x)),
      DOP("v_floor_f64", 1, std::floor(x)),
      DOP("v_ceil_f64", 1, std::ceil(x)),
      DOP("v_trunc_f64", 1, std::trunc(x)),
      DOP("v_rndne_f64", 1, std::nearbyint(x)),
      DOP("v_fract_f64", 1,
          std::isinf(x) ? std::numeric_limits<double>::quiet_NaN()
                        : std::min(x - std::floor(x), 0x1.fffffffffffffp-1)),
      {"v_ldexp_f64",
       [](Wave &w, const Inst &in) {
         valu64(w, in, T::F64, T::B32, T::B32, 2,
                [](uint64_t a, uint64_t b, uint64_t) {
                  return U64(std::ldexp(D(a), int32_t(uint32_t(b))));
                });
       }},
      {"v_cvt_f64_f32",
       [](Wave &w, const Inst &in) {
         valu64(w, in, T::F32, T::B32, T::B32, 1,
                [&](uint64_t a, uint64_t, uint64_t) {
                  return U64(double(ftz(w, F(uint32_t(a)))));
                });
       }},
      {"v_cvt_f64_i32",
       [](Wave &w, const Inst &in) {
         valu64(w, in, T::B32, T::B32, T::B32, 1,
                [](uint64_t a, uint64_t, uint64_t) {
                  return U64(double(int32_t(uint32_t(a))));
                });
       }},
      {"v_cvt_f64_u32",
       [](Wave &w, const Inst &in) {
         valu64(w, in, T::B32, T::B32, T::B32, 1,
                [](uint64_t a, uint64_t, uint64_t) {
                  return U64(double(uint32_t(a)));
                });
       }},
      {"v_cvt_f32_f64",
       [](Wave &w, const Inst &in) {
         uint64_t a[kLanes];
         w.checkRead(op(in, 1));
         w.read64(op(in, 1), T::F64, a);
         w.checkWrite(in.ops[0]);
         forLanes(w.exec, [&](unsigned l) {
           dst32(w, in, l, U(ftz(w, float(D(a[l])))), true);
         });
         ++w.launch.stats.valu;
       }},
      {"v_cvt_i32_f64",
       [](Wave &w, const Inst &in) {
         uint64_t a[kLanes];
         w.checkRead(op(in, 1));
         w.read64(op(in, 1), T::F64, a);
         w.checkWrite(in.ops[0]);
         forLanes(w.exec, [&](unsigned l) {
           dst32(w, in, l, uint32_t(cvtI32(D(a[l]))));
         });
       }},
      {"v_cvt_u32_f64",
       [](Wave &w, const Inst &in) {
         uint64_t a[kLanes];
         w.checkRead(op(in, 1));
         w.read64(op(in, 1), T::F64, a);
         w.checkWrite(in.ops[0]);
         forLanes(w.exec,
                  [&](unsigned l) { dst32(w, in, l, cvtU32(D(a[l]))); });
       }},
      {"v_div_fmas_f32",
       [](Wave &w, const Inst &in) {
         // fma, times 2^64 (|S2| >= 2) or 2^-64 in lanes with VCC.
         uint64_t vcc = w.vcc;
         valu<T::F32, true>(w, in, 3, [&](uint32_t a, uint32_t b, uint32_t c) {
           float f = std::fma(F(a), F(b), F(c));
           return U(f);
         });
         uint32_t c[kLanes];
         w.read32(op(in, 3), 0, T::F32, c);
         forLanes(w.exec & vcc, [&](unsigned l) {
           float f = F(w.v[size_t(w.vbase(in.ops[0])) * kLanes + l]);
           f *= expOf(F(c[l])) >= 1 ? 0x1p64f : 0x1p-64f;
           w.vwrite(in.ops[0], 0, l, U(f));
         });
       }},
      {"v_div_fmas_f64",
       [](Wave &w, const Inst &in) {
         uint64_t vcc = w.vcc;
         valu64(w, in, T::F64, T::F64, T::F64, 3,
                [](uint64_t a, uint64_t b, uint64_t c) {
                  return U64(std::fma(D(a), D(b), D(c)));
                });
         uint64_t c[kLanes];
         w.read64(op(in, 3), T::F64, c);
         forLanes(w.exec & vcc, [&](unsigned l) {
           unsigned r = w.vbase(in.ops[0]);
           uint64_t bits = w.v[size_t(r) * kLanes + l] |
                           uint64_t(w.v[size_t(r + 1) * kLanes + l]) << 32;
           double d = D(bits) * (expOf(D(c[l])) >= 1 ? 0x1p128 : 0x1p-128);
           bits = U64(d);
           w.vwrite(in.ops[0], 0, l, uint32_t(bits));
           w.vwrite(in.ops[0], 1, l, uint32_t(bits >> 32));
         });
       }},
      VALU3("v_div_fixup_f32", T::F32, true, U(divFixup(F(a), F(b), F(c)))),
      {"v_div_fixup_f64",
       [](Wave &w, const Inst &in) {
         valu64(w, in, T::F64, T::F64, T::F64, 3,
                [](uint64_t a, uint64_t b, uint64_t c) {
                  return U64(divFixup(D(a), D(b), D(c)));
                });
       }},
  };
  addEntries(m, entries);
}

/// The handlers of SALU.
void addSalu(HandlerTable &m) {
  Entry entries[] = {
      SOP1("s_mov_b32", a),
      SOP1_64("s_mov_b64", a),
      SOP1("s_not_b32", ~a),
      SOP1_64("s_not_b64", ~a),
      SOP1("s_brev_b32", __builtin_bitreverse32(a)),
      SOP1("s_sext_i32_i8", uint32_t(int32_t(int8_t(a)))),
      SOP1("s_sext_i32_i16", uint32_t(int32_t(int16_t(a)))),
      SOP1("s_abs_i32", uint32_t(int32_t(a) < 0 ? -int32_t(a) : int32_t(a))),
      SOP1("s_ff1_i32_b32", a ? uint32_t(__builtin_ctz(a)) : ~0u),
      SOP1("s_flbit_i32_b32", a ? uint32_t(__builtin_clz(a)) : ~0u),
      SOP1("s_bcnt1_i32_b32", bitsSet(a)),
      // D.u[S0.u[4:0]] = 0 / 1 (D read, modified, written; SCC kept).
      {"s_bitset0_b32",
       [](Wave &w, const Inst &in) {
         uint32_t bit = w.sread(op(in, 1), 0) & 31;
         w.swrite(in.ops[0], 0, w.sread(in.ops[0], 0) & ~(1u << bit));
       }},
      {"s_bitset1_b32",
       [](Wave &w, const Inst &in) {
         uint32_t bit = w.sread(op(in, 1), 0) & 31;
         w.swrite(in.ops[0], 0, w.sread(in.ops[0], 0) | (1u << bit));
       }},
      {"s_movk_i32",
       [](Wave &w, const Inst &in) {
         w.swrite(in.ops[0], 0, uint32_t(int32_t(int16_t(op(in, 1).ival))));
       }},
      {"s_cselect_b32",
       [](Wave &w, const Inst &in) {
         w.swrite(in.ops[0], 0,
                  w.scc ? w.sread(op(in, 1), 0) : w.sread(op(in, 2), 0));
       }},
      {"s_cselect_b64",
       [](Wave &w, const Inst &in) {
         w.swrite64(in.ops[0],
                    w.scc ? w.sread64(op(in, 1)) : w.sread64(op(in, 2)));
       }},
      SCMP("s_cmp_eq_u32", uint32_t, a == b),
      SCMP("s_cmp_lg_u32", uint32_t, a != b),
      SCMP("s_cmp_gt_u32", uint32_t, a > b),
      SCMP("s_cmp_ge_u32", uint32_t, a >= b),
      SCMP("s_cmp_lt_u32", uint32_t, a < b),
      SCMP("s_cmp_le_u32", uint32_t, a <= b),
      SCMP("s_cmp_eq_i32", int32_t, a == b),
      SCMP("s_cmp_lg_i32", int32_t, a != b),
      SCMP("s_cmp_gt_i32", int32_t, a > b),
      SCMP("s_cmp_ge_i32", int32_t, a >= b),
      SCMP("s_cmp_lt_i32", int32_t, a < b),
      SCMP("s_cmp_le_i32", int32_t, a <= b),
      {"s_cmp_eq_u64",
       [](Wave &w, const Inst &in) {
         w.scc = w.sread64(op(in, 0)) == w.sread64(op(in, 1));
       }},
      {"s_cmp_lg_u64",
       [](Wave &w, const Inst &in) {
         w.scc = w.sread64(op(in, 0)) != w.sread64(op(in, 1));
       }},
      {"s_bitcmp0_b32",
       [](Wave &w, const Inst &in) {
         w.scc = !((w.sread(op(in, 0), 0) >> (w.sread(op(in, 1), 0) & 31)) & 1);
       }},
      {"s_bitcmp1_b32",
       [](Wave &w, const Inst &in) {
         w.scc = (w.sread(op(in, 0), 0) >> (w.sread(op(in, 1), 0) & 31)) & 1;
       }},
      {"s_and_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 0); }},
      {"s_or_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 1); }},
      {"s_xor_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 2); }},
      {"s_andn2_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 3); }},
      {"s_orn2_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 4); }},
      {"s_nand_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 5); }},
      {"s_nor_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 6); }},
      {"s_xnor_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 7); }},
      {"s_andn1_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 8); }},
      {"s_orn1_saveexec_b64",
       [](Wave &w, const Inst &in) { saveexec(w, in, 9); }},
      {"s_getpc_b64",
       [](Wave &w, const Inst &in) { w.swrite64(in.ops[0], in.pc + 4); }},
  };
  addEntries(m, entries);
}

/// The handlers of Program control.
void addProgramControl(HandlerTable &m) {
  Entry entries[] = {
      {"s_nop", [](Wave &, const Inst &) {}},
      {"s_setprio", [](Wave &, const Inst &) {}},
      {"s_sleep", [](Wave &, const Inst &) {}},
      {"s_icache_inv", [](Wave &, const Inst &) {}},
      {"s_dcache_wb", [](Wave &, const Inst &) {}},
      {"s_dcache_inv", [](Wave &, const Inst &) {}},
      {"buffer_wbl2", [](Wave &, const Inst &) {}},
      {"buffer_inv", [](Wave &, const Inst &) {}},
      {"buffer_wbinvl1_vol", [](Wave &, const Inst &) {}},
      {"s_sched_barrier", [](Wave &, const Inst &) {}},
      {"s_endpgm", [](Wave &w, const Inst &) { w.done = true; }},
      {"s_barrier", [](Wave &w, const Inst &) { w.atBarrier = true; }},
      {"s_waitcnt", waitcnt},
      {"s_branch", [](Wave &w, const Inst &in) { branchTo(w, in, true); }},
      {"s_cbranch_scc0",
       [](Wave &w, const Inst &in) { branchTo(w, in, !w.scc); }},
      {"s_cbranch_scc1",
       [](Wave &w, const Inst &in) { branchTo(w, in, w.scc); }},
      {"s_cbranch_vccz",
       [](Wave &w, const Inst &in) { branchTo(w, in, w.vcc == 0); }},
      {"s_cbranch_vccnz",
       [](Wave &w, const Inst &in) { branchTo(w, in, w.vcc != 0); }},
      {"s_cbranch_execz",
       [](Wave &w, const Inst &in) { branchTo(w, in, w.exec == 0); }},
      {"s_cbranch_execnz",
       [](Wave &w, const Inst &in) { branchTo(w, in, w.exec != 0); }},
  };
  addEntries(m, entries);
}

const std::unordered_map<std::string, Handler> &table() {
  static const HandlerTable t = [] {
    HandlerTable m;
    addValuMovesAndLaneOps(m);
    addValuInteger(m);
    addValuF32(m);
    addValuConversions(m);
    addValuF16(m);
    addValuF64(m);
    addSalu(m);
    addProgramControl(m);
    return m;
  }();
  return t;
}

// Handlers whose operands do not fit the tables above.
void execFmac(Wave &w, const Inst &in) {
  // dst = src0 * src1 + dst.
  uint32_t a[kLanes], b[kLanes], c[kLanes];
  src(w, in, 1, 0, T::F32, a);
  src(w, in, 2, 0, T::F32, b);
  w.checkRead(in.ops[0]);
  w.read32(in.ops[0], 0, T::F32, c);
  w.checkWrite(in.ops[0]);
  forLanes(w.exec, [&](unsigned l) {
    float r = std::fma(ftz(w, F(a[l])), ftz(w, F(b[l])), ftz(w, F(c[l])));
    dst32(w, in, l, U(ftz(w, r)), true);
  });
  ++w.launch.stats.valu;
}
void execFmacF64(Wave &w, const Inst &in) {
  uint64_t a[kLanes], b[kLanes], c[kLanes];
  w.checkRead(op(in, 1));
  w.checkRead(op(in, 2));
  w.checkRead(in.ops[0]);
  w.read64(op(in, 1), T::F64, a);
  w.read64(op(in, 2), T::F64, b);
  w.read64(in.ops[0], T::F64, c);
  w.checkWrite(in.ops[0]);
  forLanes(w.exec, [&](unsigned l) {
    uint64_t r = U64(std::fma(D(a[l]), D(b[l]), D(c[l])));
    w.vwrite(in.ops[0], 0, l, uint32_t(r));
    w.vwrite(in.ops[0], 1, l, uint32_t(r >> 32));
  });
  ++w.launch.stats.valu;
}
void execFmaK(Wave &w, const Inst &in) {
  // v_fmamk_f32 dst, src0, K, src1 and v_fmaak_f32 dst, src0, src1, K: the
  // printed operands are in fma order either way.
  valu<T::F32, true>(w, in, 3, [&](uint32_t a, uint32_t b, uint32_t c) {
    return U(ftz(w, std::fma(ftz(w, F(a)), ftz(w, F(b)), ftz(w, F(c)))));
  });
}
void execMad64(Wave &w, const Inst &in) {
  // vdst(64), sdst, src0(32), src1(32), src2(64).
  bool sgn = in.p[0];
  uint32_t a[kLanes], b[kLanes];
  uint64_t c[kLanes];
  src(w, in, 2, 0, T::B32, a);
  src(w, in, 3, 0, T::B32, b);
  w.checkRead(op(in, 4));
  w.read64(op(in, 4), T::B64, c);
  w.checkWrite(in.ops[0]);
  uint64_t carry = 0;
  forLanes(w.exec, [&](unsigned l) {
    uint64_t r;
    bool ov;
    if (sgn) {
      __int128 p = __int128(int64_t(int32_t(a[l]))) * int32_t(b[l]) +
                   int64_t(c[l]);
      r = uint64_t(p);
      ov = p != __int128(int64_t(r));
    } else {
      unsigned __int128 p = (unsigned __int128)(uint64_t(a[l]) * b[l]) + c[l];
      r = uint64_t(p);
      ov = (p >> 64) != 0;
    }
    if (ov)
      carry |= 1ull << l;
    w.vwrite(in.ops[0], 0, l, uint32_t(r));
    w.vwrite(in.ops[0], 1, l, uint32_t(r >> 32));
  });
  w.swrite64(in.ops[1], carry);
  ++w.launch.stats.valu;
}
void execDivScale(Wave &w, const Inst &in) {
  // vdst, vcc-out, src0, src1, src2.
  bool f64 = in.p[0];
  uint64_t out = 0;
  if (!f64) {
    uint32_t a[kLanes], b[kLanes], c[kLanes];
    src(w, in, 2, 0, T::F32, a);
    src(w, in, 3, 0, T::F32, b);
    src(w, in, 4, 0, T::F32, c);
    w.checkWrite(in.ops[0]);
    forLanes(w.exec, [&](unsigned l) {
      bool v;
      float r = divScale(F(a[l]), F(b[l]), F(c[l]), v);
      if (v)
        out |= 1ull << l;
      w.vwrite(in.ops[0], 0, l, U(r));
    });
  } else {
    uint64_t a[kLanes], b[kLanes], c[kLanes];
    for (unsigned i = 2; i <= 4; ++i)
      w.checkRead(op(in, i));
    w.read64(op(in, 2), T::F64, a);
    w.read64(op(in, 3), T::F64, b);
    w.read64(op(in, 4), T::F64, c);
    w.checkWrite(in.ops[0]);
    forLanes(w.exec, [&](unsigned l) {
      bool v;
      double r = divScale(D(a[l]), D(b[l]), D(c[l]), v);
      if (v)
        out |= 1ull << l;
      uint64_t rb = U64(r);
      w.vwrite(in.ops[0], 0, l, uint32_t(rb));
      w.vwrite(in.ops[0], 1, l, uint32_t(rb >> 32));
    });
  }
  w.swrite64(in.ops[1], out);
  ++w.launch.stats.valu;
}

/// SALU two-operand ops with their SCC rule. p[0]: op, p[1]: 64-bit.
enum SOp { SAdd, SAddc, SSub, SSubb, SAddI, SSubI, SMul, SMulHiU, SMulHiI,
           SAnd, SOr, SXor, SAndn2, SOrn2, SNand, SNor, SXnor, SLshl, SLshr,
           SAshr, SMinI, SMinU, SMaxI, SMaxU, SBfeU, SBfeI, SBfm, SLshl1Add,
           SLshl2Add, SLshl3Add, SLshl4Add, SPackLL, SPackLH, SPackHH,
           SAbsdiff, SAddk, SMulk, SCmpkEq, SCmpkLg, SCmpkGtI, SCmpkGeI,
           SCmpkLtI, SCmpkLeI, SCmpkEqU, SCmpkLgU, SCmpkGtU, SCmpkGeU,
           SCmpkLtU, SCmpkLeU };

void execSop2(Wave &w, const Inst &in) {
  int o = in.p[0];
  bool wide = in.p[1];
  ++w.launch.stats.salu;
  if (o == SAddk || o == SMulk || (o >= SCmpkEq)) {
    // sdst/src, simm16.
    int32_t k = int32_t(int16_t(op(in, 1).ival));
    uint32_t s = w.sread(op(in, 0), 0);
    if (o == SAddk) {
      int64_t r = int64_t(int32_t(s)) + k;
      w.swrite(in.ops[0], 0, uint32_t(r));
      w.scc = r != int64_t(int32_t(uint32_t(r)));
      return;
    }
    if (o == SMulk) {
      w.swrite(in.ops[0], 0, uint32_t(int32_t(s) * k));
      return;
    }
    uint32_t uk = uint32_t(op(in, 1).ival) & 0xFFFF;
    switch (o) {
    case SCmpkEq: w.scc = int32_t(s) == k; break;
    case SCmpkLg: w.scc = int32_t(s) != k; break;
    case SCmpkGtI: w.scc = int32_t(s) > k; break;
    case SCmpkGeI: w.scc = int32_t(s) >= k; break;
    case SCmpkLtI: w.scc = int32_t(s) < k; break;
    case SCmpkLeI: w.scc = int32_t(s) <= k; break;
    case SCmpkEqU: w.scc = s == uk; break;
    case SCmpkLgU: w.scc = s != uk; break;
    case SCmpkGtU: w.scc = s > uk; break;
    case SCmpkGeU: w.scc = s >= uk; break;
    case SCmpkLtU: w.scc = s < uk; break;
    case SCmpkLeU: w.scc = s <= uk; break;
    }
    return;
  }
  if (wide) {
    uint64_t a = w.sread64(op(in, 1)), b;
    bool shift = o == SLshl || o == SLshr || o == SAshr || o == SBfeU ||
                 o == SBfeI;
    b = shift ? w.sread(op(in, 2), 0) : w.sread64(op(in, 2));
    uint64_t r = 0;
    switch (o) {
    case SAnd: r = a & b; break;
    case SOr: r = a | b; break;
    case SXor: r = a ^ b; break;
    case SAndn2: r = a & ~b; break;
    case SOrn2: r = a | ~b; break;
    case SNand: r = ~(a & b); break;
    case SNor: r = ~(a | b); break;
    case SXnor: r = ~(a ^ b); break;
    case SLshl: r = a << (b & 63); break;
    case SLshr: r = a >> (b & 63); break;
    case SAshr: r = uint64_t(int64_t(a) >> (b & 63)); break;
    case SBfeU:
    case SBfeI: {
      unsigned off = b & 63, width = (b >> 16) & 0x7F;
      if (width == 0) { r = 0; break; }
      r = (a >> off) & (width >= 64 ? ~0ull : ((1ull << width) - 1));
      if (o == SBfeI && width < 64 && ((r >> (width - 1)) & 1))
        r |= ~0ull << width;
      break;
    }
    default:
      w.fault(-1, in.base + " is not implemented");
    }
    w.swrite64(in.ops[0], r);
    w.scc = r != 0;
    return;
  }
  uint32_t a = w.sread(op(in, 1), 0), b = w.sread(op(in, 2), 0), r = 0;
  bool scc = w.scc;
  switch (o) {
  case SAdd: { uint64_t t = uint64_t(a) + b; r = uint32_t(t); scc = t >> 32; break; }
  case SAddc: { uint64_t t = uint64_t(a) + b + w.scc; r = uint32_t(t); scc = t >> 32; break; }
  case SSub: r = a - b; scc = b > a; break;
  case SSubb: { uint64_t t = uint64_t(b) + w.scc; r = a - uint32_t(t); scc = t > a; break; }
  case SAddI: { int64_t t = int64_t(int32_t(a)) + int32_t(b); r = uint32_t(t); scc = t != int32_t(r); break; }
  case SSubI: { int64_t t = int64_t(int32_t(a)) - int32_t(b); r = uint32_t(t); scc = t != int32_t(r); break; }
  case SMul: r = a * b; break;
  case SMulHiU: r = uint32_t((uint64_t(a) * b) >> 32); break;
  case SMulHiI: r = uint32_t((int64_t(int32_t(a)) * int32_t(b)) >> 32); break;
  case SAnd: r = a & b; scc = r != 0; break;
  case SOr: r = a | b; scc = r != 0; break;
  case SXor: r = a ^ b; scc = r != 0; break;
  case SAndn2: r = a & ~b; scc = r != 0; break;
  case SOrn2: r = a | ~b; scc = r != 0; break;
  case SNand: r = ~(a & b); scc = r != 0; break;
  case SNor: r = ~(a | b); scc = r != 0; break;
  case SXnor: r = ~(a ^ b); scc = r != 0; break;
  case SLshl: r = a << (b & 31); scc = r != 0; break;
  case SLshr: r = a >> (b & 31); scc = r != 0; break;
  case SAshr: r = uint32_t(int32_t(a) >> (b & 31)); scc = r != 0; break;
  case SMinI: scc = int32_t(a) < int32_t(b); r = scc ? a : b; break;
  case SMinU: scc = a < b; r = scc ? a : b; break;
  case SMaxI: scc = int32_t(a) > int32_t(b); r = scc ? a : b; break;
  case SMaxU: scc = a > b; r = scc ? a : b; break;
  case SBfeU: r = bfe(a, b & 31, (b >> 16) & 0x7F, false); scc = r != 0; break;
  case SBfeI: r = bfe(a, b & 31, (b >> 16) & 0x7F, true); scc = r != 0; break;
  case SBfm: r = (((b & 31) == 0 && false) ? 0 : ((a & 31) == 0 ? 0u : ((1u << (a & 31)) - 1))) << (b & 31); break;
  case SLshl1Add: case SLshl2Add: case SLshl3Add: case SLshl4Add: {
    unsigned sh = unsigned(o - SLshl1Add) + 1;
    uint64_t t = (uint64_t(a) << sh) + b;
    r = uint32_t(t);
    scc = t >> 32;
    break;
  }
  case SPackLL: r = (a & 0xFFFF) | b << 16; break;
  case SPackLH: r = (a & 0xFFFF) | (b & 0xFFFF0000u); break;
  case SPackHH: r = (a >> 16) | (b & 0xFFFF0000u); break;
  case SAbsdiff: { int64_t d = int64_t(int32_t(a)) - int32_t(b); r = uint32_t(d < 0 ? -d : d); scc = r != 0; break; }
  default:
    w.fault(-1, in.base + " is not implemented");
  }
  w.swrite(in.ops[0], 0, r);
  w.scc = scc;
}

void execUnimplemented(Wave &w, const Inst &in) {
  w.fault(-1, "the simulator does not implement " + in.mnemonic +
                  " (kernel " + w.launch.kernel.name + ")");
}

/// Instructions whose handler takes parameters (Inst::p).
struct Bound {
  const char *name;
  Handler fn;
  int p0, p1;
  bool gfx950Only;
};
const std::vector<Bound> &boundTable() {
  static const std::vector<Bound> t = {
      {"v_fmac_f32", execFmac, 0, 0, false},
      {"v_mac_f32", execFmac, 0, 0, false},
      {"v_fmac_f64", execFmacF64, 0, 0, false},
      // fma(src0, K, src1) and fma(src0, src1, K): the operands in order.
      {"v_fmamk_f32", execFmaK, 1, 0, false},
      {"v_fmaak_f32", execFmaK, 0, 0, false},
      {"v_mad_u64_u32", execMad64, 0, 0, false},
      {"v_mad_i64_i32", execMad64, 1, 0, false},
      {"v_div_scale_f32", execDivScale, 0, 0, false},
      {"v_div_scale_f64", execDivScale, 1, 0, false},
      {"v_mbcnt_lo_u32_b32", execMbcnt, 0, 0, false},
      {"v_mbcnt_hi_u32_b32", execMbcnt, 1, 0, false},
      {"v_readlane_b32", execReadlane, 1, 0, false},
      {"v_permlane16_swap_b32", execPermlaneSwap, 16, 0, true},
      {"v_permlane32_swap_b32", execPermlaneSwap, 32, 0, true},
      {"v_pk_add_f32", execPk, 0, 2, false},
      {"v_pk_mul_f32", execPk, 1, 2, false},
      {"v_pk_fma_f32", execPk, 2, 3, false},
      {"v_pk_mov_b32", execPk, 3, 2, false},
      {"v_pk_mul_f16", execPk16, 0, 2, false},
      {"v_add_co_u32", execCarry, 0, 0, false},
      {"v_sub_co_u32", execCarry, 1, 0, false},
      {"v_subrev_co_u32", execCarry, 2, 0, false},
      {"v_addc_co_u32", execCarry, 0, 1, false},
      {"v_subb_co_u32", execCarry, 1, 1, false},
      {"v_subbrev_co_u32", execCarry, 2, 1, false},
      {"v_add_u32", execAddNoCarry, 0, 0, false},
      {"v_sub_u32", execAddNoCarry, 1, 0, false},
      {"v_subrev_u32", execAddNoCarry, 2, 0, false},
  };
  return t;
}

} // namespace

//===----------------------------------------------------------------------===//
// Binding
//===----------------------------------------------------------------------===//

/// Binds `in` to `h` with parameters; true (the search is over).
static bool bindTo(Inst &in, Handler h, int p0 = 0, int p1 = 0, int p2 = 0) {
  in.exec = h;
  in.p[0] = p0;
  in.p[1] = p1;
  in.p[2] = p2;
  return true;
}

/// The atomic operation a mnemonic's suffix names, or -1.
static int atomicOf(StringRef name) {
  static const std::pair<const char *, int> atomics[] = {
      {"add", AAdd},
      {"sub", ASub},
      {"smax", ASMax},
      {"umax", AUMax},
      {"smin", ASMin},
      {"umin", AUMin},
      {"and", AAnd},
      {"or", AOr},
      {"xor", AXor},
      {"swap", ASwap},
      {"cmpswap", ACmpSwap},
      {"add_f32", AAddF32},
      {"inc", AInc},
      {"dec", ADec},
      {"pk_add_f16", APkAddF16},
      {"pk_add_bf16", APkAddBF16},
      {"max_f32", AMaxF32},
      {"min_f32", AMinF32}};
  for (auto &[n, v] : atomics)
    if (name == n)
      return v;
  return -1;
}

/// Conversions with chip formats; false when `b` is not one.
static bool bindConversion(Inst &in, StringRef b) {
  // Conversions with chip formats.
  static const std::pair<const char *, int> cvts[] = {
      {"v_cvt_f32_fp8", CvtF32Fp8}, {"v_cvt_f32_bf8", CvtF32Bf8},
      {"v_cvt_pk_f32_fp8", CvtPkF32Fp8}, {"v_cvt_pk_f32_bf8", CvtPkF32Bf8},
      {"v_cvt_pk_fp8_f32", CvtPkFp8F32}, {"v_cvt_pk_bf8_f32", CvtPkBf8F32},
      {"v_cvt_scalef32_f32_fp8", ScF32Fp8}, {"v_cvt_scalef32_f32_bf8", ScF32Bf8},
      {"v_cvt_scalef32_pk_f32_fp8", ScPkF32Fp8},
      {"v_cvt_scalef32_pk_f32_bf8", ScPkF32Bf8},
      {"v_cvt_scalef32_pk_f32_fp4", ScPkF32Fp4},
      {"v_cvt_scalef32_pk_fp8_f32", ScPkFp8F32},
      {"v_cvt_scalef32_pk_bf8_f32", ScPkBf8F32},
      {"v_cvt_scalef32_pk_fp4_f32", ScPkFp4F32},
      {"v_cvt_scalef32_pk_f16_fp8", ScPkF16Fp8},
      {"v_cvt_scalef32_pk_f16_bf8", ScPkF16Bf8},
      {"v_cvt_scalef32_pk_bf16_fp8", ScPkBf16Fp8},
      {"v_cvt_scalef32_pk_bf16_bf8", ScPkBf16Bf8},
      {"v_cvt_scalef32_pk_f16_fp4", ScPkF16Fp4},
      {"v_cvt_scalef32_pk_bf16_fp4", ScPkBf16Fp4},
      {"v_cvt_scalef32_pk_fp8_f16", ScPkFp8F16},
      {"v_cvt_scalef32_pk_fp8_bf16", ScPkFp8Bf16},
      {"v_cvt_scalef32_pk_bf8_f16", ScPkBf8F16},
      {"v_cvt_scalef32_pk_bf8_bf16", ScPkBf8Bf16},
      {"v_cvt_scalef32_pk_fp4_f16", ScPkFp4F16},
      {"v_cvt_scalef32_pk_fp4_bf16", ScPkFp4Bf16},
  };
  for (auto &[n, k] : cvts)
    if (b == n)
      return bindTo(in, execCvt, k);
  return false;
}

/// v_cmp_* / v_cmpx_*: the predicate and type (unknown ones stay unbound).
static bool bindCompare(Inst &in, StringRef b) {
  if (!b.starts_with("v_cmp_") && !b.starts_with("v_cmpx_"))
    return false;
  bool x = b.starts_with("v_cmpx_");
  StringRef rest = b.drop_front(x ? 7 : 6);
  auto [opName, ty] = rest.split('_');
  static const std::pair<const char *, int> ops[] = {
      {"f", CF},     {"lt", CLT},   {"eq", CEQ},      {"le", CLE},
      {"gt", CGT},   {"lg", CLG},   {"ge", CGE},      {"o", CO},
      {"u", CU},     {"nge", CNGE}, {"nlg", CNLG},    {"ngt", CNGT},
      {"nle", CNLE}, {"neq", CNEQ}, {"nlt", CNLT},    {"tru", CTRU},
      {"t", CTRU},   {"ne", CNE},   {"class", CCLASS}};
  static const std::pair<const char *, int> types[] = {
      {"f32", 0}, {"f64", 1}, {"f16", 2}, {"i32", 3}, {"u32", 4},
      {"i64", 5}, {"u64", 6}, {"i16", 7}, {"u16", 8}};
  int o = -1, tyi = -1;
  for (auto &[n, v] : ops)
    if (opName == n)
      o = v;
  for (auto &[n, v] : types)
    if (ty == n)
      tyi = v;
  if (o < 0 || tyi < 0)
    return true;
  if (o == CLG && tyi >= 3)
    o = CNE;
  return bindTo(in, execCmp, o, tyi, x);
}

/// SALU two-operand and K forms, and the 64-bit bit counts.
static bool bindSalu(Inst &in, StringRef b) {
  // SALU two-operand and K forms.
  static const std::pair<const char *, std::pair<int, int>> sops[] = {
      {"s_add_u32", {SAdd, 0}}, {"s_addc_u32", {SAddc, 0}},
      {"s_sub_u32", {SSub, 0}}, {"s_subb_u32", {SSubb, 0}},
      {"s_add_i32", {SAddI, 0}}, {"s_sub_i32", {SSubI, 0}},
      {"s_mul_i32", {SMul, 0}}, {"s_mul_hi_u32", {SMulHiU, 0}},
      {"s_mul_hi_i32", {SMulHiI, 0}},
      {"s_and_b32", {SAnd, 0}}, {"s_or_b32", {SOr, 0}},
      {"s_xor_b32", {SXor, 0}}, {"s_andn2_b32", {SAndn2, 0}},
      {"s_orn2_b32", {SOrn2, 0}}, {"s_nand_b32", {SNand, 0}},
      {"s_nor_b32", {SNor, 0}}, {"s_xnor_b32", {SXnor, 0}},
      {"s_and_b64", {SAnd, 1}}, {"s_or_b64", {SOr, 1}},
      {"s_xor_b64", {SXor, 1}}, {"s_andn2_b64", {SAndn2, 1}},
      {"s_orn2_b64", {SOrn2, 1}}, {"s_nand_b64", {SNand, 1}},
      {"s_nor_b64", {SNor, 1}}, {"s_xnor_b64", {SXnor, 1}},
      {"s_lshl_b32", {SLshl, 0}}, {"s_lshr_b32", {SLshr, 0}},
      {"s_ashr_i32", {SAshr, 0}}, {"s_lshl_b64", {SLshl, 1}},
      {"s_lshr_b64", {SLshr, 1}}, {"s_ashr_i64", {SAshr, 1}},
      {"s_min_i32", {SMinI, 0}}, {"s_min_u32", {SMinU, 0}},
      {"s_max_i32", {SMaxI, 0}}, {"s_max_u32", {SMaxU, 0}},
      {"s_bfe_u32", {SBfeU, 0}}, {"s_bfe_i32", {SBfeI, 0}},
      {"s_bfe_u64", {SBfeU, 1}}, {"s_bfe_i64", {SBfeI, 1}},
      {"s_bfm_b32", {SBfm, 0}},
      {"s_lshl1_add_u32", {SLshl1Add, 0}}, {"s_lshl2_add_u32", {SLshl2Add, 0}},
      {"s_lshl3_add_u32", {SLshl3Add, 0}}, {"s_lshl4_add_u32", {SLshl4Add, 0}},
      {"s_pack_ll_b32_b16", {SPackLL, 0}}, {"s_pack_lh_b32_b16", {SPackLH, 0}},
      {"s_pack_hh_b32_b16", {SPackHH, 0}}, {"s_absdiff_i32", {SAbsdiff, 0}},
      {"s_addk_i32", {SAddk, 0}}, {"s_mulk_i32", {SMulk, 0}},
      {"s_cmpk_eq_i32", {SCmpkEq, 0}}, {"s_cmpk_lg_i32", {SCmpkLg, 0}},
      {"s_cmpk_gt_i32", {SCmpkGtI, 0}}, {"s_cmpk_ge_i32", {SCmpkGeI, 0}},
      {"s_cmpk_lt_i32", {SCmpkLtI, 0}}, {"s_cmpk_le_i32", {SCmpkLeI, 0}},
      {"s_cmpk_eq_u32", {SCmpkEqU, 0}}, {"s_cmpk_lg_u32", {SCmpkLgU, 0}},
      {"s_cmpk_gt_u32", {SCmpkGtU, 0}}, {"s_cmpk_ge_u32", {SCmpkGeU, 0}},
      {"s_cmpk_lt_u32", {SCmpkLtU, 0}}, {"s_cmpk_le_u32", {SCmpkLeU, 0}},
  };
  for (auto &[n, v] : sops)
    if (b == n)
      return bindTo(in, execSop2, v.first, v.second);
  if (b == "s_bcnt1_i32_b64" || b == "s_ff1_i32_b64" || b == "s_flbit_i32_b64") {
    in.exec = [](Wave &w, const Inst &in) {
      uint64_t a = w.sread64(op(in, 1));
      uint32_t r;
      if (in.base == "s_bcnt1_i32_b64")
        r = bitsSet(a);
      else if (in.base == "s_ff1_i32_b64")
        r = a ? uint32_t(__builtin_ctzll(a)) : ~0u;
      else
        r = a ? uint32_t(__builtin_clzll(a)) : ~0u;
      w.swrite(in.ops[0], 0, r);
      if (in.base == "s_bcnt1_i32_b64")
        w.scc = r != 0;
    };
    return true;
  }
  return false;
}

/// Scalar, global, scratch and buffer memory, and the LDS cross-lane and
/// transpose reads.
static bool bindMemory(Inst &in, StringRef b, bool gfx950) {
  // Memory.
  if (b.starts_with("s_load_dword"))
    return bindTo(in, execSmem, 0);
  if (b.starts_with("s_buffer_load_dword"))
    return bindTo(in, execSmem, 1);
  if (b.starts_with("global_load_"))
    return bindTo(in, execGlobal, 0);
  if (b.starts_with("global_store_"))
    return bindTo(in, execGlobal, 1);
  if (b.starts_with("global_atomic_")) {
    int a = atomicOf(b.drop_front(14));
    if (a >= 0)
      return bindTo(in, execGlobal, 2, a);
    return true;
  }
  if (b.starts_with("scratch_load_"))
    return bindTo(in, execScratch, 0);
  if (b.starts_with("scratch_store_"))
    return bindTo(in, execScratch, 1);
  if (b.starts_with("buffer_load_"))
    return bindTo(in, execBuffer, 0);
  if (b.starts_with("buffer_store_"))
    return bindTo(in, execBuffer, 1);
  if (b.starts_with("buffer_atomic_")) {
    int a = atomicOf(b.drop_front(14));
    if (a >= 0)
      return bindTo(in, execBuffer, 2, a);
    return true;
  }
  if (b == "ds_swizzle_b32")
    return bindTo(in, execDSCross, 0);
  if (b == "ds_bpermute_b32")
    return bindTo(in, execDSCross, 1);
  if (b == "ds_permute_b32")
    return bindTo(in, execDSCross, 2);
  if (gfx950 && b.starts_with("ds_read_b64_tr_b")) {
    int E = 0;
    b.drop_front(16).getAsInteger(10, E);
    return bindTo(in, execDSTranspose, E);
  }
  if (gfx950 && b == "ds_read_b96_tr_b6")
    return bindTo(in, execDSTranspose, 6);
  if (b.starts_with("ds_read2") || b.starts_with("ds_write2")) {
    bool write = b.starts_with("ds_write2");
    bool st64 = b.contains("st64");
    int eb = b.ends_with("b64") ? 8 : 4;
    return bindTo(in, execDS2, write, eb, st64);
  }
  return false;
}

/// LDS reads, writes and atomics.
static bool bindDS(Inst &in, StringRef b) {
  if (b.starts_with("ds_read_") || b.starts_with("ds_write_"))
    return bindTo(in, execDS, b.starts_with("ds_write_"));
  if (b.starts_with("ds_")) {
    StringRef rest = b.drop_front(3);
    bool ret = rest.consume_back("_rtn_u32") || rest.consume_back("_rtn_i32") ||
               rest.consume_back("_rtn_b32") || rest.consume_back("_rtn_f32");
    if (!ret) {
      rest.consume_back("_u32") || rest.consume_back("_i32") ||
          rest.consume_back("_b32") || rest.consume_back("_f32");
    }
    StringRef name = rest;
    if (name == "max" && b.contains("_i32")) name = "smax";
    if (name == "min" && b.contains("_i32")) name = "smin";
    if (name == "max" && b.contains("_u32")) name = "umax";
    if (name == "min" && b.contains("_u32")) name = "umin";
    if (name == "add" && b.contains("_f32")) name = "add_f32";
    if (name == "cmpst" ) name = "cmpswap";
    if (name == "wrxchg") name = "swap";
    int a = atomicOf(name);
    if (a >= 0)
      return bindTo(in, execDSAtomic, 0, a, ret);
    return true;
  }
  return false;
}

/// MFMAs: the catalog entry on the chip (fp8 / bf8 operand kinds as
/// parameters).
static bool bindMfma(Inst &in, StringRef b, bool gfx950) {
  if (!b.starts_with("v_mfma_"))
    return false;
  std::string name = in.base;
  bool aBf8 = false, bBf8 = false;
  // FP8 instructions: the catalog lists the fp8_fp8 form.
  for (const char *suffix : {"_fp8_fp8", "_fp8_bf8", "_bf8_fp8", "_bf8_bf8"}) {
    if (b.ends_with(suffix)) {
      aBf8 = StringRef(suffix).starts_with("_bf8");
      bBf8 = StringRef(suffix).ends_with("bf8");
      name = b.drop_back(8).str() + "_fp8_fp8";
    }
  }
  for (const target::MfmaInstr &mi : target::getMfmaCatalog())
    if (mi.name == name &&
        mi.availableOn(gfx950 ? target::Chip::GFX950 : target::Chip::GFX942)) {
      in.info = &mi;
      return bindTo(in, execMfma, aBf8, bBf8);
    }
  return true;
}

static void bindHandler(Inst &in, bool gfx950) {
  StringRef b(in.base);
  const auto &t = table();
  if (auto it = t.find(in.base); it != t.end()) {
    in.exec = it->second;
    return;
  }
  // Handlers with parameters (and gfx950-only instructions).
  for (const Bound &e : boundTable())
    if (b == e.name && (gfx950 || !e.gfx950Only)) {
      bindTo(in, e.fn, e.p0, e.p1);
      return;
    }
  (void)(bindConversion(in, b) || bindCompare(in, b) || bindSalu(in, b) ||
         bindMemory(in, b, gfx950) || bindDS(in, b) || bindMfma(in, b, gfx950));
}

/// How the instruction occupies the machine (Timing.h).
static void classify(Inst &in) {
  StringRef b(in.base);
  in.access = accessOf(b);
  for (const Operand &o : in.ops) {
    if (o.kind == OpKind::VGPR)
      in.vEnd = std::max(in.vEnd, unsigned(o.reg + o.count));
    if (o.kind == OpKind::AGPR)
      in.aEnd = std::max(in.aEnd, unsigned(o.reg + o.count));
  }
  if (b == "s_waitcnt")
    in.cls = Cls::Waitcnt;
  else if (b == "s_barrier")
    in.cls = Cls::Barrier;
  else if (b == "s_endpgm")
    in.cls = Cls::End;
  else if (b == "s_nop") {
    in.cls = Cls::Nop;
    in.cycles = unsigned(in.imms.empty() ? 0 : in.imms[0]) + 1;
  } else if (b.starts_with("s_branch") || b.starts_with("s_cbranch"))
    in.cls = Cls::Branch;
  else if (b.starts_with("s_load") || b.starts_with("s_buffer_load"))
    in.cls = Cls::Smem;
  else if (b.starts_with("s_"))
    in.cls = Cls::Salu;
  else if (b.starts_with("v_mfma")) {
    in.cls = Cls::Mfma;
    if (const auto *mi = static_cast<const target::MfmaInstr *>(in.info))
      in.cycles = mi->cyclesFor(in.cbsz <= 1 || in.blgp <= 1);
  } else if (b.starts_with("global_load") || b.starts_with("buffer_load") ||
             b.starts_with("scratch_load")) {
    in.cls = Cls::VmemLoad;
    in.laneBytes = in.access.bytes;
  } else if (b.starts_with("global_") || b.starts_with("buffer_") ||
             b.starts_with("scratch_")) {
    in.cls = Cls::VmemStore;
    in.laneBytes = in.access.bytes;
  } else if (b.starts_with("ds_")) {
    in.cls = Cls::Lds;
    unsigned bytes = in.access.bytes;
    in.laneBytes = b.contains("2") && !b.contains("tr") ? 2 * bytes
                   : b.contains("_tr_b6")                 ? 12
                   : b.contains("_tr_")                   ? 8
                                                          : bytes;
  } else {
    in.cls = Cls::Valu;
    in.noCoissue = target::neverCoissues(in.base);
  }
}

void sim::bindInst(Inst &in, bool gfx950) {
  bindHandler(in, gfx950);
  classify(in);
}

namespace {
/// Cycles the LDS spends on the current instruction's accesses: the lanes
/// are served in passes of ldsBytesPerCycle bytes, in lane order; a pass
/// takes as many cycles as the most distinct dwords any one bank (4 bytes
/// wide, ldsBytesPerCycle / 4 of them) must deliver: a bank conflict
/// serializes, a broadcast of one dword does not.
uint64_t ldsCycles(Launch &L) {
  const ChipTiming &T = *L.t;
  unsigned banks = T.ldsBytesPerCycle / 4;
  uint64_t cycles = 0;
  size_t i = 0;
  auto &acc = L.ldsAccesses;
  std::vector<std::vector<uint64_t>> perBank(banks);
  while (i < acc.size()) {
    for (auto &b : perBank)
      b.clear();
    unsigned bytes = 0;
    for (; i < acc.size() && bytes < T.ldsBytesPerCycle; ++i) {
      bytes += acc[i].second;
      for (uint64_t d = acc[i].first / 4;
           d < (acc[i].first + acc[i].second + 3) / 4; ++d) {
        auto &b = perBank[d % banks];
        if (std::find(b.begin(), b.end(), d) == b.end())
          b.push_back(d);
      }
    }
    size_t worst = 1;
    for (auto &b : perBank)
      worst = std::max(worst, b.size());
    cycles += worst;
  }
  acc.clear();
  return std::max<uint64_t>(cycles, 1);
}

/// The cache lines a vector memory instruction touched (L.lines), issued
/// at `start`: each through its XCD's L2, the fabric, the Infinity Cache and
/// HBM (stores write through, each line once to HBM); returns when the last
/// has arrived, `done` at the earliest.
uint64_t vmemLines(Wave &w, bool store, uint64_t start, uint64_t done) {
  Launch &L = w.launch;
  const ChipTiming &T = *L.t;
  Launch::CU &cu = L.cus[w.cu];
  std::sort(L.lines.begin(), L.lines.end());
  L.lines.erase(std::unique(L.lines.begin(), L.lines.end()), L.lines.end());
  // Each line: its XCD's L2; a miss crosses the XCD's fabric link to the
  // Infinity Cache, and one the launch has not touched yet goes on to
  // HBM. Stores write through to the Infinity Cache and each line once to
  // HBM (write-back of the launch's results).
  double hbmLine = T.lineBytes / (T.hbmBytesPerCycle * L.hbmShare);
  double fabricLine = T.lineBytes / T.fabricBytesPerCycle;
  double &fabric = L.fabricFree[cu.xcd];
  for (uint64_t line : L.lines) {
    bool l2Hit = L.l2[cu.xcd].access(line);
    if (store) {
      fabric = std::max(fabric, double(start)) + fabricLine;
      L.mall.insert(line);
      if (L.dirty.insert(line).second) {
        L.hbmFree = std::max(L.hbmFree, double(start)) + hbmLine;
        L.stats.hbmWriteBytes += T.lineBytes;
        w.wg->hbmBytes += T.lineBytes;
      }
      continue;
    }
    if (l2Hit)
      continue;
    fabric = std::max(fabric, double(start)) + fabricLine;
    bool fromHbm = L.mall.insert(line).second;
    if (fromHbm && L.xcdSample) {
      // A sample of one XCD (Options::Sampling) fetches every line of a
      // buffer until it has touched its share (1 / XCDs) of the buffer's
      // lines; past that the buffer is one the XCDs share, and the
      // sample fetches only the lines it owns (one in XCDs, by a hash of
      // the address: whoever touches a shared line first fetches it),
      // reading the others from the Infinity Cache.
      auto [base, size] = L.memory.bufferOf(line * T.lineBytes);
      uint64_t share =
          std::max<uint64_t>(1, (size / T.lineBytes + T.xcds - 1) / T.xcds);
      uint64_t touched = ++L.fetched[base];
      fromHbm = touched <= share ||
                (line * 0x9E3779B97F4A7C15ull >> 40) % T.xcds == 0;
    }
    if (fromHbm) {
      L.hbmFree = std::max(L.hbmFree, double(start)) + hbmLine;
      L.stats.hbmReadBytes += T.lineBytes;
      w.wg->hbmBytes += T.lineBytes;
      done = std::max({done, start + T.hbmLatency,
                       uint64_t(std::max(L.hbmFree, fabric)) + T.l2Latency});
    } else {
      done = std::max(
          {done, start + T.mallLatency, uint64_t(fabric) + T.l2Latency});
    }
  }
  L.lines.clear();
  return done;
}

/// The timing model's part of one instruction (Timing.h): when the wave
/// issues it, what it occupies, when its results are ready.
void timeInstruction(Wave &w, const Inst &in, uint64_t vmBefore,
                     uint64_t dsBefore, uint64_t smemBefore) {
  Launch &L = w.launch;
  const ChipTiming &T = *L.t;
  Launch::CU &cu = L.cus[w.cu];
  unsigned s = w.simd;
  uint64_t t = w.ready;
  const uint64_t arrived = w.ready;
  // Registers an MFMA is still writing. An MFMA's own C and D wait for the
  // pipe instead: back-to-back accumulation into the same registers needs
  // no wait states on gfx940 / gfx950 (LLVM's GCNHazardRecognizer).
  for (size_t i = 0; i < in.ops.size(); ++i) {
    const Operand &o = in.ops[i];
    if (in.cls == Cls::Mfma && (i == 0 || i == 3))
      continue;
    if (o.kind == OpKind::VGPR || o.kind == OpKind::AGPR)
      for (unsigned k = 0; k < o.count; ++k)
        t = std::max(t, w.regReady[w.vbase(o) + k]);
  }
  L.stats.waitMfma += t - arrived; // an MFMA result not yet written
  uint64_t before = t;
  auto align = [&](uint64_t x) {
    uint64_t I = T.issueInterval, phase = s % I;
    return x <= phase ? phase : phase + (x - phase + I - 1) / I * I;
  };
  auto popcount = [&] { return uint64_t(__builtin_popcountll(w.exec)); };
  uint64_t next = 0;
  switch (in.cls) {
  case Cls::Waitcnt: {
    uint32_t imm = in.imms.empty() ? 0 : uint32_t(in.imms[0]);
    uint64_t vm = (imm & 0xF) | ((imm >> 14) & 3) << 4;
    uint64_t lgkm = (imm >> 8) & 0xF;
    if (vm < 63 && vmBefore > vm)
      t = std::max(t, w.vmDoneAt[vmBefore - vm]);
    uint64_t afterVm = t;
    if (lgkm < 15) {
      if (dsBefore > lgkm)
        t = std::max(t, w.dsDoneAt[dsBefore - lgkm]);
      if (lgkm == 0 && smemBefore)
        for (uint64_t i = 1; i <= smemBefore; ++i)
          t = std::max(t, w.smemDoneAt[i]);
    }
    L.stats.waitVmem += afterVm - before;
    L.stats.waitLgkm += t - afterVm;
    next = t + 1;
    L.stats.waveIssue += 1;
    break;
  }
  case Cls::Mfma: {
    t = std::max(t, cu.mfmaFree[s]);
    L.stats.waitMfma += t - before;
    before = t;
    t = align(t);
    cu.mfmaFree[s] = t + in.cycles;
    const Operand &d = in.ops[0];
    for (unsigned k = 0; k < d.count; ++k)
      w.regReady[w.vbase(d) + k] = t + in.cycles + T.mfmaLatencyExtra;
    L.stats.mfmaBusyCycles += in.cycles;
    next = t + T.issueInterval;
    break;
  }
  case Cls::Valu:
    t = std::max(t, cu.valuFree[s]);
    L.stats.waitValu += t - before;
    before = t;
    if (in.noCoissue) { // (not beside an MFMA: after the SIMD's pipe drains)
      t = std::max(t, cu.mfmaFree[s]);
      L.stats.waitMfma += t - before;
      before = t;
    }
    t = align(t);
    cu.valuFree[s] = t + T.valuCycles;
    next = t + T.issueInterval;
    break;
  case Cls::Lds: {
    if (w.dsIssued > Wave::kMaxLgkmcnt)
      t = std::max(t, w.dsDoneAt[w.dsIssued - Wave::kMaxLgkmcnt]);
    L.stats.waitLgkm += t - before;
    before = t;
    t = align(t);
    uint64_t start = std::max(t, cu.ldsFree);
    uint64_t port = ldsCycles(L);
    cu.ldsFree = start + port;
    L.stats.ldsBusyCycles += port;
    uint64_t done = std::max(cu.ldsFree + T.ldsLatency,
                             w.dsDoneAt[w.dsIssued - 1]);
    w.dsDoneAt[w.dsIssued] = done;
    next = t + T.issueInterval;
    break;
  }
  case Cls::VmemLoad:
  case Cls::VmemStore: {
    if (w.vmIssued > Wave::kMaxVmcnt) // the counter is full: wait for the oldest
      t = std::max(t, w.vmDoneAt[w.vmIssued - Wave::kMaxVmcnt]);
    L.stats.waitVmem += t - before;
    before = t;
    t = align(t);
    uint64_t bytes = popcount() * in.laneBytes;
    uint64_t start = std::max(t, cu.vmemFree);
    cu.vmemFree = start + (bytes + T.l1BytesPerCycle - 1) / T.l1BytesPerCycle;
    uint64_t done = cu.vmemFree + T.l2Latency;
    done = vmemLines(w, in.cls == Cls::VmemStore, start, done);
    if (w.vmIssued > vmBefore) {
      done = std::max(done, w.vmDoneAt[w.vmIssued - 1]); // in order
      w.vmDoneAt[w.vmIssued] = done;
    }
    next = t + T.issueInterval;
    break;
  }
  case Cls::Smem:
    t = align(t);
    w.smemDoneAt[w.smemIssued] = t + T.smemLatency;
    next = t + T.issueInterval;
    break;
  case Cls::Nop:
    t = align(t);
    next = t + std::max<uint64_t>(in.cycles, T.issueInterval);
    break;
  default: // SALU, branches, barriers, s_endpgm
    t = align(t);
    next = t + T.issueInterval;
  }
  if (in.cls != Cls::Waitcnt)
    L.stats.waveIssue += next - before;
  w.ready = next;
}
} // namespace

void sim::step(Wave &w) {
  const Inst *in = w.launch.code.at(w.pc);
  if (!in)
    w.fault(-1, "the program counter 0x" + hex(w.pc - w.launch.kernel.entry) +
                    " is not at an instruction of kernel " +
                    w.launch.kernel.name);
  w.cur = in;
  Stats &st = w.launch.stats;
  ++st.instructions;
  ++w.executed;
  if (!in->exec)
    execUnimplemented(w, *in);
  if (in->vEnd > w.numV || in->aEnd > w.numA)
    for (const Operand &o : in->ops)
      if ((o.kind == OpKind::VGPR && o.reg + o.count > w.numV) ||
          (o.kind == OpKind::AGPR && o.reg + o.count > w.numA))
        w.fault(-1, std::string(o.kind == OpKind::AGPR ? "a" : "v") +
                        std::to_string(o.reg + o.count - 1) +
                        " is beyond the kernel's " +
                        std::to_string(o.kind == OpKind::AGPR ? w.numA
                                                              : w.numV) +
                        (o.kind == OpKind::AGPR ? " AGPRs" : " VGPRs") +
                        " (its metadata's register count)");
  if (!w.launch.options.trace.empty()) {
    std::string me = std::to_string(w.wg->id[0] + w.launch.grid.x *
                                                      (w.wg->id[1] + w.launch.grid.y * w.wg->id[2])) +
                     "," + std::to_string(w.id);
    if (me == w.launch.options.trace)
      llvm::errs() << "[" << me << "] " << llvm::format_hex_no_prefix(in->pc - w.launch.kernel.entry, 6)
                   << " exec=" << llvm::format_hex(w.exec, 18) << "  "
                   << StringRefTrim(in->text) << "\n";
  }
  w.jumped = false;
  uint64_t vmBefore = w.vmIssued, dsBefore = w.dsIssued,
           smemBefore = w.smemIssued;
  in->exec(w, *in);
  if (!w.jumped)
    w.pc += in->size;
  // The counters saturate: a wave does not issue a 64th vector memory
  // (16th LDS) instruction while 63 (15) are outstanding, so the oldest is
  // complete when one more issues (LLVM's SIInsertWaitcnts relies on it).
  if (w.vmIssued - w.vmDone > Wave::kMaxVmcnt)
    w.vmDone = w.vmIssued - Wave::kMaxVmcnt;
  if (w.dsIssued - w.dsDone > Wave::kMaxLgkmcnt)
    w.dsDone = w.dsIssued - Wave::kMaxLgkmcnt;
  if (w.launch.timing) {
    for (std::vector<uint64_t> *v : {&w.vmDoneAt, &w.dsDoneAt, &w.smemDoneAt})
      if (v->size() < std::max({w.vmIssued, w.dsIssued, w.smemIssued}) + 2)
        v->resize(2 * v->size() + 16, 0);
    if (!w.launch.options.profile) {
      timeInstruction(w, *in, vmBefore, dsBefore, smemBefore);
      return;
    }
    Stats &s = w.launch.stats;
    std::array<uint64_t, 6> before = s.waveTime();
    uint64_t lds = s.ldsBusyCycles;
    timeInstruction(w, *in, vmBefore, dsBefore, smemBefore);
    std::array<uint64_t, 6> after = s.waveTime();
    ProfileLine &p = s.profile[in->pc - w.launch.kernel.entry];
    p.ldsCycles += s.ldsBusyCycles - lds;
    if (!p.count++)
      p.text = StringRefTrim(in->text);
    for (size_t i = 0; i < after.size(); ++i)
      p.time[i] += after[i] - before[i];
  }
}

std::vector<std::string> sim::implementedInstructions() {
  std::vector<std::string> out;
  for (auto &[n, h] : table())
    out.push_back(n);
  for (const Bound &b : boundTable())
    out.push_back(b.name);
  // The families bindInst recognizes by pattern.
  for (const char *family :
       {"v_cmp_* / v_cmpx_* (f16 f32 f64 i16 u16 i32 u32 i64 u64, class)",
        "s_add/sub/mul/logic/shift/min/max/bfe/pack/cmpk (32 and 64-bit)",
        "v_cvt_{f32,pk_f32}_{fp8,bf8}, v_cvt_pk_{fp8,bf8}_f32",
        "v_cvt_scalef32_* (fp8 bf8 fp4 from and to f32 f16 bf16; gfx950)",
        "s_load_dword*, s_buffer_load_dword*",
        "global_load_* / global_store_* / global_atomic_*",
        "scratch_load_* / scratch_store_* (architected flat scratch)",
        "buffer_load_* / buffer_store_* / buffer_atomic_* (offen idxen lds)",
        "ds_read_* / ds_write_* / ds_read2* / ds_write2* / LDS atomics",
        "ds_swizzle_b32, ds_bpermute_b32, ds_permute_b32",
        "ds_read_b64_tr_b{4,8,16}, ds_read_b96_tr_b6 (gfx950)",
        "v_mfma_* of lib/Target's catalog, v_mfma_scale_* (gfx950)"})
    out.push_back(family);
  std::sort(out.begin(), out.end());
  return out;
}

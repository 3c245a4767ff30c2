//===- QuantKernels.cpp - quantize / dequantize / amax GPU kernels
//---------===//
//
// Tile mapping (every kernel but the one-pass per-row quantize, a row per
// workgroup: buildQuantizeRows): 256 threads, thread t has tx = t % 16 and
// ty = t / 16; it owns RT consecutive rows x 8 consecutive columns of a
// (16 RT) x 128 tile, one 16-byte (bf16 / f16; two for f32) raw buffer
// load per row. Rows past R and column chunks past C read 0 and their
// stores are dropped (an out-of-bounds row index on a raw buffer).
//
// A block's amax: in the thread over its rows and columns, then across the
// lanes that share the block with xor shuffles (columns: lane bits 0-3,
// rows: lane bits 4-5), then across waves through LDS (blocks of 64 or 128
// rows). Groups as wide as a row (too wide for the one-pass kernel), a
// column or the tensor come from the amax kernel's first pass (buffer atomic
// max of the amax's bits: |x| >= 0, so its bit pattern orders as the value
// does, as a signed or an unsigned integer, and NaN is above Inf).
//
// Element casts are those of lowp::num::encode: fp8 through the hardware
// conversion to FNUZ fp8 (v_cvt_pk_fp8_f32, round to nearest even) of |y|
// (of |y| / 2 for OCP codes, which read as FNUZ have half the value), with
// the signs and NaNs put back four codes per word (gfx950: its OCP
// conversion); fp6 through the same conversion of |y| times 2^-(bias
// difference) (encodeFp6Hw); fp4 (gfx950: its fp4 conversion at scale 1)
// and the UE4M3 / UE5M3 block scales by f32 arithmetic (an add of
// 2^(q + 23) rounds to the format's quantum 2^q, ties to even).
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/QuantKernels.h"
#include "lowp/Conversion/GemmKernels.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <cmath>

using namespace mlir;
using namespace lowp;
using num::Format;
using num::ScaleKind;
using num::ScaleMode;

//===----------------------------------------------------------------------===//
// Configuration
//===----------------------------------------------------------------------===//

AmaxGroup QuantKernelConfig::firstPass() const {
  if (rowWaves > 0)
    return AmaxGroup::None; // the row is reduced in registers
  if (br == num::kWhole && bc == num::kWhole)
    return AmaxGroup::Tensor;
  if (bc == num::kWhole)
    return AmaxGroup::Rows;
  if (br == num::kWhole)
    return AmaxGroup::Cols;
  return tensorScale ? AmaxGroup::Tensor : AmaxGroup::None;
}

void lowp::planRowResident(QuantKernelConfig &cfg, int64_t cols) {
  using Cfg = QuantKernelConfig;
  cfg.rowWaves = cfg.rowChunks = 0;
  if (cfg.kind != Cfg::Kind::Quantize || cfg.br != 1 || cfg.bc != num::kWhole ||
      cfg.tensorScale || ShapedType::isDynamic(cols) || cols <= 0)
    return;
  // Modeled (8192 x 8192 and 2048 x 7168 bf16, 2048 x 4096 f32): rows
  // spread over 8 waves, 32 bytes of input a lane, beat 4 or 16 waves and
  // beat 64 bytes a lane; rows too wide for that take the fewest waves that
  // keep at most 64 VGPRs of values a lane (16 chunks of bf16 / f16, 8 of
  // f32), else the two-pass kernels.
  int64_t chunkBytes = Cfg::kVec * (cfg.hpType.isF32() ? 4 : 2);
  auto chunks = [&](int64_t waves) {
    return llvm::divideCeil(cols, 64 * waves * Cfg::kVec);
  };
  for (int64_t waves : {4, 8, 16}) {
    if (chunks(waves) * chunkBytes <= 32) {
      cfg.rowWaves = waves;
      cfg.rowChunks = chunks(waves);
      return;
    }
  }
  for (int64_t waves : {4, 8, 16}) {
    if (chunks(waves) * chunkBytes <= 256) {
      cfg.rowWaves = waves;
      cfg.rowChunks = chunks(waves);
      return;
    }
  }
}

int64_t QuantKernelConfig::rowsPerThread() const {
  if (kind == Kind::Amax)
    return 8;
  if (kind == Kind::Dequantize || br == 1 || br == num::kWhole)
    return 4;
  return br <= 32 ? br / 4 : 8;
}

static const char *scaleModeName(ScaleMode m) {
  switch (m) {
  case ScaleMode::Floor:
    return "floor";
  case ScaleMode::Ceil:
    return "ceil";
  case ScaleMode::Even:
    return "even";
  case ScaleMode::RCeil:
    return "rceil";
  }
  return "";
}

std::string QuantKernelConfig::name() const {
  auto ext = [](int64_t e) {
    return e == num::kWhole ? std::string("all") : std::to_string(e);
  };
  std::string hp = hpType.isF32() ? "f32" : hpType.isBF16() ? "bf16" : "f16";
  if (kind == Kind::Amax) {
    const char *g[] = {"", "rows", "cols", "tensor"};
    return std::string("amax_") + g[int(amaxGroup)] + "_" + hp;
  }
  const char *scales[] = {"f32", "e8m0", "ue4m3", "ue5m3"};
  std::string s = kind == Kind::Quantize ? "quantize_" : "dequantize_";
  s += std::string(num::getInfo(element).name) + "_" + scales[int(scale)] +
       "_" + ext(br) + "x" + ext(bc);
  if (tensorScale)
    s += "_ts";
  if (kind == Kind::Quantize && scale == ScaleKind::E8M0)
    s += std::string("_") + scaleModeName(mode);
  if (kind == Kind::Quantize && pow2)
    s += "_pow2";
  if (kind == Kind::Quantize && rowWaves > 0)
    s += "_rows" + std::to_string(rowWaves) + "w" + std::to_string(rowChunks);
  s += kind == Kind::Quantize ? "_from_" + hp : "_to_" + hp;
  return s;
}

std::string lowp::quantKernelSupport(ArrayRef<int64_t> shape,
                                     ArrayRef<int64_t> block) {
  if (shape.size() != 2)
    return "the kernels take rank-2 tensors";
  if (ShapedType::isDynamic(shape[1]) || shape[1] % 8 != 0)
    return "the kernels need a static column count that is a multiple of 8";
  // (A dynamic row count of 0 runs the kernels: they write the scales of
  // an empty tensor. No columns would leave per-row scales unwritten.)
  if (shape[0] == 0 || shape[1] == 0)
    return "the tensor is empty";
  // Buffers are addressed with 32-bit byte offsets (f32 input: 4 bytes an
  // element).
  if (!ShapedType::isDynamic(shape[0]) &&
      shape[0] * shape[1] >= (int64_t(1) << 29))
    return "the tensor has 2^29 elements or more (the kernels address "
           "buffers with 32-bit byte offsets)";
  int64_t br = block[0], bc = block[1];
  bool wholeR = br == num::kWhole, wholeC = bc == num::kWhole;
  if (wholeR && wholeC)
    return "";
  if (wholeC)
    return br == 1 ? "" : "blocks spanning whole rows must be one row high";
  if (wholeR)
    return bc == 1 ? "" : "blocks spanning whole columns must be one column "
                          "wide";
  if (!llvm::is_contained({1, 8, 16, 32, 64, 128}, bc))
    return "block width " + std::to_string(bc) +
           " (the kernels take 1, 8, 16, 32, 64 or 128)";
  if (!llvm::is_contained({1, 4, 8, 16, 32, 64, 128}, br))
    return "block height " + std::to_string(br) +
           " (the kernels take 1, 4, 8, 16, 32, 64 or 128)";
  if (br > 1 && ShapedType::isDynamic(shape[0]))
    return "blocks more than one row high need a static row count";
  return "";
}

//===----------------------------------------------------------------------===//
// Type-generic arithmetic (scalars or vectors of i32 / f32)
//===----------------------------------------------------------------------===//

namespace {
struct Ar {
  ImplicitLocOpBuilder &b;

  static Type like(Type t, Type elem) {
    if (auto v = dyn_cast<VectorType>(t))
      return v.clone(elem);
    return elem;
  }
  Type i32(Value v) { return like(v.getType(), b.getI32Type()); }
  Type f32(Value v) { return like(v.getType(), b.getF32Type()); }
  Value cst(Type t, TypedAttr a) {
    if (auto v = dyn_cast<VectorType>(t))
      return arith::ConstantOp::create(b, DenseElementsAttr::get(v, a));
    return arith::ConstantOp::create(b, a);
  }
  Value ci(Value like, int64_t v) {
    return cst(i32(like), b.getI32IntegerAttr(int32_t(uint32_t(v))));
  }
  Value cf(Value like, double v) {
    return cst(f32(like), b.getF32FloatAttr(static_cast<float>(v)));
  }
  Value bits(Value f) { return arith::BitcastOp::create(b, i32(f), f); }
  Value flt(Value i) { return arith::BitcastOp::create(b, f32(i), i); }
  Value band(Value x, int64_t m) { return arith::AndIOp::create(b, x, ci(x, m)); }
  Value bor(Value x, Value y) { return arith::OrIOp::create(b, x, y); }
  Value shl(Value x, int64_t n) { return arith::ShLIOp::create(b, x, ci(x, n)); }
  Value shr(Value x, int64_t n) { return arith::ShRUIOp::create(b, x, ci(x, n)); }
  Value addi(Value x, int64_t y) { return arith::AddIOp::create(b, x, ci(x, y)); }
  Value subi(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value icmp(arith::CmpIPredicate p, Value x, int64_t y) {
    return arith::CmpIOp::create(b, p, x, ci(x, y));
  }
  Value fcmp(arith::CmpFPredicate p, Value x, double y) {
    return arith::CmpFOp::create(b, p, x, cf(x, y));
  }
  Value isNaN(Value x) {
    return arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, x, x);
  }
  Value sel(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, c, x, y);
  }
  Value seli(Value c, int64_t x, Value y) { return sel(c, ci(y, x), y); }
  Value mulf(Value x, Value y) { return arith::MulFOp::create(b, x, y); }
  Value divf(Value x, Value y) { return arith::DivFOp::create(b, x, y); }
  Value maxf(Value x, Value y) { return arith::MaximumFOp::create(b, x, y); }
  /// torch.clamp: NaN stays NaN.
  Value clamp(Value x, double lo, double hi) {
    return arith::MinimumFOp::create(
        b, arith::MaximumFOp::create(b, x, cf(x, lo)), cf(x, hi));
  }
  Value splat(Value s, int64_t n) {
    return vector::BroadcastOp::create(
        b, VectorType::get({n}, s.getType()), s);
  }
};
} // namespace

/// num::encode of f32 values already clamped to the format's range (fp4 /
/// fp6 saturate anyway; an E5M2 Inf stays Inf): fp6 / fp4 elements, the
/// UE4M3 / UE5M3 scales, and fp8 (OCP or FNUZ) where the hardware
/// conversion is not used (gfx950): i32 codes.
static Value encodeSoft(Ar &a, Value y, Format fmt) {
  const num::FormatInfo &info = num::getInfo(fmt);
  int mb = info.mantBits, emin = 1 - info.bias;
  Value bits = a.bits(y);
  Value sign = a.shr(bits, 31);
  Value mag = a.band(bits, 0x7FFFFFFF);
  Value af = a.flt(mag);
  if (fmt == Format::F6E2M3FN || fmt == Format::F6E3M2FN ||
      fmt == Format::F4E2M1FN)
    af = arith::MinimumFOp::create(a.b, af, a.cf(af, info.maxFinite));
  // The quantum's biased exponent: max(e, emin) - mantissa bits.
  Value ef = a.shr(a.bits(af), 23);
  Value qe = a.addi(arith::MaxUIOp::create(a.b, ef, a.ci(ef, emin + 127)), -mb);
  Value magic = a.flt(a.shl(a.addi(qe, 23), 23));
  Value r = arith::SubFOp::create(a.b, arith::AddFOp::create(a.b, af, magic),
                                  magic);
  Value normal = a.addi(a.shr(a.bits(r), 23 - mb), -((126 + emin) << mb));
  Value sub = arith::FPToUIOp::create(
      a.b, a.i32(r), a.mulf(r, a.cf(r, std::ldexp(1.0, mb - emin))));
  Value code = a.sel(a.fcmp(arith::CmpFPredicate::OGE, r, std::ldexp(1.0, emin)),
                     normal, sub);
  Value signBit = a.shl(sign, info.bits - 1);
  if (info.fnuz) // no -0: the sign only on non-zero codes
    code = a.bor(code, a.sel(a.icmp(arith::CmpIPredicate::ne, code, 0),
                             signBit, a.ci(code, 0)));
  else if (info.isSigned)
    code = a.bor(code, signBit);
  if (fmt == Format::F8E5M2) // Inf (an unclamped rceil block): S.11111.00
    code = a.sel(a.fcmp(arith::CmpFPredicate::OEQ, af, INFINITY),
                 a.bor(signBit, a.ci(code, 0x7C)), code);
  // NaN: fp8 keeps the sign (as num::encode), fp4 / fp6 have none (0).
  if (info.fnuz)
    return a.seli(a.isNaN(y), 0x80, code);
  if (fmt == Format::F8E4M3FN || fmt == Format::F8E5M2)
    return a.sel(a.isNaN(y),
                 a.bor(signBit, a.ci(code, fmt == Format::F8E5M2 ? 0x7E : 0x7F)),
                 code);
  int64_t nan = fmt == Format::UE4M3 ? 0x7F : fmt == Format::UE5M3 ? 0xFF : 0;
  return a.seli(a.isNaN(y), nan, code);
}

/// num::decode of i32 codes of an element or UE4M3 / UE5M3 format to f32.
static Value decodeSoft(Ar &a, Value c, Format fmt) {
  const num::FormatInfo &info = num::getInfo(fmt);
  int mb = info.mantBits;
  bool hasSign = info.isSigned || fmt == Format::UE4M3;
  unsigned magBits = hasSign ? info.bits - 1 : info.bits;
  Value mag = a.band(c, (1 << magBits) - 1);
  Value e = a.shr(mag, mb);
  Value m = a.band(mag, (1 << mb) - 1);
  Value normalBits =
      a.bor(a.shl(a.addi(e, 127 - info.bias), 23), a.shl(m, 23 - mb));
  Value sub = a.mulf(arith::UIToFPOp::create(a.b, a.f32(m), m),
                     a.cf(m, std::ldexp(1.0, 1 - info.bias - mb)));
  Value v = a.sel(a.icmp(arith::CmpIPredicate::eq, e, 0), sub, a.flt(normalBits));
  if (hasSign)
    v = a.flt(a.bor(a.bits(v), a.shl(a.band(a.shr(c, magBits), 1), 31)));
  Value nan;
  switch (fmt) {
  case Format::F8E4M3FN:
  case Format::UE4M3:
    nan = a.icmp(arith::CmpIPredicate::eq, mag, 0x7F);
    break;
  case Format::F8E5M2: {
    Value top = a.icmp(arith::CmpIPredicate::eq, e, 31);
    Value inf = a.flt(a.bor(a.ci(c, 0x7F800000),
                            a.shl(a.band(a.shr(c, 7), 1), 31)));
    v = a.sel(top, inf, v);
    nan = arith::AndIOp::create(a.b, top,
                                a.icmp(arith::CmpIPredicate::ne, m, 0));
    break;
  }
  case Format::F8E4M3FNUZ:
  case Format::F8E5M2FNUZ:
    nan = a.icmp(arith::CmpIPredicate::eq, c, 0x80);
    break;
  case Format::UE5M3:
    nan = a.icmp(arith::CmpIPredicate::eq, c, 0xFF);
    break;
  default:
    return v;
  }
  return a.sel(nan, a.cf(v, NAN), v);
}

/// An E8M0 code (i32) to 2^(b - 127) (NaN for 255; 2^-127 for 0).
static Value decodeE8M0Generic(Ar &a, Value c) {
  Value bits = a.sel(a.icmp(arith::CmpIPredicate::eq, c, 0), a.ci(c, 0x400000),
                     a.shl(c, 23));
  return a.sel(a.icmp(arith::CmpIPredicate::eq, c, 255), a.cf(c, NAN),
               a.flt(bits));
}

/// gfx950: 8 f32 values already clamped to +-6 (vector<8xf32>) to fp4
/// codes packed two per byte (vector<4xi8>, element 2i in the low nibble of
/// byte i) with the hardware conversion at scale 1 (v_cvt_scalef32_pk_fp4_f32:
/// one RNE, two values per instruction), num::encode's result for every
/// such value. It would turn NaN into +-6 (AMD's model of the conversion)
/// where num::encode gives 0: NaN values (only in blocks with a NaN scale,
/// whose codes are don't-care, NUMERICS.md 2) become 0 first, so the codes
/// are the reference's bit for bit.
static Value encodeFp4Hw(Ar &a, Value y) {
  ImplicitLocOpBuilder &b = a.b;
  auto v8 = VectorType::get({8}, Float4E2M1FNType::get(b.getContext()));
  Value one = arith::ConstantOp::create(b, b.getF32FloatAttr(1.0f));
  y = a.sel(a.isNaN(y), a.cf(y, 0.0), y);
  Value packed;
  for (int64_t i = 0; i < 4; ++i) {
    // (vector.extract_strided_slice does not lower to LLVM.)
    Value pair = vector::ShuffleOp::create(b, y, y,
                                           ArrayRef<int64_t>{2 * i, 2 * i + 1});
    packed = amdgpu::PackedScaledTruncOp::create(b, v8, pair, one, i, packed);
  }
  return vector::BitCastOp::create(b, VectorType::get({4}, b.getI8Type()),
                                   packed);
}

/// The FNUZ type the hardware conversion writes for an fp8 format.
static Type fnuzType(MLIRContext *ctx, Format f) {
  if (f == Format::F8E4M3FN || f == Format::F8E4M3FNUZ)
    return Float8E4M3FNUZType::get(ctx);
  return Float8E5M2FNUZType::get(ctx);
}

/// Values 4w .. 4w + 3 of `af` (vector<8xf32>) converted by the hardware
/// fp8 conversion to the fp8 type `t` (two packed_trunc_2xfp8, RNE, no
/// saturation): one i32 word, value 4w + i in byte i.
static Value convertWord(ImplicitLocOpBuilder &b, Value af, int64_t w,
                         Type t) {
  auto v4 = VectorType::get({4}, t);
  auto elem = [&](int64_t i) {
    return vector::ExtractOp::create(b, af, ArrayRef<int64_t>{4 * w + i})
        .getResult();
  };
  Value p = amdgpu::PackedTrunc2xFp8Op::create(b, v4, elem(0), elem(1),
                                               uint32_t(0), Value());
  p = amdgpu::PackedTrunc2xFp8Op::create(b, v4, elem(2), elem(3),
                                         uint32_t(1), p);
  return vector::ExtractOp::create(
      b, vector::BitCastOp::create(b, VectorType::get({1}, b.getI32Type()), p),
      ArrayRef<int64_t>{0});
}

/// num::encode of 8 f32 values (vector<8xf32>, already clamped, or
/// non-finite) to fp8 codes (vector<8xi8>) with the hardware conversion,
/// two per instruction. It converts |y| and then puts the sign back per
/// byte of a word.
/// gfx942 converts to FNUZ fp8 (OCP formats as |y| / 2, exact for every
/// value that does not round to 0): FNUZ: the sign goes back on non-zero
/// codes (NaN stays 0x80, no -0); OCP: NaN (0x80 from the conversion)
/// becomes 0x7F (E4M3) / 0x7E (E5M2), the sign goes back everywhere (-0
/// and -NaN included). An infinite |y| (E5M2, unclamped rceil) is converted
/// as 65536, which /2 is the FNUZ code 0x7C, OCP's Inf.
/// gfx950 (`ocpHw`) converts OCP fp8 as it is (RNE; |y| is clamped, or
/// Inf / NaN, which it encodes as OCP does), the sign goes back everywhere.
static Value encodeFp8(Ar &a, Value y, Format fmt, bool ocpHw) {
  ImplicitLocOpBuilder &b = a.b;
  bool ocp = fmt == Format::F8E4M3FN || fmt == Format::F8E5M2;
  Value bits = a.bits(y);
  Value af = a.flt(a.band(bits, 0x7FFFFFFF));
  if (fmt == Format::F8E5M2 && !ocpHw)
    af = a.sel(a.fcmp(arith::CmpFPredicate::OEQ, af, INFINITY),
               a.cf(af, 65536.0), af);
  if (ocp && !ocpHw)
    af = a.mulf(af, a.cf(af, 0.5));
  MLIRContext *ctx = b.getContext();
  Type t = !ocpHw                     ? fnuzType(ctx, fmt)
           : fmt == Format::F8E4M3FN ? Type(Float8E4M3FNType::get(ctx))
                                      : Type(Float8E5M2Type::get(ctx));
  Value signs = a.shl(a.shr(bits, 31), 7); // vector<8xi32>: 0 or 0x80
  SmallVector<Value> words;
  for (int64_t w = 0; w < 2; ++w) {
    Value word = convertWord(b, af, w, t);
    Value s = vector::ExtractOp::create(b, signs, ArrayRef<int64_t>{4 * w});
    for (int64_t i = 1; i < 4; ++i)
      s = a.bor(s, a.shl(vector::ExtractOp::create(b, signs,
                                                   ArrayRef<int64_t>{4 * w + i}),
                         8 * i));
    if (ocpHw) {
      word = a.bor(word, s);
    } else if (ocp) {
      Value nan = a.band(word, 0x80808080u);
      word = a.subi(word, a.shr(nan, fmt == Format::F8E4M3FN ? 7 : 6));
      word = a.bor(word, s);
    } else {
      Value nz = a.band(a.bor(a.addi(a.band(word, 0x7F7F7F7F), 0x7F7F7F7F), word),
                        0x80808080u);
      word = a.bor(word, arith::AndIOp::create(b, s, nz));
    }
    words.push_back(word);
  }
  Value packed = vector::FromElementsOp::create(
      b, VectorType::get({2}, b.getI32Type()), words);
  return vector::BitCastOp::create(b, VectorType::get({8}, b.getI8Type()),
                                   packed);
}

/// num::encode of 8 f32 values (vector<8xf32>) to fp6 codes (vector<8xi8>,
/// one per byte) through the chip's fp8 conversion (v_cvt_pk_fp8_f32 /
/// v_cvt_pk_bf8_f32, two values per instruction): E2M3 is E4M3 (gfx942:
/// E4M3FNUZ) restricted to its lowest four exponent fields, and E3M2 is
/// E5M2 (E5M2FNUZ) restricted likewise, with the same mantissa width, the
/// same subnormal quantum and the values divided by 2^(bias difference)
/// (the code maps of GemmKernels.h, read backwards). So |y|, clamped to the
/// format's maximum, times 2^-d rounds (RNE) to the fp8 code whose
/// magnitude bits are the fp6 code's; the sign goes back as bit 5 (y is
/// clamped already unless `clamped` is false, an rceil block). The
/// scaling is exact (a normal f32 result, or one below half the fp8
/// format's smallest subnormal, which rounds to 0 either way), and a tie
/// stays a tie. NaN (only in NaN-scale blocks, whose codes are don't-care)
/// encodes as 0, as num::encode does, -0 and negative values that round to
/// 0 as -0.
static Value encodeFp6Hw(Ar &a, Value y, Format fmt, bool ocp,
                         bool clamped) {
  ImplicitLocOpBuilder &b = a.b;
  MLIRContext *ctx = b.getContext();
  bool e2m3 = fmt == Format::F6E2M3FN;
  const num::FormatInfo &info = num::getInfo(fmt);
  Type t = e2m3 ? (ocp ? Type(Float8E4M3FNType::get(ctx))
                       : Type(Float8E4M3FNUZType::get(ctx)))
                : (ocp ? Type(Float8E5M2Type::get(ctx))
                       : Type(Float8E5M2FNUZType::get(ctx)));
  int d = codeMapLog2(e2m3 ? CodeMap::E2M3 : CodeMap::E3M2, t);
  Value bits = a.bits(a.sel(a.isNaN(y), a.cf(y, 0.0), y));
  Value af = a.flt(a.band(bits, 0x7FFFFFFF));
  if (!clamped) // rceil: y may pass the maximum by less than half a step
    af = arith::MinimumFOp::create(b, af, a.cf(af, info.maxFinite));
  af = a.mulf(af, a.cf(af, std::ldexp(1.0, -d)));
  SmallVector<Value> words;
  for (int64_t w = 0; w < 2; ++w)
    words.push_back(convertWord(b, af, w, t));
  auto i8x8 = VectorType::get({8}, b.getI8Type());
  Value codes = vector::BitCastOp::create(
      b, i8x8,
      vector::FromElementsOp::create(b, VectorType::get({2}, b.getI32Type()),
                                     words));
  // The signs as bit 5 (NaN was made +0).
  Value sign = a.shl(a.shr(bits, 31), 5);
  return arith::OrIOp::create(b, codes,
                              arith::TruncIOp::create(b, i8x8, sign));
}

//===----------------------------------------------------------------------===//
// Scale parameters of a group from its amax (NUMERICS.md sections 3-6)
//===----------------------------------------------------------------------===//

namespace {
struct ScaleParams {
  Value stored; // i32 code (E8M0 / UE4M3 / UE5M3) or f32 decode factor
  Value mult;   // f32 element multiplier
};
} // namespace

static ScaleParams mxParams(Ar &a, Value amax, Format element,
                            ScaleMode mode) {
  using P = arith::CmpIPredicate;
  const num::FormatInfo &info = num::getInfo(element);
  Value bits = a.bits(amax);
  Value b8;
  if (mode == ScaleMode::RCeil) {
    float recip = 1.0f / static_cast<float>(info.maxFinite);
    Value d = a.mulf(amax, a.cf(amax, recip));
    Value db = a.bits(d);
    Value e = a.shr(db, 23), m = a.band(db, 0x7FFFFF);
    Value normal = arith::AddIOp::create(
        a.b, e,
        arith::ExtUIOp::create(a.b, a.i32(m), a.icmp(P::ne, m, 0)));
    Value sub = arith::ExtUIOp::create(a.b, a.i32(m),
                                       a.icmp(P::ugt, m, 0x400000));
    b8 = a.sel(a.icmp(P::ugt, e, 0), normal, sub);
    b8 = a.seli(a.icmp(P::uge, e, 255), 255, b8);
  } else {
    Value e;
    if (mode == ScaleMode::Even)
      e = a.shr(a.band(a.addi(bits, 1u << (22 - info.mantBits)), 0xFF800000u),
                23);
    else
      e = a.shr(bits, 23);
    Value nonFinite = a.icmp(P::uge, e, 255);
    if (mode == ScaleMode::Ceil)
      e = arith::AddIOp::create(
          a.b, e,
          arith::ExtUIOp::create(a.b, a.i32(e),
                                 a.icmp(P::ne, a.band(bits, 0x7FFFFF), 0)));
    b8 = arith::MaxSIOp::create(a.b, a.addi(e, -info.emax), a.ci(e, 0));
    b8 = a.seli(arith::OrIOp::create(a.b, nonFinite, a.isNaN(amax)), 255, b8);
  }
  // 2^(127 - b) as f32 bits: exponent field 254 - b, subnormal below 1.
  Value f = a.subi(a.ci(b8, 254), b8);
  Value low = a.icmp(P::slt, f, 1);
  Value amt = a.sel(low, a.subi(a.ci(f, 0), f), a.ci(f, 0));
  Value mbits = a.sel(low, arith::ShRUIOp::create(a.b, a.ci(f, 0x400000), amt),
                      a.shl(f, 23));
  return {b8, a.flt(mbits)};
}

static ScaleParams fp8Params(Ar &a, Value amax, Format element, bool pow2) {
  ImplicitLocOpBuilder &b = a.b;
  Type f64 = Ar::like(amax.getType(), b.getF64Type());
  auto c64 = [&](double v) {
    return a.cst(f64, b.getF64FloatAttr(v));
  };
  Value d = arith::ExtFOp::create(b, f64, amax);
  Value denom = arith::MaximumFOp::create(b, d, c64(1e-12));
  Value s = arith::TruncFOp::create(
      b, a.f32(amax),
      arith::DivFOp::create(b, c64(num::getInfo(element).maxFinite), denom));
  if (pow2) {
    Value ok = arith::AndIOp::create(
        b, a.fcmp(arith::CmpFPredicate::OGT, s, 0.0),
        a.fcmp(arith::CmpFPredicate::OLT, s, INFINITY));
    s = a.sel(ok, a.flt(a.band(a.bits(s), 0xFF800000u)), s);
  }
  return {a.divf(a.cf(s, 1.0), s), s};
}

/// NVFP4 / AMD-FP4 (NUMERICS.md sections 4, 5). `st`, `invSt`, `nanT`: the
/// tensor scale, its reciprocal and "the tensor scale is 0 or not finite"
/// (scalars; null for single-level NVFP4).
static ScaleParams fp4Params(Ar &a, Value amax, ScaleKind kind, Value st,
                             Value invSt, Value nanT) {
  bool ue4 = kind == ScaleKind::UE4M3;
  Format sf = ue4 ? Format::F8E4M3FN : Format::UE5M3;
  double lo = ue4 ? 0x1p-6 : 0x1p-17, hi = ue4 ? 448.0 : 114688.0;
  int64_t n = isa<VectorType>(amax.getType())
                  ? cast<VectorType>(amax.getType()).getNumElements()
                  : 0;
  auto spread = [&](Value s) { return n ? a.splat(s, n) : s; };
  Value bs = a.divf(amax, a.cf(amax, 6.0));
  if (st)
    bs = a.divf(bs, spread(st));
  Value code = encodeSoft(a, a.clamp(bs, lo, hi), sf);
  Value s8 = decodeSoft(a, code, ue4 ? Format::UE4M3 : Format::UE5M3);
  Value r = a.divf(st ? spread(invSt) : a.cf(s8, 1.0), s8);
  if (st) {
    Value nan = spread(nanT);
    code = a.seli(nan, ue4 ? 0x7F : 0xFF, code);
    r = a.sel(nan, a.cf(r, NAN), r);
  }
  return {code, r};
}

/// The codes of 8 values (vector<8xf32>) times `mult` (f32 or
/// vector<8xf32>): clamped to the element format's range (not for an rceil
/// E8M0 block), then the chip's conversion: gfx942's FNUZ one (OCP
/// bridged), gfx950's OCP one and its fp4 one; fp6 through the fp8
/// conversion of either chip; FNUZ on gfx950 (no FNUZ conversion) rounds in
/// f32 (like fp4 on gfx942). vector<8xi8>; fp4 on gfx950 packed two a
/// byte (vector<4xi8>), on gfx942 unpacked.
static Value encodeElements(Ar &a, const QuantKernelConfig &cfg, Value x,
                            Value mult) {
  ImplicitLocOpBuilder &b = a.b;
  const num::FormatInfo &info = num::getInfo(cfg.element);
  bool fp8 = info.bits == 8, fp6 = info.bits == 6;
  bool clampElems =
      !(cfg.scale == ScaleKind::E8M0 && cfg.mode == ScaleMode::RCeil);
  bool gfx950 = cfg.chip == target::Chip::GFX950;
  bool hwFp4 = gfx950 && cfg.element == Format::F4E2M1FN;
  if (!isa<VectorType>(mult.getType()))
    mult = a.splat(mult, 8);
  Value y = a.mulf(x, mult);
  if (clampElems)
    y = a.clamp(y, -info.maxFinite, info.maxFinite);
  if (hwFp4)
    return encodeFp4Hw(a, y);
  if (fp6)
    return encodeFp6Hw(a, y, cfg.element, gfx950, clampElems);
  if (fp8 && !(gfx950 && info.fnuz))
    return encodeFp8(a, y, cfg.element, gfx950);
  return arith::TruncIOp::create(b, VectorType::get({8}, b.getI8Type()),
                                 encodeSoft(a, y, cfg.element));
}

std::pair<Value, Value> lowp::mxBlockScale(ImplicitLocOpBuilder &b,
                                           const QuantKernelConfig &cfg,
                                           Value amax) {
  Ar a{b};
  ScaleParams p = mxParams(a, amax, cfg.element, cfg.mode);
  return {p.stored, p.mult};
}

Value lowp::encodeBlockCodes(ImplicitLocOpBuilder &b,
                             const QuantKernelConfig &cfg, Value x,
                             Value mult) {
  Ar a{b};
  Value codes = encodeElements(a, cfg, x, mult);
  if (num::isPackedInMemory(cfg.element) &&
      cast<VectorType>(codes.getType()).getNumElements() == 8)
    codes = packFp4Codes(b, codes);
  return codes;
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

namespace {
/// What every kernel starts with: thread coordinates, sizes, row indices.
struct Tile {
  Value tx, ty, wave, c0, colIn, R, C, rowBase;
  SmallVector<Value> rows; // per thread row; R (out of bounds) when !colIn
};
} // namespace

static Value idxc(ImplicitLocOpBuilder &b, int64_t v) {
  return arith::ConstantIndexOp::create(b, v);
}

static Tile makeTile(ImplicitLocOpBuilder &b, Value shaped, int64_t rt) {
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, x, y); };
  auto mul = [&](Value x, int64_t y) {
    return arith::MulIOp::create(b, x, idxc(b, y));
  };
  Tile t;
  Value tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  t.tx = arith::RemUIOp::create(b, tid, idxc(b, 16));
  t.ty = arith::DivUIOp::create(b, tid, idxc(b, 16));
  t.wave = arith::DivUIOp::create(b, tid, idxc(b, 64));
  t.R = memref::DimOp::create(b, shaped, 0);
  t.C = memref::DimOp::create(b, shaped, 1);
  t.c0 = add(mul(gpu::BlockIdOp::create(b, gpu::Dimension::x),
                 QuantKernelConfig::kTileCols),
             mul(t.tx, QuantKernelConfig::kVec));
  t.colIn = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, t.c0, t.C);
  t.rowBase = add(mul(gpu::BlockIdOp::create(b, gpu::Dimension::y), 16 * rt),
                  mul(t.ty, rt));
  for (int64_t r = 0; r < rt; ++r)
    t.rows.push_back(arith::SelectOp::create(
        b, t.colIn, add(t.rowBase, idxc(b, r)), t.R));
  return t;
}

static Value fatBuffer(ImplicitLocOpBuilder &b, Value m) {
  return lowp::fatRawBuffer(b, m);
}

Value lowp::maxElements(ImplicitLocOpBuilder &b, Value acc, Value v) {
  for (int64_t i = 0; i < cast<VectorType>(v.getType()).getNumElements(); ++i) {
    Value e = vector::ExtractOp::create(b, v, ArrayRef<int64_t>{i});
    acc = acc ? arith::MaximumFOp::create(b, acc, e).getResult() : e;
  }
  return acc;
}

Value lowp::xorShuffleMax(ImplicitLocOpBuilder &b, Value v, int32_t first,
                          int32_t end) {
  for (int32_t mask = first; mask < end; mask *= 2) {
    auto one = [&](Value s) -> Value {
      Value o = gpu::ShuffleOp::create(b, s, mask, 64, gpu::ShuffleMode::XOR)
                    .getShuffleResult();
      return arith::MaximumFOp::create(b, s, o);
    };
    auto vt = dyn_cast<VectorType>(v.getType());
    if (!vt) {
      v = one(v);
      continue;
    }
    SmallVector<Value> es;
    for (int64_t i = 0; i < vt.getNumElements(); ++i)
      es.push_back(one(vector::ExtractOp::create(b, v, ArrayRef<int64_t>{i})));
    v = vector::FromElementsOp::create(b, vt, es);
  }
  return v;
}

/// Max across the waves [w0, w0 + n) of each (tx, element): every lane
/// writes its value to lds[wave][tx], one barrier, then reads n of them.
static Value crossWaveMax(Ar &a, const Tile &t, Value lds, Value v,
                          Value firstWave, int64_t n) {
  ImplicitLocOpBuilder &b = a.b;
  auto vt = dyn_cast<VectorType>(v.getType());
  Value vec = vt ? v : a.splat(v, 1);
  auto st = cast<VectorType>(vec.getType());
  Value z = idxc(b, 0);
  vector::StoreOp::create(b, vec, lds, ValueRange{t.wave, t.tx, z});
  gpu::BarrierOp::create(b);
  Value m;
  for (int64_t w = 0; w < n; ++w) {
    Value x = vector::LoadOp::create(
        b, st, lds,
        ValueRange{arith::AddIOp::create(b, firstWave, idxc(b, w)), t.tx, z});
    m = m ? a.maxf(m, x) : x;
  }
  return vt ? m : vector::ExtractOp::create(b, m, ArrayRef<int64_t>{0}).getResult();
}

namespace {
/// Builds one quantize / dequantize / amax kernel of a QuantKernelConfig:
/// the signature, then one of the three bodies.
struct QuantKernelGen {
  using K = QuantKernelConfig::Kind;
  const QuantKernelConfig &cfg;
  ImplicitLocOpBuilder &b;
  Ar a;
  Type i8, i32, f32, scaleT;
  int64_t rt;
  AmaxGroup first;
  bool bounded;
  int64_t wavesPerBlock;
  Block *entry = nullptr;
  Value ldsBuf;
  // Quantize: the scale rows (where non-writing lanes aim) and index 0.
  Value SR, zero;

  QuantKernelGen(const QuantKernelConfig &cfg, ImplicitLocOpBuilder &b)
      : cfg(cfg), b(b), a{b}, i8(b.getI8Type()), i32(b.getI32Type()),
        f32(b.getF32Type()),
        scaleT(cfg.scale == ScaleKind::F32 ? f32 : Type(i8)),
        rt(cfg.rowsPerThread()),
        first(cfg.kind == K::Amax ? cfg.amaxGroup : cfg.firstPass()),
        // Cross-wave partial maxima: blocks of 64 / 128 rows, column and
        // tensor amax.
        bounded(cfg.br != num::kWhole && cfg.bc != num::kWhole),
        wavesPerBlock(cfg.kind == K::Quantize && bounded && cfg.br > 1
                          ? cfg.br / rt / 4
                          : 1) {}

  VectorType vty(Type t) {
    return VectorType::get({QuantKernelConfig::kVec}, t);
  }
  Value eqIdx(Value x, int64_t v) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, idxc(b, v));
  }
  Value andB(Value x, Value y) { return arith::AndIOp::create(b, x, y); }
  Value blockId(gpu::Dimension d) {
    return gpu::BlockIdOp::create(b, d).getResult();
  }

  /// The kernel, its arguments (QuantKernels.h) and LDS for cross-wave
  /// maxima where it needs them.
  gpu::GPUFuncOp createFunc(StringRef name) {
    int64_t dyn = ShapedType::kDynamic;
    auto mat = [&](Type t) { return MemRefType::get({dyn, dyn}, t); };
    auto vec = [&](Type t) { return MemRefType::get({dyn}, t); };
    SmallVector<Type> args;
    if (cfg.kind == K::Quantize) {
      args = {mat(cfg.hpType), mat(i8), mat(scaleT)};
      if (first != AmaxGroup::None)
        args.push_back(vec(i32));
      if (cfg.tensorScale)
        args.push_back(vec(f32));
    } else if (cfg.kind == K::Dequantize) {
      args = {mat(i8), mat(scaleT)};
      if (cfg.tensorScale)
        args.push_back(vec(f32));
      args.push_back(mat(cfg.hpType));
    } else {
      args = {mat(cfg.hpType), vec(i32)};
    }
    bool needLds = wavesPerBlock > 1 || cfg.rowWaves > 1 ||
                   (cfg.kind == K::Amax && cfg.amaxGroup != AmaxGroup::Rows);
    auto wg = gpu::AddressSpaceAttr::get(b.getContext(),
                                         gpu::AddressSpace::Workgroup);
    SmallVector<Type> lds;
    if (needLds)
      lds.push_back(MemRefType::get({std::max<int64_t>(4, cfg.rowWaves), 16, 8},
                                    f32, AffineMap(), wg));
    gpu::GPUFuncOp func = createKernel(b, name, args, lds, cfg.threads());
    entry = &func.getBody().front();
    ldsBuf = needLds ? Value(func.getWorkgroupAttributions()[0]) : Value();
    return func;
  }

  SmallVector<Value> loadRows(Value X, const Tile &t) {
    Value xb = fatBuffer(b, X);
    SmallVector<Value> out;
    for (Value row : t.rows) {
      Value v = vector::LoadOp::create(b, vty(cfg.hpType), xb,
                                       ValueRange{row, t.c0});
      if (!cfg.hpType.isF32())
        v = arith::ExtFOp::create(b, vty(f32), v);
      out.push_back(v);
    }
    return out;
  }
  SmallVector<Value> absAll(ArrayRef<Value> xs) {
    SmallVector<Value> out;
    for (Value x : xs)
      out.push_back(math::AbsFOp::create(b, x));
    return out;
  }

  void buildAmax();
  void buildDequantize();
  void buildQuantize();
  void buildQuantizeRows();
  ScaleParams groupParams(Value amax, Value st, Value invSt, Value nanT);
  // Parts of the quantize kernel.
  SmallVector<Value> groupAmaxes(const Tile &t, ArrayRef<Value> xs,
                                 Value amaxBuf, Value &tensorAmax);
  void tensorScale(const Tile &t, Value tensorAmax, Value tsOut, Value &st,
                   Value &invSt, Value &nanT);
  void storeScales(const Tile &t, Value sb, ArrayRef<ScaleParams> params);
};

//===--- amax (first pass) ---------------------------------------------===//
void QuantKernelGen::buildAmax() {
  Value X = entry->getArgument(0), amax = entry->getArgument(1);
  Tile t = makeTile(b, X, rt);
  SmallVector<Value> ab = absAll(loadRows(X, t));
  auto atomicMax = [&](Value cond, Value v, Value index) {
    auto ifOp = scf::IfOp::create(b, cond, /*withElseRegion=*/false);
    ImplicitLocOpBuilder ib(b.getLoc(), ifOp.getThenBodyBuilder());
    // buffer_atomic_smax: the bits of |x| are non-negative as i32.
    amdgpu::RawBufferAtomicSmaxOp::create(
        ib, arith::BitcastOp::create(ib, i32, v), amax,
        ValueRange{arith::IndexCastOp::create(ib, i32, index)},
        ib.getBoolAttr(true), IntegerAttr(), Value());
  };
  if (cfg.amaxGroup == AmaxGroup::Rows) {
    for (int64_t r = 0; r < rt; ++r) {
      Value m = xorShuffleMax(b, maxElements(b, Value(), ab[r]), 1, 16);
      Value in =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ult, t.rows[r], t.R);
      atomicMax(andB(in, eqIdx(t.tx, 0)), m, t.rows[r]);
    }
  } else {
    Value m = ab[0];
    for (int64_t r = 1; r < rt; ++r)
      m = a.maxf(m, ab[r]);
    if (cfg.amaxGroup == AmaxGroup::Tensor) {
      m = xorShuffleMax(b, maxElements(b, Value(), m), 1, 64);
    } else {
      m = xorShuffleMax(b, m, 16, 64);
    }
    m = crossWaveMax(a, t, ldsBuf, m, idxc(b, 0), 4);
    Value lead = eqIdx(t.ty, 0);
    if (cfg.amaxGroup == AmaxGroup::Tensor) {
      atomicMax(andB(lead, eqIdx(t.tx, 0)), m, idxc(b, 0));
    } else {
      for (int64_t j = 0; j < 8; ++j)
        atomicMax(andB(lead, t.colIn),
                  vector::ExtractOp::create(b, m, ArrayRef<int64_t>{j}),
                  arith::AddIOp::create(b, t.c0, idxc(b, j)));
    }
  }
  gpu::ReturnOp::create(b);
}

//===--- dequantize -----------------------------------------------------===//
void QuantKernelGen::buildDequantize() {
  Value codes = entry->getArgument(0), scales = entry->getArgument(1);
  Value ts = cfg.tensorScale ? entry->getArgument(2) : Value();
  Value out = entry->getArgument(cfg.tensorScale ? 3 : 2);
  Tile t = makeTile(b, out, rt);
  bool packed = num::isPackedInMemory(cfg.element);
  Value cb = fatBuffer(b, codes), sb = fatBuffer(b, scales),
        ob = fatBuffer(b, out);
  Value tsv =
      ts ? memref::LoadOp::create(b, ts, ValueRange{idxc(b, 0)}).getResult()
         : Value();
  Value zero = idxc(b, 0);
  for (Value row : t.rows) {
    // fp4: four bytes of packed codes at half the column.
    Value raw =
        packed
            ? unpackFp4Codes(
                  b, vector::LoadOp::create(
                         b, VectorType::get({QuantKernelConfig::kVec / 2}, i8),
                         cb,
                         ValueRange{row, arith::DivUIOp::create(b, t.c0,
                                                                idxc(b, 2))}))
            : vector::LoadOp::create(b, vty(i8), cb, ValueRange{row, t.c0})
                  .getResult();
    Value c = arith::ExtUIOp::create(b, vty(i32), raw);
    Value v = decodeSoft(a, c, cfg.element);
    Value sr =
        cfg.br == num::kWhole
            ? zero
            : arith::DivUIOp::create(b, row, idxc(b, cfg.br)).getResult();
    Value factor;
    if (cfg.bc == 1) {
      factor =
          vector::LoadOp::create(b, vty(scaleT), sb, ValueRange{sr, t.c0});
    } else {
      Value sc =
          cfg.bc == num::kWhole
              ? zero
              : arith::DivUIOp::create(b, t.c0, idxc(b, cfg.bc)).getResult();
      factor = a.splat(memref::LoadOp::create(b, sb, ValueRange{sr, sc}), 8);
    }
    if (cfg.scale != ScaleKind::F32) {
      Value code = arith::ExtUIOp::create(b, vty(i32), factor);
      if (cfg.scale == ScaleKind::E8M0) {
        factor = decodeE8M0Generic(a, code);
      } else {
        factor = decodeSoft(a, code,
                            cfg.scale == ScaleKind::UE4M3 ? Format::UE4M3
                                                          : Format::UE5M3);
        if (tsv)
          factor = a.mulf(a.splat(tsv, 8), factor);
      }
    }
    v = a.mulf(v, factor);
    if (!cfg.hpType.isF32())
      v = arith::TruncFOp::create(b, vty(cfg.hpType), v);
    vector::StoreOp::create(b, v, ob, ValueRange{row, t.c0});
  }
  gpu::ReturnOp::create(b);
}

//===--- quantize --------------------------------------------------------===//

/// The groups' amax: amaxes[g], g over row groups; each a scalar or (one
/// block per column) a vector<8xf32>. Blocks bounded in both dimensions
/// reduce in registers, lanes and waves; the others read the first pass's.
SmallVector<Value> QuantKernelGen::groupAmaxes(const Tile &t,
                                               ArrayRef<Value> xs,
                                               Value amaxBuf,
                                               Value &tensorAmax) {
  auto loadAmax = [&](Value index, int64_t n) -> Value {
    Value ab = fatBuffer(b, amaxBuf);
    Value v = vector::LoadOp::create(b, VectorType::get({n}, i32), ab,
                                     ValueRange{index});
    v = a.flt(v);
    return n == 1
               ? vector::ExtractOp::create(b, v, ArrayRef<int64_t>{0})
                     .getResult()
               : v;
  };
  SmallVector<Value> amaxes;
  if (bounded) {
    SmallVector<Value> ab = absAll(xs);
    SmallVector<Value> per; // per thread row
    for (Value x : ab)
      per.push_back(cfg.bc == 1 ? x : maxElements(b, Value(), x));
    if (cfg.br > 1) {
      Value m = per[0];
      for (int64_t r = 1; r < rt; ++r)
        m = a.maxf(m, per[r]);
      per = {m};
    }
    for (Value &m : per) {
      m = xorShuffleMax(b, m, 1, int32_t(cfg.bc / 8));
      int64_t laneRows = cfg.br > 1 ? std::min<int64_t>(cfg.br / rt, 4) : 1;
      m = xorShuffleMax(b, m, 16, int32_t(16 * laneRows));
      if (wavesPerBlock > 1) {
        Value firstWave = arith::MulIOp::create(
            b, arith::DivUIOp::create(b, t.wave, idxc(b, wavesPerBlock)),
            idxc(b, wavesPerBlock));
        m = crossWaveMax(a, t, ldsBuf, m, firstWave, wavesPerBlock);
      }
    }
    amaxes = per;
    if (cfg.tensorScale)
      tensorAmax = loadAmax(zero, 1);
  } else if (first == AmaxGroup::Rows) {
    for (Value row : t.rows)
      amaxes.push_back(loadAmax(row, 1));
  } else if (first == AmaxGroup::Cols) {
    amaxes.push_back(loadAmax(t.c0, 8));
  } else {
    amaxes.push_back(loadAmax(zero, 1));
  }
  return amaxes;
}

/// Two-level FP4: the tensor scale (written once), its reciprocal, and
/// whether it is NaN-making (zero or not finite).
void QuantKernelGen::tensorScale(const Tile &t, Value tensorAmax, Value tsOut,
                                 Value &st, Value &invSt, Value &nanT) {
  double divisor = cfg.scale == ScaleKind::UE4M3 ? 2688.0 : 688128.0;
  st = a.divf(tensorAmax, a.cf(tensorAmax, divisor));
  invSt = a.divf(a.cf(st, 1.0), st);
  Value fin = a.fcmp(arith::CmpFPredicate::OLT, math::AbsFOp::create(b, st),
                     INFINITY);
  nanT = arith::XOrIOp::create(
      b, andB(fin, a.fcmp(arith::CmpFPredicate::ONE, st, 0.0)),
      arith::ConstantOp::create(b, b.getBoolAttr(true)));
  Value writer = andB(andB(eqIdx(blockId(gpu::Dimension::x), 0),
                           eqIdx(blockId(gpu::Dimension::y), 0)),
                      andB(eqIdx(t.tx, 0), eqIdx(t.ty, 0)));
  Value at = arith::SelectOp::create(b, writer, zero, idxc(b, 1));
  memref::StoreOp::create(b, st, fatBuffer(b, tsOut), ValueRange{at});
}

/// Scales: one lane per block writes (others aim past the last scale row).
void QuantKernelGen::storeScales(const Tile &t, Value sb,
                                 ArrayRef<ScaleParams> params) {
  auto storedValue = [&](Value s) -> Value {
    if (cfg.scale == ScaleKind::F32)
      return s;
    return arith::TruncIOp::create(b, Ar::like(s.getType(), i8), s);
  };
  auto storeScale = [&](Value writer, Value sr, Value sc, Value s) {
    Value at = arith::SelectOp::create(b, writer, sr, SR);
    s = storedValue(s);
    if (isa<VectorType>(s.getType()))
      vector::StoreOp::create(b, s, sb, ValueRange{at, sc});
    else
      memref::StoreOp::create(b, s, sb, ValueRange{at, sc});
  };
  auto remZero = [&](Value x, int64_t m) {
    return m == 1
               ? arith::ConstantOp::create(b, b.getBoolAttr(true)).getResult()
               : eqIdx(arith::RemUIOp::create(b, x, idxc(b, m)), 0);
  };
  if (bounded) {
    Value rowLead = remZero(t.ty, cfg.br > 1 ? cfg.br / rt : 1);
    Value colLead = cfg.bc > 1 ? remZero(t.tx, cfg.bc / 8) : remZero(t.tx, 1);
    Value writer = andB(andB(rowLead, colLead), t.colIn);
    Value sc =
        cfg.bc == 1
            ? t.c0
            : arith::DivUIOp::create(b, t.c0, idxc(b, cfg.bc)).getResult();
    for (size_t g = 0; g < params.size(); ++g) {
      Value row = cfg.br == 1 ? t.rows[g] : t.rowBase;
      Value sr = arith::DivUIOp::create(b, row, idxc(b, cfg.br));
      storeScale(writer, sr, sc, params[g].stored);
    }
  } else if (first == AmaxGroup::Rows) {
    Value writer = andB(eqIdx(blockId(gpu::Dimension::x), 0), eqIdx(t.tx, 0));
    for (int64_t r = 0; r < rt; ++r)
      storeScale(writer, t.rows[r], zero, params[r].stored);
  } else if (first == AmaxGroup::Cols) {
    Value writer = andB(
        andB(eqIdx(blockId(gpu::Dimension::y), 0), eqIdx(t.ty, 0)), t.colIn);
    storeScale(writer, zero, t.c0, params[0].stored);
  } else {
    Value writer = andB(andB(eqIdx(blockId(gpu::Dimension::x), 0),
                             eqIdx(blockId(gpu::Dimension::y), 0)),
                        andB(eqIdx(t.tx, 0), eqIdx(t.ty, 0)));
    storeScale(writer, zero, zero, params[0].stored);
  }
}

void QuantKernelGen::buildQuantize() {
  Value X = entry->getArgument(0), codes = entry->getArgument(1),
        scales = entry->getArgument(2);
  unsigned argNo = 3;
  Value amaxBuf =
      first != AmaxGroup::None ? entry->getArgument(argNo++) : Value();
  Value tsOut = cfg.tensorScale ? entry->getArgument(argNo++) : Value();
  Tile t = makeTile(b, X, rt);
  SmallVector<Value> xs = loadRows(X, t);
  Value cb = fatBuffer(b, codes), sb = fatBuffer(b, scales);
  SR = memref::DimOp::create(b, scales, 0);
  zero = idxc(b, 0);
  Value tensorAmax;
  SmallVector<Value> amaxes = groupAmaxes(t, xs, amaxBuf, tensorAmax);
  Value st, invSt, nanT;
  if (cfg.tensorScale)
    tensorScale(t, tensorAmax, tsOut, st, invSt, nanT);

  SmallVector<ScaleParams> params;
  for (Value m : amaxes)
    params.push_back(groupParams(m, st, invSt, nanT));

  // Elements. fp4 codes are stored two per byte, at half the column;
  // gfx950 converts them in hardware.
  bool gfx950 = cfg.chip == target::Chip::GFX950;
  bool packed = num::isPackedInMemory(cfg.element);
  bool hwFp4 = gfx950 && cfg.element == Format::F4E2M1FN;
  Value col =
      packed ? Value(arith::DivUIOp::create(b, t.c0, idxc(b, 2))) : t.c0;
  for (int64_t r = 0; r < rt; ++r) {
    Value c = encodeElements(a, cfg, xs[r],
                             params[params.size() == 1 ? 0 : r].mult);
    if (packed && !hwFp4)
      c = packFp4Codes(b, c);
    vector::StoreOp::create(b, c, cb, ValueRange{t.rows[r], col});
  }
  storeScales(t, sb, params);
  gpu::ReturnOp::create(b);
}

/// A group's scale parameters from its amax, by the recipe's scale kind.
ScaleParams QuantKernelGen::groupParams(Value amax, Value st, Value invSt,
                                        Value nanT) {
  switch (cfg.scale) {
  case ScaleKind::E8M0:
    return mxParams(a, amax, cfg.element, cfg.mode);
  case ScaleKind::F32:
    return fp8Params(a, amax, cfg.element, cfg.pow2);
  default:
    return fp4Params(a, amax, cfg.scale, st, invSt, nanT);
  }
}

/// Whole rows in one pass: workgroup r holds row r in its W waves (64 W
/// lanes); lane l loads chunk j, columns 8 (64 W j + l) .. + 7 (one 16-byte
/// load for bf16 / f16, two for f32; chunks past C read row R: out of
/// bounds, 0), keeps the values in registers, reduces |x| in the lane,
/// across the wave (xor shuffles) and across the waves (LDS), then encodes
/// every chunk from the registers (stores past C dropped) and lane 0
/// writes the row's scale. The input is read once, not once by an amax
/// pass and again by the quantize kernel.
void QuantKernelGen::buildQuantizeRows() {
  Value X = entry->getArgument(0), codes = entry->getArgument(1),
        scales = entry->getArgument(2);
  int64_t waves = cfg.rowWaves, lanes = 64 * waves;
  Value lane = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Tile t; // for crossWaveMax: the wave, the lane's LDS slot
  t.wave = arith::DivUIOp::create(b, lane, idxc(b, 64));
  t.tx = arith::RemUIOp::create(b, lane, idxc(b, 16));
  Value R = memref::DimOp::create(b, X, 0), C = memref::DimOp::create(b, X, 1);
  Value row = blockId(gpu::Dimension::x);
  Value xb = fatBuffer(b, X), cb = fatBuffer(b, codes),
        sb = fatBuffer(b, scales);
  SmallVector<Value> cols, rows, xs;
  for (int64_t j = 0; j < cfg.rowChunks; ++j) {
    Value col = arith::MulIOp::create(
        b, arith::AddIOp::create(b, lane, idxc(b, j * lanes)),
        idxc(b, QuantKernelConfig::kVec));
    Value in = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, col, C);
    cols.push_back(col);
    rows.push_back(arith::SelectOp::create(b, in, row, R));
    xs.push_back(vector::LoadOp::create(b, vty(cfg.hpType), xb,
                                        ValueRange{rows.back(), col}));
  }
  auto wide = [&](Value v) -> Value {
    return cfg.hpType.isF32()
               ? v
               : arith::ExtFOp::create(b, vty(f32), v).getResult();
  };
  Value m;
  for (Value x : xs)
    m = maxElements(b, m, math::AbsFOp::create(b, wide(x)));
  m = xorShuffleMax(b, m, 1, 64);
  if (waves > 1)
    m = crossWaveMax(a, t, ldsBuf, m, idxc(b, 0), waves);
  ScaleParams p = groupParams(m, Value(), Value(), Value());

  bool packed = num::isPackedInMemory(cfg.element);
  bool hwFp4 =
      cfg.chip == target::Chip::GFX950 && cfg.element == Format::F4E2M1FN;
  for (int64_t j = 0; j < cfg.rowChunks; ++j) {
    Value c = encodeElements(a, cfg, wide(xs[j]), p.mult);
    if (packed && !hwFp4)
      c = packFp4Codes(b, c);
    Value col = packed ? Value(arith::DivUIOp::create(b, cols[j], idxc(b, 2)))
                       : cols[j];
    vector::StoreOp::create(b, c, cb, ValueRange{rows[j], col});
  }
  // Lane 0 of the row writes its scale (the others aim past the scales).
  Value writer = eqIdx(lane, 0);
  Value at = arith::SelectOp::create(b, writer, row,
                                     memref::DimOp::create(b, scales, 0));
  Value s = p.stored;
  if (cfg.scale != ScaleKind::F32)
    s = arith::TruncIOp::create(b, i8, s);
  memref::StoreOp::create(b, s, sb, ValueRange{at, idxc(b, 0)});
  gpu::ReturnOp::create(b);
}
} // namespace

gpu::GPUFuncOp lowp::getOrCreateQuantKernel(OpBuilder &builder, Location loc,
                                            gpu::GPUModuleOp module,
                                            const QuantKernelConfig &cfg) {
  std::string name = cfg.name();
  return getOrBuildKernel(builder, loc, module, name,
                          [&](ImplicitLocOpBuilder &b) {
                            QuantKernelGen gen(cfg, b);
                            gpu::GPUFuncOp func = gen.createFunc(name);
                            switch (cfg.kind) {
                            case QuantKernelConfig::Kind::Amax:
                              gen.buildAmax();
                              break;
                            case QuantKernelConfig::Kind::Dequantize:
                              gen.buildDequantize();
                              break;
                            case QuantKernelConfig::Kind::Quantize:
                              if (cfg.rowWaves > 0)
                                gen.buildQuantizeRows();
                              else
                                gen.buildQuantize();
                              break;
                            }
                            return func;
                          });
}

/// A transpose kernel `name` taking (in, out) matrices of `elem` and a
/// 64 x 65 tile of `elem` in LDS (one padding element per row: a column
/// read touches distinct banks), 256 threads; the builder in its entry.
struct TransposeKernel {
  gpu::GPUFuncOp func;
  Value in, out, lds;
};
static TransposeKernel createTransposeKernel(ImplicitLocOpBuilder &b,
                                             StringRef name, Type elem) {
  int64_t dyn = ShapedType::kDynamic;
  auto mat = MemRefType::get({dyn, dyn}, elem);
  auto wg = gpu::AddressSpaceAttr::get(b.getContext(),
                                       gpu::AddressSpace::Workgroup);
  auto ldsT = MemRefType::get({64, 65}, elem, AffineMap(), wg);
  gpu::GPUFuncOp func = createKernel(b, name, {mat, mat}, {ldsT}, 256);
  Block &entry = func.getBody().front();
  return {func, entry.getArgument(0), entry.getArgument(1),
          func.getWorkgroupAttributions()[0]};
}

/// fp4 codes stored two per byte (R x ceildiv(C, 2) bytes) transposed to
/// C x ceildiv(R, 2) bytes: a 64 x 64 code tile unpacked into LDS (one
/// byte per code), read back by columns, two rows per output byte. Rows
/// past R read 0, so an odd R's last output nibble is 0.
static gpu::GPUFuncOp buildPackedFp4Transpose(ImplicitLocOpBuilder &b,
                                              StringRef name) {
  auto [func, in, out, lds] = createTransposeKernel(b, name, b.getI8Type());
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, x, y); };
  auto mul = [&](Value x, int64_t y) {
    return arith::MulIOp::create(b, x, idxc(b, y));
  };
  auto ult = [&](Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, y);
  };
  auto sel = [&](Value c, Value x, Value y) {
    return arith::SelectOp::create(b, c, x, y);
  };
  auto i8c = [&](int64_t v) {
    return arith::ConstantOp::create(b, b.getI8IntegerAttr(v));
  };
  Value tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Value tx = arith::RemUIOp::create(b, tid, idxc(b, 32)); // a byte of 32
  Value ty = arith::DivUIOp::create(b, tid, idxc(b, 32)); // 8 rows a round
  Value R = memref::DimOp::create(b, in, 0);
  Value CB = memref::DimOp::create(b, in, 1);
  Value C = memref::DimOp::create(b, out, 0);
  Value RB = memref::DimOp::create(b, out, 1);
  Value r0 = mul(gpu::BlockIdOp::create(b, gpu::Dimension::y), 64);
  Value c0 = mul(gpu::BlockIdOp::create(b, gpu::Dimension::x), 64);
  Value inb = fatBuffer(b, in), outb = fatBuffer(b, out);
  // Input rows: byte tx of the tile's 32 (codes 2 tx, 2 tx + 1); bytes past
  // the row read row R (out of bounds: 0).
  Value bcol = add(arith::DivUIOp::create(b, c0, idxc(b, 2)), tx);
  Value bIn = ult(bcol, CB);
  for (int64_t i = 0; i < 8; ++i) {
    Value lr = add(ty, idxc(b, 8 * i));
    Value v = memref::LoadOp::create(
        b, inb, ValueRange{sel(bIn, add(r0, lr), R), bcol});
    memref::StoreOp::create(b, arith::AndIOp::create(b, v, i8c(0x0F)), lds,
                            ValueRange{lr, mul(tx, 2)});
    memref::StoreOp::create(b, arith::ShRUIOp::create(b, v, i8c(4)), lds,
                            ValueRange{lr, add(mul(tx, 2), idxc(b, 1))});
  }
  gpu::BarrierOp::create(b);
  // Output rows (the input's columns): byte tx holds input rows 2 tx and
  // 2 tx + 1; bytes past the row go to row C (dropped).
  Value ob = add(arith::DivUIOp::create(b, r0, idxc(b, 2)), tx);
  Value oIn = ult(ob, RB);
  for (int64_t i = 0; i < 8; ++i) {
    Value lc = add(ty, idxc(b, 8 * i));
    Value lo = memref::LoadOp::create(b, lds, ValueRange{mul(tx, 2), lc});
    Value hi = memref::LoadOp::create(
        b, lds, ValueRange{add(mul(tx, 2), idxc(b, 1)), lc});
    Value v = arith::OrIOp::create(b, lo, arith::ShLIOp::create(b, hi, i8c(4)));
    memref::StoreOp::create(b, v, outb,
                            ValueRange{sel(oIn, add(c0, lc), C), ob});
  }
  gpu::ReturnOp::create(b);
  return func;
}

static gpu::GPUFuncOp buildTransposeKernel(ImplicitLocOpBuilder &b,
                                           StringRef name, Type elem);

gpu::GPUFuncOp lowp::getOrCreateTransposeKernel(OpBuilder &builder,
                                                Location loc,
                                                gpu::GPUModuleOp module,
                                                Type elem) {
  std::string tn;
  llvm::raw_string_ostream os(tn);
  elem.print(os);
  std::string name = "transpose_" + tn;
  return getOrBuildKernel(builder, loc, module, name,
                          [&](ImplicitLocOpBuilder &b) {
                            return buildTransposeKernel(b, name, elem);
                          });
}

/// The transpose kernel `name` of `elem` (getOrCreateTransposeKernel).
static gpu::GPUFuncOp buildTransposeKernel(ImplicitLocOpBuilder &b,
                                           StringRef name, Type elem) {
  if (isa<Float4E2M1FNType>(elem))
    return buildPackedFp4Transpose(b, name);
  auto [func, in, out, lds] = createTransposeKernel(b, name, elem);
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, x, y); };
  auto ult = [&](Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, y);
  };
  Value tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Value tx = arith::RemUIOp::create(b, tid, idxc(b, 64));
  Value ty = arith::DivUIOp::create(b, tid, idxc(b, 64));
  Value R = memref::DimOp::create(b, in, 0), C = memref::DimOp::create(b, in, 1);
  Value r0 = arith::MulIOp::create(
      b, gpu::BlockIdOp::create(b, gpu::Dimension::y), idxc(b, 64));
  Value c0 = arith::MulIOp::create(
      b, gpu::BlockIdOp::create(b, gpu::Dimension::x), idxc(b, 64));
  Value inb = fatBuffer(b, in), outb = fatBuffer(b, out);
  // Rows of the input tile, coalesced along its columns; elements past C go
  // to row R (out of bounds: 0, store dropped).
  Value col = add(c0, tx);
  Value colIn = ult(col, C);
  for (int64_t i = 0; i < 16; ++i) {
    Value lr = add(ty, idxc(b, 4 * i));
    Value row = arith::SelectOp::create(b, colIn, add(r0, lr), R);
    Value v = memref::LoadOp::create(b, inb, ValueRange{row, col});
    memref::StoreOp::create(b, v, lds, ValueRange{lr, tx});
  }
  gpu::BarrierOp::create(b);
  // Rows of the output tile (the input's columns), coalesced along the
  // input's rows.
  Value orow = add(r0, tx);
  Value orowIn = ult(orow, R);
  for (int64_t i = 0; i < 16; ++i) {
    Value lc = add(ty, idxc(b, 4 * i));
    Value oc = arith::SelectOp::create(b, orowIn, add(c0, lc), C);
    Value v = memref::LoadOp::create(b, lds, ValueRange{tx, lc});
    memref::StoreOp::create(b, v, outb, ValueRange{oc, orow});
  }
  gpu::ReturnOp::create(b);
  return func;
}

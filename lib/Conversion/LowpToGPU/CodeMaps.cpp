//===- CodeMaps.cpp - exact code maps and packings on i8 vectors ----------===//
//
// The register-level code transformations the kernels apply to operand
// codes on their way to LDS or MFMA fragments (docs/codegen.md, "Exact
// code maps to FNUZ fp8"): the OCP -> FNUZ bridge, fp6 into fp8's low
// exponent fields, fp4 by table lookup, fp4 unpacking and fp6 packing.
// Used by promotion (tile copies, TileCopies.cpp) and the kernel builder
// (Fp8Gemm.cpp).
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

bool kernel::isOcpFp8(Type t) {
  return isa_and_nonnull<Float8E4M3FNType, Float8E5M2Type>(t);
}

CodeMap kernel::codeMapFrom(Type codes) {
  if (isa<Float8E4M3FNType>(codes))
    return CodeMap::OcpE4M3;
  if (isa<Float8E5M2Type>(codes))
    return CodeMap::OcpE5M2;
  if (isa<Float6E2M3FNType>(codes))
    return CodeMap::E2M3;
  if (isa<Float6E3M2FNType>(codes))
    return CodeMap::E3M2;
  return CodeMap::E2M1;
}

Type kernel::codesOfMap(CodeMap map, MLIRContext *ctx) {
  switch (map) {
  case CodeMap::None:
    return Type();
  case CodeMap::OcpE4M3:
    return Float8E4M3FNType::get(ctx);
  case CodeMap::OcpE5M2:
    return Float8E5M2Type::get(ctx);
  case CodeMap::E2M3:
    return Float6E2M3FNType::get(ctx);
  case CodeMap::E3M2:
    return Float6E3M2FNType::get(ctx);
  case CodeMap::E2M1:
    return Float4E2M1FNType::get(ctx);
  }
  return Type();
}

namespace {

/// Per-byte arithmetic on a vector of i8 codes as 32-bit words (4 codes per
/// word: one VALU instruction per word instead of per byte).
struct Words {
  ImplicitLocOpBuilder &b;
  VectorType bytes, words;
  Words(ImplicitLocOpBuilder &b, VectorType bytes)
      : b(b), bytes(bytes),
        words(VectorType::get({bytes.getNumElements() / 4}, b.getI32Type())) {}
  Value c(uint32_t x) {
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(words, b.getI32IntegerAttr(int32_t(x))));
  }
  Value from(Value v) { return vector::BitCastOp::create(b, words, v); }
  Value to(Value v) { return vector::BitCastOp::create(b, bytes, v); }
  Value band(Value x, uint32_t m) { return arith::AndIOp::create(b, x, c(m)); }
  Value band(Value x, Value y) { return arith::AndIOp::create(b, x, y); }
  Value bor(Value x, Value y) { return arith::OrIOp::create(b, x, y); }
  Value add(Value x, uint32_t y) { return arith::AddIOp::create(b, x, c(y)); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value shl(Value x, int n) { return arith::ShLIOp::create(b, x, c(n)); }
  Value shr(Value x, int n) { return arith::ShRUIOp::create(b, x, c(n)); }
  Value bnot(Value x) { return arith::XOrIOp::create(b, x, c(0xFFFFFFFFu)); }
};
} // namespace

/// The OCP -> FNUZ bridge on i8 codes: -0 (0x80) becomes +0 (0x80 is the
/// FNUZ NaN), OCP NaN (E4M3: S.1111.111) and Inf/NaN (E5M2: exponent all
/// ones) become 0x80; every other code is kept. Per byte, with the
/// magnitude mag = x & 0x7F (carry-free tests: mag + c stays below 0x100):
///   mag != 0        <=> (mag + 0x7F) & 0x80
///   special (E4M3)  <=> (mag + 0x01) & 0x80   (mag == 0x7F)
///   special (E5M2)  <=> (mag + 0x04) & 0x80   (mag >= 0x7C)
Value kernel::bridgeCodes(ImplicitLocOpBuilder &b, Value v, CodeMap map) {
  Words w(b, cast<VectorType>(v.getType()));
  Value x = w.from(v);
  Value mag = w.band(x, 0x7F7F7F7Fu);
  Value nonZero = w.band(w.add(mag, 0x7F7F7F7Fu), 0x80808080u);
  uint32_t specialAdd = map == CodeMap::OcpE4M3 ? 0x01010101u : 0x04040404u;
  Value special = w.band(w.add(mag, specialAdd), 0x80808080u);
  // Keep the sign only on non-zero magnitudes.
  Value r = w.band(x, w.bor(nonZero, w.c(0x7F7F7F7Fu)));
  // Special bytes: clear the low 7 bits (0x80 - 0x01 = 0x7F per byte, no
  // borrow), then set bit 7.
  Value low7 = w.sub(special, w.shr(special, 7));
  r = w.bor(w.band(r, w.bnot(low7)), special);
  return w.to(r);
}

/// v_perm_b32 (llvm.amdgcn.perm) on i32 words: byte i of the result is
/// byte sel.u8[i] of the 8 bytes hi:lo (selectors 0-7; lo holds bytes 0-3).
Value kernel::permBytes(ImplicitLocOpBuilder &b, Value hi, Value lo,
                        Value sel) {
  return LLVM::CallIntrinsicOp::create(b, b.getI32Type(),
                                       b.getStringAttr("llvm.amdgcn.perm"),
                                       ValueRange{hi, lo, sel})
      .getResult(0);
}

/// fp4 codes (one per byte, in the low nibble; the high nibble is ignored)
/// to the fp8 codes of the same values (E4M3FNUZ, or OCP E4M3FN: factor 1),
/// a 32-bit word at a time by table lookup: v_perm_b32 takes each byte's
/// magnitude code from an 8-byte table of the fp8 codes of 0, 0.5, 1, 1.5,
/// 2, 3, 4, 6 (the 3 magnitude bits select), and the sign (bit 3, shifted
/// to bit 7) is or-ed in under a mask -- into FNUZ only where the
/// magnitude is not 0 (a second lookup; -0 becomes +0, 0x80 is the FNUZ
/// NaN), into OCP always (-0 kept). 5 VALU a word, about what LLVM made of
/// the arithmetic map into the low exponent fields; what it saves is that
/// map's factor 2^7 (a multiplication per two values in the dequantizing
/// kernels).
static Value fp4ToFp8(ImplicitLocOpBuilder &b, Value v, bool ocp) {
  Words w(b, cast<VectorType>(v.getType()));
  Value x = w.from(v);
  auto scalar = [&](uint32_t c) -> Value {
    return arith::ConstantIntOp::create(b, int32_t(c), 32);
  };
  // Bytes 0-3 (lo) and 4-7 (hi) of the magnitude table.
  uint32_t lo = ocp ? 0x3C383000u : 0x44403800u;
  uint32_t hi = ocp ? 0x4C484440u : 0x54504C48u;
  Value sel = w.band(x, 0x07070707u), sign = w.shl(x, 4);
  int64_t n = cast<VectorType>(x.getType()).getNumElements();
  SmallVector<Value> words;
  for (int64_t i = 0; i < n; ++i) {
    Value s = vector::ExtractOp::create(b, sel, ArrayRef<int64_t>{i});
    Value mag = permBytes(b, scalar(hi), scalar(lo), s);
    Value mask =
        ocp ? scalar(0x80808080u)
            : permBytes(b, scalar(0x80808080u), scalar(0x80808000u), s);
    Value sg = vector::ExtractOp::create(b, sign, ArrayRef<int64_t>{i});
    words.push_back(
        arith::OrIOp::create(b, arith::AndIOp::create(b, sg, mask), mag));
  }
  return w.to(
      vector::FromElementsOp::create(b, cast<VectorType>(x.getType()), words));
}

/// fp6 / fp4 codes (one per byte, in the low bits) to fp8 codes (FNUZ or
/// OCP) of the same value times 2^-codeMapLog2: fp4 by table lookup
/// (fp4ToFp8, factor 1); fp6 four bytes per 32-bit word at a time:
///   magnitude bits kept in place -- E2M3's exponent fields become E4M3's
///   low exponent fields (subnormals included, same mantissa), E3M2's
///   E5M2's;
///   sign moved to bit 7 -- into FNUZ only where the magnitude is not 0
///   (no -0 in FNUZ; 0x80 is its NaN), into OCP as it is.
/// The per-byte "magnitude != 0" test is (mag + 0x7F) & 0x80, free of
/// carries into the next byte since a magnitude is below 0x20.
Value kernel::narrowCodesToFp8(ImplicitLocOpBuilder &b, Value v, CodeMap map,
                               bool ocp) {
  if (map == CodeMap::E2M1)
    return fp4ToFp8(b, v, ocp);
  Words w(b, cast<VectorType>(v.getType()));
  Value x = w.from(v);
  Value mag = w.band(x, 0x1F1F1F1Fu);
  Value sign = w.shl(x, 2); // sign bit 5 to 7
  if (!ocp)
    sign = w.band(sign, w.add(mag, 0x7F7F7F7Fu));
  sign = w.band(sign, 0x80808080u);
  return w.to(w.bor(mag, sign));
}

/// Codes to the fp8 type `to` by `map` (GemmKernels.h).
Value kernel::mapCodes(ImplicitLocOpBuilder &b, Value v, CodeMap map, Type to) {
  switch (map) {
  case CodeMap::None:
    return v;
  case CodeMap::OcpE4M3:
  case CodeMap::OcpE5M2:
    return bridgeCodes(b, v, map);
  case CodeMap::E2M3:
  case CodeMap::E3M2:
  case CodeMap::E2M1:
    return narrowCodesToFp8(b, v, map, isOcpFp8(to));
  }
  return v;
}

/// Bytes 0..n-1 of `lo` and `hi` (vector<n x i8>) interleaved: lo[0],
/// hi[0], lo[1], ...
Value kernel::interleaveBytes(ImplicitLocOpBuilder &b, Value lo, Value hi) {
  int64_t n = cast<VectorType>(lo.getType()).getNumElements();
  SmallVector<int64_t> idx;
  for (int64_t i = 0; i < n; ++i) {
    idx.push_back(i);
    idx.push_back(n + i);
  }
  return vector::ShuffleOp::create(b, lo, hi, idx).getResult();
}

/// The packed bytes (vector<n x i8>) as they are and shifted right by 4:
/// the low and the high codes in the low nibbles, whatever is above them.
std::pair<Value, Value> kernel::fp4Halves(ImplicitLocOpBuilder &b,
                                          Value packed) {
  auto vt = cast<VectorType>(packed.getType());
  auto wt = VectorType::get({vt.getNumElements() / 4}, b.getI32Type());
  Value w = vector::BitCastOp::create(b, wt, packed);
  Value hi = arith::ShRUIOp::create(
      b, w,
      arith::ConstantOp::create(
          b, DenseElementsAttr::get(wt, b.getI32IntegerAttr(4))));
  return {packed, vector::BitCastOp::create(b, vt, hi)};
}

/// v_dot4_u32_u8 (gfx942 / gfx950): the sum of the four byte products of
/// `w` and the constant `weights`, as unsigned 8-bit values.
Value kernel::udot4(ImplicitLocOpBuilder &b, Value w, uint32_t weights) {
  Type i32 = b.getI32Type();
  Value k = arith::ConstantIntOp::create(b, int32_t(weights), 32);
  Value zero = arith::ConstantIntOp::create(b, 0, 32);
  Value noClamp = arith::ConstantIntOp::create(b, 0, 1);
  return LLVM::CallIntrinsicOp::create(b, i32,
                                       b.getStringAttr("llvm.amdgcn.udot4"),
                                       ValueRange{w, k, zero, noClamp})
      .getResult(0);
}

/// 16 fp6 codes (vector<16xi8>, one per byte, low 6 bits) packed into 12
/// bytes, element e at bit 6e (the f8f6f4 MFMA's fp6 layout, and the rows
/// ds_read_b96_tr_b6 reads): per word of 4 codes c0..c3, two
/// v_dot4_u32_u8 join the pairs (c0 + 64 c1, c2 + 64 c3: byte weights 1,
/// 64 and 0) and a shift-or the halves into 24 bits (3 VALU a word instead
/// of 6 masked shifts); then the words' low 3 bytes are gathered
/// (v_perm_b32).
Value kernel::packFp6Codes(ImplicitLocOpBuilder &b, Value codes) {
  auto w4 = VectorType::get({4}, b.getI32Type());
  Value x = vector::BitCastOp::create(b, w4, codes);
  Value twelve = arith::ConstantIntOp::create(b, 12, 32);
  SmallVector<Value> words;
  for (int64_t i = 0; i < 4; ++i) {
    Value wi = vector::ExtractOp::create(b, x, i);
    Value lo = udot4(b, wi, 0x00004001u);
    Value hi = udot4(b, wi, 0x40010000u);
    words.push_back(
        arith::OrIOp::create(b, lo, arith::ShLIOp::create(b, hi, twelve)));
  }
  Value y = vector::FromElementsOp::create(b, w4, words);
  Value bytes =
      vector::BitCastOp::create(b, VectorType::get({16}, b.getI8Type()), y);
  return vector::ShuffleOp::create(
      b, VectorType::get({12}, b.getI8Type()), bytes, bytes,
      ArrayRef<int64_t>{0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14});
}

/// fp4 codes packed two per byte to fp8 codes by the E2M1 map, one per
/// byte: the map reads only a byte's low nibble (magnitude bits 0-2, sign
/// bit 3), so each half is mapped as fp4Halves gives it, then the two
/// interleaved.
Value kernel::unpackMapFp4(ImplicitLocOpBuilder &b, Value packed, Type to) {
  auto [lo, hi] = fp4Halves(b, packed);
  return interleaveBytes(b, mapCodes(b, lo, CodeMap::E2M1, to),
                         mapCodes(b, hi, CodeMap::E2M1, to));
}

/// fp4 codes packed two per byte (vector<n x i8>) to fp8 codes by the E2M1
/// map, the even codes' n bytes then the odd ones' (no byte shuffles).
Value kernel::splitMapFp4(ImplicitLocOpBuilder &b, Value packed, Type to) {
  auto [even, odd] = fp4Halves(b, packed);
  int64_t n = cast<VectorType>(packed.getType()).getNumElements();
  return vector::ShuffleOp::create(
             b, mapCodes(b, even, CodeMap::E2M1, to),
             mapCodes(b, odd, CodeMap::E2M1, to),
             llvm::to_vector(llvm::seq<int64_t>(0, 2 * n)))
      .getResult();
}

/// An E8M0 scale code (i8) to its f32 value times 2^t (t >= 0, the code
/// map's factor): 2^(e - 127 + t); code 255 is NaN; above f32's range, Inf;
/// code 0 with t = 0 is the subnormal 2^-127.
Value kernel::decodeE8M0(ImplicitLocOpBuilder &b, Value code, int t) {
  Type i32 = b.getI32Type();
  auto c = [&](int64_t v) {
    return arith::ConstantOp::create(b, b.getI32IntegerAttr(int32_t(v)));
  };
  Value e = arith::ExtUIOp::create(b, i32, code);
  Value et = arith::AddIOp::create(b, e, c(t));
  Value bits = arith::ShLIOp::create(b, et, c(23));
  bits = arith::SelectOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, et, c(0)),
      c(0x00400000), bits);
  bits = arith::SelectOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::uge, et, c(255)),
      c(0x7F800000), bits);
  bits = arith::SelectOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, e, c(255)),
      c(0x7FC00000), bits);
  return arith::BitcastOp::create(b, b.getF32Type(), bits);
}

//===- Decoder.cpp - the dequantizing kernels' decoding of codes ----------===//
//
// Codes and block scales into exact bf16 / f16 values (Decoder.h).
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"
#include "KernelBuilder.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

/// A UE4M3 (an f8E4M3FN pattern: a set sign bit negates, 0x7F / 0xFF are
/// NaN) or UE5M3 (NaN 0xFF) scale code (i8) to its f32 value, exactly:
/// sig * 2^(max(e, 1) - bias - 3) with sig = m (+ 8 when e != 0).
Value kernel::decodeUFloat(ImplicitLocOpBuilder &b, Value code,
                           BlockScale kind) {
  Type i32 = b.getI32Type(), f32 = b.getF32Type();
  auto c = [&](int64_t v) {
    return arith::ConstantOp::create(b, b.getI32IntegerAttr(int32_t(v)));
  };
  bool ue4 = kind == BlockScale::UE4M3;
  int bias = ue4 ? 7 : 15;
  Value x = arith::ExtUIOp::create(b, i32, code);
  if (!ue4) {
    // UE5M3: a normal code's f32 bits are code << 20 plus the exponent
    // bias difference (127 - 15) << 23; a subnormal one (exponent field
    // 0) is m * 2^-17; 0xFF is NaN.
    Value normal = arith::BitcastOp::create(
        b, f32,
        arith::AddIOp::create(b, arith::ShLIOp::create(b, x, c(20)),
                              c((127 - 15) << 23)));
    Value sub = arith::MulFOp::create(
        b, arith::UIToFPOp::create(b, f32, x),
        arith::ConstantOp::create(b, b.getF32FloatAttr(std::ldexp(1.0f, -17))));
    Value v = arith::SelectOp::create(
        b, arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, c(8)), sub,
        normal);
    return arith::SelectOp::create(
        b, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, c(0xFF)),
        arith::ConstantOp::create(b, b.getF32FloatAttr(NAN)), v);
  }
  Value mag = ue4 ? Value(arith::AndIOp::create(b, x, c(0x7F))) : x;
  Value e = arith::ShRUIOp::create(b, mag, c(3));
  Value m = arith::AndIOp::create(b, mag, c(7));
  Value normal = arith::CmpIOp::create(b, arith::CmpIPredicate::ne, e, c(0));
  Value sig =
      arith::SelectOp::create(b, normal, arith::OrIOp::create(b, m, c(8)), m);
  Value ex = arith::MaxUIOp::create(b, e, c(1));
  // 2^(ex - bias - 3) as f32 bits: biased exponent ex - bias - 3 + 127.
  Value pow = arith::BitcastOp::create(
      b, f32,
      arith::ShLIOp::create(b, arith::AddIOp::create(b, ex, c(124 - bias)),
                            c(23)));
  Value v = arith::MulFOp::create(b, arith::UIToFPOp::create(b, f32, sig), pow);
  if (ue4)
    v = arith::SelectOp::create(
        b, arith::CmpIOp::create(b, arith::CmpIPredicate::ne, x, mag),
        arith::NegFOp::create(b, v), v);
  Value nan = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, mag,
                                    c(ue4 ? 0x7F : 0xFF));
  return arith::SelectOp::create(
      b, nan, arith::ConstantOp::create(b, b.getF32FloatAttr(NAN)), v);
}

ChunkScale Decoder::chunkScale(ImplicitLocOpBuilder &bb, const Operand &op,
                               Value scaleCode) {
  auto v2 = VectorType::get({2}, f32);
  bool hw = hwFp4 && op.packed;
  if (halfPairs(op)) {
    // UE4M3 to f16 (exact): gfx950 in one conversion, gfx942 decoded in
    // f32 and narrowed.
    if (op.blockScale == BlockScale::None)
      return {};
    Type f16 = bb.getF16Type();
    if (!hwFp4)
      return {Value(), Value(),
              vector::BroadcastOp::create(
                  bb, VectorType::get({2}, f16),
                  arith::TruncFOp::create(
                      bb, f16, decodeUFloat(bb, scaleCode, op.blockScale)))};
    Value h = halfScales(
        bb, vector::BroadcastOp::create(
                bb, VectorType::get({1}, bb.getI8Type()), scaleCode));
    return {Value(), Value(),
            vector::ShuffleOp::create(bb, h, h, ArrayRef<int64_t>{0, 0})};
  }
  // Scale per value: decode(scale) * 2^t, the code map's factor folded in
  // (exact for UE4M3 / UE5M3); an E8M0 scale may be near f32's top, so
  // the values are multiplied by 2^t first (exact) and then by it; with
  // no block scale the factor is the epilogue's.
  int t = hw ? 0 : codeMapLog2(op.map, op.fp8);
  Value pre, scale;
  auto cst = [&](float x) {
    return arith::ConstantOp::create(bb, bb.getF32FloatAttr(x)).getResult();
  };
  if (op.blockScale == BlockScale::E8M0) {
    scale = decodeE8M0(bb, scaleCode, 0);
    if (t)
      pre = vector::BroadcastOp::create(bb, v2, cst(std::ldexp(1.0f, t)));
  } else if (op.blockScale != BlockScale::None) {
    // gfx950 converts OCP E4M3FN, whose codes decode as UE4M3's (the
    // sign bit negates, 0x7F / 0xFF are NaN), in one instruction.
    Value s = op.blockScale == BlockScale::UE4M3 && chip == target::Chip::GFX950
                  ? amdgpu::ExtPackedFp8Op::create(
                        bb, f32,
                        arith::BitcastOp::create(bb, Float8E4M3FNType::get(ctx),
                                                 scaleCode),
                        bb.getI32IntegerAttr(0))
                        .getResult()
                  : decodeUFloat(bb, scaleCode, op.blockScale);
    scale =
        t ? arith::MulFOp::create(bb, s, cst(std::ldexp(1.0f, t))).getResult()
          : s;
  }
  if (scale)
    scale = vector::BroadcastOp::create(bb, v2, scale);
  return {pre, scale, Value()};
}

Value Decoder::dequantize(ImplicitLocOpBuilder &bb, const Operand &op,
                          Value codes, Value scaleCode) {
  return dequantize(bb, op, codes, chunkScale(bb, op, scaleCode));
}

bool Decoder::halfPairs(const Operand &op) const {
  return op.packed && fp4HalfPairs(mfmaType, CodeMap::E2M1, op.blockScale);
}

bool Decoder::rawFp4(const Operand &op) const {
  return op.packed && fp4AsLoaded(chip, mfmaType, CodeMap::E2M1, op.blockScale);
}

Value Decoder::halfTable(ImplicitLocOpBuilder &bb, Value codes) {
  Type i32 = bb.getI32Type();
  auto c = [&](uint32_t v) -> Value {
    return arith::ConstantIntOp::create(bb, int32_t(v), 32);
  };
  Value x = vector::ExtractOp::create(
      bb, vector::BitCastOp::create(bb, VectorType::get({1}, i32), codes),
      ArrayRef<int64_t>{0});
  Value mag = c(0x07070707u), sgn = c(0x80808080u);
  Value tabLo = c(0x3E3C3800u), tabHi = c(0x46444240u);
  Value even = arith::OrIOp::create(
      bb, permBytes(bb, tabHi, tabLo, arith::AndIOp::create(bb, x, mag)),
      arith::AndIOp::create(bb, arith::ShLIOp::create(bb, x, c(4)), sgn));
  Value odd = arith::OrIOp::create(
      bb,
      permBytes(
          bb, tabHi, tabLo,
          arith::AndIOp::create(bb, arith::ShRUIOp::create(bb, x, c(4)), mag)),
      arith::AndIOp::create(bb, x, sgn));
  // Pair j: bytes [0, even byte j, 0, odd byte j] (selector 12: zero; 0-3
  // the low operand's bytes, 4-7 the high one's).
  SmallVector<Value> words;
  for (uint32_t j = 0; j < 4; ++j)
    words.push_back(permBytes(bb, odd, even,
                              c(0x0Cu | j << 8 | 0x0Cu << 16 | (4 + j) << 24)));
  return vector::BitCastOp::create(
      bb, v16,
      vector::FromElementsOp::create(bb, VectorType::get({4}, i32), words));
}

Value Decoder::halfScales(ImplicitLocOpBuilder &bb, Value codes) {
  int64_t n = cast<VectorType>(codes.getType()).getNumElements();
  return amdgpu::ScaledExtPackedOp::create(
      bb, VectorType::get({2}, bb.getF16Type()),
      vector::BitCastOp::create(
          bb, VectorType::get({n}, Float8E4M3FNType::get(ctx)), codes),
      arith::ConstantOp::create(bb, bb.getF32FloatAttr(1.0f)), 0);
}

Value Decoder::dequantize(ImplicitLocOpBuilder &bb, const Operand &op,
                          Value codes, ChunkScale cs) {
  auto v2 = VectorType::get({2}, f32);
  bool hw = hwFp4 && op.packed;
  auto cst = [&](float x) {
    return arith::ConstantOp::create(bb, bb.getF32FloatAttr(x)).getResult();
  };
  if (halfPairs(op) && !hwFp4) {
    Value v = halfTable(bb, codes);
    if (!cs.half)
      return v;
    auto h8 = VectorType::get({8}, mfmaType);
    Value scale8 = vector::ShuffleOp::create(
        bb, cs.half, cs.half, ArrayRef<int64_t>{0, 1, 0, 1, 0, 1, 0, 1});
    return vector::BitCastOp::create(
        bb, v16,
        arith::MulFOp::create(bb, vector::BitCastOp::create(bb, h8, v),
                              scale8));
  }
  if (halfPairs(op)) {
    auto h2 = VectorType::get({2}, mfmaType);
    Value fp4 = vector::BitCastOp::create(
        bb, VectorType::get({8}, Float4E2M1FNType::get(ctx)), codes);
    SmallVector<Value> pairs;
    for (int32_t h = 0; h < 4; ++h) {
      Value p = amdgpu::ScaledExtPackedOp::create(bb, h2, fp4, cst(1.0f), h);
      pairs.push_back(cs.half ? arith::MulFOp::create(bb, p, cs.half) : p);
    }
    return vector::BitCastOp::create(bb, v16,
                                     concat(bb, concat(bb, pairs[0], pairs[1]),
                                            concat(bb, pairs[2], pairs[3])));
  }
  Value pre = cs.pre, scale = cs.scale;
  SmallVector<Value> pairs;
  auto scaled = [&](Value p) {
    if (pre)
      p = arith::MulFOp::create(bb, p, pre);
    if (scale)
      p = arith::MulFOp::create(bb, p, scale);
    pairs.push_back(p);
  };
  if (hw) {
    // The 4 bytes as 8 fp4 values; pair h is values 2h, 2h + 1.
    Value one = cst(1.0f);
    Value fp4 = vector::BitCastOp::create(
        bb, VectorType::get({8}, Float4E2M1FNType::get(ctx)), codes);
    for (int32_t h = 0; h < 4; ++h)
      scaled(amdgpu::ScaledExtPackedOp::create(bb, v2, fp4, one, h));
  } else {
    // The mapped codes (fp4: mapped as they were unpacked) as two words
    // of 4 (vector.extract_strided_slice on fp8 vectors does not lower
    // to LLVM).
    Value words = vector::BitCastOp::create(
        bb, VectorType::get({2}, bb.getI32Type()),
        op.packed ? codes : mapCodes(bb, codes, op.map, op.fp8));
    for (int64_t h = 0; h < 2; ++h) {
      Value word = vector::ExtractOp::create(bb, words, ArrayRef<int64_t>{h});
      Value quad = vector::BitCastOp::create(
          bb, VectorType::get({4}, op.fp8),
          vector::BroadcastOp::create(bb, VectorType::get({1}, bb.getI32Type()),
                                      word));
      for (int32_t w = 0; w < 2; ++w)
        scaled(amdgpu::ExtPackedFp8Op::create(bb, v2, quad,
                                              bb.getI32IntegerAttr(w)));
    }
  }
  Value v8;
  if (op.packed && !hw) {
    // fp4 through the E2M1 map: word 0 holds the even codes, word 1 the
    // odd ones (in order as values: l0 h0 l1 h1 ...; no byte shuffles).
    SmallVector<int64_t> zip = {0, 2, 1, 3};
    v8 = concat(bb, vector::ShuffleOp::create(bb, pairs[0], pairs[2], zip),
                vector::ShuffleOp::create(bb, pairs[1], pairs[3], zip));
  } else {
    // The pairs in order (the hardware fp4 conversion keeps it too).
    v8 = concat(bb, concat(bb, pairs[0], pairs[1]),
                concat(bb, pairs[2], pairs[3]));
  }
  Value out;
  if (mfmaType.isF16()) {
    // Exact in f16 (the strategy checked the range): any rounding.
    out = arith::TruncFOp::create(bb, VectorType::get({8}, mfmaType), v8);
  } else {
    // bf16: the high half of the f32 (at most 8 significant bits).
    auto w8 = VectorType::get({8}, bb.getI32Type());
    Value bits = vector::BitCastOp::create(bb, w8, v8);
    bits = arith::ShRUIOp::create(
        bb, bits,
        arith::ConstantOp::create(
            bb, DenseElementsAttr::get(w8, bb.getI32IntegerAttr(16))));
    out = arith::TruncIOp::create(bb, VectorType::get({8}, bb.getI16Type()),
                                  bits);
  }
  return vector::BitCastOp::create(bb, v16, out);
}

Value kernel::loadScaleCodes(ImplicitLocOpBuilder &b, Value scales,
                             Value rowOff, int64_t kBlock, Value row, Value col,
                             Value inK, int64_t elems) {
  KB k{b};
  SmallVector<Value, 2> at = {rowOff ? k.add(row, rowOff) : row,
                              k.div(col, kBlock)};
  Value sc =
      kBlock < elems
          ? vector::LoadOp::create(
                b, VectorType::get({elems / kBlock}, b.getI8Type()), scales, at)
                .getResult()
          : memref::LoadOp::create(b, scales, at).getResult();
  if (!rowOff || !inK)
    return sc;
  return arith::SelectOp::create(
      b, inK, sc, arith::ConstantOp::create(b, b.getZeroAttr(sc.getType())));
}

Type kernel::blockScaleType(MLIRContext *ctx, BlockScale bs) {
  switch (bs) {
  case BlockScale::None:
    return Type();
  case BlockScale::E8M0:
    return Float8E8M0FNUType::get(ctx);
  case BlockScale::UE4M3:
    return Float8E4M3FNType::get(ctx);
  case BlockScale::UE5M3:
    return UE5M3Type::get(ctx);
  }
  return Type();
}

BlockScale kernel::blockScaleOf(Type t) {
  if (!t)
    return BlockScale::None;
  if (isa<Float8E8M0FNUType>(t))
    return BlockScale::E8M0;
  return isa<Float8E4M3FNType>(t) ? BlockScale::UE4M3 : BlockScale::UE5M3;
}

SmallVector<Value> Decoder::dequantize32(ImplicitLocOpBuilder &bb,
                                         const Operand &op,
                                         ArrayRef<Value> regs, size_t &r,
                                         bool scaledCvt) {
  SmallVector<Value> codes;
  if (rawFp4(op) || !op.packed) {
    // Four chunks of the codes as loaded: 4 bytes of fp4, 8 of fp8.
    Value v = regs[r++];
    int64_t n = op.packed ? 4 : 8;
    for (int64_t w = 0; w < 4; ++w) {
      SmallVector<int64_t> idx;
      for (int64_t e = 0; e < n; ++e)
        idx.push_back(n * w + e);
      codes.push_back(vector::ShuffleOp::create(bb, v, v, idx));
    }
  } else {
    codes.assign(regs.begin() + r, regs.begin() + r + 4);
    r += 4;
  }
  if (scaledCvt) {
    Value scale = scaleOfCode(bb, regs[r++]);
    SmallVector<Value> out;
    for (Value c : codes)
      out.push_back(dequantizeScaled(bb, c, scale));
    return out;
  }
  SmallVector<ChunkScale> scales;
  if (op.blockScale == BlockScale::None) {
    scales.push_back(chunkScale(bb, op, Value()));
  } else if (op.kBlock == Fp8GemmConfig::kWideCodes) {
    scales.push_back(chunkScale(bb, op, regs[r++]));
  } else if (halfPairs(op) && hwFp4) {
    // Both 16-blocks' UE4M3 scales to f16 in one conversion.
    Value both = halfScales(bb, regs[r++]);
    for (int64_t h = 0; h < 2; ++h)
      scales.push_back(
          {Value(), Value(),
           vector::ShuffleOp::create(bb, both, both, ArrayRef<int64_t>{h, h})});
  } else {
    Value two = regs[r++];
    for (int64_t h = 0; h < 2; ++h)
      scales.push_back(chunkScale(
          bb, op, vector::ExtractOp::create(bb, two, ArrayRef<int64_t>{h})));
  }
  SmallVector<Value> out;
  for (int64_t w = 0; w < 4; ++w)
    out.push_back(dequantize(bb, op, codes[w], scales[w * scales.size() / 4]));
  return out;
}

Value Decoder::waveInScaledCvtRange(ImplicitLocOpBuilder &bb,
                                    ValueRange codes) {
  Type i32 = bb.getI32Type();
  auto ci = [&](int32_t x) {
    return arith::ConstantOp::create(bb, bb.getI32IntegerAttr(x));
  };
  Value t = arith::ConstantOp::create(bb, bb.getBoolAttr(true));
  Value out; // some code of this lane is outside the range
  for (Value code : codes) {
    Value e = arith::ExtUIOp::create(bb, i32, code);
    Value in = arith::CmpIOp::create(bb, arith::CmpIPredicate::ult,
                                     arith::SubIOp::create(bb, e, ci(2)),
                                     ci(251));
    Value o = arith::XOrIOp::create(bb, in, t);
    out = out ? arith::OrIOp::create(bb, out, o) : o;
  }
  return arith::CmpIOp::create(
      bb, arith::CmpIPredicate::eq,
      ROCDL::BallotOp::create(bb, bb.getI64Type(), out),
      arith::ConstantOp::create(bb, bb.getI64IntegerAttr(0)));
}

Value Decoder::scaleOfCode(ImplicitLocOpBuilder &bb, Value code) {
  Type i32 = bb.getI32Type();
  Value e = arith::ExtUIOp::create(bb, i32, code);
  return arith::BitcastOp::create(
      bb, f32,
      arith::ShLIOp::create(
          bb, e, arith::ConstantOp::create(bb, bb.getI32IntegerAttr(23))));
}

Value Decoder::dequantizeScaled(ImplicitLocOpBuilder &bb, Value codes,
                                Value scale) {
  auto v2 = VectorType::get({2}, mfmaType);
  Value fp4 = vector::BitCastOp::create(
      bb, VectorType::get({8}, Float4E2M1FNType::get(ctx)), codes);
  SmallVector<Value> pairs;
  for (int32_t h = 0; h < 4; ++h)
    pairs.push_back(amdgpu::ScaledExtPackedOp::create(bb, v2, fp4, scale, h));
  return vector::BitCastOp::create(bb, v16,
                                   concat(bb, concat(bb, pairs[0], pairs[1]),
                                          concat(bb, pairs[2], pairs[3])));
}

size_t Decoder::registers32(const Operand &op) const {
  return (rawFp4(op) || !op.packed ? 1 : 4) +
         (op.blockScale != BlockScale::None ? 1 : 0);
}

void kernel::loadCodes32(ImplicitLocOpBuilder &b, const Operand &op,
                         Type mapTo, bool scales, Value row, Value col,
                         Value inK, SmallVector<Value> &regs) {
  Type i8 = b.getI8Type();
  if (!op.packed) {
    regs.push_back(vector::LoadOp::create(b, VectorType::get({32}, i8), op.buf,
                                          ValueRange{row, col}));
  } else {
    Value v = vector::LoadOp::create(b, VectorType::get({16}, i8), op.buf,
                                     ValueRange{row, KB{b}.div(col, 2)});
    if (!mapTo)
      regs.push_back(v);
    for (int64_t w = 0; w < 4 && mapTo; ++w)
      regs.push_back(splitMapFp4(
          b,
          vector::ShuffleOp::create(
              b, v, v,
              ArrayRef<int64_t>{4 * w, 4 * w + 1, 4 * w + 2, 4 * w + 3}),
          mapTo));
  }
  if (scales)
    regs.push_back(loadScaleCodes(b, op.scales, op.scaleRowOff, op.kBlock, row,
                                  col, inK, Fp8GemmConfig::kWideCodes));
}

void Decoder::loadCodes32(ImplicitLocOpBuilder &bb, const Operand &op,
                          Value row, Value col, Value inK,
                          SmallVector<Value> &regs) {
  kernel::loadCodes32(bb, op, op.packed && !rawFp4(op) ? op.fp8 : Type(),
                      op.blockScale != BlockScale::None, row, col, inK, regs);
}

//===- Fp8Gemm.cpp - the FP8 GEMM kernel (MFMA 16x16x32) ------------------===//
//
// Kernel structure (see docs/codegen.md):
// - grid (ceil(N/BN), ceil(M/BM)); WM x WN waves; wave (wm, wn) owns the
//   (BM/WM) x (BN/WN) sub-tile as TM x TN MFMA 16x16x32 tiles;
// - global -> LDS: every thread moves 16-byte chunks with raw buffer loads
//   (rows past M or N read 0; a chunk past K, K being a multiple of 16,
//   reads an out-of-bounds row, so 0 too); OCP codes are bridged to FNUZ on
//   the way;
// - register-staged double buffering: tile k+1 is loaded into registers
//   while the MFMAs consume tile k from LDS stage k%2, then stored to the
//   other stage; one barrier per K step;
// - LDS rows padded by 8 bytes so the 16 rows an MFMA operand read touches
//   fall in distinct banks;
// - the MFMA computes C^T tiles (B fragments as its A operand), so a lane
//   holds 4 consecutive columns of a row of C;
// - epilogue: scales (per row of A, per column of B, or per tensor; times 2
//   per bridged operand), bias, RNE to the output type, one vector store per
//   4 columns (element stores only at the N edge).
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/GemmKernels.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace lowp;

static std::string typeName(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

std::string Fp8GemmConfig::name() const {
  auto br = [](FP8Bridge b) {
    return b == FP8Bridge::None ? "" : b == FP8Bridge::E4M3 ? "ocp" : "ocp";
  };
  std::string s = "fp8_gemm_" + typeName(mfmaTypeA) + br(bridgeA) + "_" +
                  typeName(mfmaTypeB) + br(bridgeB) + "_" +
                  (rowScaleA ? "row" : "tensor") + "_" +
                  (colScaleB ? "row" : "tensor") + "_" + typeName(outType);
  if (biasType)
    s += "_bias" + typeName(biasType);
  s += "_" + std::to_string(bm) + "x" + std::to_string(bn) + "x" +
       std::to_string(bk) + "_w" + std::to_string(wm) + "x" +
       std::to_string(wn);
  if (splitK > 1)
    s += "_splitk";
  for (char &c : s)
    if (!isalnum(static_cast<unsigned char>(c)))
      c = '_';
  return s;
}

namespace {
/// Shorthands over an ImplicitLocOpBuilder.
struct KB {
  ImplicitLocOpBuilder &b;
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }
  Value div(Value x, Value y) { return arith::DivUIOp::create(b, x, y); }
  Value rem(Value x, Value y) { return arith::RemUIOp::create(b, x, y); }
  Value add(Value x, int64_t y) { return y ? add(x, idx(y)) : x; }
  Value mul(Value x, int64_t y) { return y == 1 ? x : mul(x, idx(y)); }
  Value div(Value x, int64_t y) { return y == 1 ? x : div(x, idx(y)); }
  Value rem(Value x, int64_t y) { return rem(x, idx(y)); }
};

/// OCP -> FNUZ bit fix-up of a vector of i8 codes.
Value bridgeCodes(ImplicitLocOpBuilder &b, Value v, FP8Bridge bridge) {
  if (bridge == FP8Bridge::None)
    return v;
  auto vt = cast<VectorType>(v.getType());
  auto splat = [&](int v8) {
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(vt, b.getI8IntegerAttr(v8)));
  };
  Value negZero = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, v,
                                        splat(static_cast<int8_t>(0x80)));
  // E4M3: NaN is S.1111.111; E5M2: Inf/NaN have the exponent all ones.
  int8_t maskBits = bridge == FP8Bridge::E4M3 ? 0x7F : 0x7C;
  Value masked = arith::AndIOp::create(b, v, splat(maskBits));
  Value special = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, masked,
                                        splat(maskBits));
  Value r = arith::SelectOp::create(b, negZero, splat(0), v);
  return arith::SelectOp::create(b, special, splat(static_cast<int8_t>(0x80)),
                                 r);
}
/// Stores the 4 values of `v` at `indices` (the last one the first column):
/// one vector store when the row is in and all four columns are below N,
/// else element by element for the columns below N.
void storeVector(ImplicitLocOpBuilder &b, Value v, Value memref,
                 ArrayRef<Value> indices, Value rowIn, Value col, Value n) {
  Value c4 = arith::ConstantIndexOp::create(b, 4);
  Value end = arith::AddIOp::create(b, col, c4);
  Value whole = arith::AndIOp::create(
      b, rowIn, arith::CmpIOp::create(b, arith::CmpIPredicate::ule, end, n));
  auto ifOp = scf::IfOp::create(b, whole, /*withElseRegion=*/true);
  {
    ImplicitLocOpBuilder tb(b.getLoc(), ifOp.getThenBodyBuilder());
    vector::StoreOp::create(tb, v, memref, indices);
  }
  ImplicitLocOpBuilder eb(b.getLoc(), ifOp.getElseBodyBuilder());
  for (int64_t e = 0; e < 4; ++e) {
    Value c = arith::AddIOp::create(eb, col, arith::ConstantIndexOp::create(eb, e));
    Value in = arith::AndIOp::create(
        eb, rowIn, arith::CmpIOp::create(eb, arith::CmpIPredicate::ult, c, n));
    auto one = scf::IfOp::create(eb, in, /*withElseRegion=*/false);
    ImplicitLocOpBuilder ob(b.getLoc(), one.getThenBodyBuilder());
    SmallVector<Value> idx(indices.begin(), indices.end());
    idx.back() = c;
    Value x = vector::ExtractOp::create(ob, v, ArrayRef<int64_t>{e});
    memref::StoreOp::create(ob, x, memref, idx);
  }
}
} // namespace

gpu::GPUFuncOp lowp::getOrCreateFp8GemmKernel(OpBuilder &builder,
                                              Location loc,
                                              gpu::GPUModuleOp module,
                                              const Fp8GemmConfig &cfg) {
  std::string name = cfg.name();
  if (auto f = module.lookupSymbol<gpu::GPUFuncOp>(name))
    return f;
  MLIRContext *ctx = builder.getContext();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  ImplicitLocOpBuilder b(loc, builder);
  KB k{b};

  Type i8 = b.getI8Type(), f32 = b.getF32Type();
  int64_t dyn = ShapedType::kDynamic;
  auto mat = [&](Type t) { return MemRefType::get({dyn, dyn}, t); };
  bool split = cfg.splitK > 1;
  SmallVector<Type> args = {mat(i8), mat(i8)};
  if (split) {
    args.push_back(MemRefType::get({dyn, dyn, dyn}, f32)); // workspace
  } else {
    args.append({mat(f32), mat(f32)});
    if (cfg.biasType)
      args.push_back(MemRefType::get({dyn}, cfg.biasType));
    args.push_back(mat(cfg.outType));
  }
  auto wgSpace = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  int64_t ldsRow = cfg.bk + cfg.ldsPad;
  auto ldsA = MemRefType::get({2, cfg.bm, ldsRow}, i8, AffineMap(), wgSpace);
  auto ldsB = MemRefType::get({2, cfg.bn, ldsRow}, i8, AffineMap(), wgSpace);
  auto func = gpu::GPUFuncOp::create(b, name, b.getFunctionType(args, {}),
                                     TypeRange{ldsA, ldsB});
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(cfg.threads()), 1, 1}));
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);

  Value A = entry.getArgument(0), B = entry.getArgument(1);
  Value W = split ? entry.getArgument(2) : Value();
  Value SA = split ? Value() : entry.getArgument(2);
  Value SB = split ? Value() : entry.getArgument(3);
  Value bias = !split && cfg.biasType ? entry.getArgument(4) : Value();
  Value C = split ? Value() : entry.getArgument(cfg.biasType ? 5 : 4);
  Value lA = func.getWorkgroupAttributions()[0];
  Value lB = func.getWorkgroupAttributions()[1];

  auto fat = [&](Value m) {
    auto t = cast<MemRefType>(m.getType());
    auto ft = MemRefType::get(
        t.getShape(), t.getElementType(), t.getLayout(),
        amdgpu::AddressSpaceAttr::get(ctx, amdgpu::AddressSpace::FatRawBuffer));
    return amdgpu::FatRawBufferCastOp::create(b, ft, m, Value(), Value(),
                                              /*boundsCheck=*/true,
                                              /*resetOffset=*/false)
        .getResult();
  };
  Value M = memref::DimOp::create(b, A, 0);
  Value K = memref::DimOp::create(b, A, 1);
  Value N = memref::DimOp::create(b, B, 0);
  Value Ab = fat(A), Bb = fat(B);
  Value SAb = split ? Value() : fat(SA), SBb = split ? Value() : fat(SB);

  Value tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Value m0 = k.mul(gpu::BlockIdOp::create(b, gpu::Dimension::y), cfg.bm);
  Value n0 = k.mul(gpu::BlockIdOp::create(b, gpu::Dimension::x), cfg.bn);
  Value wave = k.div(tid, 64), lane = k.rem(tid, 64);
  int64_t wtm = cfg.bm / cfg.wm, wtn = cfg.bn / cfg.wn;
  int64_t tm = wtm / 16, tn = wtn / 16;
  Value wRow = k.mul(k.div(wave, cfg.wn), wtm);
  Value wCol = k.mul(k.rem(wave, cfg.wn), wtn);
  Value l16 = k.rem(lane, 16), lq = k.div(lane, 16);

  // Global -> registers: 16-byte chunks, K tail masked, OCP bridged.
  int64_t chunksPerRow = cfg.bk / 16;
  auto v16 = VectorType::get({16}, i8);
  auto loadTile = [&](ImplicitLocOpBuilder &bb, Value src, Value rowBase,
                      Value rowsTotal, int64_t rows, Value k0,
                      FP8Bridge bridge) {
    KB kk{bb};
    SmallVector<Value> regs;
    int64_t chunks = rows * chunksPerRow;
    for (int64_t q = 0; q < chunks; q += cfg.threads()) {
      Value c = kk.add(tid, q);
      Value row = kk.div(c, chunksPerRow);
      Value col = kk.mul(kk.rem(c, chunksPerRow), 16);
      Value gCol = kk.add(k0, col);
      // K is a multiple of 16, so a chunk is wholly inside K or wholly past
      // it; past it, read row `rowsTotal` (out of bounds of the raw buffer,
      // which returns zeros) instead of masking byte by byte.
      Value inK = arith::CmpIOp::create(bb, arith::CmpIPredicate::ult, gCol, K);
      Value gRow = arith::SelectOp::create(bb, inK, kk.add(rowBase, row),
                                           rowsTotal);
      Value v = vector::LoadOp::create(bb, v16, src, ValueRange{gRow, gCol});
      regs.push_back(bridgeCodes(bb, v, bridge));
    }
    return regs;
  };
  auto storeTile = [&](ImplicitLocOpBuilder &bb, Value lds, Value stage,
                       int64_t rows, ArrayRef<Value> regs) {
    KB kk{bb};
    int64_t chunks = rows * chunksPerRow;
    for (int64_t q = 0, r = 0; q < chunks; q += cfg.threads(), ++r) {
      Value c = kk.add(tid, q);
      Value row = kk.div(c, chunksPerRow);
      Value col = kk.mul(kk.rem(c, chunksPerRow), 16);
      vector::StoreOp::create(bb, regs[r], lds, ValueRange{stage, row, col});
    }
  };

  // This workgroup's K steps: all of them, or its split's share.
  Value c0 = k.idx(0), c1 = k.idx(1);
  Value numK = arith::CeilDivUIOp::create(b, K, k.idx(cfg.bk));
  Value kFirst = c0, kLast = numK, z = c0;
  if (split) {
    z = gpu::BlockIdOp::create(b, gpu::Dimension::z);
    Value per = arith::CeilDivUIOp::create(b, numK, k.idx(cfg.splitK));
    kFirst = arith::MinUIOp::create(b, k.mul(z, per), numK);
    kLast = arith::MinUIOp::create(b, k.add(kFirst, per), numK);
  }
  // Prologue: the first tile into stage 0.
  Value k0First = k.mul(kFirst, cfg.bk);
  storeTile(b, lA, c0, cfg.bm,
            loadTile(b, Ab, m0, M, cfg.bm, k0First, cfg.bridgeA));
  storeTile(b, lB, c0, cfg.bn,
            loadTile(b, Bb, n0, N, cfg.bn, k0First, cfg.bridgeB));
  gpu::BarrierOp::create(b);

  auto v4 = VectorType::get({4}, f32);
  Value zacc = arith::ConstantOp::create(
      b, DenseElementsAttr::get(v4, b.getF32FloatAttr(0.0f)));
  SmallVector<Value> inits(tm * tn, zacc);
  auto v8 = VectorType::get({8}, i8);
  auto loop = scf::ForOp::create(
      b, kFirst, kLast, c1, inits,
      [&](OpBuilder &nb, Location nl, Value kt, ValueRange accs) {
        ImplicitLocOpBuilder lb(nl, nb);
        KB lk{lb};
        // Stages alternate from the first step of this workgroup.
        Value stage = lk.rem(arith::SubIOp::create(lb, kt, kFirst), 2);
        Value next = arith::SubIOp::create(lb, lk.idx(1), stage);
        Value k1 = lk.mul(lk.add(kt, 1), cfg.bk);
        // Tile k+1 into registers (past the end: all masked to zero).
        SmallVector<Value> nextA = loadTile(lb, Ab, m0, M, cfg.bm, k1, cfg.bridgeA);
        SmallVector<Value> nextB = loadTile(lb, Bb, n0, N, cfg.bn, k1, cfg.bridgeB);
        // MFMAs on the current stage.
        SmallVector<Value> acc(accs.begin(), accs.end());
        for (int64_t kk = 0; kk < cfg.bk / 32; ++kk) {
          Value kcol = lk.add(lk.mul(lq, 8), kk * 32);
          SmallVector<Value> as, bs;
          for (int64_t i = 0; i < tm; ++i) {
            Value row = lk.add(lk.add(wRow, l16), i * 16);
            Value v = vector::LoadOp::create(lb, v8, lA,
                                             ValueRange{stage, row, kcol});
            as.push_back(vector::BitCastOp::create(
                lb, VectorType::get({8}, cfg.mfmaTypeA), v));
          }
          for (int64_t j = 0; j < tn; ++j) {
            Value row = lk.add(lk.add(wCol, l16), j * 16);
            Value v = vector::LoadOp::create(lb, v8, lB,
                                             ValueRange{stage, row, kcol});
            bs.push_back(vector::BitCastOp::create(
                lb, VectorType::get({8}, cfg.mfmaTypeB), v));
          }
          // B as the MFMA's A operand: the tile computed is C^T, so a lane's
          // four accumulator registers are four consecutive columns of one
          // row of C (one vector store in the epilogue).
          for (int64_t i = 0; i < tm; ++i)
            for (int64_t j = 0; j < tn; ++j)
              acc[i * tn + j] = amdgpu::MFMAOp::create(
                  lb, v4, /*m=*/16, /*n=*/16, /*k=*/32, /*blocks=*/1, bs[j],
                  as[i], acc[i * tn + j]);
        }
        // Registers into the other stage, then one barrier.
        storeTile(lb, lA, next, cfg.bm, nextA);
        storeTile(lb, lB, next, cfg.bn, nextB);
        gpu::BarrierOp::create(lb);
        scf::YieldOp::create(lb, acc);
      });

  if (split) {
    // Raw f32 partial sums into this split's slice of the workspace: lane l
    // holds row l % 16 and columns 4 (l / 16) .. + 3 of each 16 x 16 tile.
    Value lq4w = k.mul(lq, 4);
    for (int64_t i = 0; i < tm; ++i) {
      Value row = k.add(k.add(k.add(m0, wRow), l16), i * 16);
      Value rowIn = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, M);
      for (int64_t j = 0; j < tn; ++j) {
        Value col = k.add(k.add(k.add(n0, wCol), lq4w), j * 16);
        storeVector(b, loop.getResult(i * tn + j), W, {z, row, col}, rowIn,
                    col, N);
      }
    }
    gpu::ReturnOp::create(b);
    return func;
  }

  // Epilogue.
  float bridgeFactor = (cfg.bridgeA != FP8Bridge::None ? 2.0f : 1.0f) *
                       (cfg.bridgeB != FP8Bridge::None ? 2.0f : 1.0f);
  Value factor = arith::ConstantOp::create(b, b.getF32FloatAttr(bridgeFactor));
  Value sa0 = cfg.rowScaleA ? Value()
                            : memref::LoadOp::create(b, SAb, ValueRange{c0, c0});
  Value sb0 = cfg.colScaleB ? Value()
                            : memref::LoadOp::create(b, SBb, ValueRange{c0, c0});
  Value lq4 = k.mul(lq, 4);
  auto v4f = VectorType::get({4}, f32);
  for (int64_t j = 0; j < tn; ++j) {
    // Columns col .. col + 3 of this lane.
    Value col = k.add(k.add(k.add(n0, wCol), lq4), j * 16);
    Value sbv;
    if (cfg.colScaleB) {
      SmallVector<Value> sbs;
      for (int64_t v = 0; v < 4; ++v)
        sbs.push_back(memref::LoadOp::create(b, SBb, ValueRange{k.add(col, v), c0}));
      sbv = vector::FromElementsOp::create(b, v4f, sbs);
    } else {
      sbv = vector::BroadcastOp::create(b, v4f, sb0);
    }
    Value biasV;
    if (bias) {
      auto biasFat = fat(bias);
      biasV = vector::LoadOp::create(
          b, VectorType::get({4}, cfg.biasType), biasFat, ValueRange{col});
      if (!cfg.biasType.isF32())
        biasV = arith::ExtFOp::create(b, v4f, biasV);
    }
    for (int64_t i = 0; i < tm; ++i) {
      Value row = k.add(k.add(k.add(m0, wRow), l16), i * 16);
      Value sa = cfg.rowScaleA
                     ? Value(memref::LoadOp::create(b, SAb, ValueRange{row, c0}))
                     : sa0;
      Value scale = arith::MulFOp::create(
          b, vector::BroadcastOp::create(b, v4f, sa), sbv);
      scale = arith::MulFOp::create(b, scale,
                                    vector::BroadcastOp::create(b, v4f, factor));
      Value r = arith::MulFOp::create(b, loop.getResult(i * tn + j), scale);
      if (biasV)
        r = arith::AddFOp::create(b, r, biasV);
      if (!cfg.outType.isF32())
        r = arith::TruncFOp::create(b, VectorType::get({4}, cfg.outType), r);
      Value rowIn = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, M);
      storeVector(b, r, C, {row, col}, rowIn, col, N);
    }
  }
  gpu::ReturnOp::create(b);
  return func;
}

gpu::GPUFuncOp lowp::getOrCreateSplitKReduceKernel(OpBuilder &builder,
                                                   Location loc,
                                                   gpu::GPUModuleOp module,
                                                   const Fp8GemmConfig &cfg) {
  std::string name = cfg.name() + "_reduce";
  if (auto f = module.lookupSymbol<gpu::GPUFuncOp>(name))
    return f;
  MLIRContext *ctx = builder.getContext();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  ImplicitLocOpBuilder b(loc, builder);
  KB k{b};
  Type f32 = b.getF32Type();
  int64_t dyn = ShapedType::kDynamic;
  SmallVector<Type> args = {MemRefType::get({dyn, dyn, dyn}, f32),
                            MemRefType::get({dyn, dyn}, f32),
                            MemRefType::get({dyn, dyn}, f32)};
  if (cfg.biasType)
    args.push_back(MemRefType::get({dyn}, cfg.biasType));
  args.push_back(MemRefType::get({dyn, dyn}, cfg.outType));
  auto func = gpu::GPUFuncOp::create(b, name, b.getFunctionType(args, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr({256, 1, 1}));
  (void)ctx;
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);
  Value W = entry.getArgument(0), SA = entry.getArgument(1),
        SB = entry.getArgument(2);
  Value bias = cfg.biasType ? entry.getArgument(3) : Value();
  Value C = entry.getArgument(cfg.biasType ? 4 : 3);
  Value S = memref::DimOp::create(b, W, 0);
  Value M = memref::DimOp::create(b, W, 1);
  Value N = memref::DimOp::create(b, W, 2);
  Value id = k.add(k.mul(gpu::BlockIdOp::create(b, gpu::Dimension::x), 256),
                   gpu::ThreadIdOp::create(b, gpu::Dimension::x));
  Value row = arith::DivUIOp::create(b, id, N);
  Value col = arith::RemUIOp::create(b, id, N);
  Value in = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, M);
  auto ifOp = scf::IfOp::create(b, in, /*withElseRegion=*/false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value c0 = k.idx(0), c1 = k.idx(1);
  Value zero = arith::ConstantOp::create(b, b.getF32FloatAttr(0.0f));
  // The splits in order: the same sum on every run.
  auto sum = scf::ForOp::create(
      b, c0, S, c1, ValueRange{zero},
      [&](OpBuilder &nb, Location nl, Value zz, ValueRange acc) {
        Value p = memref::LoadOp::create(nb, nl, W, ValueRange{zz, row, col});
        scf::YieldOp::create(
            nb, nl, Value(arith::AddFOp::create(nb, nl, acc[0], p)));
      });
  float bridgeFactor = (cfg.bridgeA != FP8Bridge::None ? 2.0f : 1.0f) *
                       (cfg.bridgeB != FP8Bridge::None ? 2.0f : 1.0f);
  Value sa = memref::LoadOp::create(b, SA, ValueRange{cfg.rowScaleA ? row : c0, c0});
  Value sb = memref::LoadOp::create(b, SB, ValueRange{cfg.colScaleB ? col : c0, c0});
  Value scale = arith::MulFOp::create(b, sa, sb);
  scale = arith::MulFOp::create(
      b, scale, arith::ConstantOp::create(b, b.getF32FloatAttr(bridgeFactor)));
  Value r = arith::MulFOp::create(b, sum.getResult(0), scale);
  if (bias) {
    Value bv = memref::LoadOp::create(b, bias, ValueRange{col});
    if (!bv.getType().isF32())
      bv = arith::ExtFOp::create(b, f32, bv);
    r = arith::AddFOp::create(b, r, bv);
  }
  if (!cfg.outType.isF32())
    r = arith::TruncFOp::create(b, cfg.outType, r);
  memref::StoreOp::create(b, r, C, ValueRange{row, col});
  b.setInsertionPointAfter(ifOp);
  gpu::ReturnOp::create(b);
  return func;
}

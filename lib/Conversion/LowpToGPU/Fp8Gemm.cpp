//===- Fp8Gemm.cpp - FP8 and MX GEMM kernels (MFMA 16x16x32) --------------===//
//
// Kernel structure (see docs/codegen.md; the dequantizing GEMM: the same
// with bf16 / f16 in LDS, the MFMA 16x16x16 (gfx950: 16x16x32), codes
// decoded by lowp.tile_write, Decoder.cpp):
// - grid (ceil(N/BN), ceil(M/BM)); WM x WN waves; wave (wm, wn) owns the
//   (BM/WM) x (BN/WN) sub-tile as TM x TN MFMA 16x16x32 tiles;
// - global -> LDS (lowp.tile_read / lowp.tile_write, lowered in
//   TileCopies.cpp): every thread moves 16-byte chunks with raw buffer loads
//   (rows past M or N read 0; a chunk past K, K being a multiple of 16,
//   reads an out-of-bounds row, so 0 too; fp4 codes, two per byte in
//   memory, move 8-byte chunks); codes are mapped exactly to FNUZ fp8 on
//   the way (OCP bridge; fp6 into the low exponent fields; fp4 by table);
// - register-staged double buffering: tile k+1 is loaded into registers
//   while the MFMAs consume tile k from LDS stage k%2, then stored to the
//   other stage; one barrier per K step;
// - LDS rows padded by 8 bytes so the 16 rows an MFMA operand read touches
//   fall in distinct banks;
// - the MFMA computes C^T tiles (B fragments as its A operand), so a lane
//   holds 4 consecutive columns of a row of C;
// - MX (block-scaled): E8M0 scales decoded into LDS with the K tiles; each
//   MFMA is one 32-block with a zero accumulator, its partial sum added as
//   (P * sa) * sb + acc;
// - epilogue: one lowp.wave_store a wave (WaveStore.cpp writes it on
//   lanes): scales (per row of A, per column of B, or per tensor; times the
//   code maps' factors) unless block-scaled, bias, RNE to the output type,
//   the fused region, one vector store per 4 columns (element stores only
//   at the N edge), or a quantized result's codes and scales;
// - direct kernels (decode, Fp8GemmConfig::directB): no LDS tiles; each
//   128-K block's fragments read a step ahead into registers
//   (lowp.fragment_read), decoded where they are codes of a dequantizing
//   kernel (lowp.fragment_decode), and one lowp.fragment_mma a block
//   (lowered in TileCopies.cpp and DistributeWaveMma.cpp); gfx942's direct
//   MX kernel still writes its loads and MFMAs here.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"
#include "KernelBuilder.h"
#include "lowp/Conversion/GemmKernels.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Numerics/MlirFormats.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/SymbolTable.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

Value kernel::mfma(ImplicitLocOpBuilder &b, int64_t m, int64_t n, int64_t k,
                   Value a, Value bv, Value acc, ArrayRef<Value> scales,
                   int64_t byteA, int64_t byteB) {
  auto elem = [](Value v) {
    return cast<VectorType>(v.getType()).getElementType();
  };
  auto kind = lowp::MfmaAttr::get(b.getContext(), m, n, k, elem(a), elem(bv),
                                  !scales.empty());
  return lowp::MfmaOp::create(b, acc.getType(), kind, a, bv, acc, scales, byteA,
                              byteB);
}

Value kernel::concat(ImplicitLocOpBuilder &b, Value x, Value y) {
  auto n = [](Value v) {
    return cast<VectorType>(v.getType()).getNumElements();
  };
  SmallVector<int64_t> mask;
  for (int64_t i = 0; i < n(x) + n(y); ++i)
    mask.push_back(i);
  return vector::ShuffleOp::create(b, x, y, mask).getResult();
}

static std::string typeName(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// Whether `t` is an OCP fp8 type (the code maps' target on gfx950).
int lowp::codeMapLog2(CodeMap m, Type to) {
  // Into OCP E4M3FN / E5M2 (bias 7 / 15) one less than into FNUZ (8 / 16).
  int ocp = isOcpFp8(to) ? 1 : 0;
  switch (m) {
  case CodeMap::None:
    return 0;
  case CodeMap::OcpE4M3:
  case CodeMap::OcpE5M2:
    return 1;
  case CodeMap::E2M1: // a table lookup: the values as they are
    return 0;
  case CodeMap::E2M3:
    return 7 - ocp;
  case CodeMap::E3M2:
    return 13 - ocp;
  }
  return 0;
}

float Fp8GemmConfig::codeMapFactor() const {
  return std::ldexp(1.0f, codeMapLog2(mapA, mfmaTypeA) +
                              codeMapLog2(mapB, mfmaTypeB));
}

float Fp8GemmConfig::epilogueFactor() const {
  if (blockScaled())
    return 1.0f;
  int e = 0;
  if (!dequant || blockScaleA == BlockScale::None)
    e += codeMapLog2(mapA, mfmaTypeA);
  if (!dequant || blockScaleB == BlockScale::None)
    e += codeMapLog2(mapB, mfmaTypeB);
  return std::ldexp(1.0f, e);
}

/// A code map in kernel names.
static std::string mapName(CodeMap m) {
  switch (m) {
  case CodeMap::None:
    return "";
  case CodeMap::OcpE4M3:
  case CodeMap::OcpE5M2:
    return "ocp";
  case CodeMap::E2M3:
    return "from_e2m3";
  case CodeMap::E3M2:
    return "from_e3m2";
  case CodeMap::E2M1:
    return "from_e2m1";
  }
  return "";
}

std::string Fp8GemmConfig::name() const {
  auto scaling = [&](bool row) -> std::string {
    if (blockScaled())
      return "k" + std::to_string(kGroup);
    return row ? "row" : "tensor";
  };
  // Dequantizing: each operand's type (its codes' FNUZ type and map, or
  // the plain type), block scale and epilogue scale.
  auto dqOperand = [&](bool plain, Type fnuz, CodeMap map, BlockScale bs,
                       int64_t kBlock, bool epi, bool row) {
    // (fp4 codes read as they are have no map.)
    std::string s = plain ? typeName(mfmaType)
                    : fp4AsLoaded(chip, mfmaType, map, bs)
                        ? std::string("f4E2M1FN")
                        : typeName(fnuz) + mapName(map);
    const char *names[] = {"", "e8m0", "ue4m3", "ue5m3"};
    if (bs != BlockScale::None)
      s += std::string("_") + names[int(bs)] + "x" + std::to_string(kBlock);
    if (epi)
      s += row ? "_row" : "_tensor";
    return s;
  };
  std::string s =
      dequant ? "dq_gemm_" + typeName(mfmaType) + "_" +
                    dqOperand(plainA, mfmaTypeA, mapA, blockScaleA, kBlockA,
                              epilogueA, rowScaleA) +
                    "_" +
                    dqOperand(plainB, mfmaTypeB, mapB, blockScaleB, kBlockB,
                              epilogueB, colScaleB) +
                    "_" + typeName(outType)
              : (f8f6f4 && kGroup == 32 && scaleKBlock == 128 ? "sblock_gemm_"
                 : f8f6f4 && kGroup == 32                     ? "smx_gemm_"
                 : kGroup == 32 && scaleKBlock == 128 ? "e8m0block_gemm_"
                 : f8f6f4                             ? "f8f6f4_gemm_"
                 : kGroup == 32                       ? "mx_gemm_"
                 : kGroup == 128                      ? "block_gemm_"
                                                      : "fp8_gemm_") +
                    typeName(mfmaTypeA) + mapName(mapA) + "_" +
                    typeName(mfmaTypeB) + mapName(mapB) + "_" +
                    scaling(rowScaleA) + "_" + scaling(colScaleB) +
                    (blockRowsB ? "r" : "") + "_" + typeName(outType);
  if (biasType)
    s += "_bias" + typeName(biasType);
  // (Split-K: the partial sums do not depend on the epilogue; the reduce
  // kernel's name carries it.)
  if (epilogueOp && splitK == 1)
    s += "_epi" + epilogueKey + "_" + typeName(resultType);
  s += "_" + std::to_string(bm) + "x" + std::to_string(bn) + "x" +
       std::to_string(bk) + "_w" + std::to_string(wm) + "x" +
       std::to_string(wn);
  if (wk > 1)
    s += "x" + std::to_string(wk);
  if (f8f6f4 && mfmaM == 32)
    s += "_m32";
  if (kMajorA || kMajorB)
    s += std::string("_kmajor_") + (kMajorA ? "a" : "") + (kMajorB ? "b" : "");
  if (premappedA || premappedB)
    s += std::string("_fnuz_") + (premappedA ? "a" : "") +
         (premappedB ? "b" : "");
  if (packedFp6B)
    s += "_p6b";
  if (directB())
    s += mxWholeBlocks() ? "_direct_k128" : "_direct";
  else if (wideChunks(true) || wideChunks(false))
    s += std::string("_wide_") + (wideChunks(true) ? "a" : "") +
         (wideChunks(false) ? "b" : "");
  if (!directB() && !wholeKSteps()) // (direct kernels: their own K tests)
    s += "_ktail";
  if (splitK > 1)
    s += "_splitk";
  if (grouped())
    s += expertGrid ? "_experts" : "_grouped";
  for (char &c : s)
    if (!isalnum(static_cast<unsigned char>(c)))
      c = '_';
  return s;
}

/// GemmKernels.h: 4 where the workgroups the LDS lets a CU hold (at most
/// 32 waves) have 16 waves or more.
int64_t Fp8GemmConfig::wavesPerEUHint() const {
  // gfx942's direct MX kernel: LLVM issues a step's loads at its start,
  // and tiles of several MFMA tiles then hold 131 (64 x 16) to 175 (32 x
  // 32) VGPRs unmarked.
  if (mxDirect() && directB())
    return 4;
  if (directB() || scalesPartialSums() || wk > 1 || bm / wm < 32 ||
      bn / wn < 32 || bm * bn / (wm * wn) > 64 * 64)
    return 0;
  return residentWorkgroups() * threads() / 64 >= 16 ? 4 : 0;
}

int64_t Fp8GemmConfig::residentWorkgroupsFor(int64_t bytes) const {
  return std::max<int64_t>(
      1, std::min<int64_t>(target::getChipInfo(chip).ldsBytes / bytes,
                           32 / (threads() / 64)));
}

/// GemmKernels.h. By the waves a SIMD holds where the LDS allows its
/// workgroups (at most 32 waves a CU): two or fewer leave a wave 256 VGPRs.
StringRef Fp8GemmConfig::prefetch() const {
  if (directB())
    return "";
  int64_t waves = threads() / 64;
  int64_t simds = target::getChipInfo(chip).simdsPerCU;
  int64_t perSimd = (residentWorkgroups() * waves + simds - 1) / simds;
  if (perSimd <= 2)
    return "fragments_and_tiles";
  if (waves >= 16 && !dequant && !f8f6f4 && !blockScaled())
    return "fragments";
  return "";
}

/// The memref types of a fused epilogue's inputs (dynamic sizes), in order.
static SmallVector<Type> epilogueInputTypes(const Fp8GemmConfig &cfg) {
  SmallVector<Type> types;
  if (!cfg.epilogueOp)
    return types;
  for (Value in : getEpilogueInputs(cfg.epilogueOp)) {
    auto t = cast<RankedTensorType>(in.getType());
    types.push_back(MemRefType::get(
        SmallVector<int64_t>(t.getRank(), ShapedType::kDynamic),
        t.getElementType()));
  }
  return types;
}

/// The matmul's epilogue on `op` (a GEMM kernel's lowp.wave_store or the
/// split-K reduce kernel's): the scales' kinds (`hasA`, `hasB`: the op has
/// those scales), the factor, and with `region` the fused region, its
/// inputs' maps and column pairs.
static void setMatmulEpilogue(WaveStoreOp op, const Fp8GemmConfig &cfg,
                              bool hasA, bool hasB, bool region) {
  MLIRContext *ctx = op.getContext();
  Builder b(ctx);
  op.setPerRowA(hasA && cfg.rowScaleA);
  op.setPerColumnB(hasB && cfg.colScaleB);
  if (float f = cfg.epilogueFactor(); f != 1.0f)
    op.setFactorAttr(b.getF32FloatAttr(f));
  if (cfg.quantizedOut()) {
    op.setQuantizeTypeAttr(
        TypeAttr::get(num::typeOf(cfg.quantOut->element, ctx)));
    op.setQuantizeModeAttr(
        ScaleModeAttr::get(ctx, static_cast<ScaleMode>(cfg.quantOut->mode)));
  }
  if (!region)
    return;
  op.setPairs(cfg.epiloguePairs);
  if (!op.getEpilogueInputs().empty())
    op.setEpilogueMapsAttr(
        b.getAffineMapArrayAttr(getEpilogueIndexingMaps(cfg.epilogueOp)));
  IRMapping map;
  getEpilogueRegion(cfg.epilogueOp).cloneInto(&op.getEpilogue(), map);
}

uint8_t lowp::bridgeCode(uint8_t code, CodeMap map) {
  uint8_t mag = code & 0x7F;
  if (mag >= (map == CodeMap::OcpE4M3 ? 0x7F : 0x7C))
    return 0x80;
  return mag == 0 ? 0 : code;
}

/// A kernel `name` that writes an R x C matrix of `outElem` (its last
/// argument) in chunks of `width` elements from `numInputs` i8 matrices (its
/// arguments before): one thread per chunk, 256 a workgroup, chunk q at row
/// q / (C / width), column width (q % (C / width)); `chunk` gives its
/// vector<width x outElem> from the inputs (as fat raw buffers). The code
/// map kernels and the operand dequantize kernel.
static gpu::GPUFuncOp
getOrCreateChunkKernel(OpBuilder &builder, Location loc,
                       gpu::GPUModuleOp module, StringRef name,
                       int64_t numInputs, Type outElem, int64_t width,
                       function_ref<Value(ImplicitLocOpBuilder &,
                                          ValueRange ins, Value row, Value col)>
                           chunk) {
  return getOrBuildKernel(
      builder, loc, module, name, [&](ImplicitLocOpBuilder &b) {
        int64_t dyn = ShapedType::kDynamic;
        SmallVector<Type> args(numInputs,
                               MemRefType::get({dyn, dyn}, b.getI8Type()));
        args.push_back(MemRefType::get({dyn, dyn}, outElem));
        gpu::GPUFuncOp func = createKernel(b, name, args, {}, 256);
        KB k{b};
        Value out = func.getArguments().back();
        Value R = memref::DimOp::create(b, out, 0),
              C = memref::DimOp::create(b, out, 1);
        Value perRow = k.div(C, width);
        Value q =
            k.add(k.mul(gpu::BlockIdOp::create(b, gpu::Dimension::x), 256),
                  gpu::ThreadIdOp::create(b, gpu::Dimension::x));
        Value row = k.div(q, perRow), col = k.mul(k.rem(q, perRow), width);
        Value inside =
            arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, R);
        auto ifOp = scf::IfOp::create(b, inside, /*withElseRegion=*/false);
        b.setInsertionPointToStart(ifOp.thenBlock());
        SmallVector<Value> ins;
        for (Value in : func.getArguments().drop_back())
          ins.push_back(fatRawBuffer(b, in));
        Value v = chunk(b, ins, row, col);
        vector::StoreOp::create(b, v, fatRawBuffer(b, out),
                                ValueRange{row, col});
        b.setInsertionPointAfter(ifOp);
        gpu::ReturnOp::create(b);
        return func;
      });
}

gpu::GPUFuncOp lowp::getOrCreateCodeMapKernel(OpBuilder &builder, Location loc,
                                              gpu::GPUModuleOp module,
                                              CodeMap map) {
  // fp4 codes (R x C/2 bytes, two a byte) to E4M3FNUZ codes by the E2M1 map
  // (R x C bytes), each 8 codes even then odd: the order in which gfx942's
  // direct MX kernel maps B's codes (Fp8GemmConfig::mxDirect), so that its
  // MFMAs pair A's and B's codes alike.
  if (map == CodeMap::E2M1)
    return getOrCreateChunkKernel(
        builder, loc, module, "map_f4E2M1FN_to_fnuz_even_odd", 1,
        builder.getI8Type(), 16,
        [](ImplicitLocOpBuilder &b, ValueRange in, Value row, Value col) {
          Value v =
              vector::LoadOp::create(b, VectorType::get({8}, b.getI8Type()),
                                     in[0], ValueRange{row, KB{b}.div(col, 2)});
          Type to = Float8E4M3FNUZType::get(b.getContext());
          SmallVector<Value> halves;
          for (int64_t h = 0; h < 2; ++h)
            halves.push_back(splitMapFp4(
                b,
                vector::ShuffleOp::create(
                    b, v, v,
                    ArrayRef<int64_t>{4 * h, 4 * h + 1, 4 * h + 2, 4 * h + 3}),
                to));
          return concat(b, halves[0], halves[1]);
        });
  // OCP fp8 codes bridged to FNUZ, R x C to R x C.
  return getOrCreateChunkKernel(
      builder, loc, module,
      map == CodeMap::OcpE4M3 ? "bridge_f8E4M3FN_to_fnuz"
                              : "bridge_f8E5M2_to_fnuz",
      1, builder.getI8Type(), 16,
      [map](ImplicitLocOpBuilder &b, ValueRange in, Value row, Value col) {
        Value v =
            vector::LoadOp::create(b, VectorType::get({16}, b.getI8Type()),
                                   in[0], ValueRange{row, col});
        return bridgeCodes(b, v, map);
      });
}

Value lowp::unpackFp4Codes(ImplicitLocOpBuilder &b, Value packed) {
  auto vt = cast<VectorType>(packed.getType());
  auto wt = VectorType::get({vt.getNumElements() / 4}, b.getI32Type());
  auto low4 = [&](Value v) -> Value {
    Value w = vector::BitCastOp::create(b, wt, v);
    w = arith::AndIOp::create(
        b, w,
        arith::ConstantOp::create(
            b, DenseElementsAttr::get(wt, b.getI32IntegerAttr(0x0F0F0F0F))));
    return vector::BitCastOp::create(b, vt, w);
  };
  auto [lo, hi] = fp4Halves(b, packed);
  return interleaveBytes(b, low4(lo), low4(hi));
}

Value lowp::packFp4Codes(ImplicitLocOpBuilder &b, Value codes) {
  int64_t n = cast<VectorType>(codes.getType()).getNumElements();
  auto half = VectorType::get({n / 2}, b.getI8Type());
  auto wt = VectorType::get({n / 8}, b.getI32Type());
  auto gather = [&](int64_t first) {
    SmallVector<int64_t> idx;
    for (int64_t e = first; e < n; e += 2)
      idx.push_back(e);
    return vector::BitCastOp::create(
        b, wt, vector::ShuffleOp::create(b, half, codes, codes, idx));
  };
  Value odd = arith::ShLIOp::create(
      b, gather(1),
      arith::ConstantOp::create(
          b, DenseElementsAttr::get(wt, b.getI32IntegerAttr(4))));
  return vector::BitCastOp::create(b, half,
                                   arith::OrIOp::create(b, gather(0), odd));
}

/// A new kernel `name` (known block size `threads` x 1 x 1) at the
/// builder's insertion point, the builder moved into its entry block.
gpu::GPUFuncOp lowp::createKernel(ImplicitLocOpBuilder &b, StringRef name,
                                  ArrayRef<Type> args, TypeRange workgroup,
                                  int64_t threads) {
  auto func =
      gpu::GPUFuncOp::create(b, name, b.getFunctionType(args, {}), workgroup);
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(threads), 1, 1}));
  b.setInsertionPointToStart(&func.getBody().front());
  return func;
}

gpu::GPUFuncOp lowp::getOrBuildKernel(
    OpBuilder &builder, Location loc, gpu::GPUModuleOp module, StringRef name,
    function_ref<gpu::GPUFuncOp(ImplicitLocOpBuilder &)> build) {
  if (auto f = module.lookupSymbol<gpu::GPUFuncOp>(name))
    return f;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  ImplicitLocOpBuilder b(loc, builder);
  return build(b);
}

void Fp8GemmConfig::dequantizeAOnce() {
  dequantizedA =
      CodedOperand{chip, mfmaType, mfmaTypeA, mapA, blockScaleA, kBlockA};
  plainA = true;
  mfmaTypeA = Type();
  mapA = CodeMap::None;
  blockScaleA = BlockScale::None;
  kBlockA = 0;
}

gpu::GPUFuncOp lowp::getOrCreateOperandDequantKernel(OpBuilder &builder,
                                                     Location loc,
                                                     gpu::GPUModuleOp module,
                                                     const CodedOperand &d) {
  bool hw = d.chip == target::Chip::GFX950;
  // (fp4 codes read as they are: no map in the name.)
  std::string name = "dequantize_once_" +
                     (fp4AsLoaded(d.chip, d.valueType, d.map, d.blockScale)
                          ? std::string("f4E2M1FN")
                          : typeName(d.fp8) + mapName(d.map));
  const char *scales[] = {"", "_e8m0x", "_ue4m3x", "_ue5m3x"};
  if (d.blockScale != BlockScale::None)
    name += scales[int(d.blockScale)] + std::to_string(d.kBlock);
  name += "_to_" + typeName(d.valueType);
  for (char &c : name)
    if (!isalnum(static_cast<unsigned char>(c)))
      c = '_';
  bool hasScales = d.blockScale != BlockScale::None;
  // A thread per 32 values (16 bytes of fp4 codes, 32 of fp8 / fp6, and
  // their block scale codes), decoded as the GEMM kernels decode them.
  return getOrCreateChunkKernel(
      builder, loc, module, name, hasScales ? 2 : 1, d.valueType,
      Fp8GemmConfig::kWideCodes,
      [&](ImplicitLocOpBuilder &b, ValueRange in, Value row, Value col) {
        Operand op{in[0],
                   hasScales ? in[1] : Value(),
                   d.map,
                   d.fp8,
                   /*plain=*/false,
                   d.blockScale,
                   d.kBlock,
                   /*ldsBits=*/8,
                   d.packed(),
                   /*kMajor=*/false,
                   Value(),
                   Value()};
        Decoder dec(b.getContext(), d.chip, d.valueType, hw);
        SmallVector<Value> regs;
        // (inK: only a grouped B's scale reads past K need it.)
        dec.loadCodes32(b, op, row, col, /*inK=*/Value(), regs);
        size_t r = 0;
        auto v8 = VectorType::get({8}, d.valueType);
        SmallVector<Value> vs;
        for (Value c : dec.dequantize32(b, op, regs, r))
          vs.push_back(vector::BitCastOp::create(b, v8, c));
        return concat(b, concat(b, vs[0], vs[1]), concat(b, vs[2], vs[3]));
      });
}

namespace {
/// Builds one GEMM kernel (getOrCreateFp8GemmKernel), a stage per method:
/// the signature and LDS (createFunc), the arguments and sizes
/// (bindArguments), the workgroup's tile and group (locateTile), the lanes'
/// places in the MFMA tiles (placeLanes), the operands (makeOperands), the
/// global -> register -> LDS moves of tiles and scales (loadTile,
/// storeTile, loadScales, storeScales: the copy ops), one K step's loads
/// and MFMAs (kStep), the K loop with blockwise scaling (kLoop), and the
/// split-K or full epilogue.
class GemmKernelGen {
public:
  GemmKernelGen(ImplicitLocOpBuilder &b, const Fp8GemmConfig &cfg)
      : b(b), k{b}, cfg(cfg), ctx(b.getContext()),
        dec(ctx, cfg.chip, cfg.mfmaType, cfg.hardwareFp4()) {}

  gpu::GPUFuncOp build(StringRef name) {
    createFunc(name);
    bindArguments();
    locateTile();
    placeLanes();
    makeOperands();
    OpBuilder::InsertPoint end = b.saveInsertionPoint();
    if (cfg.expertGrid)
      rowTileLoop(); // the rest once per row tile of the group
    kRange();
    scf::ForOp loop;
    bool readEarly = false;
    if (cfg.directB()) {
      // (The expert grid's next row tile: its waves along K store their sums
      // only after wave 0 has read the last tile's; the staging path's
      // barrier after its first copies does this.)
      if (cfg.expertGrid && cfg.wk > 1)
        gpu::BarrierOp::create(b);
      loop = directKLoop();
      // The epilogue's loads from memory (per-row / per-column scales, the
      // bias, fused inputs; a per-tensor scale is one scalar load) move
      // before the K loop when the kernel has waves along K (grids of a
      // round of workgroups or less, where nothing else hides their
      // latency; without: 24576 x 1536 at M = 64, 768 workgroups of 64 x
      // 32, 10.89 -> 11.16 us) and one or two MFMA tiles a wave (the values
      // stay in registers through the loop; FP8 5760 x 2880 at M = 64 on
      // gfx942, 64 x 16 tiles of one wave: 126 -> 130 VGPRs, 6.50 -> 9.60).
      bool loads = (SA && cfg.rowScaleA) || (SB && cfg.colScaleB) || bias ||
                   !epiIns.empty();
      readEarly = !split && loads && tm * tn * Q <= 2 && cfg.wk > 1;
    } else {
      loop = kLoop(); // (pipelined by lowp-pipeline-copies)
    }
    accs.assign(loop.getResults().begin(), loop.getResults().begin() + tm * tn);
    if (cfg.directB() && cfg.mxDirect())
      mxNanFlags(loop.getResults().slice(tm * tn, tm + tn));
    if (cfg.wk > 1)
      reduceWaves(); // the rest in wave kw = 0 only
    waveStore(readEarly ? loop : scf::ForOp());
    b.restoreInsertionPoint(end);
    gpu::ReturnOp::create(b);
    return func;
  }

private:
  ImplicitLocOpBuilder &b;
  KB k;
  const Fp8GemmConfig &cfg;
  MLIRContext *ctx;
  Decoder dec; // the dequantizing kernels' code decoding
  Type i8, f32;
  bool split = false, blocked = false, mx = false, blockwise = false,
       dq = false, smx = false, colScalesB = false;
  int64_t groups = 0;
  gpu::GPUFuncOp func;
  Block *entry = nullptr;
  // Arguments and LDS buffers; sizes; the buffers as fat raw buffers.
  Value A, B, XA, XB, offsets, W, SA, SB, bias, C, lA, lB, lsA, lsB, lsSB, lR;
  SmallVector<Value> epiIns; // fused epilogue inputs
  Value CS;                  // a quantized result's scales
  Value M, K, NB, N, Ab, Bb, SAb, SBb, XAb, XBb, numGroups;
  // The tile: thread, first row / column, group; B's offsets.
  Value tid, m0, n0, mEnd, gN, gIdx, tail, nB0, kOffB, sOffB, rowStart;
  // The wave's first row and column of C: m0 + wRow, n0 + wCol (waveStore).
  Value row0, col0;
  // The workgroup's tile coordinates (blockIdx x, y; remapped per XCD on
  // the expert-major grid: tileCoords).
  Value bx, by;
  // B's codes: first row and rows (a grouped B's: within its group).
  Value nBCodes0, NBCodes;
  // The lane's places (placeLanes).
  Value lane, wRow, wCol, l16, lq, lT, blockRow;
  // Waves along K (cfg.wk): the wave's K share and its place in the
  // WM x WN waves.
  Value kw, wmn;
  int64_t wtm = 0, wtn = 0, T = 16, R = 4, Q = 1, tm = 0, tn = 0;
  Operand opA, opB;
  int64_t chunkElems = 16, kRatio = 1;
  int mapLog2A = 0, mapLog2B = 0;
  VectorType v16, v4, vR;
  // The K steps (kRange).
  int64_t stepsPerUnit = 1;
  Value c0, c1, uFirst, uLast, z, zacc;
  // The wave's f32 sums after the K loop (and the reduction over waves
  // along K): MFMA tile i * tn + j.
  SmallVector<Value> accs;

  Value fat(Value m) { return fatRawBuffer(b, m); }

  /// The kernel: its arguments (A, B, their block scales, the offsets,
  /// then the workspace or the epilogue scales, bias and C) and its LDS.
  void createFunc(StringRef name) {
    i8 = b.getI8Type();
    f32 = b.getF32Type();
    int64_t dyn = ShapedType::kDynamic;
    auto mat = [&](Type t) { return MemRefType::get({dyn, dyn}, t); };
    split = cfg.splitK > 1;
    blocked = cfg.blockScaled();
    mx = cfg.kGroup == 32;         // E8M0 scales via LDS, per MFMA
    blockwise = cfg.kGroup == 128; // f32 scales, per kGroup of K
    dq = cfg.dequant;              // bf16 / f16 MFMA, codes decoded
    // Arguments: A, B (codes, or plain bf16 / f16); their block scales
    // (E8M0 / UE4M3 / UE5M3 codes, or f32 for blockwise); then the workspace
    // (split-K), or the epilogue scales, bias and C.
    SmallVector<Type> args = {mat(cfg.plainA ? cfg.mfmaType : i8),
                              mat(cfg.plainB ? cfg.mfmaType : i8)};
    if (cfg.hasBlockScalesA())
      args.push_back(blockwise ? mat(f32) : mat(i8));
    if (cfg.hasBlockScalesB())
      args.push_back(blockwise ? mat(f32) : mat(i8));
    if (cfg.grouped())
      args.push_back(MemRefType::get({dyn}, cfg.offsetType));
    if (split) {
      args.push_back(MemRefType::get({dyn, dyn, dyn}, f32)); // workspace
    } else {
      if (cfg.epilogueA)
        args.push_back(mat(f32));
      if (cfg.epilogueB)
        args.push_back(mat(f32));
      if (cfg.biasType)
        args.push_back(MemRefType::get({dyn}, cfg.biasType));
      args.append(epilogueInputTypes(cfg));
      if (cfg.quantizedOut()) {
        args.push_back(mat(i8)); // codes
        args.push_back(mat(i8)); // E8M0 scales
      } else {
        args.push_back(mat(cfg.storeType()));
      }
    }
    auto wgSpace =
        gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    groups = mx ? cfg.bk / cfg.kGroup : 0;
    // (Direct B: no tiles in LDS; placeholders keep the buffers' order.)
    // One stage each: lowp-pipeline-copies gives the staged buffers their
    // second (multi-buffering) as it pipelines the K loop.
    bool direct = cfg.directB();
    SmallVector<Type> lds = {MemRefType::get({1, direct ? 1 : cfg.ldsRowsA(),
                                              direct ? 16 : cfg.ldsPitchA()},
                                             i8, AffineMap(), wgSpace),
                             MemRefType::get({1, direct ? 1 : cfg.ldsRowsB(),
                                              direct ? 16 : cfg.ldsPitchB()},
                                             i8, AffineMap(), wgSpace)};
    smx = cfg.f8f6f4;
    if (mx && !direct) {
      // Scales per stage, K group and row (B: column of C) decoded to f32;
      // or (scaled MFMA) the E8M0 codes of a stage in the order the lanes
      // read them (storeScales).
      if (smx) {
        lds.push_back(
            MemRefType::get({1, groups * cfg.bm}, i8, AffineMap(), wgSpace));
        lds.push_back(
            MemRefType::get({1, groups * cfg.bn}, i8, AffineMap(), wgSpace));
      } else {
        lds.push_back(
            MemRefType::get({1, groups, cfg.bm}, f32, AffineMap(), wgSpace));
        lds.push_back(
            MemRefType::get({1, groups, cfg.bn}, f32, AffineMap(), wgSpace));
      }
    }
    // Blockwise with B's scales per column of C (blockRowsB): the 128-K
    // group's BN scales, staged in LDS (one stage; lowp-pipeline-copies
    // gives it a second, by group parity).
    colScalesB = blockwise && cfg.blockRowsB;
    if (colScalesB)
      lds.push_back(MemRefType::get({1, 1, cfg.bn}, f32, AffineMap(), wgSpace));
    if (cfg.wk > 1) // waves along K: the sums of waves kw > 0
      lds.push_back(MemRefType::get({cfg.reduceLdsBytes() / 4}, f32,
                                    AffineMap(), wgSpace));
    func = createKernel(b, name, args, lds, cfg.threads());
    if (int64_t w = cfg.wavesPerEUHint())
      func->setAttr("lowp.try_waves_per_eu", b.getI32IntegerAttr(w));
    entry = &func.getBody().front();
  }

  /// The arguments and LDS buffers by name, the sizes M, K, N, and the
  /// buffers as fat raw buffers.
  void bindArguments() {
    unsigned argNo = 0;
    auto nextArg = [&]() -> Value { return entry->getArgument(argNo++); };
    A = nextArg();
    B = nextArg();
    XA = cfg.hasBlockScalesA() ? nextArg() : Value(); // block scales
    XB = cfg.hasBlockScalesB() ? nextArg() : Value();
    offsets = cfg.grouped() ? nextArg() : Value();
    W = split ? nextArg() : Value();
    SA = !split && cfg.epilogueA ? nextArg() : Value(); // epilogue scales
    SB = !split && cfg.epilogueB ? nextArg() : Value();
    bias = !split && cfg.biasType ? nextArg() : Value();
    if (!split)
      for (size_t i = 0, e = epilogueInputTypes(cfg).size(); i < e; ++i)
        epiIns.push_back(nextArg());
    C = split ? Value() : nextArg();
    CS = !split && cfg.quantizedOut() ? nextArg() : Value();
    lA = func.getWorkgroupAttributions()[0];
    lB = func.getWorkgroupAttributions()[1];
    bool stagedScales = mx && !cfg.directB();
    lsA = stagedScales ? Value(func.getWorkgroupAttributions()[2]) : Value();
    lsB = stagedScales ? Value(func.getWorkgroupAttributions()[3]) : Value();
    lsSB = colScalesB ? Value(func.getWorkgroupAttributions()[2]) : Value();
    lR = cfg.wk > 1 ? Value(func.getWorkgroupAttributions().back()) : Value();

    // M and K from A (M x K, or K x M when K-major), in codes: fp4 rows hold
    // two per byte.
    auto codes = [&](Value v, bool packed) -> Value {
      return packed ? arith::MulIOp::create(
                          b, v, arith::ConstantIndexOp::create(b, 2))
                    : v;
    };
    M = cfg.kMajorA ? codes(memref::DimOp::create(b, A, 1), cfg.packedA())
                    : Value(memref::DimOp::create(b, A, 0));
    K = cfg.kMajorA ? Value(memref::DimOp::create(b, A, 0))
                    : codes(memref::DimOp::create(b, A, 1), cfg.packedA());
    // B's rows (G * N when grouped) and the output's columns.
    NB = cfg.kMajorB ? codes(memref::DimOp::create(b, B, 1), cfg.packedB())
                     : Value(memref::DimOp::create(b, B, 0));
    // (Grouped: C's columns, read from its E8M0 scales when C is quantized
    // -- N a multiple of 32, fp4 codes two a byte; N / 2 of them with
    // epilogue_pairs.)
    N = !cfg.grouped() ? NB
        : CS           ? k.mul(Value(memref::DimOp::create(b, CS, 1)), 32)
                       : Value(memref::DimOp::create(b, C, 1));
    if (cfg.grouped() && cfg.epiloguePairs)
      N = k.mul(N, 2);
    Ab = fat(A);
    Bb = fat(B);
    SAb = SA ? fat(SA) : Value();
    SBb = SB ? fat(SB) : Value();
    XAb = XA ? fat(XA) : Value();
    XBb = XB ? fat(XB) : Value();
    numGroups = blocked
                    ? Value(memref::DimOp::create(b, XA, cfg.kMajorA ? 0 : 1))
                    : Value();
  }

  /// The tile coordinates (bx, by). The hardware deals a launch's
  /// workgroups to the chip's 8 XCDs (gfx942 and gfx950 alike) round robin,
  /// each XCD with its own L2. On the expert-major grid (x: N tiles, y: the
  /// experts), whose workgroups of one expert share its A rows, the linear
  /// id is remapped so that each XCD takes a contiguous range of tiles (an
  /// expert's N tiles in one L2), as Triton's AMD kernels do: XCD k's
  /// workgroups k, k + 8, ... become ids k * per + 0, 1, ... (per =
  /// ceil(total / 8); past the `tall` XCDs that get `per`, per - 1 each).
  /// Timing model, GPT-OSS gate / up (128 experts of 5760 x 2880), 2048
  /// tokens x 4 on gfx950: MXFP4 234.3 -> 207.4 us, MXFP8 378.7 -> 376.4.
  /// Not at decode (16-row tiles: MXFP4 90.5 -> 92.1 us) nor on gfx942
  /// (FP8 595.3 -> 602.6 us); other grids keep blockIdx.
  void tileCoords() {
    bx = gpu::BlockIdOp::create(b, gpu::Dimension::x);
    by = gpu::BlockIdOp::create(b, gpu::Dimension::y);
    if (!cfg.expertGrid || cfg.bm < 64 || cfg.chip != target::Chip::GFX950)
      return;
    constexpr int64_t kXcds = 8;
    Value gx = gpu::GridDimOp::create(b, gpu::Dimension::x);
    Value total = k.mul(gx, gpu::GridDimOp::create(b, gpu::Dimension::y));
    Value id = k.add(k.mul(by, gx), bx);
    Value per = arith::CeilDivUIOp::create(b, total, k.idx(kXcds));
    Value rem = arith::RemUIOp::create(b, total, k.idx(kXcds));
    Value tall = arith::SelectOp::create(
        b, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, rem, k.idx(0)),
        k.idx(kXcds), rem);
    Value xcd = arith::RemUIOp::create(b, id, k.idx(kXcds));
    Value local = k.div(id, kXcds);
    Value shortXcd =
        arith::CmpIOp::create(b, arith::CmpIPredicate::uge, xcd, tall);
    Value first = arith::SelectOp::create(
        b, shortXcd,
        k.add(k.mul(tall, per), k.mul(arith::SubIOp::create(b, xcd, tall),
                                      arith::SubIOp::create(b, per, k.idx(1)))),
        k.mul(xcd, per));
    Value remapped = k.add(first, local);
    bx = arith::RemUIOp::create(b, remapped, gx);
    by = k.div(remapped, gx);
  }

  /// This workgroup's tile: its first row and column, and for a grouped
  /// matmul the group it is in (or the tail past the last offset).
  void locateTile() {
    tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    tileCoords();
    // (Expert-major grid: m0 per row tile, rowTileLoop.)
    if (!cfg.expertGrid)
      m0 = k.mul(by, cfg.bm);
    n0 = k.mul(bx, cfg.bn);
    // Rows below mEnd are this tile's; B's rows (and columns of its
    // scales / bias) start at gN; `tail` tiles are rows past the last offset.
    mEnd = M;
    gN = k.idx(0);
    if (cfg.expertGrid) {
      expertRows();
    } else if (cfg.grouped()) {
      // Tile t of grid.y: the groups' row tiles in order, then the tail's.
      // The same scan in every thread (uniform).
      Value t = by;
      Value G = memref::DimOp::create(b, offsets, 0);
      Value f = arith::ConstantOp::create(b, b.getBoolAttr(false));
      Value z0 = k.idx(0);
      auto scan = scf::ForOp::create(
          b, z0, G, k.idx(1), ValueRange{z0, z0, z0, z0, z0, f},
          [&](OpBuilder &nb, Location nl, Value g, ValueRange it) {
            ImplicitLocOpBuilder sb(nl, nb);
            KB sk{sb};
            Value before = it[0], start = it[1], found = it[5];
            Value end = arith::IndexCastOp::create(
                sb, sb.getIndexType(),
                memref::LoadOp::create(sb, offsets, ValueRange{g}));
            Value tiles = arith::CeilDivUIOp::create(
                sb, arith::SubIOp::create(sb, end, start), sk.idx(cfg.bm));
            Value upTo = sk.add(before, tiles);
            Value hit = arith::AndIOp::create(
                sb,
                arith::XOrIOp::create(
                    sb, found,
                    arith::ConstantOp::create(sb, sb.getBoolAttr(true))),
                arith::CmpIOp::create(sb, arith::CmpIPredicate::ult, t, upTo));
            auto pick = [&](Value x, Value y) {
              return arith::SelectOp::create(sb, hit, x, y).getResult();
            };
            Value m = sk.add(
                start, sk.mul(arith::SubIOp::create(sb, t, before), cfg.bm));
            scf::YieldOp::create(
                sb, ValueRange{upTo, end, pick(g, it[2]), pick(m, it[3]),
                               pick(end, it[4]),
                               arith::OrIOp::create(sb, found, hit)});
          });
      Value found = scan.getResult(5);
      tail = arith::XOrIOp::create(
          b, found, arith::ConstantOp::create(b, b.getBoolAttr(true)));
      Value tailM =
          k.add(scan.getResult(1),
                k.mul(arith::SubIOp::create(b, t, scan.getResult(0)), cfg.bm));
      m0 = arith::SelectOp::create(b, found, scan.getResult(3), tailM);
      mEnd = arith::SelectOp::create(b, found, scan.getResult(4), M);
      gIdx = scan.getResult(2);
      gN = k.mul(gIdx, N);
    }
    // B's first row for this tile (K-major: its first column; a group's K
    // rows, and its rows of scales, then start at gIdx K and gIdx
    // numGroups).
    nB0 = cfg.grouped() && !cfg.kMajorB ? k.add(gN, n0) : n0;
    if (cfg.grouped() && cfg.kMajorB) {
      kOffB = k.mul(gIdx, K);
      if (blocked)
        sOffB = k.mul(gIdx, numGroups);
    }
  }

  /// Expert-major grid: workgroup y = g takes group g's rows [start, end)
  /// (y = G: the rows past the last offset, a tail of zeros); rowTileLoop
  /// then runs the tiles from `start` on.
  void expertRows() {
    Value g = by;
    Value G = memref::DimOp::create(b, offsets, 0);
    Value c0i = k.idx(0), c1i = k.idx(1);
    auto offsetAt = [&](Value i) -> Value {
      return arith::IndexCastOp::create(b, b.getIndexType(),
                                        memref::LoadOp::create(b, offsets, i));
    };
    tail = arith::CmpIOp::create(b, arith::CmpIPredicate::uge, g, G);
    // Group g's first row: offsets[g - 1] (0 for g = 0); the tail's is the
    // last offset (G > 0: an empty G has no launch).
    Value prev =
        arith::SubIOp::create(b, arith::MaxUIOp::create(b, g, c1i), c1i);
    Value start = arith::SelectOp::create(
        b, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, g, c0i), c0i,
        offsetAt(prev));
    gIdx = arith::MinUIOp::create(b, g, arith::SubIOp::create(b, G, c1i));
    Value end = arith::SelectOp::create(b, tail, M, offsetAt(gIdx));
    // (Offsets out of order: no rows.)
    end = arith::MaxUIOp::create(b, end, start);
    rowStart = start;
    mEnd = end;
    gN = k.mul(gIdx, N);
  }

  /// Expert-major grid: a loop over the group's row tiles (none for an
  /// empty group); the builder is left in its body, m0 the tile's row.
  void rowTileLoop() {
    Value rows = arith::SubIOp::create(b, mEnd, rowStart);
    Value tiles = arith::CeilDivUIOp::create(b, rows, k.idx(cfg.bm));
    auto loop = scf::ForOp::create(b, k.idx(0), tiles, k.idx(1));
    b.setInsertionPoint(loop.getBody()->getTerminator());
    m0 = k.add(rowStart, k.mul(loop.getInductionVar(), cfg.bm));
  }

  /// The wave's corner (lowp.wave_split) and the lane's places in its MFMA
  /// tiles.
  void placeLanes() {
    auto split =
        WaveSplitOp::create(b, tid, b.getDenseI64ArrayAttr({cfg.bm, cfg.bn}),
                            b.getDenseI64ArrayAttr({cfg.wm, cfg.wn, cfg.wk}));
    wRow = split.getRow();
    wCol = split.getCol();
    wmn = split.getWave();
    kw = split.getKWave();
    lane = split.getLane();
    wtm = cfg.bm / cfg.wm;
    wtn = cfg.bn / cfg.wn;
    // A wave's MFMA tiles: T x T (16, or 32 for the f8f6f4 32x32x64), each
    // lane accumulating R of a tile's values in Q quads of 4 consecutive
    // columns of one row (C^T tiles: B is the instruction's A operand).
    T = cfg.f8f6f4 ? cfg.mfmaM : 16;
    R = T * T / 64;
    Q = R / 4;
    tm = wtm / T;
    tn = wtn / T;
    l16 = k.rem(lane, 16);
    lq = k.div(lane, 16);
    lT = k.rem(lane, T);
    // The first tile row of the lane's 16-lane block: lT - l % 16.
    blockRow = T == 32 ? k.mul(k.rem(lq, 2), 16) : k.idx(0);
  }

  // The lane's row of tile i, from the wave's corner: T i + l % T
  // (AMDGPU.md's C layout; lowp.wave_rescale and lowp.wave_store read it
  // from the instruction).
  Value tileRow(KB &kk, int64_t i) { return kk.add(lT, i * T); }
  void makeOperands() {
    opA = Operand{Ab,
                  XAb,
                  cfg.premappedA ? CodeMap::None : cfg.mapA,
                  cfg.mfmaTypeA,
                  cfg.plainA,
                  cfg.blockScaleA,
                  cfg.kBlockA,
                  cfg.ldsBitsA,
                  cfg.packedA(),
                  cfg.kMajorA,
                  Value(),
                  Value()};
    // A grouped B stored G x N x K: its codes through a buffer resource based
    // at this tile's group (rows gN on), so that 32-bit offsets reach every
    // group however large G x N x K is; the scales keep the whole buffer.
    Value bCodes = Bb;
    nBCodes0 = nB0;
    NBCodes = NB;
    if (cfg.grouped() && !cfg.kMajorB) {
      Value cols = memref::DimOp::create(b, B, 1);
      Value slice = memref::SubViewOp::create(
          b, B, ArrayRef<OpFoldResult>{gN, b.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{N, cols},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
      bCodes = fatRawBuffer(b, slice, /*resetOffset=*/true);
      nBCodes0 = n0;
      NBCodes = N;
    }
    opB = Operand{
        bCodes,        XBb,          cfg.premappedB ? CodeMap::None : cfg.mapB,
        cfg.mfmaTypeB, cfg.plainB,   cfg.blockScaleB,
        cfg.kBlockB,   cfg.ldsBitsB, cfg.packedB(),
        cfg.kMajorB,   kOffB,        sOffB};
    if (bCodes != Bb)
      opB.scaleRowOff = gN;
    opA.wide = cfg.wideChunks(true);
    opB.wide = cfg.wideChunks(false);
    opB.packedFp6 = cfg.packedFp6B;
    // Global -> registers in chunks of 16 LDS bytes: 16 fp8 codes, or (when
    // dequantizing) 8 elements, K tail masked; codes mapped (gfx942: to FNUZ)
    // here, dequantized ones when they are stored (after the MFMAs).
    chunkElems = dq ? 8 : 16;
    v16 = VectorType::get({16}, i8);
    kRatio = cfg.scaleKBlock / 32;
    mapLog2A = codeMapLog2(cfg.mapA, cfg.mfmaTypeA);
    mapLog2B = codeMapLog2(cfg.mapB, cfg.mfmaTypeB);
  }

  /// The code type of `op`'s codes in memory (before its code map; op.fp8
  /// is the type after it, what LDS holds); a plain operand's value type.
  Type memoryCodes(const Operand &op) const {
    if (op.plain)
      return cfg.mfmaType;
    return op.map == CodeMap::None ? op.fp8 : codesOfMap(op.map, ctx);
  }
  /// How an operand's tiles lie in LDS (tile_write, wave_mma).
  LdsLayoutAttr ldsLayout(bool a) const {
    return LdsLayoutAttr::get(ctx, (a ? cfg.kMajorA : cfg.kMajorB)
                                       ? LdsLayout::KMajor
                                   : cfg.swizzledLds() ? LdsLayout::Swizzled
                                   : cfg.swizzled16(a) ? LdsLayout::Swizzled16
                                                       : LdsLayout::Rows);
  }
  /// Codes (not dequantized): a K step's tile of `rows` rows as promotion
  /// reads it, lowp.tile_read (TileCopies.cpp): 16-code chunks, mapped to
  /// the MFMA's fp8 on the way; fp4 codes into fp8 as even / odd halves
  /// when both operands are fp4.
  SmallVector<Value> readTile(ImplicitLocOpBuilder &bb, const Operand &op,
                              Value rowBase, Value rowsTotal, int64_t rows,
                              Value k0) {
    Type codes = memoryCodes(op);
    Type as = op.map != CodeMap::None ? op.fp8 : Type();
    bool fp4 = isa<Float4E2M1FNType>(codes);
    auto read = TileReadOp::create(
        bb,
        TileReadOp::chunkTypes(ctx, {rows, cfg.bk}, cfg.threads(), op.fp8,
                               false, 16, 0, op.packedFp6),
        op.buf, rowBase, k0, rowsTotal, K, tid, op.kOff, Value(), Value(),
        TypeAttr::get(codes), as ? TypeAttr::get(as) : TypeAttr(),
        bb.getDenseI64ArrayAttr({rows, cfg.bk}),
        bb.getI64IntegerAttr(cfg.threads()),
        op.kMajor ? bb.getUnitAttr() : UnitAttr(),
        fp4 && as && cfg.packedA() && cfg.packedB() ? bb.getUnitAttr()
                                                    : UnitAttr(),
        cfg.wholeKSteps() ? bb.getUnitAttr() : UnitAttr(),
        bb.getI64IntegerAttr(16), IntegerAttr(),
        op.packedFp6 ? bb.getUnitAttr() : UnitAttr());
    return SmallVector<Value>(read.getResults());
  }
  /// A K step's tile into registers (lowp.tile_read): codes, mapped to the
  /// MFMA's fp8 on the way; dequantizing kernels' codes in chunks of 8 (32:
  /// wide chunks of fp4) with their block scale codes (fp4 mapped into fp8
  /// unless the chip decodes them as loaded), or plain values.
  auto loadTile(ImplicitLocOpBuilder &bb, const Operand &op, Value rowBase,
                Value rowsTotal, int64_t rows, Value k0) {
    if (!dq)
      return readTile(bb, op, rowBase, rowsTotal, rows, k0);
    Type codes = memoryCodes(op);
    bool mapped = op.packed && !dec.rawFp4(op);
    int64_t chunk = elemsPerChunk(op);
    int64_t block = op.blockScale != BlockScale::None ? op.kBlock : 0;
    auto read = TileReadOp::create(
        bb,
        TileReadOp::chunkTypes(ctx, {rows, cfg.bk}, cfg.threads(), codes,
                               mapped, chunk, block),
        op.buf, rowBase, k0, rowsTotal, K, tid, Value(),
        block ? op.scales : Value(), block ? op.scaleRowOff : Value(),
        TypeAttr::get(codes), mapped ? TypeAttr::get(op.fp8) : TypeAttr(),
        bb.getDenseI64ArrayAttr({rows, cfg.bk}),
        bb.getI64IntegerAttr(cfg.threads()), UnitAttr(),
        mapped ? bb.getUnitAttr() : UnitAttr(),
        dqWholeSteps() ? bb.getUnitAttr() : UnitAttr(),
        bb.getI64IntegerAttr(chunk),
        block ? bb.getI64IntegerAttr(block) : IntegerAttr());
    return SmallVector<Value>(read.getResults());
  }
  /// Whether the dequantizing kernel's reads test no chunk against K
  /// (`whole_steps`: K a multiple of BK). Not in kernels of 1024 threads
  /// (256 x 256 tiles at the 128-VGPR limit): there LLVM keeps more
  /// addresses live without the tests and spills (gfx950 bf16 x MXFP4 4096
  /// x 8192^2: 4 -> 8 VGPRs spilled, 352.3 -> 360.5 us; f16 x NVFP4: 0 -> 2).
  bool dqWholeSteps() const {
    return cfg.wholeKSteps() && cfg.threads() < 1024;
  }
  /// Elements of a staging chunk of `op` (16 LDS bytes, or a wide chunk).
  int64_t elemsPerChunk(const Operand &op) const {
    return op.wide ? Fp8GemmConfig::kWideCodes : chunkElems;
  }
  /// Registers (loadTile) into stage `stage` of `lds` (lowp.tile_write):
  /// codes in the operand's LDS layout; dequantizing kernels' codes
  /// decoded into exact values (after the MFMAs), as rows.
  auto storeTile(ImplicitLocOpBuilder &bb, Value lds, Value stage,
                 const Operand &op, int64_t rows, ArrayRef<Value> regs) {
    if (!dq) {
      TileWriteOp::create(
          bb, regs, lds, stage, tid, ldsLayout(&op == &opA),
          TypeAttr::get(op.fp8), // the codes as read (mapped, or their own)
          bb.getDenseI64ArrayAttr({rows, cfg.bk}),
          bb.getI64IntegerAttr(cfg.threads()), bb.getI64IntegerAttr(16),
          TypeAttr(), TypeAttr(), TypeAttr(), IntegerAttr(), UnitAttr());
      return;
    }
    Type codes = memoryCodes(op);
    Type scale = blockScaleType(ctx, op.blockScale);
    // fp4 codes the read mapped, or fp8 / fp6 codes mapped as decoded.
    bool as = op.packed ? !dec.rawFp4(op) : op.map != CodeMap::None;
    // fp4 codes with E8M0 scales into bf16 in chunks of 32 (a 32-block):
    // the scale in the conversion (Fp8GemmConfig::scaledCvt) where the
    // wave's scale codes allow it, a third of the decoding VALU. Timing
    // model (report inputs: every scale code takes the scaled conversion),
    // gfx950 bf16 x MXFP4: GPT-OSS's MoE gate / up experts at 2048 tokens
    // (64 x 128 tiles) 418.2 -> 317.7 us; M = 256 8192 x 8192 36.0 -> 34.9,
    // 7168 x 16384 56.5 -> 53.4, 5760 x 2880 17.8 -> 16.8. Not the 256 x 256
    // prefill tiles' chunks of 8: M = 2048, 8192 x 8192 178.1 -> 174.6, 7168
    // x 16384 346.6 -> 330.9, but 5760 x 2880 (one round) 65.7 -> 71.6.
    bool scaledCvt = !as && !op.plain && elemsPerChunk(op) == 32 &&
                     cfg.scaledCvt(&op == &opA);
    TileWriteOp::create(
        bb, regs, lds, stage, tid, LdsLayoutAttr::get(ctx, LdsLayout::Rows),
        TypeAttr::get(codes), bb.getDenseI64ArrayAttr({rows, cfg.bk}),
        bb.getI64IntegerAttr(cfg.threads()),
        bb.getI64IntegerAttr(elemsPerChunk(op)),
        as ? TypeAttr::get(op.fp8) : TypeAttr(),
        op.plain ? TypeAttr() : TypeAttr::get(cfg.mfmaType),
        scale ? TypeAttr::get(scale) : TypeAttr(),
        scale ? bb.getI64IntegerAttr(op.kBlock) : IntegerAttr(),
        scaledCvt ? bb.getUnitAttr() : UnitAttr());
  }

  // Block scales: rows x groups E8M0 codes per K step into registers
  // (loadScales), stored to LDS after the step's MFMAs (storeScales).
  // Groups past K decode to 0 (their codes are 0 too); rows past M or N
  // read 0 from the raw buffer (2^-127 times zero codes).
  // An operand's block scale of K group g and row (of scales) r: stored
  // rows x groups, or groups x rows when K-major (a grouped B's rows of
  // groups from op.sOff on).
  auto scaleAt(ImplicitLocOpBuilder &bb, const Operand &op, Value g, Value r)
      -> Value {
    return memref::LoadOp::create(bb, op.scales, scaleIndices(bb, op, g, r));
  }
  SmallVector<Value> scaleIndices(ImplicitLocOpBuilder &bb, const Operand &op,
                                  Value g, Value r) {
    if (op.sOff)
      g = arith::AddIOp::create(bb, g, op.sOff);
    return op.kMajor ? SmallVector<Value>{g, r} : SmallVector<Value>{r, g};
  }
  // E8M0 scales covering 128 K (blockwise with power-of-two scales) serve
  // each of their four 32-blocks; B's may cover 128 rows too. The step's
  // rows x groups codes, lowp.scale_read (TileCopies.cpp): the codes for
  // the scaled MFMAs, else decoded with the code map's factor put back.
  auto loadScales(ImplicitLocOpBuilder &bb, const Operand &op, Value rowBase,
                  int64_t rows, Value kt, int mapLog2, int64_t rowBlock) {
    Type t = smx ? Type(i8) : Type(f32);
    auto read = ScaleReadOp::create(
        bb,
        SmallVector<Type>(ScaleReadOp::getRounds({rows, groups}, cfg.threads()),
                          t),
        op.scales, rowBase, kt, numGroups, tid, op.sOff,
        bb.getDenseI64ArrayAttr({rows, groups}),
        bb.getI64IntegerAttr(cfg.threads()), bb.getI64IntegerAttr(kRatio),
        bb.getI64IntegerAttr(rowBlock),
        smx ? IntegerAttr() : bb.getI64IntegerAttr(mapLog2),
        op.kMajor ? bb.getUnitAttr() : UnitAttr(),
        cfg.wholeKSteps() ? bb.getUnitAttr() : UnitAttr());
    return SmallVector<Value>(read.getResults());
  }
  // Into LDS as lowp.wave_mma reads them (lowp.scale_write): decoded scales
  // [g][row]; the scaled MFMAs' codes in lane order, each lane's L = tiles
  // (BK / KM) codes of its tiles and K steps next to each other, so that it
  // reads them in L / 4 32-bit words (one with 16x16x128 or 32x32x64 and
  // BK 128) and each MFMA selects its byte (the scale index).
  auto storeScales(ImplicitLocOpBuilder &bb, Value lds, Value stage,
                   const Operand &op, int64_t rows, int64_t tiles,
                   ArrayRef<Value> regs) {
    ScaleWriteOp::create(
        bb, regs, lds, stage, tid, bb.getDenseI64ArrayAttr({rows, groups}),
        bb.getI64IntegerAttr(cfg.threads()),
        smx ? bb.getDenseI64ArrayAttr({T, tiles, cfg.bk / cfg.mfmaK()})
            : DenseI64ArrayAttr(),
        op.kMajor ? bb.getUnitAttr() : UnitAttr());
  }

  /// This workgroup's K steps, in units of `per` steps (one K group of
  /// 128 for blockwise scales, else one step): all of them, or its split's
  /// share.
  void kRange() {
    // (Waves along K with BK = 128 wk: one group per wave and step.)
    stepsPerUnit = blockwise ? std::max<int64_t>(1, cfg.kGroup / cfg.bk) : 1;
    c0 = k.idx(0);
    c1 = k.idx(1);
    Value numUnits =
        arith::CeilDivUIOp::create(b, K, k.idx(cfg.bk * stepsPerUnit));
    uFirst = c0;
    uLast = numUnits;
    z = c0;
    if (tail) // rows past the last offset: no K steps, zeros stored
      uLast = arith::SelectOp::create(b, tail, c0, numUnits);
    if (split) {
      // The splits are the grid's z (not cfg.splitK: one kernel serves the
      // launch variants that split the same tiles 2 and 4 ways).
      z = gpu::BlockIdOp::create(b, gpu::Dimension::z);
      Value per = arith::CeilDivUIOp::create(
          b, numUnits, gpu::GridDimOp::create(b, gpu::Dimension::z));
      uFirst = arith::MinUIOp::create(b, k.mul(z, per), numUnits);
      uLast = arith::MinUIOp::create(b, k.add(uFirst, per), numUnits);
    }
  }

  /// x + kk * unit for the wave's MFMA kk of a K step (S per wave): with
  /// waves along K, wave kw's start at MFMA kw * S of the step.
  Value addK(KB &kk, Value x, int64_t step, int64_t unit, int64_t S) {
    Value v = kk.add(x, step * unit);
    return cfg.wk > 1 ? kk.add(v, kk.mul(kw, S * unit)) : v;
  }

  // One K step, plainly: tile kt (and its scales) into stage 0, a barrier,
  // the MFMAs of the stage into `acc`, a barrier. lowp-pipeline-copies
  // (PipelineCopies.cpp) double-buffers the loop: the next step's reads,
  // the MFMAs on stage s, the writes into stage 1 - s, one barrier.
  void kStep(ImplicitLocOpBuilder &lb, Value kt, SmallVector<Value> &acc) {
    KB lk{lb};
    Value k0 = lk.mul(kt, cfg.bk);
    SmallVector<Value> a = loadTile(lb, opA, m0, M, cfg.bm, k0);
    SmallVector<Value> bt = loadTile(lb, opB, nBCodes0, NBCodes, cfg.bn, k0);
    SmallVector<Value> sa, sb;
    if (mx) {
      sa = loadScales(lb, opA, m0, cfg.bm, kt, mapLog2A, 1);
      sb = loadScales(lb, opB, nB0, cfg.bn, kt, mapLog2B,
                      cfg.scaleTilesB ? 128 : 1);
    }
    storeTile(lb, lA, c0, opA, cfg.bm, a);
    storeTile(lb, lB, c0, opB, cfg.bn, bt);
    if (mx) {
      storeScales(lb, lsA, c0, opA, cfg.bm, tm, sa);
      storeScales(lb, lsB, c0, opB, cfg.bn, tn, sb);
    }
    gpu::BarrierOp::create(lb);
    waveMma(lb, c0, acc);
    gpu::BarrierOp::create(lb);
  }

  /// The wave's instruction, in the matmul's view.
  MfmaAttr mfmaKind() {
    Type ta = dq ? cfg.mfmaType : cfg.mfmaTypeA,
         tb = dq ? cfg.mfmaType : cfg.mfmaTypeB;
    return MfmaAttr::get(ctx, T, T, cfg.mfmaK(), ta, tb, smx && mx);
  }

  /// The wave's MFMAs on a stage: one lowp.wave_mma (distribution writes
  /// it on lanes: DistributeWaveMma.cpp).
  void waveMma(ImplicitLocOpBuilder &lb, Value stage, SmallVector<Value> &acc) {
    MfmaAttr kind = mfmaKind();
    Value sa = mx ? lsA : Value(), sb = mx ? lsB : Value();
    auto op =
        WaveMmaOp::create(lb, kind, lA, lB, stage, wRow, wCol, lane,
                          cfg.wk > 1 ? kw : c0, sa, sb, acc, ldsLayout(true),
                          ldsLayout(false), lb.getDenseI64ArrayAttr({tm, tn}),
                          lb.getI64IntegerAttr(cfg.bk / cfg.mfmaK() / cfg.wk),
                          lb.getI64IntegerAttr(cfg.wk));
    acc.assign(op.getResults().begin(), op.getResults().end());
  }

  /// The K loop: kStep per unit, blockwise scales applied per 128-K group.
  scf::ForOp kLoop() {
    v4 = VectorType::get({4}, f32);
    vR = VectorType::get({R}, f32);
    zacc = arith::ConstantOp::create(
        b, DenseElementsAttr::get(vR, b.getF32FloatAttr(0.0f)));
    SmallVector<Value> inits(tm * tn, zacc);
    auto loop = scf::ForOp::create(
        b, uFirst, uLast, c1, inits,
        [&](OpBuilder &nb, Location nl, Value u, ValueRange accs) {
          ImplicitLocOpBuilder lb(nl, nb);
          KB lk{lb};
          SmallVector<Value> acc(accs.begin(), accs.begin() + tm * tn);
          if (!blockwise) {
            kStep(lb, u, acc);
            scf::YieldOp::create(lb, acc);
            return;
          }
          // Blockwise: the group's steps accumulate into zeroed partial sums
          // P in the MFMAs; then acc += P * (sa[row] * sb[col / 128] * maps'
          // factor), the f32 scales read from global memory (B's is one per
          // wave: its 64 columns lie in one 128-block).
          // Per-column B scales (colScalesB): the group's BN scales of B
          // into LDS when it starts (lowp.scale_read / scale_write: thread t
          // moves column t % BN's), read after its K steps' barriers; a
          // barrier at the group's end before the next group's are written.
          // lowp-pipeline-copies (pipelineGroupScales) reads them a group
          // ahead into two stages by group parity, without that barrier.
          if (colScalesB) {
            auto read = ScaleReadOp::create(
                lb,
                SmallVector<Type>(
                    ScaleReadOp::getRounds({cfg.bn, 1}, cfg.threads()), f32),
                opB.scales, nB0, u, numGroups, tid, opB.sOff,
                lb.getDenseI64ArrayAttr({cfg.bn, 1}),
                lb.getI64IntegerAttr(cfg.threads()), lb.getI64IntegerAttr(1),
                lb.getI64IntegerAttr(1), IntegerAttr(),
                opB.kMajor ? lb.getUnitAttr() : UnitAttr(), lb.getUnitAttr());
            ScaleWriteOp::create(lb, read.getResults(), lsSB, c0, tid,
                                 lb.getDenseI64ArrayAttr({cfg.bn, 1}),
                                 lb.getI64IntegerAttr(cfg.threads()),
                                 DenseI64ArrayAttr(),
                                 opB.kMajor ? lb.getUnitAttr() : UnitAttr());
          }
          SmallVector<Value> part(tm * tn, zacc);
          for (int64_t st = 0; st < stepsPerUnit; ++st)
            kStep(lb, lk.add(lk.mul(u, stepsPerUnit), st), part);
          // The partial sums times A's scale of each row (group u) and
          // B's: one lowp.wave_rescale (distribution writes it on lanes).
          auto rescale = [&](Value grp, Value inG, Value sb,
                             ArrayRef<Value> bIdx,
                             std::optional<int64_t> bDim) {
            auto op = WaveRescaleOp::create(
                lb, mfmaKind(), part, acc, lane, opA.scales,
                scaleIndices(lb, opA, grp, lk.add(m0, wRow)), sb, bIdx, inG,
                lb.getDenseI64ArrayAttr({tm, tn}),
                lb.getI64IntegerAttr(opA.kMajor ? 1 : 0),
                bDim ? lb.getI64IntegerAttr(*bDim) : IntegerAttr(),
                lb.getF32FloatAttr(cfg.codeMapFactor()));
            acc.assign(op.getResults().begin(), op.getResults().end());
          };
          if (cfg.blockRowsB) {
            // B's scales per column of C (1 x 128 blocks of B's rows), from
            // LDS.
            rescale(u, Value(), lsSB, {c0, c0, wCol}, 2);
            gpu::BarrierOp::create(lb);
            scf::YieldOp::create(lb, acc);
            return;
          }
          // Waves along K with BK = 128 wk: wave kw's group is u wk + kw;
          // one past K (a last, partial step) adds nothing. B's scale is one
          // per wave (its 64 columns lie in one 128-block).
          Value grp = u, inG;
          if (cfg.bk > cfg.kGroup) {
            grp = lk.add(lk.mul(u, cfg.wk), kw);
            inG = arith::CmpIOp::create(lb, arith::CmpIPredicate::ult, grp,
                                        numGroups);
            grp = arith::SelectOp::create(lb, inG, grp, c0);
          }
          rescale(
              grp, inG, opB.scales,
              scaleIndices(lb, opB, grp, lk.div(lk.add(nB0, wCol), cfg.kGroup)),
              std::nullopt);
          scf::YieldOp::create(lb, acc);
        });

    if (StringRef what = cfg.prefetch(); !what.empty())
      loop->setAttr(lowp::kPrefetchAttr, b.getStringAttr(what));
    return loop;
  }

  /// Whether the direct kernel decodes `op` with the scale in the
  /// conversion (Fp8GemmConfig::scaledCvt): with one MFMA tile along M, where
  /// the decoding is the main loop's VALU work (bf16 x MXFP4, gfx950, timing
  /// model: GPT-OSS's MoE experts at M = 16 110.3 -> 98.0 us with 16 x 64 x
  /// 256 / 2 tiles; 8192 x 8192 at M = 16 6.63 -> 6.54 us); not with
  /// several, whose B tiles serve each A tile and whose A is loaded a step
  /// ahead of B's (at M = 64, 8192 x 8192 10.05 -> 10.69 us, 5760 x 2880
  /// 8.04 -> 8.98 with it).
  bool scaledCvt(const Operand &op) const {
    return dq && !op.plain && tm == 1 && cfg.scaledCvt(&op == &opA);
  }
  /// The lane's 32 values (vector<32 x type>) from readFragments'
  /// registers from `r` on: plain as loaded; else one lowp.fragment_decode
  /// (the codes dequantized as four chunks of 8, each block scale decoded
  /// once; with the scaled conversion where it may serve, scaledCvt).
  Value decodeDirect(ImplicitLocOpBuilder &bb, const Operand &op,
                     ArrayRef<Value> regs, size_t &r) {
    if (op.plain)
      return regs[r++];
    size_t n = dec.registers32(op);
    Type scale = blockScaleType(ctx, op.blockScale);
    // fp4 codes the read mapped, or fp8 / fp6 codes mapped as decoded.
    bool as = op.packed ? !dec.rawFp4(op) : op.map != CodeMap::None;
    auto decode = FragmentDecodeOp::create(
        bb, VectorType::get({32}, cfg.mfmaType), regs.slice(r, n),
        TypeAttr::get(memoryCodes(op)), as ? TypeAttr::get(op.fp8) : TypeAttr(),
        TypeAttr::get(cfg.mfmaType), scale ? TypeAttr::get(scale) : TypeAttr(),
        scale ? bb.getI64IntegerAttr(op.kBlock) : IntegerAttr(),
        scaledCvt(op) ? bb.getUnitAttr() : UnitAttr());
    r += n;
    return decode;
  }

  /// gfx942's direct MX kernel (Fp8GemmConfig::mxDirect): one step's MFMAs
  /// of a 128-K block, lowp.fragment_mma's per-block form on readFragments'
  /// registers from `r` (per tile of A its codes and four scale codes, per
  /// tile of B its codes and its four columns' codes a block), `flags`
  /// (the largest code per row of A and column of B; 255: NaN, mxNanFlags)
  /// carried with the accumulators.
  void computeMx(ImplicitLocOpBuilder &bb, ArrayRef<Value> regs, size_t &r,
                 SmallVector<Value> &acc, SmallVector<Value> &flags) {
    MfmaAttr kind = mfmaKind();
    Type ca = memoryCodes(opA), cb = memoryCodes(opB);
    size_t na =
        tm * FragmentReadOp::tileTypes(kind, ca, true, false, 32).size();
    size_t nb =
        tn * FragmentReadOp::tileTypes(kind, cb, true, false, 32, true).size();
    // (fp4 A premapped: even then odd codes already.)
    bool evenOdd = cfg.mapA == CodeMap::E2M1 && cfg.mapB == CodeMap::E2M1;
    SmallVector<Value> state(acc);
    state.append(flags);
    auto mma = FragmentMmaOp::create(
        bb, kind, regs.slice(r, na), regs.slice(r + na, nb), state,
        TypeAttr::get(ca), TypeAttr::get(cb), bb.getDenseI64ArrayAttr({tm, tn}),
        bb.getI64IntegerAttr(32), bb.getDenseI64ArrayAttr({mapLog2A, mapLog2B}),
        evenOdd ? bb.getUnitAttr() : UnitAttr());
    r += na + nb;
    ValueRange out = mma.getResults();
    acc.assign(out.begin(), out.begin() + tm * tn);
    flags.assign(out.begin() + tm * tn, out.end());
  }
  /// After the direct MX kernel's K loop: NaN where a row's or a column's
  /// scale code was 255 (NUMERICS.md: a NaN scale makes its block NaN).
  void mxNanFlags(ValueRange flags) {
    Type i32 = b.getI32Type();
    auto vi = VectorType::get({R}, i32);
    Value nan = arith::ConstantOp::create(
        b, DenseElementsAttr::get(
               vR, b.getF32FloatAttr(std::numeric_limits<float>::quiet_NaN())));
    Value c255 = arith::ConstantOp::create(
        b, DenseElementsAttr::get(vi, b.getI32IntegerAttr(255)));
    for (int64_t i = 0; i < tm; ++i)
      for (int64_t j = 0; j < tn; ++j) {
        Value m = arith::MaxUIOp::create(
            b, vector::BroadcastOp::create(b, vi, flags[i]), flags[tm + j]);
        Value isNan =
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, m, c255);
        accs[i * tn + j] =
            arith::SelectOp::create(b, isNan, nan, accs[i * tn + j]);
      }
  }

  /// The wave's fragments of `op` (`tiles` MFMA tiles from `row`) in the
  /// 128-K block from `k0`, straight from global memory: one
  /// lowp.fragment_read (lowered with the tile copies): the codes with their
  /// E8M0 codes for the scaled MFMAs, or (dequantizing) codes to decode
  /// with their block scale codes (fp4 mapped into fp8 on the read where
  /// the chip does not decode them as loaded), or plain values.
  /// gfx942's direct MX kernel (Fp8GemmConfig::mxDirect) reads the
  /// per-block form: each 32-K block's codes with their E8M0 codes, B's
  /// (`accRows`) of the lane's four columns of C.
  void readFragments(ImplicitLocOpBuilder &bb, const Operand &op, Value row,
                     Value k0, Value rowsTotal, int64_t tiles,
                     SmallVector<Value> &regs, bool accRows = false) {
    Type codes = memoryCodes(op);
    MfmaAttr kind = mfmaKind();
    bool mapped = dq && op.packed && !dec.rawFp4(op);
    bool perBlock = cfg.mxDirect();
    int64_t block = perBlock                                  ? 32
                    : dq && op.blockScale != BlockScale::None ? op.kBlock
                                                              : 0;
    bool scales = kind.getScaled() || block;
    bool packed = op.packedFp6 && !dq;
    auto types = FragmentReadOp::tileTypes(kind, codes, scales, mapped, block,
                                           accRows, packed);
    SmallVector<Type> all;
    for (int64_t t = 0; t < tiles; ++t)
      all.append(types);
    auto unit = [&](bool on) { return on ? bb.getUnitAttr() : UnitAttr(); };
    auto read = FragmentReadOp::create(
        bb, all, kind, op.buf, row, k0, rowsTotal, K, lane,
        scales ? op.scales : Value(), scales ? op.scaleRowOff : Value(),
        TypeAttr::get(codes), mapped ? TypeAttr::get(op.fp8) : TypeAttr(),
        bb.getI64IntegerAttr(tiles),
        block ? bb.getI64IntegerAttr(block) : IntegerAttr(), unit(accRows),
        unit(perBlock && cfg.mxWholeBlocks()), unit(packed));
    regs.append(read.getResults().begin(), read.getResults().end());
  }

  /// Blockwise FP8 (direct): the f32 scales of the 128-K group from `k0`,
  /// B's for the wave's columns (one 128-block; a grouped B's counted in
  /// the whole buffer, N a multiple of 128) and A's for the lane's row of
  /// each tile; 0 past K (whose partial sums are zeros).
  void loadGroupScales(ImplicitLocOpBuilder &bb, Value k0,
                       SmallVector<Value> &regs) {
    KB kk{bb};
    Value grp = kk.div(k0, cfg.kGroup);
    Value in =
        arith::CmpIOp::create(bb, arith::CmpIPredicate::ult, grp, numGroups);
    Value g = arith::SelectOp::create(bb, in, grp, kk.idx(0));
    Value zero = arith::ConstantOp::create(bb, bb.getF32FloatAttr(0.0f));
    auto masked = [&](Value v) {
      return arith::SelectOp::create(bb, in, v, zero).getResult();
    };
    regs.push_back(
        masked(scaleAt(bb, opB, g, kk.div(kk.add(nB0, wCol), cfg.kGroup))));
    for (int64_t i = 0; i < tm; ++i)
      regs.push_back(masked(
          scaleAt(bb, opA, g, kk.add(kk.add(m0, wRow), tileRow(kk, i)))));
  }

  /// One step's direct loads (directKLoop) for K step `u`: each of the
  /// wave's `blocks` 128-K blocks, A's tiles then B's (MX: with their scale
  /// codes; blockwise: then the block's group scales).
  SmallVector<Value> directLoads(ImplicitLocOpBuilder &bb, Value u,
                                 int64_t blocks) {
    KB kk{bb};
    SmallVector<Value> regs;
    for (int64_t blk = 0; blk < blocks; ++blk) {
      Value k0 = addK(kk, kk.mul(u, cfg.bk), blk, 128, blocks);
      Value rowA = kk.add(m0, wRow), rowB = kk.add(nBCodes0, wCol);
      readFragments(bb, opA, rowA, k0, M, tm, regs);
      readFragments(bb, opB, rowB, k0, NBCodes, tn, regs,
                    /*accRows=*/cfg.mxDirect());
      if (blockwise)
        loadGroupScales(bb, k0, regs);
    }
    return regs;
  }

  /// The MFMAs of one step's registers (directLoads' order) into `acc`
  /// (MX: and its NaN flags).
  void directCompute(ImplicitLocOpBuilder &bb, ArrayRef<Value> regs,
                     int64_t blocks, SmallVector<Value> &acc,
                     SmallVector<Value> &flags) {
    size_t r = 0;
    for (int64_t blk = 0; blk < blocks; ++blk) {
      if (cfg.mxDirect()) {
        computeMx(bb, regs, r, acc, flags);
        continue;
      }
      // Blockwise: the block's products into zeroed partial sums, scaled
      // into the accumulators after its MFMAs.
      SmallVector<Value> sums =
          blockwise ? SmallVector<Value>(tm * tn, zacc) : acc;
      SmallVector<Value> as, bs;
      if (!dq) {
        // One lowp.fragment_mma of readFragments' registers (distribution
        // writes its lowp.mfma ops).
        Type ca = memoryCodes(opA), cb = memoryCodes(opB);
        MfmaAttr kind = mfmaKind();
        size_t na =
            tm * FragmentReadOp::tileTypes(kind, ca, kind.getScaled()).size();
        size_t nb =
            tn * FragmentReadOp::tileTypes(kind, cb, kind.getScaled(), false, 0,
                                           false, opB.packedFp6)
                     .size();
        auto mma = FragmentMmaOp::create(bb, kind, regs.slice(r, na),
                                         regs.slice(r + na, nb), sums,
                                         TypeAttr::get(ca), TypeAttr::get(cb),
                                         bb.getDenseI64ArrayAttr({tm, tn}),
                                         IntegerAttr(), DenseI64ArrayAttr());
        r += na + nb;
        sums.assign(mma.getResults().begin(), mma.getResults().end());
      } else {
        for (int64_t i = 0; i < tm; ++i)
          as.push_back(decodeDirect(bb, opA, regs, r));
        // With the scaled conversion B's tiles go one by one, each decoded
        // (a branch) next to its MFMAs; else all decoded, then the MFMAs
        // (the same sums in the same order): lowp.fragment_mma on the
        // values.
        bool byTile = scaledCvt(opB);
        for (int64_t j = 0; j < tn && !byTile; ++j)
          bs.push_back(decodeDirect(bb, opB, regs, r));
        for (int64_t j0 = 0; j0 < tn; j0 += byTile ? 1 : tn) {
          int64_t j1 = byTile ? j0 + 1 : tn;
          if (byTile)
            bs.push_back(decodeDirect(bb, opB, regs, r));
          SmallVector<Value> part;
          for (int64_t i = 0; i < tm; ++i)
            for (int64_t j = j0; j < j1; ++j)
              part.push_back(sums[i * tn + j]);
          TypeAttr values = TypeAttr::get(cfg.mfmaType);
          auto mma = FragmentMmaOp::create(
              bb, mfmaKind(), as, ArrayRef<Value>(bs).slice(j0, j1 - j0), part,
              values, values, bb.getDenseI64ArrayAttr({tm, j1 - j0}),
              IntegerAttr(), DenseI64ArrayAttr());
          for (int64_t i = 0, n = 0; i < tm; ++i)
            for (int64_t j = j0; j < j1; ++j)
              sums[i * tn + j] = mma.getResult(n++);
        }
      }
      if (!blockwise) {
        acc = sums;
        continue;
      }
      // loadGroupScales' registers: B's scale, then A's per tile.
      Value sb = regs[r++];
      addScaledPartials(
          bb, tm, tn, sums,
          arith::ConstantOp::create(bb,
                                    bb.getF32FloatAttr(cfg.codeMapFactor())),
          sb, [&](int64_t) { return regs[r++]; }, acc);
    }
  }

  /// Direct operands (Fp8GemmConfig::directB): per K step, each wave's
  /// 128-K blocks straight into registers (lowp.fragment_read; a step ahead
  /// after lowp-pipeline-copies), then the MFMAs (lowp.fragment_mma; gfx950's
  /// f8f6f4: one MFMA per tile pair and block; blockwise: each block's
  /// partial sums scaled into the accumulators). The lane (l % 16, l / 16)
  /// takes K 32 (l / 16) .. + 31 of a block: of A's rows 16 i + l % 16 and B's
  /// rows 16 j + l % 16 its 32 values (codes with their block scales,
  /// dequantized as the staging kernels do, or FP8 codes mapped as they map
  /// them); MFMA kk of the block takes the lane's values V kk .. V kk + V - 1
  /// (V: 8 on the 16x16x32 bf16 / f16 / fp8 MFMAs, 4 on gfx942's bf16 / f16
  /// 16x16x16) of both, so every product of the block is summed once. K past
  /// the end reads zeros (K is a multiple of 32).
  scf::ForOp directKLoop() {
    v4 = VectorType::get({4}, f32);
    vR = VectorType::get({R}, f32);
    zacc = arith::ConstantOp::create(
        b, DenseElementsAttr::get(vR, b.getF32FloatAttr(0.0f)));
    int64_t blocks = cfg.bk / cfg.wk / 128;
    SmallVector<Value> inits(tm * tn, zacc);
    // The direct MX kernel's largest scale codes (mxNanFlags): per tile of
    // A its row's, per tile of B its four columns'.
    int64_t nFlags = cfg.mxDirect() ? tm + tn : 0;
    for (int64_t f = 0; f < nFlags; ++f) {
      Type t =
          f < tm ? Type(b.getI32Type()) : VectorType::get({R}, b.getI32Type());
      inits.push_back(arith::ConstantOp::create(
          b, t,
          f < tm ? TypedAttr(b.getI32IntegerAttr(0))
                 : TypedAttr(DenseElementsAttr::get(cast<ShapedType>(t),
                                                    b.getI32IntegerAttr(0)))));
    }
    size_t nAcc = tm * tn + nFlags;
    // mxWholeBlocks: wave kw's steps end at the last whose block lies in K.
    Value uEnd = uLast;
    if (cfg.mxWholeBlocks() && cfg.wk > 1) {
      Value chunks = k.div(K, 128);
      Value steps = k.div(
          k.add(arith::SubIOp::create(b, chunks, kw), cfg.wk - 1), cfg.wk);
      uEnd = arith::MinUIOp::create(
          b, uLast,
          arith::SelectOp::create(
              b,
              arith::CmpIOp::create(b, arith::CmpIPredicate::ult, kw, chunks),
              steps, c0));
    }
    // Each step's reads in the step: lowp-pipeline-copies moves the
    // fragment reads a step ahead (pipelineFragmentReads; not the MX
    // kernel's loads, whose waves hide their latency: carried, they would
    // be copied into the loop's registers at its end, which waits on them).
    return scf::ForOp::create(
        b, uFirst, uEnd, c1, inits,
        [&](OpBuilder &nb, Location nl, Value u, ValueRange carried) {
          ImplicitLocOpBuilder lb(nl, nb);
          SmallVector<Value> regs = directLoads(lb, u, blocks);
          SmallVector<Value> acc(carried.begin(), carried.begin() + tm * tn);
          SmallVector<Value> flags(carried.begin() + tm * tn,
                                   carried.begin() + nAcc);
          directCompute(lb, regs, blocks, acc, flags);
          acc.append(flags);
          scf::YieldOp::create(lb, acc);
        });
  }

  /// Waves along K: one lowp.wave_sum (WaveStore.cpp writes it: waves kw >
  /// 0 leave their sums in LDS, wave kw = 0 adds them in order) into
  /// `accs`; the builder is left inside the branch of wave kw = 0 (the
  /// epilogue's).
  void reduceWaves() {
    auto sum = WaveSumOp::create(b, accs, lR, lane, wmn, kw,
                                 b.getI64IntegerAttr(cfg.wk),
                                 b.getI64IntegerAttr(cfg.wm * cfg.wn));
    accs.assign(sum.getResults().begin(), sum.getResults().end());
    Value first = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, kw, c0);
    auto ifOp = scf::IfOp::create(b, first, /*withElseRegion=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
  }

  /// The epilogue: one lowp.wave_store of the wave's accumulators
  /// (WaveStore.cpp writes it on lanes). Split-K: the raw f32 partial sums
  /// into this split's slice of the workspace; else the epilogue scales
  /// (those not in the accumulators already), the bias, the rounding, the
  /// fused region and C, or a quantized result's codes and scales.
  /// With `early` (the K loop) the reads that do not depend on the sums go
  /// before it (read_early; the wave's corner is computed there).
  void waveStore(scf::ForOp early) {
    {
      OpBuilder::InsertionGuard guard(b);
      if (early)
        b.setInsertionPoint(early);
      row0 = k.add(m0, wRow);
      col0 = k.add(n0, wCol);
    }
    Value dest = split ? W : C;
    SmallVector<Value> idx;
    if (split)
      idx.push_back(z);
    idx.append({row0, col0});
    bool region = !split && cfg.epilogueOp;
    auto op = WaveStoreOp::create(
        b, mfmaKind(), accs, dest, idx, lane, split ? M : mEnd, N,
        split ? Value() : SAb, split ? Value() : SBb, split ? Value() : bias,
        !split && cfg.grouped() ? gN : Value(), split ? Value() : tail,
        split ? Value() : CS, region ? ValueRange(epiIns) : ValueRange(),
        b.getDenseI64ArrayAttr({tm, tn}), UnitAttr(), UnitAttr(), FloatAttr(),
        ArrayAttr(), UnitAttr(), UnitAttr(), TypeAttr(), ScaleModeAttr());
    if (split)
      return;
    setMatmulEpilogue(op, cfg, bool(SA), bool(SB), region);
    op.setReadEarly(bool(early));
  }
};
} // namespace

gpu::GPUFuncOp lowp::getOrCreateFp8GemmKernel(OpBuilder &builder, Location loc,
                                              gpu::GPUModuleOp module,
                                              const Fp8GemmConfig &cfg) {
  std::string name = cfg.name();
  return getOrBuildKernel(builder, loc, module, name,
                          [&](ImplicitLocOpBuilder &b) {
                            return GemmKernelGen(b, cfg).build(name);
                          });
}

Value lowp::fatRawBuffer(ImplicitLocOpBuilder &b, Value m, bool resetOffset) {
  auto t = cast<MemRefType>(m.getType());
  MemRefLayoutAttrInterface layout = t.getLayout();
  if (auto strided = dyn_cast<StridedLayoutAttr>(layout);
      strided && resetOffset)
    layout = StridedLayoutAttr::get(b.getContext(), 0, strided.getStrides());
  auto ft =
      MemRefType::get(t.getShape(), t.getElementType(), layout,
                      amdgpu::AddressSpaceAttr::get(
                          b.getContext(), amdgpu::AddressSpace::FatRawBuffer));
  unsigned bits = t.getElementTypeBitWidth();
  Value bytes = arith::ConstantIndexOp::create(b, bits <= 8 ? 1 : bits / 8);
  for (int64_t d = 0; d < t.getRank(); ++d)
    bytes = arith::MulIOp::create(b, bytes, memref::DimOp::create(b, m, d));
  Value valid = arith::IndexCastOp::create(b, b.getI64Type(), bytes);
  return amdgpu::FatRawBufferCastOp::create(b, ft, m, valid, Value(),
                                            /*boundsCheck=*/true, resetOffset)
      .getResult();
}

static gpu::GPUFuncOp buildSplitKReduceKernel(ImplicitLocOpBuilder &b,
                                              StringRef name,
                                              const Fp8GemmConfig &cfg);

gpu::GPUFuncOp lowp::getOrCreateSplitKReduceKernel(OpBuilder &builder,
                                                   Location loc,
                                                   gpu::GPUModuleOp module,
                                                   const Fp8GemmConfig &cfg) {
  std::string name = cfg.name() + "_reduce";
  if (cfg.epilogueOp)
    name += "_epi" + cfg.epilogueKey + "_" + typeName(cfg.resultType);
  return getOrBuildKernel(builder, loc, module, name,
                          [&](ImplicitLocOpBuilder &b) {
                            return buildSplitKReduceKernel(b, name, cfg);
                          });
}

/// The split-K reduce kernel `name` of `cfg` (getOrCreateSplitKReduceKernel):
/// 256 threads, 64 x 64 of C a workgroup (grid ceildiv(N, 64) x
/// ceildiv(M, 64)), 16 rows of them a wave. A lane holds, of each of its
/// four 16 x 16 tiles, the accumulator registers of a 16x16 MFMA (row l %
/// 16, columns 4 (l / 16) .. + 3: lowp.wave_store's layout), each the sum
/// of the splits in order (from 0, as the workspace holds them: the same
/// sum on every run), then the GEMM's epilogue: one lowp.wave_store, the
/// op the GEMM kernels end with (scales, bias, rounding, the fused region).
static gpu::GPUFuncOp buildSplitKReduceKernel(ImplicitLocOpBuilder &b,
                                              StringRef name,
                                              const Fp8GemmConfig &cfg) {
  KB k{b};
  MLIRContext *ctx = b.getContext();
  Type f32 = b.getF32Type();
  int64_t dyn = ShapedType::kDynamic;
  // Block-scaled GEMMs have their scales in the partial sums already.
  SmallVector<Type> args = {MemRefType::get({dyn, dyn, dyn}, f32)};
  if (cfg.epilogueA)
    args.push_back(MemRefType::get({dyn, dyn}, f32));
  if (cfg.epilogueB)
    args.push_back(MemRefType::get({dyn, dyn}, f32));
  if (cfg.biasType)
    args.push_back(MemRefType::get({dyn}, cfg.biasType));
  args.append(epilogueInputTypes(cfg));
  if (cfg.quantizedOut()) {
    args.push_back(MemRefType::get({dyn, dyn}, b.getI8Type())); // codes
    args.push_back(MemRefType::get({dyn, dyn}, b.getI8Type())); // E8M0 scales
  } else {
    args.push_back(MemRefType::get({dyn, dyn}, cfg.storeType()));
  }
  auto func = createKernel(b, name, args, TypeRange(), 256);
  Block &entry = func.getBody().front();
  unsigned argNo = 0;
  auto nextArg = [&]() -> Value { return entry.getArgument(argNo++); };
  Value W = nextArg();
  Value SA = cfg.epilogueA ? nextArg() : Value();
  Value SB = cfg.epilogueB ? nextArg() : Value();
  Value bias = cfg.biasType ? nextArg() : Value();
  SmallVector<Value> epiIns;
  for (size_t i = 0, e = epilogueInputTypes(cfg).size(); i < e; ++i)
    epiIns.push_back(nextArg());
  Value C = nextArg();
  Value CS = cfg.quantizedOut() ? nextArg() : Value();
  Value S = memref::DimOp::create(b, W, 0);
  Value M = memref::DimOp::create(b, W, 1);
  Value N = memref::DimOp::create(b, W, 2);
  Value tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Value lane = k.rem(tid, 64);
  Value row0 = k.add(k.mul(gpu::BlockIdOp::create(b, gpu::Dimension::y), 64),
                     k.mul(k.div(tid, 64), 16));
  Value col0 = k.mul(gpu::BlockIdOp::create(b, gpu::Dimension::x), 64);
  // The lane's row (rows past M read row 0: not stored) and first column
  // of tile 0; columns past N read what follows (0 past the workspace).
  Value row = k.add(row0, k.rem(lane, 16));
  row = arith::SelectOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, M), row,
      k.idx(0));
  Value col = k.add(col0, k.mul(k.div(lane, 16), 4));
  Value Wf = fatRawBuffer(b, W);
  auto v4 = VectorType::get({4}, f32);
  Value zero = arith::ConstantOp::create(b, DenseElementsAttr::get(v4, 0.0f));
  auto sum = scf::ForOp::create(
      b, k.idx(0), S, k.idx(1), SmallVector<Value>(4, zero),
      [&](OpBuilder &nb, Location nl, Value z, ValueRange acc) {
        ImplicitLocOpBuilder lb(nl, nb);
        KB lk{lb};
        SmallVector<Value> next;
        for (int64_t j = 0; j < 4; ++j)
          next.push_back(arith::AddFOp::create(
              lb, acc[j], loadRun(lb, Wf, {z, row, lk.add(col, 16 * j)}, 4)));
        scf::YieldOp::create(lb, next);
      });
  auto op = WaveStoreOp::create(
      b, MfmaAttr::get(ctx, 16, 16, 16, b.getF16Type(), b.getF16Type(), false),
      sum.getResults(), C, ValueRange{row0, col0}, lane, M, N,
      SA ? fatRawBuffer(b, SA) : Value(), SB ? fatRawBuffer(b, SB) : Value(),
      bias, Value(), Value(), CS, epiIns, b.getDenseI64ArrayAttr({1, 4}),
      UnitAttr(), UnitAttr(), FloatAttr(), ArrayAttr(), UnitAttr(), UnitAttr(),
      TypeAttr(), ScaleModeAttr());
  setMatmulEpilogue(op, cfg, bool(SA), bool(SB), bool(cfg.epilogueOp));
  gpu::ReturnOp::create(b);
  return func;
}

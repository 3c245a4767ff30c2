//===- MfmaLayoutTest.cpp - every MFMA instruction's lane layout ----------===//
//
// For every MFMA and scaled-MFMA instruction of AMDGPU.md on each chip that
// has it, a kernel loads per-lane operand registers from buffers filled by
// this test according to the documented layout formulas (restated here, not
// taken from lib/Target), runs the instruction on the emulator, and the
// result read back through the documented C/D layout must equal a plain
// matmul of the matrices the test encoded. Values are small, so every
// accumulation model is exact here.
//
//===----------------------------------------------------------------------===//

#include "lowp/Emulator/Emulator.h"
#include "lowp/InitAll.h"
#include "lowp/Numerics/Formats.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace lowp;
namespace num = lowp::num;

namespace {

struct Fmt {
  const char *mlir;     // element type in MLIR
  int numFormat;        // num::Format or -1 (f16, bf16, i8, f32)
  unsigned bytes;       // storage bytes per element
};

const Fmt kF16{"f16", -1, 2}, kBF16{"bf16", -1, 2}, kI8{"i8", -1, 1},
    kF32{"f32", -1, 4};
Fmt fmt(num::Format f, const char *name) { return {name, int(f), 1}; }

/// Encodes v (exactly representable) in the element format.
uint64_t encodeIn(const Fmt &f, double v) {
  if (f.numFormat >= 0)
    return num::encode(static_cast<num::Format>(f.numFormat),
                       static_cast<float>(v));
  std::string n = f.mlir;
  if (n == "f16")
    return num::floatToHalf(static_cast<float>(v));
  if (n == "bf16")
    return num::floatToBF16(static_cast<float>(v));
  if (n == "f32")
    return num::bitsOf(static_cast<float>(v));
  return static_cast<uint8_t>(static_cast<int8_t>(v)); // i8
}

bool isFP8(const Fmt &f) {
  return f.numFormat >= 0 && f.numFormat <= int(num::Format::F8E5M2FNUZ);
}

/// Documented operand layout (AMDGPU.md): returns (row-or-col, k).
std::pair<unsigned, unsigned> documented(unsigned rows, unsigned K,
                                         unsigned elemsPerLane, bool f8f6f4,
                                         bool fp8, unsigned l, unsigned e) {
  unsigned r = l % rows, g = l / rows;
  if (!f8f6f4)
    return {r, g * elemsPerLane + e};
  if (!fp8)
    return {r, 32 * g + e};
  return {r, e < 16 ? 16 * g + e : 16 * g + (e - 16) + K / 2};
}

std::pair<unsigned, unsigned> documentedC(unsigned M, unsigned l,
                                          unsigned v) {
  if (M == 16)
    return {4 * (l / 16) + v, l % 16};
  return {8 * (v / 4) + 4 * (l / 32) + (v % 4), l % 32};
}

struct Case {
  target::Chip chip;
  unsigned m, n, k, elemsPerLane;
  Fmt a, b;
  bool f8f6f4, scaled, intAcc;
  unsigned idxA = 0, idxB = 0; // scale byte selectors
};

std::string chipName(target::Chip c) {
  return c == target::Chip::GFX942 ? "gfx942" : "gfx950";
}

class MfmaLayout : public ::testing::Test {
protected:
  MfmaLayout() {
    DialectRegistry registry;
    lowp::registerToolDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }

  void run(const Case &c) {
    SCOPED_TRACE(chipName(c.chip) + " " + std::to_string(c.m) + "x" +
                 std::to_string(c.n) + "x" + std::to_string(c.k) + " " +
                 c.a.mlir + " x " + c.b.mlir +
                 (c.scaled ? " scaled idx " + std::to_string(c.idxA) + "/" +
                                 std::to_string(c.idxB)
                           : ""));
    unsigned M = c.m, N = c.n, K = c.k, E = c.elemsPerLane;
    unsigned R = M * N / 64;
    std::string acc = c.intAcc ? "i32" : "f32";
    // Matrices with small exact values.
    static const double vals[] = {-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2};
    static const double ints[] = {-3, -2, -1, 0, 1, 2, 3, 1, -1};
    const double *table = c.intAcc ? ints : vals;
    std::vector<double> A(M * K), B(K * N), C(M * N);
    for (unsigned i = 0; i < M; ++i)
      for (unsigned k = 0; k < K; ++k)
        A[i * K + k] = table[(i * 7 + k * 3) % 9];
    for (unsigned k = 0; k < K; ++k)
      for (unsigned j = 0; j < N; ++j)
        B[k * N + j] = table[(k * 5 + j * 2 + 1) % 9];
    for (unsigned i = 0; i < M; ++i)
      for (unsigned j = 0; j < N; ++j)
        C[i * N + j] = static_cast<double>((i + 2 * j) % 5) - 2;
    // Scales 2^s, s in [-3, 3], per (row, block) and (col, block).
    unsigned blocks = K / 32;
    std::vector<int> sA(M * std::max(blocks, 1u)), sB(N * std::max(blocks, 1u));
    for (unsigned i = 0; i < sA.size(); ++i)
      sA[i] = static_cast<int>(i * 5 % 7) - 3;
    for (unsigned i = 0; i < sB.size(); ++i)
      sB[i] = static_cast<int>(i * 3 % 7) - 3;

    // Registers per the documented layouts.
    std::vector<uint8_t> abuf(64 * E * c.a.bytes), bbuf(64 * E * c.b.bytes);
    for (unsigned l = 0; l < 64; ++l)
      for (unsigned e = 0; e < E; ++e) {
        auto [i, ka] = documented(M, K, E, c.f8f6f4, isFP8(c.a), l, e);
        uint64_t va = encodeIn(c.a, A[i * K + ka]);
        std::memcpy(&abuf[(l * E + e) * c.a.bytes], &va, c.a.bytes);
        auto [j, kb] = documented(N, K, E, c.f8f6f4, isFP8(c.b), l, e);
        uint64_t vb = encodeIn(c.b, B[kb * N + j]);
        std::memcpy(&bbuf[(l * E + e) * c.b.bytes], &vb, c.b.bytes);
      }
    std::vector<uint8_t> cbuf(64 * R * 4), dbuf(64 * R * 4, 0);
    for (unsigned l = 0; l < 64; ++l)
      for (unsigned v = 0; v < R; ++v) {
        auto [i, j] = documentedC(M, l, v);
        uint32_t x = c.intAcc ? static_cast<uint32_t>(
                                    static_cast<int32_t>(C[i * N + j]))
                              : num::bitsOf(static_cast<float>(C[i * N + j]));
        std::memcpy(&cbuf[(l * R + v) * 4], &x, 4);
      }
    // Scales: lane i + M*b holds row i / block b in byte idx; the other
    // bytes hold decoys.
    std::vector<uint8_t> sabuf(64 * 4, 0x7F + 9), sbbuf(64 * 4, 0x7F - 9);
    if (c.scaled) {
      for (unsigned i = 0; i < M; ++i)
        for (unsigned b = 0; b < blocks; ++b)
          sabuf[(i + M * b) * 4 + c.idxA] =
              static_cast<uint8_t>(127 + sA[i * blocks + b]);
      for (unsigned j = 0; j < N; ++j)
        for (unsigned b = 0; b < blocks; ++b)
          sbbuf[(j + N * b) * 4 + c.idxB] =
              static_cast<uint8_t>(127 + sB[j * blocks + b]);
    }

    // The kernel.
    std::string ta = c.a.mlir, tb = c.b.mlir, e = std::to_string(E),
                r = std::to_string(R);
    std::string va = "vector<" + e + "x" + ta + ">",
                vb = "vector<" + e + "x" + tb + ">",
                vc = "vector<" + r + "x" + acc + ">";
    std::string shape = std::to_string(c.m) + "x" + std::to_string(c.n) +
                        "x" + std::to_string(c.k);
    std::string op;
    if (c.scaled)
      op = "%dv = amdgpu.scaled_mfma " + shape + " (%sa[" +
           std::to_string(c.idxA) + "] * %av) * (%sb[" +
           std::to_string(c.idxB) + "] * %bv) + %cv : vector<4xf8E8M0FNU>, " +
           va + ", vector<4xf8E8M0FNU>, " + vb + ", " + vc;
    else
      op = "%dv = amdgpu.mfma " + shape + " %av * %bv + %cv" +
           (ta == "f32" ? " {reducePrecision}" : "") + " blgp = none : " +
           va + ", " + vb + ", " + vc;
    std::string text =
        "gpu.module @m {\n"
        "gpu.func @k(%a: memref<64x" + e + "x" + ta + ">, %b: memref<64x" +
        e + "x" + tb + ">, %c: memref<64x" + r + "x" + acc +
        ">, %d: memref<64x" + r + "x" + acc +
        ">, %sab: memref<64x4xf8E8M0FNU>, %sbb: memref<64x4xf8E8M0FNU>) "
        "kernel {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %l = gpu.thread_id x\n"
        "  %av = vector.load %a[%l, %c0] : memref<64x" + e + "x" + ta +
        ">, " + va + "\n"
        "  %bv = vector.load %b[%l, %c0] : memref<64x" + e + "x" + tb +
        ">, " + vb + "\n"
        "  %cv = vector.load %c[%l, %c0] : memref<64x" + r + "x" + acc +
        ">, " + vc + "\n"
        "  %sa = vector.load %sab[%l, %c0] : memref<64x4xf8E8M0FNU>, "
        "vector<4xf8E8M0FNU>\n"
        "  %sb = vector.load %sbb[%l, %c0] : memref<64x4xf8E8M0FNU>, "
        "vector<4xf8E8M0FNU>\n"
        "  " + op + "\n"
        "  vector.store %dv, %d[%l, %c0] : memref<64x" + r + "x" + acc +
        ">, " + vc + "\n"
        "  gpu.return\n}\n}\n";
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
    ASSERT_TRUE(module) << text;
    gpu::GPUFuncOp kernel;
    module->walk([&](gpu::GPUFuncOp f) { kernel = f; });

    auto buf = [](std::vector<uint8_t> v) {
      return std::make_shared<std::vector<uint8_t>>(std::move(v));
    };
    std::vector<emu::KernelArg> args(6);
    args[0].buffer = buf(abuf);
    args[0].sizes = {64, E};
    args[1].buffer = buf(bbuf);
    args[1].sizes = {64, E};
    args[2].buffer = buf(cbuf);
    args[2].sizes = {64, R};
    args[3].buffer = buf(dbuf);
    args[3].sizes = {64, R};
    args[4].buffer = buf(sabuf);
    args[4].sizes = {64, 4};
    args[5].buffer = buf(sbbuf);
    args[5].sizes = {64, 4};
    for (auto model :
         {emu::AccumulationModel::Hardware, emu::AccumulationModel::Exact}) {
      emu::Options opts;
      opts.chip = c.chip;
      opts.model = model;
      emu::Emulator emulator(opts);
      std::string error;
      ASSERT_TRUE(emulator.launch(kernel, {1, 1, 1}, {64, 1, 1}, args, error))
          << error;
      // D through the documented layout vs an independent matmul.
      const std::vector<uint8_t> &d = *args[3].buffer;
      int bad = 0;
      for (unsigned l = 0; l < 64; ++l)
        for (unsigned v = 0; v < R; ++v) {
          auto [i, j] = documentedC(M, l, v);
          double want = C[i * N + j];
          for (unsigned k = 0; k < K; ++k) {
            double s = c.scaled ? std::ldexp(1.0, sA[i * blocks + k / 32] +
                                                      sB[j * blocks + k / 32])
                                : 1.0;
            want += A[i * K + k] * B[k * N + j] * s;
          }
          uint32_t bits;
          std::memcpy(&bits, &d[(l * R + v) * 4], 4);
          double got = c.intAcc ? static_cast<double>(static_cast<int32_t>(bits))
                                : num::floatOf(bits);
          if (got != want && ++bad <= 3)
            ADD_FAILURE() << "lane " << l << " reg " << v << " (row " << i
                          << ", col " << j << "): got " << got << ", want "
                          << want;
        }
      ASSERT_EQ(bad, 0);
    }
  }

  MLIRContext ctx;
};

using target::Chip;
const Fmt e4m3fnuz = fmt(num::Format::F8E4M3FNUZ, "f8E4M3FNUZ");
const Fmt e5m2fnuz = fmt(num::Format::F8E5M2FNUZ, "f8E5M2FNUZ");
const Fmt e4m3 = fmt(num::Format::F8E4M3FN, "f8E4M3FN");
const Fmt e5m2 = fmt(num::Format::F8E5M2, "f8E5M2");
const Fmt e2m3 = fmt(num::Format::F6E2M3FN, "f6E2M3FN");
const Fmt e3m2 = fmt(num::Format::F6E3M2FN, "f6E3M2FN");
const Fmt e2m1 = fmt(num::Format::F4E2M1FN, "f4E2M1FN");
} // namespace

TEST_F(MfmaLayout, FP8OnGfx942) {
  for (auto [m, k] : {std::pair{16u, 32u}, {32u, 16u}}) {
    run({Chip::GFX942, m, m, k, 8, e4m3fnuz, e4m3fnuz, false, false, false});
    run({Chip::GFX942, m, m, k, 8, e5m2fnuz, e4m3fnuz, false, false, false});
  }
}

TEST_F(MfmaLayout, FP8OnGfx950) {
  for (auto [m, k] : {std::pair{16u, 32u}, {32u, 16u}}) {
    run({Chip::GFX950, m, m, k, 8, e4m3, e4m3, false, false, false});
    run({Chip::GFX950, m, m, k, 8, e4m3, e5m2, false, false, false});
  }
}

TEST_F(MfmaLayout, F16AndBF16) {
  for (Chip chip : {Chip::GFX942, Chip::GFX950})
    for (const Fmt &f : {kF16, kBF16}) {
      run({chip, 16, 16, 16, 4, f, f, false, false, false});
      run({chip, 32, 32, 8, 4, f, f, false, false, false});
    }
  for (const Fmt &f : {kF16, kBF16}) { // double-rate gfx950 shapes
    run({Chip::GFX950, 16, 16, 32, 8, f, f, false, false, false});
    run({Chip::GFX950, 32, 32, 16, 8, f, f, false, false, false});
  }
}

TEST_F(MfmaLayout, I8) {
  for (Chip chip : {Chip::GFX942, Chip::GFX950}) {
    run({chip, 16, 16, 32, 8, kI8, kI8, false, false, true});
    run({chip, 32, 32, 16, 8, kI8, kI8, false, false, true});
  }
  run({Chip::GFX950, 16, 16, 64, 16, kI8, kI8, false, false, true});
  run({Chip::GFX950, 32, 32, 32, 16, kI8, kI8, false, false, true});
}

TEST_F(MfmaLayout, XF32OnGfx942) {
  run({Chip::GFX942, 16, 16, 8, 2, kF32, kF32, false, false, false});
  run({Chip::GFX942, 32, 32, 4, 2, kF32, kF32, false, false, false});
}

TEST_F(MfmaLayout, F8F6F4UnscaledOnGfx950) {
  const std::pair<Fmt, Fmt> pairs[] = {{e4m3, e4m3}, {e5m2, e2m1},
                                       {e2m3, e3m2}, {e2m1, e2m1},
                                       {e2m1, e4m3}, {e3m2, e5m2}};
  for (auto [m, k] : {std::pair{16u, 128u}, {32u, 64u}})
    for (auto &[a, b] : pairs)
      run({Chip::GFX950, m, m, k, 32, a, b, true, false, false});
}

TEST_F(MfmaLayout, ScaledOnGfx950) {
  const std::pair<Fmt, Fmt> pairs[] = {{e4m3, e4m3}, {e5m2, e2m1},
                                       {e2m3, e3m2}, {e2m1, e2m1},
                                       {e2m1, e4m3}, {e3m2, e5m2}};
  unsigned idx = 0;
  for (auto [m, k] : {std::pair{16u, 128u}, {32u, 64u}})
    for (auto &[a, b] : pairs) {
      Case c{Chip::GFX950, m, m, k, 32, a, b, true, true, false};
      c.idxA = idx % 4;
      c.idxB = (idx + 3) % 4;
      ++idx;
      run(c);
    }
}

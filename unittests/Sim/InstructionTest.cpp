//===- InstructionTest.cpp - ISA simulator instruction semantics ----------===//
//
// Each test assembles a small kernel (LLVM's MC layer): a body that sets up
// registers with v_mov / s_mov, runs the instruction under test, and stores
// one dword per lane (v[OUT]) to the output buffer; the simulator runs one
// wave and the test checks every lane against values computed here,
// independently of the simulator's code. Where LLVM chooses an encoding
// (v_bitop3's table, the scaled conversions' byte selects), the expected
// value is what LLVM's instruction selection means by it.
//
//===----------------------------------------------------------------------===//

#include "lowp/Numerics/Formats.h"
#include "lowp/Sim/Sim.h"
#include "lowp/Target/Report.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <unistd.h>

using namespace lowp;

namespace {

std::string kernelText(const std::string &chip, const std::string &body) {
  return ".amdgcn_target \"amdgcn-amd-amdhsa--" + chip + "\"\n"
         ".amdhsa_code_object_version 5\n"
         ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
         "  s_load_dwordx2 s[20:21], s[0:1], 0x0\n"
         "  v_lshlrev_b32 v63, 2, v0\n" +
         body +
         "  s_waitcnt lgkmcnt(0)\n"
         "  global_store_dword v63, v40, s[20:21]\n"
         "  s_endpgm\n"
         ".rodata\n.p2align 6\n.amdhsa_kernel k\n"
         "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
         "  .amdhsa_next_free_vgpr 128\n  .amdhsa_next_free_sgpr 32\n"
         "  .amdhsa_accum_offset 64\n"
         "  .amdhsa_group_segment_fixed_size 1024\n"
         ".end_amdhsa_kernel\n"
         ".amdgpu_metadata\n---\namdhsa.version: [ 1, 2 ]\namdhsa.kernels:\n"
         "  - .name: k\n    .symbol: k.kd\n    .kernarg_segment_size: 8\n"
         "    .group_segment_fixed_size: 1024\n"
         "    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n"
         "    .wavefront_size: 64\n    .sgpr_count: 32\n    .vgpr_count: 128\n"
         "    .max_flat_workgroup_size: 64\n    .args:\n"
         "      - { .offset: 0, .size: 8, .value_kind: global_buffer, "
         ".address_space: global }\n...\n.end_amdgpu_metadata\n";
}

/// Runs `body` for 64 lanes; returns v40 of every lane.
std::vector<uint32_t> run(const std::string &chip, const std::string &body,
                          std::string *error = nullptr) {
  std::string err;
  auto co = sim::CodeObject::assemble(
      kernelText(chip, body),
      chip == "gfx942" ? target::Chip::GFX942 : target::Chip::GFX950, err);
  if (!co) {
    ADD_FAILURE() << err;
    return {};
  }
  sim::Memory mem;
  uint64_t out = mem.allocate(256, "out");
  std::vector<uint8_t> ka;
  std::vector<uint8_t> ptr(8);
  std::memcpy(ptr.data(), &out, 8);
  if (!sim::buildKernargs(co->kernels()[0], {ptr}, {1, 1, 1}, {64, 1, 1}, ka,
                          err)) {
    ADD_FAILURE() << err;
    return {};
  }
  uint64_t kaddr = mem.allocate(ka.size(), "kernarg");
  std::memcpy(mem.translate(kaddr, ka.size()), ka.data(), ka.size());
  sim::Options o;
  o.chip = co->chip();
  sim::Simulator s(o);
  if (!s.launch(*co, co->kernels()[0], {1, 1, 1}, {64, 1, 1}, kaddr, mem,
                err)) {
    if (error)
      *error = err;
    else
      ADD_FAILURE() << err;
    return {};
  }
  std::vector<uint32_t> v(64);
  std::memcpy(v.data(), mem.translate(out, 256), 256);
  return v;
}

/// v1 = lane * 0x01020305 + 0x11, v2 = ~lane * 0x0F1E2D3C (varied bits).
const char *kInputs = "  v_mul_u32_u24 v1, 0x10203, v0\n"
                      "  v_lshlrev_b32 v1, 8, v1\n"
                      "  v_or_b32 v1, 0x11, v1\n"
                      "  v_not_b32 v2, v0\n"
                      "  s_mov_b32 s4, 0x0F1E2D3C\n"
                      "  v_mul_lo_u32 v2, v2, s4\n";
uint32_t in1(uint32_t l) { return ((l * 0x10203u) << 8) | 0x11u; }
uint32_t in2(uint32_t l) { return ~l * 0x0F1E2D3Cu; }

void expectLanes(const std::vector<uint32_t> &got,
                 const std::function<uint32_t(uint32_t)> &want) {
  ASSERT_EQ(got.size(), 64u);
  for (uint32_t l = 0; l < 64; ++l)
    EXPECT_EQ(got[l], want(l)) << "lane " << l;
}

TEST(SimInstruction, Perm) {
  auto got = run("gfx942", std::string(kInputs) +
                               "  v_mov_b32 v3, 0x0c0d0805\n"
                               "  v_perm_b32 v40, v1, v2, v3\n");
  expectLanes(got, [](uint32_t l) {
    uint64_t b = uint64_t(in1(l)) << 32 | in2(l);
    uint32_t byte0 = (b >> 40) & 0xFF;                  // sel 5
    uint32_t byte1 = ((in2(l) >> 15) & 1) ? 0xFF : 0;   // sel 8: sign of v2's word 0
    uint32_t byte2 = 0xFF;                              // sel 13
    uint32_t byte3 = 0;                                 // sel 12
    return byte0 | byte1 << 8 | byte2 << 16 | byte3 << 24;
  });
}

TEST(SimInstruction, AlignBitBfeAdd3) {
  expectLanes(run("gfx942", std::string(kInputs) +
                                "  v_alignbit_b32 v40, v1, v2, 13\n"),
              [](uint32_t l) {
                return uint32_t((uint64_t(in1(l)) << 32 | in2(l)) >> 13);
              });
  expectLanes(run("gfx942", std::string(kInputs) +
                                "  v_bfe_i32 v40, v2, 7, 9\n"),
              [](uint32_t l) {
                int32_t x = int32_t(in2(l) << (32 - 16)) >> (32 - 9);
                return uint32_t(x);
              });
  expectLanes(run("gfx942", std::string(kInputs) +
                                "  v_add3_u32 v40, v1, v2, -5\n"),
              [](uint32_t l) { return in1(l) + in2(l) - 5; });
}

TEST(SimInstruction, ScalarBitset) {
  // s_bitset0 / s_bitset1: bit S0[4:0] of the destination cleared / set,
  // its other bits kept (LLVM clears a sign bit with it).
  expectLanes(run("gfx942", "  s_mov_b32 s5, 0xFFFF00F0\n"
                            "  s_mov_b32 s6, 0x24\n" // bit 4 (S0[4:0])
                            "  s_bitset0_b32 s5, s6\n"
                            "  s_bitset1_b32 s5, 31\n"
                            "  s_bitset1_b32 s5, 1\n"
                            "  v_mov_b32 v40, s5\n"),
              [](uint32_t) { return 0xFFFF00E2u; });
}

TEST(SimInstruction, SdwaSelects) {
  // dst_sel:WORD_1 with UNUSED_PRESERVE keeps the low half of v40.
  expectLanes(run("gfx942", std::string(kInputs) +
                                "  v_mov_b32 v40, v2\n"
                                "  v_add_u32_sdwa v40, v1, v2 dst_sel:WORD_1 "
                                "dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 "
                                "src1_sel:WORD_0\n"),
              [](uint32_t l) {
                uint32_t r = ((in1(l) >> 8) & 0xFF) + (in2(l) & 0xFFFF);
                return (in2(l) & 0xFFFF) | (r << 16);
              });
}

TEST(SimInstruction, ExecMaskAndCompare) {
  // Lanes with an odd id write 7 under EXEC; the others keep lane id.
  expectLanes(run("gfx942", "  v_mov_b32 v40, v0\n"
                            "  v_and_b32 v3, 1, v0\n"
                            "  v_cmp_eq_u32 vcc, 1, v3\n"
                            "  s_and_saveexec_b64 s[2:3], vcc\n"
                            "  v_mov_b32 v40, 7\n"
                            "  s_or_b64 exec, exec, s[2:3]\n"),
              [](uint32_t l) { return l % 2 ? 7u : l; });
  // v_mbcnt counts the set mask bits below the lane.
  expectLanes(run("gfx942", "  s_mov_b32 s4, 0x55555555\n"
                            "  v_mbcnt_lo_u32_b32 v40, s4, 0\n"
                            "  v_mbcnt_hi_u32_b32 v40, s4, v40\n"),
              [](uint32_t l) { return (l + 1) / 2; });
}

TEST(SimInstruction, SwizzleAndBpermute) {
  // ds_swizzle SWAP,16 pairs lanes l and l ^ 16 within 32.
  expectLanes(run("gfx942", "  ds_swizzle_b32 v40, v0 offset:swizzle(SWAP,16)\n"
                            "  s_waitcnt lgkmcnt(0)\n"),
              [](uint32_t l) { return l ^ 16; });
  // ds_bpermute: lane l reads lane (63 - l).
  expectLanes(run("gfx942", "  v_sub_u32 v3, 63, v0\n"
                            "  v_lshlrev_b32 v3, 2, v3\n"
                            "  ds_bpermute_b32 v40, v3, v0\n"
                            "  s_waitcnt lgkmcnt(0)\n"),
              [](uint32_t l) { return 63 - l; });
}

TEST(SimInstruction, Fp8ConversionsPerChip) {
  // v_cvt_pk_fp8_f32 into the high word (op_sel), the low word kept: FNUZ
  // on gfx942, OCP on gfx950; 1.5 and -3 for every lane.
  const char *body = "  v_mov_b32 v40, 0x1234\n"
                     "  v_mov_b32 v3, 1.5\n"
                     "  v_mov_b32 v4, -4.0\n"
                     "  v_mul_f32 v4, 0.75, v4\n"
                     "  v_cvt_pk_fp8_f32 v40, v3, v4 op_sel:[0,0,1]\n";
  uint32_t fnuz = num::encode(num::Format::F8E4M3FNUZ, 1.5f) |
                  num::encode(num::Format::F8E4M3FNUZ, -3.0f) << 8;
  uint32_t ocp = num::encode(num::Format::F8E4M3FN, 1.5f) |
                 num::encode(num::Format::F8E4M3FN, -3.0f) << 8;
  expectLanes(run("gfx942", body), [&](uint32_t) { return 0x1234 | fnuz << 16; });
  expectLanes(run("gfx950", body), [&](uint32_t) { return 0x1234 | ocp << 16; });
}

TEST(SimInstruction, ScaledFp4Conversions) {
  // v_cvt_scalef32_pk_fp4_f32 writes byte 2 (op_sel[2..3] = 0, 1, as LLVM
  // encodes byte select 2): 3.0 and -0.5 divided by the scale 2^1 are 1.5
  // (fp4 0x3) and -0.25, a tie that rounds to even: -0 (0x8).
  auto got = run("gfx950", "  v_mov_b32 v40, 0xAABBCCDD\n"
                           "  v_mov_b32 v3, 0x40400000\n"   // 3.0
                           "  v_mov_b32 v4, -0.5\n"
                           "  v_mov_b32 v5, 2.0\n"
                           "  v_cvt_scalef32_pk_fp4_f32 v40, v3, v4, v5 "
                           "op_sel:[0,0,0,1]\n");
  uint32_t lo = num::encode(num::Format::F4E2M1FN, 1.5f);
  uint32_t hi = num::encode(num::Format::F4E2M1FN, -0.25f);
  expectLanes(got, [&](uint32_t) {
    return (0xAABBCCDDu & ~0x00FF0000u) | (lo | hi << 4) << 16;
  });
  // And back: byte 1 of 0x00007A00 (fp4 0xA = -1.0, 0x7 = 6.0) times 2^2.
  auto up = run("gfx950", "  v_mov_b32 v3, 0x7A00\n"
                          "  v_mov_b32 v5, 4.0\n"
                          "  v_cvt_scalef32_pk_f32_fp4 v[40:41], v3, v5 "
                          "op_sel:[1,0,0]\n");
  expectLanes(up, [](uint32_t) {
    float f = -4.0f;
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
  });
}

TEST(SimInstruction, Bitop3AsLLVMSelectsIt) {
  // llc turns ((a & b | c) ^ a) & b into v_bitop3_b32 ..., bitop3:0x48 with
  // S0 = a & b | c, S1 = b, S2 = a: (S0 ^ S2) & S1.
  expectLanes(run("gfx950", std::string(kInputs) +
                                "  v_mov_b32 v3, 0xF0F0FF00\n"
                                "  v_bitop3_b32 v40, v1, v3, v2 bitop3:0x48\n"),
              [](uint32_t l) { return (in1(l) ^ in2(l)) & 0xF0F0FF00u; });
}

TEST(SimInstruction, PackedF32) {
  // v_pk_fma_f32 with op_sel_hi choosing the low element of src1 for the
  // high result.
  auto got = run("gfx942", "  v_cvt_f32_u32 v2, v0\n"
                           "  v_mov_b32 v3, 2.0\n"
                           "  v_mov_b32 v4, 0.5\n"
                           "  v_mov_b32 v5, 4.0\n"
                           "  v_mov_b32 v6, 1.0\n"
                           "  v_mov_b32 v7, -1.0\n"
                           "  v_pk_fma_f32 v[40:41], v[2:3], v[4:5], v[6:7] "
                           "op_sel_hi:[1,0,1]\n");
  expectLanes(got, [](uint32_t l) {
    float r = float(l) * 0.5f + 1.0f; // low half: v2 * v4 + v6
    uint32_t b;
    std::memcpy(&b, &r, 4);
    return b;
  });
}

TEST(SimInstruction, PackedF16) {
  // v_pk_mul_f16 on two f16 halves a dword (no NaN inputs: exponents up to
  // 30; products that overflow, underflow to subnormals and round): op_sel
  // and op_sel_hi pick each source's half per result, neg_lo negates a low
  // operand, an inline constant serves both halves.
  const std::string in = "  v_mul_u32_u24 v2, 0x1317, v0\n"
                         "  v_mul_lo_u32 v2, v2, v2\n"
                         "  v_and_b32 v2, 0x7BFFFBFF, v2\n"
                         "  v_mov_b32 v3, 0x5F003E80\n"; // hi 448, lo 1.625
  auto a = [](uint32_t l) {
    uint32_t x = l * 0x1317u;
    return (x * x) & 0x7BFFFBFFu;
  };
  auto mul = [](uint32_t x, uint32_t y) -> uint32_t {
    return num::floatToHalf(num::halfToFloat(uint16_t(x)) *
                            num::halfToFloat(uint16_t(y)));
  };
  // The scale's low half for both results (as the dequantizing kernels
  // broadcast a block scale).
  expectLanes(run("gfx950", in + "  v_pk_mul_f16 v40, v2, v3 "
                                 "op_sel_hi:[1,0]\n"),
              [&](uint32_t l) {
                return mul(a(l), 0x3E80u) | mul(a(l) >> 16, 0x3E80u) << 16;
              });
  // The low result from v3's high half, negated src0 in the low result.
  expectLanes(run("gfx950", in + "  v_pk_mul_f16 v40, v2, v3 op_sel:[0,1] "
                                 "neg_lo:[1,0]\n"),
              [&](uint32_t l) {
                return mul(a(l) ^ 0x8000u, 0x5F00u) | mul(a(l) >> 16, 0x5F00u)
                                                          << 16;
              });
  expectLanes(run("gfx950", in + "  v_pk_mul_f16 v40, v2, 2.0 "
                                 "op_sel_hi:[1,0]\n"),
              [&](uint32_t l) {
                return mul(a(l), 0x4000u) | mul(a(l) >> 16, 0x4000u) << 16;
              });
}

TEST(SimInstruction, WaitcntRaceIsAFault) {
  std::string err;
  auto got = run("gfx942",
                 "  s_waitcnt lgkmcnt(0)\n"
                 "  global_load_dword v3, v63, s[20:21]\n"
                 "  v_add_u32 v40, v3, 1\n",
                 &err);
  EXPECT_TRUE(got.empty());
  EXPECT_NE(err.find("v3 is read while the load writing it"), std::string::npos)
      << err;
}

TEST(SimInstruction, UnimplementedIsAFault) {
  std::string err;
  auto got = run("gfx942", "  v_exp_f16 v40, v0\n", &err);
  EXPECT_TRUE(got.empty());
  EXPECT_NE(err.find("does not implement v_exp_f16"), std::string::npos) << err;
}

/// The process's resident memory in bytes (Linux: /proc/self/statm).
static uint64_t residentBytes() {
  FILE *f = std::fopen("/proc/self/statm", "r");
  unsigned long size = 0, resident = 0;
  if (f) {
    if (std::fscanf(f, "%lu %lu", &size, &resident) != 2)
      resident = 0;
    std::fclose(f);
  }
  return uint64_t(resident) * uint64_t(sysconf(_SC_PAGESIZE));
}

TEST(SimMemory, CopiesOfZerosTakeNoMemory) {
  sim::Memory mem;
  constexpr uint64_t kBytes = 1ull << 30; // 1 GiB
  uint64_t src = mem.allocate(kBytes, "zeros");
  uint64_t before = residentBytes();
  uint64_t dst = mem.allocate(kBytes, "copy");
  // A copy of zero pages (never written: the source maps no memory either).
  ASSERT_TRUE(mem.write(dst, mem.translate(src, kBytes), kBytes));
  EXPECT_LT(residentBytes(), before + (64ull << 20));
  EXPECT_EQ(mem.translate(dst + kBytes - 1, 1)[0], 0);
  EXPECT_FALSE(mem.write(dst + 1, mem.translate(src, kBytes), kBytes));
}

TEST(SimMemory, ZeroPiecesOverwriteData) {
  sim::Memory mem;
  std::vector<uint8_t> data(3 * 4096 + 100, 7), zeros(data.size(), 0);
  uint64_t a = mem.allocate(data.size(), "a");
  ASSERT_TRUE(mem.write(a, data.data(), data.size()));
  EXPECT_EQ(mem.translate(a + 5000, 1)[0], 7);
  // Zeros over data are written; data over zeros too.
  ASSERT_TRUE(mem.write(a, zeros.data(), zeros.size()));
  EXPECT_EQ(mem.translate(a + 5000, 1)[0], 0);
  std::vector<uint8_t> out(data.size(), 9);
  ASSERT_TRUE(mem.read(a, out.data(), out.size()));
  EXPECT_EQ(out, zeros);
  data[4096 * 2 + 3] = 1;
  ASSERT_TRUE(mem.write(a, data.data(), data.size()));
  ASSERT_TRUE(mem.read(a, out.data(), out.size()));
  EXPECT_EQ(out, data);
  EXPECT_TRUE(mem.release(a));
  EXPECT_FALSE(mem.release(a));
  EXPECT_EQ(mem.translate(a, 1), nullptr);
}

// The VALU instructions the timing model keeps off an MFMA's shadow (LLVM's
// isNeverCoissue), with or without an encoding suffix; others co-issue.
TEST(SimTiming, NeverCoissue) {
  using lowp::target::neverCoissues;
  for (const char *m :
       {"v_pk_fma_f32", "v_pk_mul_f32", "v_pk_add_f16", "v_pk_mov_b32",
        "v_exp_f32_e32", "v_rcp_f32", "v_sqrt_f64_e64", "v_dot2_f32_f16",
        "v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32_e64", "v_mqsad_u32_u8"})
    EXPECT_TRUE(neverCoissues(m)) << m;
  for (const char *m :
       {"v_fma_f32", "v_mul_f32_e32", "v_add_u32_e64", "v_cvt_f32_fp8_sdwa",
        "v_cvt_pk_f32_fp8", "v_ldexp_f32", "v_perm_b32", "v_exp_legacy"})
    EXPECT_FALSE(neverCoissues(m)) << m;
}

} // namespace

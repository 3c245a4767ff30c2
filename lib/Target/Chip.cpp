//===- Chip.cpp - gfx942 / gfx950 target description ----------------------===//

#include "lowp/Target/Chip.h"

#include <cassert>

using namespace lowp::target;

static const ChipInfo kChips[] = {
    {"gfx942", "MI300X (CDNA3)", 304, 2100, 64 * 1024, 512, 64, 4,
     /*ocpFP8=*/false, /*scaledMFMA=*/false, 2614.9, 1307.4, 0.0, 5.3},
    {"gfx950", "MI355X (CDNA4)", 256, 2400, 160 * 1024, 512, 64, 4,
     /*ocpFP8=*/true, /*scaledMFMA=*/true, 5000.0, 2500.0, 10000.0, 8.0},
};

const ChipInfo &lowp::target::getChipInfo(Chip chip) {
  return kChips[static_cast<unsigned>(chip)];
}

std::optional<Chip> lowp::target::parseChip(std::string_view name) {
  if (name == "gfx942")
    return Chip::GFX942;
  if (name == "gfx950")
    return Chip::GFX950;
  return std::nullopt;
}

const std::vector<MfmaInstr> &lowp::target::getMfmaCatalog() {
  using O = MfmaOperand;
  static const std::vector<MfmaInstr> catalog = {
      // name, m, n, k, operand, elems/lane, cycles, 942, 950, scaled, int
      {"v_mfma_f32_16x16x32_fp8_fp8", 16, 16, 32, O::FP8, 8, 16, true, true,
       false, false},
      {"v_mfma_f32_32x32x16_fp8_fp8", 32, 32, 16, O::FP8, 8, 32, true, true,
       false, false},
      {"v_mfma_f32_16x16x16_f16", 16, 16, 16, O::F16, 4, 16, true, true,
       false, false},
      {"v_mfma_f32_32x32x8_f16", 32, 32, 8, O::F16, 4, 32, true, true, false,
       false},
      {"v_mfma_f32_16x16x16_bf16", 16, 16, 16, O::BF16, 4, 16, true, true,
       false, false},
      {"v_mfma_f32_32x32x8_bf16", 32, 32, 8, O::BF16, 4, 32, true, true,
       false, false},
      {"v_mfma_f32_16x16x32_f16", 16, 16, 32, O::F16, 8, 16, false, true,
       false, false},
      {"v_mfma_f32_32x32x16_f16", 32, 32, 16, O::F16, 8, 32, false, true,
       false, false},
      {"v_mfma_f32_16x16x32_bf16", 16, 16, 32, O::BF16, 8, 16, false, true,
       false, false},
      {"v_mfma_f32_32x32x16_bf16", 32, 32, 16, O::BF16, 8, 32, false, true,
       false, false},
      {"v_mfma_i32_16x16x32_i8", 16, 16, 32, O::I8, 8, 16, true, true, false,
       true},
      {"v_mfma_i32_32x32x16_i8", 32, 32, 16, O::I8, 8, 32, true, true, false,
       true},
      {"v_mfma_i32_16x16x64_i8", 16, 16, 64, O::I8, 16, 16, false, true,
       false, true},
      {"v_mfma_i32_32x32x32_i8", 32, 32, 32, O::I8, 16, 32, false, true,
       false, true},
      {"v_mfma_f32_16x16x8_xf32", 16, 16, 8, O::XF32, 2, 16, true, false,
       false, false},
      {"v_mfma_f32_32x32x4_xf32", 32, 32, 4, O::XF32, 2, 32, true, false,
       false, false},
      {"v_mfma_f32_16x16x128_f8f6f4", 16, 16, 128, O::F8F6F4, 32, 16, false,
       true, false, false},
      {"v_mfma_f32_32x32x64_f8f6f4", 32, 32, 64, O::F8F6F4, 32, 32, false,
       true, false, false},
      {"v_mfma_scale_f32_16x16x128_f8f6f4", 16, 16, 128, O::F8F6F4, 32, 16,
       false, true, true, false},
      {"v_mfma_scale_f32_32x32x64_f8f6f4", 32, 32, 64, O::F8F6F4, 32, 32,
       false, true, true, false},
  };
  return catalog;
}

const MfmaInstr *lowp::target::findMfma(unsigned m, unsigned n, unsigned k,
                                        MfmaOperand operand, bool scaled) {
  for (const MfmaInstr &mi : getMfmaCatalog())
    if (mi.m == m && mi.n == n && mi.k == k && mi.operand == operand &&
        mi.scaled == scaled)
      return &mi;
  return nullptr;
}

static std::pair<unsigned, unsigned> operandLayout(const MfmaInstr &mi,
                                                   unsigned rows, unsigned l,
                                                   unsigned e, bool fp8) {
  unsigned row = l % rows, g = l / rows;
  if (mi.operand != MfmaOperand::F8F6F4)
    return {row, g * mi.elemsPerLane + e};
  if (!fp8)
    return {row, 32 * g + e};
  // FP8 in f8f6f4: regs 0-3 hold k = 16g + e, regs 4-7 hold k = 16g + (e-16)
  // + K/2 (64 for 16x16x128, 32 for 32x32x64).
  if (e < 16)
    return {row, 16 * g + e};
  return {row, 16 * g + (e - 16) + mi.k / 2};
}

std::pair<unsigned, unsigned> lowp::target::layoutA(const MfmaInstr &mi,
                                                    unsigned l, unsigned e,
                                                    bool fp8) {
  return operandLayout(mi, mi.m, l, e, fp8); // (row i, k)
}

std::pair<unsigned, unsigned> lowp::target::layoutB(const MfmaInstr &mi,
                                                    unsigned l, unsigned e,
                                                    bool fp8) {
  auto [col, k] = operandLayout(mi, mi.n, l, e, fp8);
  return {k, col};
}

std::pair<unsigned, unsigned> lowp::target::layoutC(const MfmaInstr &mi,
                                                    unsigned l, unsigned v) {
  if (mi.m == 16)
    return {4 * (l / 16) + v, l % 16};
  assert(mi.m == 32 && "MFMA accumulators are 16x16 or 32x32");
  return {8 * (v / 4) + 4 * (l / 32) + (v % 4), l % 32};
}

unsigned lowp::target::scaleLane(const MfmaInstr &mi, unsigned rowOrCol,
                                 unsigned block) {
  return rowOrCol + mi.m * block;
}

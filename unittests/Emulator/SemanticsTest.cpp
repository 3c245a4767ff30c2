//===- SemanticsTest.cpp - bit-level instruction semantics ----------------===//
//
// The VALU semantics the emulator and the ISA simulator share
// (lowp/Emulator/Semantics.h): v_perm_b32's byte selection, which gfx942's
// fp4 code map (a table lookup) relies on, and v_dot4_u32_u8.
//
//===----------------------------------------------------------------------===//

#include "lowp/Emulator/Semantics.h"

#include <gtest/gtest.h>

using namespace lowp;

TEST(Semantics, PermSelectsBytesOfHiLo) {
  // Bytes 0-3 from s1, 4-7 from s0.
  uint32_t s0 = 0x77665544u, s1 = 0x33221100u;
  EXPECT_EQ(emu::perm(s0, s1, 0x03020100u), s1);
  EXPECT_EQ(emu::perm(s0, s1, 0x07060504u), s0);
  EXPECT_EQ(emu::perm(s0, s1, 0x00070104u), 0x00771144u);
  // 12: zero; 13 and up: 0xFF; 8-11: the sign of byte 1, 3, 5, 7.
  EXPECT_EQ(emu::perm(s0, s1, 0x0C0D0EFFu), 0x00FFFFFFu);
  EXPECT_EQ(emu::perm(0x80000000u, 0x00008000u, 0x0B0A0908u), 0xFF0000FFu);
}

TEST(Semantics, PermTableGivesTheFp4Map) {
  // The E4M3FNUZ codes of the E2M1 magnitudes 0, 0.5, 1, 1.5, 2, 3, 4, 6
  // (CodeMaps.cpp): each selector byte 0-7 picks its code.
  uint32_t lo = 0x44403800u, hi = 0x54504C48u;
  const uint8_t fnuz[8] = {0x00, 0x38, 0x40, 0x44, 0x48, 0x4C, 0x50, 0x54};
  for (uint32_t m = 0; m < 8; ++m)
    EXPECT_EQ(emu::perm(hi, lo, m * 0x01010101u), fnuz[m] * 0x01010101u);
}

TEST(Semantics, Udot4SumsByteProducts) {
  EXPECT_EQ(emu::udot4(0x01020304u, 0x01010101u, 10, false), 20u);
  EXPECT_EQ(emu::udot4(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, true),
            0xFFFFFFFFu);
}

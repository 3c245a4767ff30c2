//===- Inst.h - decoded instructions of the ISA simulator -------*- C++ -*-===//
//
// An instruction as the simulator executes it: LLVM's AMDGPU disassembler
// decodes the bytes, its instruction printer gives the canonical assembly
// text, and Decode.cpp parses that text once into operands (registers,
// constants, with neg / abs / sext modifiers) and modifiers (offsets, cache
// bits, op_sel, SDWA selects, MFMA cbsz / blgp, ...). The text is the same
// syntax LLVM's assembler reads, so the operand order is the documented one
// and no private LLVM table is needed.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_LIB_SIM_INST_H
#define LOWP_LIB_SIM_INST_H

#include "Timing.h"

#include <cstdint>
#include <string>
#include <vector>

namespace lowp::sim {

struct Wave;

enum class OpKind : uint8_t {
  None,
  SGPR,
  VGPR,
  AGPR,
  VCC,   // vcc (64 bits) or vcc_lo / vcc_hi (lo / hi set)
  EXEC,  // exec, exec_lo, exec_hi
  M0,
  SCC,
  Off,   // "off": no SGPR base / no VGPR address
  Int,   // an integer constant (inline or literal)
  Float, // an inline floating-point constant (1.0, 0.5, 1/(2 pi), ...)
  SharedBase, PrivateBase, SharedLimit, PrivateLimit,
  ExecZ, VccZ, SccSrc,
};

struct Operand {
  OpKind kind = OpKind::None;
  uint16_t reg = 0;   // first register
  uint8_t count = 1;  // dwords
  bool neg = false, abs = false, sext = false;
  bool lo = false, hi = false; // vcc_lo, exec_hi, ...
  int64_t ival = 0;
  double fval = 0;
  bool isReg() const {
    return kind == OpKind::SGPR || kind == OpKind::VGPR || kind == OpKind::AGPR;
  }
};

/// SDWA operand / destination selects.
enum class Sel : uint8_t { Byte0, Byte1, Byte2, Byte3, Word0, Word1, Dword };

using Handler = void (*)(Wave &, const struct Inst &);

/// What a load / store moves per lane, from its mnemonic's suffix (dword,
/// dwordx2, ubyte, short, b128, ...): `sext` for signed sub-dword loads,
/// `d16` / `d16hi` for the 16-bit forms. Set once at decode time.
struct Access {
  unsigned bytes = 4; // total bytes per lane
  unsigned elem = 4;  // bytes of a sub-dword element (1, 2) or 4
  bool sext = false, d16 = false, d16hi = false;
};

struct Inst {
  uint64_t pc = 0;
  uint8_t size = 4;
  std::string text;     // as LLVM prints it
  std::string mnemonic; // v_add_u32_e32
  std::string base;     // v_add_u32 (no _e32 / _e64 / _sdwa / _dpp)
  bool e64 = false, sdwa = false, dpp = false;
  std::vector<Operand> ops;
  std::vector<int64_t> imms; // the MCInst's immediate operands, in order

  // Memory modifiers.
  int64_t offset = 0, offset0 = 0, offset1 = 0;
  bool offen = false, idxen = false, glc = false, slc = false, nt = false,
       sc0 = false, sc1 = false, lds = false, gds = false;
  // VALU modifiers.
  bool clamp = false;
  uint8_t omod = 0; // 0 none, 1 mul:2, 2 mul:4, 3 div:2
  uint8_t opSel = 0, opSelHi = 0xFF, negLo = 0, negHi = 0;
  bool hasOpSelHi = false;
  Sel dstSel = Sel::Dword, src0Sel = Sel::Dword, src1Sel = Sel::Dword;
  bool dstPreserve = false, dstSext = false; // dst_unused
  // DPP.
  std::string dppCtrl; // quad_perm:[..], row_shl:1, row_bcast:15, ...
  uint8_t rowMask = 0xF, bankMask = 0xF;
  bool boundCtrl = false;
  // MFMA.
  unsigned cbsz = 0, abid = 0, blgp = 0;
  uint32_t bitop3 = 0;

  // Timing (Timing.h): how the instruction occupies the machine.
  Cls cls = Cls::Valu;
  unsigned cycles = 0;    // MFMA pipe cycles; s_nop count + 1
  bool noCoissue = false; // a VALU op that cannot run beside an MFMA
  unsigned laneBytes = 0; // memory instructions: bytes per lane
  Access access;          // loads and stores: what each lane moves
  unsigned vEnd = 0, aEnd = 0; // one past the highest VGPR / AGPR operand

  Handler exec = nullptr; // null: not implemented (a fault when reached)
  int p[4] = {0, 0, 0, 0}; // the handler's parameters
  const void *info = nullptr; // e.g. the MFMA catalog entry
};

/// Binds an instruction to its semantics (Exec.cpp): sets exec and p.
void bindInst(Inst &inst, bool gfx950);

} // namespace lowp::sim

#endif // LOWP_LIB_SIM_INST_H

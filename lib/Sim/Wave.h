//===- Wave.h - the ISA simulator's machine state ---------------*- C++ -*-===//
//
// A wave's registers (SGPRs, VCC, EXEC, M0, SCC, 64 lanes of VGPRs and
// AGPRs), its program counter, the outstanding memory operations that
// s_waitcnt retires, and the workgroup (LDS, barrier) and launch it belongs
// to. Instruction handlers (Exec.cpp) read and write it through the helpers
// here; a fault never returns (the launch runs on a fiber that it leaves).
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_LIB_SIM_WAVE_H
#define LOWP_LIB_SIM_WAVE_H

#include "Inst.h"
#include "lowp/Sim/Sim.h"

#include <cstdint>
#include <string>
#include <vector>

namespace lowp::sim {

constexpr unsigned kLanes = 64;
constexpr unsigned kSGPRs = 128;
constexpr unsigned kVGPRs = 512;  // architectural VGPRs
constexpr unsigned kAGPRs = 256;  // accumulation registers
constexpr unsigned kAGPRBase = kVGPRs;

/// The value type of an operand, for inline constants and modifiers.
enum class T : uint8_t { B32, F32, F16, BF16, B64, F64, U16 };

struct Launch; // Simulator.cpp

struct Workgroup {
  uint32_t id[3] = {0, 0, 0};
  std::vector<uint8_t> lds;
  uint64_t hbmBytes = 0; // timing: the HBM traffic this workgroup caused
};

/// What an outstanding memory operation counts against.
enum class Counter : uint8_t { None, VM, LGKM_DS, LGKM_SMEM };

struct Pending {
  Counter counter = Counter::None;
  uint64_t seq = 0;   // the operation's number on its counter
  uint64_t pc = 0;    // the instruction that issued it
};

struct Wave {
  Launch &launch;
  Workgroup *wg = nullptr;
  unsigned id = 0; // wave in the workgroup
  uint32_t s[kSGPRs] = {};
  uint64_t vcc = 0, exec = 0;
  uint32_t m0 = 0;
  bool scc = false;
  // The kernel's registers only: [(reg) * 64 + lane], its VGPRs then its
  // AGPRs (step() faults on an operand beyond them).
  unsigned numV = 0, numA = 0;
  std::vector<uint32_t> v;
  /// Private memory (scratch): each lane's privateSegmentSize bytes, lane
  /// after lane.
  std::vector<uint8_t> scratch;
  uint64_t pc = 0;
  bool done = false, atBarrier = false;
  bool jumped = false; // the instruction set the pc (a taken branch)
  const Inst *cur = nullptr;
  uint64_t executed = 0;

  // s_waitcnt bookkeeping: every memory operation is numbered on its
  // counter; a register written by one that has not been waited for is
  // pending.
  // The hardware's counters: vmcnt counts to 63, lgkmcnt to 15 (gfx9).
  static constexpr uint64_t kMaxVmcnt = 63, kMaxLgkmcnt = 15;
  uint64_t vmIssued = 0, vmDone = 0;
  uint64_t dsIssued = 0, dsDone = 0;
  uint64_t smemIssued = 0, smemDone = 0;
  std::vector<Pending> pendV, pendS;

  // Timing: where the wave runs, when it may issue next, and when each
  // numbered memory operation completes (indexed by its number).
  unsigned cu = 0, simd = 0;
  uint64_t ready = 0;
  std::vector<uint64_t> vmDoneAt, dsDoneAt, smemDoneAt;
  std::vector<uint64_t> regReady; // VGPR / AGPR written by an MFMA

  explicit Wave(Launch &l);
  void reset();

  [[noreturn]] void fault(int lane, const std::string &msg);

  // Register access.
  uint32_t *vrow(unsigned reg) { return &v[size_t(reg) * kLanes]; }
  unsigned vbase(const Operand &op) const {
    return op.kind == OpKind::AGPR ? numV + op.reg : op.reg;
  }
  /// Fills out[64] with dword k of `op` for every lane (constants per `t`,
  /// neg / abs applied for float types, SDWA select `sel` if not Dword).
  void read32(const Operand &op, unsigned k, T t, uint32_t *out,
              Sel sel = Sel::Dword);
  /// 64-bit values of a register pair / constant for every lane.
  void read64(const Operand &op, T t, uint64_t *out);
  /// A scalar operand's dword k (SGPR, VCC, EXEC, M0, constant).
  uint32_t sread(const Operand &op, unsigned k, T t = T::B32);
  uint64_t sread64(const Operand &op, T t = T::B64);
  void swrite(const Operand &op, unsigned k, uint32_t value);
  void swrite64(const Operand &op, uint64_t value);
  /// Writes a lane's dword k of a VGPR / AGPR destination.
  void vwrite(const Operand &op, unsigned k, unsigned lane, uint32_t value) {
    v[size_t(vbase(op) + k) * kLanes + lane] = value;
  }
  /// A 64-lane mask operand (VCC or an SGPR pair, or a constant).
  uint64_t mask(const Operand &op) { return sread64(op); }

  /// s_waitcnt checks: a read of `op` while a load writing it is
  /// outstanding is a fault; a write marks it pending on `c`.
  void checkRead(const Operand &op);
  /// `by`: the counter of the memory instruction writing (two loads of
  /// one in-order counter may target the same register: the later wins).
  void checkWrite(const Operand &op, Counter by = Counter::None);
  void markPending(const Operand &op, Counter c, uint64_t seq);
  bool completed(const Pending &p) const {
    switch (p.counter) {
    case Counter::None:
      return true;
    case Counter::VM:
      return p.seq <= vmDone;
    case Counter::LGKM_DS:
      return p.seq <= dsDone;
    case Counter::LGKM_SMEM:
      return p.seq <= smemDone;
    }
    return true;
  }
};

/// `s` without leading and trailing blanks.
std::string StringRefTrim(const std::string &s);

/// Executes one instruction (Exec.cpp).
void step(Wave &w);

} // namespace lowp::sim

#endif // LOWP_LIB_SIM_WAVE_H

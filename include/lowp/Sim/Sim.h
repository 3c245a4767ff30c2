//===- Sim.h - run gfx942 / gfx950 machine code on the CPU ------*- C++ -*-===//
//
// The ISA simulator: loads an AMDGPU code object (an HSACO, a relocatable
// object, or assembly that LLVM's MC layer assembles), decodes its kernels
// with LLVM's own AMDGPU disassembler, and executes a grid instruction by
// instruction: the kernel descriptor's initial SGPR / VGPR state, the
// kernarg segment of the HSA ABI, per-workgroup LDS, global memory the host
// fills, and the instruction semantics shared with the MLIR-level emulator
// (lowp/Emulator/Semantics.h: MFMA and its accumulation models, the scaled
// conversions, transpose reads). Faults (an address outside every buffer, a
// misaligned LDS access, a wave at a barrier forever, a register read while
// the load writing it is outstanding without the s_waitcnt the hardware
// needs, an instruction the simulator does not implement) are one line
// naming the kernel, workgroup, wave, lane, pc and instruction.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_SIM_SIM_H
#define LOWP_SIM_SIM_H

#include "lowp/Emulator/Semantics.h"
#include "lowp/Target/Chip.h"

#include <array>
#include <cstdint>
#include <optional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace lowp::sim {

/// One kernel argument of the code object's metadata (.args).
struct ArgInfo {
  std::string name;      // .name, may be empty
  std::string valueKind; // by_value, global_buffer, hidden_block_count_x, ...
  uint32_t offset = 0, size = 0;
};

/// A kernel of a code object: its descriptor (.kd) and metadata.
struct Kernel {
  std::string name;
  uint64_t entry = 0;     // address of the first instruction
  uint64_t codeSize = 0;  // bytes of machine code (the symbol's size)
  uint32_t groupSegmentSize = 0, privateSegmentSize = 0, kernargSize = 0;
  uint32_t rsrc1 = 0, rsrc2 = 0, rsrc3 = 0;
  uint16_t codeProperties = 0;
  unsigned sgprCount = 0, vgprCount = 0, agprCount = 0;
  unsigned maxFlatWorkgroupSize = 1024;
  std::vector<ArgInfo> args;
};

/// A decoded instruction (Decode.cpp): what LLVM's disassembler and
/// instruction printer give, parsed into operands and modifiers once.
struct Inst;

class CodeObject {
public:
  ~CodeObject();
  /// Loads an ELF code object (linked HSACO or relocatable object) and
  /// decodes every kernel. Returns null with `error` set on failure.
  static std::unique_ptr<CodeObject> load(const std::string &elf,
                                          std::string &error);
  /// Assembles AMDGPU assembly for `chip` with LLVM's MC layer (as llvm-mc
  /// -filetype=obj would) and loads the object.
  static std::unique_ptr<CodeObject> assemble(const std::string &text,
                                              target::Chip chip,
                                              std::string &error);

  target::Chip chip() const { return chip_; }
  const std::vector<Kernel> &kernels() const { return kernels_; }
  /// The kernel named `name` (or null).
  const Kernel *find(const std::string &name) const;
  /// The decoded instruction at `pc`, or null.
  const Inst *at(uint64_t pc) const;
  /// The disassembly of a kernel, one instruction a line with its address.
  std::string disassemble(const Kernel &k) const;
  /// Distinct mnemonics of the kernel's instructions the simulator does not
  /// implement (empty: it can run every instruction it has).
  std::vector<std::string> unsupported(const Kernel &k) const;

  struct Impl;

private:
  CodeObject();
  target::Chip chip_ = target::Chip::GFX942;
  std::vector<Kernel> kernels_;
  std::unique_ptr<Impl> impl;
};

/// Global memory: buffers at 64-bit addresses, with gaps between them so
/// that an access past a buffer's end is a fault, not another buffer's data.
/// A buffer's pages are the operating system's fresh zero pages until
/// written: copies (`write`) skip the zero pages of their source where the
/// buffer holds zeros, so gigabytes of zero weights (the timing model's
/// inputs) take no host memory.
class Memory {
public:
  Memory() = default;
  Memory(const Memory &) = delete;
  Memory &operator=(const Memory &) = delete;
  ~Memory();
  /// A new zeroed buffer of `bytes`; returns its address.
  uint64_t allocate(uint64_t bytes, const std::string &name);
  /// Frees the buffer at `address` (false: no buffer starts there).
  bool release(uint64_t address);
  /// The host pointer of [addr, addr + n) if it lies within one buffer.
  uint8_t *translate(uint64_t addr, uint64_t n);
  /// Copies `n` bytes from `src` to [addr, addr + n) (within one buffer:
  /// false otherwise), leaving alone the 4 KiB pieces that are zero in both.
  bool write(uint64_t addr, const void *src, uint64_t n);
  /// Copies [addr, addr + n) (within one buffer: false otherwise) to `dst`,
  /// leaving alone the pieces that are zero in both.
  bool read(uint64_t addr, void *dst, uint64_t n);
  /// The buffer holding `addr` (name and base) for fault messages.
  std::string describe(uint64_t addr) const;
  /// The base and size of the buffer holding `addr` ({0, 0}: none).
  std::pair<uint64_t, uint64_t> bufferOf(uint64_t addr) const;

private:
  struct Region {
    std::string name;
    uint8_t *data = nullptr; // mapped pages (null when size is 0)
    uint64_t size = 0;
  };
  void unmap(Region &r);
  std::map<uint64_t, Region> regions;
  uint64_t next = 0x100000000ull; // 4 GiB: no buffer at null
};

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t(x) * y * z; }
};

struct Options {
  target::Chip chip = target::Chip::GFX942;
  emu::AccumulationModel model = emu::AccumulationModel::Hardware;
  /// Report a register read while the memory instruction writing it is
  /// outstanding (no s_waitcnt): a real hardware race.
  bool checkWaitcnt = true;
  /// Stop (fault) a launch after this many wave instructions (0: no limit).
  uint64_t maxInstructions = 0;
  /// A wave that runs this many instructions without ending is stuck (an
  /// endless loop, a spin on memory no other wave writes): a fault, not a
  /// hang (0: no limit).
  uint64_t maxWaveInstructions = 50'000'000;
  /// Print every executed instruction of this wave ("wg,wave"; empty: none).
  std::string trace;
  /// The timing model (docs/simulator.md, "Timing"): workgroups are
  /// dispatched to CUs as the hardware's dispatcher would (workgroup i to
  /// CU i mod CUs, so to XCD i mod XCDs), the waves of the simulated CUs
  /// interleave cycle by cycle, and Stats gets the modeled cycles.
  bool timing = false;
  /// Which workgroups a timed launch simulates (docs/simulator.md,
  /// "Sampling"): Full: every one. Sampled: the CUs of one XCD when every
  /// CU has work (that XCD gets its share of the HBM bandwidth), and on
  /// each CU that runs six rounds of workgroups or more, the first three
  /// rounds and the last two: the rounds between take the time per
  /// workgroup of rounds two and three. Auto: Sampled when every CU has at
  /// least two workgroups, else Full. Workgroups not simulated do not
  /// compute their outputs.
  enum class Sampling { Auto, Full, Sampled };
  Sampling sampling = Sampling::Auto;
  /// Skip the MFMA arithmetic (D gets C): for timing runs whose outputs do
  /// not matter; an MFMA's time does not depend on its values.
  bool skipMfmaArithmetic = false;
  /// With timing: keep where each instruction's wave-cycles went
  /// (Stats::profile; formatProfile prints the costliest).
  bool profile = false;
};

/// One instruction's share of a timed launch's wave-cycles (Options::
/// profile): how often the simulated waves executed it and the cycles they
/// spent on it, by kWaveTimeNames (issuing it, waiting before it).
struct ProfileLine {
  std::string text;
  uint64_t count = 0;
  std::array<uint64_t, 6> time{};
  uint64_t ldsCycles = 0; // the CU's LDS port (bank conflicts included)
  uint64_t total() const {
    uint64_t t = 0;
    for (uint64_t x : time)
      t += x;
    return t;
  }
};

struct Stats {
  uint64_t workgroups = 0;
  uint64_t waves = 0;
  uint64_t instructions = 0; // wave instructions executed
  uint64_t valu = 0, salu = 0, vmem = 0, smem = 0, lds = 0, mfma = 0,
           branches = 0, barriers = 0;
  double seconds = 0; // wall time of the launches
  std::map<std::string, uint64_t> byMnemonic;
  /// Raw-buffer accesses whose 32-bit word straddled num_records: the
  /// hardware range-checks a word as a whole, so its valid bytes read as 0
  /// (or were not stored). No kernel that means to read its buffer's last
  /// bytes does this; a merged or misaligned load of sub-word elements
  /// does. Lane accesses, summed over launches; the last launch's first
  /// one described.
  uint64_t straddledWords = 0;
  std::string firstStraddle;
  // Timing (Options::timing), of the last launch.
  uint64_t cycles = 0;          // modeled cycles of the whole launch
  double modeledSeconds = 0;    // cycles at the chip's clock
  unsigned cusSimulated = 0, cusUsed = 0; // sampled CUs, CUs with work
  uint64_t launchWorkgroups = 0, workgroupsSimulated = 0;
  unsigned workgroupsPerCU = 0; // resident at once (occupancy)
  bool sampled() const { return workgroupsSimulated < launchWorkgroups; }
  uint64_t hbmReadBytes = 0, hbmWriteBytes = 0; // of the simulated workgroups
  /// The launch's HBM traffic: the simulated workgroups' scaled to all
  /// (a sample of one XCD counts operand lines other XCDs share as its own,
  /// so this overstates shared operands' traffic).
  double hbmBytes() const;
  uint64_t mfmaBusyCycles = 0;  // summed over the simulated SIMDs
  uint64_t ldsBusyCycles = 0;   // summed over the simulated CUs' LDS ports
  /// The chip's MFMA pipes busy over the launch (the simulated workgroups'
  /// MFMA cycles scaled to all, over 4 SIMDs x CUs x cycles).
  double mfmaBusyFraction(unsigned chipCUs) const;
  /// Where the waves' time went (wave-cycles summed over the simulated
  /// waves): issuing, waiting for memory (s_waitcnt on vector memory, on
  /// LDS / scalar memory), for the MFMA pipe or an MFMA result, for the
  /// VALU, at barriers.
  uint64_t waveIssue = 0, waitVmem = 0, waitLgkm = 0, waitMfma = 0,
           waitValu = 0, waitBarrier = 0;
  /// Those six in that order, named by kWaveTimeNames.
  std::array<uint64_t, 6> waveTime() const {
    return {waveIssue, waitVmem, waitLgkm, waitMfma, waitValu, waitBarrier};
  }
  /// Options::profile: the last launch's instructions by their offset in
  /// the kernel.
  std::map<uint64_t, ProfileLine> profile;
};

/// "auto", "full" or "sampled" (the tools' option values); nullopt else.
std::optional<Options::Sampling> parseSampling(const std::string &name);

/// The names of Stats::waveTime()'s entries, as reports print them.
inline constexpr const char *kWaveTimeNames[6] = {"issue", "vmem", "lgkm",
                                                  "mfma",  "valu", "barrier"};

/// The kernarg segment of a launch: `explicitArgs` are the bytes of each
/// non-hidden argument in order (8 for a pointer, the value's size for a
/// by-value argument); hidden arguments (block counts, group sizes,
/// remainders, grid dims, ...) are filled from grid and block per the
/// code object v5 ABI. Returns false with `error` on a size mismatch.
bool buildKernargs(const Kernel &k,
                   const std::vector<std::vector<uint8_t>> &explicitArgs,
                   Dim3 grid, Dim3 block, std::vector<uint8_t> &out,
                   std::string &error);

/// The kernel arguments of MLIR's memref descriptor for a dense row-major
/// buffer at `address` (lowp's kernels take their memrefs so): allocated
/// and aligned pointer, offset 0, sizes, strides, 8 bytes each.
std::vector<std::vector<uint8_t>>
memrefDescriptorArgs(uint64_t address, const std::vector<int64_t> &sizes);

class Simulator {
public:
  explicit Simulator(Options options);
  ~Simulator();
  /// Runs `kernel` over `grid` workgroups of `block` work-items; the
  /// kernarg segment is at `kernargAddress` in `memory`; each workgroup
  /// has the kernel's LDS plus `dynamicLds` bytes (what a launcher adds,
  /// as Triton's does). Returns false with `error` (one line) on a fault.
  bool launch(const CodeObject &code, const Kernel &kernel, Dim3 grid,
              Dim3 block, uint64_t kernargAddress, Memory &memory,
              std::string &error, uint32_t dynamicLds = 0);
  const Stats &stats() const;
  const Options &options() const;

  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

/// Where a timed launch's wave-cycles went, as percentages: "issue 41%,
/// vmem 32%, lgkm 3%, mfma 18%, valu 1%, barrier 5%".
std::string formatTimeBreakdown(const Stats &stats);

/// The `top` instructions of the last launch that took the most wave-cycles
/// (Options::profile), a line each after `indent`: their share of all
/// wave-cycles, the times executed, where their cycles went, the kernel
/// offset and the instruction; empty without a profile.
std::string formatProfile(const Stats &stats, unsigned top,
                          const std::string &indent = "");

/// What `n` straddled buffer words (Stats::straddledWords) mean, with the
/// last launch's first: the tools' warning after "warning: ".
std::string describeStraddles(uint64_t n, const Stats &stats);

/// Mnemonics (without encoding suffixes) the simulator implements.
std::vector<std::string> implementedInstructions();

} // namespace lowp::sim

#endif // LOWP_SIM_SIM_H

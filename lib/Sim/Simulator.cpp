//===- Simulator.cpp - launches on the ISA simulator ----------------------===//
//
// Global memory, the kernarg segment of the HSA ABI (code object v5 hidden
// arguments), the initial SGPR / VGPR state a kernel descriptor asks for,
// and the workgroup scheduler: workgroups run one after another, the waves
// of a workgroup round robin, each until it ends or waits at s_barrier (a
// barrier opens when every wave that has not ended waits at it, as the
// hardware does). The launch runs on a fiber so that a fault anywhere
// returns to the caller at once.
//
//===----------------------------------------------------------------------===//

#include "Launch.h"

#include "lowp/Numerics/Formats.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstring>
#include <queue>
#include <sys/mman.h>
#include <tuple>

using namespace lowp;
using namespace lowp::sim;

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

uint64_t Memory::allocate(uint64_t bytes, const std::string &name) {
  uint64_t addr = next;
  // 64 KiB gaps: an access past the end lands in no buffer.
  next += (bytes + 0xFFFF) / 0x10000 * 0x10000 + 0x10000;
  Region &r = regions[addr];
  r.name = name;
  if (bytes) {
    // Anonymous pages read as zeros and take memory only once written.
    void *p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      llvm::report_fatal_error("lowp-sim: cannot map " + llvm::Twine(bytes) +
                               " bytes for " + name);
    r.data = static_cast<uint8_t *>(p);
    r.size = bytes;
  }
  return addr;
}

void Memory::unmap(Region &r) {
  if (r.data)
    ::munmap(r.data, r.size);
  r.data = nullptr;
  r.size = 0;
}

Memory::~Memory() {
  for (auto &[addr, r] : regions)
    unmap(r);
}

bool Memory::release(uint64_t address) {
  auto it = regions.find(address);
  if (it == regions.end())
    return false;
  unmap(it->second);
  regions.erase(it);
  return true;
}

uint8_t *Memory::translate(uint64_t addr, uint64_t n) {
  auto it = regions.upper_bound(addr);
  if (it == regions.begin())
    return nullptr;
  --it;
  uint64_t off = addr - it->first;
  if (off > it->second.size || n > it->second.size - off)
    return nullptr;
  return it->second.data + off;
}

/// Copies `n` bytes, piece by piece, but for pieces zero in `from` and `to`
/// (reading a page never written maps no memory; writing one does).
static void copySparse(uint8_t *to, const uint8_t *from, uint64_t n) {
  constexpr uint64_t kPiece = 4096;
  static const uint8_t zeros[kPiece] = {};
  for (uint64_t o = 0; o < n; o += kPiece) {
    uint64_t m = std::min(kPiece, n - o);
    if (std::memcmp(from + o, zeros, m) == 0 &&
        std::memcmp(to + o, zeros, m) == 0)
      continue;
    std::memcpy(to + o, from + o, m);
  }
}

bool Memory::write(uint64_t addr, const void *src, uint64_t n) {
  uint8_t *d = translate(addr, n);
  if (!d)
    return false;
  copySparse(d, static_cast<const uint8_t *>(src), n);
  return true;
}

bool Memory::read(uint64_t addr, void *dst, uint64_t n) {
  uint8_t *s = translate(addr, n);
  if (!s)
    return false;
  copySparse(static_cast<uint8_t *>(dst), s, n);
  return true;
}

std::string Memory::describe(uint64_t addr) const {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "address " << llvm::format_hex(addr, 14);
  auto it = regions.upper_bound(addr);
  if (it != regions.begin()) {
    --it;
    os << " (" << it->second.name << " + " << (addr - it->first) << "; it has "
       << it->second.size << " bytes)";
  } else {
    os << " (below every buffer)";
  }
  return s;
}

std::pair<uint64_t, uint64_t> Memory::bufferOf(uint64_t addr) const {
  auto it = regions.upper_bound(addr);
  if (it == regions.begin())
    return {0, 0};
  --it;
  if (addr >= it->first + it->second.size)
    return {0, 0};
  return {it->first, it->second.size};
}

//===----------------------------------------------------------------------===//
// Kernel arguments
//===----------------------------------------------------------------------===//

bool sim::buildKernargs(const Kernel &k,
                        const std::vector<std::vector<uint8_t>> &explicitArgs,
                        Dim3 grid, Dim3 block, std::vector<uint8_t> &out,
                        std::string &error) {
  uint32_t size = k.kernargSize;
  for (const ArgInfo &a : k.args)
    size = std::max(size, a.offset + a.size);
  out.assign(size, 0);
  size_t next = 0;
  auto put = [&](const ArgInfo &a, uint64_t v) {
    for (unsigned i = 0; i < a.size && i < 8; ++i)
      out[a.offset + i] = uint8_t(v >> (8 * i));
  };
  for (const ArgInfo &a : k.args) {
    const std::string &vk = a.valueKind;
    if (vk.rfind("hidden_", 0) != 0) {
      if (next >= explicitArgs.size()) {
        error = "kernel " + k.name + " takes more arguments than the " +
                std::to_string(explicitArgs.size()) + " given";
        return false;
      }
      const auto &bytes = explicitArgs[next++];
      if (bytes.size() != a.size) {
        error = "argument " + std::to_string(next - 1) + " of kernel " +
                k.name + " (" + (a.name.empty() ? vk : a.name) + ") has " +
                std::to_string(a.size) + " bytes, given " +
                std::to_string(bytes.size());
        return false;
      }
      std::memcpy(out.data() + a.offset, bytes.data(), bytes.size());
      continue;
    }
    uint32_t g[3] = {grid.x, grid.y, grid.z};
    uint32_t b[3] = {block.x, block.y, block.z};
    auto axis = [&](const char *prefix) -> int {
      if (vk.rfind(prefix, 0) != 0 || vk.size() != strlen(prefix) + 1)
        return -1;
      return vk.back() - 'x';
    };
    int d;
    if ((d = axis("hidden_block_count_")) >= 0)
      put(a, g[d]);
    else if ((d = axis("hidden_group_size_")) >= 0)
      put(a, b[d]);
    else if ((d = axis("hidden_remainder_")) >= 0)
      put(a, 0); // the grid is a whole number of workgroups
    else if (vk == "hidden_grid_dims")
      put(a, grid.z > 1 ? 3 : grid.y > 1 ? 2 : 1);
    // Offsets, pointers the simulator has no use for (printf, hostcall,
    // multigrid, heap, queue, completion action...) and dynamic LDS size
    // are zero.
  }
  if (next != explicitArgs.size()) {
    error = "kernel " + k.name + " takes " + std::to_string(next) +
            " arguments, given " + std::to_string(explicitArgs.size());
    return false;
  }
  return true;
}

std::vector<std::vector<uint8_t>>
sim::memrefDescriptorArgs(uint64_t address, const std::vector<int64_t> &sizes) {
  auto i64 = [](int64_t v) {
    std::vector<uint8_t> b(8);
    std::memcpy(b.data(), &v, 8);
    return b;
  };
  std::vector<std::vector<uint8_t>> out = {i64(int64_t(address)),
                                           i64(int64_t(address)), i64(0)};
  for (int64_t d : sizes)
    out.push_back(i64(d));
  std::vector<int64_t> strides(sizes.size());
  int64_t stride = 1;
  for (size_t d = sizes.size(); d-- > 0;) {
    strides[d] = stride;
    stride *= sizes[d];
  }
  for (int64_t st : strides)
    out.push_back(i64(st));
  return out;
}

double Stats::hbmBytes() const {
  return double(hbmReadBytes + hbmWriteBytes) * double(launchWorkgroups) /
         double(std::max<uint64_t>(1, workgroupsSimulated));
}

double Stats::mfmaBusyFraction(unsigned chipCUs) const {
  if (!cycles || !workgroupsSimulated)
    return 0;
  return double(mfmaBusyCycles) * double(launchWorkgroups) /
         double(workgroupsSimulated) / (4.0 * chipCUs * double(cycles));
}

//===----------------------------------------------------------------------===//
// Wave state helpers
//===----------------------------------------------------------------------===//

Wave::Wave(Launch &l) : launch(l) {
  // Registers by the metadata's counts (VGPRs in granules of 8; at least
  // v0 for the work-item ids).
  numV = std::min(kVGPRs, std::max(8u, (l.kernel.vgprCount + 7) / 8 * 8));
  numA = std::min(kAGPRs, (l.kernel.agprCount + 3) / 4 * 4);
  v.assign(size_t(numV + numA) * kLanes, 0);
  pendV.assign(numV + numA, {});
  scratch.assign(size_t(l.kernel.privateSegmentSize) * kLanes, 0);
  pendS.assign(kSGPRs, {});
}

void Wave::reset() {
  std::memset(s, 0, sizeof(s));
  vcc = exec = 0;
  m0 = 0;
  scc = false;
  std::fill(v.begin(), v.end(), 0);
  std::fill(pendV.begin(), pendV.end(), Pending{});
  std::fill(pendS.begin(), pendS.end(), Pending{});
  pc = 0;
  done = atBarrier = false;
  cur = nullptr;
  executed = 0;
  vmIssued = vmDone = dsIssued = dsDone = smemIssued = smemDone = 0;
}

void Wave::fault(int lane, const std::string &msg) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "fault in kernel " << launch.kernel.name << ", workgroup ("
     << (wg ? wg->id[0] : 0) << ", " << (wg ? wg->id[1] : 0) << ", "
     << (wg ? wg->id[2] : 0) << "), wave " << id;
  if (lane >= 0)
    os << ", lane " << lane;
  if (cur)
    os << ", pc 0x" << llvm::utohexstr(cur->pc - launch.kernel.entry) << " ("
       << StringRefTrim(cur->text) << ")";
  os << ": " << msg;
  launch.error = s;
  swapcontext(&launch.fiber, &launch.caller);
  __builtin_unreachable();
}

namespace {
uint64_t f64Bits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
} // namespace

std::string sim::StringRefTrim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

uint32_t Wave::sread(const Operand &op, unsigned k, T t) {
  switch (op.kind) {
  case OpKind::SGPR:
    if (op.reg + k >= kSGPRs)
      fault(-1, "SGPR s" + std::to_string(op.reg + k) + " does not exist");
    if (launch.options.checkWaitcnt) {
      const Pending &p = pendS[op.reg + k];
      if (p.counter != Counter::None && !completed(p))
        fault(-1, "s" + std::to_string(op.reg + k) +
                      " is read while the scalar load writing it (pc 0x" +
                      llvm::utohexstr(p.pc - launch.kernel.entry) +
                      ") is outstanding: s_waitcnt lgkmcnt(0) is missing");
    }
    return s[op.reg + k];
  case OpKind::VCC:
    return op.hi || k == 1 ? uint32_t(vcc >> 32) : uint32_t(vcc);
  case OpKind::EXEC:
    return op.hi || k == 1 ? uint32_t(exec >> 32) : uint32_t(exec);
  case OpKind::M0:
    return m0;
  case OpKind::SCC:
  case OpKind::SccSrc:
    return scc;
  case OpKind::ExecZ:
    return exec == 0;
  case OpKind::VccZ:
    return vcc == 0;
  case OpKind::SharedBase:
    return k == 1 ? 0x10000u : 0; // apertures: never dereferenced
  case OpKind::PrivateBase:
    return k == 1 ? 0x20000u : 0;
  case OpKind::SharedLimit:
  case OpKind::PrivateLimit:
    return k == 1 ? 0x2FFFFu : 0xFFFFFFFFu;
  case OpKind::Int: {
    bool wide = t == T::B64 || t == T::F64;
    bool inlineConst = op.ival >= -16 && op.ival <= 64;
    if (t == T::F64 && !inlineConst) // a 32-bit literal: the high half
      return k == 1 ? uint32_t(op.ival) : 0;
    if (!wide)
      return uint32_t(op.ival);
    return k == 1 ? uint32_t(uint64_t(op.ival) >> 32) : uint32_t(op.ival);
  }
  case OpKind::Float:
    switch (t) {
    case T::F64:
      return k == 1 ? uint32_t(f64Bits(op.fval) >> 32)
                    : uint32_t(f64Bits(op.fval));
    case T::F16:
    case T::U16: // the inline constants are exact in f16 (1/(2 pi): 0x3118)
      return num::floatToHalf(float(op.fval));
    case T::BF16:
      return num::bitsOf(float(op.fval)) >> 16;
    default:
      return k == 0 ? num::bitsOf(float(op.fval)) : 0;
    }
  default:
    fault(-1, "operand " + std::to_string(int(op.kind)) +
                  " cannot be read as a scalar");
  }
}

uint64_t Wave::sread64(const Operand &op, T t) {
  if (op.kind == OpKind::SCC || op.kind == OpKind::ExecZ ||
      op.kind == OpKind::VccZ)
    return sread(op, 0);
  if ((op.kind == OpKind::VCC || op.kind == OpKind::EXEC) && (op.lo || op.hi))
    return sread(op, 0);
  return uint64_t(sread(op, 0, t)) | uint64_t(sread(op, 1, t)) << 32;
}

void Wave::swrite(const Operand &op, unsigned k, uint32_t value) {
  switch (op.kind) {
  case OpKind::SGPR:
    if (op.reg + k >= kSGPRs)
      fault(-1, "SGPR s" + std::to_string(op.reg + k) + " does not exist");
    s[op.reg + k] = value;
    pendS[op.reg + k] = {};
    return;
  case OpKind::VCC:
    if (op.hi || k == 1)
      vcc = (vcc & 0xFFFFFFFFull) | uint64_t(value) << 32;
    else
      vcc = (vcc & ~0xFFFFFFFFull) | value;
    return;
  case OpKind::EXEC:
    if (op.hi || k == 1)
      exec = (exec & 0xFFFFFFFFull) | uint64_t(value) << 32;
    else
      exec = (exec & ~0xFFFFFFFFull) | value;
    return;
  case OpKind::M0:
    m0 = value;
    return;
  case OpKind::SCC:
    scc = value & 1;
    return;
  default:
    fault(-1, "cannot write this operand as a scalar destination");
  }
}

void Wave::swrite64(const Operand &op, uint64_t value) {
  if ((op.kind == OpKind::VCC || op.kind == OpKind::EXEC) && (op.lo || op.hi)) {
    swrite(op, 0, uint32_t(value));
    return;
  }
  swrite(op, 0, uint32_t(value));
  swrite(op, 1, uint32_t(value >> 32));
}

void Wave::checkRead(const Operand &op) {
  if (!launch.options.checkWaitcnt)
    return;
  if (op.kind == OpKind::VGPR || op.kind == OpKind::AGPR) {
    unsigned b = vbase(op);
    for (unsigned k = 0; k < op.count; ++k) {
      const Pending &p = pendV[b + k];
      if (p.counter != Counter::None && !completed(p))
        fault(-1, std::string(op.kind == OpKind::AGPR ? "a" : "v") +
                      std::to_string(op.reg + k) +
                      " is read while the load writing it (pc 0x" +
                      llvm::utohexstr(p.pc - launch.kernel.entry) +
                      ") is outstanding: s_waitcnt " +
                      (p.counter == Counter::VM ? "vmcnt" : "lgkmcnt") +
                      " is missing (a hardware race)");
    }
  } else if (op.kind == OpKind::SGPR) {
    for (unsigned k = 0; k < op.count; ++k)
      (void)sread(op, k);
  }
}

void Wave::checkWrite(const Operand &op, Counter by) {
  if (op.kind == OpKind::VGPR || op.kind == OpKind::AGPR) {
    unsigned b = vbase(op);
    for (unsigned k = 0; k < op.count; ++k) {
      Pending &p = pendV[b + k];
      bool inOrder = by != Counter::None && by != Counter::LGKM_SMEM &&
                     p.counter == by;
      if (launch.options.checkWaitcnt && p.counter != Counter::None &&
          !inOrder && !completed(p))
        fault(-1, std::string(op.kind == OpKind::AGPR ? "a" : "v") +
                      std::to_string(op.reg + k) +
                      " is written while the load writing it (pc 0x" +
                      llvm::utohexstr(p.pc - launch.kernel.entry) +
                      ") is outstanding (a hardware race)");
      p = {};
    }
  } else if (op.kind == OpKind::SGPR) {
    for (unsigned k = 0; k < op.count && op.reg + k < kSGPRs; ++k)
      pendS[op.reg + k] = {};
  }
}

void Wave::markPending(const Operand &op, Counter c, uint64_t seq) {
  Pending p{c, seq, cur ? cur->pc : 0};
  if (op.kind == OpKind::VGPR || op.kind == OpKind::AGPR) {
    unsigned b = vbase(op);
    for (unsigned k = 0; k < op.count; ++k)
      pendV[b + k] = p;
  } else if (op.kind == OpKind::SGPR) {
    for (unsigned k = 0; k < op.count && op.reg + k < kSGPRs; ++k)
      pendS[op.reg + k] = p;
  }
}

namespace {
uint32_t applySel(uint32_t x, Sel sel, bool sext) {
  switch (sel) {
  case Sel::Byte0:
  case Sel::Byte1:
  case Sel::Byte2:
  case Sel::Byte3: {
    uint32_t b = (x >> (8 * (unsigned(sel) - unsigned(Sel::Byte0)))) & 0xFF;
    return sext ? uint32_t(int32_t(int8_t(b))) : b;
  }
  case Sel::Word0:
  case Sel::Word1: {
    uint32_t h = (x >> (sel == Sel::Word1 ? 16 : 0)) & 0xFFFF;
    return sext ? uint32_t(int32_t(int16_t(h))) : h;
  }
  case Sel::Dword:
    return x;
  }
  return x;
}
} // namespace

void Wave::read32(const Operand &op, unsigned k, T t, uint32_t *out, Sel sel) {
  if (op.kind == OpKind::VGPR || op.kind == OpKind::AGPR) {
    unsigned r = vbase(op) + k;
    if ((op.kind == OpKind::VGPR && op.reg + k >= numV) ||
        (op.kind == OpKind::AGPR && op.reg + k >= numA))
      fault(-1, "register index out of range");
    std::memcpy(out, vrow(r), kLanes * 4);
  } else {
    uint32_t x = sread(op, k, t);
    for (unsigned l = 0; l < kLanes; ++l)
      out[l] = x;
  }
  if (sel != Sel::Dword || op.sext)
    for (unsigned l = 0; l < kLanes; ++l)
      out[l] = applySel(out[l], sel, op.sext);
  if (op.abs || op.neg) {
    uint32_t signBit = (t == T::F16 || t == T::BF16) ? 0x8000u
                       : (t == T::F64 && k == 0)      ? 0u
                                                      : 0x80000000u;
    if (t == T::B32 || t == T::B64 || t == T::U16)
      signBit = 0x80000000u; // neg on an integer operand: not expected
    for (unsigned l = 0; l < kLanes; ++l) {
      if (op.abs)
        out[l] &= ~signBit;
      if (op.neg)
        out[l] ^= signBit;
    }
  }
}

void Wave::read64(const Operand &op, T t, uint64_t *out) {
  uint32_t lo[kLanes], hi[kLanes];
  read32(op, 0, t, lo);
  read32(op, 1, t, hi);
  for (unsigned l = 0; l < kLanes; ++l)
    out[l] = uint64_t(lo[l]) | uint64_t(hi[l]) << 32;
}

//===----------------------------------------------------------------------===//
// Simulator
//===----------------------------------------------------------------------===//

struct Simulator::Impl {
  Options options;
  Stats stats;
};

Simulator::Simulator(Options options) : impl(std::make_unique<Impl>()) {
  impl->options = options;
}
Simulator::~Simulator() = default;
const Stats &Simulator::stats() const { return impl->stats; }
const Options &Simulator::options() const { return impl->options; }

namespace {
Launch *gCurrent = nullptr; // the launch the fiber runs (one at a time)

void initWave(Launch &L, Wave &w, unsigned waveId) {
  const Kernel &k = L.kernel;
  w.reset();
  w.wg = L.wg;
  w.id = waveId;
  w.pc = k.entry;
  uint64_t threads = uint64_t(L.block.x) * L.block.y * L.block.z;
  for (unsigned lane = 0; lane < kLanes; ++lane) {
    uint64_t t = uint64_t(waveId) * kLanes + lane;
    if (t >= threads)
      continue;
    w.exec |= 1ull << lane;
    uint32_t x = t % L.block.x, y = (t / L.block.x) % L.block.y,
             z = t / (uint64_t(L.block.x) * L.block.y);
    // gfx90a and later pack the work-item ids into v0.
    w.v[lane] = x | y << 10 | z << 20;
  }
  // User SGPRs in the order the descriptor's enable bits give.
  unsigned sg = 0;
  uint16_t props = k.codeProperties;
  auto put64 = [&](uint64_t v) {
    w.s[sg++] = uint32_t(v);
    w.s[sg++] = uint32_t(v >> 32);
  };
  if (props & 1) // private segment buffer (unused: no scratch)
    sg += 4;
  if (props & 2) // dispatch packet
    put64(L.dispatchAddress);
  if (props & 4) // queue
    put64(0);
  if (props & 8) // kernarg segment
    put64(L.kernargAddress);
  if (props & 16) // dispatch id
    put64(0);
  if (props & 32) // flat scratch init
    put64(0);
  if (props & 64) // private segment size
    w.s[sg++] = k.privateSegmentSize;
  unsigned userCount = (k.rsrc2 >> 1) & 0x1F;
  // Preloaded kernel arguments (gfx940+): the rest of the user SGPRs.
  if (sg < userCount) {
    uint8_t *ka = L.memory.translate(L.kernargAddress, 0);
    for (unsigned i = 0; sg < userCount; ++i) {
      uint32_t v = 0;
      if (ka && L.memory.translate(L.kernargAddress + 4 * i, 4))
        std::memcpy(&v, ka + 4 * i, 4);
      w.s[sg++] = v;
    }
  }
  sg = userCount;
  if (k.rsrc2 & (1u << 7))
    w.s[sg++] = L.wg->id[0];
  if (k.rsrc2 & (1u << 8))
    w.s[sg++] = L.wg->id[1];
  if (k.rsrc2 & (1u << 9))
    w.s[sg++] = L.wg->id[2];
  if (k.rsrc2 & (1u << 10))
    w.s[sg++] = 0; // workgroup info
}

void runGrid() {
  Launch &L = *gCurrent;
  unsigned nw = L.wavesPerGroup;
  auto &waves = L.waves;
  Workgroup &wg = L.group;
  L.wg = &wg;
  uint64_t limit = L.options.maxInstructions;
  uint64_t waveLimit = L.options.maxWaveInstructions;
  for (uint32_t gz = 0; gz < L.grid.z; ++gz)
    for (uint32_t gy = 0; gy < L.grid.y; ++gy)
      for (uint32_t gx = 0; gx < L.grid.x; ++gx) {
        wg.id[0] = gx;
        wg.id[1] = gy;
        wg.id[2] = gz;
        wg.lds.assign(L.ldsBytes, 0);
        for (unsigned i = 0; i < nw; ++i)
          initWave(L, *waves[i], i);
        ++L.stats.workgroups;
        L.stats.waves += nw;
        unsigned live = nw;
        while (live) {
          bool progress = false;
          for (auto &wp : waves) {
            Wave &w = *wp;
            while (!w.done && !w.atBarrier) {
              step(w);
              progress = true;
              if (limit && L.stats.instructions > limit)
                w.fault(-1, "the launch ran past --max-instructions=" +
                                std::to_string(limit) +
                                " (a wave that never ends, or waits forever)");
              if (waveLimit && w.executed > waveLimit) {
                unsigned waiting = 0;
                for (auto &o : waves)
                  waiting += !o->done && o->atBarrier;
                w.fault(-1, "the wave ran " + std::to_string(waveLimit) +
                                " instructions without ending (an endless "
                                "loop?); " + std::to_string(waiting) +
                                " other waves wait at a barrier");
              }
            }
          }
          live = 0;
          unsigned waiting = 0;
          for (auto &wp : waves) {
            live += !wp->done;
            waiting += !wp->done && wp->atBarrier;
          }
          if (live && waiting == live) {
            for (auto &wp : waves)
              wp->atBarrier = false;
            ++L.stats.barriers;
          } else if (live && !progress) {
            waves[0]->fault(-1, "no wave can make progress");
          }
        }
      }
  L.wg = nullptr;
  swapcontext(&L.fiber, &L.caller);
}

/// The timing model's scheduler: the simulated CUs, each with as many
/// workgroups resident as registers, LDS and wave slots allow, the waves
/// interleaved by the cycle they may issue next; Options::Sampling picks
/// the CUs and the rounds of workgroups that run.
class TimedGrid {
public:
  explicit TimedGrid(Launch &L)
      : L(L), T(*L.t), nw(L.wavesPerGroup), groups(L.grid.count()) {}

  void run() {
    placeCUs();
    for (unsigned c = 0; c < simulated(); ++c)
      for (auto &sl : slots[c])
        start(c, sl, 0);
    for (unsigned c = 0; c < simulated(); ++c)
      for (auto &sl : slots[c])
        if (sl.busy)
          for (Wave *w : sl.waves)
            push(w, &sl);
    uint64_t waveLimit = L.options.maxWaveInstructions;
    while (!heap.empty()) {
      auto [ready, ord, wp, slp] = heap.top();
      heap.pop();
      Wave &w = *wp;
      L.wg = w.wg;
      step(w);
      if (waveLimit && w.executed > waveLimit)
        w.fault(-1, "the wave ran " + std::to_string(waveLimit) +
                        " instructions without ending (an endless loop?)");
      if (!w.done && !w.atBarrier)
        push(&w, slp);
      else
        stopped(w, *slp);
    }
    finish();
  }

private:
  struct Slot {
    Workgroup wg;
    std::vector<Wave *> waves;
    bool busy = false;
  };
  // Per simulated CU: its workgroups are cuId, cuId + CUs, ...; `next` is
  // the index of the next to start; with a window, the rounds between
  // `head` and `tail` are skipped and their time added (`skippedCycles`).
  struct CUState {
    uint64_t count = 0, next = 0, head = 0, tail = 0;
    uint64_t secondRound = 0, end = 0;
    double skippedCycles = 0;
  };
  // Runnable waves by the cycle they may issue next (ties in the order
  // they became runnable).
  using Entry = std::tuple<uint64_t, uint64_t, Wave *, Slot *>;

  Launch &L;
  const ChipTiming &T;
  unsigned nw;
  uint64_t groups;
  unsigned perCU = 1;
  std::vector<unsigned> cuIds; // the simulated CUs' ids on the chip
  std::vector<CUState> cs;
  std::vector<std::vector<Slot>> slots;
  uint64_t done = 0, doneBytes = 0; // workgroups ended, their HBM traffic
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
  uint64_t order = 0;

  unsigned simulated() const { return unsigned(cuIds.size()); }
  void push(Wave *w, Slot *sl) { heap.emplace(w->ready, order++, w, sl); }

  /// Occupancy (the unified VGPR + AGPR file, 512 per lane, granule 8; the
  /// LDS; the wave slots), the sampled CUs and their L2s, each CU's
  /// workgroups and skipped window, the resident slots' waves.
  void placeCUs() {
    const Kernel &k = L.kernel;
    unsigned regs = std::max(8u, (k.vgprCount + k.agprCount + 7) / 8 * 8);
    unsigned wavesPerSimd = std::min(T.waveSlots, 512u / regs);
    unsigned byWaves = wavesPerSimd * 4 / nw;
    unsigned byLds = L.ldsBytes ? unsigned(L.chip.ldsBytes / L.ldsBytes) : 64;
    perCU = std::max(1u, std::min(byWaves, byLds));
    uint64_t used = std::min<uint64_t>(groups, T.cus);
    using Sampling = Options::Sampling;
    Sampling mode = L.options.sampling;
    bool xcdSample = (mode == Sampling::Sampled && groups >= T.cus) ||
                     (mode == Sampling::Auto && groups >= 2ull * T.cus);
    bool window = mode != Sampling::Full;
    for (unsigned c = 0; c < used; ++c)
      if (!xcdSample || c % T.xcds == 0)
        cuIds.push_back(c);
    unsigned xcds = xcdSample ? 1 : unsigned(std::min<uint64_t>(T.xcds, used));
    L.stats.cusUsed = unsigned(used);
    L.stats.cusSimulated = simulated();
    L.stats.workgroupsPerCU = perCU;
    L.hbmShare = xcdSample ? 1.0 / T.xcds : 1.0;
    L.xcdSample = xcdSample;
    L.cus.assign(simulated(), {});
    L.l2.assign(xcds, {});
    for (auto &c : L.l2)
      c.init(T.l2Bytes, T.lineBytes);
    L.fabricFree.assign(xcds, 0);
    for (unsigned c = 0; c < simulated(); ++c)
      L.cus[c].xcd = xcdSample ? 0 : cuIds[c] % T.xcds;
    cs.assign(simulated(), {});
    uint64_t headGroups = 3ull * perCU, tailGroups = 2ull * perCU;
    for (unsigned c = 0; c < simulated(); ++c) {
      CUState &st = cs[c];
      st.count = (groups - cuIds[c] + T.cus - 1) / T.cus;
      st.head = st.tail = st.count;
      if (window && st.count >= headGroups + tailGroups + perCU) {
        st.head = headGroups;
        st.tail = st.count - tailGroups;
      }
    }
    slots.assign(simulated(), std::vector<Slot>(perCU));
    for (unsigned c = 0; c < simulated(); ++c)
      for (auto &sl : slots[c])
        for (unsigned i = 0; i < nw; ++i) {
          L.waves.push_back(std::make_unique<Wave>(L));
          sl.waves.push_back(L.waves.back().get());
        }
  }

  /// Starts CU `c`'s next workgroup in `sl` at cycle `at` (skipping the
  /// window's rounds, their time estimated), or marks the slot idle.
  void start(unsigned c, Slot &sl, uint64_t at) {
    CUState &st = cs[c];
    if (st.next == perCU)
      st.secondRound = at;
    if (st.next == st.head && st.head < st.tail) {
      // Rounds two and three took (at - secondRound) for head - perCU
      // workgroups: the skipped ones take as long each, or as long as the
      // simulated CUs' share of HBM needs to move a workgroup's bytes each
      // (the head rounds may not have filled the HBM queue yet).
      double perGroup = double(at - st.secondRound) / double(st.head - perCU);
      double bytes = double(doneBytes) / double(std::max<uint64_t>(1, done));
      perGroup = std::max(perGroup, bytes * simulated() /
                                        (T.hbmBytesPerCycle * L.hbmShare));
      st.skippedCycles = perGroup * double(st.tail - st.head);
      st.next = st.tail;
    }
    if (st.next >= st.count) {
      sl.busy = false;
      return;
    }
    uint64_t g = cuIds[c] + st.next * T.cus;
    ++st.next;
    sl.wg.id[0] = uint32_t(g % L.grid.x);
    sl.wg.id[1] = uint32_t(g / L.grid.x % L.grid.y);
    sl.wg.id[2] = uint32_t(g / (uint64_t(L.grid.x) * L.grid.y));
    sl.wg.lds.assign(L.ldsBytes, 0);
    sl.wg.hbmBytes = 0;
    L.wg = &sl.wg;
    for (unsigned i = 0; i < nw; ++i) {
      Wave &w = *sl.waves[i];
      initWave(L, w, i);
      w.cu = c;
      w.simd = i % 4;
      w.ready = at;
      w.regReady.assign(w.numV + w.numA, 0);
      w.vmDoneAt.assign(64, 0);
      w.dsDoneAt.assign(64, 0);
      w.smemDoneAt.assign(64, 0);
    }
    sl.busy = true;
    ++L.stats.workgroupsSimulated;
    L.stats.waves += nw;
  }

  /// A wave at a barrier or done: the barrier releases when every live
  /// wave of the workgroup waits; the slot takes the CU's next workgroup
  /// when none is live.
  void stopped(Wave &w, Slot &sl) {
    unsigned live = 0, waiting = 0;
    uint64_t latest = 0;
    for (Wave *o : sl.waves) {
      live += !o->done;
      waiting += !o->done && o->atBarrier;
      latest = std::max(latest, o->ready);
    }
    if (live && waiting == live) {
      for (Wave *o : sl.waves)
        if (!o->done) {
          o->atBarrier = false;
          L.stats.waitBarrier += latest - o->ready;
          if (L.options.profile && o->cur)
            L.stats.profile[o->cur->pc - L.kernel.entry].time[5] +=
                latest - o->ready;
          o->ready = latest;
          push(o, &sl);
        }
      ++L.stats.barriers;
    }
    if (!live) {
      cs[w.cu].end = std::max(cs[w.cu].end, latest);
      ++done;
      doneBytes += sl.wg.hbmBytes;
      start(w.cu, sl, latest);
      if (sl.busy)
        for (Wave *o : sl.waves)
          push(o, &sl);
    }
  }

  /// The launch ends when its last wave has and HBM has taken its stores.
  void finish() {
    double end = L.hbmFree;
    for (const CUState &st : cs)
      end = std::max(end, double(st.end) + st.skippedCycles);
    L.stats.workgroups += groups;
    L.stats.launchWorkgroups = groups;
    L.stats.cycles = uint64_t(end + 0.5);
    L.stats.modeledSeconds = end / (T.clockGHz * 1e9);
  }
};

void runGridTimed() {
  Launch &L = *gCurrent;
  {
    // Destroyed here: the fiber does not return.
    TimedGrid grid(L);
    grid.run();
  }
  L.wg = nullptr;
  swapcontext(&L.fiber, &L.caller);
}
} // namespace

std::optional<Options::Sampling> sim::parseSampling(const std::string &name) {
  if (name == "auto")
    return Options::Sampling::Auto;
  if (name == "full")
    return Options::Sampling::Full;
  if (name == "sampled")
    return Options::Sampling::Sampled;
  return std::nullopt;
}

std::string sim::formatTimeBreakdown(const Stats &st) {
  std::array<uint64_t, 6> w = st.waveTime();
  double total = 0;
  for (uint64_t x : w)
    total += double(x);
  if (total <= 0)
    return "no wave-cycles";
  std::string out;
  for (size_t i = 0; i < w.size(); ++i)
    out += std::string(i ? ", " : "") + kWaveTimeNames[i] + " " +
           std::to_string(int(100.0 * double(w[i]) / total + 0.5)) + "%";
  return out;
}

std::string sim::formatProfile(const Stats &st, unsigned top,
                               const std::string &indent) {
  std::vector<std::pair<uint64_t, const ProfileLine *>> lines;
  double all = 0;
  for (const auto &[pc, line] : st.profile) {
    lines.push_back({pc, &line});
    all += double(line.total());
  }
  if (all <= 0)
    return "";
  llvm::stable_sort(lines, [](const auto &x, const auto &y) {
    return x.second->total() > y.second->total();
  });
  std::string out;
  llvm::raw_string_ostream os(out);
  for (size_t i = 0; i < lines.size() && i < top; ++i) {
    const ProfileLine &l = *lines[i].second;
    os << indent
       << llvm::format("%5.1f%% %9llu x  ", 100.0 * double(l.total()) / all,
                       (unsigned long long)l.count);
    std::string where;
    for (size_t k = 0; k < l.time.size(); ++k)
      if (l.time[k] * 20 >= l.total()) // the parts of 5% or more
        where += std::string(where.empty() ? "" : " ") + kWaveTimeNames[k] +
                 " " +
                 std::to_string(
                     int(100.0 * double(l.time[k]) / double(l.total()) + 0.5)) +
                 "%";
    if (l.ldsCycles)
      where +=
          " (LDS port " +
          std::to_string(int(double(l.ldsCycles) / double(l.count) + 0.5)) +
          ")";
    os << llvm::format("%-28s", where.c_str())
       << llvm::format_hex(lines[i].first, 8) << "  " << l.text << "\n";
  }
  return out;
}

std::string sim::describeStraddles(uint64_t n, const Stats &st) {
  return std::to_string(n) +
         " buffer access(es) straddled the end of their buffer within a "
         "32-bit word, whose valid bytes then read as 0 (or were not stored: "
         "the hardware range-checks words whole); first " +
         st.firstStraddle;
}

bool Simulator::launch(const CodeObject &code, const Kernel &kernel,
                       Dim3 grid, Dim3 block, uint64_t kernargAddress,
                       Memory &memory, std::string &error,
                       uint32_t dynamicLds) {
  uint64_t dispatchPacket = 0;
  auto start = std::chrono::steady_clock::now();
  impl->stats.firstStraddle.clear(); // (the launch's first)
  Launch L(code, kernel, impl->options, memory, impl->stats);
  L.grid = grid;
  L.block = block;
  L.kernargAddress = kernargAddress;
  L.gfx950 = code.chip() == target::Chip::GFX950;
  if (code.chip() != impl->options.chip) {
    error = std::string("the code object is for ") +
            (L.gfx950 ? "gfx950" : "gfx942") + ", the simulator runs " +
            std::string(target::getChipInfo(impl->options.chip).name);
    return false;
  }
  uint64_t threads = block.count();
  if (threads == 0 || grid.count() == 0) {
    error = "empty grid or workgroup";
    return false;
  }
  if (threads > kernel.maxFlatWorkgroupSize || threads > 1024) {
    error = "workgroup of " + std::to_string(threads) + " work-items; kernel " +
            kernel.name + " allows at most " +
            std::to_string(std::min(kernel.maxFlatWorkgroupSize, 1u << 10));
    return false;
  }
  L.ldsBytes = uint64_t(kernel.groupSegmentSize) + dynamicLds;
  if (L.ldsBytes > L.chip.ldsBytes) {
    error = "kernel " + kernel.name + " needs " +
            std::to_string(L.ldsBytes) + " bytes of LDS; " +
            std::string(L.chip.name) + " has " +
            std::to_string(L.chip.ldsBytes);
    return false;
  }
  unsigned round = (kernel.rsrc1 >> 12) & 0xF;
  if (round != 0) {
    error = "kernel " + kernel.name + " sets a rounding mode other than "
            "round-to-nearest-even (rsrc1 0x" + llvm::utohexstr(kernel.rsrc1) +
            "); the simulator models only that";
    return false;
  }
  L.flushF32 = ((kernel.rsrc1 >> 16) & 3) != 3;
  L.flushF64F16 = ((kernel.rsrc1 >> 18) & 3) != 3;
  L.ieee = (kernel.rsrc1 >> 23) & 1;
  L.wavesPerGroup = unsigned((threads + kLanes - 1) / kLanes);
  // The functional scheduler reuses one workgroup's waves; the timed one
  // makes its own per resident workgroup (runGridTimed).
  if (!impl->options.timing)
    for (unsigned i = 0; i < L.wavesPerGroup; ++i)
      L.waves.push_back(std::make_unique<Wave>(L));
  // The AQL dispatch packet (for code that reads sizes from it).
  if (!dispatchPacket) {
    dispatchPacket = memory.allocate(64, "dispatch packet");
  }
  {
    uint8_t *p = memory.translate(dispatchPacket, 64);
    std::memset(p, 0, 64);
    uint16_t setup = grid.z > 1 ? 3 : grid.y > 1 ? 2 : 1;
    uint16_t wgs[3] = {uint16_t(block.x), uint16_t(block.y), uint16_t(block.z)};
    uint32_t gs[3] = {grid.x * block.x, grid.y * block.y, grid.z * block.z};
    std::memcpy(p + 2, &setup, 2);
    std::memcpy(p + 4, wgs, 6);
    std::memcpy(p + 12, gs, 12);
    std::memcpy(p + 24, &kernel.privateSegmentSize, 4);
    uint32_t group = uint32_t(L.ldsBytes);
    std::memcpy(p + 28, &group, 4);
    std::memcpy(p + 40, &kernargAddress, 8);
    L.dispatchAddress = dispatchPacket;
  }

  constexpr size_t kStack = 1 << 20;
  std::vector<char> stack(kStack);
  getcontext(&L.fiber);
  L.fiber.uc_stack.ss_sp = stack.data();
  L.fiber.uc_stack.ss_size = kStack;
  L.fiber.uc_link = nullptr;
  if (impl->options.timing) {
    L.timing = true;
    L.t = &getChipTiming(impl->options.chip);
    impl->stats.workgroupsSimulated = 0;
    impl->stats.hbmReadBytes = impl->stats.hbmWriteBytes = 0;
    impl->stats.mfmaBusyCycles = impl->stats.ldsBusyCycles = 0;
    impl->stats.waveIssue = impl->stats.waitVmem = impl->stats.waitLgkm = 0;
    impl->stats.waitMfma = impl->stats.waitValu = impl->stats.waitBarrier = 0;
    impl->stats.profile.clear();
  }
  makecontext(&L.fiber, L.timing ? runGridTimed : runGrid, 0);
  gCurrent = &L;
  swapcontext(&L.caller, &L.fiber);
  gCurrent = nullptr;
  impl->stats.seconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (!L.error.empty()) {
    error = L.error;
    return false;
  }
  return true;
}

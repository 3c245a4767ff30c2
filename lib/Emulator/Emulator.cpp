//===- Emulator.cpp - the wave interpreter --------------------------------===//
//
// Each wave of a workgroup is a fiber (ucontext) running a structured
// interpreter over the kernel body: 64 lanes in lockstep, an execution mask
// for divergent scf.if, values held per lane. A barrier suspends the wave
// until every wave of the workgroup reaches one; a fault records its message
// and leaves the fiber for good (the emulator is built without exceptions).
//
//===----------------------------------------------------------------------===//

#include "lowp/Emulator/Emulator.h"
#include "lowp/Numerics/MlirFormats.h"
#include "lowp/Numerics/Formats.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cmath>
#include <cstring>
#include <ucontext.h>

using namespace mlir;
using namespace lowp;
using namespace lowp::emu;
namespace num = lowp::num;

namespace {
constexpr unsigned kLanes = 64;
using Mask = uint64_t;
constexpr Mask kAll = ~Mask(0);

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

enum class Space { Global, Workgroup, Private };

struct MemRefVal {
  std::shared_ptr<std::vector<uint8_t>> bytes;
  Space space = Space::Global;
  unsigned elemBytes = 1;
  std::vector<int64_t> sizes, strides;
  std::array<int64_t, kLanes> offset{}; // element offset, per lane
  int64_t laneBytes = 0;                // private memory: bytes per lane
  bool rawBuffer = false;               // fat raw buffer: OOB -> 0 / dropped
  int64_t validBytes = 0;               // raw buffer: num_records
  // Raw buffer: the byte num_records counts from (its base; nonzero when a
  // fat_raw_buffer_cast with resetOffset moved an offset into the base).
  int64_t rangeBase = 0;
  std::string name;                     // for fault messages
};

struct LaneVal {
  unsigned width = 1;
  std::vector<uint64_t> bits; // kLanes * width
  std::shared_ptr<MemRefVal> mem;

  static LaneVal make(unsigned width) {
    LaneVal v;
    v.width = width;
    v.bits.assign(kLanes * width, 0);
    return v;
  }
  uint64_t &at(unsigned lane, unsigned e = 0) { return bits[lane * width + e]; }
  uint64_t at(unsigned lane, unsigned e = 0) const {
    return bits[lane * width + e];
  }
};

unsigned elementsOf(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getNumElements();
  return 1;
}

Type scalarOf(Type t) { return getElementTypeOrSelf(t); }

using num::formatOf;

unsigned bitWidthOf(Type t) {
  if (t.isIndex())
    return 64;
  return t.getIntOrFloatBitWidth();
}

int64_t signExtend(uint64_t v, unsigned w) {
  if (w >= 64)
    return static_cast<int64_t>(v);
  uint64_t m = uint64_t(1) << (w - 1);
  v &= (uint64_t(1) << w) - 1;
  return static_cast<int64_t>((v ^ m) - m);
}

uint64_t zeroExtend(uint64_t v, unsigned w) {
  return w >= 64 ? v : v & ((uint64_t(1) << w) - 1);
}

/// Integers are held sign-extended to 64 bits.
uint64_t normInt(int64_t v, unsigned w) {
  return static_cast<uint64_t>(signExtend(static_cast<uint64_t>(v), w));
}

double toDouble(Type t, uint64_t bits) {
  if (t.isF32())
    return num::floatOf(static_cast<uint32_t>(bits));
  if (t.isF64()) {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  if (t.isF16())
    return num::halfToFloat(static_cast<uint16_t>(bits));
  if (t.isBF16())
    return num::bf16ToFloat(static_cast<uint16_t>(bits));
  if (auto f = formatOf(t))
    return num::decode(*f, static_cast<uint8_t>(bits));
  return static_cast<double>(static_cast<int64_t>(bits));
}

uint64_t fromDouble(Type t, double v) {
  if (t.isF32())
    return num::bitsOf(static_cast<float>(v));
  if (t.isF64()) {
    uint64_t b;
    std::memcpy(&b, &v, 8);
    return b;
  }
  if (t.isF16())
    return num::floatToHalf(static_cast<float>(v));
  if (t.isBF16())
    return num::floatToBF16(static_cast<float>(v));
  if (auto f = formatOf(t))
    return num::encode(*f, static_cast<float>(v));
  return normInt(static_cast<int64_t>(v), bitWidthOf(t));
}

std::string typeStr(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

struct Workgroup;
struct Kernel;

//===----------------------------------------------------------------------===//
// A wave
//===----------------------------------------------------------------------===//

struct Wave {
  enum class State { Runnable, AtBarrier, Done, Faulted };

  Kernel &kernel;
  Workgroup &wg;
  unsigned id;
  Mask initial; // lanes that exist (the last wave may be partial)
  State state = State::Runnable;
  llvm::DenseMap<Value, LaneVal> vals;
  ucontext_t ctx;
  std::vector<char> stack;

  Wave(Kernel &k, Workgroup &w, unsigned id, Mask initial)
      : kernel(k), wg(w), id(id), initial(initial) {}

  void run();
  [[noreturn]] void fault(Operation *op, int lane, const std::string &msg);
  void yieldToScheduler();

  LaneVal &get(Value v);
  void set(Value v, LaneVal lv) { vals[v] = std::move(lv); }

  std::vector<LaneVal> execBlock(Block &block, Mask mask,
                                 ArrayRef<LaneVal> blockArgs);
  void exec(Operation *op, Mask mask);

  // Op groups.
  bool execArith(Operation *op, Mask mask);
  bool execVector(Operation *op, Mask mask);
  bool execVectorShape(Operation *op, Mask mask);
  bool execVectorData(Operation *op, Mask mask);
  bool execMemory(Operation *op, Mask mask);
  bool execGPU(Operation *op, Mask mask);
  bool execAMDGPU(Operation *op, Mask mask);
  // Parts of execAMDGPU.
  struct MfmaArgs {
    Value a, b, c, result, sa, sb;
    int idxA, idxB;
    unsigned m, n, k;
    bool scaled;
  };
  void execMfma(Operation *op, Mask mask, const MfmaArgs &args);
  void execTransposeLoad(amdgpu::TransposeLoadOp x, Mask mask);
  bool execAMDGPUConversion(Operation *op);
  bool execRawBuffer(Operation *op, Mask mask);
  /// Faults on an fp8 type of the family the chip does not have.
  void requireOCP(Operation *op, Type t);
  bool execIntrinsic(Operation *op, Mask mask);
  void execFor(scf::ForOp op, Mask mask);
  void execIf(scf::IfOp op, Mask mask);
  void execWhile(scf::WhileOp op, Mask mask);
  void barrier(Operation *op, Mask mask);

  int64_t uniform(Operation *op, Value v, Mask mask, const char *what);
  /// Element address of `indices` for `lane`; checks bounds against the
  /// memref shape unless `rawOk` (raw buffers check bytes instead).
  struct Addr {
    bool inBounds;
    int64_t byteOffset;
  };
  Addr address(Operation *op, const MemRefVal &m, ValueRange indices,
               unsigned lane, int64_t extraElems, unsigned count);
  void load(Operation *op, Value memref, ValueRange indices, Value result,
            Mask mask, int64_t extraElems = 0);
  void store(Operation *op, Value value, Value memref, ValueRange indices,
             Mask mask, int64_t extraElems = 0);
  /// For amdgpu.raw_buffer_load/store on a plain memref: views it as a raw
  /// buffer (bounds in bytes over its extent) and returns the extra element
  /// offset (indexOffset + sgprOffset).
  template <typename RawBufferOp>
  int64_t rawBufferAccess(Operation *op, RawBufferOp x, Mask mask) {
    LaneVal src = get(x.getMemref());
    if (!src.mem->rawBuffer) {
      auto m = std::make_shared<MemRefVal>(*src.mem);
      m->rawBuffer = true;
      int64_t extent = 0;
      for (size_t d = 0; d < m->sizes.size(); ++d)
        extent = std::max(extent, m->sizes[d] * m->strides[d]);
      m->validBytes = extent * m->elemBytes;
      src.mem = m;
      set(x.getMemref(), src);
    }
    int64_t extra = x.getIndexOffset().value_or(0);
    if (x.getSgprOffset())
      extra += uniform(op, x.getSgprOffset(), mask, "sgprOffset");
    return extra;
  }
};

struct Workgroup {
  std::array<int64_t, 3> id{};
  std::vector<std::unique_ptr<Wave>> waves;
  /// Workgroup memory, keyed by the allocating op or attribution.
  llvm::DenseMap<const void *, std::shared_ptr<MemRefVal>> shared;
  int64_t ldsBytes = 0;
  ucontext_t scheduler;
  Wave *current = nullptr;
  std::string fault;
};

struct Kernel {
  Emulator::Impl &emu;
  gpu::GPUFuncOp func;
  Dim3 grid, block;
  std::vector<KernelArg> &args;
  std::string name;
};
} // namespace

struct Emulator::Impl {
  Options options;
  Stats stats;
  const target::ChipInfo &chip;
  explicit Impl(Options o) : options(o), chip(target::getChipInfo(o.chip)) {}
};

namespace {
//===----------------------------------------------------------------------===//
// Scheduling
//===----------------------------------------------------------------------===//

Wave *gRunning = nullptr; // the wave whose fiber is executing

void fiberEntry() {
  Wave *w = gRunning;
  w->run();
  w->state = Wave::State::Done;
  swapcontext(&w->ctx, &w->wg.scheduler);
}

void Wave::yieldToScheduler() { swapcontext(&ctx, &wg.scheduler); }

void Wave::fault(Operation *op, int lane, const std::string &msg) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "fault in kernel @" << kernel.name << ", workgroup (" << wg.id[0]
     << ", " << wg.id[1] << ", " << wg.id[2] << "), wave " << id;
  if (lane >= 0)
    os << ", lane " << lane << " (thread " << id * kLanes + lane << ")";
  if (op)
    os << ", at " << op->getName() << " " << op->getLoc();
  os << ": " << msg;
  wg.fault = s;
  state = State::Faulted;
  swapcontext(&ctx, &wg.scheduler);
  __builtin_unreachable();
}

LaneVal &Wave::get(Value v) {
  auto it = vals.find(v);
  if (it == vals.end()) {
    Operation *def = v.getDefiningOp();
    fault(def, -1, "internal: value used before it was computed");
  }
  return it->second;
}

int64_t Wave::uniform(Operation *op, Value v, Mask mask, const char *what) {
  LaneVal &lv = get(v);
  int first = -1;
  int64_t val = 0;
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!(mask >> l & 1))
      continue;
    int64_t x = static_cast<int64_t>(lv.at(l));
    if (first < 0) {
      first = l;
      val = x;
    } else if (x != val) {
      fault(op, l,
            std::string(what) + " differs across the lanes of the wave (" +
                std::to_string(val) + " in lane " + std::to_string(first) +
                ", " + std::to_string(x) + " here); only uniform " + what +
                " is supported");
    }
  }
  return val;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

std::vector<LaneVal> Wave::execBlock(Block &block, Mask mask,
                                     ArrayRef<LaneVal> blockArgs) {
  for (auto [arg, lv] : llvm::zip(block.getArguments(), blockArgs))
    vals[arg] = lv;
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      std::vector<LaneVal> out;
      for (Value v : op.getOperands())
        out.push_back(get(v));
      return out;
    }
    exec(&op, mask);
  }
  return {};
}

void Wave::execFor(scf::ForOp op, Mask mask) {
  int64_t lb = uniform(op, op.getLowerBound(), mask, "loop lower bound");
  int64_t ub = uniform(op, op.getUpperBound(), mask, "loop upper bound");
  int64_t step = uniform(op, op.getStep(), mask, "loop step");
  if (step <= 0)
    fault(op, -1, "loop step " + std::to_string(step) + " is not positive");
  std::vector<LaneVal> iter;
  for (Value v : op.getInitArgs())
    iter.push_back(get(v));
  unsigned ivBits = bitWidthOf(op.getInductionVar().getType());
  for (int64_t i = lb; i < ub; i += step) {
    LaneVal iv = LaneVal::make(1);
    for (unsigned l = 0; l < kLanes; ++l)
      iv.at(l) = normInt(i, ivBits);
    std::vector<LaneVal> args = {iv};
    args.insert(args.end(), iter.begin(), iter.end());
    iter = execBlock(*op.getBody(), mask, args);
  }
  for (auto [r, lv] : llvm::zip(op.getResults(), iter))
    set(r, lv);
}

void Wave::execIf(scf::IfOp op, Mask mask) {
  LaneVal &cond = get(op.getCondition());
  Mask thenMask = 0;
  for (unsigned l = 0; l < kLanes; ++l)
    if ((mask >> l & 1) && (cond.at(l) & 1))
      thenMask |= Mask(1) << l;
  Mask elseMask = mask & ~thenMask;
  std::vector<LaneVal> thenVals, elseVals;
  if (thenMask)
    thenVals = execBlock(op.getThenRegion().front(), thenMask, {});
  if (elseMask && !op.getElseRegion().empty())
    elseVals = execBlock(op.getElseRegion().front(), elseMask, {});
  for (auto [idx, r] : llvm::enumerate(op.getResults())) {
    unsigned w = elementsOf(r.getType());
    LaneVal out = LaneVal::make(w);
    for (unsigned l = 0; l < kLanes; ++l) {
      const LaneVal *src = (thenMask >> l & 1)   ? &thenVals[idx]
                           : (elseMask >> l & 1) ? &elseVals[idx]
                                                 : nullptr;
      if (!src)
        continue;
      if (src->mem)
        out.mem = src->mem;
      for (unsigned e = 0; e < w && !src->bits.empty(); ++e)
        out.at(l, e) = src->at(l, e);
    }
    set(r, out);
  }
}

void Wave::execWhile(scf::WhileOp op, Mask mask) {
  // Lanes leave the loop as their condition turns false; the loop ends when
  // no lane is left. Results hold each lane's values at its exit.
  std::vector<LaneVal> args;
  for (Value v : op.getInits())
    args.push_back(get(v));
  std::vector<LaneVal> results;
  for (Type t : op.getResultTypes())
    results.push_back(LaneVal::make(elementsOf(t)));
  Mask live = mask;
  for (uint64_t iter = 0; live; ++iter) {
    if (iter > (uint64_t(1) << 40))
      fault(op, -1, "scf.while does not terminate");
    std::vector<LaneVal> before = execBlock(op.getBefore().front(), live, args);
    // before = [condition, forwarded...]
    Mask cont = 0;
    for (unsigned l = 0; l < kLanes; ++l)
      if ((live >> l & 1) && (before[0].at(l) & 1))
        cont |= Mask(1) << l;
    Mask exiting = live & ~cont;
    for (size_t r = 0; r < results.size(); ++r)
      for (unsigned l = 0; l < kLanes; ++l)
        if (exiting >> l & 1) {
          if (before[r + 1].mem)
            results[r].mem = before[r + 1].mem;
          for (unsigned e = 0; e < results[r].width; ++e)
            results[r].at(l, e) = before[r + 1].at(l, e);
        }
    live = cont;
    if (!live)
      break;
    std::vector<LaneVal> fwd(before.begin() + 1, before.end());
    args = execBlock(op.getAfter().front(), live, fwd);
  }
  for (auto [r, lv] : llvm::zip(op.getResults(), results))
    set(r, lv);
}

void Wave::barrier(Operation *op, Mask mask) {
  if (mask != initial)
    fault(op, -1,
          "barrier inside divergent control flow (only some lanes of the "
          "wave reach it)");
  state = State::AtBarrier;
  yieldToScheduler();
}

//===----------------------------------------------------------------------===//
// The dispatcher
//===----------------------------------------------------------------------===//

void Wave::exec(Operation *op, Mask mask) {
  ++kernel.emu.stats.waveOps;
  if (auto f = dyn_cast<scf::ForOp>(op))
    return execFor(f, mask);
  if (auto i = dyn_cast<scf::IfOp>(op))
    return execIf(i, mask);
  if (auto w = dyn_cast<scf::WhileOp>(op))
    return execWhile(w, mask);
  if (isa<gpu::BarrierOp, amdgpu::LDSBarrierOp>(op))
    return barrier(op, mask);
  if (isa<amdgpu::SchedBarrierOp, amdgpu::MemoryCounterWaitOp,
          memref::AssumeAlignmentOp>(op)) {
    if (auto a = dyn_cast<memref::AssumeAlignmentOp>(op))
      set(a.getResult(), get(a.getMemref()));
    return;
  }
  if (execArith(op, mask) || execVector(op, mask) || execMemory(op, mask) ||
      execGPU(op, mask) || execAMDGPU(op, mask) || execIntrinsic(op, mask))
    return;
  // lowp's device ops before their rewrite: say which pass rewrites them.
  StringRef name = op->getName().getStringRef();
  StringRef passes =
      llvm::StringSwitch<StringRef>(name)
          .Case("lowp.tile_read", "--lowp-lower-tile-copies")
          .Case("lowp.tile_write", "--lowp-lower-tile-copies")
          .Case("lowp.scale_read", "--lowp-lower-tile-copies")
          .Case("lowp.scale_write", "--lowp-lower-tile-copies")
          .Case("lowp.wave_mma", "--lowp-distribute-wave-mma "
                                 "--lowp-mfma-to-amdgpu")
          .Case("lowp.wave_rescale", "--lowp-distribute-wave-mma")
          .Case("lowp.mfma", "--lowp-mfma-to-amdgpu")
          .Case("lowp.wave_store", "--lowp-lower-wave-store")
          .Case("lowp.wave_sum", "--lowp-lower-wave-store")
          .Default("");
  if (!passes.empty())
    fault(op, -1,
          "the emulator runs kernels after lowp's rewrites: run " +
              passes.str() + " (lowp-opt) first");
  fault(op, -1, "the emulator does not model this operation");
}

//===----------------------------------------------------------------------===//
// arith / math
//===----------------------------------------------------------------------===//

/// Applies `fn(lane, element)` for every lane (inactive lanes get values too:
/// they are pure and never observed).
template <typename F>
LaneVal mapElems(unsigned width, F fn) {
  LaneVal out = LaneVal::make(width);
  for (unsigned l = 0; l < kLanes; ++l)
    for (unsigned e = 0; e < width; ++e)
      out.at(l, e) = fn(l, e);
  return out;
}

/// The value of an attribute element as bits of `t`.
uint64_t attrBits(Attribute a, Type t) {
  if (auto i = dyn_cast<IntegerAttr>(a))
    return normInt(i.getValue().getSExtValue(), bitWidthOf(t));
  if (auto f = dyn_cast<FloatAttr>(a))
    return f.getValue().bitcastToAPInt().getZExtValue();
  if (auto b = dyn_cast<BoolAttr>(a))
    return b.getValue() ? uint64_t(-1) : 0;
  return 0;
}

namespace {
/// One arith / math op of a wave: its operands, result type and element
/// count, and the elementwise evaluations its op groups share.
struct ArithExec {
  Wave &wave;
  Operation *op;
  Mask mask;
  Value res;
  Type rt;  // result element type
  unsigned w;  // elements per lane
  Type ot;  // first operand's element type
  unsigned ow; // its width
  unsigned bw; // the result's integer width (64 for floats)

  ArithExec(Wave &wave, Operation *op, Mask mask)
      : wave(wave), op(op), mask(mask), res(op->getResult(0)),
        rt(scalarOf(res.getType())), w(elementsOf(res.getType())),
        ot(op->getNumOperands() ? scalarOf(op->getOperand(0).getType())
                                : rt),
        ow(bitWidthOf(ot)), bw(rt.isIntOrIndex() ? bitWidthOf(rt) : 64) {}

  LaneVal &operand(unsigned i) { return wave.get(op->getOperand(i)); }
  uint64_t uns(int64_t v) const {
    return zeroExtend(static_cast<uint64_t>(v), bw);
  }
  void divCheck(int64_t y, unsigned l) {
    if (y == 0 && (mask >> l & 1))
      wave.fault(op, l, "integer division by zero");
  }
  // Binary integer ops.
  template <typename F> bool intBin(F fn) {
    LaneVal &a = operand(0), &b = operand(1);
    unsigned rbw = bitWidthOf(rt);
    wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
               return normInt(fn(static_cast<int64_t>(a.at(l, e)),
                                 static_cast<int64_t>(b.at(l, e)), l),
                              rbw);
             }));
    return true;
  }
  template <typename F> bool fltBin(F fn) {
    LaneVal &a = operand(0), &b = operand(1);
    wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
               if (rt.isF32()) {
                 float x = num::floatOf(static_cast<uint32_t>(a.at(l, e)));
                 float y = num::floatOf(static_cast<uint32_t>(b.at(l, e)));
                 return static_cast<uint64_t>(
                     num::bitsOf(static_cast<float>(fn(x, y))));
               }
               return fromDouble(rt, fn(toDouble(rt, a.at(l, e)),
                                        toDouble(rt, b.at(l, e))));
             }));
    return true;
  }
  template <typename F> bool fltUn(F fn) {
    LaneVal &a = operand(0);
    wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
               return fromDouble(rt, fn(toDouble(rt, a.at(l, e))));
             }));
    return true;
  }
  // The libm functions of the host reference (which computes bf16 / f16
  // math in f32 and f32 math with the f32 functions): f32 in, f32 out, one
  // rounding to the result type; f64 with the double functions.
  bool libmUn(float (*f)(float), double (*d)(double)) {
    LaneVal &a = operand(0);
    wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
               if (rt.isF64())
                 return fromDouble(rt, d(toDouble(rt, a.at(l, e))));
               float x = static_cast<float>(toDouble(rt, a.at(l, e)));
               float y = f(x);
               return rt.isF32() ? static_cast<uint64_t>(num::bitsOf(y))
                                 : fromDouble(rt, y);
             }));
    return true;
  }
  bool libmBin(float (*f)(float, float), double (*d)(double, double)) {
    LaneVal &a = operand(0), &b = operand(1);
    wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
               if (rt.isF64())
                 return fromDouble(rt, d(toDouble(rt, a.at(l, e)),
                                         toDouble(rt, b.at(l, e))));
               float y = f(static_cast<float>(toDouble(rt, a.at(l, e))),
                           static_cast<float>(toDouble(rt, b.at(l, e))));
               return rt.isF32() ? static_cast<uint64_t>(num::bitsOf(y))
                                 : fromDouble(rt, y);
             }));
    return true;
  }

  bool intOps();
  bool compareSelect();
  bool casts();
  bool floatOps();
};

/// Integer arithmetic, division (faulting on zero), shifts, min / max.
bool ArithExec::intOps() {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](arith::AddIOp) {
        return intBin([](int64_t x, int64_t y, unsigned) { return x + y; });
      })
      .Case([&](arith::SubIOp) {
        return intBin([](int64_t x, int64_t y, unsigned) { return x - y; });
      })
      .Case([&](arith::MulIOp) {
        return intBin([](int64_t x, int64_t y, unsigned) {
          return static_cast<int64_t>(static_cast<uint64_t>(x) *
                                      static_cast<uint64_t>(y));
        });
      })
      .Case([&](arith::DivSIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) {
          divCheck(y, l);
          return y ? x / y : 0;
        });
      })
      .Case([&](arith::DivUIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) {
          divCheck(y, l);
          return y ? static_cast<int64_t>(uns(x) / uns(y)) : 0;
        });
      })
      .Case([&](arith::RemSIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) {
          divCheck(y, l);
          return y ? x % y : 0;
        });
      })
      .Case([&](arith::RemUIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) {
          divCheck(y, l);
          return y ? static_cast<int64_t>(uns(x) % uns(y)) : 0;
        });
      })
      .Case([&](arith::CeilDivSIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) -> int64_t {
          divCheck(y, l);
          if (!y)
            return 0;
          int64_t q = x / y;
          return (x % y != 0 && ((x < 0) == (y < 0))) ? q + 1 : q;
        });
      })
      .Case([&](arith::CeilDivUIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) -> int64_t {
          divCheck(y, l);
          return y ? static_cast<int64_t>((uns(x) + uns(y) - 1) / uns(y)) : 0;
        });
      })
      .Case([&](arith::AndIOp) {
        return intBin([](int64_t x, int64_t y, unsigned) { return x & y; });
      })
      .Case([&](arith::OrIOp) {
        return intBin([](int64_t x, int64_t y, unsigned) { return x | y; });
      })
      .Case([&](arith::XOrIOp) {
        return intBin([](int64_t x, int64_t y, unsigned) { return x ^ y; });
      })
      .Case([&](arith::ShLIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned) -> int64_t {
          return uns(y) >= bw ? 0 : static_cast<int64_t>(uns(x) << uns(y));
        });
      })
      .Case([&](arith::ShRUIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned) -> int64_t {
          return uns(y) >= bw ? 0 : static_cast<int64_t>(uns(x) >> uns(y));
        });
      })
      .Case([&](arith::ShRSIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned) -> int64_t {
          return uns(y) >= bw ? (x < 0 ? -1 : 0) : x >> uns(y);
        });
      })
      .Case([&](arith::MaxSIOp) {
        return intBin(
            [](int64_t x, int64_t y, unsigned) { return std::max(x, y); });
      })
      .Case([&](arith::MinSIOp) {
        return intBin(
            [](int64_t x, int64_t y, unsigned) { return std::min(x, y); });
      })
      .Case([&](arith::MaxUIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned) {
          return uns(x) >= uns(y) ? x : y;
        });
      })
      .Case([&](arith::MinUIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned) {
          return uns(x) <= uns(y) ? x : y;
        });
      })
      .Case([&](arith::FloorDivSIOp) {
        return intBin([&](int64_t x, int64_t y, unsigned l) -> int64_t {
          divCheck(y, l);
          if (!y)
            return 0;
          int64_t q = x / y;
          return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
        });
      })
      .Default([](Operation *) { return false; });
}

/// Comparisons and select.
bool ArithExec::compareSelect() {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](arith::CmpIOp c) {
        LaneVal &a = operand(0), &b = operand(1);
        auto pred = c.getPredicate();
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) -> uint64_t {
              int64_t x = static_cast<int64_t>(a.at(l, e));
              int64_t y = static_cast<int64_t>(b.at(l, e));
              uint64_t ux = zeroExtend(a.at(l, e), ow);
              uint64_t uy = zeroExtend(b.at(l, e), ow);
              bool r = false;
              switch (pred) {
              case arith::CmpIPredicate::eq: r = x == y; break;
              case arith::CmpIPredicate::ne: r = x != y; break;
              case arith::CmpIPredicate::slt: r = x < y; break;
              case arith::CmpIPredicate::sle: r = x <= y; break;
              case arith::CmpIPredicate::sgt: r = x > y; break;
              case arith::CmpIPredicate::sge: r = x >= y; break;
              case arith::CmpIPredicate::ult: r = ux < uy; break;
              case arith::CmpIPredicate::ule: r = ux <= uy; break;
              case arith::CmpIPredicate::ugt: r = ux > uy; break;
              case arith::CmpIPredicate::uge: r = ux >= uy; break;
              }
              return r ? uint64_t(-1) : 0;
            }));
        return true;
      })
      .Case([&](arith::CmpFOp c) {
        LaneVal &a = operand(0), &b = operand(1);
        auto pred = c.getPredicate();
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) -> uint64_t {
              double x = toDouble(ot, a.at(l, e)), y = toDouble(ot, b.at(l, e));
              bool un = std::isnan(x) || std::isnan(y);
              bool r = false;
              using P = arith::CmpFPredicate;
              switch (pred) {
              case P::AlwaysFalse: r = false; break;
              case P::OEQ: r = !un && x == y; break;
              case P::OGT: r = !un && x > y; break;
              case P::OGE: r = !un && x >= y; break;
              case P::OLT: r = !un && x < y; break;
              case P::OLE: r = !un && x <= y; break;
              case P::ONE: r = !un && x != y; break;
              case P::ORD: r = !un; break;
              case P::UEQ: r = un || x == y; break;
              case P::UGT: r = un || x > y; break;
              case P::UGE: r = un || x >= y; break;
              case P::ULT: r = un || x < y; break;
              case P::ULE: r = un || x <= y; break;
              case P::UNE: r = un || x != y; break;
              case P::UNO: r = un; break;
              case P::AlwaysTrue: r = true; break;
              }
              return r ? uint64_t(-1) : 0;
            }));
        return true;
      })
      .Case([&](arith::SelectOp s) {
        LaneVal &c = operand(0), &t = operand(1), &f = operand(2);
        bool scalarCond = !isa<VectorType>(s.getCondition().getType());
        LaneVal out = mapElems(w, [&](unsigned l, unsigned e) {
          bool pick = c.at(l, scalarCond ? 0 : e) & 1;
          return pick ? t.at(l, e) : f.at(l, e);
        });
        if (t.mem || f.mem) // select of memrefs: uniform choice only
          out.mem = (c.at(0) & 1) ? t.mem : f.mem;
        wave.set(res, out);
        return true;
      })
      .Default([](Operation *) { return false; });
}

/// Integer and float conversions, bit casts.
bool ArithExec::casts() {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(
          [&](Operation *) {
            LaneVal &a = operand(0);
            unsigned rw = bitWidthOf(rt);
            wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
                  return normInt(static_cast<int64_t>(a.at(l, e)), rw);
                }));
            return true;
          })
      .Case<arith::IndexCastUIOp, arith::ExtUIOp>([&](Operation *) {
        LaneVal &a = operand(0);
        unsigned rw = bitWidthOf(rt);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              return normInt(static_cast<int64_t>(zeroExtend(a.at(l, e), ow)),
                             rw);
            }));
        return true;
      })
      .Case([&](arith::BitcastOp) {
        LaneVal &a = operand(0);
        unsigned rw = bitWidthOf(rt);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              uint64_t raw = zeroExtend(a.at(l, e), ow);
              return rt.isIntOrIndex()
                         ? normInt(static_cast<int64_t>(raw), rw)
                         : raw;
            }));
        return true;
      })
      .Case<arith::ExtFOp, arith::TruncFOp>([&](Operation *) {
        LaneVal &a = operand(0);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              double x = toDouble(ot, a.at(l, e));
              if (rt.isF32() && ot.isF64())
                return static_cast<uint64_t>(
                    num::bitsOf(static_cast<float>(x)));
              return fromDouble(rt, x);
            }));
        return true;
      })
      .Case<arith::SIToFPOp, arith::UIToFPOp>([&](Operation *o) {
        LaneVal &a = operand(0);
        bool isU = isa<arith::UIToFPOp>(o);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              double x = isU ? static_cast<double>(zeroExtend(a.at(l, e), ow))
                             : static_cast<double>(
                                   static_cast<int64_t>(a.at(l, e)));
              return fromDouble(rt, x);
            }));
        return true;
      })
      .Case<arith::FPToSIOp, arith::FPToUIOp>([&](Operation *) {
        LaneVal &a = operand(0);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              double x = std::trunc(toDouble(ot, a.at(l, e)));
              if (std::isnan(x))
                x = 0;
              return normInt(static_cast<int64_t>(x), bitWidthOf(rt));
            }));
        return true;
      })
      .Default([](Operation *) { return false; });
}

/// Float arithmetic and the math functions.
bool ArithExec::floatOps() {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](arith::AddFOp) {
        return fltBin([](auto x, auto y) { return x + y; });
      })
      .Case([&](arith::SubFOp) {
        return fltBin([](auto x, auto y) { return x - y; });
      })
      .Case([&](arith::MulFOp) {
        return fltBin([](auto x, auto y) { return x * y; });
      })
      .Case([&](arith::DivFOp) {
        return fltBin([](auto x, auto y) { return x / y; });
      })
      .Case([&](arith::MaximumFOp) {
        return fltBin([](auto x, auto y) {
          return std::isnan(x) || std::isnan(y)
                     ? std::numeric_limits<decltype(x)>::quiet_NaN()
                     : (x == y ? (std::signbit(x) ? y : x) : std::max(x, y));
        });
      })
      .Case([&](arith::MinimumFOp) {
        return fltBin([](auto x, auto y) {
          return std::isnan(x) || std::isnan(y)
                     ? std::numeric_limits<decltype(x)>::quiet_NaN()
                     : (x == y ? (std::signbit(x) ? x : y) : std::min(x, y));
        });
      })
      .Case([&](arith::MaxNumFOp) {
        return fltBin([](auto x, auto y) { return std::fmax(x, y); });
      })
      .Case([&](arith::MinNumFOp) {
        return fltBin([](auto x, auto y) { return std::fmin(x, y); });
      })
      .Case([&](arith::NegFOp) {
        LaneVal &a = operand(0);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              // Flip the sign bit (exact for every format with a sign).
              return a.at(l, e) ^ (uint64_t(1) << (bitWidthOf(rt) - 1));
            }));
        return true;
      })
      .Case([&](math::AbsFOp) {
        return fltUn([](double x) { return std::fabs(x); });
      })
      .Case([&](math::SqrtOp) {
        return fltUn([](double x) { return std::sqrt(x); });
      })
      .Case([&](math::FloorOp) {
        return fltUn([](double x) { return std::floor(x); });
      })
      .Case([&](math::CeilOp) {
        return fltUn([](double x) { return std::ceil(x); });
      })
      .Case([&](math::Exp2Op) { return libmUn(::exp2f, ::exp2); })
      .Case([&](math::ExpOp) { return libmUn(::expf, ::exp); })
      .Case([&](math::ExpM1Op) { return libmUn(::expm1f, ::expm1); })
      .Case([&](math::LogOp) { return libmUn(::logf, ::log); })
      .Case([&](math::Log1pOp) { return libmUn(::log1pf, ::log1p); })
      .Case([&](math::Log2Op) { return libmUn(::log2f, ::log2); })
      .Case([&](math::TanhOp) { return libmUn(::tanhf, ::tanh); })
      .Case([&](math::ErfOp) { return libmUn(::erff, ::erf); })
      .Case([&](math::SinOp) { return libmUn(::sinf, ::sin); })
      .Case([&](math::CosOp) { return libmUn(::cosf, ::cos); })
      .Case([&](math::PowFOp) { return libmBin(::powf, ::pow); })
      .Case([&](math::RsqrtOp) {
        // As the host lowers it (convert-math-to-llvm): 1 / sqrt(x), two
        // roundings.
        return libmUn([](float x) { return 1.0f / std::sqrt(x); },
                      [](double x) { return 1.0 / std::sqrt(x); });
      })
      .Case([&](math::CopySignOp) {
        return fltBin([](auto x, auto y) { return std::copysign(x, y); });
      })
      .Case<math::FmaOp>([&](Operation *) {
        LaneVal &a = operand(0), &b = operand(1), &c = operand(2);
        wave.set(res, mapElems(w, [&](unsigned l, unsigned e) {
              if (rt.isF32())
                return static_cast<uint64_t>(num::bitsOf(std::fma(
                    num::floatOf(static_cast<uint32_t>(a.at(l, e))),
                    num::floatOf(static_cast<uint32_t>(b.at(l, e))),
                    num::floatOf(static_cast<uint32_t>(c.at(l, e))))));
              return fromDouble(rt, std::fma(toDouble(rt, a.at(l, e)),
                                             toDouble(rt, b.at(l, e)),
                                             toDouble(rt, c.at(l, e))));
            }));
        return true;
      })
      .Default([](Operation *) { return false; });
}

/// arith.constant (splat, dense or scalar) and ub.poison: every lane
/// holds the value.
bool execConstant(Wave &wave, Operation *op) {
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    Type t = c.getType();
    unsigned w = elementsOf(t);
    Type et = scalarOf(t);
    LaneVal v = LaneVal::make(w);
    Attribute a = c.getValue();
    std::vector<uint64_t> elems(w);
    if (auto dense = dyn_cast<DenseElementsAttr>(a)) {
      if (dense.isSplat()) {
        uint64_t b = isa<FloatType>(et)
                         ? dense.getSplatValue<APFloat>()
                               .bitcastToAPInt()
                               .getZExtValue()
                         : normInt(dense.getSplatValue<APInt>().getSExtValue(),
                                   bitWidthOf(et));
        std::fill(elems.begin(), elems.end(), b);
      } else if (isa<FloatType>(et)) {
        unsigned i = 0;
        for (APFloat f : dense.getValues<APFloat>())
          elems[i++] = f.bitcastToAPInt().getZExtValue();
      } else {
        unsigned i = 0;
        for (APInt x : dense.getValues<APInt>())
          elems[i++] = normInt(x.getSExtValue(), bitWidthOf(et));
      }
    } else {
      std::fill(elems.begin(), elems.end(), attrBits(a, et));
    }
    for (unsigned l = 0; l < kLanes; ++l)
      for (unsigned e = 0; e < w; ++e)
        v.at(l, e) = elems[e];
    wave.set(c.getResult(), v);
    return true;
  }
  if (auto p = dyn_cast<ub::PoisonOp>(op)) {
    wave.set(p.getResult(), LaneVal::make(elementsOf(p.getType())));
    return true;
  }

  return false;
}
} // namespace

bool Wave::execArith(Operation *op, Mask mask) {
  if (execConstant(*this, op))
    return true;
  Dialect *d = op->getDialect();
  if (!d || (d->getNamespace() != "arith" && d->getNamespace() != "math"))
    return false;
  if (op->getNumResults() != 1)
    return false;
  ArithExec x(*this, op, mask);
  return x.intOps() || x.compareSelect() || x.casts() || x.floatOps();
}

//===----------------------------------------------------------------------===//
// vector
//===----------------------------------------------------------------------===//

/// Broadcasts, casts, element and slice extracts and inserts.
bool Wave::execVectorShape(Operation *op, Mask mask) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](vector::BroadcastOp b) {
        LaneVal &src = get(b.getSource());
        unsigned w = elementsOf(b.getType());
        unsigned sw = elementsOf(b.getSource().getType());
        set(b.getResult(), mapElems(w, [&](unsigned l, unsigned e) {
              return src.at(l, sw == 1 ? 0 : e % sw);
            }));
        return true;
      })
      .Case([&](vector::ShapeCastOp s) {
        set(s.getResult(), get(s.getSource()));
        return true;
      })
      .Case([&](vector::BitCastOp b) {
        // Reinterpret the lane's bits: pack source elements little-endian
        // and unpack them at the result width.
        LaneVal &src = get(b.getSource());
        Type st = scalarOf(b.getSource().getType());
        Type rt = scalarOf(b.getType());
        unsigned sw = elementsOf(b.getSource().getType());
        unsigned rw = elementsOf(b.getType());
        unsigned sb = bitWidthOf(st), rb = bitWidthOf(rt);
        LaneVal out = LaneVal::make(rw);
        for (unsigned l = 0; l < kLanes; ++l) {
          std::vector<uint8_t> bits(sw * sb);
          for (unsigned e = 0; e < sw; ++e)
            for (unsigned k = 0; k < sb; ++k)
              bits[e * sb + k] = (src.at(l, e) >> k) & 1;
          for (unsigned e = 0; e < rw; ++e) {
            uint64_t v = 0;
            for (unsigned k = 0; k < rb; ++k)
              v |= uint64_t(bits[e * rb + k]) << k;
            out.at(l, e) = rt.isIntOrIndex()
                               ? normInt(static_cast<int64_t>(v), rb)
                               : v;
          }
        }
        set(b.getResult(), out);
        return true;
      })
      .Case([&](vector::ExtractOp x) {
        LaneVal &src = get(x.getSource());
        auto vt = cast<VectorType>(x.getSource().getType());
        ArrayRef<int64_t> shape = vt.getShape();
        unsigned w = elementsOf(x.getType());
        // Positions may be static or (per lane) dynamic.
        SmallVector<OpFoldResult> pos = x.getMixedPosition();
        std::vector<int64_t> base(kLanes, 0);
        int64_t stride = 1;
        for (int64_t d = shape.size() - 1; d >= 0; --d) {
          if (d < static_cast<int64_t>(pos.size())) {
            for (unsigned l = 0; l < kLanes; ++l) {
              int64_t p = 0;
              if (auto a = dyn_cast<Attribute>(pos[d]))
                p = cast<IntegerAttr>(a).getInt();
              else
                p = static_cast<int64_t>(get(cast<Value>(pos[d])).at(l));
              if ((p < 0 || p >= shape[d]) && (mask >> l & 1))
                fault(op, l, "vector.extract position " + std::to_string(p) +
                                 " is out of bounds");
              base[l] += std::clamp<int64_t>(p, 0, shape[d] - 1) * stride;
            }
          }
          stride *= shape[d];
        }
        set(x.getResult(), mapElems(w, [&](unsigned l, unsigned e) {
              return src.at(l, base[l] + e);
            }));
        return true;
      })
      .Case([&](vector::InsertOp x) {
        LaneVal &val = get(x.getValueToStore());
        LaneVal dst = get(x.getDest());
        auto vt = cast<VectorType>(x.getDest().getType());
        if (!x.getDynamicPosition().empty())
          fault(op, -1, "dynamic vector.insert positions are not modeled");
        int64_t base = 0, stride = 1;
        ArrayRef<int64_t> shape = vt.getShape();
        SmallVector<int64_t> pos(x.getStaticPosition());
        for (int64_t d = shape.size() - 1; d >= 0; --d) {
          if (d < static_cast<int64_t>(pos.size()))
            base += pos[d] * stride;
          stride *= shape[d];
        }
        unsigned w = elementsOf(x.getValueToStore().getType());
        for (unsigned l = 0; l < kLanes; ++l)
          for (unsigned e = 0; e < w; ++e)
            dst.at(l, base + e) = val.at(l, e);
        set(x.getResult(), dst);
        return true;
      })
      .Case([&](vector::ExtractStridedSliceOp x) {
        auto vt = cast<VectorType>(x.getSource().getType());
        if (vt.getRank() != 1)
          fault(op, -1, "only 1-D vector.extract_strided_slice is modeled");
        LaneVal &src = get(x.getSource());
        int64_t off = cast<IntegerAttr>(x.getOffsets()[0]).getInt();
        int64_t st = cast<IntegerAttr>(x.getStrides()[0]).getInt();
        unsigned w = elementsOf(x.getType());
        set(x.getResult(), mapElems(w, [&](unsigned l, unsigned e) {
              return src.at(l, off + e * st);
            }));
        return true;
      })
      .Case([&](vector::InsertStridedSliceOp x) {
        auto vt = cast<VectorType>(x.getDest().getType());
        if (vt.getRank() != 1)
          fault(op, -1, "only 1-D vector.insert_strided_slice is modeled");
        LaneVal &val = get(x.getValueToStore());
        LaneVal dst = get(x.getDest());
        int64_t off = cast<IntegerAttr>(x.getOffsets()[0]).getInt();
        int64_t st = cast<IntegerAttr>(x.getStrides()[0]).getInt();
        unsigned w = elementsOf(x.getValueToStore().getType());
        for (unsigned l = 0; l < kLanes; ++l)
          for (unsigned e = 0; e < w; ++e)
            dst.at(l, off + e * st) = val.at(l, e);
        set(x.getResult(), dst);
        return true;
      })
      .Default([](Operation *) { return false; });
}

/// Shuffles, element lists, fma, loads and stores.
bool Wave::execVectorData(Operation *op, Mask mask) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](vector::ShuffleOp x) {
        LaneVal &v1 = get(x.getV1()), &v2 = get(x.getV2());
        unsigned n1 = elementsOf(x.getV1().getType());
        ArrayRef<int64_t> mask = x.getMask();
        set(x.getResult(), mapElems(mask.size(), [&](unsigned l, unsigned e) {
              int64_t m = mask[e];
              if (m < 0) // poison lane
                return uint64_t(0);
              return m < int64_t(n1) ? v1.at(l, m) : v2.at(l, m - n1);
            }));
        return true;
      })
      .Case([&](vector::FromElementsOp f) {
        unsigned w = elementsOf(f.getType());
        std::vector<LaneVal *> srcs;
        for (Value v : f.getElements())
          srcs.push_back(&get(v));
        set(f.getResult(), mapElems(w, [&](unsigned l, unsigned e) {
              return srcs[e]->at(l);
            }));
        return true;
      })
      .Case([&](vector::FMAOp f) {
        Type rt = scalarOf(f.getType());
        LaneVal &a = get(f.getLhs()), &b = get(f.getRhs()),
                &c = get(f.getAcc());
        set(f.getResult(), mapElems(elementsOf(f.getType()), [&](unsigned l,
                                                                 unsigned e) {
              if (rt.isF32())
                return static_cast<uint64_t>(num::bitsOf(std::fma(
                    num::floatOf(static_cast<uint32_t>(a.at(l, e))),
                    num::floatOf(static_cast<uint32_t>(b.at(l, e))),
                    num::floatOf(static_cast<uint32_t>(c.at(l, e))))));
              return fromDouble(rt, std::fma(toDouble(rt, a.at(l, e)),
                                             toDouble(rt, b.at(l, e)),
                                             toDouble(rt, c.at(l, e))));
            }));
        return true;
      })
      .Case([&](vector::LoadOp x) {
        load(op, x.getBase(), x.getIndices(), x.getResult(), mask);
        return true;
      })
      .Case([&](vector::StoreOp x) {
        store(op, x.getValueToStore(), x.getBase(), x.getIndices(), mask);
        return true;
      })
      .Default([](Operation *) { return false; });
}

bool Wave::execVector(Operation *op, Mask mask) {
  return execVectorShape(op, mask) || execVectorData(op, mask);
}

//===----------------------------------------------------------------------===//
// memory
//===----------------------------------------------------------------------===//

Wave::Addr Wave::address(Operation *op, const MemRefVal &m, ValueRange indices,
                         unsigned lane, int64_t extraElems, unsigned count) {
  int64_t lin = m.offset[lane];
  bool inBounds = true;
  SmallVector<int64_t> idx;
  for (auto [d, v] : llvm::enumerate(indices)) {
    int64_t i = static_cast<int64_t>(get(v).at(lane));
    idx.push_back(i);
    lin += i * m.strides[d];
    int64_t extent = (d + 1 == indices.size()) ? i + count - 1 : i;
    if (i < 0 || extent >= m.sizes[d])
      inBounds = false;
  }
  lin += extraElems;
  int64_t byteOff = lin * m.elemBytes + (m.laneBytes ? lane * m.laneBytes : 0);
  if (m.rawBuffer) {
    // Raw buffer rule: each element is in bounds iff its byte offset is
    // below num_records; the caller checks per element.
    return {true, byteOff};
  }
  if (!inBounds) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "out-of-bounds access to " << m.name << " at index [";
    llvm::interleaveComma(idx, os);
    os << "]";
    if (count > 1)
      os << " (" << count << " elements)";
    os << " of shape [";
    llvm::interleaveComma(m.sizes, os);
    os << "], byte address " << byteOff;
    fault(op, lane, s);
  }
  if (byteOff < 0 ||
      byteOff + int64_t(count) * m.elemBytes >
          static_cast<int64_t>(m.bytes->size()))
    fault(op, lane,
          "access outside the allocation of " + m.name + " at byte " +
              std::to_string(byteOff));
  return {true, byteOff};
}

/// The raw buffer range rule of the hardware (LLVM's AMDGPUUsage, "relaxed
/// buffer OOB mode"): an access is checked in 32-bit words from its start,
/// each word independently (an access of 4 bytes or less is one word); a
/// word any byte of which is at or past num_records is out of range as a
/// whole. Element `e` of an access of `count` elements at `start` is in
/// range iff every word it overlaps is.
static bool rawInRange(const MemRefVal &m, int64_t start, unsigned count,
                unsigned e) {
  int64_t total = int64_t(count) * m.elemBytes;
  int64_t lo = int64_t(e) * m.elemBytes, hi = lo + m.elemBytes;
  int64_t limit = std::min<int64_t>(m.rangeBase + m.validBytes,
                                    static_cast<int64_t>(m.bytes->size()));
  for (int64_t w = lo / 4 * 4; w < hi; w += 4) {
    int64_t wordEnd = std::min(w + 4, total);
    if (start + w < m.rangeBase || start + wordEnd > limit)
      return false;
  }
  return true;
}

void Wave::load(Operation *op, Value memref, ValueRange indices, Value result,
                Mask mask, int64_t extraElems) {
  LaneVal &mv = get(memref);
  const MemRefVal &m = *mv.mem;
  unsigned count = elementsOf(result.getType());
  LaneVal out = LaneVal::make(count);
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!(mask >> l & 1))
      continue;
    Addr a = address(op, m, indices, l, extraElems, count);
    for (unsigned e = 0; e < count; ++e) {
      int64_t off = a.byteOffset + int64_t(e) * m.elemBytes;
      if (m.rawBuffer && !rawInRange(m, a.byteOffset, count, e)) {
        out.at(l, e) = 0; // out-of-bounds buffer load returns zero
        continue;
      }
      uint64_t v = 0;
      std::memcpy(&v, m.bytes->data() + off, m.elemBytes);
      Type et = scalarOf(result.getType());
      out.at(l, e) = et.isIntOrIndex()
                         ? normInt(static_cast<int64_t>(v), bitWidthOf(et))
                         : v;
    }
  }
  set(result, out);
}

void Wave::store(Operation *op, Value value, Value memref, ValueRange indices,
                 Mask mask, int64_t extraElems) {
  LaneVal &mv = get(memref);
  const MemRefVal &m = *mv.mem;
  LaneVal &val = get(value);
  unsigned count = elementsOf(value.getType());
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!(mask >> l & 1))
      continue;
    Addr a = address(op, m, indices, l, extraElems, count);
    for (unsigned e = 0; e < count; ++e) {
      int64_t off = a.byteOffset + int64_t(e) * m.elemBytes;
      if (m.rawBuffer && !rawInRange(m, a.byteOffset, count, e))
        continue; // out-of-bounds buffer store is dropped
      uint64_t v = val.at(l, e);
      std::memcpy(m.bytes->data() + off, &v, m.elemBytes);
    }
  }
}

unsigned elemBytesOf(Type t) {
  unsigned bits = bitWidthOf(t);
  return bits <= 8 ? 1 : bits / 8;
}

std::shared_ptr<MemRefVal> newMemRef(MemRefType t, Space space,
                                     ArrayRef<int64_t> sizes,
                                     const std::string &name) {
  auto m = std::make_shared<MemRefVal>();
  m->space = space;
  m->elemBytes = elemBytesOf(t.getElementType());
  m->sizes.assign(sizes.begin(), sizes.end());
  m->strides.assign(sizes.size(), 1);
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 2; d >= 0; --d)
    m->strides[d] = m->strides[d + 1] * sizes[d + 1];
  m->name = name;
  return m;
}

int64_t numElems(ArrayRef<int64_t> sizes) {
  int64_t n = 1;
  for (int64_t s : sizes)
    n *= s;
  return n;
}

bool isWorkgroupSpace(MemRefType t) {
  if (auto a = dyn_cast_or_null<gpu::AddressSpaceAttr>(t.getMemorySpace()))
    return a.getValue() == gpu::AddressSpace::Workgroup;
  if (auto i = dyn_cast_or_null<IntegerAttr>(t.getMemorySpace()))
    return i.getInt() == 3;
  return false;
}

bool Wave::execMemory(Operation *op, Mask mask) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](memref::LoadOp x) {
        load(op, x.getMemRef(), x.getIndices(), x.getResult(), mask);
        return true;
      })
      .Case([&](memref::StoreOp x) {
        store(op, x.getValueToStore(), x.getMemRef(), x.getIndices(), mask);
        return true;
      })
      .Case([&](memref::DimOp x) {
        LaneVal &m = get(x.getSource());
        int64_t d = uniform(op, x.getIndex(), mask, "dimension index");
        LaneVal out = LaneVal::make(1);
        for (unsigned l = 0; l < kLanes; ++l)
          out.at(l) = m.mem->sizes[d];
        set(x.getResult(), out);
        return true;
      })
      .Case([&](memref::CastOp x) {
        set(x.getResult(), get(x.getSource()));
        return true;
      })
      .Case([&](memref::SubViewOp x) {
        LaneVal src = get(x.getSource());
        auto m = std::make_shared<MemRefVal>(*src.mem);
        auto rt = cast<MemRefType>(x.getType());
        SmallVector<int64_t> offs, sizes, strides;
        auto valueAt = [&](OpFoldResult ofr, unsigned lane) -> int64_t {
          if (auto a = dyn_cast<Attribute>(ofr))
            return cast<IntegerAttr>(a).getInt();
          return static_cast<int64_t>(get(cast<Value>(ofr)).at(lane));
        };
        auto mixedOffsets = x.getMixedOffsets();
        auto mixedSizes = x.getMixedSizes();
        auto mixedStrides = x.getMixedStrides();
        unsigned first = mask ? __builtin_ctzll(mask) : 0;
        for (unsigned l = 0; l < kLanes; ++l) {
          int64_t off = src.mem->offset[l];
          for (size_t d = 0; d < mixedOffsets.size(); ++d)
            off += valueAt(mixedOffsets[d], l) * src.mem->strides[d];
          m->offset[l] = off;
        }
        // Sizes and strides of the result (rank-reducing drops unit dims).
        llvm::SmallBitVector dropped = x.getDroppedDims();
        m->sizes.clear();
        m->strides.clear();
        for (size_t d = 0; d < mixedSizes.size(); ++d) {
          if (dropped.test(d))
            continue;
          m->sizes.push_back(valueAt(mixedSizes[d], first));
          m->strides.push_back(src.mem->strides[d] *
                               valueAt(mixedStrides[d], first));
        }
        (void)rt;
        LaneVal out;
        out.mem = m;
        set(x.getResult(), out);
        return true;
      })
      .Case([&](memref::AllocaOp x) {
        auto t = x.getType();
        if (!t.hasStaticShape())
          fault(op, -1, "dynamic memref.alloca is not modeled");
        auto m = newMemRef(t, Space::Private, t.getShape(), "private memory");
        m->laneBytes = numElems(t.getShape()) * m->elemBytes;
        m->bytes = std::make_shared<std::vector<uint8_t>>(m->laneBytes *
                                                          kLanes);
        LaneVal out;
        out.mem = m;
        set(x.getResult(), out);
        return true;
      })
      .Case([&](memref::AllocOp x) {
        auto t = x.getType();
        if (!isWorkgroupSpace(t))
          fault(op, -1,
                "memref.alloc in a kernel must be in workgroup memory");
        if (!t.hasStaticShape())
          fault(op, -1, "dynamic workgroup allocations are not modeled");
        auto &slot = wg.shared[op];
        if (!slot) {
          slot = newMemRef(t, Space::Workgroup, t.getShape(),
                           "workgroup memory");
          int64_t bytes = numElems(t.getShape()) * slot->elemBytes;
          slot->bytes = std::make_shared<std::vector<uint8_t>>(bytes);
          wg.ldsBytes += bytes;
          if (wg.ldsBytes > kernel.emu.chip.ldsBytes)
            fault(op, -1,
                  "workgroup memory of " + std::to_string(wg.ldsBytes) +
                      " bytes exceeds the " +
                      std::string(kernel.emu.chip.name) + " limit of " +
                      std::to_string(kernel.emu.chip.ldsBytes));
        }
        LaneVal out;
        out.mem = slot;
        set(x.getResult(), out);
        return true;
      })
      .Case([&](memref::DeallocOp) { return true; })
      .Default([](Operation *) { return false; });
}

//===----------------------------------------------------------------------===//
// gpu
//===----------------------------------------------------------------------===//

bool Wave::execGPU(Operation *op, Mask mask) {
  const Dim3 &blk = kernel.block;
  auto dimIndex = [](gpu::Dimension d) { return static_cast<unsigned>(d); };
  auto idxVal = [&](auto fn) {
    LaneVal out = LaneVal::make(1);
    for (unsigned l = 0; l < kLanes; ++l)
      out.at(l) = static_cast<uint64_t>(fn(l));
    set(op->getResult(0), out);
    return true;
  };
  auto tid = [&](unsigned l) -> std::array<int64_t, 3> {
    int64_t t = int64_t(id) * kLanes + l;
    return {t % blk.x, (t / blk.x) % blk.y, t / (blk.x * blk.y)};
  };
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](gpu::ThreadIdOp x) {
        unsigned d = dimIndex(x.getDimension());
        return idxVal([&](unsigned l) { return tid(l)[d]; });
      })
      .Case([&](gpu::BlockIdOp x) {
        unsigned d = dimIndex(x.getDimension());
        return idxVal([&](unsigned) { return wg.id[d]; });
      })
      .Case([&](gpu::BlockDimOp x) {
        unsigned d = dimIndex(x.getDimension());
        int64_t v[3] = {blk.x, blk.y, blk.z};
        return idxVal([&](unsigned) { return v[d]; });
      })
      .Case([&](gpu::GridDimOp x) {
        unsigned d = dimIndex(x.getDimension());
        int64_t v[3] = {kernel.grid.x, kernel.grid.y, kernel.grid.z};
        return idxVal([&](unsigned) { return v[d]; });
      })
      .Case([&](gpu::LaneIdOp) {
        return idxVal([&](unsigned l) { return int64_t(l); });
      })
      .Case([&](gpu::SubgroupIdOp) {
        return idxVal([&](unsigned) { return int64_t(id); });
      })
      .Case([&](gpu::SubgroupSizeOp) {
        return idxVal([&](unsigned) { return int64_t(kLanes); });
      })
      .Case([&](ROCDL::BallotOp x) {
        // Bit l: lane l is active and its predicate holds; every lane gets
        // the whole mask (the result's width: i32 or i64).
        LaneVal &p = get(x.getPred());
        uint64_t bits = 0;
        for (unsigned l = 0; l < kLanes; ++l)
          if ((mask >> l & 1) && (p.at(l) & 1))
            bits |= uint64_t(1) << l;
        if (x.getType().getIntOrFloatBitWidth() < 64)
          bits &= 0xFFFFFFFFu;
        LaneVal out = LaneVal::make(1);
        for (unsigned l = 0; l < kLanes; ++l)
          out.at(l) = bits;
        set(x.getResult(), out);
        return true;
      })
      .Case([&](gpu::ShuffleOp x) {
        LaneVal &v = get(x.getValue());
        LaneVal &off = get(x.getOffset());
        LaneVal &width = get(x.getWidth());
        LaneVal out = LaneVal::make(elementsOf(x.getValue().getType()));
        LaneVal valid = LaneVal::make(1);
        for (unsigned l = 0; l < kLanes; ++l) {
          int64_t o = static_cast<int64_t>(off.at(l));
          int64_t w = static_cast<int64_t>(width.at(l));
          int64_t src = l;
          switch (x.getMode()) {
          case gpu::ShuffleMode::XOR:
            src = l ^ o;
            break;
          case gpu::ShuffleMode::IDX:
            src = (l / w) * w + o;
            break;
          case gpu::ShuffleMode::DOWN:
            src = l + o;
            break;
          case gpu::ShuffleMode::UP:
            src = l - o;
            break;
          }
          bool ok = src >= (int64_t(l) / w) * w &&
                    src < (int64_t(l) / w + 1) * w && src < int64_t(kLanes) &&
                    src >= 0;
          valid.at(l) = ok ? uint64_t(-1) : 0;
          for (unsigned e = 0; e < out.width; ++e)
            out.at(l, e) = v.at(ok ? src : l, e);
        }
        set(x.getShuffleResult(), out);
        set(x.getValid(), valid);
        return true;
      })
      .Default([](Operation *) { return false; });
}

//===----------------------------------------------------------------------===//
// amdgpu
//===----------------------------------------------------------------------===//

/// Which MFMA operand kind an element type is, and whether it is E5M2.
std::optional<target::MfmaOperand> mfmaOperandOf(Type t, unsigned elems,
                                                 bool scaled) {
  if (t.isF16())
    return target::MfmaOperand::F16;
  if (t.isBF16())
    return target::MfmaOperand::BF16;
  if (t.isInteger(8))
    return target::MfmaOperand::I8;
  if (t.isF32())
    return target::MfmaOperand::XF32;
  if (isa<Float6E2M3FNType, Float6E3M2FNType, Float4E2M1FNType>(t))
    return target::MfmaOperand::F8F6F4;
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3FNUZType,
          Float8E5M2FNUZType>(t))
    return (elems == 32 || scaled) ? target::MfmaOperand::F8F6F4
                                   : target::MfmaOperand::FP8;
  return std::nullopt;
}

void Wave::requireOCP(Operation *op, Type t) {
  bool ocp = kernel.emu.chip.ocpFP8;
  bool isOCP = isa<Float8E4M3FNType, Float8E5M2Type>(t);
  bool isFNUZ = isa<Float8E4M3FNUZType, Float8E5M2FNUZType>(t);
  if ((isOCP && !ocp) || (isFNUZ && ocp))
    fault(op, -1,
          std::string(kernel.emu.chip.name.data()) + " has no " + typeStr(t) +
              " conversion or MFMA (" +
              (ocp ? "it uses OCP fp8" : "it uses FNUZ fp8") + ")");
}

void Wave::execMfma(Operation *op, Mask mask, const MfmaArgs &args) {
  auto chip = kernel.emu.options.chip;
  const char *chipName = kernel.emu.chip.name.data();
  auto [a, b, c, result, sa, sb, idxA, idxB, m, n, k, scaled] = args;
  if (mask != kAll)
    fault(op, -1, "MFMA with inactive lanes (the wave must be converged "
                  "and full)");
  Type at = scalarOf(a.getType()), bt = scalarOf(b.getType());
  unsigned ea = elementsOf(a.getType());
  auto opA = mfmaOperandOf(at, ea, scaled);
  auto opB = mfmaOperandOf(bt, elementsOf(b.getType()), scaled);
  if (!opA || !opB || *opA != *opB)
    fault(op, -1, "unsupported MFMA operand types " + typeStr(a.getType()) +
                      " x " + typeStr(b.getType()));
  const target::MfmaInstr *mi = target::findMfma(m, n, k, *opA, scaled);
  if (!mi)
    fault(op, -1,
          "no MFMA instruction " + std::to_string(m) + "x" +
              std::to_string(n) + "x" + std::to_string(k) + " for " +
              typeStr(a.getType()));
  if (!mi->availableOn(chip))
    fault(op, -1,
          std::string(mi->name) + " is not available on " + chipName);
  if (mi->operand == target::MfmaOperand::FP8 ||
      mi->operand == target::MfmaOperand::F8F6F4) {
    if (formatOf(at) && bitWidthOf(at) == 8)
      requireOCP(op, at);
    if (formatOf(bt) && bitWidthOf(bt) == 8)
      requireOCP(op, bt);
  }
  if (ea != mi->elemsPerLane)
    fault(op, -1, "operand has " + std::to_string(ea) +
                      " elements per lane; " + std::string(mi->name) +
                      " takes " + std::to_string(mi->elemsPerLane));
  MfmaOperands ops;
  ops.instr = mi;
  ops.aFP8 = bitWidthOf(at) == 8 && formatOf(at).has_value();
  ops.bFP8 = bitWidthOf(bt) == 8 && formatOf(bt).has_value();
  ops.aE5M2 = isa<Float8E5M2Type, Float8E5M2FNUZType>(at);
  ops.bE5M2 = isa<Float8E5M2Type, Float8E5M2FNUZType>(bt);
  LaneVal &av = get(a), &bv = get(b), &cv = get(c);
  Type ct = scalarOf(c.getType());
  unsigned E = mi->elemsPerLane, R = mi->accRegs();
  if (elementsOf(c.getType()) != R)
    fault(op, -1, "accumulator has " +
                      std::to_string(elementsOf(c.getType())) +
                      " elements per lane; " + std::string(mi->name) +
                      " takes " + std::to_string(R));
  ops.a.resize(64 * E);
  ops.b.resize(64 * E);
  ops.c.resize(64 * R);
  for (unsigned l = 0; l < kLanes; ++l) {
    for (unsigned e = 0; e < E; ++e) {
      ops.a[l * E + e] = toDouble(at, av.at(l, e));
      ops.b[l * E + e] = toDouble(bt, bv.at(l, e));
    }
    for (unsigned v = 0; v < R; ++v)
      ops.c[l * R + v] = toDouble(ct, cv.at(l, v));
  }
  if (scaled) {
    // Scale of row i (col j), K block blk: byte idx of lane i + M * blk.
    unsigned blocks = k / 32;
    LaneVal &sav = get(sa), &sbv = get(sb);
    bool vecA = isa<VectorType>(sa.getType()),
         vecB = isa<VectorType>(sb.getType());
    ops.scaleA.resize(m * blocks);
    ops.scaleB.resize(n * blocks);
    for (unsigned i = 0; i < m; ++i)
      for (unsigned blk = 0; blk < blocks; ++blk)
        ops.scaleA[i * blocks + blk] = num::decode(
            num::Format::E8M0,
            sav.at(target::scaleLane(*mi, i, blk), vecA ? idxA : 0));
    for (unsigned j = 0; j < n; ++j)
      for (unsigned blk = 0; blk < blocks; ++blk)
        ops.scaleB[j * blocks + blk] = num::decode(
            num::Format::E8M0,
            sbv.at(target::scaleLane(*mi, j, blk), vecB ? idxB : 0));
  }
  std::vector<double> d = computeMfma(ops, chip, kernel.emu.options.model);
  // MMA-Sim writes NaN as 0x7FFFFFFF on gfx942.
  uint32_t nanBits = chip == target::Chip::GFX942 &&
                             kernel.emu.options.model ==
                                 AccumulationModel::Hardware
                         ? 0x7FFFFFFFu
                         : 0x7FC00000u;
  LaneVal out = LaneVal::make(R);
  for (unsigned l = 0; l < kLanes; ++l)
    for (unsigned v = 0; v < R; ++v) {
      double x = d[l * R + v];
      out.at(l, v) = mi->intAccumulate
                         ? normInt(static_cast<int64_t>(x), 32)
                     : std::isnan(x) ? nanBits
                                     : num::bitsOf(static_cast<float>(x));
    }
  set(result, out);
  ++kernel.emu.stats.mfmas;
}

void Wave::execTransposeLoad(amdgpu::TransposeLoadOp x, Mask mask) {
  Operation *op = x;
  const char *chipName = kernel.emu.chip.name.data();
  // ds_read_b64_tr_b{16,8,4} / ds_read_b96_tr_b6 (gfx950): each lane
  // reads W = 64 (96) bits at its own LDS address; within each block
  // of 16 lanes the chunks form n = W / E rows of 16 E-bit elements
  // (row j: lanes r j .. r j + r - 1, r = 16 / n), and lane i gets
  // column i: element j from lane 16 G + r j + i / n, element i % n
  // of its chunk (bits [E e, E e + E) little-endian).
  if (!kernel.emu.chip.scaledMFMA)
    fault(op, -1, std::string("transpose_load (ds_read_tr) is not "
                              "available on ") +
                      chipName);
  if (mask != kAll)
    fault(op, -1, "transpose_load needs all 64 lanes active (EXEC)");
  auto vt = cast<VectorType>(x.getType());
  unsigned E = bitWidthOf(vt.getElementType());
  unsigned n = vt.getNumElements();
  unsigned W = E * n;
  if (!((E == 16 && n == 4) || (E == 8 && n == 8) ||
        (E == 4 && n == 16) || (E == 6 && n == 16)))
    fault(op, -1, "transpose_load of " + std::to_string(n) + " x " +
                      std::to_string(E) + " bits is not a ds_read_tr");
  LaneVal &mv = get(x.getSrc());
  const MemRefVal &m = *mv.mem;
  if (m.space != Space::Workgroup)
    fault(op, -1, "transpose_load reads workgroup memory (LDS), not " +
                      m.name);
  unsigned align = W == 96 ? 16 : 8;
  std::vector<std::array<uint8_t, 12>> chunk(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    Addr a = address(op, m, x.getSrcIndices(), l, 0,
                     W / 8 / m.elemBytes);
    if (a.byteOffset % align != 0)
      fault(op, l, "transpose_load address " +
                       std::to_string(a.byteOffset) +
                       " is not aligned to " + std::to_string(align) +
                       " bytes");
    chunk[l].fill(0);
    std::memcpy(chunk[l].data(), m.bytes->data() + a.byteOffset, W / 8);
  }
  std::vector<uint64_t> bits = transposeRead(E, n, chunk);
  Type et = vt.getElementType();
  set(x.getResult(), mapElems(n, [&](unsigned l, unsigned j) {
        uint64_t v = bits[l * n + j];
        return et.isIntOrIndex()
                   ? static_cast<uint64_t>(
                         normInt(static_cast<int64_t>(v), E))
                   : v;
      }));
}

/// The packed fp8 / fp4 conversions (gfx942's and gfx950's, the scaled
/// ones gfx950's only).
bool Wave::execAMDGPUConversion(Operation *op) {
  auto chip = kernel.emu.options.chip;
  const char *chipName = kernel.emu.chip.name.data();
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](amdgpu::ExtPackedFp8Op x) {
        Type st = scalarOf(x.getSource().getType());
        requireOCP(op, st);
        LaneVal &src = get(x.getSource());
        unsigned sw = elementsOf(x.getSource().getType());
        unsigned rw = elementsOf(x.getType());
        unsigned idx = x.getIndex();
        auto fmt = *formatOf(st);
        set(x.getResult(), mapElems(rw, [&](unsigned l, unsigned e) {
              unsigned pos = rw == 1 ? idx : 2 * idx + e;
              uint8_t code = pos < sw ? static_cast<uint8_t>(src.at(l, pos)) : 0;
              return static_cast<uint64_t>(
                  num::bitsOf(num::decode(fmt, code)));
            }));
        return true;
      })
      .Case([&](amdgpu::PackedTrunc2xFp8Op x) {
        Type rt = scalarOf(x.getType());
        requireOCP(op, rt);
        auto fmt = *formatOf(rt);
        LaneVal &a = get(x.getSourceA());
        LaneVal *b = x.getSourceB() ? &get(x.getSourceB()) : nullptr;
        LaneVal *ex = x.getExisting() ? &get(x.getExisting()) : nullptr;
        unsigned w = x.getWordIndex();
        // Hardware conversions do not saturate: overflow gives NaN/Inf.
        set(x.getResult(), mapElems(4, [&](unsigned l, unsigned e) -> uint64_t {
              if (e == 2 * w)
                return truncToFp8(fmt, num::floatOf(
                                           static_cast<uint32_t>(a.at(l))));
              if (e == 2 * w + 1)
                return b ? truncToFp8(fmt, num::floatOf(static_cast<uint32_t>(
                                               b->at(l))))
                         : 0;
              return ex ? ex->at(l, e) : 0;
            }));
        return true;
      })
      .Case([&](amdgpu::ScaledExtPackedOp x) {
        if (chip != target::Chip::GFX950)
          fault(op, -1, std::string("scaled conversions are not available "
                                    "on ") +
                            chipName);
        Type st = scalarOf(x.getSource().getType());
        Type rt = scalarOf(x.getType());
        auto fmt = *formatOf(st);
        LaneVal &src = get(x.getSource());
        LaneVal &sc = get(x.getScale());
        unsigned sw = elementsOf(x.getSource().getType());
        unsigned idx = x.getIndex();
        set(x.getResult(), mapElems(2, [&](unsigned l, unsigned e) {
              // Only the scale's exponent field E is used (Semantics.h).
              unsigned pos = 2 * idx + e;
              uint8_t code = pos < sw ? static_cast<uint8_t>(src.at(l, pos)) : 0;
              double v = scaledExt(fmt, code,
                                   static_cast<uint32_t>(sc.at(l)));
              return fromDouble(rt, v);
            }));
        return true;
      })
      .Case([&](amdgpu::PackedScaledTruncOp x) {
        if (chip != target::Chip::GFX950)
          fault(op, -1, std::string("scaled conversions are not available "
                                    "on ") +
                            chipName);
        Type st = scalarOf(x.getSource().getType());
        Type rt = scalarOf(x.getType());
        auto fmt = *formatOf(rt);
        unsigned rw = elementsOf(x.getType());
        LaneVal &src = get(x.getSource());
        LaneVal &sc = get(x.getScale());
        LaneVal *ex = x.getExisting() ? &get(x.getExisting()) : nullptr;
        unsigned sw = elementsOf(x.getSource().getType());
        unsigned idx = x.getIndex();
        set(x.getResult(), mapElems(rw, [&](unsigned l, unsigned e) -> uint64_t {
              if (e / 2 == idx && e % 2 < sw) {
                // x / 2^(E - 127), one RNE; fp4 saturating (Semantics.h).
                return scaledTrunc(fmt, toDouble(st, src.at(l, e % 2)),
                                   static_cast<uint32_t>(sc.at(l)));
              }
              return ex ? ex->at(l, e) : 0;
            }));
        return true;
      })
      .Default([](Operation *) { return false; });
}

/// Raw buffers: the cast, loads, stores and the i32 atomic max.
bool Wave::execRawBuffer(Operation *op, Mask mask) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](amdgpu::FatRawBufferCastOp x) {
        LaneVal src = get(x.getSource());
        auto m = std::make_shared<MemRefVal>(*src.mem);
        m->rawBuffer = true;
        if (x.getValidBytes()) {
          m->validBytes =
              uniform(op, x.getValidBytes(), mask, "buffer validBytes");
        } else {
          int64_t extent = 0;
          for (size_t d = 0; d < m->sizes.size(); ++d)
            extent = std::max(extent, m->sizes[d] * m->strides[d]);
          m->validBytes = extent * m->elemBytes;
        }
        if (x.getResetOffset()) {
          // The offset moves into the base: indices are relative to it and
          // num_records counts from there.
          for (unsigned l = 1; l < kLanes; ++l)
            if (m->offset[l] != m->offset[0])
              fault(op, l, "fat_raw_buffer_cast with resetOffset needs a "
                           "uniform offset");
          m->rangeBase = m->offset[0] * int64_t(m->elemBytes);
        }
        LaneVal out;
        out.mem = m;
        set(x.getResult(), out);
        return true;
      })
      .Case([&](amdgpu::RawBufferLoadOp x) {
        int64_t extra = rawBufferAccess(op, x, mask);
        load(op, x.getMemref(), x.getIndices(), x.getValue(), mask, extra);
        return true;
      })
      .Case([&](amdgpu::RawBufferStoreOp x) {
        int64_t extra = rawBufferAccess(op, x, mask);
        store(op, x.getValue(), x.getMemref(), x.getIndices(), mask, extra);
        return true;
      })
      .Case([&](amdgpu::RawBufferAtomicSmaxOp x) {
        // Lanes in order; an out-of-bounds element is left alone.
        if (!x.getValue().getType().isInteger(32))
          fault(op, -1, "raw_buffer_atomic_smax is modeled on i32 only");
        int64_t extra = rawBufferAccess(op, x, mask);
        LaneVal &m = get(x.getMemref());
        LaneVal &val = get(x.getValue());
        for (unsigned l = 0; l < kLanes; ++l) {
          if (!(mask >> l & 1))
            continue;
          Addr a = address(op, *m.mem, x.getIndices(), l, extra, 1);
          if (a.byteOffset < m.mem->rangeBase ||
              a.byteOffset + 4 > m.mem->rangeBase + m.mem->validBytes)
            continue;
          int32_t old, v = static_cast<int32_t>(val.at(l));
          std::memcpy(&old, m.mem->bytes->data() + a.byteOffset, 4);
          int32_t r = std::max(old, v);
          std::memcpy(m.mem->bytes->data() + a.byteOffset, &r, 4);
        }
        return true;
      })
      .Default([](Operation *) { return false; });
}

bool Wave::execAMDGPU(Operation *op, Mask mask) {
  auto chip = kernel.emu.options.chip;
  const char *chipName = kernel.emu.chip.name.data();
  bool handled = llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](amdgpu::MFMAOp x) {
        if (x.getCbsz() != 0 || x.getAbid() != 0 ||
            x.getBlgp() != amdgpu::MFMAPermB::none || x.getBlocks() != 1 ||
            x.getNegateA() || x.getNegateB() || x.getNegateC())
          fault(op, -1, "MFMA broadcast/negate modifiers are not modeled");
        if (x.getReducePrecision() && chip == target::Chip::GFX950)
          fault(op, -1, "xf32 MFMA (reducePrecision) is not available on "
                        "gfx950");
        Type at = scalarOf(x.getSourceA().getType());
        if (at.isF32() && !x.getReducePrecision())
          fault(op, -1, "f32 MFMA without reducePrecision is not modeled");
        execMfma(op, mask,
                 {x.getSourceA(), x.getSourceB(), x.getDestC(), x.getDestD(),
                  Value(), Value(), 0, 0, x.getM(), x.getN(), x.getK(), false});
        return true;
      })
      .Case([&](amdgpu::TransposeLoadOp x) {
        execTransposeLoad(x, mask);
        return true;
      })
      .Case([&](amdgpu::ScaledMFMAOp x) {
        if (!kernel.emu.chip.scaledMFMA)
          fault(op, -1, std::string("scaled MFMA is not available on ") +
                            chipName);
        execMfma(op, mask,
                 {x.getSourceA(), x.getSourceB(), x.getDestC(), x.getDestD(),
                  x.getScalesA(), x.getScalesB(),
                  static_cast<int>(x.getScalesIdxA()),
                  static_cast<int>(x.getScalesIdxB()), x.getM(), x.getN(),
                  x.getK(), true});
        return true;
      })
      .Default([](Operation *) { return false; });
  return handled || execAMDGPUConversion(op) || execRawBuffer(op, mask);
}

//===----------------------------------------------------------------------===//
// The kernel body
//===----------------------------------------------------------------------===//

void Wave::run() {
  gpu::GPUFuncOp f = kernel.func;
  Block &entry = f.getBody().front();
  if (!f.getBody().hasOneBlock())
    fault(nullptr, -1,
          "the kernel has unstructured control flow (several blocks); the "
          "emulator runs structured (scf) kernels");
  // Arguments (the entry block's leading arguments; attributions follow).
  unsigned numInputs = f.getFunctionType().getNumInputs();
  for (auto [i, arg] : llvm::enumerate(entry.getArguments())) {
    if (i < numInputs && i < kernel.args.size()) {
      const KernelArg &ka = kernel.args[i];
      LaneVal v = LaneVal::make(1);
      if (auto mt = dyn_cast<MemRefType>(arg.getType())) {
        auto m = newMemRef(mt, Space::Global, ka.sizes,
                           "argument " + std::to_string(i));
        m->bytes = ka.buffer;
        v.mem = m;
      } else {
        for (unsigned l = 0; l < kLanes; ++l)
          v.at(l) = ka.scalar;
      }
      vals[arg] = v;
    }
  }
  for (BlockArgument a : f.getWorkgroupAttributions()) {
    auto t = cast<MemRefType>(a.getType());
    auto &s = wg.shared[a.getAsOpaquePointer()];
    if (!s) {
      s = newMemRef(t, Space::Workgroup, t.getShape(), "workgroup memory");
      int64_t bytes = numElems(t.getShape()) * s->elemBytes;
      s->bytes = std::make_shared<std::vector<uint8_t>>(bytes);
      wg.ldsBytes += bytes;
      if (wg.ldsBytes > kernel.emu.chip.ldsBytes)
        fault(nullptr, -1,
              "workgroup memory of " + std::to_string(wg.ldsBytes) +
                  " bytes exceeds the " + std::string(kernel.emu.chip.name) +
                  " limit of " + std::to_string(kernel.emu.chip.ldsBytes));
    }
    LaneVal v;
    v.mem = s;
    vals[a] = v;
  }
  for (BlockArgument a : f.getPrivateAttributions()) {
    auto t = cast<MemRefType>(a.getType());
    auto m = newMemRef(t, Space::Private, t.getShape(), "private memory");
    m->laneBytes = numElems(t.getShape()) * m->elemBytes;
    m->bytes = std::make_shared<std::vector<uint8_t>>(m->laneBytes * kLanes);
    LaneVal v;
    v.mem = m;
    vals[a] = v;
  }
  for (Operation &op : entry) {
    if (isa<gpu::ReturnOp>(op))
      return;
    exec(&op, initial);
  }
}

//===----------------------------------------------------------------------===//
// LLVM intrinsics the generated kernels call directly
//===----------------------------------------------------------------------===//

bool Wave::execIntrinsic(Operation *op, Mask) {
  if (auto ldexp = dyn_cast<LLVM::LoadExpOp>(op)) {
    // llvm.ldexp (v_ldexp_f32): x * 2^n, rounded once (RNE; f32
    // subnormals kept, as the kernels run).
    if (!scalarOf(ldexp.getType()).isF32())
      fault(op, -1, "the emulator models llvm.intr.ldexp on f32 only");
    LaneVal &x = get(ldexp.getOperand(0)), &n = get(ldexp.getOperand(1));
    set(ldexp.getResult(),
        mapElems(elementsOf(ldexp.getType()), [&](unsigned l, unsigned e) {
          float v = num::floatOf(static_cast<uint32_t>(x.at(l, e)));
          int32_t p = static_cast<int32_t>(static_cast<uint32_t>(n.at(l, e)));
          return static_cast<uint64_t>(num::bitsOf(std::ldexp(v, p)));
        }));
    return true;
  }
  auto call = dyn_cast<LLVM::CallIntrinsicOp>(op);
  if (!call)
    return false;
  StringRef name = call.getIntrin();
  if (name == "llvm.amdgcn.perm") {
    // v_perm_b32 D = byte select of s0:s1 (scalar i32 operands).
    if (call.getNumResults() != 1 || call.getArgs().size() != 3 ||
        llvm::any_of(call.getArgs(),
                     [](Value v) { return !v.getType().isInteger(32); }))
      fault(op, -1, "llvm.amdgcn.perm takes (i32, i32, i32) -> i32");
    LaneVal &s0 = get(call.getArgs()[0]), &s1 = get(call.getArgs()[1]),
            &sel = get(call.getArgs()[2]);
    set(call.getResult(0), mapElems(1, [&](unsigned l, unsigned) {
          return normInt(
              static_cast<int64_t>(perm(static_cast<uint32_t>(s0.at(l, 0)),
                                        static_cast<uint32_t>(s1.at(l, 0)),
                                        static_cast<uint32_t>(sel.at(l, 0)))),
              32);
        }));
    return true;
  }
  if (name != "llvm.amdgcn.udot4")
    fault(op, -1, "the emulator does not model the intrinsic " + name.str());
  // v_dot4_u32_u8 D = sum_i a.u8[i] * b.u8[i] + c (i32, wrapping; scalar
  // i32 operands). With clamp set it saturates at 2^32 - 1.
  if (call.getNumResults() != 1 || call.getArgs().size() != 4)
    fault(op, -1, "llvm.amdgcn.udot4 takes (i32, i32, i32, i1) -> i32");
  for (Value v : call.getArgs().take_front(3))
    if (!v.getType().isInteger(32))
      fault(op, -1, "llvm.amdgcn.udot4 takes scalar i32 operands");
  LaneVal &a = get(call.getArgs()[0]), &b = get(call.getArgs()[1]),
          &c = get(call.getArgs()[2]), &clamp = get(call.getArgs()[3]);
  set(call.getResult(0), mapElems(1, [&](unsigned l, unsigned) {
        uint32_t d = udot4(static_cast<uint32_t>(a.at(l, 0)),
                           static_cast<uint32_t>(b.at(l, 0)),
                           static_cast<uint32_t>(c.at(l, 0)),
                           clamp.at(l, 0) & 1);
        return normInt(static_cast<int64_t>(d), 32);
      }));
  return true;
}
} // namespace

//===----------------------------------------------------------------------===//
// Emulator
//===----------------------------------------------------------------------===//

Emulator::Emulator(Options options) : impl(std::make_unique<Impl>(options)) {}
Emulator::~Emulator() = default;
const Stats &Emulator::stats() const { return impl->stats; }
const Options &Emulator::options() const { return impl->options; }

bool Emulator::launch(gpu::GPUFuncOp func, Dim3 grid, Dim3 block,
                      std::vector<KernelArg> &args, std::string &error) {
  std::string name = func.getName().str();
  if (block.count() <= 0 || block.count() > 1024) {
    error = "block of " + std::to_string(block.count()) +
            " threads: a workgroup has 1 to 1024 threads";
    return false;
  }
  if (grid.count() <= 0) {
    error = "empty grid";
    return false;
  }
  Kernel kernel{*impl, func, grid, block, args, name};
  int64_t threads = block.count();
  unsigned numWaves = static_cast<unsigned>((threads + kLanes - 1) / kLanes);
  constexpr size_t kStack = 512 * 1024;
  for (int64_t z = 0; z < grid.z; ++z)
    for (int64_t y = 0; y < grid.y; ++y)
      for (int64_t x = 0; x < grid.x; ++x) {
        Workgroup wg;
        wg.id = {x, y, z};
        for (unsigned w = 0; w < numWaves; ++w) {
          int64_t left = threads - int64_t(w) * kLanes;
          Mask m = left >= kLanes ? kAll : ((Mask(1) << left) - 1);
          auto wave = std::make_unique<Wave>(kernel, wg, w, m);
          wave->stack.resize(kStack);
          getcontext(&wave->ctx);
          wave->ctx.uc_stack.ss_sp = wave->stack.data();
          wave->ctx.uc_stack.ss_size = kStack;
          wave->ctx.uc_link = &wg.scheduler;
          makecontext(&wave->ctx, fiberEntry, 0);
          wg.waves.push_back(std::move(wave));
        }
        // Run every runnable wave until it blocks (barrier), returns or
        // faults; then release the barrier if every live wave waits at one.
        while (true) {
          for (auto &w : wg.waves) {
            if (w->state != Wave::State::Runnable)
              continue;
            gRunning = w.get();
            swapcontext(&wg.scheduler, &w->ctx);
            if (w->state == Wave::State::Faulted) {
              error = wg.fault;
              return false;
            }
          }
          bool anyWaiting = false, anyDone = false;
          for (auto &w : wg.waves) {
            anyWaiting |= w->state == Wave::State::AtBarrier;
            anyDone |= w->state == Wave::State::Done;
          }
          if (!anyWaiting)
            break; // every wave returned
          if (anyDone) {
            error = "fault in kernel @" + name + ", workgroup (" +
                    std::to_string(x) + ", " + std::to_string(y) + ", " +
                    std::to_string(z) +
                    "): a barrier is not reached by every wave (some waves "
                    "returned while others wait at a barrier)";
            return false;
          }
          for (auto &w : wg.waves)
            w->state = Wave::State::Runnable;
        }
        impl->stats.ldsBytes =
            std::max<uint64_t>(impl->stats.ldsBytes, wg.ldsBytes);
        ++impl->stats.workgroups;
      }
  return true;
}

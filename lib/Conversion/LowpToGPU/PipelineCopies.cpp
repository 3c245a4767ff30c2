//===- PipelineCopies.cpp - software pipelining of promotion's copies -----===//
//
// Stage 3 of code generation (docs/codegen.md): a K loop written plainly --
// each K step's tiles read (lowp.tile_read / lowp.scale_read), written to
// stage 0 of their LDS buffers (lowp.tile_write / lowp.scale_write), a
// barrier, the step's MFMAs on stage 0 (lowp.wave_mma), a barrier --
// becomes the double-buffered, register-staged loop the kernels run: the
// first step's copies before the loop; in the loop, the next step's reads,
// this step's MFMAs on stage s, the next step's writes into stage 1 - s,
// one barrier. Single-stage buffers (a gpu.func's workgroup attributions,
// memref.alloc / alloca) get their second stage here (multi-buffering).
// Direct K loops (lowp.fragment_read straight into registers) get their
// reads one step ahead, the registers carried by the loop.
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPPIPELINECOPIES
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;
using namespace lowp;
using namespace lowp::kernel;

namespace {
/// One K step of a plain loop's body: its reads, their writes into stage 0,
/// the barrier after them, the ops that consume the stage, the barrier
/// after those.
struct CopyGroup {
  SmallVector<Operation *> reads, writes, compute;
  Operation *loaded = nullptr, *consumed = nullptr;
};
} // namespace

static bool isRead(Operation *op) { return isa<TileReadOp, ScaleReadOp>(op); }
static bool isWrite(Operation *op) {
  return isa<TileWriteOp, ScaleWriteOp>(op);
}

/// The stage operand of a write or a lowp.wave_mma (null for other ops).
static OpOperand *stageOperand(Operation *op) {
  if (auto w = dyn_cast<TileWriteOp>(op))
    return &w.getStageMutable();
  if (auto w = dyn_cast<ScaleWriteOp>(op))
    return &w.getStageMutable();
  if (auto m = dyn_cast<WaveMmaOp>(op))
    return &m.getStageMutable();
  return nullptr;
}

/// The buffer a write fills.
static Value writtenBuffer(Operation *op) {
  if (auto w = dyn_cast<TileWriteOp>(op))
    return w.getDest();
  return cast<ScaleWriteOp>(op).getDest();
}

/// Whether a one-stage buffer can take a second stage: a gpu.func's
/// workgroup attribution or a memref.alloc / alloca of a static shape.
static bool growable(Value buf) {
  if (auto arg = dyn_cast<BlockArgument>(buf)) {
    auto func = dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp());
    return func && arg.getOwner() == &func.getBody().front() &&
           llvm::is_contained(func.getWorkgroupAttributions(), arg);
  }
  Operation *def = buf.getDefiningOp();
  return isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(def) &&
         cast<MemRefType>(buf.getType()).hasStaticShape();
}

/// The workgroup memory (bytes) a gpu.func's static workgroup attributions
/// take, with `grown` (one-stage buffers about to take a second stage)
/// counted twice.
static int64_t workgroupBytes(gpu::GPUFuncOp func,
                              const SmallPtrSetImpl<Value> &grown) {
  int64_t bytes = 0;
  for (BlockArgument arg : func.getWorkgroupAttributions()) {
    auto t = cast<MemRefType>(arg.getType());
    if (!t.hasStaticShape())
      continue;
    int64_t b = t.getNumElements() * t.getElementTypeBitWidth() / 8;
    bytes += grown.contains(arg) ? 2 * b : b;
  }
  return bytes;
}

/// Gives a one-stage buffer (growable) its second stage: its type's first
/// dimension 1 -> 2. Its users (the copies' writes and lowp.wave_mma) take
/// any stage count.
static void addStage(Value buf) {
  auto type = cast<MemRefType>(buf.getType());
  if (type.getDimSize(0) != 1)
    return;
  SmallVector<int64_t> shape(type.getShape());
  shape[0] = 2;
  buf.setType(MemRefType::Builder(type).setShape(shape));
}

/// The plain loop's copy groups, in order; failure when the body is not of
/// that form (then the loop is left as it is).
static FailureOr<SmallVector<CopyGroup>>
findGroups(scf::ForOp loop, int64_t ldsBytes,
           const SmallPtrSetImpl<Operation *> &skip) {
  SmallVector<CopyGroup> groups;
  enum { Outside, Copies, Compute } phase = Outside;
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (skip.contains(&op))
      continue;
    if (phase == Outside && isRead(&op)) {
      groups.emplace_back();
      phase = Copies;
    }
    if (phase == Outside) {
      if (isWrite(&op) || isa<WaveMmaOp>(op))
        return failure(); // copies or MFMAs outside a group
      continue;
    }
    CopyGroup &g = groups.back();
    if (phase == Copies) {
      if (isRead(&op)) {
        g.reads.push_back(&op); // (reads and writes in any order)
      } else if (isWrite(&op)) {
        g.writes.push_back(&op);
      } else if (isa<gpu::BarrierOp>(op)) {
        g.loaded = &op;
        phase = Compute;
      } else if (!isPure(&op)) {
        return failure();
      }
      continue;
    }
    if (isa<gpu::BarrierOp>(op)) {
      g.consumed = &op;
      phase = Outside;
    } else if (isRead(&op) || isWrite(&op)) {
      return failure();
    } else {
      g.compute.push_back(&op);
    }
  }
  if (groups.empty() || phase != Outside)
    return failure();
  // One-stage buffers take a second stage only while the kernel's
  // workgroup memory stays within the chip's LDS.
  SmallPtrSet<Value, 8> grown;
  for (CopyGroup &g : groups)
    for (Operation *w : g.writes)
      if (cast<MemRefType>(writtenBuffer(w).getType()).getDimSize(0) == 1)
        grown.insert(writtenBuffer(w));
  if (auto func = loop->getParentOfType<gpu::GPUFuncOp>();
      func && !grown.empty() && workgroupBytes(func, grown) > ldsBytes)
    return failure();
  // Writes at stage 0 of two-stage buffers, the reads used only by them,
  // and the stage read at 0 by the MFMAs.
  for (CopyGroup &g : groups) {
    if (g.writes.empty())
      return failure();
    SmallPtrSet<Operation *, 8> writes(g.writes.begin(), g.writes.end());
    for (Operation *r : g.reads)
      for (Operation *user : r->getUsers())
        if (!writes.contains(user))
          return failure();
    for (Operation *w : g.writes) {
      Value buf = writtenBuffer(w);
      auto type = cast<MemRefType>(buf.getType());
      bool stages =
          !type.isDynamicDim(0) && (type.getDimSize(0) == 2 ||
                                    (type.getDimSize(0) == 1 && growable(buf)));
      if (!stages || !matchPattern(stageOperand(w)->get(), m_Zero()))
        return failure();
    }
    for (Operation *op : g.compute)
      if (OpOperand *s = stageOperand(op))
        if (!matchPattern(s->get(), m_Zero()))
          return failure();
  }
  // The staged buffers read only by lowp.wave_mma (whose stage is
  // rewritten) and written only by the groups' writes.
  SmallPtrSet<Value, 8> staged;
  for (CopyGroup &g : groups)
    for (Operation *w : g.writes)
      staged.insert(writtenBuffer(w));
  WalkResult other = loop.getBody()->walk([&](Operation *op) {
    if (isWrite(op) || isa<WaveMmaOp>(op))
      return WalkResult::advance();
    for (Value v : op->getOperands())
      if (staged.contains(v))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (other.wasInterrupted())
    return failure();
  return groups;
}

/// The K step index x of a tile read at K = x * BK (null when its K is not
/// of that form).
static Value tileStep(TileReadOp t) {
  APInt c;
  auto mul = t.getK().getDefiningOp<arith::MulIOp>();
  if (mul && matchPattern(mul.getRhs(), m_ConstantInt(&c)) &&
      c.getSExtValue() == t.getTile()[1])
    return mul.getLhs();
  return Value();
}

/// The K step index of a group: its first tile read's (tileStep).
static Value stepIndex(const CopyGroup &g) {
  for (Operation *r : g.reads)
    if (auto t = dyn_cast<TileReadOp>(r))
      return tileStep(t);
  return Value();
}

/// `read` of the K step after its own: a tile K + BK (K = x * BK written
/// (x + 1) * BK), a scale step + 1.
static Operation *nextStepRead(ImplicitLocOpBuilder &b, Operation *read) {
  KB k{b};
  IRMapping m;
  if (auto t = dyn_cast<TileReadOp>(read)) {
    int64_t bk = t.getTile()[1];
    Value x = tileStep(t);
    m.map(t.getK(), x ? k.mul(k.add(x, 1), bk) : k.add(t.getK(), bk));
  } else {
    auto s = cast<ScaleReadOp>(read);
    m.map(s.getStep(), k.add(s.getStep(), 1));
  }
  return b.clone(*read, m);
}

/// The first step's reads and the ops of the loop's body they depend on, in
/// order; failure when they depend on a loop-carried value.
static FailureOr<SmallVector<Operation *>>
firstReads(scf::ForOp loop, ArrayRef<Operation *> reads) {
  Block *body = loop.getBody();
  SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.filter = [&](Operation *op) { return op->getBlock() == body; };
  options.inclusive = true;
  for (Operation *r : reads)
    if (failed(getBackwardSlice(r, &slice, options)))
      return failure();
  for (Operation *op : slice)
    for (Value v : op->getOperands())
      if (auto arg = dyn_cast<BlockArgument>(v))
        if (arg.getOwner() == body && arg != loop.getInductionVar())
          return failure();
  SmallVector<Operation *> ordered(slice.begin(), slice.end());
  llvm::sort(ordered,
             [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
  return ordered;
}

/// Where the first step's copies go: before the loop, and before the ops
/// just above it that only compute its initial values (reads of memory or
/// pure ops; not its bounds, which the copies use), so that the copies are
/// issued first.
static Operation *prologuePoint(scf::ForOp loop) {
  SmallPtrSet<Operation *, 8> inits = {loop};
  Operation *at = loop;
  while (Operation *prev = at->getPrevNode()) {
    if (!isPure(prev) && !isa<memref::LoadOp>(prev))
      break;
    // (Used by the loop only as initial values, not as its bounds.)
    if (!llvm::all_of(prev->getUses(), [&](OpOperand &use) {
          Operation *u = use.getOwner();
          return u == loop ? use.getOperandNumber() >= 3 : inits.contains(u);
        }))
      break;
    inits.insert(prev);
    at = prev;
  }
  return at;
}

/// Whether a pipelined loop's steps issue their global reads before their
/// LDS reads and MFMAs (a scheduling barrier after them; stepLoadsFirst
/// decides per step). LLVM otherwise sinks them among the MFMAs, whose waits
/// then stall the step: on the timing model at 4096^3, FP8 (256 x 128
/// tiles) 46.7 -> 44.2 us, B stored K x N 53.8 -> 44.7, MXFP8 49.7 -> 47.4,
/// MXFP4 x MXFP8 45.8 -> 42.6. Only gfx950's f8f6f4 loops, and none where
/// the early registers cost more than the latency (measured there and on the
/// LLM shape suite): fp6 operands (packed in the kernel: 53.9 -> 62.4 us,
/// spills), fp4 x fp4 (K-major: 137 VGPRs, a wave less a SIMD, 28.5 ->
/// 41.7; else 5760 x 2880 at M = 8192 102 -> 118), blockwise scaling (its
/// rescales: 98.8 -> 106.9), gfx942's 16x16x32 loops (FP8 87.0 -> 106.9).
/// Nor where LLVM would spill: A K-major too (transpose reads of both
/// operands: 138 -> 128 VGPRs with 8 spilled, scratch in the loop).
static bool issuesLoadsFirst(scf::ForOp loop) {
  bool any = false;
  WalkResult r = loop.getBody()->walk([&](Operation *op) {
    if (isa<WaveRescaleOp>(op))
      return WalkResult::interrupt();
    auto mma = dyn_cast<WaveMmaOp>(op);
    if (!mma)
      return WalkResult::advance();
    lowp::MfmaAttr kind = mma.getKind();
    unsigned a = kind.getAType().getIntOrFloatBitWidth(),
             b = kind.getBType().getIntOrFloatBitWidth();
    if (kind.getInstr().operand != target::MfmaOperand::F8F6F4 || a == 6 ||
        b == 6 || (a == 4 && b == 4) || mma.getLhsLayout() == LdsLayout::KMajor)
      return WalkResult::interrupt();
    any = true;
    return WalkResult::advance();
  });
  return any && !r.wasInterrupted();
}

/// In an issuesLoadsFirst loop, whether a step's next `reads` take the
/// barrier: at most 64 bytes a thread in registers (M = 256's 64 x 128
/// tiles of two waves read 192 bytes: 25.5 -> 27.5 us at 8192 x 8192), and
/// no block scales read a code per 128 K (`k_ratio`: LLVM spills 8 VGPRs).
static bool stepLoadsFirst(ArrayRef<Operation *> reads) {
  int64_t bytes = 0;
  for (Operation *r : reads) {
    if (auto sr = dyn_cast<ScaleReadOp>(r); sr && sr.getKRatio() > 1)
      return false;
    for (Type t : r->getResultTypes()) {
      auto v = dyn_cast<VectorType>(t);
      int64_t n = v ? v.getNumElements() : 1;
      bytes += n * llvm::divideCeil(
                       getElementTypeOrSelf(t).getIntOrFloatBitWidth(), 8);
    }
  }
  return bytes <= 64;
}

/// The first of a step's tile `writes` that takes a scheduling barrier
/// before it (so after the step's MFMAs), if any: those decoding fp4 codes
/// with UE4M3 / UE5M3 block scales (NVFP4, AMD-FP4), whose scale conversion
/// LLVM otherwise schedules among the first MFMAs, where the wave waits on
/// the scale's load. Timing model, gfx950's NVFP4 256 x 256 tiles at M = 2048:
/// 8192^2 186.1 -> 164.5 us, 5760 x 2880 71.5 -> 61.0, 7168 x 16384 359.3 ->
/// 319.6; M = 256 (128 x 128) 36.0 -> 35.6, 55.8 -> 54.6. Not bf16 x MXFP4
/// (E8M0 scales): 5760 x 2880 and 7168 x 16384 at M = 2048 2.6% / 2.8%
/// slower; not gfx942 (NVFP4 8192^2 at M = 2048 416.1 -> 429.4).
static Operation *firstDecodeAfterMfmas(ArrayRef<Operation *> writes) {
  for (Operation *w : writes) {
    auto tw = dyn_cast<TileWriteOp>(w);
    std::optional<Type> scale = tw ? tw.getScale() : std::nullopt;
    if (tw && tw.getDecode() && scale && !isa<Float8E8M0FNUType>(*scale))
      return w;
  }
  return nullptr;
}

/// Pipelines one plain K loop (any step) of `groups` copy groups.
static void pipeline(scf::ForOp loop, ArrayRef<CopyGroup> groups,
                     ArrayRef<Operation *> first, bool schedule,
                     bool decodeLast) {
  Value iv = loop.getInductionVar(), lb = loop.getLowerBound();
  bool loadsFirst = schedule && issuesLoadsFirst(loop);
  SmallVector<Operation *> index; // the first reads' index arithmetic
  for (Operation *op : first)
    if (!isRead(op))
      index.push_back(op);
  // Before the loop: the first step's index arithmetic (from the loop's
  // body) at the first iteration, then each write after the reads it
  // stores, a barrier.
  IRMapping m;
  m.map(iv, lb);
  {
    OpBuilder b(prologuePoint(loop));
    for (Operation *op : index)
      b.clone(*op, m);
    for (Operation *w : groups.front().writes) {
      for (Value v : w->getOperands())
        if (Operation *r = v.getDefiningOp(); r && isRead(r) && !m.contains(r))
          b.clone(*r, m);
      b.clone(*w, m);
    }
    b.clone(*groups.front().loaded);
  }
  // In the loop, step g of G: s = t % 2 with t the steps since the first,
  // x - x0 for steps x (K = x BK; x0 the first's), else (iv - lb) G + g;
  // the next step's reads, the MFMAs on stage s, the writes into 1 - s, one
  // barrier.
  int64_t G = groups.size();
  Value x0 = stepIndex(groups.front());
  x0 = x0 ? m.lookupOrNull(x0) : Value();
  for (auto [gi, g] : llvm::enumerate(groups)) {
    ImplicitLocOpBuilder b(loop.getLoc(), g.reads.front());
    KB k{b};
    Value x = stepIndex(g), t;
    if (x && x0) {
      t = arith::SubIOp::create(b, x, x0);
    } else {
      t = arith::SubIOp::create(b, iv, lb);
      if (!matchPattern(loop.getStep(), m_One()))
        t = k.div(t, loop.getStep());
      if (G > 1)
        t = k.add(k.mul(t, G), int64_t(gi));
    }
    Value stage = k.rem(t, 2);
    Value next = arith::SubIOp::create(b, k.idx(1), stage);
    SmallVector<Operation *> reads;
    for (Operation *r : g.reads) {
      b.setInsertionPoint(r);
      reads.push_back(nextStepRead(b, r));
      r->replaceAllUsesWith(reads.back());
      r->erase();
    }
    if (loadsFirst && stepLoadsFirst(reads)) {
      b.setInsertionPointAfter(reads.back());
      amdgpu::SchedBarrierOp::create(
          b, amdgpu::sched_barrier_opt_enumAttr::get(
                 b.getContext(), amdgpu::sched_barrier_opt_enum::none));
    }
    for (Operation *w : g.writes) {
      w->moveBefore(g.consumed);
      stageOperand(w)->set(next);
      addStage(writtenBuffer(w));
    }
    if (Operation *w = decodeLast ? firstDecodeAfterMfmas(g.writes) : nullptr) {
      b.setInsertionPoint(w);
      amdgpu::SchedBarrierOp::create(
          b, amdgpu::sched_barrier_opt_enumAttr::get(
                 b.getContext(), amdgpu::sched_barrier_opt_enum::none));
    }
    for (Operation *op : g.compute)
      if (OpOperand *s = stageOperand(op))
        s->set(stage);
    g.loaded->erase();
  }
  // The plain steps' index arithmetic the reads no longer use.
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(*loop.getBody())))
    if (isOpTriviallyDead(&op))
      op.erase();
}

namespace {
/// A group-granular scale copy of a plain K loop (blockwise FP8's per-row
/// scales of B, a 128-K group an iteration): at the top of the body, before
/// any copy group, the iteration's lowp.scale_read and its lowp.scale_write
/// into stage 0 of a buffer that only lowp.wave_rescale ops of the body
/// read (at stage 0), and a barrier ending the body after them (the plain
/// loop's: the next iteration's write waits for every wave's reads).
struct GroupScales {
  ScaleReadOp read;
  ScaleWriteOp write;
  SmallVector<WaveRescaleOp> uses;
  gpu::BarrierOp barrier;
};
} // namespace

/// The stage index operand of `op`'s scale memref `buf` (its first index).
static OpOperand *rescaleStage(WaveRescaleOp op, Value buf) {
  if (op.getScaleB() == buf && !op.getBIndices().empty())
    return &op.getBIndicesMutable()[0];
  if (op.getScaleA() == buf && !op.getAIndices().empty())
    return &op.getAIndicesMutable()[0];
  return nullptr;
}

static std::optional<GroupScales> groupScales(scf::ForOp loop) {
  Block *body = loop.getBody();
  GroupScales g;
  for (Operation &op : *body) {
    if (isa<TileReadOp>(op))
      break;
    auto read = dyn_cast<ScaleReadOp>(op);
    if (!read || read->use_empty())
      continue;
    auto write = dyn_cast<ScaleWriteOp>(*read->getUsers().begin());
    if (!write || write->getBlock() != body ||
        !llvm::all_of(read->getUsers(),
                      [&](Operation *u) { return u == write; }) ||
        !matchPattern(write.getStage(), m_Zero()))
      return std::nullopt;
    Value buf = write.getDest();
    auto type = cast<MemRefType>(buf.getType());
    if (type.getDimSize(0) != 1 || !growable(buf))
      return std::nullopt;
    for (Operation *u : buf.getUsers()) {
      if (u == write || !body->findAncestorOpInBlock(*u))
        continue;
      auto r = dyn_cast<WaveRescaleOp>(u);
      OpOperand *stage = r ? rescaleStage(r, buf) : nullptr;
      if (!stage || !matchPattern(stage->get(), m_Zero()))
        return std::nullopt;
      g.uses.push_back(r);
    }
    g.read = read;
    g.write = write;
    break;
  }
  if (!g.read || g.uses.empty())
    return std::nullopt;
  // The plain loop's last barrier, after every read of the buffer.
  auto barrier =
      dyn_cast_or_null<gpu::BarrierOp>(body->getTerminator()->getPrevNode());
  if (!barrier || llvm::any_of(g.uses, [&](WaveRescaleOp r) {
        return !body->findAncestorOpInBlock(*r)->isBeforeInBlock(barrier);
      }))
    return std::nullopt;
  g.barrier = barrier;
  return g;
}

static void pipelineReads(scf::ForOp loop, ArrayRef<Operation *> reads,
                          Operation *after = nullptr);

/// A pipelined loop's group scales (groupScales) a group ahead: the read of
/// the next iteration's at the top of this one (the registers carried, the
/// first before the loop), written at the top into stage i % 2 of the
/// buffer (its second stage added; i the induction variable, or the
/// iterations since the first with another step), which the iteration's
/// rescales read; the barrier ending the body goes (the copy groups'
/// barriers order a stage's write and reads; it is rewritten two
/// iterations later, after the next iteration's barriers).
static void pipelineGroupScales(scf::ForOp loop, GroupScales &g,
                                int64_t ldsBytes) {
  Value buf = g.write.getDest();
  if (auto func = loop->getParentOfType<gpu::GPUFuncOp>()) {
    SmallPtrSet<Value, 1> grown = {buf};
    if (workgroupBytes(func, grown) > ldsBytes)
      return;
  }
  if (failed(firstReads(loop, {g.read})))
    return;
  ImplicitLocOpBuilder b(loop.getLoc(), loop.getBody(),
                         loop.getBody()->begin());
  KB k{b};
  Value iv = loop.getInductionVar();
  Value t = iv;
  if (!matchPattern(loop.getStep(), m_One()))
    t = k.div(arith::SubIOp::create(b, iv, loop.getLowerBound()),
              loop.getStep());
  Value stage = k.rem(t, 2);
  g.write.getStageMutable().set(stage);
  for (WaveRescaleOp r : g.uses)
    rescaleStage(r, buf)->set(stage);
  addStage(buf);
  g.barrier->erase();
  pipelineReads(loop, {g.read}, g.write);
}

void lowp::pipelineCopies(Operation *root, target::Chip chip, bool schedule) {
  int64_t ldsBytes = target::getChipInfo(chip).ldsBytes;
  SmallVector<scf::ForOp> loops;
  root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
  for (scf::ForOp loop : loops) {
    std::optional<GroupScales> scales = groupScales(loop);
    SmallPtrSet<Operation *, 2> skip;
    if (scales)
      skip.insert({scales->read, scales->write});
    FailureOr<SmallVector<CopyGroup>> groups = findGroups(loop, ldsBytes, skip);
    if (failed(groups))
      continue;
    FailureOr<SmallVector<Operation *>> first =
        firstReads(loop, groups->front().reads);
    if (failed(first))
      continue;
    pipeline(loop, *groups, *first, schedule,
             schedule && chip == target::Chip::GFX950);
    if (scales)
      pipelineGroupScales(loop, *scales, ldsBytes);
  }
}

//===----------------------------------------------------------------------===//
// Direct K loops: fragment reads one step ahead, in registers
//===----------------------------------------------------------------------===//

/// Whether `op`'s operands are computed from the loop's induction variable
/// and values defined outside it alone (no loop-carried value).
static bool stepOnly(scf::ForOp loop, Operation *op) {
  return succeeded(firstReads(loop, {op}));
}

/// The values a direct loop carries a step ahead: its fragment reads' results
/// and its f32 scale loads' (a load whose one use is a select on the step
/// alone, masking it past K, moves with that select); not `in step` reads.
static SmallVector<Operation *> aheadReads(scf::ForOp loop, target::Chip chip) {
  Block *body = loop.getBody();
  bool decodes = false, scaledCvt = false, mmas = false, perBlock = false;
  for (Operation &op : *body) {
    mmas |= isa<FragmentMmaOp>(op);
    if (auto m = dyn_cast<FragmentMmaOp>(op))
      perBlock |= bool(m.getScaleBlock());
    if (auto d = dyn_cast<FragmentDecodeOp>(op)) {
      decodes = true;
      scaledCvt |= d.getScaledCvt();
    }
  }
  // (A direct K loop issues its MFMAs on the fragments it reads; not, say, a
  // loop around one whose first reads it holds. Its reads move across
  // iterations: nothing in it may write memory.)
  if (!mmas)
    return {};
  WalkResult writes = body->walk([](Operation *op) {
    if (isa<scf::YieldOp>(op) || op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    return !effects || effects.hasEffect<MemoryEffects::Write>()
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (writes.wasInterrupted())
    return {};
  SmallVector<Operation *> reads;
  bool any = false;
  for (Operation &op : *body) {
    auto f = dyn_cast<FragmentReadOp>(op);
    any |= bool(f);
    // (Already pipelined, a read's registers yielded; or a read that
    // depends on a loop-carried value.)
    if (f && (llvm::any_of(op.getUsers(),
                           [](Operation *u) { return isa<scf::YieldOp>(u); }) ||
              !stepOnly(loop, f)))
      return {};
    // gfx950's dequantizing loops read bf16 / f16 values of several tiles
    // (A, from L2) in their step: carried, their 16 VGPRs per tile and
    // block cost waves (240 VGPRs at 64 x 32 with 8 waves along K: 2 waves
    // per SIMD). bf16 x MXFP4 at M = 64: 8192 x 8192 10.9 -> 10.1 us, 57344
    // x 8192 74.2 -> 68.9, 24576 x 1536 13.5 -> 11.6 (gfx942, VALU-bound:
    // no gain).
    if (f && decodes && chip == target::Chip::GFX950 &&
        isa<BFloat16Type, Float16Type>(f.getCodes()) && f.getTiles() >= 2)
      continue;
    if (f) {
      reads.push_back(f);
      continue;
    }
    auto load = dyn_cast<memref::LoadOp>(op);
    if (!load || !load.getType().isF32() || !load->hasOneUse() ||
        !stepOnly(loop, load))
      continue;
    auto mask = dyn_cast<arith::SelectOp>(*load->getUsers().begin());
    reads.push_back(mask && mask->getBlock() == body && stepOnly(loop, mask)
                        ? mask.getOperation()
                        : load.getOperation());
  }
  // Loops that decode with the scaled conversion keep their reads in step:
  // the next step's registers, live across its branches, would be copied at
  // the loop's end (96 -> 172 VGPRs on bf16 x MXFP4 at M = 16). So do the
  // per-block scaled MFMA loops (gfx942's direct MX), whose waves (up to 7
  // per SIMD) hide the latency: carried, the reads were copied into the
  // loop's registers at its end, which waited on them.
  if (!any || scaledCvt || perBlock)
    return {};
  return reads;
}

/// The fragment reads (and masked scale loads) of `loop` one step ahead:
/// the first step's before the loop, step t + 1's at the top of step t, the
/// registers carried (the next step's reads at the top of the body, or
/// after `after`).
static void pipelineReads(scf::ForOp loop, ArrayRef<Operation *> reads,
                          Operation *after) {
  FailureOr<SmallVector<Operation *>> slice = firstReads(loop, reads);
  if (failed(slice))
    return;
  Value iv = loop.getInductionVar();
  SmallVector<Value> carried, first, next;
  for (Operation *r : reads)
    llvm::append_range(carried, r->getResults());
  auto cloneAt = [&](OpBuilder &b, Value at, SmallVector<Value> &out) {
    IRMapping m;
    m.map(iv, at);
    for (Operation *op : *slice)
      b.clone(*op, m);
    for (Value v : carried)
      out.push_back(m.lookup(v));
  };
  {
    OpBuilder b(loop);
    cloneAt(b, loop.getLowerBound(), first);
  }
  {
    ImplicitLocOpBuilder b(loop.getLoc(), loop.getBody(),
                           after ? std::next(after->getIterator())
                                 : loop.getBody()->begin());
    cloneAt(b, KB{b}.add(iv, loop.getStep()), next);
  }
  IRRewriter rewriter(loop.getContext());
  FailureOr<LoopLikeOpInterface> grown = loop.replaceWithAdditionalYields(
      rewriter, first, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
        for (auto [v, arg] : llvm::zip(carried, args))
          v.replaceAllUsesWith(arg);
        return next;
      });
  if (failed(grown))
    return;
  auto newLoop = cast<scf::ForOp>(grown->getOperation());
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(*newLoop.getBody())))
    if (isOpTriviallyDead(&op) ||
        (isa<FragmentReadOp, ScaleReadOp>(op) && op.use_empty()))
      op.erase();
}

void lowp::pipelineFragmentReads(Operation *root, target::Chip chip) {
  SmallVector<scf::ForOp> loops;
  root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
  for (scf::ForOp loop : loops) {
    SmallVector<Operation *> reads = aheadReads(loop, chip);
    if (!reads.empty())
      pipelineReads(loop, reads);
  }
}

namespace {
struct PipelineCopiesPass
    : lowp::impl::LowpPipelineCopiesBase<PipelineCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    std::optional<target::Chip> c =
        chipOption(getOperation(), "lowp-pipeline-copies", chip);
    if (!c)
      return signalPassFailure();
    lowp::pipelineCopies(getOperation(), *c, loadsFirst);
    lowp::pipelineFragmentReads(getOperation(), *c);
  }
};
} // namespace

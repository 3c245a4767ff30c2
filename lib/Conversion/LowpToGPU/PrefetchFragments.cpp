//===- PrefetchFragments.cpp - fragment reads one K step ahead ------------===//
//
// Stage 4 of code generation (docs/codegen.md), after distribution: in a
// double-buffered K loop (lowp-pipeline-copies' form, distributed to lanes)
// the waves leave the barrier that ends a step together and all read their
// first MFMAs' fragments from LDS at once; the MFMA pipes wait for that
// burst every step. Here the first MFMAs' fragment reads of step t + 1 move
// to the end of step t, after its barrier (they read the stage written
// before it), carried in registers; the MFMAs of the step's later K
// fragments move after the barrier too, behind those reads, so each wave
// has MFMAs to issue while its next reads are served.
//
//===----------------------------------------------------------------------===//

#include "lowp/Conversion/Passes.h"
#include "lowp/Dialect/Lowp/IR/Lowp.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace lowp {
#define GEN_PASS_DEF_LOWPPREFETCHFRAGMENTS
#include "lowp/Conversion/Passes.h.inc"
} // namespace lowp

using namespace mlir;

/// An op whose only effects are reads of memory.
static bool onlyReads(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  return effects && effects.onlyHasEffect<MemoryEffects::Read>();
}

/// An op that only reads memory, through a memref operand of which `in`
/// holds.
static bool readsOnly(Operation *op, function_ref<bool(MemRefType)> in) {
  if (!onlyReads(op))
    return false;
  return llvm::any_of(op->getOperands(), [&](Value v) {
    auto t = dyn_cast<MemRefType>(v.getType());
    return t && in(t);
  });
}

/// A read of workgroup memory (LDS), nothing else.
static bool isLdsRead(Operation *op) {
  return readsOnly(op, [](MemRefType t) {
    return gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(t);
  });
}

/// A read of a buffer resource (amdgpu fat_raw_buffer: reads past its end
/// give zeros), nothing else.
static bool isBufferRead(Operation *op) {
  return readsOnly(op, [](MemRefType t) {
    auto space = dyn_cast_or_null<amdgpu::AddressSpaceAttr>(t.getMemorySpace());
    return space && space.getValue() == amdgpu::AddressSpace::FatRawBuffer;
  });
}

static void schedBarrier(OpBuilder &b, Location loc) {
  amdgpu::SchedBarrierOp::create(
      b, loc,
      amdgpu::sched_barrier_opt_enumAttr::get(
          b.getContext(), amdgpu::sched_barrier_opt_enum::none));
}

namespace {
/// One loop's plan: the first MFMAs' fragment reads (and the index
/// arithmetic they need, in order), the MFMAs that move after the barrier.
struct Plan {
  SmallVector<Operation *> slice, reads, late;
  gpu::BarrierOp barrier;
};
} // namespace

/// The plan for `loop`, or failure when its body is not of the form: ...,
/// LDS reads, the first lowp.mfma, ..., gpu.barrier, scf.yield, with no
/// write to memory before the first MFMA, the reads' indices computed from
/// the induction variable and values defined outside, and the MFMAs after
/// the step's later LDS reads used only by each other and the yield.
static FailureOr<Plan> planLoop(scf::ForOp loop, bool tiles) {
  Block *body = loop.getBody();
  Plan p;
  Operation *term = body->getTerminator();
  p.barrier = dyn_cast_or_null<gpu::BarrierOp>(term->getPrevNode());
  if (!p.barrier)
    return failure();
  auto first =
      llvm::find_if(*body, [](Operation &op) { return isa<lowp::MfmaOp>(op); });
  if (first == body->end())
    return failure();
  for (Operation &op : llvm::make_range(body->begin(), first)) {
    if (isLdsRead(&op) || (tiles && isBufferRead(&op))) {
      p.reads.push_back(&op);
      continue;
    }
    if (!isMemoryEffectFree(&op) && !onlyReads(&op))
      return failure(); // a write (or unknown effects) before the MFMAs
  }
  if (p.reads.empty())
    return failure();
  // The reads' backward slice in the body: pure ops of the induction
  // variable and values from outside.
  SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.filter = [&](Operation *op) { return op->getBlock() == body; };
  options.inclusive = true;
  SmallPtrSet<Operation *, 16> reads(p.reads.begin(), p.reads.end());
  for (Operation *r : p.reads)
    if (failed(getBackwardSlice(r, &slice, options)))
      return failure();
  for (Operation *op : slice) {
    if (!reads.contains(op) && !isPure(op))
      return failure();
    for (Value v : op->getOperands())
      if (auto arg = dyn_cast<BlockArgument>(v))
        if (arg.getOwner() == body && arg != loop.getInductionVar())
          return failure();
  }
  p.slice.assign(slice.begin(), slice.end());
  llvm::sort(p.slice,
             [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
  // The MFMAs after the first LDS read past the first MFMA.
  bool later = false;
  for (Operation &op : llvm::make_range(first, Block::iterator(p.barrier))) {
    if (isLdsRead(&op))
      later = true;
    else if (later && isa<lowp::MfmaOp>(op))
      p.late.push_back(&op);
  }
  if (p.late.empty())
    return failure();
  SmallPtrSet<Operation *, 32> late(p.late.begin(), p.late.end());
  for (Operation *m : p.late)
    for (Operation *user : m->getUsers())
      if (user != term && !late.contains(user))
        return failure();
  return p;
}

static void prefetch(scf::ForOp loop, Plan &p) {
  IRRewriter rewriter(loop.getContext());
  Location loc = loop.getLoc();
  // The first step's reads before the loop (after the prologue's barrier).
  rewriter.setInsertionPoint(loop);
  IRMapping pre;
  pre.map(loop.getInductionVar(), loop.getLowerBound());
  for (Operation *op : p.slice)
    rewriter.clone(*op, pre);
  SmallVector<Value> inits;
  for (Operation *r : p.reads)
    for (Value v : r->getResults())
      inits.push_back(pre.lookup(v));
  // In the loop, after the barrier: the next step's reads, then the late
  // MFMAs.
  Operation *barrier = p.barrier;
  auto yieldFn = [&](OpBuilder &b, Location, ArrayRef<BlockArgument>) {
    b.setInsertionPointAfter(barrier);
    schedBarrier(b, loc);
    // (The body is the new loop's by now.)
    auto inLoop = cast<scf::ForOp>(barrier->getParentOp());
    Value iv = inLoop.getInductionVar();
    IRMapping next;
    next.map(iv, arith::AddIOp::create(b, loc, iv, inLoop.getStep()));
    for (Operation *op : p.slice)
      b.clone(*op, next);
    schedBarrier(b, loc);
    for (Operation *m : p.late)
      m->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
    SmallVector<Value> yields;
    for (Operation *r : p.reads)
      for (Value v : r->getResults())
        yields.push_back(next.lookup(v));
    return yields;
  };
  auto newLoop = cast<scf::ForOp>(*loop.replaceWithAdditionalYields(
      rewriter, inits, /*replaceInitOperandUsesInLoop=*/false, yieldFn));
  // The body's reads give way to the carried values.
  Block *body = newLoop.getBody();
  unsigned arg = newLoop.getNumRegionIterArgs() - inits.size();
  for (Operation *r : p.reads)
    for (Value v : r->getResults())
      rewriter.replaceAllUsesWith(v, body->getArgument(1 + arg++));
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*body)))
    if (isOpTriviallyDead(&op))
      rewriter.eraseOp(&op);
}

void lowp::prefetchFragments(Operation *root, bool all) {
  SmallVector<scf::ForOp> loops;
  root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
  for (scf::ForOp loop : loops) {
    auto what = loop->getAttrOfType<StringAttr>(kPrefetchAttr);
    if (!what && !all)
      continue;
    loop->removeAttr(kPrefetchAttr);
    bool tiles = what && what.getValue() == "fragments_and_tiles";
    FailureOr<Plan> p = planLoop(loop, tiles);
    if (succeeded(p))
      prefetch(loop, *p);
  }
}

namespace {
struct PrefetchFragmentsPass
    : lowp::impl::LowpPrefetchFragmentsBase<PrefetchFragmentsPass> {
  using LowpPrefetchFragmentsBase::LowpPrefetchFragmentsBase;
  void runOnOperation() override {
    lowp::prefetchFragments(getOperation(), all);
  }
};
} // namespace

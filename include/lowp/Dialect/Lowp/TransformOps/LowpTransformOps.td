//===- LowpTransformOps.td - lowp's transform dialect ops --*- tablegen -*-===//
//
// lowp's code-generation steps as transform dialect ops, for a transform
// script that picks the ops and the tiles itself (docs/codegen.md,
// "Transform dialect ops").
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_TRANSFORM_OPS
#define LOWP_TRANSFORM_OPS

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/IR/TransformTypes.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def LegalizeOp : Op<Transform_Dialect, "lowp.legalize",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     TransformOpInterface, TransformEachOpTrait]> {
  let summary = "Strategy and tiling of lowp ops for a chip (lowp-legalize)";
  let description = [{
    Does to each targeted op and the lowp ops nested in it (a function, a
    module) what `lowp-legalize{chip=...}` does: a
    `lowp.scaled_matmul` or `lowp.grouped_scaled_matmul` gets its
    `lowp.strategy`, the cost model's `#lowp.tiling` (or the one `tile`
    spells, in `--tile`'s syntax `BMxBNxBK[xS][/WK][@MxNxK]`; an op's own
    `lowp.tiling` is kept) and, for a dynamic M when `variants` is true,
    `lowp.variants`; a quantize or dequantize its kernel strategy or
    `host_reference`. Ops of other dialects are left alone. (`tile` applies
    to every matmul the handle reaches.)

    A definite failure (its error names the op and the recipes) when the
    chip has no strategy for an op. The handle is only read: the ops are
    annotated in place.

    ```mlir
    transform.lowp.legalize %mm {chip = "gfx950", tile = "64x128x128"} : !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, StrAttr:$chip,
                       DefaultValuedStrAttr<StrAttr, "">:$tile,
                       DefaultValuedAttr<BoolAttr, "true">:$variants);
  let results = (outs);
  let assemblyFormat = "$target attr-dict `:` type($target)";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def TileToWorkgroupsOp : Op<Transform_Dialect, "lowp.tile_to_workgroups",
    [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
     TransformOpInterface, TransformEachOpTrait]> {
  let summary = "Workgroup tiles of a lowp op as an scf.forall (stage 1)";
  let description = [{
    Tiles each targeted `lowp.scaled_matmul`, `lowp.quantize` or
    `lowp.dequantize` into one `scf.forall` over workgroup tiles mapped to
    GPU blocks, as `lowp-tile` does (docs/codegen.md, "Stage 1"), and
    returns the loops. `tile_sizes`: for a matmul `[BM, BN]` (empty: the
    op's `lowp.tiling`); for a quantize or dequantize one size per
    dimension, 0 for whole (empty: the op's `lowp.tile_sizes`). K is never
    tiled. Tiles keep whole scale blocks; a tiling that would cut one is a
    silenceable failure that names the operand and the block, and leaves
    the op as it was. `lowp-lower-to-gpu` takes each loop as one launch.

    ```mlir
    %loop = transform.lowp.tile_to_workgroups %mm tile_sizes [64, 128]
        : (!transform.any_op) -> !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$tile_sizes);
  let results = (outs TransformHandleTypeInterface:$loop);
  let assemblyFormat = [{
    $target (`tile_sizes` $tile_sizes^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def FuseIntoEpilogueOp : Op<Transform_Dialect, "lowp.fuse_into_epilogue",
    [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
     TransformOpInterface, TransformEachOpTrait]> {
  let summary = "A matmul's consumer into its epilogue (stage 2)";
  let description = [{
    Fuses each targeted consumer into the epilogue of the
    `lowp.scaled_matmul` it reads, as `lowp-fuse-epilogues` does
    (docs/codegen.md, "Fused epilogues"): an elementwise linalg op (bias,
    activation, residual, cast) that is the matmul's only user, or a
    `lowp.quantize` of the result into MX blocks of 1 x 32 along N (the next
    layer's MXFP8 / MXFP6 / MXFP4 input). Returns the fused
    matmuls, which replace the consumers (and the matmuls). A consumer that
    does not fuse is a silenceable failure saying why.

    ```mlir
    %fused = transform.lowp.fuse_into_epilogue %silu
        : (!transform.any_op) -> !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$fused);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def PipelineCopiesOp : Op<Transform_Dialect, "lowp.pipeline_copies",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     TransformOpInterface, TransformEachOpTrait]> {
  let summary = "Software pipelining of K loops (lowp-pipeline-copies)";
  let description = [{
    Does to the K loops in each targeted op (a kernel, a module, a loop)
    what `lowp-pipeline-copies{chip=...}` does: plain LDS-staged loops
    become double-buffered, register-staged loops (one-stage buffers take
    their second stage within the chip's LDS); direct loops
    (`lowp.fragment_read` / `lowp.fragment_mma`) read each step's fragments
    a step ahead, the registers carried. Loops of other forms are left as
    they are. The handle is only read: the loops are rewritten in place.

    ```mlir
    transform.lowp.pipeline_copies %kernel {chip = "gfx950"} : !transform.any_op
    ```
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedStrAttr<StrAttr, "gfx942">:$chip);
  let results = (outs);
  let assemblyFormat = "$target attr-dict `:` type($target)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def ApplyLowerTileCopiesPatternsOp : Op<Transform_Dialect,
    "apply_patterns.lowp.lower_tile_copies",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>]> {
  let summary = "Promotion's tile copies as loads and stores (stage 3)";
  let description = [{
    The patterns of `lowp-lower-tile-copies`
    (`lowp::populateLowpTileCopyPatterns`) inside a
    `transform.apply_patterns` region: each `lowp.tile_read` becomes the
    thread's vector loads and code maps, each `lowp.tile_write` its LDS
    stores in the tile's layout (decoding codes into bf16 / f16 values with
    `decode`). `chip` (gfx942, the default, or gfx950) picks the
    instructions that decode codes.

    ```mlir
    transform.apply_patterns to %kernel {
      transform.apply_patterns.lowp.lower_tile_copies {chip = "gfx950"}
      transform.apply_patterns.lowp.distribute_wave_mma
    } : !transform.any_op
    ```
  }];
  let arguments = (ins DefaultValuedStrAttr<StrAttr, "gfx942">:$chip);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def ApplyDistributeWaveMmaPatternsOp : Op<Transform_Dialect,
    "apply_patterns.lowp.distribute_wave_mma",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>]> {
  let summary = "Distribution of lowp.wave_mma to lanes (stage 4)";
  let description = [{
    The patterns of `lowp-distribute-wave-mma`
    (`lowp::populateLowpDistributeWaveMmaPatterns`) inside a
    `transform.apply_patterns` region: each `lowp.wave_mma` (a wave's MFMAs
    over a K step of LDS tiles) becomes the lanes' fragment reads and
    `lowp.mfma` ops, each `lowp.wave_rescale` (blockwise scaling of partial
    sums) the lanes' scale loads and fused multiply-adds.

    ```mlir
    transform.apply_patterns to %kernel {
      transform.apply_patterns.lowp.distribute_wave_mma
      transform.apply_patterns.lowp.mfma_to_amdgpu
    } : !transform.any_op
    ```
  }];
  let assemblyFormat = "attr-dict";
}

def ApplyLowerWaveStorePatternsOp : Op<Transform_Dialect,
    "apply_patterns.lowp.lower_wave_store",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>]> {
  let summary = "The epilogue, lowp.wave_store, written on lanes (stage 4)";
  let description = [{
    The patterns of `lowp-lower-wave-store`
    (`lowp::populateLowpWaveStorePatterns`) inside a
    `transform.apply_patterns` region: each `lowp.wave_store` (a wave's
    accumulators scaled, biased, rounded, through the fused epilogue and
    stored, or quantized) becomes the lanes' loads, arithmetic and stores,
    and each `lowp.wave_sum` (the sums of waves along K) its LDS stores,
    barrier and adds.
    `chip` (gfx942, the default, or gfx950) picks the instructions that
    encode a quantized result's codes.

    ```mlir
    transform.apply_patterns to %kernel {
      transform.apply_patterns.lowp.distribute_wave_mma
      transform.apply_patterns.lowp.lower_wave_store {chip = "gfx950"}
    } : !transform.any_op
    ```
  }];
  let arguments = (ins DefaultValuedStrAttr<StrAttr, "gfx942">:$chip);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def ApplyMfmaToAMDGPUPatternsOp : Op<Transform_Dialect,
    "apply_patterns.lowp.mfma_to_amdgpu",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>]> {
  let summary = "Rewrite of lowp.mfma to amdgpu.mfma / amdgpu.scaled_mfma (stage 5)";
  let description = [{
    The patterns of `lowp-mfma-to-amdgpu`
    (`lowp::populateLowpMfmaToAMDGPUPatterns`) inside a
    `transform.apply_patterns` region, next to an embedder's own.

    ```mlir
    transform.apply_patterns to %kernel {
      transform.apply_patterns.lowp.mfma_to_amdgpu
    } : !transform.any_op
    ```
  }];
  let assemblyFormat = "attr-dict";
}

#endif // LOWP_TRANSFORM_OPS

//===- Passes.td - lowp graph-rewrite passes ---------------*- tablegen -*-===//

#ifndef LOWP_DIALECT_LOWP_TRANSFORMS_PASSES_TD
#define LOWP_DIALECT_LOWP_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def LowpQuantizeMatmuls : Pass<"lowp-quantize-matmuls"> {
  let summary = "Rewrite linalg matmuls into lowp.quantize + lowp.scaled_matmul";
  let description = [{
    Finds `linalg.matmul` (any of its indexing maps, so transposed operands
    too), `linalg.batch_matmul` and contraction `linalg.generic`s (one M, one
    N and one K dimension, at most one batch dimension, a multiply-add body,
    projected-permutation maps) over f32/bf16/f16 tensors, and rewrites each
    into `lowp.quantize` of its operands followed by `lowp.scaled_matmul`:

    ```mlir
    %c = linalg.matmul ins(%x, %w : tensor<128x4096xbf16>, tensor<4096x512xbf16>)
                       outs(%zero : tensor<128x512xbf16>) -> tensor<128x512xbf16>
    // with lhs-recipe=mxfp8 rhs-recipe=mxfp4 becomes
    %qx = lowp.quantize %x : tensor<128x4096xbf16> -> !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
    %qw = lowp.quantize %w : tensor<4096x512xbf16> -> !lowp.scaled<4096x512xf4E2M1FN, mxfp4, along = 0>
    %c = lowp.scaled_matmul %qx, %qw : ... -> tensor<128x512xbf16>
    ```

    Blocks run along K for both operands, whatever their layout. An operand
    made by a `linalg.transpose` of its last two dimensions (weights exported
    N x K and transposed for the matmul) is quantized as stored and the
    matmul's transpose flag flips; the transpose goes when nothing else
    uses it. A batched matmul whose B is a `linalg.broadcast` of one matrix
    over the batch (activations `[batch, M, K]` times weights, as
    `torch.matmul` exports) becomes one 2-D matmul over batch * M rows
    (`tensor.collapse_shape` of A, `tensor.expand_shape` of the result), so
    the weights are quantized once, not once per batch. A recipe is
    written `NAME` or `NAME:ELEMENT` (`mxfp8:f8E5M2`, `fp8_rowwise:f8E4M3FNUZ`);
    `none` keeps that operand in high precision (weight-only quantization
    keeps the activations: `lhs-recipe=none rhs-recipe=mxfp4`); the GPU's
    weight-only kernels take bf16 / f16 activations, so for an f32 graph
    `f32-as-bf16` rounds the kept operand to bf16 first (a `linalg.generic`
    of `arith.truncf`, RNE: each activation's relative error is at most
    2^-9, and the product's accordingly), otherwise lowp-legalize's
    diagnostic says the chip has no f32 strategy. Per op, the
    string attributes `lowp.lhs_recipe` / `lowp.rhs_recipe` / `lowp.mode`
    override the options, and a unit attribute `lowp.no_quantize` leaves the op alone (this
    is how rule-based rewriting, e.g. from Python, picks recipes per matmul).

    Rules can tell weights from activations: an operand whose values come
    from a constant (`arith.constant`, also `dense_resource`), read through
    transposes, broadcasts, `tensor.collapse_shape` / `expand_shape` /
    `cast` and elementwise float casts, is a weight when the constant has at
    least `min-weight-elements` elements; `weight-recipe` then gives its
    recipe, and `weights-only` leaves matmuls with no weight operand alone:

    ```
    --lowp-quantize-matmuls="lhs-recipe=mxfp8 weight-recipe=mxfp4 weights-only=true"
    ```

    quantizes an exported model's projections (MXFP8 activations, MXFP4
    weights, folded at compile time by `lowp-fold-quantize`) and leaves the
    attention core's activation products in bf16. `lowp::traceOperand`
    (`lowp/Dialect/Lowp/Transforms/Matmuls.h`) and the C API's
    `lowpValueGetOrigin` give the same classification to other rules
    (Python's `MatmulOp.lhs.kind`).

    The output tensor of a linalg op is accumulated into. A zero fill
    (`linalg.fill` of 0 or a zero constant) is dropped; any other init is
    added to the result in its element type. Matmuls with fewer than
    `min-flops` (2 M N K, static shapes only) are left alone; so are matmuls
    whose K the recipe's blocks do not divide, with a warning naming the
    reason.
  }];
  let dependentDialects = ["::lowp::LowpDialect", "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"lhsRecipe", "lhs-recipe", "std::string", /*default=*/"\"mxfp8\"",
           "Recipe for the left operand (activations): NAME[:ELEMENT] or none">,
    Option<"rhsRecipe", "rhs-recipe", "std::string", /*default=*/"\"mxfp8\"",
           "Recipe for the right operand (weights): NAME[:ELEMENT] or none">,
    Option<"mode", "mode", "std::string", /*default=*/"\"\"",
           "Scale mode for power-of-two scales: floor, ceil, even or rceil "
           "(default: the recipe's)">,
    Option<"pow2Scales", "pow2-scales", "bool", /*default=*/"false",
           "Round fp32 scales to powers of two">,
    Option<"minFlops", "min-flops", "int64_t", /*default=*/"0",
           "Leave matmuls with fewer than this many flops (2MNK) alone">,
    Option<"f32AsBf16", "f32-as-bf16", "bool", /*default=*/"false",
           "Weight-only on f32 activations: round the operand kept in high "
           "precision to bf16 (RNE; relative error at most 2^-9 per element) "
           "so the bf16 x scaled kernels take it">,
    Option<"weightRecipe", "weight-recipe", "std::string", /*default=*/"\"\"",
           "Recipe for operands that are weights (constants, read through "
           "transposes, broadcasts, reshapes and casts), on either side; "
           "default: lhs-recipe / rhs-recipe">,
    Option<"minWeightElements", "min-weight-elements", "int64_t",
           /*default=*/"1",
           "Constants with fewer elements are not weights">,
    Option<"weightsOnly", "weights-only", "bool", /*default=*/"false",
           "Leave matmuls without a weight operand alone (products of two "
           "activations, such as attention's scores)">
  ];
}

def LowpFuseEpilogues : Pass<"lowp-fuse-epilogues"> {
  let summary = "Fuse elementwise consumers of lowp.scaled_matmul and lowp.grouped_scaled_matmul into their epilogues";
  let description = [{
    Folds an elementwise linalg op (`linalg.generic`, or a named op such as
    `linalg.add`: all loops parallel, one output with an identity map whose
    value the body does not read, a body of arith / math ops) that is the only
    user of a `lowp.scaled_matmul` or `lowp.grouped_scaled_matmul` (MoE)
    result into the matmul's `epilogue` region. A consumer that reads a
    grouped result at column pairs, `(d0, 2 * d1)` and `(d0, 2 * d1 + 1)`
    (a SwiGLU over interleaved gate / up columns), becomes an
    `epilogue_pairs` region. The linalg op's other inputs become the epilogue's `ins` with
    their indexing maps (a bias row `(d0, d1) -> (d1)`, a residual
    `(d0, d1) -> (d0, d1)`, a per-row factor `(d0, d1) -> (d0)`). Chains
    (bias add, then SiLU, then a residual add) fold one after the other.

    ```mlir
    %h = lowp.scaled_matmul %a, %w {transpose_b} : A, W -> tensor<?x512xbf16>
    %y = linalg.generic {... iterator_types = ["parallel", "parallel"]}
        ins(%h, %bias : tensor<?x512xbf16>, tensor<512xbf16>) outs(%e : ...) {
    ^bb0(%x: bf16, %b: bf16, %o: bf16):
      %s = arith.addf %x, %b : bf16
      linalg.yield %s : bf16
    } -> tensor<?x512xbf16>
    // becomes
    %y = lowp.scaled_matmul %a, %w epilogue ins(%bias : tensor<512xbf16>) {
    ^bb0(%x: bf16, %b: bf16):
      %s = arith.addf %x, %b : bf16
      lowp.yield %s : bf16
    } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>], transpose_b}
        : A, W -> tensor<?x512xbf16>
    ```

    Then a `lowp.quantize` of a matmul's result (the next layer's input)
    fuses when its blocks are MX blocks of 1 x 32 along N (MXFP8, MXFP6,
    MXFP4) and N is static and a multiple of 32: the matmul's
    result becomes the scaled value (`quantize_mode`, `quantize_pow2_scales`)
    and its kernel writes codes and scales. Consumers' `tensor.dim`s of the
    matmul are rewritten to its operands' sizes; what ends unused
    (`tensor.empty`, `tensor.dim`) is erased.

    Exact by construction: the matmul still rounds to its own result type
    before the body runs, and the body is the one the program had. A GPU
    kernel runs the epilogue on its registers before the one store of C, so
    the layer is one launch instead of one per op and the intermediate never
    goes through memory. Only `lowp.scaled_matmul` (not grouped) is fused.
  }];
  let dependentDialects = ["::lowp::LowpDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def LowpTile : Pass<"lowp-tile"> {
  let summary = "Tile lowp ops into workgroup tiles (scf.forall over GPU blocks)";
  let description = [{
    Stage 1 of code generation (docs/codegen.md "Stage 1"): each
    `lowp.scaled_matmul` becomes an `scf.forall` over its workgroup tiles,
    mapped to GPU blocks (`#gpu.block<x>` over N, `<y>` over M, `<z>` over
    the batch), whose body computes one tile as a `lowp.scaled_matmul` of
    slices of its operands and `tensor.parallel_insert_slice`s it into the
    result. The tile is BM x BN from the op's `lowp.tiling` (the cost
    model's choice, `lowp-legalize`) or the `tile-sizes` option, which wins
    when given; K is never tiled (the sum over K is exact and rounded once;
    the kernel's K loop is a later stage). A slice of a `!lowp.scaled`
    operand is a slice of its codes and of its block scales
    (`lowp.disassemble`, `tensor.extract_slice`, `lowp.assemble`), so a
    tile must not cut a scale block: a dimension with blocks of B > 1 (a
    128 x 128-blocked weight's N) takes tiles that are multiples of B and
    divide it. Bias and epilogue inputs are sliced along their maps.
    ```mlir
    %c = lowp.scaled_matmul %a, %b {transpose_b}
        : !lowp.scaled<256x4096xf8E4M3FN, mxfp8>,
          !lowp.scaled<512x4096xf8E4M3FN, mxfp8> -> tensor<256x512xbf16>
    // with tile-sizes=128,256 becomes
    %c = scf.forall (%i, %j) = (0, 0) to (256, 512) step (128, 256)
        shared_outs(%out = %empty) -> (tensor<256x512xbf16>) {
      %at = ... slice of %a: codes [%i, 0] 128x4096, scales [%i, 0] 128x128
      %bt = ... slice of %b: codes [%j, 0] 256x4096, scales [%j, 0] 256x128
      %t = lowp.scaled_matmul %at, %bt {transpose_b} : ... -> tensor<128x256xbf16>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %t into %out[%i, %j] [128, 256] [1, 1] ...
      }
    } {mapping = [#gpu.block<y>, #gpu.block<x>]}
    ```
    With `dequantize-tile-sizes`, `lowp.dequantize` ops are tiled the same
    way (one size per dimension, 0 for a dimension left whole).
    An op's own `lowp.tile_sizes` (`array<i64: ...>`, one size per
    dimension) overrides these two options for that quantize / dequantize.
    With `quantize-tile-sizes`, `lowp.quantize` ops are tiled too, when
    their scales depend only on the tile (no tensor scale; a per-tensor or
    per-row amax only along dimensions tiled whole). Ops whose result is a
    `!lowp.scaled` value (those quantizes, a matmul with a quantized result,
    the fused `lowp.quantize` of lowp-fuse-epilogues) get an `scf.forall`
    whose shared outputs are the result's codes and scales, each tile's
    parts inserted in place and assembled after the loop (upstream's tiling
    inserts into tensors only).
    `lowp-compile` and `lowp-run`'s GPU devices run it with `only-legalized`
    after `lowp-legalize`; `lowp-lower-to-gpu` takes each workgroup loop as
    one launch.
    The tiled program computes the same values bit for bit (each element's
    sum is the untiled one, each scale block's amax the untiled one);
    `lowp-run --device=cpu` runs it. A tiling that would cut a scale block,
    or split an amax, is an error naming the operand and the reason.
  }];
  let dependentDialects = ["::lowp::LowpDialect",
                           "::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    ListOption<"tileSizes", "tile-sizes", "int64_t",
               "Workgroup tile of every scaled_matmul: BM,BN (overrides "
               "lowp.tiling; default: the op's lowp.tiling)">,
    ListOption<"dequantizeTileSizes", "dequantize-tile-sizes", "int64_t",
               "Tile of every lowp.dequantize, one size per dimension (0: "
               "whole); default: dequantize ops are not tiled">,
    Option<"onlyLegalized", "only-legalized", "bool", /*default=*/"false",
           "lowp-compile's form: tile only the matmuls lowp-legalize gave a "
           "lowp.tiling, where its tiles can be written, and leave the "
           "others whole without a diagnostic">,
    ListOption<"quantizeTileSizes", "quantize-tile-sizes", "int64_t",
               "Tile of every lowp.quantize, one size per dimension (0: "
               "whole); default: quantize ops are not tiled">
  ];
}

def LowpFoldQuantize : Pass<"lowp-fold-quantize"> {
  let summary = "Quantize constants at compile time";
  let description = [{
    Every `lowp.quantize` of a constant (`arith.constant dense<...>` or
    `dense_resource<...>`, e.g. weights a model carries) becomes the constant parts of the scaled value,
    `lowp.assemble` of `arith.constant` codes, block scales and (two-level
    recipes) tensor scale, computed bit for bit by lowp's numerics library
    (the canonicalization pattern of `lowp.quantize`, applied alone). The
    compiled module then launches no quantize kernel for them. AMD-FP4's
    UE5M3 scales (a type `dense` cannot hold) become a `dense_resource`
    blob of one code per byte. Dynamic shapes stay.
    `lowp-compile` and `lowp-run`'s GPU devices run it first.
  }];
  let dependentDialects = ["::lowp::LowpDialect", "::mlir::arith::ArithDialect"];
}

def LowpExpandShapeToReinterpretCast
    : Pass<"lowp-expand-shape-to-reinterpret-cast"> {
  let summary = "Step around an upstream crash on dynamic memref.expand_shape";
  let description = [{
    LLVM 22's `expand-strided-metadata` crashes on a `memref.expand_shape`
    with two or more dynamic sizes in one reassociation group
    (llvm/llvm-project#186830, fixed in LLVM 23 by #187844), which
    bufferization makes of a `tensor.expand_shape` such as
    `[batch * seq, D] -> [batch, seq, D]` with dynamic batch and seq, the
    reshape exporters write around every projection. This pass rewrites
    such an op into `memref.extract_strided_metadata` of its source and a
    `memref.reinterpret_cast` with the op's `output_shape` as sizes and each
    group's strides built from its innermost source stride outward (the
    computation of the upstream fix). Other expand_shapes stay. lowp's host
    pipelines (`lowp-reference-pipeline`, lowp-run's devices) run it before
    `expand-strided-metadata`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def LowpQuantizeArguments : Pass<"lowp-quantize-arguments",
                                 "::mlir::func::FuncOp"> {
  let summary = "Take weights passed as arguments already quantized";
  let description = [{
    A model whose weights are function arguments (bf16 tensors passed at
    each call) quantizes them in every call after `lowp-quantize-matmuls`.
    This pass makes the chosen arguments `!lowp.scaled` instead: an argument
    whose every use is a `lowp.quantize` to one type (mode and pow2 alike)
    takes that type, and the quantizes go. The argument keeps what the
    quantize was as attributes, so a runtime (Python's
    `lowp.quantize_arguments`) can quantize the weights once, offline,
    bit for bit as the function would have:
    `lowp.quantized_from` (the original tensor type), `lowp.mode` (the
    quantize's scale mode, if it had one) and `lowp.pow2_scales`.

    ```mlir
    func.func @f(%x: tensor<?x4096xbf16>, %w: tensor<4096x4096xbf16>) ...
      %qw = lowp.quantize %w : tensor<4096x4096xbf16> -> !lowp.scaled<4096x4096xf4E2M1FN, mxfp4, along = 0>
    // with arguments=1 becomes
    func.func @f(%x: tensor<?x4096xbf16>,
                 %w: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4, along = 0>
                     {lowp.quantized_from = tensor<4096x4096xbf16>}) ...
    ```

    `arguments` lists the argument indices (empty: every argument whose
    uses are all one quantize, which would take the activations too). An
    argument named that does not qualify is an error saying why. Public
    functions change their signature: callers in the module are not
    rewritten (an error if there are any).
  }];
  let dependentDialects = ["::lowp::LowpDialect"];
  let options = [
    ListOption<"arguments", "arguments", "int64_t",
               "Indices of the arguments to take quantized (default: all "
               "that qualify)">,
    Option<"function", "function", "std::string", /*default=*/"\"\"",
           "Only this function (default: every function)">
  ];
}

#endif // LOWP_DIALECT_LOWP_TRANSFORMS_PASSES_TD

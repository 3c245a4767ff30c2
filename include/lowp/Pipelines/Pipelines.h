//===- Pipelines.h - lowp pass pipelines ------------------------*- C++ -*-===//

#ifndef LOWP_PIPELINES_PIPELINES_H
#define LOWP_PIPELINES_PIPELINES_H

#include <string>

namespace lowp {

/// The host pipeline of the reference path: lowp ops -> exact host code ->
/// bufferized loops -> LLVM dialect, ready for the execution engine. Mark the
/// entry function `llvm.emit_c_interface` before running it. The text is the
/// list of passes of a `builtin.module` pass manager (parse it into one).
inline constexpr const char *kReferencePipeline =
    "lowp-lower-to-reference,"
    "canonicalize,"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},"
    // Tiled programs (lowp-tile): the workgroup loops run one after another.
    "scf-forall-to-for,"
    // Frees every buffer the function does not return (results are the
    // caller's: lowp::runFunction frees them once read).
    "buffer-deallocation-pipeline,"
    // The copies it makes of returned constants (folded weights).
    "convert-bufferization-to-memref,"
    "func.func(convert-linalg-to-loops),"
    // math on bf16 / f16 computed in f32 (libm has no such variants), then
    // LLVM's intrinsics where it has one (exp, log, sqrt, ...) and libm
    // calls for the rest (tanh, erf, atan2, ...).
    "func.func(math-extend-to-supported-types{target-type=f32}),"
    "lowp-expand-shape-to-reinterpret-cast,"
    "expand-strided-metadata,"
    "lower-affine,"
    "convert-scf-to-cf,"
    "arith-expand{include-bf16=true},"
    "finalize-memref-to-llvm,"
    "convert-index-to-llvm,"
    "convert-math-to-llvm,"
    "convert-math-to-libm,"
    "convert-arith-to-llvm,"
    "convert-ub-to-llvm,"
    "convert-cf-to-llvm,"
    "convert-func-to-llvm,"
    "reconcile-unrealized-casts";

/// The device route for every gpu.module (kernels at the scf/vector/amdgpu
/// level): scf to cf, ROCDL target and lowering, and gpu-module-to-binary
/// with `format` (isa, bin, llvm) and the toolkit directory holding
/// llvm/bin/ld.lld and amdgcn/bitcode.
/// lowp's code generation for a chip, up to the device route: the stages
/// as passes of a `builtin.module` pass manager (docs/codegen.md):
/// constants quantized at compile time (lowp-fold-quantize), fused
/// epilogues (when `fuseEpilogues`), strategies and tilings (lowp-legalize;
/// `tile` overrides the cost model; `launchVariants`: small-M variants of
/// matmuls with a dynamic M), workgroup tiles (lowp-tile), the
/// kernels and host launches (lowp-lower-to-gpu, which ends with the MFMA
/// rewrite). lowp-compile and lowp-run's GPU devices run it.
std::string gpuPipeline(const std::string &chip, const std::string &tile,
                        bool fuseEpilogues, bool launchVariants = true);

std::string devicePipeline(const std::string &chip, const std::string &format,
                           const std::string &toolkit);

/// Registers `lowp-reference-pipeline` (the pipeline above) with the pass
/// registry, for lowp-opt.
void registerPipelines();

} // namespace lowp

#endif // LOWP_PIPELINES_PIPELINES_H

//===- Pipelines.cpp - lowp pass pipelines --------------------------------===//

#include "lowp/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

std::string lowp::gpuPipeline(const std::string &chip, const std::string &tile,
                              bool fuseEpilogues, bool launchVariants) {
  return std::string("lowp-fold-quantize,") +
         (fuseEpilogues ? "lowp-fuse-epilogues," : "") +
         "lowp-legalize{chip=" + chip + (tile.empty() ? "" : " tile=" + tile) +
         (launchVariants ? "" : " variants=false") +
         "},lowp-tile{only-legalized=true},lowp-lower-to-gpu{chip=" + chip +
         "}";
}

std::string lowp::devicePipeline(const std::string &chip,
                                 const std::string &format,
                                 const std::string &toolkit) {
  // math on bf16 / f16 (fused epilogues) computed in f32, as on the host.
  // expand-strided-metadata: a grouped GEMM views its group of B through
  // memref.subview (the group's buffer resource).
  return "gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,"
         "math-extend-to-supported-types{target-type=f32}),"
         "rocdl-attach-target{chip=" +
         chip +
         " O=3},"
         "gpu.module(convert-gpu-to-rocdl{chipset=" +
         chip +
         "}),"
         "gpu-module-to-binary{format=" +
         format + " toolkit=" + toolkit + "}";
}

void lowp::registerPipelines() {
  PassPipelineRegistration<>(
      "lowp-reference-pipeline",
      "The host pipeline of lowp-run --device=cpu: lowp-lower-to-reference, "
      "one-shot bufferization and lowering to the LLVM dialect",
      [](OpPassManager &pm) {
        // The textual form is the single source of truth; it only names
        // registered passes, so parsing cannot fail at run time.
        (void)parsePassPipeline(kReferencePipeline, pm);
      });
}

//===- Pipelines.cpp - lowp pass pipelines --------------------------------===//

#include "lowp/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

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

//===- InitAll.h - register lowp's dialects and passes ----------*- C++ -*-===//
//
// The embedding API: a compiler that links lowp calls these to make the lowp
// dialect and passes available in its own tool.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_INITALL_H
#define LOWP_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir
namespace llvm::cl {
class OptionCategory;
} // namespace llvm::cl

namespace lowp {

/// Registers the lowp dialect and the dialects lowp's passes create.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers every lowp pass (and pipeline) with the global pass registry.
void registerAllPasses();

/// For lowp's own tools: the upstream dialects, interfaces and passes a user
/// of lowp-opt needs beside lowp's (func, arith, math, tensor, linalg, memref,
/// vector, scf, cf, gpu, amdgpu, rocdl, llvm, bufferization, transform).
void registerToolDialects(mlir::DialectRegistry &registry);
void registerToolPasses();

/// For lowp's own tools (lowp-compile, lowp-run): registers MLIR's CL
/// options (asm printer, context, pass manager: --mlir-print-ir-after-all and
/// friends) and makes --help list only `toolOptions` and those --mlir-*
/// options; LLVM's back-end options are left out of the listing but still
/// parse.
void registerToolCLOptions(llvm::cl::OptionCategory &toolOptions);

} // namespace lowp

#endif // LOWP_INITALL_H

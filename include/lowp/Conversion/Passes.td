//===- Passes.td - lowp conversion passes ------------------*- tablegen -*-===//

#ifndef LOWP_CONVERSION_PASSES_TD
#define LOWP_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def LowpLowerToReference : Pass<"lowp-lower-to-reference", "::mlir::ModuleOp"> {
  let summary = "Lower lowp ops to host code that computes NUMERICS.md exactly";
  let description = [{
    The oracle of the project: rewrites every lowp op into upstream dialects
    so that the module runs on the host and matches `docs/spec.md` bit for
    bit.

    - Types: a `!lowp.scaled` value becomes its parts (codes, scales and, for
      two-level recipes, a `tensor<f32>` tensor scale); function signatures,
      calls, returns and scf regions are converted 1:N. Every low-precision
      code tensor (fp8/fp6/fp4 elements, E8M0/UE4M3/ue5m3 scales) becomes a
      tensor of `i8`, one code per byte (fp4/fp6 codes in the low bits).
    - `lowp.quantize` / `lowp.dequantize`: calls into lowp's numerics library
      (`lowp_rt_*`, over unranked memrefs, so bufferization boundaries appear
      here), the same code the unit tests check against ml_dtypes and the
      NumPy golden data.
    - `lowp.scaled_matmul`: operands dequantized to f32, every product exact
      in f64, summed in f64 in increasing k by a `linalg.generic`, rounded
      once to f32, bias added in f32, rounded to the result type.
    - `lowp.grouped_scaled_matmul`: a `tensor.generate` that finds each row's
      group from the offsets and sums the same way; rows past the last offset
      are zero.
    - `lowp.assemble` / `lowp.disassemble`: forwarding of the parts.

    Run it before one-shot bufferization; `lowp-run --device=cpu` runs the
    whole host pipeline.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // LOWP_CONVERSION_PASSES_TD

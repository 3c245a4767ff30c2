//===- KernelBuilder.h - shorthands the GEMM kernel stages share -*- C++
//-*-===//
//
// Internal to LowpToGPU: index arithmetic over an ImplicitLocOpBuilder, and
// the small vector helpers both promotion (the kernel builder, Fp8Gemm.cpp)
// and distribution (DistributeWaveMma.cpp) use.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_LIB_CONVERSION_LOWPTOGPU_KERNELBUILDER_H
#define LOWP_LIB_CONVERSION_LOWPTOGPU_KERNELBUILDER_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace lowp::kernel {
/// Shorthands over an ImplicitLocOpBuilder.
struct KB {
  mlir::ImplicitLocOpBuilder &b;
  mlir::Value idx(int64_t v) {
    return mlir::arith::ConstantIndexOp::create(b, v);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return mlir::arith::AddIOp::create(b, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return mlir::arith::MulIOp::create(b, x, y);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) {
    return mlir::arith::DivUIOp::create(b, x, y);
  }
  mlir::Value rem(mlir::Value x, mlir::Value y) {
    return mlir::arith::RemUIOp::create(b, x, y);
  }
  mlir::Value add(mlir::Value x, int64_t y) { return y ? add(x, idx(y)) : x; }
  mlir::Value mul(mlir::Value x, int64_t y) {
    return y == 1 ? x : mul(x, idx(y));
  }
  mlir::Value div(mlir::Value x, int64_t y) {
    return y == 1 ? x : div(x, idx(y));
  }
  mlir::Value rem(mlir::Value x, int64_t y) { return rem(x, idx(y)); }
};

/// x's elements, then y's (a shuffle; the vectors may differ in length).
mlir::Value concat(mlir::ImplicitLocOpBuilder &b, mlir::Value x, mlir::Value y);

/// A lowp.mfma of M x N x K on fragments `a` and `bv` (their element types
/// name the instruction), scaled when `scales` (A's and B's registers, the
/// bytes `byteA`, `byteB` of each) are given.
mlir::Value mfma(mlir::ImplicitLocOpBuilder &b, int64_t m, int64_t n, int64_t k,
                 mlir::Value a, mlir::Value bv, mlir::Value acc,
                 mlir::ArrayRef<mlir::Value> scales = {}, int64_t byteA = 0,
                 int64_t byteB = 0);
} // namespace lowp::kernel

#endif // LOWP_LIB_CONVERSION_LOWPTOGPU_KERNELBUILDER_H

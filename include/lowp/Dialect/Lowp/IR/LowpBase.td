//===- LowpBase.td - lowp dialect definition ---------------*- tablegen -*-===//
//
// The lowp dialect: scaled low-precision tensors and the ops that make, take
// apart and multiply them.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_IR_LOWPBASE_TD
#define LOWP_DIALECT_LOWP_IR_LOWPBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Lowp_Dialect : Dialect {
  let name = "lowp";
  let cppNamespace = "::lowp";
  let summary = "Scaled low-precision tensors and quantized matrix multiplication";
  let description = [{
    The `lowp` dialect gives ML compilers one IR for *scaled tensors*: logical
    tensors of real numbers stored as low-precision element codes (FP8, FP6,
    FP4) plus scale factors at some granularity (per tensor, per row, per block
    of 16/32/128 elements, per 128x128 tile), optionally under an fp32
    tensor-level scale. The type `!lowp.scaled` carries all of it, so a
    lowering never has to guess what a value means.

    What goes here:
    - the scaled-tensor type and the scale formats LLVM lacks (`!lowp.ue5m3`);
    - ops whose meaning is defined by the numerics contract (`docs/spec.md`,
      which follows `NUMERICS.md` bit for bit): `lowp.quantize`,
      `lowp.dequantize`, `lowp.scaled_matmul`, `lowp.grouped_scaled_matmul`;
    - ops that assemble a scaled value from codes and scales and take it apart
      again (`lowp.assemble`, `lowp.disassemble`), for weights quantized
      elsewhere.

    What does not go here: target decisions (tiling, MFMA selection) live in
    passes and in the `amdgpu`/`gpu` dialects; integer affine quantization is
    the `quant` dialect's.

    Named recipes (`mxfp8`, `mxfp6`, `mxfp4`, `nvfp4`, `amdfp4`,
    `fp8_per_tensor`, `fp8_rowwise`, `fp8_block1x128`, `fp8_block128x128`) are
    sugar in the type syntax; a type written in full prints back as its recipe
    whenever it is one.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Lowp_ScaleMode : I32EnumAttr<"ScaleMode",
    "how an E8M0 block scale is derived from the block's amax", [
  I32EnumAttrCase<"Floor", 0, "floor">,
  I32EnumAttrCase<"Ceil", 1, "ceil">,
  I32EnumAttrCase<"Even", 2, "even">,
  I32EnumAttrCase<"RCeil", 3, "rceil">
]> {
  let cppNamespace = "::lowp";
  let genSpecializedAttr = 0;
}

def Lowp_ScaleModeAttr : EnumAttr<Lowp_Dialect, Lowp_ScaleMode, "scale_mode"> {
  let summary = "E8M0 scale selection mode (NUMERICS.md section 3)";
  let description = [{
    `floor` is the OCP MX default (exponent of amax minus emax of the element
    format), `ceil` rounds the exponent up when amax has mantissa bits, `even`
    first rounds amax to the element's mantissa width, and `rceil` multiplies
    amax by the rounded reciprocal of the element's largest value and rounds
    the exponent up (so no element clamps).
  }];
}

def Lowp_LdsLayout : I32EnumAttr<"LdsLayout",
    "how a promoted operand tile lies in LDS (lowp.wave_mma)", [
  I32EnumAttrCase<"Rows", 0, "rows">,
  I32EnumAttrCase<"Swizzled", 1, "swizzled">,
  I32EnumAttrCase<"KMajor", 2, "k_major">,
  I32EnumAttrCase<"Swizzled16", 3, "swizzled16">
]> {
  let cppNamespace = "::lowp";
}

#endif // LOWP_DIALECT_LOWP_IR_LOWPBASE_TD

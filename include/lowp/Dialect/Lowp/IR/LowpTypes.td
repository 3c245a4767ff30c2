//===- LowpTypes.td - lowp types ---------------------------*- tablegen -*-===//

#ifndef LOWP_DIALECT_LOWP_IR_LOWPTYPES_TD
#define LOWP_DIALECT_LOWP_IR_LOWPTYPES_TD

include "lowp/Dialect/Lowp/IR/LowpBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class Lowp_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Lowp_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Lowp_UE5M3Type : Lowp_Type<"UE5M3", "ue5m3"> {
  let summary = "unsigned 8-bit float scale: 5 exponent bits, 3 mantissa bits";
  let description = [{
    The block-scale format of AMD-FP4 (NUMERICS.md section 1), which LLVM 22
    does not have: no sign bit, exponent bias 15, 3 mantissa bits, subnormals
    down to 2^-17, largest finite value 114688 (byte 0xFE), NaN 0xFF, zero
    0x00, no infinities. Values of this type are 8-bit codes; their arithmetic
    is the numerics library's.

    Example: `tensor<256x256x!lowp.ue5m3>`.
  }];
  let extraClassDeclaration = [{
    /// Storage width in bits.
    static constexpr unsigned getWidth() { return 8; }
  }];
}

def Lowp_ScaledType : Lowp_Type<"Scaled", "scaled"> {
  let summary = "a tensor of real values stored as low-precision codes and scales";
  let description = [{
    `!lowp.scaled<SHAPE x ELEM, ...>` is a logical tensor of real numbers with
    the given shape, stored as one code of format `ELEM` per element, one scale
    of format `scale` per block, and (for two-level recipes) one fp32 tensor
    scale. Its value at index `i` is `decode(code[i]) * scale[block(i)]`
    (times the tensor scale), exactly as `docs/spec.md` defines per scale
    format.

    Element formats: `f8E4M3FN`, `f8E4M3FNUZ`, `f8E5M2`, `f8E5M2FNUZ`,
    `f6E2M3FN`, `f6E3M2FN`, `f4E2M1FN`.
    Scale formats: `f32` (FP8 recipes), `f8E8M0FNU` (MX), `f8E4M3FN` (UE4M3,
    NVFP4), `ue5m3` (AMD-FP4).

    Granularity is one notion, a block shape over the logical shape with one
    entry per dimension: a positive size, or `*` for the whole dimension.
    `per_tensor` is sugar for all `*`; `per_axis = d` for `1` at `d` and `*`
    elsewhere (one scale per index of dimension `d`).

    Full form:
    ```mlir
    !lowp.scaled<128x4096xf8E4M3FN, scale = f8E8M0FNU, block = [1, 32]>
    !lowp.scaled<?x4096xf8E4M3FNUZ, scale = f32, per_axis = 0>
    !lowp.scaled<256x4096xf4E2M1FN, scale = ue5m3, block = [1, 16], tensor_scale>
    ```
    Recipe form (`along = d` puts 1-D blocks along dimension `d` instead of
    the last one):
    ```mlir
    !lowp.scaled<128x4096xf8E4M3FN, mxfp8>
    !lowp.scaled<4096x256xf4E2M1FN, mxfp4, along = 0>
    !lowp.scaled<256x4096xf4E2M1FN, nvfp4>
    !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_block128x128>
    ```
    A type written in full that equals a recipe prints as the recipe.
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "logical shape">:$shape,
    "::mlir::Type":$elementType,
    "::mlir::Type":$scaleType,
    ArrayRefParameter<"int64_t", "block shape (kWholeDim for *)">:$block,
    "bool":$tensorScale
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Block entry meaning "the whole dimension" (printed `*`).
    static constexpr int64_t kWholeDim = -1;

    int64_t getRank() const { return getShape().size(); }
    bool isDynamicDim(unsigned i) const {
      return ::mlir::ShapedType::isDynamic(getShape()[i]);
    }
    /// The scale tensor's shape: per dimension, dim / block (1 for `*`);
    /// dynamic where the dimension is dynamic and the block is 1.
    ::llvm::SmallVector<int64_t> getScaleShape() const;
    /// tensor<SHAPE x ELEM>: the codes.
    ::mlir::RankedTensorType getCodesType() const;
    /// tensor<SCALESHAPE x SCALE>: the block scales.
    ::mlir::RankedTensorType getScalesType() const;
    /// tensor<f32>: the tensor-level scale (only if hasTensorScale()).
    ::mlir::RankedTensorType getTensorScaleType() const;
    bool hasTensorScale() const { return getTensorScale(); }
    /// The block extent along dimension i (the dimension itself for `*`,
    /// kDynamic if that is dynamic).
    int64_t getBlockExtent(unsigned i) const;
    /// The recipe this type is an instance of, if any ("" otherwise), and the
    /// dimension its blocks run along (-1 if it has none).
    std::pair<::llvm::StringRef, int64_t> getRecipe() const;
  }];
}

#endif // LOWP_DIALECT_LOWP_IR_LOWPTYPES_TD

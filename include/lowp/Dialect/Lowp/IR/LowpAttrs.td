//===- LowpAttrs.td - lowp attributes ----------------------*- tablegen -*-===//
//
// Code-generation attributes: the MFMA instruction a kernel issues and the
// tiling the cost model chose (or a user set) for a matmul.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_DIALECT_LOWP_IR_LOWPATTRS_TD
#define LOWP_DIALECT_LOWP_IR_LOWPATTRS_TD

include "lowp/Dialect/Lowp/IR/LowpBase.td"

def Lowp_MfmaAttr : AttrDef<Lowp_Dialect, "Mfma"> {
  let mnemonic = "mfma";
  let summary = "an MFMA (matrix fused multiply-add) instruction";
  let description = [{
    One instruction of AMD's CDNA3 / CDNA4 matrix cores: its M x N x K, the
    element types of A and B as the instruction reads them, and whether it
    is the scaled form (gfx950's `v_mfma_scale_f32_*_f8f6f4`, which applies
    E8M0 block scales itself). The attribute names an entry of lowp's MFMA
    catalog (`lowp/Target/Chip.h`: mnemonic, cycles, chips, and the lane
    layouts of A, B, C and the scales), the one description the lowering,
    the cost model, the emulator and the simulator read.

    ```
    #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>   // v_mfma_f32_16x16x32_fp8_fp8 (gfx942)
    #lowp.mfma<16x16x16, bf16, bf16>               // v_mfma_f32_16x16x16_bf16
    #lowp.mfma<scaled 32x32x64, f8E4M3FN, f4E2M1FN> // v_mfma_scale_f32_32x32x64_f8f6f4
    ```

    Accumulators are f32. The f8f6f4 forms take any of f8E4M3FN, f8E5M2,
    f6E2M3FN, f6E3M2FN and f4E2M1FN for each operand; the fp8 forms one
    fp8 type per operand (FNUZ on gfx942, OCP on gfx950).
  }];
  let parameters = (ins "unsigned":$m, "unsigned":$n, "unsigned":$k,
                        "::mlir::Type":$aType, "::mlir::Type":$bType,
                        "bool":$scaled);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The catalog entry (the verifier guarantees there is one).
    const ::lowp::target::MfmaInstr &getInstr() const;
    /// The ISA mnemonic, e.g. "v_mfma_f32_16x16x32_fp8_fp8".
    ::llvm::StringRef getIsaName() const;
    /// Modeled cycles of one instruction (f8f6f4 with an fp8 operand: twice
    /// the fp4 / fp6 rate).
    unsigned getCycles() const;
  }];
}

def Lowp_TilingAttr : AttrDef<Lowp_Dialect, "Tiling"> {
  let mnemonic = "tiling";
  let summary = "how a matmul's kernel tiles its work";
  let description = [{
    The choice the cost model records on a `lowp.scaled_matmul` /
    `lowp.grouped_scaled_matmul` (`lowp-legalize`), and which
    `lowp-lower-to-gpu` follows when the op carries it (a user or a
    transform script may set it; the pass option `tile=` overrides both):

    - `workgroup = BMxBNxBK`: a workgroup computes a BM x BN tile of C,
      K in steps of BK;
    - `waves = WMxWN` or `WMxWNxWK`: its waves, each (BM / WM) x (BN / WN)
      of the tile; with WK > 1, WK waves share each such sub-tile, each
      taking BK / WK of every K step, and their f32 sums are added in LDS
      in wave order (the decode kernels: more waves streaming the weights);
    - `split_k = S`: S workgroups share a tile's K steps (partial sums
      reduced by a second kernel; 1: none);
    - `mfma`: the instruction the main loop issues.

    ```
    lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1,
                               mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>
    ```

    Whether a tiling fits a strategy (LDS, threads, scale blocks, the MFMA
    the strategy can use) is checked by `lowp-lower-to-gpu`, which names
    the rule a tiling breaks.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$workgroup,
                        ArrayRefParameter<"int64_t">:$waves,
                        "int64_t":$splitK, "MfmaAttr":$mfma);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // LOWP_DIALECT_LOWP_IR_LOWPATTRS_TD

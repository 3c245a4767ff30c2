// An FP8 GEMM with per-tensor scales, as a serving stack would quantize
// activations and weights (E4M3FNUZ, the format gfx942's MFMA reads), with
// a bf16 output. Compile it:
//   build/bin/lowp-compile examples/fp8-gemm-gfx942.mlir --chip=gfx942 \
//       --emit=hsaco -o fp8.hsaco --report
// or run it on the emulator against the reference:
//   build/bin/lowp-run examples/fp8-gemm-gfx942.mlir --device=emu-gfx942 ...
func.func @fp8_gemm(%x: !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_per_tensor>,
                    %w: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor>)
    -> tensor<?x4096xbf16> {
  %y = lowp.scaled_matmul %x, %w {transpose_b}
      : !lowp.scaled<?x4096xf8E4M3FNUZ, fp8_per_tensor>,
        !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_per_tensor> -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}

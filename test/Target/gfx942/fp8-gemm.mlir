// The generated FP8 GEMM compiled for gfx942: the FNUZ MFMA (fp8 x fp8 and
// bf8 operands; B is the MFMA A operand, so fp8_bf8), vector stores (f32:
// dwordx4, f16: dwordx2), no scratch, no spills, the LDS of the tile.
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: lowp-compile %s --chip=gfx942 --emit=hsaco -o %t.hsaco --contract=%t.json
// RUN: %python %S/../../Tools/Inputs/json-lines.py %t.json | FileCheck %s --check-prefix=CONTRACT

// CHECK-DAG: v_mfma_f32_16x16x32_fp8_fp8
// CHECK-DAG: v_mfma_f32_16x16x32_fp8_bf8
// CHECK-DAG: global_store_dwordx4
// CHECK-DAG: global_store_dwordx2
// CHECK-DAG: buffer_load_dwordx4
// CHECK-DAG: s_barrier
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK: .private_segment_fixed_size: 0
// CHECK: .sgpr_spill_count: 0
// CHECK: .vgpr_spill_count: 0

// REPORT: kernel fp8_gemm_f8E4M3FNUZ_f8E4M3FNUZ_row_row_f32_256x256x64_w4x4 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 65536 bytes (limit 65536); workgroup: 1024 threads
// REPORT: MFMA: v_mfma_f32_16x16x32_fp8_fp8 x32
// REPORT: main loop: 32 MFMA (512 cycles)
// REPORT-NEXT: MFMA rate: 100% of the chip's fastest MFMA for these operands
// 2048 x 2048: the mid-M tile (64 x 128, four waves; K steps of 256 codes,
// A and B read straight into registers).
// REPORT: kernel fp8_gemm_f8E5M2FNUZ_f8E4M3FNUZ_tensor_tensor_f16_biasf32_64x128x256_w2x2_direct (gfx942)
// REPORT: MFMA: v_mfma_f32_16x16x32_fp8_bf8 x64

// CONTRACT: {"schema": "lowp-launch-contract/1", "chip": "gfx942"}
// CONTRACT: "name": "fp8_gemm_f8E4M3FNUZ_f8E4M3FNUZ_row_row_f32_256x256x64_w4x4"
// CONTRACT-SAME: "scratch_bytes": 0, "lds_bytes": 65536, "max_workgroup_size": 1024
// CONTRACT: {"function": "rowwise", "kernel": "fp8_gemm_f8E4M3FNUZ_f8E4M3FNUZ_row_row_f32_256x256x64_w4x4", "grid": ["ceildiv(N, 256)", "ceildiv(M, 256)", "1"], "block": ["1024", "1", "1"], "args": ["A codes, M x K, i8 (fp8_rowwise (f8E4M3FNUZ))", "B codes, N x K, i8 (fp8_rowwise (f8E4M3FNUZ))", "A scales, M x 1, f32 decode factors", "B scales, N x 1, f32 decode factors", "C, M x N, output"]}

func.func @rowwise(%a: !lowp.scaled<4096x512xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<4096x512xf8E4M3FNUZ, fp8_rowwise>) -> tensor<4096x4096xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x512xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4096x512xf8E4M3FNUZ, fp8_rowwise> -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}

func.func @mixed(%a: !lowp.scaled<2048x256xf8E5M2FNUZ, fp8_per_tensor>, %b: !lowp.scaled<2048x256xf8E4M3FNUZ, fp8_per_tensor>, %bias: tensor<2048xf32>) -> tensor<2048x2048xf16> {
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<2048xf32>) {transpose_b} : !lowp.scaled<2048x256xf8E5M2FNUZ, fp8_per_tensor>, !lowp.scaled<2048x256xf8E4M3FNUZ, fp8_per_tensor> -> tensor<2048x2048xf16>
  return %c : tensor<2048x2048xf16>
}

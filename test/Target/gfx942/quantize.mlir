// The generated gfx942 quantize / dequantize / amax kernels: 16-byte raw
// buffer loads of the input, the hardware fp8 conversion two codes at a
// time, 8-byte code stores, the atomic max of the amax first pass, the
// 2 KiB of LDS of the cross-wave reductions, no scratch and no spills; the
// report's memory model: MXFP8 and 128x128 FP8 quantization memory-bound.
// MXFP6 E2M3 codes come from the FNUZ fp8 conversion of |y| times 2^-7
// (E4M3FNUZ), four instructions per row of 8 codes, memory-bound as well.
// RUN: lowp-compile %s --chip=gfx942 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: lowp-compile %s --chip=gfx942 --emit=asm | FileCheck %s --check-prefix=FP6

// CHECK-DAG: buffer_load_dwordx4
// CHECK-DAG: v_cvt_pk_fp8_f32
// CHECK-DAG: buffer_store_dwordx2
// CHECK-DAG: buffer_atomic_smax
// CHECK-DAG: v_div_scale_f64
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK-NOT: .amdhsa_private_segment_fixed_size {{[1-9]}}
// CHECK: .private_segment_fixed_size: 0
// CHECK-NOT: spill_count: {{[1-9]}}

// REPORT: kernel quantize_f8E4M3FN_e8m0_1x32_rceil_from_bf16 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 0 bytes
// REPORT: MFMA: none
// REPORT: memory: 6400 bytes per wave, {{[0-9]+}} VALU ({{[0-9]+}} issue cycles); modeled bandwidth 5.30 TB/s (100% of HBM, memory-bound)
// fp4 codes read two per byte: the bytes moved shrink to the VALU's time.
// REPORT: kernel dequantize_f4E2M1FN_e8m0_1x32_to_bf16 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: memory: {{[0-9]+}} bytes per wave, {{[0-9]+}} VALU ({{[0-9]+}} issue cycles); modeled bandwidth {{[0-9.]+}} TB/s ({{9[0-9]|100}}% of HBM
// REPORT: kernel quantize_f8E4M3FN_f32_128x128_pow2_from_bf16 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 2048 bytes (limit 65536)
// REPORT: memory-bound
// Per-row FP8 in one pass (a row per workgroup of 8 waves, 2 chunks of 8
// columns a lane): memory-bound; rows too wide for registers take two.
// REPORT: kernel quantize_f8E4M3FNUZ_f32_1xall_rows8w2_from_bf16 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: memory-bound
// REPORT: kernel quantize_f8E4M3FNUZ_f32_1xall_from_f32 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: kernel amax_rows_f32 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: kernel quantize_f6E2M3FN_e8m0_1x32_floor_from_bf16 (gfx942)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: modeled bandwidth {{[0-9.]+}} TB/s ({{9[0-9]|100}}% of HBM

// FP6-LABEL: quantize_f6E2M3FN_e8m0_1x32_floor_from_bf16:
// FP6-COUNT-4: v_cvt_pk_fp8_f32
// FP6-NOT: v_cvt_pk_fp8_f32
// FP6: buffer_store_dwordx2
// FP6: s_endpgm

func.func @mxfp8(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x mode = rceil : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<8192x8192xf8E4M3FN, mxfp8>
}
func.func @mxfp4_deq(%w: !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>) -> tensor<8192x8192xbf16> {
  %x = lowp.dequantize %w : !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> -> tensor<8192x8192xbf16>
  return %x : tensor<8192x8192xbf16>
}
func.func @block(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf8E4M3FN, fp8_block128x128> {
  %q = lowp.quantize %x pow2_scales : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf8E4M3FN, fp8_block128x128>
  return %q : !lowp.scaled<8192x8192xf8E4M3FN, fp8_block128x128>
}
func.func @rowwise(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise> {
  %q = lowp.quantize %x : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise>
  return %q : !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise>
}
func.func @rowwise_wide(%x: tensor<4096x65544xf32>) -> !lowp.scaled<4096x65544xf8E4M3FNUZ, fp8_rowwise> {
  %q = lowp.quantize %x : tensor<4096x65544xf32> -> !lowp.scaled<4096x65544xf8E4M3FNUZ, fp8_rowwise>
  return %q : !lowp.scaled<4096x65544xf8E4M3FNUZ, fp8_rowwise>
}
func.func @mxfp6(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf6E2M3FN, mxfp6> {
  %q = lowp.quantize %x : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf6E2M3FN, mxfp6>
  return %q : !lowp.scaled<8192x8192xf6E2M3FN, mxfp6>
}

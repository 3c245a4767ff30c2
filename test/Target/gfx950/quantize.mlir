// The generated gfx950 quantize kernels: OCP fp8 codes from gfx950's
// hardware OCP conversion (v_cvt_pk_fp8_f32, two codes at a time, |y| then
// the signs put back), 16-byte raw buffer loads, 8-byte code stores, no
// scratch and no spills; the report's memory model: MXFP8 and 128x128 FP8
// quantization memory-bound at gfx950's 8 TB/s. FNUZ targets (no FNUZ
// conversion on gfx950) round in f32 instead. MXFP4 codes come from the
// fp4 conversion at scale 1 (v_cvt_scalef32_pk_fp4_f32, two codes per
// instruction, the packed bytes stored as they are: 4 per thread and row),
// memory-bound too. MXFP6 codes come from the OCP fp8 conversions
// (v_cvt_pk_fp8_f32 for E2M3 at 2^-6, v_cvt_pk_bf8_f32 for E3M2 at 2^-12),
// no f32 rounding sequence.
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report

// CHECK-LABEL: quantize_f8E4M3FN_e8m0_1x32_rceil_from_bf16:
// CHECK: buffer_load_dwordx4
// CHECK: v_cvt_pk_fp8_f32
// CHECK: buffer_store_dwordx2
// CHECK: s_endpgm
// CHECK-LABEL: quantize_f8E4M3FNUZ_f32_1x128_from_bf16:
// CHECK-NOT: v_cvt_pk_fp8_f32
// CHECK: s_endpgm
// CHECK-LABEL: quantize_f4E2M1FN_e8m0_1x32_floor_from_bf16:
// CHECK: buffer_load_dwordx4
// CHECK-COUNT-4: v_cvt_scalef32_pk_fp4_f32
// CHECK: buffer_store_dword
// CHECK: s_endpgm
// CHECK-LABEL: quantize_f6E2M3FN_e8m0_1x32_floor_from_bf16:
// CHECK-COUNT-4: v_cvt_pk_fp8_f32
// CHECK-NOT: v_cvt_pk_fp8_f32
// CHECK: buffer_store_dwordx2
// CHECK: s_endpgm
// CHECK-LABEL: quantize_f6E3M2FN_e8m0_32x1_rceil_from_f16:
// CHECK-COUNT-4: v_cvt_pk_bf8_f32
// CHECK: s_endpgm
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK-NOT: .amdhsa_private_segment_fixed_size {{[1-9]}}
// CHECK: .private_segment_fixed_size: 0
// CHECK-NOT: spill_count: {{[1-9]}}

// REPORT: kernel quantize_f8E4M3FN_e8m0_1x32_rceil_from_bf16 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: memory: 6400 bytes per wave, {{[0-9]+}} VALU ({{[0-9]+}} issue cycles); modeled bandwidth 8.00 TB/s (100% of HBM, memory-bound)
// REPORT: kernel quantize_f8E4M3FN_f32_128x128_pow2_from_bf16 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: memory-bound
// REPORT: kernel quantize_f8E4M3FNUZ_f32_1x128_from_bf16 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: kernel quantize_f4E2M1FN_e8m0_1x32_floor_from_bf16 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: memory-bound
// REPORT: kernel quantize_f6E2M3FN_e8m0_1x32_floor_from_bf16 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: modeled bandwidth {{[0-9.]+}} TB/s ({{9[0-9]|100}}% of HBM

func.func @mxfp8(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf8E4M3FN, mxfp8> {
  %q = lowp.quantize %x mode = rceil : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf8E4M3FN, mxfp8>
  return %q : !lowp.scaled<8192x8192xf8E4M3FN, mxfp8>
}
func.func @block(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf8E4M3FN, fp8_block128x128> {
  %q = lowp.quantize %x pow2_scales : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf8E4M3FN, fp8_block128x128>
  return %q : !lowp.scaled<8192x8192xf8E4M3FN, fp8_block128x128>
}
func.func @fnuz(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_block1x128> {
  %q = lowp.quantize %x : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_block1x128>
  return %q : !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_block1x128>
}
func.func @mxfp4(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf4E2M1FN, mxfp4> {
  %q = lowp.quantize %x : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>
  return %q : !lowp.scaled<8192x8192xf4E2M1FN, mxfp4>
}
func.func @mxfp6(%x: tensor<8192x8192xbf16>) -> !lowp.scaled<8192x8192xf6E2M3FN, mxfp6> {
  %q = lowp.quantize %x : tensor<8192x8192xbf16> -> !lowp.scaled<8192x8192xf6E2M3FN, mxfp6>
  return %q : !lowp.scaled<8192x8192xf6E2M3FN, mxfp6>
}
func.func @mxfp6e3(%x: tensor<8192x8192xf16>) -> !lowp.scaled<8192x8192xf6E3M2FN, mxfp6, along = 0> {
  %q = lowp.quantize %x mode = rceil : tensor<8192x8192xf16> -> !lowp.scaled<8192x8192xf6E3M2FN, mxfp6, along = 0>
  return %q : !lowp.scaled<8192x8192xf6E3M2FN, mxfp6, along = 0>
}

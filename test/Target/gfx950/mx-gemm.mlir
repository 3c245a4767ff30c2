// The generated gfx950 MX GEMMs at 4096^3. By default on
// v_mfma_scale_f32_32x32x64_f8f6f4: each wave's 64 x 64 as 2 x 2 tiles, the
// format fields of each operand pair (cbsz for the instruction's A operand,
// blgp for its B; lowp passes B's fragments as A: C^T tiles), and a lane's
// scale codes for both MFMA tiles and every 64-K MFMA step of a K step in
// one LDS read per operand: the MFMA of tile (i, j) in step kk selects byte
// j + 2 kk of one register and i + 2 kk of the other (op_sel / op_sel_hi).
// Kernels with an FP8 operand take K steps of 64 (one MFMA step: 2 codes,
// a 16-bit read, bytes 0-1), the others of 128 (MXFP4: all 8 byte pairs).
// LDS within gfx950's 160 KiB, the MFMA pipe busy at the chip's MX rates in
// the model. MXFP8 and MXFP4 (K a multiple of their steps: copies with no
// test against K, `whole_steps`) fit 4 waves per SIMD (docs/codegen.md,
// "Occupancy"), no spills (with a K tail's tests: 4 VGPRs spilled, one or
// two scratch accesses an iteration); MXFP6 x MXFP4 keeps its registers (3
// waves per SIMD). MXFP4 (cbsz / blgp 4), MXFP8 x MXFP4,
// MXFP6 (cbsz / blgp 2 for E2M3, 3 for E3M2) and the mixes.
// With --tile=@16x16x128 (M16, REPORT16): v_mfma_scale_f32_16x16x128_f8f6f4,
// four 16-row tiles per wave, byte i of the register for tile i.
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report 2>%t.report | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: lowp-compile %s --chip=gfx950 --emit=mlir | FileCheck %s --check-prefix=TRY
// RUN: lowp-compile %s --chip=gfx950 --emit=asm --report --tile=@16x16x128 2>%t16.report | FileCheck %s --check-prefix=M16
// RUN: FileCheck %s --check-prefix=REPORT16 < %t16.report

// CHECK-LABEL: smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32:
// CHECK: ds_read_u16
// CHECK: ds_read_u16
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[0,0,0]{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[0,0,0]{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[0,0,0]{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[0,0,0]{{$}}
// CHECK-NOT: v_mfma_scale_f32_16x16x128
// CHECK-LABEL: smx_gemm_f8E4M3FN_f8E5M2_k32_k32_bf16_256x128x64_w4x2_m32:
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} op_sel_hi:[0,0,0] cbsz:1{{$}}
// CHECK-LABEL: smx_gemm_f8E5M2_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32:
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} op_sel_hi:[0,0,0] blgp:1{{$}}
// fp4 codes arrive packed as the instruction reads them: no byte shuffles.
// CHECK-LABEL: smx_gemm_f4E2M1FN_f4E2M1FN_k32_k32_bf16_256x128x128_w4x2_m32:
// CHECK-NOT: v_perm_b32
// CHECK: ds_read_b32
// CHECK: ds_read_b32
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[0,0,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[1,1,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[1,1,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[1,1,0] cbsz:4 blgp:4{{$}}
// CHECK-DAG: v_mfma_scale_f32_32x32x64_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[1,1,0] cbsz:4 blgp:4{{$}}
// CHECK-LABEL: smx_gemm_f4E2M1FN_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32:
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} op_sel_hi:[0,0,0] blgp:4{{$}}
// CHECK-LABEL: smx_gemm_f6E2M3FN_f6E3M2FN_k32_k32_bf16_256x256x128_w4x4_m32:
// fp6 codes packed four per three bytes with v_dot4_u32_u8 (byte weights 1, 64:
// 0x4001 and 0x40010000), not masked shifts.
// CHECK-DAG: s_movk_i32 [[LO:s[0-9]+]], 0x4001{{$}}
// CHECK-DAG: s_mov_b32 [[HI:s[0-9]+]], 0x40010000{{$}}
// CHECK-DAG: v_dot4_u32_u8 v{{[0-9]+}}, v{{[0-9]+}}, [[LO]], 0{{$}}
// CHECK-DAG: v_dot4_u32_u8 v{{[0-9]+}}, v{{[0-9]+}}, [[HI]], 0{{$}}
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:3 blgp:2{{$}}
// CHECK-LABEL: smx_gemm_f8E4M3FN_f6E2M3FN_k32_k32_bf16_256x128x128_w4x2_m32:
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:2{{$}}
// CHECK-LABEL: smx_gemm_f6E3M2FN_f4E2M1FN_k32_k32_bf16_256x128x128_w4x2_m32:
// CHECK: v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:4 blgp:3{{$}}
// No spills but the fp4 x fp8 kernel's 2 VGPRs (the fifth; outside its main
// loop: REPORT below).
// CHECK: .private_segment_fixed_size: 0
// CHECK-COUNT-4: .vgpr_spill_count: 0
// CHECK: .name: smx_gemm_f4E2M1FN_f8E4M3FN_
// CHECK: .vgpr_spill_count: 2
// CHECK-NOT: spill_count: {{[1-9]}}

// The staged 256 x 128 kernels ask to be tried at 4 waves per SIMD (their
// LDS lets a CU hold two workgroups of 8 waves); the compiler settles it.
// TRY: gpu.func @smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32(
// TRY-SAME: lowp.try_waves_per_eu = 4 : i32
// TRY: gpu.func @smx_gemm_f6E2M3FN_f6E3M2FN_k32_k32_bf16_256x256x128_w4x4_m32(
// TRY-NOT: lowp.try_waves_per_eu
// TRY-SAME: {
// REPORT: kernel smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 62976 bytes (limit 163840)
// REPORT: occupancy: 4 waves/SIMD
// REPORT: MFMA: v_mfma_scale_f32_32x32x64_f8f6f4 x4
// REPORT: main loop: 4 MFMA (256 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT: MFMA rate: 100% of the chip's fastest MFMA for these operands; modeled fraction of peak 100.0%
// REPORT: kernel smx_gemm_f4E2M1FN_f4E2M1FN_k32_k32_bf16_256x128x128_w4x2_m32 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 64512 bytes (limit 163840)
// REPORT: occupancy: 4 waves/SIMD
// REPORT: main loop: 8 MFMA (256 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT-NEXT: MFMA rate
// REPORT-NOT: main loop spill accesses
// fp4 x fp8: B's fp8 rows swizzled16 (unpadded: 16 bytes of padding would
// cost a CU its fourth workgroup; A's fp4 rows keep 8); 2 VGPRs spilled
// outside the loop, 42.6 -> 38.2 us at 4096^3 on the timing model against
// 8-byte padding (2-way bank conflicts).
// REPORT: kernel smx_gemm_f4E2M1FN_f8E4M3FN_k32_k32_bf16_256x128x64_w4x2_m32 (gfx950)
// REPORT: spills: 2 VGPR, 0 SGPR; scratch: 12 bytes
// REPORT: LDS: 38400 bytes (limit 163840)
// REPORT: occupancy: 4 waves/SIMD, 16 waves/CU (registers allow 4 waves/SIMD; LDS 4 workgroups/CU)
// REPORT: modeled MFMA-pipe utilization 100.0%
// REPORT-NEXT: MFMA rate
// REPORT-NOT: main loop spill accesses
// MXFP6 x MXFP6 (VALU-bound: fp6 packed on the way into LDS, 15 VALU per 16
// codes) takes a 256 x 256 tile of 16 waves in gfx950's 160 KiB of LDS.
// REPORT: kernel smx_gemm_f6E2M3FN_f6E3M2FN_k32_k32_bf16_256x256x128_w4x4_m32 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: LDS: 118784 bytes (limit 163840); workgroup: 1024 threads
// REPORT: occupancy: 4 waves/SIMD
// REPORT: main loop: 8 MFMA (256 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization {{6[0-9]}}.{{[0-9]}}%
// REPORT: kernel smx_gemm_f8E4M3FN_f6E2M3FN_k32_k32_bf16_256x128x128_w4x2_m32 (gfx950)
// REPORT: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT: main loop: 8 MFMA (512 cycles)

// M16-LABEL: smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x128_w4x2:
// M16: ds_read_b32
// M16: ds_read_b32
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[0,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[0,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[1,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[1,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[0,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[0,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[1,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[1,0,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[0,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[0,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel_hi:[1,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,0,0] op_sel_hi:[1,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[0,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[0,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[0,1,0] op_sel_hi:[1,1,0]{{$}}
// M16-DAG: v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} op_sel:[1,1,0] op_sel_hi:[1,1,0]{{$}}
// M16-LABEL: smx_gemm_f8E4M3FN_f8E5M2_k32_k32_bf16_256x128x128_w4x2:
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:1{{$}}
// M16-LABEL: smx_gemm_f8E5M2_f8E4M3FN_k32_k32_bf16_256x128x128_w4x2:
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] blgp:1{{$}}
// fp4 codes arrive packed as the instruction reads them: no byte shuffles.
// M16-LABEL: smx_gemm_f4E2M1FN_f4E2M1FN_k32_k32_bf16_256x128x128_w4x2:
// M16-NOT: v_perm_b32
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:4 blgp:4{{$}}
// M16-LABEL: smx_gemm_f4E2M1FN_f8E4M3FN_k32_k32_bf16_256x128x128_w4x2:
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] blgp:4{{$}}
// MXFP6: E2M3 (A) x E3M2 (B; the instruction's A, cbsz 3), MXFP8 x E2M3 (blgp
// 2), E3M2 x MXFP4 (blgp 3, cbsz 4).
// M16-LABEL: smx_gemm_f6E2M3FN_f6E3M2FN_k32_k32_bf16_256x128x128_w4x2:
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:3 blgp:2{{$}}
// M16-LABEL: smx_gemm_f8E4M3FN_f6E2M3FN_k32_k32_bf16_256x128x128_w4x2:
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:2{{$}}
// M16-LABEL: smx_gemm_f6E3M2FN_f4E2M1FN_k32_k32_bf16_256x128x128_w4x2:
// M16: v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}} op_sel_hi:[{{[01],[01]}},0] cbsz:4 blgp:3{{$}}
// No spills but the fp4 x fp4 kernel's (the fourth; REPORT16 below).
// M16: .private_segment_fixed_size: 0
// M16-COUNT-3: .vgpr_spill_count: 0
// M16: .name: smx_gemm_f4E2M1FN_f4E2M1FN_
// M16: .vgpr_spill_count: 8
// M16-NOT: spill_count: {{[1-9]}}

// REPORT16: kernel smx_gemm_f8E4M3FN_f8E4M3FN_k32_k32_bf16_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT16: LDS: 113664 bytes (limit 163840)
// REPORT16: MFMA: v_mfma_scale_f32_16x16x128_f8f6f4 x16
// REPORT16: main loop: 16 MFMA (512 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT16: MFMA rate: 100% of the chip's fastest MFMA for these operands; modeled fraction of peak 100.0%
// The fp4 x fp4 kernel settles at four waves a SIMD with 8 VGPRs spilled
// (Compile.cpp, settleOccupancy): 26.5 us at 4096^3 on the timing model
// (43.5 with three waves and 8-byte LDS row padding).
// REPORT16: kernel smx_gemm_f4E2M1FN_f4E2M1FN_k32_k32_bf16_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 8 VGPR, 0 SGPR; scratch: 36 bytes
// REPORT16: LDS: 64512 bytes (limit 163840)
// REPORT16: occupancy: 4 waves/SIMD
// REPORT16: main loop: 16 MFMA (256 cycles), {{[0-9]+}} VALU, {{[0-9]+}} other; modeled MFMA-pipe utilization 100.0%
// REPORT16: kernel smx_gemm_f6E2M3FN_f6E3M2FN_k32_k32_bf16_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT16: LDS: 89088 bytes (limit 163840)
// REPORT16: main loop: 16 MFMA (256 cycles)
// REPORT16: kernel smx_gemm_f8E4M3FN_f6E2M3FN_k32_k32_bf16_256x128x128_w4x2 (gfx950)
// REPORT16: spills: 0 VGPR, 0 SGPR; scratch: 0 bytes
// REPORT16: main loop: 16 MFMA (512 cycles)

func.func @e4m3(%a: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x4096xf8E4M3FN, mxfp8> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @e4m3_e5m2(%a: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4096x4096xf8E5M2, mxfp8>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x4096xf8E5M2, mxfp8> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @e5m2_e4m3(%a: !lowp.scaled<4096x4096xf8E5M2, mxfp8>, %b: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E5M2, mxfp8>, !lowp.scaled<4096x4096xf8E4M3FN, mxfp8> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @fp4(%a: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @fp4_fp8(%a: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, %b: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>, !lowp.scaled<4096x4096xf8E4M3FN, mxfp8> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @fp6(%a: !lowp.scaled<4096x4096xf6E2M3FN, mxfp6>, %b: !lowp.scaled<4096x4096xf6E3M2FN, mxfp6>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf6E2M3FN, mxfp6>, !lowp.scaled<4096x4096xf6E3M2FN, mxfp6> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @fp8_fp6(%a: !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4096x4096xf6E2M3FN, mxfp6>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x4096xf6E2M3FN, mxfp6> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
func.func @fp6_fp4(%a: !lowp.scaled<4096x4096xf6E3M2FN, mxfp6>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf6E3M2FN, mxfp6>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}

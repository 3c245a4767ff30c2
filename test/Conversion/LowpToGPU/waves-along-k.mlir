// Waves along K (#lowp.tiling waves = WMxWNxWK, the decode kernels): WK
// waves share each wave's sub-tile, wave kw = wave / (WM WN) taking K
// [kw, kw + 1) BK / WK of every step (here read straight into registers,
// the direct kernel; the staged kernels stage the step in LDS and each wave
// reads its share: gpu-mx-gfx950.test kwnb4, gpu-fp8-gfx950.test kwtails);
// after the K loop waves kw > 0 store their sums to LDS, a barrier, and
// wave 0 adds them in order (kw = 1, 2, 3) before the epilogue, which only
// it runs.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=16x32x512/2" | FileCheck %s --check-prefix=OPTION
// Before the lowering of the epilogue stage: one lowp.wave_sum of the four
// waves along K, the lowp.wave_store in the branch of wave 0.
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 distribute=false" | FileCheck %s --check-prefix=STAGE
// STAGE: %[[S:.*]] = lowp.wave_sum acc(%{{.*}} : vector<4xf32>) scratch(%{{.*}} : memref<768xf32, #gpu.address_space<workgroup>>) lane %{{.*}} wave %{{.*}} k_wave %[[KW:.*]] {k_waves = 4 : i64, waves = 1 : i64}
// STAGE-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[KW]], %{{.*}} : index
// STAGE-NEXT: scf.if %[[FIRST]] {
// STAGE: lowp.wave_store #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN> acc(%[[S]] : vector<4xf32>)

// CHECK: gpu.launch_func @lowp_kernels::@smx_gemm_f8E4M3FN_f4E2M1FN_k32_k32_bf16_16x16x1024_w1x1x4_direct blocks in ({{.*}}) threads in (%c256,
// CHECK-SAME: grid = ["ceildiv(N, 16)", "ceildiv(M, 16)", "1"]
// Three waves' 16 x 16 f32 sums (768 floats) in LDS.
// CHECK: gpu.func @smx_gemm_{{.*}}_w1x1x4_direct({{.*}}) workgroup({{.*}}, %[[RED:.*]] : memref<768xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[TID:.*]] = gpu.thread_id x
// (One wave across M and N: kw is the wave.)
// CHECK: %[[KW:.*]] = arith.divui %[[TID]], %c64
// The K loop: each wave's two MFMAs (256 of the 1024 K codes), no barrier.
// CHECK: scf.for
// CHECK-COUNT-2: amdgpu.scaled_mfma 16x16x128
// CHECK-NOT: amdgpu.scaled_mfma
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK: %[[REST:.*]] = arith.cmpi ne, %[[KW]], %c0
// CHECK: scf.if %[[REST]] {
// CHECK: vector.store %{{.*}}, %[[RED]][%{{.*}}] : memref<768xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[KW]], %c0
// CHECK-NEXT: scf.if %[[FIRST]]
// CHECK-COUNT-3: arith.addf
// CHECK: vector.store {{.*}} : memref<?x?xbf16>, vector<4xbf16>
// CHECK: gpu.return

// OPTION: gpu.func @smx_gemm_{{.*}}_16x32x512_w1x1x2_direct({{.*}}) workgroup({{.*}} : memref<512xf32, #gpu.address_space<workgroup>>)

func.func @decode(%a: !lowp.scaled<16x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<4096x4096xf4E2M1FN, mxfp4>) -> tensor<16x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 16x16x1024, waves = 1x1x4, split_k = 1, mfma = #lowp.mfma<scaled 16x16x128, f8E4M3FN, f4E2M1FN>>} : !lowp.scaled<16x4096xf8E4M3FN, mxfp8>, !lowp.scaled<4096x4096xf4E2M1FN, mxfp4> -> tensor<16x4096xbf16>
  return %c : tensor<16x4096xbf16>
}

// Blockwise FP8 on gfx942 (DeepSeek: A 1x128, B 128x128 f32 scales): the
// K loop runs over 128-K groups, two 64-K steps each (two barriers), whose
// MFMAs accumulate into zeroed partial sums; once per group
// acc = fma(P, sa[row] * sb[n0 / 128] * 4, acc) (4: the two bridged OCP
// operands' factors). No epilogue scales. Past 512 rows (a dynamic M's
// last variant) 128 x 128 tiles of eight waves of 32 x 64: 16 MFMAs a step.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL

// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "fp8_block_mfma_16x16x32_k128_ocp_bridge"

// CHECK-LABEL: func.func @mm
// CHECK: gpu.launch_func @lowp_kernels::@[[K:block_gemm_f8E4M3FNUZocp_f8E4M3FNUZocp_k128_k128_bf16_128x128x64_w4x2]]
// CHECK-SAME: args(%{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xf32>, %{{.*}} : memref<?x?xf32>, %{{.*}} : memref<?x?xbf16>)
// CHECK-SAME: args = ["A codes, M x K, i8 (fp8_block1x128 (f8E4M3FN))", "B codes, N x K, i8 (fp8_block128x128 (f8E4M3FN))", "A scales, M x ceildiv(K, 128), f32 decode factors", "B scales, ceildiv(N, 128) x ceildiv(K, 128), f32 decode factors", "C, M x N, output"]
// CHECK-SAME: lowp.strategy = "fp8_block_mfma_16x16x32_k128_ocp_bridge"
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %[[SA:.*]]: memref<?x?xf32>, %[[SB:.*]]: memref<?x?xf32>, %{{.*}}: memref<?x?xbf16>)
// CHECK-SAME: workgroup(%{{.*}} : memref<2x128x64xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<2x128x64xi8, #gpu.address_space<workgroup>>)
// CHECK: %[[FSA:.*]] = amdgpu.fat_raw_buffer_cast %[[SA]]
// CHECK: %[[FSB:.*]] = amdgpu.fat_raw_buffer_cast %[[SB]]
// CHECK: scf.for %[[G:.*]] = {{.*}} iter_args
// CHECK-COUNT-16: amdgpu.mfma 16x16x32
// CHECK: gpu.barrier
// CHECK-COUNT-16: amdgpu.mfma 16x16x32
// CHECK: gpu.barrier
// CHECK: %[[SBV:.*]] = memref.load %[[FSB]][%{{.*}}, %[[G]]]
// CHECK: %[[SB4:.*]] = arith.mulf %[[SBV]], %cst{{.*}} : f32
// CHECK: %[[SAV:.*]] = memref.load %[[FSA]][%{{.*}}, %[[G]]]
// CHECK: %[[S:.*]] = arith.mulf %[[SAV]], %[[SB4]] : f32
// CHECK: %[[SV:.*]] = vector.broadcast %[[S]] : f32 to vector<4xf32>
// CHECK-COUNT-4: math.fma %{{.*}}, %[[SV]], %{{.*}} : vector<4xf32>
// CHECK: scf.yield
// CHECK-NOT: memref.load %{{.*}}[%{{.*}}, %c0{{.*}}] : memref<?x?xf32
// CHECK: gpu.return

func.func @mm(%a: !lowp.scaled<?x1024xf8E4M3FN, fp8_block1x128>, %b: !lowp.scaled<512x1024xf8E4M3FN, fp8_block128x128>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x1024xf8E4M3FN, fp8_block1x128>, !lowp.scaled<512x1024xf8E4M3FN, fp8_block128x128> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

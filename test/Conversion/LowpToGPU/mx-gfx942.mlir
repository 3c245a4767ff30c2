// MX on gfx942: fp6 (E2M3) x fp4 codes mapped to E4M3FNUZ on the way into
// LDS (four codes per 32-bit word), E8M0 scales decoded into LDS, one
// 16x16x32 MFMA per 32-block with a zero accumulator, its partial sum
// scaled (P * sa) * sb + acc, software-pipelined by rows of tiles.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL

// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "mx_fnuz_fp8_mfma_16x16x32_k32"

// CHECK-LABEL: func.func @mm
// CHECK-SAME: (%[[A:.*]]: tensor<?x256xi8>, %[[AS:.*]]: tensor<?x8xi8>, %[[B:.*]]: tensor<512x128xi8>, %[[BS:.*]]: tensor<512x8xi8>, %[[BIAS:.*]]: tensor<512xbf16>)
// CHECK: gpu.launch_func @lowp_kernels::@[[K:mx_gemm_f8E4M3FNUZfrom_e2m3_f8E4M3FNUZfrom_e2m1_k32_k32_bf16_biasbf16_256x128x64_w4x2]]
// CHECK-SAME: args(%{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?xbf16>, %{{.*}} : memref<?x?xbf16>)
// CHECK-SAME: args = ["A codes, M x K, i8 (mxfp6 (f6E2M3FN))", "B codes, N x K / 2, i8 (mxfp4 (f4E2M1FN), two per byte, element 2i in the low nibble of byte i)", "A scales, M x ceildiv(K, 32), E8M0 codes", "B scales, N x ceildiv(K, 32), E8M0 codes", "bias, N", "C, M x N, output"]
// CHECK-SAME: lowp.strategy = "mx_fnuz_fp8_mfma_16x16x32_k32", lowp.tile = array<i64: 256, 128, 64>
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?xbf16>, %{{.*}}: memref<?x?xbf16>)
// CHECK-SAME: workgroup(%[[LA:.*]] : memref<2x256x72xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x128x72xi8, #gpu.address_space<workgroup>>, %[[LSA:.*]] : memref<2x2x256xf32, #gpu.address_space<workgroup>>, %[[LSB:.*]] : memref<2x2x128xf32, #gpu.address_space<workgroup>>)
// Codes to FNUZ as words: E2M3 keeps its 5 magnitude bits, E2M1 shifts 3.
// CHECK: vector.load {{.*}} vector<16xi8>
// CHECK: vector.bitcast {{.*}} : vector<16xi8> to vector<4xi32>
// CHECK: arith.andi %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: vector.store {{.*}}, %[[LA]]
// E8M0 to f32: 2^(e - 127 + 7), the fp6 / fp4 map's factor put back.
// CHECK: %[[E:.*]] = arith.extui %{{.*}} : i8 to i32
// CHECK: arith.addi %[[E]], %c7_i32
// CHECK: memref.store %{{.*}}, %[[LSA]]
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: memref.load %[[LSA]]
// CHECK: vector.load %[[LSB]]{{.*}} vector<4xf32>
// CHECK-COUNT-4: amdgpu.mfma 16x16x32 {{.*}} + %[[ZERO:cst[_0-9]*]]
// CHECK-NEXT: amdgpu.sched_barrier allow = <none>
// CHECK-COUNT-4: amdgpu.mfma 16x16x32
// CHECK: %[[PS:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NEXT: math.fma %[[PS]], %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: gpu.barrier
// CHECK: scf.yield
// Epilogue: no scales left to apply, bias added, RNE to bf16.
// CHECK-NOT: memref.load %{{.*}}[%{{.*}}, %c0] : memref<?x?xf32
// CHECK: arith.extf %{{.*}} : vector<4xbf16> to vector<4xf32>
// CHECK: arith.addf
// CHECK: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK: gpu.return

func.func @mm(%a: !lowp.scaled<?x256xf6E2M3FN, mxfp6>, %b: !lowp.scaled<512x256xf4E2M1FN, mxfp4>, %bias: tensor<512xbf16>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b bias(%bias : tensor<512xbf16>) {transpose_b} : !lowp.scaled<?x256xf6E2M3FN, mxfp6>, !lowp.scaled<512x256xf4E2M1FN, mxfp4> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

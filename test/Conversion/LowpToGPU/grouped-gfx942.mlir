// grouped_scaled_matmul (MoE) on gfx942: one launch over every group. B
// (G x N x K), its scales and the bias are collapsed over the groups; the
// kernel finds its group by scanning the end offsets (grid.y covers
// ceildiv(M, BM) + G row tiles: every group's and the tail's), reads B's
// rows from g * N on, masks rows at its group's end, and stores zeros for
// rows past the last offset.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL

// LEGAL: lowp.grouped_scaled_matmul {{.*}}lowp.strategy = "mx_fnuz_fp8_mfma_16x16x32_k32"

// CHECK-LABEL: func.func @moe
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<8x128x128xi8> into tensor<1024x128xi8>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<8x128x8xi8> into tensor<1024x8xi8>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<8x128xf32> into tensor<1024xf32>
// CHECK: %[[G:.*]] = tensor.dim %{{.*}}, %c0{{.*}} : tensor<8xi64>
// CHECK: %[[GY:.*]] = arith.addi %{{.*}}, %[[G]] : index
// CHECK: gpu.launch_func @lowp_kernels::@[[K:mx_gemm_.*_grouped]] blocks in (%{{[a-z0-9_]+}}, %[[GY]],
// CHECK-SAME: args = ["A codes, M x K, i8 (mxfp8 (f8E4M3FN))", "B codes, G x N x K / 2, i8 (mxfp4 (f4E2M1FN), two per byte, element 2i in the low nibble of byte i)", "A scales, M x ceildiv(K, 32), E8M0 codes", "B scales, G x N x ceildiv(K, 32), E8M0 codes", "group end offsets, G", "bias, G x N", "C, M x N, output"]
// CHECK-SAME: grid = ["ceildiv(N, 128)", "ceildiv(M, 256) + G", "1"]
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %[[OFF:.*]]: memref<?xi64>, %{{.*}}: memref<?xf32>, %{{.*}}: memref<?x?xf32>)
// The scan over the groups: this tile's group, first row and end.
// CHECK: scf.for {{.*}} -> (index, index, index, index, index, i1)
// CHECK: memref.load %[[OFF]]
// CHECK: arith.ceildivui
// CHECK: scf.yield
// The tail (rows past the last offset) runs no K steps and stores zeros.
// CHECK: arith.select %{{.*}}, %c0{{.*}}, %{{.*}} : index
// CHECK: scf.for
// CHECK: amdgpu.mfma 16x16x32
// CHECK: arith.select %{{.*}}, %cst{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: gpu.return
func.func @moe(%x: !lowp.scaled<?x256xf8E4M3FN, mxfp8>, %w: !lowp.scaled<8x128x256xf4E2M1FN, mxfp4>, %off: tensor<8xi64>, %bias: tensor<8x128xf32>) -> tensor<?x128xf32> {
  %y = lowp.grouped_scaled_matmul %x, %w offsets(%off : tensor<8xi64>) bias(%bias : tensor<8x128xf32>) {transpose_b} : !lowp.scaled<?x256xf8E4M3FN, mxfp8>, !lowp.scaled<8x128x256xf4E2M1FN, mxfp4> -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}


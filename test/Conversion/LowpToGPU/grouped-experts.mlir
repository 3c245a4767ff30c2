// MoE decode (a static row count, at most 16 rows per expert on average):
// the expert-major grid. Workgroup (x, y) takes column tile x of expert y:
// it reads the expert's row range from the offsets directly (offsets[y-1]
// .. offsets[y]; y = G the rows past the last offset, stored as zeros), no
// scan, and loops over the range's 16-row tiles (an empty expert: none).
// Its K loop reads A and B straight into registers (`_direct`: 4 waves
// along K, a 128-K block each per step, four 16x16x32 MFMAs per block and
// each of the 2 column tiles).
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=COST

// COST: lowp.tiling = #lowp.tiling<workgroup = 16x32x512, waves = 1x1x4, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>
// COST: lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1,

// CHECK-LABEL: func.func @moe_decode
// CHECK: gpu.launch_func @lowp_kernels::@[[K:fp8_gemm_.*_16x32x512_w1x1x4_direct_experts]] blocks in
// CHECK-SAME: grid = ["ceildiv(N, 32)", "G + 1", "1"]
// CHECK-LABEL: func.func @moe_prefill
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_grouped blocks in
// CHECK-SAME: grid = ["ceildiv(N, 128)", "ceildiv(M, 256) + G", "1"]
// CHECK: gpu.func @[[K]](
// CHECK-SAME: %[[OFF:[a-z0-9]+]]: memref<?xi32>
// CHECK: %[[Y:.*]] = gpu.block_id y
// CHECK: %[[G:.*]] = memref.dim %[[OFF]], %c0
// CHECK: %[[TAIL:.*]] = arith.cmpi uge, %[[Y]], %[[G]]
// CHECK: memref.load %[[OFF]]
// CHECK: memref.load %[[OFF]]
// CHECK-NOT: scf.for
// CHECK: %[[TILES:.*]] = arith.ceildivui %{{.*}}, %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[TILES]]
// CHECK: scf.for
// CHECK-COUNT-8: amdgpu.mfma 16x16x32
// CHECK: scf.yield
// CHECK: arith.select %[[TAIL]]
// CHECK: gpu.return

func.func @moe_decode(%a: !lowp.scaled<64x2880xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<128x5760x2880xf8E4M3FNUZ, fp8_rowwise>, %off: tensor<128xi32>) -> tensor<64x5760xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<128xi32>) {transpose_b} : !lowp.scaled<64x2880xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<128x5760x2880xf8E4M3FNUZ, fp8_rowwise> -> tensor<64x5760xbf16>
  return %c : tensor<64x5760xbf16>
}
// 512 rows per expert, two 256-row tiles each: the row-tile grid (an
// expert's tiles in parallel).
func.func @moe_prefill(%a: !lowp.scaled<65536x2880xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<128x5760x2880xf8E4M3FNUZ, fp8_rowwise>, %off: tensor<128xi32>) -> tensor<65536x5760xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<128xi32>) {transpose_b} : !lowp.scaled<65536x2880xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<128x5760x2880xf8E4M3FNUZ, fp8_rowwise> -> tensor<65536x5760xbf16>
  return %c : tensor<65536x5760xbf16>
}

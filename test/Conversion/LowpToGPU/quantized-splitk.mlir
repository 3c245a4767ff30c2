// A quantized result with split-K (asked for by the tiling): the splits'
// partial sums go to the f32 workspace, and the reduce kernel's
// lowp.wave_store (64 of C's columns a wave: two MX blocks) writes the codes
// and the E8M0 scales, as the GEMM kernel's does without a split.
// RUN: lowp-opt %s --lowp-legalize="chip=gfx950 tile=64x64x64x2" | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx950 tile=64x64x64x2 distribute=false" | FileCheck %s --check-prefix=GPU

// CHECK: lowp.tiling = #lowp.tiling<workgroup = 64x64x64, waves = 1x1, split_k = 2
// GPU: gpu.launch_func @lowp_kernels::@[[G:[A-Za-z0-9_]+_splitk]] blocks in (%{{.*}}, %{{.*}}, %c2)
// GPU-SAME: args({{.*}}, %[[WS:.*]] : memref<?x?x?xf32>)
// GPU: gpu.launch_func @lowp_kernels::@[[R:[A-Za-z0-9_]+_splitk_reduce_epi[0-9a-f]+_bf16]] {{.*}}args(%[[WS]] : memref<?x?x?xf32>, %{{.*}} : memref<?x?xi8>, %{{.*}} : memref<?x?xi8>)
// GPU-SAME: "C codes, M x N, i8
// GPU-SAME: "C scales, M x N / 32, E8M0 codes, output"
// GPU: gpu.func @[[G]](
// GPU: lowp.wave_store {{.*}} into %{{.*}}[%block_id_z, %{{.*}}, %{{.*}}] {{.*}} : memref<?x?x?xf32>
// GPU: gpu.func @[[R]](%{{.*}}: memref<?x?x?xf32>, %[[C:.*]]: memref<?x?xi8>, %[[S:.*]]: memref<?x?xi8>)
// GPU: lowp.wave_store #lowp.mfma<16x16x16, f16, f16> acc({{.*}} : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) into %[[C]][%{{.*}}, %{{.*}}] {{.*}} scales_out(%[[S]] : memref<?x?xi8>) epilogue {
// GPU: {quantize_mode = #lowp<scale_mode floor>, quantize_type = f8E4M3FN, tiles = array<i64: 1, 4>} : memref<?x?xi8>
func.func @quantized(%a: !lowp.scaled<4x4096xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x4096xf8E4M3FN, mxfp8>) -> !lowp.scaled<4x256xf8E4M3FN, mxfp8> {
  %c = lowp.scaled_matmul %a, %b epilogue {
  ^bb0(%v: bf16):
    lowp.yield %v : bf16
  } {transpose_b}
      : !lowp.scaled<4x4096xf8E4M3FN, mxfp8>, !lowp.scaled<256x4096xf8E4M3FN, mxfp8> -> !lowp.scaled<4x256xf8E4M3FN, mxfp8>
  return %c : !lowp.scaled<4x256xf8E4M3FN, mxfp8>
}

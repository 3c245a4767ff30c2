// A fused epilogue (lowp-fuse-epilogues) in the generated kernels: the
// epilogue inputs are kernel arguments between the bias and C, read at their
// maps' indices (a row-invariant input once per column quad), the region runs
// on vector<4> of the rounded matmul values before the one store of C.
// With split-K (asked for by the tile) the partial-sum kernel knows nothing of
// the epilogue (one kernel for every epilogue), the reduce kernel runs it
// (the same lowp.wave_store).
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=64x64x64" | FileCheck %s
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=64x64x64x4" | FileCheck %s --check-prefix=SPLIT

// CHECK-LABEL: func.func @layer
// CHECK: gpu.launch_func @lowp_kernels::@[[K:fp8_gemm_.*_bf16_epi[0-9a-f]+_f32_64x64x64_w1x1]] {{.*}} args({{.*}} : memref<?x?xi8>, {{.*}} : memref<?x?xi8>, {{.*}} : memref<?x?xf32>, {{.*}} : memref<?x?xf32>, {{.*}} : memref<?xbf16>, {{.*}} : memref<?x?xbf16>, {{.*}} : memref<?x?xf32>)
// CHECK-SAME: "epilogue input 0, N, bf16", "epilogue input 1, M x N, bf16", "C, M x N, output"
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?xbf16>, %{{.*}}: memref<?x?xbf16>, %{{.*}}: memref<?x?xf32>)
// The bias row, once per column quad: one vector load when the quad ends
// within N, else element by element, each under its own branch (16-bit
// elements: a 32-bit word that straddles the buffer's end reads as 0, and
// LLVM would merge adjacent loads into one; fused-odd-n.test).
// CHECK: %[[BR:.*]] = scf.if %{{.*}} -> (vector<4xbf16>) {
// CHECK-NEXT: vector.load %{{.*}} : memref<?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// CHECK: } else {
// CHECK-COUNT-4: memref.load %{{.*}} : memref<?xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: vector.from_elements %{{.*}} : vector<4xbf16>
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK: %[[RS:.*]] = scf.if %{{.*}} -> (vector<4xbf16>) {
// CHECK-NEXT: vector.load %{{.*}} : memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// CHECK: } else {
// CHECK-COUNT-4: memref.load %{{.*}} : memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: arith.addf %[[T]], %[[BR]] : vector<4xbf16>
// CHECK: math.exp %{{.*}} : vector<4xf32>
// CHECK: arith.divf %{{.*}} : vector<4xf32>
// CHECK: arith.extf %[[RS]] : vector<4xbf16> to vector<4xf32>

// SPLIT-LABEL: func.func @layer
// SPLIT: gpu.launch_func @lowp_kernels::@[[G:[A-Za-z0-9_]+_splitk]] {{.*}}args(
// SPLIT: gpu.launch_func @lowp_kernels::@[[R:[A-Za-z0-9_]+_splitk_reduce_epi[0-9a-f]+_f32]] {{.*}} : memref<?xbf16>, {{.*}} : memref<?x?xbf16>, {{.*}} : memref<?x?xf32>)
// SPLIT: gpu.func @[[G]](
// SPLIT-NOT: math.exp
// The reduce kernel: each lane's four quads summed over the splits, then
// the GEMM's epilogue (lowp.wave_store): the bias and the residual by quads,
// the region on vector<4>, one store of C.
// SPLIT: gpu.func @[[R]](
// SPLIT: scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// SPLIT-COUNT-4: vector.load %{{.*}} : memref<?x?x?xf32, #amdgpu.address_space<fat_raw_buffer>>, vector<4xf32>
// SPLIT: vector.load %{{.*}} : memref<?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// SPLIT: vector.load %{{.*}} : memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// SPLIT: math.exp %{{.*}} : vector<4xf32>
// SPLIT: vector.store %{{.*}} : memref<?x?xf32>, vector<4xf32>

func.func @layer(%x: !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>,
                 %w: !lowp.scaled<1024x4096xf8E4M3FNUZ, fp8_rowwise>,
                 %bias: tensor<1024xbf16>, %res: tensor<16x1024xbf16>) -> tensor<16x1024xf32> {
  %y = lowp.scaled_matmul %x, %w epilogue ins(%bias, %res : tensor<1024xbf16>, tensor<16x1024xbf16>) {
  ^bb0(%c: bf16, %b: bf16, %r: bf16):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %c, %b : bf16
    %f = arith.extf %s : bf16 to f32
    %n = arith.negf %f : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %q = arith.divf %f, %d : f32
    %g = arith.extf %r : bf16 to f32
    %o = arith.addf %q, %g : f32
    lowp.yield %o : f32
  } {epilogue_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], transpose_b}
      : !lowp.scaled<16x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x1024xf32>
  return %y : tensor<16x1024xf32>
}

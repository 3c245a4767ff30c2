// DeepSeek-V3's routed experts: 256 x 4096 x 7168 FP8 codes, 7.5 GB, more
// than 32-bit buffer offsets reach. Stored G x N x K, each workgroup reads
// its group's codes through a buffer resource based at the group (a
// subview of B at row g * N, its offset moved into the base), so only a
// group's 29 MB must fit.
// RUN: lowp-opt %s --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=BIG
// BIG-LABEL: func.func @deepseek_sized
// BIG: gpu.launch_func @lowp_kernels::@fp8_gemm_{{.*}}_16x32x512_w1x1x4_direct_experts
// BIG-LABEL: gpu.func @fp8_gemm_{{.*}}_16x32x512_w1x1x4_direct_experts
// BIG: %[[SLICE:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [%{{.*}}, %{{.*}}] [1, 1] : memref<?x?xi8> to memref<?x?xi8, strided<[?, 1], offset: ?>>
// BIG: amdgpu.fat_raw_buffer_cast %[[SLICE]] validBytes(%{{.*}}) resetOffset : memref<?x?xi8, strided<[?, 1], offset: ?>> to memref<?x?xi8, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>
func.func @deepseek_sized(%a: !lowp.scaled<128x7168xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<256x4096x7168xf8E4M3FNUZ, fp8_rowwise>, %off: tensor<256xi32>) -> tensor<128x4096xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<256xi32>) {transpose_b} : !lowp.scaled<128x7168xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<256x4096x7168xf8E4M3FNUZ, fp8_rowwise> -> tensor<128x4096xbf16>
  return %c : tensor<128x4096xbf16>
}


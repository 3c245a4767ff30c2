// A grouped matmul's fused epilogue (examples/moe-layer.mlir after
// lowp-fuse-epilogues): one kernel, its epilogue inputs between the bias and
// C, the region on vector<4> of the matmul's f32 values (bias added, rows
// past the last offset zeroed first), then C's one store; no host
// elementwise code left. Both grids (the expert-major one at decode sizes,
// the row-tile one) and both chips.
// RUN: lowp-opt %lowp_src_root/examples/moe-layer.mlir --lowp-fuse-epilogues --lowp-lower-to-gpu="chip=gfx950 tile=64x128x64" | FileCheck %s
// RUN: lowp-opt %lowp_src_root/examples/moe-layer.mlir --lowp-fuse-epilogues --lowp-lower-to-gpu="chip=gfx942" | FileCheck %s --check-prefix=GFX942

// CHECK-LABEL: func.func @moe
// CHECK-NOT: linalg.generic
// CHECK: gpu.launch_func @lowp_kernels::@[[K:smx_gemm_f8E4M3FN_f4E2M1FN_k32_k32_f32_biasf32_epi[0-9a-f]+_bf16_64x128x64_w1x2_m32_grouped]] {{.*}} args({{.*}} : memref<?xi32>, {{.*}} : memref<?xf32>, {{.*}} : memref<?x?xbf16>, {{.*}} : memref<?x?xbf16>)
// CHECK-SAME: "group end offsets, G", "bias, G x N", "epilogue input 0, M x N, bf16", "C, M x N, output"
// CHECK-NOT: linalg.generic
// CHECK: gpu.func @[[K]]
// CHECK: %[[V:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: arith.negf %[[V]] : vector<4xf32>
// CHECK: math.exp %{{.*}} : vector<4xf32>
// CHECK: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>

// GFX942-LABEL: func.func @moe
// GFX942-NOT: linalg.generic
// GFX942: gpu.launch_func @lowp_kernels::@mx_gemm_{{.*}}_biasf32_epi{{[0-9a-f]+}}_bf16_16x32x128_w1x1_experts
// GFX942-SAME: when = "M <= 16 * G"
// GFX942: gpu.launch_func @lowp_kernels::@mx_gemm_{{.*}}_biasf32_epi{{[0-9a-f]+}}_bf16_256x128x64_w4x2_grouped

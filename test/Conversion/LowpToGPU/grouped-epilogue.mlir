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
// GFX942: gpu.launch_func @lowp_kernels::@mx_gemm_{{.*}}_biasf32_epi{{[0-9a-f]+}}_bf16_16x32x512_w1x1x4_direct_k128_experts
// GFX942-SAME: when = "M <= 16 * G"
// GFX942: gpu.launch_func @lowp_kernels::@mx_gemm_{{.*}}_biasf32_epi{{[0-9a-f]+}}_bf16_256x128x64_w4x2_grouped

// epilogue_pairs (test/Integration/Inputs/moe-swiglu.mlir, GPT-OSS's
// SwiGLU over interleaved gate / up columns): C is M x N/2; the region runs
// on vector<2> pairs (columns 0, 2 and 1, 3 of each quad), two elements
// stored at column / 2.
// RUN: lowp-opt %S/../../Integration/Inputs/moe-swiglu.mlir --lowp-lower-to-gpu="chip=gfx950 tile=64x128x64" | FileCheck %s --check-prefix=PAIRS
// PAIRS-LABEL: func.func @fused
// PAIRS: %[[C:.*]] = memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xbf16>
// PAIRS: gpu.launch_func @lowp_kernels::@[[K:smx_gemm_.*_epi[0-9a-f]+_bf16_64x128x64_w1x2_m32_grouped]]
// PAIRS-SAME: "C, M x N / 2 (epilogue pairs), output"
// PAIRS: gpu.func @[[K]]
// PAIRS: vector.shuffle %{{.*}}, %{{.*}} [0, 2] : vector<4xf32>, vector<4xf32>
// PAIRS: vector.shuffle %{{.*}}, %{{.*}} [1, 3] : vector<4xf32>, vector<4xf32>
// PAIRS: math.exp %{{.*}} : vector<2xf32>
// PAIRS: vector.store %{{.*}} : memref<?x?xbf16{{.*}}>, vector<2xbf16>

// gfx950's expert-major kernels of 64 or more rows remap the workgroup id
// per XCD (contiguous tiles, an expert's N tiles, on each XCD's L2): the
// grid's size read, the id dealt to 8 XCDs; the decode tiles and gfx942 keep
// blockIdx.
// RUN: lowp-opt %lowp_src_root/examples/moe-layer.mlir --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=XCD
// RUN: lowp-opt %lowp_src_root/examples/moe-layer.mlir --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=NOXCD
// XCD: gpu.func @{{.*}}_16x32x256_w1x1x2_direct_experts
// XCD-NOT: gpu.grid_dim
// XCD: gpu.func @{{.*}}_64x128x128_w1x2_m32_experts
// XCD: gpu.grid_dim x
// XCD-NEXT: gpu.grid_dim y
// XCD: arith.remui %{{.*}}, %c8
// NOXCD-NOT: gpu.grid_dim

// A quantized grouped result (test/Integration/Inputs/moe-quantize.mlir:
// SwiGLU pairs then MXFP8 / MXFP4, SiLU then MXFP8): codes and E8M0 scales
// of C's M x N/2 (pairs) or M x N; every launch variant's waves hold whole
// 32-column blocks of C (64 of the product's columns with pairs: the decode
// tile is 16 x 64, not 16 x 32).
// RUN: lowp-opt %S/../../Integration/Inputs/moe-quantize.mlir --lowp-fuse-epilogues --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s --check-prefix=QUANT
// QUANT-LABEL: func.func @swiglu_mxfp8
// QUANT: launch_func @lowp_kernels::@{{.*}}_16x64x256_w1x1x2_direct_experts
// QUANT-SAME: "C codes, M x N / 2, i8 (mxfp8 (f8E4M3FN); epilogue pairs), output", "C scales, M x N / 64, E8M0 codes, output"
// QUANT-LABEL: func.func @swiglu_mxfp4
// QUANT: "C codes, M x N / 4, i8 (mxfp4 (f4E2M1FN), two per byte, element 2i in the low nibble of byte i; epilogue pairs), output"
// QUANT-LABEL: func.func @silu_mxfp8
// QUANT: launch_func @lowp_kernels::@{{.*}}_16x32x256_w1x1x2_direct_experts
// QUANT-SAME: "C codes, M x N, i8 (mxfp8 (f8E5M2)), output", "C scales, M x N / 32, E8M0 codes, output"
// RUN: not lowp-opt %S/../../Integration/Inputs/moe-quantize.mlir --lowp-fuse-epilogues --lowp-lower-to-gpu="chip=gfx950 tile=16x32x256" 2>&1 | FileCheck %s --check-prefix=QWIDTH
// QWIDTH: error: a quantized GPU epilogue needs waves 64 or more columns wide (multiples of 64: 32 of the result's column pairs); the tiling gives 32

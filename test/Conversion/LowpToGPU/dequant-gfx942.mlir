// NVFP4 and weight-only on gfx942: the dequantizing GEMM. fp4 codes are
// mapped to the E4M3FNUZ codes of their values as words (a table lookup),
// converted to f32 by the hardware (ext_packed_fp8), multiplied by the
// decoded block scale, and kept as the high halves (bf16: exact) in
// LDS; the bf16 MFMA
// 16x16x16 reads them; the tensor scales (rank 0 on the host, 1 x 1 in
// the kernel) are applied in the epilogue. A plain bf16 operand is copied.
// Two NVFP4 operands are f16 instead: the codes' f16 high bytes looked up
// directly (v_perm_b32), a packed f16 multiply by the UE4M3 scale.
// RUN: lowp-opt %s --split-input-file --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s
// RUN: lowp-opt %s --split-input-file --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=LEGAL

// LEGAL-LABEL: func.func @nvfp4
// LEGAL: lowp.scaled_matmul {{.*}}lowp.strategy = "dequant_f16_mfma_16x16x16"

// CHECK-LABEL: func.func @nvfp4
// CHECK-SAME: (%[[A:.*]]: tensor<?x128xi8>, %[[AS:.*]]: tensor<?x16xi8>, %[[AT:.*]]: tensor<f32>, %[[B:.*]]: tensor<512x128xi8>, %[[BS:.*]]: tensor<512x16xi8>, %[[BT:.*]]: tensor<f32>)
// CHECK: %[[T:.*]] = tensor.extract %[[AT]][] : tensor<f32>
// CHECK: tensor.from_elements %[[T]] : tensor<1x1xf32>
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_f16_f4E2M1FN_ue4m3x16_tensor_f4E2M1FN_ue4m3x16_tensor_bf16_256x128x32_w4x2]]
// CHECK-SAME: lowp.strategy = "dequant_f16_mfma_16x16x16", lowp.tile = array<i64: 256, 128, 32>
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %[[SA:.*]]: memref<?x?xf32>, %[[SB:.*]]: memref<?x?xf32>, %{{.*}}: memref<?x?xbf16>)
// CHECK-SAME: workgroup(%[[LA:.*]] : memref<2x256x72xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x128x72xi8, #gpu.address_space<workgroup>>)
// 8 codes as loaded (4 bytes: the even codes in the low nibbles, the odd
// ones in the high), their UE4M3 scale decoded in f32 and narrowed to f16.
// CHECK: vector.load {{.*}} vector<4xi8>
// CHECK: arith.maxui
// CHECK: arith.constant 0x7FC00000 : f32
// CHECK: %[[S:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK: %[[S2:.*]] = vector.broadcast %[[S]] : f16 to vector<2xf16>
// The table of 0, 0.5, 1, 1.5, 2, 3, 4, 6's f16 high bytes (0x46444240,
// 0x3E3C3800), the even codes' magnitudes, then the odd ones'.
// CHECK: %[[E:.*]] = llvm.call_intrinsic "llvm.amdgcn.perm"(%c1178878528_i32, %c1044133888_i32, %{{.*}})
// CHECK: %[[ES:.*]] = arith.ori %[[E]], %{{.*}} : i32
// CHECK: %[[O:.*]] = llvm.call_intrinsic "llvm.amdgcn.perm"(%c1178878528_i32, %c1044133888_i32, %{{.*}})
// CHECK: %[[OS:.*]] = arith.ori %[[O]], %{{.*}} : i32
// Pair j: [0, even byte j, 0, odd byte j] (0x040C000C, ...).
// CHECK: llvm.call_intrinsic "llvm.amdgcn.perm"(%[[OS]], %[[ES]], %c67895308_i32)
// CHECK: llvm.call_intrinsic "llvm.amdgcn.perm"(%[[OS]], %[[ES]], %c84672780_i32)
// CHECK: llvm.call_intrinsic "llvm.amdgcn.perm"(%[[OS]], %[[ES]], %c101450252_i32)
// CHECK: llvm.call_intrinsic "llvm.amdgcn.perm"(%[[OS]], %[[ES]], %c118227724_i32)
// CHECK: vector.shuffle %[[S2]], %[[S2]] [0, 1, 0, 1, 0, 1, 0, 1]
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf16>
// CHECK-NOT: amdgpu.ext_packed_fp8
// CHECK: vector.store %{{.*}}, %[[LA]]
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: vector.load %[[LA]]{{.*}} vector<8xi8>
// CHECK: vector.bitcast %{{.*}} : vector<8xi8> to vector<4xf16>
// CHECK-COUNT-16: amdgpu.mfma 16x16x16 {{.*}} : vector<4xf16>, vector<4xf16>, vector<4xf32>
// CHECK: gpu.barrier
// CHECK: scf.yield
// Epilogue: the two tensor scales, RNE to bf16.
// CHECK: memref.load %{{.*}}[%c0{{.*}}, %c0{{.*}}] : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: memref.load %{{.*}}[%c0{{.*}}, %c0{{.*}}] : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: arith.mulf %{{.*}} : vector<4xf32>
// CHECK: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK: gpu.return
func.func @nvfp4(%a: !lowp.scaled<?x256xf4E2M1FN, nvfp4>, %b: !lowp.scaled<512x256xf4E2M1FN, nvfp4>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x256xf4E2M1FN, nvfp4>, !lowp.scaled<512x256xf4E2M1FN, nvfp4> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

// -----

// A tiling may ask two NVFP4 operands for the bf16 MFMA: the E2M1 map
// to FNUZ fp8, the f32 conversion and the bf16 halves.
// CHECK-LABEL: func.func @nvfp4_bf16
// CHECK-SAME: (%[[A:.*]]: tensor<?x128xi8>, %[[AS:.*]]: tensor<?x16xi8>, %[[AT:.*]]: tensor<f32>, %[[B:.*]]: tensor<512x128xi8>, %[[BS:.*]]: tensor<512x16xi8>, %[[BT:.*]]: tensor<f32>)
// CHECK: %[[T:.*]] = tensor.extract %[[AT]][] : tensor<f32>
// CHECK: tensor.from_elements %[[T]] : tensor<1x1xf32>
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_bf16_f8E4M3FNUZfrom_e2m1_ue4m3x16_tensor_f8E4M3FNUZfrom_e2m1_ue4m3x16_tensor_bf16_256x128x32_w4x2]]
// CHECK-SAME: args = ["A codes, M x K / 2, i8 (nvfp4 (f4E2M1FN), two per byte, element 2i in the low nibble of byte i)", "B codes, N x K / 2, i8 (nvfp4 (f4E2M1FN), two per byte, element 2i in the low nibble of byte i)", "A scales, M x ceildiv(K, 16), UE4M3 codes", "B scales, N x ceildiv(K, 16), UE4M3 codes", "A tensor scale, 1 x 1, f32", "B tensor scale, 1 x 1, f32", "C, M x N, output"]
// CHECK-SAME: lowp.strategy = "dequant_bf16_mfma_16x16x16", lowp.tile = array<i64: 256, 128, 32>
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %[[SA:.*]]: memref<?x?xf32>, %[[SB:.*]]: memref<?x?xf32>, %{{.*}}: memref<?x?xbf16>)
// CHECK-SAME: workgroup(%[[LA:.*]] : memref<2x256x72xi8, #gpu.address_space<workgroup>>, %[[LB:.*]] : memref<2x128x72xi8, #gpu.address_space<workgroup>>)
// 8 codes (4 bytes, two per byte: the even codes in the low nibbles, the
// odd ones in the high) and their scale code per chunk.
// CHECK: vector.load {{.*}} vector<4xi8>
// CHECK: arith.shrui %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: memref.load {{.*}} : memref<?x?xi8, #amdgpu.address_space<fat_raw_buffer>>
// UE4M3: sig * 2^(max(e, 1) - 10), a set sign bit negates, 0x7F is NaN.
// CHECK: arith.maxui
// CHECK: arith.uitofp
// CHECK: arith.negf
// CHECK: arith.constant 0x7FC00000 : f32
// The fp4 map (a table lookup) keeps the values: no factor into the scale.
// CHECK-NOT: arith.mulf {{.*}} : f32
// CHECK: vector.bitcast %{{.*}} : vector<8xi8> to vector<2xi32>
// CHECK-COUNT-2: amdgpu.ext_packed_fp8 %{{.*}} : vector<4xf8E4M3FNUZ> to vector<2xf32>
// CHECK: arith.shrui %{{.*}} : vector<8xi32>
// CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
// CHECK: vector.store %{{.*}}, %[[LA]]
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: vector.load %[[LA]]{{.*}} vector<8xi8>
// CHECK: vector.bitcast %{{.*}} : vector<8xi8> to vector<4xbf16>
// CHECK-COUNT-16: amdgpu.mfma 16x16x16 {{.*}} : vector<4xbf16>, vector<4xbf16>, vector<4xf32>
// CHECK: gpu.barrier
// CHECK: scf.yield
// Epilogue: the two tensor scales, RNE to bf16.
// CHECK: memref.load %{{.*}}[%c0{{.*}}, %c0{{.*}}] : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: memref.load %{{.*}}[%c0{{.*}}, %c0{{.*}}] : memref<?x?xf32, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: arith.mulf %{{.*}} : vector<4xf32>
// CHECK: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK: gpu.return
func.func @nvfp4_bf16(%a: !lowp.scaled<?x256xf4E2M1FN, nvfp4>, %b: !lowp.scaled<512x256xf4E2M1FN, nvfp4>) -> tensor<?x512xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 256x128x32, waves = 4x2, split_k = 1, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} : !lowp.scaled<?x256xf4E2M1FN, nvfp4>, !lowp.scaled<512x256xf4E2M1FN, nvfp4> -> tensor<?x512xbf16>
  return %c : tensor<?x512xbf16>
}

// -----

// Weight-only: bf16 activations copied into LDS, MXFP4 weights with their
// E8M0 scales (the fp4 map's factor is 1: the values times the scale,
// one multiplication a pair), no epilogue scales.
// LEGAL-LABEL: func.func @bf16_mxfp4
// LEGAL: lowp.strategy = "dequant_bf16_mfma_16x16x16"
// CHECK-LABEL: func.func @bf16_mxfp4
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_bf16_bf16_f8E4M3FNUZfrom_e2m1_e8m0x32_f32_256x128x32_w4x2]]
// CHECK-SAME: args = ["A, M x K, bf16", "B codes, N x K / 2, i8 (mxfp4 (f4E2M1FN), two per byte, element 2i in the low nibble of byte i)", "B scales, N x ceildiv(K, 32), E8M0 codes", "C, M x N, output"]
// CHECK: gpu.func @[[K]](%{{.*}}: memref<?x?xbf16>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xi8>, %{{.*}}: memref<?x?xf32>)
// CHECK: vector.load {{.*}} : memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<8xbf16>
// CHECK: vector.bitcast %{{.*}} : vector<8xbf16> to vector<16xi8>
// CHECK: amdgpu.ext_packed_fp8
// CHECK-NEXT: arith.mulf %{{.*}} : vector<2xf32>
// CHECK-NEXT: amdgpu.ext_packed_fp8
// CHECK: scf.for
// CHECK: amdgpu.mfma 16x16x16
// CHECK: scf.yield
// CHECK-NOT: arith.mulf
// CHECK: gpu.return
func.func @bf16_mxfp4(%a: tensor<?x512xbf16>, %b: !lowp.scaled<256x512xf4E2M1FN, mxfp4>) -> tensor<?x256xf32> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<?x512xbf16>, !lowp.scaled<256x512xf4E2M1FN, mxfp4> -> tensor<?x256xf32>
  return %c : tensor<?x256xf32>
}

// -----

// f16 activations x FP8 per-row weights (OCP, bridged): the f16 MFMA, the
// codes converted without a block scale (exact in f16, f16 RNE conversion),
// the row scales and the bridge's factor 2 in the epilogue.
// LEGAL-LABEL: func.func @f16_fp8_row
// LEGAL: lowp.strategy = "dequant_f16_mfma_16x16x16"
// CHECK-LABEL: func.func @f16_fp8_row
// CHECK: gpu.launch_func @lowp_kernels::@[[K:dq_gemm_f16_f16_f8E4M3FNUZocp_row_f16_256x128x32_w4x2]]
// CHECK-SAME: args = ["A, M x K, f16", "B codes, N x K, i8 (fp8_rowwise (f8E4M3FN))", "B scales, N x 1, f32 decode factors", "C, M x N, output"]
// CHECK: gpu.func @[[K]]
// CHECK: amdgpu.ext_packed_fp8
// CHECK-NOT: arith.mulf
// CHECK: arith.truncf %{{.*}} : vector<8xf32> to vector<8xf16>
// CHECK: amdgpu.mfma 16x16x16 {{.*}} : vector<4xf16>, vector<4xf16>, vector<4xf32>
// CHECK: scf.yield
// CHECK: arith.constant 2.000000e+00 : f32
// CHECK: gpu.return
func.func @f16_fp8_row(%a: tensor<?x512xf16>, %b: !lowp.scaled<256x512xf8E4M3FN, fp8_rowwise>) -> tensor<?x256xf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : tensor<?x512xf16>, !lowp.scaled<256x512xf8E4M3FN, fp8_rowwise> -> tensor<?x256xf16>
  return %c : tensor<?x256xf16>
}

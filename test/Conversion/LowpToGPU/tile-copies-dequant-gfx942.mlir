// Promotion's dequantizing copies (stage 3) on their own: lowp.tile_read
// in chunks of 8 codes with block scale codes, lowp.tile_write decoding
// them into exact bf16 / f16 values in LDS rows, as gfx942 does it (the
// E2M1 map into FNUZ fp8 and its conversion; f16 pairs by table lookup;
// fp6 bridged into fp8 with the map's factor put back); plain bf16 values
// in chunks of 8. gfx950 decodes fp4 codes as loaded: the same copies are
// an error there.
// RUN: lowp-opt %s --lowp-lower-tile-copies=chip=gfx942 --canonicalize --cse | FileCheck %s
// RUN: not lowp-opt %s --lowp-lower-tile-copies=chip=gfx950 2>&1 | FileCheck %s --check-prefix=GFX950

// GFX950: error: 'lowp.tile_write' op on gfx950, fp4 codes decoded to 'bf16' are read as loaded (no 'as')

gpu.module @kernels {
  // NVFP4 codes of a grouped B (1024 threads, one round): chunk c = tid at
  // row c / 8, K 8 (c % 8); 4 bytes of codes split into even / odd words
  // and mapped; the UE4M3 scale code at the group's scale row, 0 past K;
  // decoded in f32 and multiplied into each pair; bf16 as the high halves.
  // CHECK-LABEL: gpu.func @nvfp4_grouped
  // CHECK: %[[ROW:.*]] = arith.divui %arg6, %c8 : index
  // CHECK: %[[INK:.*]] = arith.cmpi ult, %{{.*}}, %arg5 : index
  // CHECK: %[[GROW:.*]] = arith.addi %arg2, %[[ROW]] : index
  // CHECK: %[[AT:.*]] = arith.select %[[INK]], %{{.*}}, %{{.*}} : index
  // CHECK: %[[HALF:.*]] = arith.divui %[[AT]], %c2 : index
  // CHECK: vector.load %arg0[%[[GROW]], %[[HALF]]] : memref<?x?xi8>, vector<4xi8>
  // CHECK-COUNT-4: llvm.call_intrinsic "llvm.amdgcn.perm"
  // CHECK: %[[SROW:.*]] = arith.addi %[[GROW]], %arg7 : index
  // CHECK: %[[SCOL:.*]] = arith.divui %[[AT]], %c16 : index
  // CHECK: %[[SC:.*]] = memref.load %arg1[%[[SROW]], %[[SCOL]]] : memref<?x?xi8>
  // CHECK: arith.select %[[INK]], %[[SC]], %c0_i8 : i8
  // CHECK-COUNT-4: amdgpu.ext_packed_fp8 {{.*}} : vector<4xf8E4M3FNUZ> to vector<2xf32>
  // CHECK: arith.shrui %{{.*}}, %cst : vector<8xi32>
  // CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
  // CHECK: vector.store %{{.*}}, %arg8[%c1, %[[ROW]], %{{.*}}] : memref<2x128x128xi8, #gpu.address_space<workgroup>>, vector<16xi8>
  gpu.func @nvfp4_grouped(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index, %g: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c1 = arith.constant 1 : index
    %b:2 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f4E2M1FN as f8E4M3FNUZ scales(%S : memref<?x?xi8>) scale_row_offset %g {chunk = 8, even_odd, scale_block = 16, tile = array<i64: 128, 64>, threads = 1024} : memref<?x?xi8> -> vector<8xi8>, i8
    lowp.tile_write %b#0, %b#1 into %l[%c1] thread %tid (rows) codes f4E2M1FN as f8E4M3FNUZ decode bf16 {chunk = 8, scale = f8E4M3FN, scale_block = 16, tile = array<i64: 128, 64>, threads = 1024} : vector<8xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // NVFP4 to f16 (gfx942): the codes as loaded, looked up as f16 pairs
  // (v_perm_b32), times the UE4M3 scale in f16 (exact).
  // CHECK-LABEL: gpu.func @nvfp4_f16_pairs
  // CHECK: vector.load %arg0{{.*}} vector<4xi8>
  // CHECK: memref.load %arg1
  // CHECK: arith.truncf %{{.*}} : f32 to f16
  // CHECK-COUNT-6: llvm.call_intrinsic "llvm.amdgcn.perm"
  // CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf16>
  // CHECK: vector.store
  // CHECK-NOT: amdgpu.ext_packed_fp8
  gpu.func @nvfp4_f16_pairs(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %b:2 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f4E2M1FN scales(%S : memref<?x?xi8>) {chunk = 8, scale_block = 16, tile = array<i64: 128, 64>, threads = 1024} : memref<?x?xi8> -> vector<4xi8>, i8
    lowp.tile_write %b#0, %b#1 into %l[%c0] thread %tid (rows) codes f4E2M1FN decode f16 {chunk = 8, scale = f8E4M3FN, scale_block = 16, tile = array<i64: 128, 64>, threads = 1024} : vector<4xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // FP6 E2M3 codes (one a byte) bridged into FNUZ fp8 as they are decoded,
  // each pair times 2^t (the map's factor) and then the E8M0 scale.
  // CHECK-LABEL: gpu.func @fp6_bridged
  // CHECK: vector.load %arg0{{.*}} vector<8xi8>
  // CHECK: memref.load %arg1
  // CHECK: %[[P:.*]] = amdgpu.ext_packed_fp8 %{{.*}}[0] : vector<4xf8E4M3FNUZ> to vector<2xf32>
  // CHECK: %[[Q:.*]] = arith.mulf %[[P]], %cst : vector<2xf32>
  // CHECK: arith.mulf %[[Q]], %{{.*}} : vector<2xf32>
  gpu.func @fp6_bridged(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index)
      workgroup(%l: memref<2x64x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %b:2 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f6E2M3FN scales(%S : memref<?x?xi8>) {chunk = 8, scale_block = 32, tile = array<i64: 64, 64>, threads = 512} : memref<?x?xi8> -> vector<8xi8>, i8
    lowp.tile_write %b#0, %b#1 into %l[%c0] thread %tid (rows) codes f6E2M3FN as f8E4M3FNUZ decode bf16 {chunk = 8, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 64, 64>, threads = 512} : vector<8xi8>, i8 into memref<2x64x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // bf16 values in chunks of 8 (16 bytes), two rounds of 256 threads, as
  // they are.
  // CHECK-LABEL: gpu.func @plain
  // CHECK: vector.load %arg0{{.*}} : memref<?x?xbf16>, vector<8xbf16>
  // CHECK: vector.load %arg0{{.*}} : memref<?x?xbf16>, vector<8xbf16>
  // CHECK: vector.store %{{.*}}, %arg6[%c0, %{{.*}}, %{{.*}}] : memref<2x64x128xi8, #gpu.address_space<workgroup>>, vector<16xi8>
  // CHECK: vector.store %{{.*}}, %arg6
  gpu.func @plain(%A: memref<?x?xbf16>, %row: index, %k: index, %m: index, %K: index, %tid: index)
      workgroup(%l: memref<2x64x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %a:2 = lowp.tile_read %A[%row, %k] bounds(%m, %K) thread %tid codes bf16 {chunk = 8, tile = array<i64: 64, 64>, threads = 256} : memref<?x?xbf16> -> vector<16xi8>, vector<16xi8>
    lowp.tile_write %a#0, %a#1 into %l[%c0] thread %tid (rows) codes bf16 {chunk = 8, tile = array<i64: 64, 64>, threads = 256} : vector<16xi8>, vector<16xi8> into memref<2x64x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

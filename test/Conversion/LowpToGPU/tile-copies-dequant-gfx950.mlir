// Promotion's dequantizing copies (stage 3) as gfx950 does them: MXFP4
// codes in wide chunks of 32 (16 bytes) with their E8M0 scale code, each 8
// codes converted as loaded (v_cvt_scalef32_pk_f32_fp4, two values an
// instruction) and scaled, written as 64 bytes of bf16 in the row; NVFP4
// to f16 in pairs with both 16-blocks' UE4M3 scales in one conversion.
// With scaled_cvt the scale goes in the conversion where the wave's scale
// codes allow it. gfx942 maps fp4 codes into fp8 first: the same copies
// are an error there.
// RUN: lowp-opt %s --lowp-lower-tile-copies=chip=gfx950 --canonicalize --cse | FileCheck %s
// The same patterns from a transform script
// (transform.apply_patterns.lowp.lower_tile_copies {chip = "gfx950"}).
// RUN: lowp-opt %s --transform-preload-library="transform-library-paths=%S/Inputs/tile-copies-gfx950-script.mlir" --transform-interpreter --canonicalize --cse | FileCheck %s
// RUN: not lowp-opt %s --lowp-lower-tile-copies=chip=gfx942 2>&1 | FileCheck %s --check-prefix=GFX942
// RUN: not lowp-opt %s --lowp-lower-tile-copies=chip=gfx900 2>&1 | FileCheck %s --check-prefix=CHIP

// GFX942: error: 'lowp.tile_write' op on gfx942, fp4 codes decoded to 'bf16' are read mapped into fp8 ('as' with 'even_odd')
// CHIP: error: lowp-lower-tile-copies: unknown chip 'gfx900' (chips: gfx942, gfx950)

gpu.module @kernels {
  // 128 x 64 codes, 256 threads, one round: chunk c = tid at row c / 2, K
  // 32 (c % 2); the scale code at K / 32; four conversions per 8 codes;
  // stores at 64 (c % 2) + 0, 16, 32, 48.
  // CHECK-LABEL: gpu.func @mxfp4_wide
  // CHECK: %[[ROW:.*]] = arith.divui %arg6, %c2 : index
  // CHECK: %[[Q:.*]] = arith.remui %arg6, %c2 : index
  // CHECK: %[[AT:.*]] = arith.select
  // CHECK: %[[HALF:.*]] = arith.divui %[[AT]], %c2 : index
  // CHECK: vector.load %arg0[%{{.*}}, %[[HALF]]] : memref<?x?xi8>, vector<16xi8>
  // CHECK: %[[SCOL:.*]] = arith.divui %[[AT]], %c32 : index
  // CHECK: memref.load %arg1[%{{.*}}, %[[SCOL]]] : memref<?x?xi8>
  // CHECK: %[[COL:.*]] = arith.muli %[[Q]], %c64 : index
  // CHECK-COUNT-16: amdgpu.scaled_ext_packed {{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
  // CHECK: vector.store %{{.*}}, %arg7[%c0, %[[ROW]], %[[COL]]]
  // CHECK: %[[C16:.*]] = arith.addi %[[COL]], %c16 : index
  // CHECK: vector.store %{{.*}}, %arg7[%c0, %[[ROW]], %[[C16]]]
  // CHECK: %[[C32:.*]] = arith.addi %[[COL]], %c32 : index
  // CHECK: vector.store %{{.*}}, %arg7[%c0, %[[ROW]], %[[C32]]]
  // CHECK: %[[C48:.*]] = arith.addi %[[COL]], %c48 : index
  // CHECK: vector.store %{{.*}}, %arg7[%c0, %[[ROW]], %[[C48]]]
  gpu.func @mxfp4_wide(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %w:2 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f4E2M1FN scales(%S : memref<?x?xi8>) {chunk = 32, scale_block = 32, tile = array<i64: 128, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>, i8
    lowp.tile_write %w#0, %w#1 into %l[%c0] thread %tid (rows) codes f4E2M1FN decode bf16 {chunk = 32, scale = f8E8M0FNU, scale_block = 32, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // With scaled_cvt: the E8M0 scale in the conversion (two bf16 values an
  // instruction) where no lane of the wave has a scale code outside 2 ..
  // 252 (a ballot), else the conversion at scale 1 and the multiply: the
  // same values either way; chunks of 32 codes and of 8.
  // CHECK-LABEL: gpu.func @mxfp4_wide_scaled
  // CHECK: %[[SC:.*]] = memref.load %arg1
  // CHECK: %[[E:.*]] = arith.extui %[[SC]] : i8 to i32
  // CHECK: %[[OFF:.*]] = arith.subi %[[E]], %c2_i32 : i32
  // CHECK: %[[OUT:.*]] = arith.cmpi uge, %[[OFF]], %c251_i32 : i32
  // CHECK: %[[BAL:.*]] = rocdl.ballot %[[OUT]] : i64
  // CHECK: %[[NONE:.*]] = arith.cmpi eq, %[[BAL]], %c0_i64 : i64
  // CHECK: scf.if %[[NONE]] {
  // CHECK: %[[SH:.*]] = arith.shli %[[E]], %c23_i32 : i32
  // CHECK: %[[S:.*]] = arith.bitcast %[[SH]] : i32 to f32
  // CHECK-COUNT-16: amdgpu.scaled_ext_packed %{{.*}}[{{[0-3]}}], %[[S]] : vector<8xf4E2M1FN> to vector<2xbf16>
  // CHECK-COUNT-4: vector.store %{{.*}}, %arg7
  // CHECK: } else {
  // CHECK-COUNT-16: amdgpu.scaled_ext_packed {{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
  // CHECK: vector.store %{{.*}}, %arg7
  // CHECK: gpu.return
  gpu.func @mxfp4_wide_scaled(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %w:2 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f4E2M1FN scales(%S : memref<?x?xi8>) {chunk = 32, scale_block = 32, tile = array<i64: 128, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>, i8
    lowp.tile_write %w#0, %w#1 into %l[%c0] thread %tid (rows) codes f4E2M1FN decode bf16 {chunk = 32, scale = f8E8M0FNU, scale_block = 32, scaled_cvt, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // Chunks of 8 codes (two a thread): one ballot of both scale codes.
  // CHECK-LABEL: gpu.func @mxfp4_chunk8_scaled
  // CHECK: arith.ori
  // CHECK: rocdl.ballot
  // CHECK: scf.if
  // CHECK-COUNT-8: amdgpu.scaled_ext_packed {{.*}} : vector<8xf4E2M1FN> to vector<2xbf16>
  // CHECK: } else {
  // CHECK-COUNT-8: amdgpu.scaled_ext_packed {{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
  // CHECK: gpu.return
  gpu.func @mxfp4_chunk8_scaled(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %w:4 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f4E2M1FN scales(%S : memref<?x?xi8>) {chunk = 8, scale_block = 32, tile = array<i64: 128, 32>, threads = 256} : memref<?x?xi8> -> vector<4xi8>, i8, vector<4xi8>, i8
    lowp.tile_write %w#0, %w#1, %w#2, %w#3 into %l[%c0] thread %tid (rows) codes f4E2M1FN decode bf16 {chunk = 8, scale = f8E8M0FNU, scale_block = 32, scaled_cvt, tile = array<i64: 128, 32>, threads = 256} : vector<4xi8>, i8, vector<4xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
  // NVFP4 to f16: both 16-blocks' scale codes (vector<2xi8>) to f16 in one
  // conversion; each pair converted to f16 as loaded and multiplied.
  // CHECK-LABEL: gpu.func @nvfp4_f16_wide
  // CHECK: vector.load %arg0{{.*}} vector<16xi8>
  // CHECK: vector.load %arg1{{.*}} : memref<?x?xi8>, vector<2xi8>
  // CHECK: amdgpu.scaled_ext_packed %{{.*}}[0], %{{.*}} : vector<2xf8E4M3FN> to vector<2xf16>
  // CHECK-COUNT-16: amdgpu.scaled_ext_packed {{.*}} : vector<8xf4E2M1FN> to vector<2xf16>
  gpu.func @nvfp4_f16_wide(%B: memref<?x?xi8>, %S: memref<?x?xi8>, %row: index, %k: index, %n: index, %K: index, %tid: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %w:2 = lowp.tile_read %B[%row, %k] bounds(%n, %K) thread %tid codes f4E2M1FN scales(%S : memref<?x?xi8>) {chunk = 32, scale_block = 16, tile = array<i64: 128, 64>, threads = 256} : memref<?x?xi8> -> vector<16xi8>, vector<2xi8>
    lowp.tile_write %w#0, %w#1 into %l[%c0] thread %tid (rows) codes f4E2M1FN decode f16 {chunk = 32, scale = f8E4M3FN, scale_block = 16, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, vector<2xi8> into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// The dequantizing direct kernels' fragments on gfx950 (as on gfx942,
// fragment-decode-gfx942.mlir, with gfx950's conversions).
// RUN: lowp-opt %s --split-input-file --lowp-lower-tile-copies=chip=gfx950 --verify-diagnostics | FileCheck %s --check-prefix=GFX950

// gfx950, bf16 x MXFP4 with the scaled conversion: the codes as loaded,
// one branch for the wave (a ballot of the lanes whose scale is out of the
// conversion's range), each side the same values.
// GFX950-LABEL: gpu.func @mxfp4_scaled
// GFX950: %[[V:.*]] = vector.load %arg0[{{.*}}] : memref<?x?xi8>, vector<16xi8>
// GFX950: rocdl.ballot
// GFX950: scf.if %{{.*}} -> (vector<32xbf16>) {
// GFX950-COUNT-16: amdgpu.scaled_ext_packed %{{.*}}, %{{.*}} : vector<8xf4E2M1FN> to vector<2xbf16>
// GFX950: } else {
// GFX950: amdgpu.scaled_ext_packed %{{.*}} : vector<8xf4E2M1FN> to vector<2xf32>
// GFX950: gpu.return
gpu.module @k {
  gpu.func @mxfp4_scaled(%b: memref<?x?xi8>, %s: memref<?x?xi8>, %row: index,
                         %k: index, %n: index, %kb: index,
                         %out: memref<1xvector<32xbf16>>) {
    %lane = gpu.lane_id
    %f:2 = lowp.fragment_read #lowp.mfma<16x16x32, bf16, bf16> %b[%row, %k]
        bounds(%n, %kb) lane %lane codes f4E2M1FN
        scales(%s : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64}
        : memref<?x?xi8> -> vector<16xi8>, i8
    %v = lowp.fragment_decode %f#0, %f#1 codes f4E2M1FN to bf16
        scale f8E8M0FNU scale_block 32 {scaled_cvt} : vector<16xi8>, i8 -> vector<32xbf16>
    %i0 = arith.constant 0 : index
    memref.store %v, %out[%i0] : memref<1xvector<32xbf16>>
    gpu.return
  }
}

// -----

// NVFP4 (UE4M3 scales of 16 K: two codes a lane), f16: gfx950 makes f16
// pairs from the codes as loaded; codes mapped into fp8 are not how it
// decodes them.
gpu.module @k {
  gpu.func @nvfp4_mapped(%b: memref<?x?xi8>, %s: memref<?x?xi8>, %row: index,
                         %k: index, %n: index, %kb: index,
                         %out: memref<1xvector<32xf16>>) {
    %lane = gpu.lane_id
    %f:5 = lowp.fragment_read #lowp.mfma<16x16x32, f16, f16> %b[%row, %k]
        bounds(%n, %kb) lane %lane codes f4E2M1FN as f8E4M3FN
        scales(%s : memref<?x?xi8>) {scale_block = 16 : i64, tiles = 1 : i64}
        : memref<?x?xi8> -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<2xi8>
    // expected-error @+1 {{'lowp.fragment_decode' op on gfx950, fp4 codes decoded to 'f16' are read as loaded (no 'as')}}
    %v = lowp.fragment_decode %f#0, %f#1, %f#2, %f#3, %f#4 codes f4E2M1FN
        as f8E4M3FN to f16 scale f8E4M3FN scale_block 16
        : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<2xi8> -> vector<32xf16>
    %i0 = arith.constant 0 : index
    memref.store %v, %out[%i0] : memref<1xvector<32xf16>>
    gpu.return
  }
}

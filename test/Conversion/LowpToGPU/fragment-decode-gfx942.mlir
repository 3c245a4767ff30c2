// The dequantizing direct kernels' fragments on gfx942: lowp.fragment_read
// of codes to decode (with their block scale codes) and
// lowp.fragment_decode into exact bf16 / f16 values, lowered by
// lowp-lower-tile-copies with the chip's instructions.
// RUN: lowp-opt %s --split-input-file --lowp-lower-tile-copies=chip=gfx942 --verify-diagnostics | FileCheck %s --check-prefix=GFX942

// MXFP4 weights for the bf16 MFMA: the lane's 16 bytes of packed codes (K 32
// (l / 16) .. + 31) mapped into FNUZ fp8 on the read, four chunks of 8
// (even, odd), then the row's E8M0 code of that 32-block; decoded with the
// fp8 conversion and the scale.
// GFX942-LABEL: gpu.func @mxfp4_mapped
// GFX942: %[[V:.*]] = vector.load %arg0[{{.*}}] : memref<?x?xi8>, vector<16xi8>
// GFX942-COUNT-4: vector.shuffle %[[V]], %[[V]]
// GFX942: memref.load %arg1[{{.*}}] : memref<?x?xi8>
// GFX942: amdgpu.ext_packed_fp8 %{{.*}}[0] : vector<4xf8E4M3FNUZ> to vector<2xf32>
// GFX942: gpu.return
gpu.module @k {
  gpu.func @mxfp4_mapped(%b: memref<?x?xi8>, %s: memref<?x?xi8>, %row: index,
                         %k: index, %n: index, %kb: index,
                         %out: memref<1xvector<32xbf16>>) {
    %lane = gpu.lane_id
    %f:5 = lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16> %b[%row, %k]
        bounds(%n, %kb) lane %lane codes f4E2M1FN as f8E4M3FNUZ
        scales(%s : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64}
        : memref<?x?xi8> -> vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8
    %v = lowp.fragment_decode %f#0, %f#1, %f#2, %f#3, %f#4 codes f4E2M1FN
        as f8E4M3FNUZ to bf16 scale f8E8M0FNU scale_block 32
        : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8 -> vector<32xbf16>
    %i0 = arith.constant 0 : index
    memref.store %v, %out[%i0] : memref<1xvector<32xbf16>>
    gpu.return
  }
}

// -----

// fp4 codes as loaded are gfx950's: gfx942 decodes them mapped into fp8.
gpu.module @k {
  gpu.func @mxfp4_as_loaded(%b: memref<?x?xi8>, %s: memref<?x?xi8>, %row: index,
                            %k: index, %n: index, %kb: index,
                            %out: memref<1xvector<32xbf16>>) {
    %lane = gpu.lane_id
    %f:2 = lowp.fragment_read #lowp.mfma<16x16x16, bf16, bf16> %b[%row, %k]
        bounds(%n, %kb) lane %lane codes f4E2M1FN
        scales(%s : memref<?x?xi8>) {scale_block = 32 : i64, tiles = 1 : i64}
        : memref<?x?xi8> -> vector<16xi8>, i8
    // expected-error @+1 {{'lowp.fragment_decode' op on gfx942, fp4 codes decoded to 'bf16' are read mapped into fp8 ('as' with 'even_odd')}}
    %v = lowp.fragment_decode %f#0, %f#1 codes f4E2M1FN to bf16
        scale f8E8M0FNU scale_block 32 : vector<16xi8>, i8 -> vector<32xbf16>
    %i0 = arith.constant 0 : index
    memref.store %v, %out[%i0] : memref<1xvector<32xbf16>>
    gpu.return
  }
}

// -----

// The scaled fp4 conversion (scaled_cvt) is gfx950's: a tile write or a
// fragment decode that asks for it is an error on gfx942.
gpu.module @k {
  gpu.func @scaled_cvt_tile_write(%v: vector<16xi8>, %s: i8, %tid: index)
      workgroup(%l: memref<2x128x128xi8, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'lowp.tile_write' op 'scaled_cvt' needs gfx950's scaled fp4 conversion; gfx942 has none}}
    lowp.tile_write %v, %s into %l[%c0] thread %tid (rows) codes f4E2M1FN decode bf16 {chunk = 32, scale = f8E8M0FNU, scale_block = 32, scaled_cvt, tile = array<i64: 128, 64>, threads = 256} : vector<16xi8>, i8 into memref<2x128x128xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

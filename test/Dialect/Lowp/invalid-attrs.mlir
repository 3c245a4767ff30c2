// RUN: lowp-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{no MFMA 16x16x64 reads 'f8E4M3FNUZ' x 'f8E4M3FNUZ'}}
module attributes {lowp.m = #lowp.mfma<16x16x64, f8E4M3FNUZ, f8E4M3FNUZ>} {}

// -----

// One fp8 family per instruction: FNUZ (gfx942) or OCP (gfx950).
// expected-error @+1 {{no MFMA 16x16x32 reads 'f8E4M3FNUZ' x 'f8E4M3FN'}}
module attributes {lowp.m = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FN>} {}

// -----

// Only the f8f6f4 forms are scaled.
// expected-error @+1 {{no scaled MFMA 16x16x32 reads 'bf16' x 'bf16'}}
module attributes {lowp.m = #lowp.mfma<scaled 16x16x32, bf16, bf16>} {}

// -----

// expected-error @+1 {{expected the instruction's MxNxK (three sizes)}}
module attributes {lowp.m = #lowp.mfma<16x16, bf16, bf16>} {}

// -----

// expected-error @+1 {{workgroup must be BMxBNxBK, each in 1..4096}}
module attributes {lowp.t = #lowp.tiling<workgroup = 256x128, waves = 4x2, split_k = 1, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} {}

// -----

// expected-error @+1 {{split_k must be in 1..64, not 0}}
module attributes {lowp.t = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 0, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} {}

// -----

// expected-error @+1 {{expected a #lowp.mfma attribute}}
module attributes {lowp.t = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1, mfma = 16>} {}

// -----

// expected-error @+1 {{waves must be WMxWN or WMxWNxWK, each in 1..16}}
module attributes {lowp.t = #lowp.tiling<workgroup = 16x16x1024, waves = 1x1x4x2, split_k = 1, mfma = #lowp.mfma<16x16x16, bf16, bf16>>} {}

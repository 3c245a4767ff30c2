// The cost model's choice is data: lowp-legalize records it on each matmul
// as #lowp.tiling, lowp-lower-to-gpu follows a tiling an op carries (set by
// a user or a transform script), and the pass option tile= overrides both.
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 | FileCheck %s --check-prefix=COST
// RUN: lowp-opt %s --lowp-legalize=chip=gfx942 --lowp-lower-to-gpu=chip=gfx942 | FileCheck %s --check-prefix=FOLLOW
// RUN: lowp-opt %s --lowp-lower-to-gpu="chip=gfx942 tile=64x64x64x4" | FileCheck %s --check-prefix=OPTION

// COST-LABEL: func.func @decode
// Decode: operands read straight into registers (directB), tiles as tall as
// M and 16 wide, 8 waves along K each taking a 128-K block per step, no
// split-K.
// COST: lowp.scaled_matmul {{.*}}lowp.strategy = "fp8_mfma_16x16x32", lowp.tiling = #lowp.tiling<workgroup = 16x16x1024, waves = 1x1x8, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>
// COST-LABEL: func.func @user
// COST: lowp.tiling = #lowp.tiling<workgroup = 128x64x64, waves = 2x1, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>
// COST-LABEL: func.func @prefill
// COST: lowp.tiling = #lowp.tiling<workgroup = 256x256x64, waves = 4x4, split_k = 1,

// FOLLOW-LABEL: func.func @decode
// FOLLOW: gpu.launch_func {{.*}}_16x16x1024_w1x1x8_direct blocks in {{.*}} threads in (%c512{{.*}}lowp.tile = array<i64: 16, 16, 1024>
// FOLLOW-LABEL: func.func @user
// FOLLOW: gpu.launch_func {{.*}}lowp.tile = array<i64: 128, 64, 64>
// FOLLOW-LABEL: func.func @prefill
// FOLLOW: gpu.launch_func {{.*}}lowp.tile = array<i64: 256, 256, 64>

// OPTION-LABEL: func.func @user
// OPTION: gpu.launch_func {{.*}}lowp.tile = array<i64: 64, 64, 64>

func.func @decode(%a: !lowp.scaled<16x8192xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise>) -> tensor<16x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<16x8192xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise> -> tensor<16x8192xbf16>
  return %c : tensor<16x8192xbf16>
}
// A user's tiling (128 x 64, two waves along M) is kept by lowp-legalize.
func.func @user(%a: !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<512x1024xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 128x64x64, waves = 2x1, split_k = 1, mfma = #lowp.mfma<16x16x32, f8E4M3FNUZ, f8E4M3FNUZ>>} : !lowp.scaled<512x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<1024x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<512x1024xbf16>
  return %c : tensor<512x1024xbf16>
}
func.func @prefill(%a: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FNUZ, fp8_rowwise> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}

// Mid-sized M (256 rows): 64 x 128 tiles of four waves, K steps of 256 codes
// (A and B straight into registers on gfx942), split 4 ways along K (all the
// splits resident; 16 K steps each; the workspace moves less than B).
// COST-LABEL: func.func @mid
// COST: lowp.tiling = #lowp.tiling<workgroup = 64x128x256, waves = 2x2, split_k = 4,
// At 512 rows the workspace would move as much as B: no split.
// COST-LABEL: func.func @mid512
// COST: lowp.tiling = #lowp.tiling<workgroup = 64x128x256, waves = 2x2, split_k = 1,
func.func @mid(%a: !lowp.scaled<256x16384xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<7168x16384xf8E4M3FNUZ, fp8_rowwise>) -> tensor<256x7168xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<256x16384xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<7168x16384xf8E4M3FNUZ, fp8_rowwise> -> tensor<256x7168xbf16>
  return %c : tensor<256x7168xbf16>
}
func.func @mid512(%a: !lowp.scaled<512x8192xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise>) -> tensor<512x8192xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<512x8192xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<8192x8192xf8E4M3FNUZ, fp8_rowwise> -> tensor<512x8192xbf16>
  return %c : tensor<512x8192xbf16>
}

// 256 x 256 tiles only where their rounds of workgroups are fewer by more
// than 5 / 3: 2048 x 10240 makes 320 of them (two rounds on 304 CUs)
// against 640 of 256 x 128 (three), so 256 x 128 stays.
// COST-LABEL: func.func @rounds
// COST: lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1,
func.func @rounds(%a: !lowp.scaled<2048x1024xf8E4M3FNUZ, fp8_rowwise>, %b: !lowp.scaled<10240x1024xf8E4M3FNUZ, fp8_rowwise>) -> tensor<2048x10240xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<2048x1024xf8E4M3FNUZ, fp8_rowwise>, !lowp.scaled<10240x1024xf8E4M3FNUZ, fp8_rowwise> -> tensor<2048x10240xbf16>
  return %c : tensor<2048x10240xbf16>
}

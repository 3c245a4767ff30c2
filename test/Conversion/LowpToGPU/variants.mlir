// Launch variants by M: a matmul with a dynamic M gets, beside its tiling
// for a large M, the decode tilings for M <= 16 and M <= 64 and the cost
// model's tilings for M <= 128, 256, 512, 1024 and 2048 where they differ
// from the main one (here split 4 and 2 ways, then not split, then 128 x 128
// tiles up to 2048 rows, one variant for both bounds; lowp-legalize records them
// in lowp.variants); lowp-lower-to-gpu emits one kernel per variant (and
// one split-K reduce kernel per split variant) and picks the launch by M
// (scf.if M <= 16, else M <= 64, ..., else the main one), each launch's
// contract saying when it runs. A grouped matmul
// gets the expert-major grid for M <= 16 G (MoE decode tiles), M <= 128 G
// (64 x 128 tiles), M <= 256 G (gfx950: 128 x 128; not for the dequantizing
// kernels) and M <= BM G (the main tiles, when taller). A static M, a tiling the op
// carries, or variants=false: none.
// RUN: lowp-opt %s --lowp-legalize=chip=gfx950 | FileCheck %s --check-prefix=LEGAL
// RUN: lowp-opt %s --lowp-legalize=chip=gfx950 --lowp-lower-to-gpu=chip=gfx950 | FileCheck %s
// RUN: lowp-opt %s --lowp-legalize="chip=gfx950 variants=false" | FileCheck %s --check-prefix=NONE

// LEGAL-LABEL: func.func @dense
// LEGAL: lowp.tiling = #lowp.tiling<workgroup = 256x128x64, waves = 4x2, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>, lowp.variants = [{max_m = 16 : i64, tiling = #lowp.tiling<workgroup = 16x16x1024, waves = 1x1x8, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 64 : i64, tiling = #lowp.tiling<workgroup = 64x16x1024, waves = 1x1x8, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 128 : i64, tiling = #lowp.tiling<workgroup = 64x128x256, waves = 2x2, split_k = 4, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 256 : i64, tiling = #lowp.tiling<workgroup = 64x128x256, waves = 2x2, split_k = 2, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 512 : i64, tiling = #lowp.tiling<workgroup = 64x128x256, waves = 2x2, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 2048 : i64, tiling = #lowp.tiling<workgroup = 128x128x128, waves = 2x2, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>}]
// LEGAL-LABEL: func.func @grouped
// LEGAL: lowp.variants = [{max_m = 16 : i64, tiling = #lowp.tiling<workgroup = 16x32x256, waves = 1x1x2, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 128 : i64, tiling = #lowp.tiling<workgroup = 64x128x64, waves = 1x2, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>}, {max_m = 256 : i64, tiling = #lowp.tiling<workgroup = 128x128x64, waves = 2x2, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>}]
// LEGAL-LABEL: func.func @static
// LEGAL-NOT: lowp.variants
// LEGAL-LABEL: func.func @user
// LEGAL-NOT: lowp.variants
// LEGAL-LABEL: func.func @users_variants
// LEGAL: lowp.variants = [{max_m = 32 : i64, tiling = #lowp.tiling<workgroup = 32x32x512, waves = 2x1x2
// NONE-LABEL: func.func @dense
// NONE-NOT: lowp.variants
// NONE-LABEL: func.func @grouped
// NONE-NOT: lowp.variants
// NONE-LABEL: func.func @static

// CHECK-LABEL: func.func @dense
// CHECK: %[[M:.*]] = tensor.dim
// CHECK: %[[S:.*]] = arith.cmpi ule, %[[M]], %c16
// CHECK: scf.if %[[S]] {
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_16x16x1024_w1x1x8_direct {{.*}}when = "M <= 16"
// CHECK: } else {
// CHECK: %[[T:.*]] = arith.cmpi ule, %[[M]], %c64
// CHECK: scf.if %[[T]] {
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x16x1024_w1x1x8_direct {{.*}}when = "M > 16, M <= 64"
// CHECK: } else {
// CHECK: %[[W:.*]] = memref.alloc(%c4{{.*}}, %[[M]], %{{.*}}) : memref<?x?x?xf32>
// CHECK: gpu.launch_func @lowp_kernels::@[[K4:.*_64x128x256_w2x2_direct_splitk]] blocks in (%{{.*}}, %{{.*}}, %c4{{.*}}) {{.*}}when = "M > 16, M > 64, M <= 128"
// CHECK: gpu.launch_func @lowp_kernels::@[[K4]]_reduce {{.*}}when = "M > 16, M > 64, M <= 128"
// CHECK: } else {
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x128x256_w2x2_direct_splitk blocks in (%{{.*}}, %{{.*}}, %c2{{.*}}) {{.*}}when = "M > 16, M > 64, M > 128, M <= 256"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x128x256_w2x2_direct_splitk_reduce {{.*}}when = "M > 16, M > 64, M > 128, M <= 256"
// CHECK: } else {
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x128x256_w2x2_direct {{.*}}when = "M > 16, M > 64, M > 128, M > 256, M <= 512"
// CHECK: } else {
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_128x128x128_w2x2_m32 {{.*}}when = "M > 16, M > 64, M > 128, M > 256, M > 512, M <= 2048"
// CHECK: } else {
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_256x128x64_w4x2_m32 {{.*}}when = "M > 16, M > 64, M > 128, M > 256, M > 512, M > 2048"
// CHECK-LABEL: func.func @grouped
// CHECK: %[[G16:.*]] = arith.muli %c16{{.*}}, %{{.*}} : index
// CHECK: arith.cmpi ule, %{{.*}}, %[[G16]]
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_16x32x256_w1x1x2_direct_experts {{.*}}grid = ["ceildiv(N, 32)", "G + 1", "1"]{{.*}}when = "M <= 16 * G"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x128x64_w1x2_m32_experts {{.*}}when = "M > 16 * G, M <= 128 * G"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_128x128x64_w2x2_m32_experts {{.*}}when = "M > 16 * G, M > 128 * G, M <= 256 * G"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_256x128x64_w4x2_m32_grouped {{.*}}when = "M > 16 * G, M > 128 * G, M > 256 * G"
// CHECK-LABEL: func.func @grouped_w4a16
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_16x64x256_w1x1x2_direct_experts {{.*}}when = "M <= 16 * G"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x128x64_w1x2_wide_b_experts {{.*}}when = "M > 16 * G, M <= 128 * G"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_256x128x64_w4x2_experts {{.*}}when = "M > 16 * G, M > 128 * G, M <= 256 * G"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_256x128x64_w4x2_grouped {{.*}}when = "M > 16 * G, M > 128 * G, M > 256 * G"
// CHECK-LABEL: func.func @users_variants
// CHECK: arith.cmpi ule, %{{.*}}, %c32
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_32x32x512_w2x1x2_direct {{.*}}when = "M <= 32"
// CHECK: arith.cmpi ule, %{{.*}}, %c64
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_64x32x512_w4x1_direct {{.*}}when = "M > 32, M <= 64"
// CHECK: gpu.launch_func @lowp_kernels::@{{.*}}_256x128x64_w4x2_m32 {{.*}}when = "M > 32, M > 64"

func.func @dense(%a: !lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>) -> tensor<?x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise> -> tensor<?x4096xbf16>
  return %c : tensor<?x4096xbf16>
}
func.func @grouped(%a: !lowp.scaled<?x2880xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<128x5760x2880xf8E4M3FN, fp8_rowwise>, %off: tensor<128xi32>) -> tensor<?x5760xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<128xi32>) {transpose_b} : !lowp.scaled<?x2880xf8E4M3FN, fp8_rowwise>, !lowp.scaled<128x5760x2880xf8E4M3FN, fp8_rowwise> -> tensor<?x5760xbf16>
  return %c : tensor<?x5760xbf16>
}
// Weight-only (bf16 x MXFP4 experts: the dequantizing kernels).
func.func @grouped_w4a16(%a: tensor<?x2880xbf16>, %b: !lowp.scaled<128x5760x2880xf4E2M1FN, mxfp4>, %off: tensor<128xi32>) -> tensor<?x5760xbf16> {
  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : tensor<128xi32>) {transpose_b} : tensor<?x2880xbf16>, !lowp.scaled<128x5760x2880xf4E2M1FN, mxfp4> -> tensor<?x5760xbf16>
  return %c : tensor<?x5760xbf16>
}
func.func @static(%a: !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>) -> tensor<4096x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b} : !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}
// A tiling the op carries is the user's: no variants are added.
func.func @user(%a: !lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>) -> tensor<?x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.tiling = #lowp.tiling<workgroup = 128x128x64, waves = 2x2, split_k = 1, mfma = #lowp.mfma<32x32x64, f8E4M3FN, f8E4M3FN>>} : !lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise> -> tensor<?x4096xbf16>
  return %c : tensor<?x4096xbf16>
}
// A user's variants are followed, smallest first.
func.func @users_variants(%a: !lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>, %b: !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise>) -> tensor<?x4096xbf16> {
  %c = lowp.scaled_matmul %a, %b {transpose_b, lowp.variants = [{max_m = 64 : i64, tiling = #lowp.tiling<workgroup = 64x32x512, waves = 4x1, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}, {max_m = 32 : i64, tiling = #lowp.tiling<workgroup = 32x32x512, waves = 2x1x2, split_k = 1, mfma = #lowp.mfma<16x16x128, f8E4M3FN, f8E4M3FN>>}]} : !lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>, !lowp.scaled<4096x4096xf8E4M3FN, fp8_rowwise> -> tensor<?x4096xbf16>
  return %c : tensor<?x4096xbf16>
}

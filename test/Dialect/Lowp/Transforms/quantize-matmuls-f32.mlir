// Weight-only on f32 activations: f32-as-bf16 rounds the activations to
// bf16 (a linalg.generic of arith.truncf) so the bf16 x NVFP4 kernels take
// them; without it, the chip has no strategy and the diagnostic names the
// option.
// RUN: lowp-opt %S/Inputs/f32-weight-only.mlir --lowp-quantize-matmuls="lhs-recipe=none rhs-recipe=nvfp4 f32-as-bf16=true" | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: lowp-opt %S/Inputs/f32-weight-only.mlir --lowp-quantize-matmuls="lhs-recipe=none rhs-recipe=nvfp4 f32-as-bf16=true" -o %t/q.mlir
// RUN: lowp-compile %t/q.mlir --chip=gfx942 --emit=mlir | FileCheck %s --check-prefix=GPU
// RUN: lowp-compile %t/q.mlir --chip=gfx950 --emit=mlir | FileCheck %s --check-prefix=GPU
// RUN: lowp-opt %S/Inputs/f32-weight-only.mlir --lowp-quantize-matmuls="lhs-recipe=none rhs-recipe=nvfp4" -o %t/f32.mlir
// RUN: not lowp-compile %t/f32.mlir --chip=gfx950 --emit=mlir 2>&1 | FileCheck %s --check-prefix=DIAG
// The emulator's GEMM against the host reference, within NUMERICS.md 7's
// budget (f32 accumulation in hardware order).
// RUN: %python -c "import numpy as np; r = np.random.default_rng(4); np.save('%t/x.npy', r.standard_normal((24, 128)).astype(np.float32)); np.save('%t/w.npy', r.standard_normal((96, 128)).astype(np.float32))"
// RUN: lowp-run %t/q.mlir --device=cpu --input=@%t/x.npy --input=@%t/w.npy --output=@%t/ref.npy
// RUN: lowp-run %t/q.mlir --device=emu-gfx950 --input=@%t/x.npy --input=@%t/w.npy --output=@%t/emu.npy
// RUN: %python -c "import numpy as np; x = np.load('%t/x.npy'); w = np.load('%t/w.npy'); ref = np.load('%t/ref.npy'); emu = np.load('%t/emu.npy'); budget = 2 * 128 * 2.0**-23 * (np.abs(x) @ np.abs(w).T); print('within budget:', bool((np.abs(emu - ref) <= budget + np.spacing(np.abs(ref))).all()))" | FileCheck %s --check-prefix=BUDGET

// CHECK: %[[E:.*]] = tensor.empty() : tensor<24x128xbf16>
// CHECK: %[[X:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<24x128xf32>) outs(%[[E]] : tensor<24x128xbf16>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: %[[W:.*]] = lowp.quantize %arg1 : tensor<96x128xf32> -> !lowp.scaled<96x128xf4E2M1FN, nvfp4>
// CHECK: lowp.scaled_matmul %[[X]], %[[W]] {transpose_b} : tensor<24x128xbf16>, !lowp.scaled<96x128xf4E2M1FN, nvfp4> -> tensor<24x96xf32>
// GPU: gpu.launch_func @lowp_kernels::@{{.*}}gemm
// DIAG: error: no gfx950 strategy for tensor<24x128xf32> x nvfp4 (f4E2M1FN) yet: {{.*}} (f32 activations: lowp-quantize-matmuls{f32-as-bf16} rounds them to bf16)
// BUDGET: within budget: True

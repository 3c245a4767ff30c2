/*===- lowp-capi-test.c - the lowp C API, checked with FileCheck ---------===*/
// RUN: lowp-capi-test 2>&1 | FileCheck %s

#include "lowp-c/Lowp.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Not assert(): the tests build with NDEBUG. */
#define EXPECT(x)                                                              \
  do {                                                                         \
    if (!(x)) {                                                                \
      printf("FAILED: %s (line %d)\n", #x, __LINE__);                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static void printToStdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}
static void printType(const char *label, MlirType t) {
  printf("%s: ", label);
  mlirTypePrint(t, printToStdout, NULL);
  printf("\n");
}
static MlirLogicalResult onDiagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diagnostic: ");
  mlirDiagnosticPrint(d, printToStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static MlirContext makeContext(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  lowpRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, NULL, NULL);
  return ctx;
}

static void testRecipes(void) {
  // CHECK-LABEL: recipes:
  // CHECK-SAME: mxfp8 mxfp6 mxfp4 nvfp4 amdfp4 fp8_per_tensor fp8_rowwise
  // CHECK-SAME: fp8_block1x128 fp8_block128x128
  printf("recipes:");
  for (intptr_t i = 0; i < lowpGetNumRecipes(); ++i) {
    MlirStringRef n = lowpGetRecipeName(i);
    printf(" %.*s", (int)n.length, n.data);
    EXPECT(lowpGetRecipeSummary(i).length > 0);
  }
  printf("\n");
}

static void testRecipeDefaults(MlirContext ctx) {
  // CHECK: default elements: f6E2M3FN f4E2M1FN f8E4M3FN null
  const char *names[] = {"mxfp6", "nvfp4", "fp8_rowwise", "int4"};
  printf("default elements:");
  for (int i = 0; i < 4; ++i) {
    MlirType t = lowpGetRecipeDefaultElement(
        ctx, mlirStringRefCreateFromCString(names[i]));
    printf(" ");
    if (mlirTypeIsNull(t))
      printf("null");
    else
      mlirTypePrint(t, printToStdout, NULL);
  }
  printf("\n");
}

static void testScaledTypes(MlirContext ctx) {
  int64_t shape[] = {128, 4096};
  MlirType f4 = mlirFloat4E2M1FNTypeGet(ctx);
  MlirType e8m0 = mlirFloat8E8M0FNUTypeGet(ctx);

  // Full form that equals a recipe prints as the recipe.
  // CHECK: full: !lowp.scaled<128x4096xf4E2M1FN, mxfp4>
  // CHECK: recipe mxfp4 axis 1, rank 2, dims 128x4096, block 1x32, tensor scale 0
  // CHECK: codes: tensor<128x4096xf4E2M1FN>
  // CHECK: scales: tensor<128x128xf8E8M0FNU>
  int64_t block[] = {1, 32};
  MlirType t = lowpScaledTypeGet(ctx, 2, shape, f4, e8m0, block, false);
  EXPECT(lowpTypeIsAScaled(t));
  printType("full", t);
  MlirStringRef r = lowpScaledTypeGetRecipe(t);
  printf("recipe %.*s axis %lld, rank %ld, dims %lldx%lld, block %lldx%lld, "
         "tensor scale %d\n",
         (int)r.length, r.data, (long long)lowpScaledTypeGetRecipeAxis(t),
         (long)lowpScaledTypeGetRank(t),
         (long long)lowpScaledTypeGetDimSize(t, 0),
         (long long)lowpScaledTypeGetDimSize(t, 1),
         (long long)lowpScaledTypeGetBlockSize(t, 0),
         (long long)lowpScaledTypeGetBlockSize(t, 1),
         lowpScaledTypeHasTensorScale(t));
  EXPECT(mlirTypeEqual(lowpScaledTypeGetElementType(t), f4));
  EXPECT(mlirTypeEqual(lowpScaledTypeGetScaleType(t), e8m0));
  printType("codes", lowpScaledTypeGetCodesType(t));
  printType("scales", lowpScaledTypeGetScalesType(t));
  EXPECT(mlirTypeIsNull(lowpScaledTypeGetTensorScaleType(t)));

  // From a recipe, along dim 0, two-level.
  // CHECK: nvfp4: !lowp.scaled<128x4096xf4E2M1FN, nvfp4, along = 0>
  // CHECK: tensor scale: tensor<f32>
  MlirType nv = lowpScaledTypeGetFromRecipe(
      ctx, mlirStringRefCreateFromCString("nvfp4"), 2, shape, f4, 0);
  printType("nvfp4", nv);
  printType("tensor scale", lowpScaledTypeGetTensorScaleType(nv));

  // A whole-dimension block: per-row fp32 scales.
  // CHECK: rowwise: !lowp.scaled<128x4096xf8E4M3FNUZ, fp8_rowwise>
  int64_t rows[] = {1, LOWP_WHOLE_DIM};
  printType("rowwise",
            lowpScaledTypeGet(ctx, 2, shape, mlirFloat8E4M3FNUZTypeGet(ctx),
                              mlirF32TypeGet(ctx), rows, false));

  // Bad input: a diagnostic and a null type, never an abort.
  // CHECK: diagnostic: block size 48 does not divide dimension 1 of size 4096
  // CHECK: null: 1
  // CHECK: diagnostic: unknown recipe 'mxfp5' (recipes: mxfp8,
  // CHECK: diagnostic: recipe 'mxfp4' needs element format f4E2M1FN
  // CHECK: null: 1 1
  int64_t bad[] = {1, 48};
  MlirType n1 = lowpScaledTypeGet(ctx, 2, shape, f4, e8m0, bad, false);
  printf("null: %d\n", mlirTypeIsNull(n1));
  MlirType n2 = lowpScaledTypeGetFromRecipe(
      ctx, mlirStringRefCreateFromCString("mxfp5"), 2, shape, f4, -1);
  MlirType n3 = lowpScaledTypeGetFromRecipe(
      ctx, mlirStringRefCreateFromCString("mxfp4"), 2, shape,
      mlirFloat8E4M3FNTypeGet(ctx), -1);
  printf("null: %d %d\n", mlirTypeIsNull(n2), mlirTypeIsNull(n3));
}

static void testScaleFormatsAndModes(MlirContext ctx) {
  // CHECK: ue5m3: !lowp.ue5m3
  // CHECK: mode: #lowp<scale_mode rceil> rceil
  // CHECK: diagnostic: unknown scale mode 'up'
  MlirType u = lowpUE5M3TypeGet(ctx);
  EXPECT(lowpTypeIsAUE5M3(u));
  printType("ue5m3", u);
  MlirAttribute m =
      lowpScaleModeAttrGet(ctx, mlirStringRefCreateFromCString("rceil"));
  EXPECT(lowpAttributeIsAScaleMode(m));
  printf("mode: ");
  mlirAttributePrint(m, printToStdout, NULL);
  MlirStringRef v = lowpScaleModeAttrGetValue(m);
  printf(" %.*s\n", (int)v.length, v.data);
  EXPECT(mlirAttributeIsNull(
      lowpScaleModeAttrGet(ctx, mlirStringRefCreateFromCString("up"))));
}

static void testPasses(MlirContext ctx) {
  // Parse a module, run lowp-quantize-matmuls through a textual pipeline,
  // then lower to the reference code with a pass object.
  // CHECK-LABEL: quantized:
  // CHECK: lowp.quantize %arg0 : tensor<16x64xf32> -> !lowp.scaled<16x64xf8E4M3FN, mxfp8>
  // CHECK: lowp.quantize %arg1 : tensor<64x32xf32> -> !lowp.scaled<64x32xf4E2M1FN, mxfp4, along = 0>
  // CHECK: lowp.scaled_matmul
  // CHECK-LABEL: reference:
  // CHECK-NOT: lowp.scaled_matmul
  // CHECK: func.func @mm
  lowpRegisterAllPasses();
  lowpRegisterToolPasses(); // canonicalize, cse, ...
  const char *src =
      "func.func @mm(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, "
      "%acc: tensor<16x32xf32>) -> tensor<16x32xf32> {\n"
      "  %c = linalg.matmul ins(%x, %w : tensor<16x64xf32>, "
      "tensor<64x32xf32>) outs(%acc : tensor<16x32xf32>) -> "
      "tensor<16x32xf32>\n"
      "  return %c : tensor<16x32xf32>\n}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  EXPECT(!mlirModuleIsNull(module));
  MlirOperation op = mlirModuleGetOperation(module);

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm,
      mlirStringRefCreateFromCString(
          "builtin.module(lowp-quantize-matmuls{lhs-recipe=mxfp8 "
          "rhs-recipe=mxfp4},canonicalize)"),
      printToStdout, NULL);
  EXPECT(mlirLogicalResultIsSuccess(parsed));
  EXPECT(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)));
  printf("quantized:\n");
  mlirOperationPrint(op, printToStdout, NULL);
  mlirPassManagerDestroy(pm);

  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateLowpConversionLowpLowerToReference());
  EXPECT(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)));
  printf("reference:\n");
  mlirOperationPrint(op, printToStdout, NULL);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
}

static void countMfma(MlirStringRef s, void *user) {
  int *n = (int *)user;
  const char *needle = "v_mfma_f32_";
  size_t len = 11;
  for (size_t i = 0; i + len <= s.length; ++i)
    if (memcmp(s.data + i, needle, len) == 0)
      ++*n;
}

static void testCompile(MlirContext ctx) {
  // lowpCompile: a copy of the module becomes gfx950 assembly.
  // CHECK-LABEL: compile:
  // CHECK-SAME: ok 1, mfma instructions 16
  // CHECK: diagnostic: unknown chip 'gfx1100' (chips: gfx942, gfx950)
  // CHECK: compile gfx1100: ok 0
  const char *src =
      "func.func @g(%a: !lowp.scaled<256x512xf8E4M3FN, fp8_per_tensor>, "
      "%b: !lowp.scaled<256x512xf8E4M3FN, fp8_per_tensor>) -> "
      "tensor<256x256xf32> {\n"
      "  %c = lowp.scaled_matmul %a, %b {transpose_b} : "
      "!lowp.scaled<256x512xf8E4M3FN, fp8_per_tensor>, "
      "!lowp.scaled<256x512xf8E4M3FN, fp8_per_tensor> -> tensor<256x256xf32>\n"
      "  return %c : tensor<256x256xf32>\n}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  EXPECT(!mlirModuleIsNull(module));
  int mfmas = 0;
  MlirLogicalResult r = lowpCompile(
      mlirModuleGetOperation(module), mlirStringRefCreateFromCString("gfx950"),
      mlirStringRefCreateFromCString("asm"), mlirStringRefCreateFromCString(""),
      countMfma, NULL, NULL, &mfmas);
  printf("compile: ok %d, mfma instructions %d\n",
         mlirLogicalResultIsSuccess(r), mfmas);
  r = lowpCompile(mlirModuleGetOperation(module),
                  mlirStringRefCreateFromCString("gfx1100"),
                  mlirStringRefCreateFromCString("asm"),
                  mlirStringRefCreateFromCString(""), countMfma, NULL, NULL,
                  &mfmas);
  printf("compile gfx1100: ok %d\n", mlirLogicalResultIsSuccess(r));
  mlirModuleDestroy(module);
}

static void testOrigins(MlirContext ctx) {
  // Weights behind a transpose are constants; the activation is an
  // argument; the tanh is not a matmul.
  // CHECK-LABEL: origins:
  // CHECK-NEXT: linalg.transpose: not a matmul
  // CHECK-NEXT: linalg.matmul: matmul, lhs 2 (argument 0), rhs 1 (constant)
  // CHECK-NEXT: linalg.generic: not a matmul
  const char *src =
      "func.func @f(%x: tensor<4x64xbf16>) -> tensor<4x32xbf16> {\n"
      "  %w = arith.constant dense<1.0> : tensor<32x64xbf16>\n"
      "  %e = tensor.empty() : tensor<64x32xbf16>\n"
      "  %wt = linalg.transpose ins(%w : tensor<32x64xbf16>) outs(%e : "
      "tensor<64x32xbf16>) permutation = [1, 0]\n"
      "  %o = tensor.empty() : tensor<4x32xbf16>\n"
      "  %y = linalg.matmul ins(%x, %wt : tensor<4x64xbf16>, "
      "tensor<64x32xbf16>) outs(%o : tensor<4x32xbf16>) -> "
      "tensor<4x32xbf16>\n"
      "  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,"
      " affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", "
      "\"parallel\"]} ins(%y : tensor<4x32xbf16>) outs(%o : "
      "tensor<4x32xbf16>) {\n"
      "  ^bb0(%a: bf16, %b: bf16):\n"
      "    %h = math.tanh %a : bf16\n"
      "    linalg.yield %h : bf16\n"
      "  } -> tensor<4x32xbf16>\n"
      "  return %t : tensor<4x32xbf16>\n}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  EXPECT(!mlirModuleIsNull(module));
  printf("origins:\n");
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  for (MlirOperation o = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(o));
    if (name.length < 7 || memcmp(name.data, "linalg.", 7) != 0)
      continue;
    printf("%.*s: ", (int)name.length, name.data);
    if (!lowpOperationIsQuantizableMatmul(o)) {
      printf("not a matmul\n");
      continue;
    }
    MlirValue root;
    LowpOperandSource lhs =
        lowpValueGetOrigin(mlirOperationGetOperand(o, 0), &root);
    printf("matmul, lhs %d (argument %d)", (int)lhs,
           mlirValueIsABlockArgument(root)
               ? (int)mlirBlockArgumentGetArgNumber(root)
               : -1);
    LowpOperandSource rhs =
        lowpValueGetOrigin(mlirOperationGetOperand(o, 1), NULL);
    printf(", rhs %d (%s)\n", (int)rhs,
           rhs == LowpOperandConstant ? "constant" : "other");
  }
  mlirModuleDestroy(module);
}

int main(void) {
  MlirContext ctx = makeContext();
  testRecipes();
  testRecipeDefaults(ctx);
  testScaledTypes(ctx);
  testScaleFormatsAndModes(ctx);
  testPasses(ctx);
  testCompile(ctx);
  testOrigins(ctx);
  mlirContextDestroy(ctx);
  printf("done\n");
  // CHECK-NOT: FAILED
  // CHECK: done
  return 0;
}

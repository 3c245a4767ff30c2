/*===-- lowp-c/Lowp.h - C API of the lowp dialect ------------------*- C -*-===*\
|*                                                                            *|
|* The mlir-c style API of lowp: the dialect handle, builders and accessors   *|
|* of !lowp.scaled, !lowp.ue5m3 and #lowp.scale_mode, the recipe table, and   *|
|* pass registration. Functions that build a type or attribute return a null  *|
|* handle (check with mlirTypeIsNull / mlirAttributeIsNull) on invalid input, *|
|* after emitting a diagnostic on the context that names the problem.         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef LOWP_C_LOWP_H
#define LOWP_C_LOWP_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ----------------------------------------------------------------------- */
/* Dialect and registration                                                  */
/* ----------------------------------------------------------------------- */

/* mlirGetDialectHandle__lowp__() */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Lowp, lowp);

/* Inserts the lowp dialect and the dialects lowp's passes create (arith,
 * bufferization, func, linalg, math, memref, scf, tensor). */
MLIR_CAPI_EXPORTED void lowpRegisterAllDialects(MlirDialectRegistry registry);

/* Registers every lowp pass and pipeline with the global pass registry (for
 * mlirParsePassPipeline / textual pipelines). */
MLIR_CAPI_EXPORTED void lowpRegisterAllPasses(void);

/* For tools and bindings: the upstream dialects (with their interfaces and
 * LLVM IR translations) and passes a lowp user needs beside lowp's own (func,
 * arith, math, tensor, linalg, memref, vector, scf, cf, gpu, amdgpu, rocdl,
 * llvm, bufferization, transform; canonicalize, cse, ...). */
MLIR_CAPI_EXPORTED void lowpRegisterToolDialects(MlirDialectRegistry registry);
MLIR_CAPI_EXPORTED void lowpRegisterToolPasses(void);

/* ----------------------------------------------------------------------- */
/* Recipes                                                                   */
/* ----------------------------------------------------------------------- */

MLIR_CAPI_EXPORTED intptr_t lowpGetNumRecipes(void);
/* Name (mxfp8, nvfp4, fp8_rowwise, ...) and one-line summary of recipe i. */
MLIR_CAPI_EXPORTED MlirStringRef lowpGetRecipeName(intptr_t i);
MLIR_CAPI_EXPORTED MlirStringRef lowpGetRecipeSummary(intptr_t i);
/* The element format a recipe uses when none is named (f8E4M3FN for mxfp8
 * and the fp8 recipes, f6E2M3FN for mxfp6, f4E2M1FN for mxfp4, nvfp4,
 * amdfp4); a null type for an unknown recipe. */
MLIR_CAPI_EXPORTED MlirType lowpGetRecipeDefaultElement(MlirContext ctx,
                                                        MlirStringRef recipe);

/* ----------------------------------------------------------------------- */
/* !lowp.scaled                                                              */
/* ----------------------------------------------------------------------- */

/* A block entry meaning "the whole dimension" (printed `*`). */
#define LOWP_WHOLE_DIM ((int64_t)-1)

MLIR_CAPI_EXPORTED bool lowpTypeIsAScaled(MlirType type);

/* !lowp.scaled<shape x elementType, scale = scaleType, block = [...]
 * (, tensor_scale)>. Dynamic dimensions are mlirShapedTypeGetDynamicSize(). */
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGet(MlirContext ctx, intptr_t rank,
                                             const int64_t *shape,
                                             MlirType elementType,
                                             MlirType scaleType,
                                             const int64_t *block,
                                             bool tensorScale);

/* The type recipe `recipe` gives shape x elementType with blocks along `axis`
 * (-1: the recipe's default, the last dimension). */
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGetFromRecipe(
    MlirContext ctx, MlirStringRef recipe, intptr_t rank, const int64_t *shape,
    MlirType elementType, int64_t axis);

MLIR_CAPI_EXPORTED intptr_t lowpScaledTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t lowpScaledTypeGetDimSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGetElementType(MlirType type);
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGetScaleType(MlirType type);
/* Block extent along `dim` as written (LOWP_WHOLE_DIM for `*`). */
MLIR_CAPI_EXPORTED int64_t lowpScaledTypeGetBlockSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED bool lowpScaledTypeHasTensorScale(MlirType type);
/* The recipe the type is an instance of (empty if none) and the dimension its
 * blocks run along (-1 if none). */
MLIR_CAPI_EXPORTED MlirStringRef lowpScaledTypeGetRecipe(MlirType type);
MLIR_CAPI_EXPORTED int64_t lowpScaledTypeGetRecipeAxis(MlirType type);
/* The tensor types of its parts: codes, block scales, tensor scale (null if
 * it has none). */
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGetCodesType(MlirType type);
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGetScalesType(MlirType type);
MLIR_CAPI_EXPORTED MlirType lowpScaledTypeGetTensorScaleType(MlirType type);

/* ----------------------------------------------------------------------- */
/* !lowp.ue5m3 and #lowp.scale_mode                                          */
/* ----------------------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool lowpTypeIsAUE5M3(MlirType type);
MLIR_CAPI_EXPORTED MlirType lowpUE5M3TypeGet(MlirContext ctx);

MLIR_CAPI_EXPORTED bool lowpAttributeIsAScaleMode(MlirAttribute attr);
/* mode: floor, ceil, even or rceil. */
MLIR_CAPI_EXPORTED MlirAttribute lowpScaleModeAttrGet(MlirContext ctx,
                                                      MlirStringRef mode);
MLIR_CAPI_EXPORTED MlirStringRef lowpScaleModeAttrGetValue(MlirAttribute attr);

/* ----------------------------------------------------------------------- */
/* Graph rewriting: what lowp-quantize-matmuls sees                          */
/* ----------------------------------------------------------------------- */

/* Whether `op` is a matmul lowp-quantize-matmuls can rewrite (a linalg
 * contraction of one M, N and K, at most one batch dimension, on
 * f32 / bf16 / f16 tensors). */
MLIR_CAPI_EXPORTED bool lowpOperationIsQuantizableMatmul(MlirOperation op);

/* Where a matmul operand's values come from, read through transposes,
 * broadcasts, reshapes and float casts (lowp::traceOperand). */
typedef enum {
  LowpOperandComputed = 0, /* other computation: activations */
  LowpOperandConstant = 1, /* arith.constant dense / dense_resource */
  LowpOperandArgument = 2, /* an argument of the enclosing function */
} LowpOperandSource;

/* The source of `value`; `root` (may be NULL) receives the constant or
 * block argument it reads (null for computed values). */
MLIR_CAPI_EXPORTED LowpOperandSource lowpValueGetOrigin(MlirValue value,
                                                        MlirValue *root);

/* ----------------------------------------------------------------------- */
/* Compiling for a chip                                                      */
/* ----------------------------------------------------------------------- */

/* Compiles a copy of `module` (a builtin.module) for `chip` (gfx942, gfx950)
 * as lowp-compile does: `emit` is mlir, llvm, asm or hsaco; `tile` is
 * BMxBNxBK[xS][@MxNxK] (tile, split-K, MFMA shape; either part may be
 * left out) or empty for the cost model. On success `output` receives the
 * text (mlir/llvm/asm) or each gpu.module's HSACO, `report` each kernel's
 * static report (text), `contract` the launch contract (JSON); any callback
 * may be NULL. On failure the diagnostics go to the context's handlers. */
MLIR_CAPI_EXPORTED MlirLogicalResult lowpCompile(
    MlirOperation module, MlirStringRef chip, MlirStringRef emit,
    MlirStringRef tile, MlirStringCallback output, MlirStringCallback report,
    MlirStringCallback contract, void *userData);

/** Runs `function` (empty: the only public one) of a copy of `module` on
 * `device` ("cpu": the host reference; "emu-gfx942" / "emu-gfx950": the
 * generated kernels on lowp's emulator; "sim-gfx942" / "sim-gfx950": their
 * machine code on the ISA simulator; "hip-gfx942" / "hip-gfx950": on a GPU
 * through the HIP library, docs/runtime.md), as lowp-run does. `inputs` are
 * `numInputs` .npy files' bytes, one per argument (a !lowp.scaled argument
 * is its codes, scales and tensor scale: one uint8 code per element, bf16 as
 * its bits); every output is passed to `output` as .npy bytes, in order. On
 * failure returns failure and passes one message to `error` (pass
 * diagnostics also go to the context's handlers). */
MLIR_CAPI_EXPORTED MlirLogicalResult lowpRun(
    MlirOperation module, MlirStringRef function, MlirStringRef device,
    intptr_t numInputs, const MlirStringRef *inputs, MlirStringCallback output,
    MlirStringCallback error, void *userData);

/** A function compiled once for a device and run any number of times (the
 * lowering, code objects and host JIT kept): lowp::Executable. */
typedef struct {
  void *ptr;
} LowpExecutable;

/** Compiles `function` (empty: the only public one) of a copy of `module`
 * for `device` (as lowpRun takes it). On failure returns a null executable
 * and passes one message to `error`. */
MLIR_CAPI_EXPORTED LowpExecutable lowpExecutableCreate(MlirOperation module,
                                                       MlirStringRef function,
                                                       MlirStringRef device,
                                                       MlirStringCallback error,
                                                       void *userData);
MLIR_CAPI_EXPORTED bool lowpExecutableIsNull(LowpExecutable executable);
/** Runs it on `numInputs` .npy inputs, as lowpRun does. */
MLIR_CAPI_EXPORTED MlirLogicalResult lowpExecutableRun(
    LowpExecutable executable, intptr_t numInputs, const MlirStringRef *inputs,
    MlirStringCallback output, MlirStringCallback error, void *userData);
MLIR_CAPI_EXPORTED void lowpExecutableDestroy(LowpExecutable executable);

/** The number of argument slots of the executable (a scaled argument is
 * its codes, scales and tensor scale) and the tensor type of slot `i`. */
MLIR_CAPI_EXPORTED intptr_t lowpExecutableGetNumArguments(LowpExecutable e);
/** The returned string lives as long as the executable. */
MLIR_CAPI_EXPORTED MlirStringRef lowpExecutableGetArgumentType(LowpExecutable e,
                                                               intptr_t i);

/** A buffer in device memory (hip-* devices): address and stored shape (fp4
 * codes two a byte along the last dimension). */
typedef struct {
  void *data;
  intptr_t rank;
  const int64_t *shape;
} LowpDeviceBuffer;
/** One result of a device run: a device buffer the caller now owns (free it
 * with lowpExecutableDeviceFree), its shape and numpy dtype descr. */
typedef void (*LowpDeviceResultCallback)(void *data, intptr_t rank,
                                         const int64_t *shape,
                                         MlirStringRef dtype, void *userData);
/** Runs on buffers already in device memory, one per argument part, without
 * copies (lowp::Executable::runOnDevice: programs whose host code only
 * launches kernels). */
MLIR_CAPI_EXPORTED MlirLogicalResult lowpExecutableRunOnDevice(
    LowpExecutable executable, intptr_t numArgs, const LowpDeviceBuffer *args,
    LowpDeviceResultCallback result, MlirStringCallback error, void *userData);
/** Device memory through the executable's HIP library (null on failure). */
MLIR_CAPI_EXPORTED void *lowpExecutableDeviceAlloc(LowpExecutable executable,
                                                   size_t bytes,
                                                   MlirStringCallback error,
                                                   void *userData);
MLIR_CAPI_EXPORTED MlirLogicalResult lowpExecutableCopy(
    LowpExecutable executable, void *dst, const void *src, size_t bytes,
    bool toDevice, MlirStringCallback error, void *userData);
MLIR_CAPI_EXPORTED void lowpExecutableDeviceFree(LowpExecutable executable,
                                                 void *data);

#ifdef __cplusplus
}
#endif

/* Per pass: mlirCreateLowpConversion<Pass>() / mlirCreateLowpTransforms<Pass>()
 * (default options; set others with mlirOpPassManagerAddPipeline or a textual
 * pipeline) and mlirRegisterLowpConversion<Pass>() / ...Passes(). */
#include "lowp-c/ConversionPasses.capi.h.inc"
#include "lowp-c/TransformsPasses.capi.h.inc"

#endif /* LOWP_C_LOWP_H */

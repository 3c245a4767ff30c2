//===- ReferenceRuntime.h - host runtime of the reference path --*- C++ -*-===//
//
// The C functions that code produced by lowp-lower-to-reference calls, and
// the contract between the two: argument order and the spec vector.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_RUNTIME_REFERENCERUNTIME_H
#define LOWP_RUNTIME_REFERENCERUNTIME_H

#include <cstdint>
#include <utility>
#include <vector>

namespace lowp::rt {

/// Names of the runtime functions. Each takes unranked memrefs (lowered to
/// `int64_t rank, void *descriptor` pairs):
///   quantize(x: f32, codes: i8, scales: f32|i8, tensor_scale: f32 0-d,
///            spec: i64)
///   dequantize(codes: i8, scales: f32|i8, tensor_scale: f32 0-d, out: f32,
///              spec: i64)
/// Codes are stored as Recipes.h's storageType says (fp4: two per byte
/// along the innermost dimension); the spec's shape is that of x / out.
/// The _f32s / _i8s suffix names the scale element type (one declaration per
/// signature); both suffixes are one C function.
constexpr const char *kQuantizeF32S = "lowp_rt_quantize_f32s";
constexpr const char *kQuantizeI8S = "lowp_rt_quantize_i8s";
constexpr const char *kDequantizeF32S = "lowp_rt_dequantize_f32s";
constexpr const char *kDequantizeI8S = "lowp_rt_dequantize_i8s";
/// check_eq(a: i64, b: i64, message: i8): when a != b, prints the message
/// (naming the op and the sizes) and exits with status 3. Guards sizes that
/// are dynamic in the IR and so escaped the verifier.
constexpr const char *kCheckEq = "lowp_rt_check_eq";
/// zero_i32(buffer: i32, 1-D): zeroes a workspace the GPU path's kernels
/// combine into (the amax of two-pass quantizes). The host runtime writes
/// host memory; lowp's HIP path binds it to a device copy of zeros when the
/// buffer lives on the device, so the host program itself touches no
/// memory.
constexpr const char *kZeroI32 = "lowp_rt_zero_i32";

/// Layout of the spec vector.
enum SpecField : int64_t {
  kSpecElement = 0,     // lowp::num::Format
  kSpecScaleKind = 1,   // lowp::num::ScaleKind
  kSpecTensorScale = 2, // 0 / 1
  kSpecMode = 3,        // lowp::num::ScaleMode
  kSpecPow2 = 4,        // 0 / 1
  kSpecRank = 5,        // R, followed by R block entries (-1: whole dim)
  kSpecBlocks = 6,
};

/// (name, address) of every runtime function, for a JIT's symbol map.
std::vector<std::pair<const char *, void *>> getSymbols();

} // namespace lowp::rt

#endif // LOWP_RUNTIME_REFERENCERUNTIME_H

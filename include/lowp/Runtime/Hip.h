//===- Hip.h - the HIP module API, loaded at run time -----------*- C++ -*-===//
//
// lowp runs its kernels on an AMD GPU through the HIP module API, loaded
// with dlopen: nothing links against ROCm at build time, so lowp builds on
// machines without it. The library is $LOWP_HIP_LIBRARY, else
// libamdhip64.so; the test suite points it at lowp's HIP shim (the same
// entry points over the ISA simulator, tools/lowp-hip-shim).
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_RUNTIME_HIP_H
#define LOWP_RUNTIME_HIP_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace lowp::hip {

/// HIP's launch-parameter tags for a kernarg buffer (hip_runtime_api.h).
inline void *const kLaunchParamBufferPointer = reinterpret_cast<void *>(1);
inline void *const kLaunchParamBufferSize = reinterpret_cast<void *>(2);
inline void *const kLaunchParamEnd = reinterpret_cast<void *>(3);

/// The entry points lowp uses, with HIP's C signatures (hipError_t is an
/// int; handles are opaque pointers).
struct Api {
  int (*hipInit)(unsigned);
  int (*hipSetDevice)(int);
  int (*hipMalloc)(void **, size_t);
  int (*hipFree)(void *);
  int (*hipMemcpyHtoD)(void *, const void *, size_t);
  int (*hipMemcpyDtoH)(void *, void *, size_t);
  int (*hipModuleLoadData)(void **, const void *);
  int (*hipModuleUnload)(void *);
  int (*hipModuleGetFunction)(void **, void *, const char *);
  int (*hipModuleLaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned,
                               unsigned, unsigned, unsigned, void *, void **,
                               void **);
  int (*hipDeviceSynchronize)();
  const char *(*hipGetErrorString)(int);
};

/// A loaded HIP library (device 0 set), or null with `error` saying why
/// (the library or one of its entry points is missing, hipInit failed).
std::unique_ptr<Api> load(std::string &error);

/// "hipX failed: <HIP's message> (code)" for a non-zero `status`; empty
/// for success.
std::string check(const Api &api, int status, const char *what);

/// The explicit kernarg buffer of a launch: `args[i]` (an argument's bytes,
/// in order) at `offsets[i]`.
std::vector<uint8_t> packKernargs(const std::vector<std::vector<uint8_t>> &args,
                                  const std::vector<uint32_t> &offsets);

} // namespace lowp::hip

#endif // LOWP_RUNTIME_HIP_H

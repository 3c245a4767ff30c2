//===- Hip.cpp - the HIP module API, loaded at run time -------------------===//

#include "lowp/Runtime/Hip.h"

#include <cstdlib>
#include <cstring>
#include <dlfcn.h>

using namespace lowp;

std::unique_ptr<hip::Api> hip::load(std::string &error) {
  const char *env = std::getenv("LOWP_HIP_LIBRARY");
  std::string path = env && *env ? env : "libamdhip64.so";
  void *lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *why = dlerror();
    error = "cannot load the HIP library '" + path + "' (" +
            (why ? why : "unknown error") +
            "); install ROCm's HIP runtime or set LOWP_HIP_LIBRARY";
    return nullptr;
  }
  auto api = std::make_unique<Api>();
  bool ok = true;
  auto bind = [&](auto &fn, const char *name) {
    void *sym = dlsym(lib, name);
    if (!sym && ok) {
      error = "the HIP library '" + path + "' has no " + name;
      ok = false;
    }
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(sym);
  };
#define LOWP_BIND(name) bind(api->name, #name)
  LOWP_BIND(hipInit);
  LOWP_BIND(hipSetDevice);
  LOWP_BIND(hipMalloc);
  LOWP_BIND(hipFree);
  LOWP_BIND(hipMemcpyHtoD);
  LOWP_BIND(hipMemcpyDtoH);
  LOWP_BIND(hipModuleLoadData);
  LOWP_BIND(hipModuleUnload);
  LOWP_BIND(hipModuleGetFunction);
  LOWP_BIND(hipModuleLaunchKernel);
  LOWP_BIND(hipDeviceSynchronize);
  LOWP_BIND(hipGetErrorString);
#undef LOWP_BIND
  if (!ok)
    return nullptr;
  // The library stays loaded for the process: kernels and buffers may
  // outlive one run.
  std::string e = check(*api, api->hipInit(0), "hipInit");
  if (e.empty())
    e = check(*api, api->hipSetDevice(0), "hipSetDevice");
  if (!e.empty()) {
    error = e;
    return nullptr;
  }
  return api;
}

std::string hip::check(const Api &api, int status, const char *what) {
  if (status == 0)
    return "";
  const char *msg =
      api.hipGetErrorString ? api.hipGetErrorString(status) : nullptr;
  return std::string(what) + " failed: " + (msg ? msg : "unknown error") +
         " (" + std::to_string(status) + ")";
}

std::vector<uint8_t>
hip::packKernargs(const std::vector<std::vector<uint8_t>> &args,
                  const std::vector<uint32_t> &offsets) {
  size_t size = 0;
  for (size_t i = 0; i < args.size() && i < offsets.size(); ++i)
    size = std::max(size, size_t(offsets[i]) + args[i].size());
  std::vector<uint8_t> out(size, 0);
  for (size_t i = 0; i < args.size() && i < offsets.size(); ++i)
    std::memcpy(out.data() + offsets[i], args[i].data(), args[i].size());
  return out;
}

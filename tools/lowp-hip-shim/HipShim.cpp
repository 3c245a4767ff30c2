//===- HipShim.cpp - HIP's module API over lowp's ISA simulator -----------===//
//
// A shared library with the entry points of libamdhip64.so that lowp's HIP
// runtime path uses (lowp/Runtime/Hip.h), implemented on the ISA simulator:
// device memory is the simulator's global memory, a module is a code
// object, a launch runs the kernel's machine code. It lets the test suite
// run lowp's HIP path (code objects, kernarg packing, copies, launches) on
// a machine with no GPU: LOWP_HIP_LIBRARY=.../liblowp-hip-shim.so.
// Only what lowp calls is here; every call is synchronous.
//
//===----------------------------------------------------------------------===//

#include "lowp/Sim/Sim.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>

using namespace lowp;

namespace {
// hipError_t values (hip_runtime_api.h).
enum : int {
  kSuccess = 0,
  kInvalidValue = 1,
  kOutOfMemory = 2,
  kInvalidDevice = 101,
  kInvalidImage = 200,
  kInvalidHandle = 400,
  kNotFound = 500,
  kLaunchFailure = 719,
};

struct Module {
  std::unique_ptr<sim::CodeObject> code;
};
struct Function {
  Module *module;
  const sim::Kernel *kernel;
};

struct State {
  std::mutex mutex;
  sim::Memory memory;
  std::map<target::Chip, std::unique_ptr<sim::Simulator>> simulators;
  std::string lastError; // details of the last failure, for hipGetErrorString
  unsigned allocations = 0;
};
State &state() {
  static State s;
  return s;
}

int fail(int code, const std::string &detail) {
  state().lastError = detail;
  std::fprintf(stderr, "lowp-hip-shim: %s\n", detail.c_str());
  return code;
}

/// The size of an ELF64 image from its headers: the end of the section
/// header table, the program headers and every section with file data.
size_t elfSize(const uint8_t *p) {
  auto u16 = [&](size_t o) {
    uint16_t v;
    std::memcpy(&v, p + o, 2);
    return size_t(v);
  };
  auto u32 = [&](size_t o) {
    uint32_t v;
    std::memcpy(&v, p + o, 4);
    return size_t(v);
  };
  auto u64 = [&](size_t o) {
    uint64_t v;
    std::memcpy(&v, p + o, 8);
    return size_t(v);
  };
  size_t shoff = u64(0x28), shentsize = u16(0x3A), shnum = u16(0x3C);
  size_t phoff = u64(0x20), phentsize = u16(0x36), phnum = u16(0x38);
  size_t end = std::max<size_t>(
      64, std::max(shoff + shnum * shentsize, phoff + phnum * phentsize));
  for (size_t i = 0; i < shnum; ++i) {
    size_t sh = shoff + i * shentsize;
    if (u32(sh + 4) != 8 /*SHT_NOBITS*/)
      end = std::max(end, u64(sh + 0x18) + u64(sh + 0x20));
  }
  return end;
}

/// The explicit arguments of `k` from a kernarg buffer laid out as its
/// metadata says.
bool explicitArgs(const sim::Kernel &k, const uint8_t *buf, size_t size,
                  std::vector<std::vector<uint8_t>> &out, std::string &error) {
  for (const sim::ArgInfo &a : k.args) {
    if (a.valueKind.rfind("hidden_", 0) == 0)
      continue;
    if (size_t(a.offset) + a.size > size) {
      error = "kernel " + k.name + ": the kernarg buffer has " +
              std::to_string(size) + " bytes, argument at offset " +
              std::to_string(a.offset) + " needs " + std::to_string(a.size);
      return false;
    }
    out.emplace_back(buf + a.offset, buf + a.offset + a.size);
  }
  return true;
}
} // namespace

#define LOWP_HIP_API extern "C" __attribute__((visibility("default")))

LOWP_HIP_API int hipInit(unsigned) { return kSuccess; }

LOWP_HIP_API int hipSetDevice(int device) {
  return device == 0 ? kSuccess
                     : fail(kInvalidDevice, "the simulator is device 0 only");
}

LOWP_HIP_API int hipMalloc(void **ptr, size_t size) {
  if (!ptr)
    return fail(kInvalidValue, "hipMalloc: null pointer");
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  *ptr = reinterpret_cast<void *>(
      s.memory.allocate(size, "hipMalloc #" + std::to_string(s.allocations++)));
  return kSuccess;
}

LOWP_HIP_API int hipFree(void *ptr) {
  if (!ptr)
    return kSuccess;
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.memory.release(reinterpret_cast<uint64_t>(ptr))
             ? kSuccess
             : fail(kInvalidValue, "hipFree: not an allocation");
}

namespace {
/// A copy between host memory and the device buffer holding [device,
/// device + n) (`toDevice`: host -> device).
int copyDevice(const char *what, void *host, void *device, size_t n,
               bool toDevice) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto addr = reinterpret_cast<uint64_t>(device);
  if (!(toDevice ? s.memory.write(addr, host, n)
                 : s.memory.read(addr, host, n)))
    return fail(kInvalidValue, std::string(what) + ": " + std::to_string(n) +
                                   " bytes do not fit the device buffer");
  return kSuccess;
}
} // namespace

LOWP_HIP_API int hipMemcpyHtoD(void *dst, const void *src, size_t n) {
  return copyDevice("hipMemcpyHtoD", const_cast<void *>(src), dst, n, true);
}

LOWP_HIP_API int hipMemcpyDtoH(void *dst, void *src, size_t n) {
  return copyDevice("hipMemcpyDtoH", dst, src, n, false);
}

LOWP_HIP_API int hipModuleLoadData(void **module, const void *image) {
  if (!module || !image)
    return fail(kInvalidValue, "hipModuleLoadData: null pointer");
  const auto *p = static_cast<const uint8_t *>(image);
  if (std::memcmp(p,
                  "\x7f"
                  "ELF",
                  4) != 0)
    return fail(kInvalidImage, "hipModuleLoadData: not an ELF image");
  std::string error;
  auto code = sim::CodeObject::load(
      std::string(reinterpret_cast<const char *>(p), elfSize(p)), error);
  if (!code)
    return fail(kInvalidImage, "hipModuleLoadData: " + error);
  *module = new Module{std::move(code)};
  return kSuccess;
}

LOWP_HIP_API int hipModuleUnload(void *module) {
  delete static_cast<Module *>(module);
  return kSuccess;
}

LOWP_HIP_API int hipModuleGetFunction(void **function, void *module,
                                      const char *name) {
  if (!function || !module || !name)
    return fail(kInvalidValue, "hipModuleGetFunction: null pointer");
  auto *m = static_cast<Module *>(module);
  const sim::Kernel *k = m->code->find(name);
  if (!k)
    return fail(kNotFound, std::string("hipModuleGetFunction: no kernel ") +
                               name + " in the module");
  // Handles live as long as the process (HIP's do not need freeing).
  *function = new Function{m, k};
  return kSuccess;
}

LOWP_HIP_API int hipModuleLaunchKernel(void *function, unsigned gx, unsigned gy,
                                       unsigned gz, unsigned bx, unsigned by,
                                       unsigned bz, unsigned sharedBytes,
                                       void *stream, void **kernelParams,
                                       void **extra) {
  if (!function)
    return fail(kInvalidHandle, "hipModuleLaunchKernel: null function");
  auto *f = static_cast<Function *>(function);
  const sim::Kernel &k = *f->kernel;
  // The kernarg buffer: HIP_LAUNCH_PARAM_BUFFER_POINTER / _SIZE in `extra`,
  // or one pointer per explicit argument in `kernelParams`.
  std::vector<std::vector<uint8_t>> args;
  std::string error;
  if (extra) {
    const uint8_t *buf = nullptr;
    size_t size = 0;
    for (size_t i = 0; extra[i] != reinterpret_cast<void *>(3); i += 2) {
      if (extra[i] == reinterpret_cast<void *>(1))
        buf = static_cast<const uint8_t *>(extra[i + 1]);
      else if (extra[i] == reinterpret_cast<void *>(2))
        size = *static_cast<size_t *>(extra[i + 1]);
      else
        return fail(kInvalidValue, "hipModuleLaunchKernel: unknown extra tag");
    }
    if (!buf || !explicitArgs(k, buf, size, args, error))
      return fail(kInvalidValue,
                  "hipModuleLaunchKernel: " +
                      (error.empty() ? "no kernarg buffer" : error));
  } else if (kernelParams) {
    size_t i = 0;
    for (const sim::ArgInfo &a : k.args)
      if (a.valueKind.rfind("hidden_", 0) != 0) {
        const auto *p = static_cast<const uint8_t *>(kernelParams[i++]);
        args.emplace_back(p, p + a.size);
      }
  }
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  sim::Dim3 grid{gx, gy, gz}, block{bx, by, bz};
  std::vector<uint8_t> kernarg;
  if (!sim::buildKernargs(k, args, grid, block, kernarg, error))
    return fail(kInvalidValue, "hipModuleLaunchKernel: " + error);
  target::Chip chip = f->module->code->chip();
  std::unique_ptr<sim::Simulator> &simulator = s.simulators[chip];
  if (!simulator) {
    sim::Options o;
    o.chip = chip;
    simulator = std::make_unique<sim::Simulator>(o);
  }
  uint64_t kaddr = s.memory.allocate(kernarg.size(), "kernarg segment");
  std::memcpy(s.memory.translate(kaddr, kernarg.size()), kernarg.data(),
              kernarg.size());
  bool ok = simulator->launch(*f->module->code, k, grid, block, kaddr, s.memory,
                              error, sharedBytes);
  s.memory.release(kaddr);
  return ok ? kSuccess
            : fail(kLaunchFailure, "kernel " + k.name + ": " + error);
}

LOWP_HIP_API int hipDeviceSynchronize() { return kSuccess; }

LOWP_HIP_API const char *hipGetErrorString(int code) {
  switch (code) {
  case kSuccess:
    return "no error";
  case kOutOfMemory:
    return "out of memory";
  default:
    return state().lastError.c_str();
  }
}

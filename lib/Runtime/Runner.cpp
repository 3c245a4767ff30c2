//===- Runner.cpp - run a host function of lowp IR -------------------------===//
//
// Moved out of lowp-run so that the C API (and Python) can run functions:
// the entry's arguments and results cross as NumPy arrays (one uint8 code
// per low-precision element, a !lowp.scaled value as its codes, scales and
// tensor scale, bf16 as its bits); on an emulator device every generated
// kernel launch calls back into lowp's emulator.
//
//===----------------------------------------------------------------------===//

#include "lowp/Runtime/Runner.h"
#include "lowp/Runtime/Hip.h"

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"
#include "lowp/Compiler/Compile.h"
#include "lowp/Emulator/Emulator.h"
#include "lowp/Sim/Sim.h"
#include "lowp/InitAll.h"
#include "lowp/Numerics/Formats.h"
#include "lowp/Pipelines/Pipelines.h"
#include "lowp/Runtime/ReferenceRuntime.h"
#include "lowp/Target/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <unistd.h>

using namespace mlir;
namespace num = lowp::num;

namespace {
std::string typeStr(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// One .npy-level value of the entry function's boundary.
struct Slot {
  std::string what; // for messages
  RankedTensorType type;
};

std::vector<Slot> expand(TypeRange types, const char *kind, std::string &err) {
  std::vector<Slot> slots;
  for (auto [i, t] : llvm::enumerate(types)) {
    std::string base = std::string(kind) + " " + std::to_string(i);
    if (auto s = dyn_cast<lowp::ScaledType>(t)) {
      slots.push_back({base + " (codes of " + typeStr(t) + ")",
                       s.getCodesType()});
      slots.push_back({base + " (scales of " + typeStr(t) + ")",
                       s.getScalesType()});
      if (s.hasTensorScale())
        slots.push_back({base + " (tensor scale of " + typeStr(t) + ")",
                         s.getTensorScaleType()});
    } else if (auto r = dyn_cast<RankedTensorType>(t)) {
      slots.push_back({base + " (" + typeStr(t) + ")", r});
    } else {
      err = (base + " has type " + typeStr(t) +
           "; functions run with ranked tensors and !lowp.scaled values only");
      return {};
    }
  }
  return slots;
}

bool isCodeType(Type t) {
  return lowp::isScaledElementType(t) ||
         isa<Float8E8M0FNUType, lowp::UE5M3Type>(t);
}

/// The .npy dtype that carries element type `t` (F64 is a placeholder when
/// none does: npyDTypeFor says).
num::DType dtypeFor(Type t) {
  if (t.isF32())
    return num::DType::F32;
  if (t.isF64())
    return num::DType::F64;
  if (t.isF16())
    return num::DType::F16;
  if (t.isBF16())
    return num::DType::BF16;
  if (t.isInteger(1))
    return num::DType::Bool;
  if (t.isInteger(8) || isCodeType(t))
    return num::DType::U8;
  if (t.isInteger(16))
    return num::DType::I16;
  if (t.isInteger(32))
    return num::DType::I32;
  if (t.isInteger(64))
    return num::DType::I64;
  return num::DType::F64;
}

bool crossesBoundary(Type t) {
  return t.isF32() || t.isF64() || t.isF16() || t.isBF16() ||
         t.isInteger(1) || t.isInteger(8) || isCodeType(t) ||
         t.isInteger(16) || t.isInteger(32) || t.isInteger(64);
}

unsigned codeBits(Type t) {
  if (auto f = dyn_cast<FloatType>(t))
    return f.getWidth();
  return 8; // ue5m3
}

std::string shapeStr(ArrayRef<int64_t> shape) {
  return lowp::shapeString(shape);
}

/// A ranked memref descriptor: {alloc, aligned, offset, sizes, strides}.
std::vector<int64_t> makeDescriptor(void *data, ArrayRef<int64_t> shape) {
  std::vector<int64_t> d(3 + 2 * shape.size());
  d[0] = d[1] = reinterpret_cast<int64_t>(data);
  d[2] = 0;
  int64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    d[3 + i] = shape[i];
    d[3 + shape.size() + i] = stride;
    stride *= shape[i];
  }
  return d;
}

/// Reads a result descriptor (at `fields`) into a contiguous array.
num::NpyArray readResult(const int64_t *fields, const Slot &slot) {
  int64_t rank = slot.type.getRank();
  num::NpyArray a;
  a.dtype = dtypeFor(slot.type.getElementType());
  unsigned es = num::dtypeSize(a.dtype);
  const char *base = reinterpret_cast<const char *>(fields[1]) + fields[2] * es;
  const int64_t *sizes = fields + 3, *strides = fields + 3 + rank;
  a.shape.assign(sizes, sizes + rank);
  a.data.resize(a.numElements() * es);
  std::vector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = a.numElements(); e < n; ++e) {
    int64_t off = 0;
    for (int64_t d = 0; d < rank; ++d)
      off += idx[d] * strides[d];
    std::memcpy(a.data.data() + e * es, base + off * es, es);
    for (int64_t d = rank; d-- > 0;) {
      if (++idx[d] < sizes[d])
        break;
      idx[d] = 0;
    }
  }
  return a;
}

constexpr unsigned kMaxLaunchArgs = 16;

struct EmuLaunchContext {
  std::unique_ptr<lowp::emu::Emulator> emu;
  // Simulator devices: the gpu.modules compiled to code objects, and each
  // table entry's kernel in them.
  std::unique_ptr<lowp::sim::Simulator> sim;
  std::vector<std::unique_ptr<lowp::sim::CodeObject>> objects;
  std::vector<std::pair<const lowp::sim::CodeObject *,
                        const lowp::sim::Kernel *>>
      simTable;
  // HIP devices: the library, the code objects loaded into it and each
  // table entry's function (the simTable gives its argument layout).
  std::unique_ptr<lowp::hip::Api> hip;
  std::vector<std::string> elfs; // parallel to `objects`
  std::vector<void *> hipModules, hipFunctions;
  // Device-resident runs (Executable::runOnDevice): the host program only
  // passes pointers, its allocations are device memory (the malloc / free
  // hooks), and host constants are uploaded once.
  bool resident = false;
  std::map<uintptr_t, size_t> deviceRanges; // device buffers of this run
  std::map<uintptr_t, void *> uploaded;     // host constant -> its copy
  ~EmuLaunchContext() {
    for (auto &[host, dev] : uploaded)
      hip->hipFree(dev);
    for (void *m : hipModules)
      hip->hipModuleUnload(m);
  }
  OwningOpRef<ModuleOp> kernels; // the gpu.modules, kept for the emulator
  std::vector<gpu::GPUFuncOp> table;
  std::string error; // the first failed launch; later launches are skipped
  std::string *timingReport = nullptr; // simulator timing: per-launch lines
  unsigned profile = 0; // and each launch's costliest instructions
  std::vector<lowp::TimedLaunch> *timings = nullptr;
  double totalSeconds = 0;
  unsigned launches = 0;
};
// The context of the run in progress (runs are serialized by gRunMutex).
EmuLaunchContext *gLaunch = nullptr;
std::mutex gRunMutex;

/// The strided view of an unranked memref argument (rank, descriptor).
struct DescView {
  char *base;
  std::vector<int64_t> sizes, strides;
};
DescView viewOf(int64_t rank, void *desc, unsigned elemBytes) {
  auto *f = static_cast<int64_t *>(desc);
  DescView v;
  v.base = reinterpret_cast<char *>(f[1]) + f[2] * int64_t(elemBytes);
  v.sizes.assign(f + 3, f + 3 + rank);
  v.strides.assign(f + 3 + rank, f + 3 + 2 * rank);
  return v;
}

/// The view's elements.
int64_t numElements(const DescView &v) {
  int64_t n = 1;
  for (int64_t s : v.sizes)
    n *= s;
  return n;
}

/// Whether the view's elements lie one after another in row-major order.
bool isDense(const DescView &v) {
  int64_t expect = 1;
  for (size_t d = v.sizes.size(); d-- > 0;) {
    if (v.sizes[d] != 1 && v.strides[d] != expect)
      return false;
    expect *= v.sizes[d];
  }
  return true;
}

/// Copies between a strided host memref and a dense buffer.
void copyDense(DescView &v, unsigned eb, std::vector<uint8_t> &dense,
               bool toDense) {
  int64_t n = numElements(v);
  if (toDense)
    dense.resize(n * eb);
  if (n && isDense(v)) {
    if (toDense)
      std::memcpy(dense.data(), v.base, n * eb);
    else
      std::memcpy(v.base, dense.data(), n * eb);
    return;
  }
  std::vector<int64_t> idx(v.sizes.size(), 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t off = 0;
    for (size_t d = 0; d < idx.size(); ++d)
      off += idx[d] * v.strides[d];
    if (toDense)
      std::memcpy(dense.data() + e * eb, v.base + off * eb, eb);
    else
      std::memcpy(v.base + off * eb, dense.data() + e * eb, eb);
    for (size_t d = idx.size(); d-- > 0;) {
      if (++idx[d] < v.sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

unsigned memrefElemBytes(Type t) {
  unsigned bits = cast<MemRefType>(t).getElementTypeBitWidth();
  return bits <= 8 ? 1 : bits / 8;
}

/// A launch on the ISA simulator: the dense buffers become global memory,
/// each memref argument the fields of MLIR's descriptor (allocated and
/// aligned pointer, offset, sizes, strides) in the kernarg segment.
/// The host memrefs are copied straight into (and out of) the simulator's
/// memory when dense, through a dense buffer otherwise; pieces of zeros are
/// skipped (Memory::write), so large zero inputs take no more host memory.
bool simLaunch(int64_t id, gpu::GPUFuncOp kernel, lowp::emu::Dim3 grid,
               lowp::emu::Dim3 block, TypeRange types,
               std::vector<DescView> &views, void *const *descs,
               std::string &error) {
  auto [code, k] = gLaunch->simTable[id];
  lowp::sim::Memory memory;
  std::vector<std::vector<uint8_t>> fields;
  std::vector<uint64_t> addrs;
  for (size_t i = 0; i < views.size(); ++i) {
    unsigned eb = memrefElemBytes(types[i]);
    size_t bytes = size_t(numElements(views[i])) * eb;
    uint64_t addr =
        memory.allocate(bytes, "argument " + std::to_string(i) + " of @" +
                                   kernel.getName().str());
    if (bytes && isDense(views[i])) {
      memory.write(addr, views[i].base, bytes);
    } else if (bytes) {
      std::vector<uint8_t> dense;
      copyDense(views[i], eb, dense, /*toDense=*/true);
      memory.write(addr, dense.data(), bytes);
    }
    addrs.push_back(addr);
    auto desc = lowp::sim::memrefDescriptorArgs(addr, views[i].sizes);
    fields.insert(fields.end(), desc.begin(), desc.end());
  }
  auto dim = [](int64_t v) { return uint32_t(v); };
  lowp::sim::Dim3 g{dim(grid.x), dim(grid.y), dim(grid.z)};
  lowp::sim::Dim3 b{dim(block.x), dim(block.y), dim(block.z)};
  std::vector<uint8_t> kernarg;
  if (!lowp::sim::buildKernargs(*k, fields, g, b, kernarg, error))
    return false;
  uint64_t kaddr = memory.allocate(kernarg.size(), "kernarg segment");
  std::memcpy(memory.translate(kaddr, kernarg.size()), kernarg.data(),
              kernarg.size());
  uint64_t straddled = gLaunch->sim->stats().straddledWords;
  if (!gLaunch->sim->launch(*code, *k, g, b, kaddr, memory, error))
    return false;
  // A word that straddles a buffer's end reads as 0 whole (docs/simulator.md):
  // said once per launch, since the outputs may be wrong on the hardware.
  if (uint64_t n = gLaunch->sim->stats().straddledWords - straddled)
    llvm::errs() << "lowp-run: warning: kernel " << k->name << ": "
                 << lowp::sim::describeStraddles(n, gLaunch->sim->stats())
                 << "\n";
  if (gLaunch->timingReport) {
    const lowp::sim::Stats &st = gLaunch->sim->stats();
    char line[512];
    std::snprintf(line, sizeof line,
                  "launch %u: %s grid (%u, %u, %u) x %u: %llu cycles, %.2f us "
                  "(%llu of %llu workgroups on %u of %u CUs simulated, %u "
                  "resident per CU, HBM %.2f MB)\n",
                  gLaunch->launches, k->name.c_str(), g.x, g.y, g.z,
                  b.x * b.y * b.z, (unsigned long long)st.cycles,
                  st.modeledSeconds * 1e6,
                  (unsigned long long)st.workgroupsSimulated,
                  (unsigned long long)st.launchWorkgroups, st.cusSimulated,
                  st.cusUsed, st.workgroupsPerCU, st.hbmBytes() / 1e6);
    *gLaunch->timingReport += line;
    *gLaunch->timingReport +=
        "  wave time: " + lowp::sim::formatTimeBreakdown(st) + "\n";
    if (gLaunch->profile)
      *gLaunch->timingReport +=
          lowp::sim::formatProfile(st, gLaunch->profile, "    ");
    if (gLaunch->timings) {
      lowp::TimedLaunch t;
      t.kernel = k->name;
      t.grid[0] = g.x, t.grid[1] = g.y, t.grid[2] = g.z;
      t.block = b.x * b.y * b.z;
      t.seconds = st.modeledSeconds;
      t.hbmBytes = st.hbmBytes();
      t.mfmaBusy = st.mfmaBusyFraction(
          lowp::target::getChipInfo(code->chip()).computeUnits);
      t.workgroups = st.launchWorkgroups;
      t.workgroupsSimulated = st.workgroupsSimulated;
      t.cusSimulated = st.cusSimulated;
      t.cusUsed = st.cusUsed;
      t.workgroupsPerCU = st.workgroupsPerCU;
      std::array<uint64_t, 6> w = st.waveTime();
      double total = 0;
      for (uint64_t x : w)
        total += double(x);
      for (size_t i = 0; total > 0 && i < w.size(); ++i)
        t.waveTime[i] = double(w[i]) / total;
      gLaunch->timings->push_back(t);
    }
    gLaunch->totalSeconds += st.modeledSeconds;
    ++gLaunch->launches;
  }
  // The buffers go back, but for constants (read-only memory).
  for (size_t i = 0; i < views.size(); ++i) {
    unsigned eb = memrefElemBytes(types[i]);
    size_t bytes = size_t(numElements(views[i])) * eb;
    if (!bytes || static_cast<const int64_t *>(descs[i])[0] == 0xdeadbeef)
      continue;
    if (isDense(views[i])) {
      memory.read(addrs[i], views[i].base, bytes);
      continue;
    }
    std::vector<uint8_t> dense(bytes);
    memory.read(addrs[i], dense.data(), bytes);
    copyDense(views[i], eb, dense, /*toDense=*/false);
  }
  return true;
}

/// Launches table entry `id` on the HIP device: `fields` (the explicit
/// arguments' bytes, in order) packed at the offsets the code object's
/// metadata gives. Returns HIP's error, or empty.
std::string launchHipKernel(EmuLaunchContext &ctx, int64_t id,
                            const std::vector<std::vector<uint8_t>> &fields,
                            lowp::emu::Dim3 grid, lowp::emu::Dim3 block) {
  const lowp::hip::Api &api = *ctx.hip;
  const lowp::sim::Kernel &k = *ctx.simTable[id].second;
  std::vector<uint32_t> offsets;
  for (const lowp::sim::ArgInfo &a : k.args)
    if (a.valueKind.rfind("hidden_", 0) != 0)
      offsets.push_back(a.offset);
  if (offsets.size() != fields.size())
    return "kernel " + k.name + " takes " + std::to_string(offsets.size()) +
           " arguments, given " + std::to_string(fields.size());
  std::vector<uint8_t> kernarg = lowp::hip::packKernargs(fields, offsets);
  size_t size = kernarg.size();
  void *extra[] = {lowp::hip::kLaunchParamBufferPointer, kernarg.data(),
                   lowp::hip::kLaunchParamBufferSize, &size,
                   lowp::hip::kLaunchParamEnd};
  return lowp::hip::check(
      api,
      api.hipModuleLaunchKernel(ctx.hipFunctions[id], unsigned(grid.x),
                                unsigned(grid.y), unsigned(grid.z),
                                unsigned(block.x), unsigned(block.y),
                                unsigned(block.z), 0, nullptr, nullptr, extra),
      "hipModuleLaunchKernel");
}

/// A launch on a HIP device: each dense buffer copied to device memory, the
/// explicit kernel arguments (MLIR's memref descriptors of the device
/// pointers) packed at the offsets the code object gives, the kernel run,
/// and every buffer copied back.
bool hipLaunch(int64_t id, lowp::emu::Dim3 grid, lowp::emu::Dim3 block,
               std::vector<lowp::emu::KernelArg> &args, std::string &error) {
  const lowp::hip::Api &api = *gLaunch->hip;
  const lowp::sim::Kernel &k = *gLaunch->simTable[id].second;
  std::vector<void *> ptrs;
  auto release = [&] {
    for (void *p : ptrs)
      api.hipFree(p);
  };
  std::vector<std::vector<uint8_t>> fields;
  for (auto &a : args) {
    auto &buf = *a.buffer;
    void *p = nullptr;
    error = lowp::hip::check(
        api, api.hipMalloc(&p, std::max<size_t>(buf.size(), 1)), "hipMalloc");
    if (error.empty())
      ptrs.push_back(p);
    if (error.empty() && !buf.empty())
      error = lowp::hip::check(
          api, api.hipMemcpyHtoD(p, buf.data(), buf.size()), "hipMemcpyHtoD");
    if (!error.empty())
      return release(), false;
    auto desc =
        lowp::sim::memrefDescriptorArgs(reinterpret_cast<uint64_t>(p), a.sizes);
    fields.insert(fields.end(), desc.begin(), desc.end());
  }
  error = launchHipKernel(*gLaunch, id, fields, grid, block);
  if (error.empty())
    error = lowp::hip::check(api, api.hipDeviceSynchronize(),
                             "hipDeviceSynchronize");
  for (size_t i = 0; error.empty() && i < args.size(); ++i) {
    auto &buf = *args[i].buffer;
    if (!buf.empty())
      error = lowp::hip::check(
          api, api.hipMemcpyDtoH(buf.data(), ptrs[i], buf.size()),
          "hipMemcpyDtoH");
  }
  release();
  if (!error.empty())
    error = "@" + k.name + ": " + error;
  return error.empty();
}

/// Whether `p` lies in a device buffer of the resident run.
bool onDevice(EmuLaunchContext &ctx, uintptr_t p) {
  auto it = ctx.deviceRanges.upper_bound(p);
  if (it == ctx.deviceRanges.begin())
    return false;
  --it;
  return p < it->first + std::max<size_t>(it->second, 1);
}

/// The device copy of a host constant (a global the host program passes to
/// a kernel), uploaded on first use and kept for later runs.
void *uploadConstant(EmuLaunchContext &ctx, const int64_t *f, int64_t rank,
                     unsigned elemBytes, std::string &error) {
  auto base = uintptr_t(f[1]);
  if (auto it = ctx.uploaded.find(base); it != ctx.uploaded.end())
    return it->second;
  int64_t extent = f[2] + 1; // offset + the furthest element, in elements
  for (int64_t d = 0; d < rank; ++d) {
    if (f[3 + d] == 0)
      extent = 0;
    else
      extent += (f[3 + d] - 1) * f[3 + rank + d];
  }
  size_t bytes = size_t(std::max<int64_t>(extent, 0)) * elemBytes;
  const lowp::hip::Api &api = *ctx.hip;
  void *dev = nullptr;
  error = lowp::hip::check(api, api.hipMalloc(&dev, std::max<size_t>(bytes, 1)),
                           "hipMalloc");
  if (error.empty() && bytes)
    error = lowp::hip::check(
        api, api.hipMemcpyHtoD(dev, reinterpret_cast<void *>(base), bytes),
        "hipMemcpyHtoD");
  if (!error.empty()) {
    if (dev)
      api.hipFree(dev);
    return nullptr;
  }
  ctx.uploaded[base] = dev;
  return dev;
}

/// A launch of a device-resident run: the descriptors' pointers are device
/// memory already (host constants are replaced by their device copies), so
/// nothing is copied.
void residentLaunch(int64_t id, gpu::GPUFuncOp kernel, lowp::emu::Dim3 grid,
                    lowp::emu::Dim3 block, const int64_t *ranks,
                    void *const *descs) {
  EmuLaunchContext &ctx = *gLaunch;
  const lowp::sim::Kernel &k = *ctx.simTable[id].second;
  TypeRange types = kernel.getFunctionType().getInputs();
  std::vector<std::vector<uint8_t>> fields;
  std::string error;
  for (size_t i = 0; i < types.size(); ++i) {
    auto *f = static_cast<const int64_t *>(descs[i]);
    int64_t rank = ranks[i];
    std::vector<int64_t> d(f, f + 3 + 2 * rank);
    if (!onDevice(ctx, uintptr_t(d[1]))) {
      void *dev =
          uploadConstant(ctx, f, rank, memrefElemBytes(types[i]), error);
      if (!dev) {
        ctx.error = "@" + k.name + ": " + error;
        return;
      }
      d[0] = d[1] = int64_t(reinterpret_cast<uintptr_t>(dev));
    }
    for (int64_t v : d) {
      std::vector<uint8_t> b(8);
      std::memcpy(b.data(), &v, 8);
      fields.push_back(std::move(b));
    }
  }
  error = launchHipKernel(ctx, id, fields, grid, block);
  if (!error.empty())
    ctx.error = "@" + k.name + ": " + error;
}

/// The host program's malloc and free on HIP devices: device memory during
/// a resident run (the program never touches it), the C library's otherwise.
extern "C" void *lowp_host_malloc(size_t n) {
  EmuLaunchContext *ctx = gLaunch;
  if (!ctx || !ctx->resident)
    return std::malloc(n);
  void *p = nullptr;
  std::string e = lowp::hip::check(
      *ctx->hip, ctx->hip->hipMalloc(&p, std::max<size_t>(n, 1)), "hipMalloc");
  if (!e.empty()) {
    if (ctx->error.empty())
      ctx->error = e;
    return nullptr;
  }
  ctx->deviceRanges[uintptr_t(p)] = n;
  return p;
}

extern "C" void lowp_rt_zero_i32(int64_t rank, void *desc); // the host one

/// lowp_rt_zero_i32 on HIP devices: a device buffer of a resident run is
/// zeroed by a copy of zeros, anything else by the host runtime.
extern "C" void lowp_device_zero_i32(int64_t rank, void *desc) {
  EmuLaunchContext *ctx = gLaunch;
  auto *f = static_cast<int64_t *>(desc);
  auto *base = reinterpret_cast<char *>(f[1]) + f[2] * 4;
  if (!ctx || !ctx->resident || !onDevice(*ctx, uintptr_t(base)) || rank != 1 ||
      f[4] != 1)
    return lowp_rt_zero_i32(rank, desc);
  std::vector<int32_t> zeros(size_t(std::max<int64_t>(f[3], 0)), 0);
  std::string e = lowp::hip::check(
      *ctx->hip, ctx->hip->hipMemcpyHtoD(base, zeros.data(), zeros.size() * 4),
      "hipMemcpyHtoD");
  if (!e.empty() && ctx->error.empty())
    ctx->error = e;
}

extern "C" void lowp_host_free(void *p) {
  EmuLaunchContext *ctx = gLaunch;
  if (ctx && ctx->resident && ctx->deviceRanges.erase(uintptr_t(p))) {
    ctx->hip->hipFree(p);
    return;
  }
  std::free(p);
}

void emuLaunch(int64_t id, int64_t dr, void *dd, const int64_t *ranks,
               void *const *descs) {
  if (!gLaunch->error.empty())
    return;
  gpu::GPUFuncOp kernel = gLaunch->table[id];
  const int64_t *dims = viewOf(dr, dd, 8).base
                            ? reinterpret_cast<const int64_t *>(
                                  viewOf(dr, dd, 8).base)
                            : nullptr;
  lowp::emu::Dim3 grid{dims[0], dims[1], dims[2]};
  lowp::emu::Dim3 block{dims[3], dims[4], dims[5]};
  if (gLaunch->resident)
    return residentLaunch(id, kernel, grid, block, ranks, descs);
  TypeRange types = kernel.getFunctionType().getInputs();
  std::vector<DescView> views;
  for (size_t i = 0; i < types.size(); ++i)
    views.push_back(viewOf(ranks[i], descs[i], memrefElemBytes(types[i])));
  std::string error;
  if (gLaunch->sim && !gLaunch->hip) {
    if (!simLaunch(id, kernel, grid, block, types, views, descs, error))
      gLaunch->error = error;
    return;
  }
  std::vector<lowp::emu::KernelArg> args(types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    args[i].buffer = std::make_shared<std::vector<uint8_t>>();
    copyDense(views[i], memrefElemBytes(types[i]), *args[i].buffer,
              /*toDense=*/true);
    args[i].sizes = views[i].sizes;
  }
  if (gLaunch->hip) {
    if (!hipLaunch(id, grid, block, args, error)) {
      gLaunch->error = error;
      return;
    }
  } else if (!gLaunch->emu->launch(kernel, grid, block, args, error)) {
    gLaunch->error = error;
    return;
  }
  // The buffers go back, but for constants: a memref.get_global (folded
  // weights) is read-only memory, which MLIR's descriptor marks with the
  // allocated pointer 0xdeadbeef.
  for (size_t i = 0; i < types.size(); ++i)
    if (static_cast<const int64_t *>(descs[i])[0] != 0xdeadbeef)
      copyDense(views[i], memrefElemBytes(types[i]), *args[i].buffer,
                /*toDense=*/false);
}

#define LOWP_ARGS16(X)                                                         \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13)  \
      X(14) X(15)
#define LOWP_PARAM(i) , int64_t r##i, void *d##i
#define LOWP_RANK(i) r##i,
#define LOWP_DESC(i) d##i,
extern "C" void lowp_emu_launch(int64_t id, int64_t dr,
                                void *dd LOWP_ARGS16(LOWP_PARAM)) {
  int64_t ranks[] = {LOWP_ARGS16(LOWP_RANK)};
  void *descs[] = {LOWP_ARGS16(LOWP_DESC)};
  emuLaunch(id, dr, dd, ranks, descs);
}

/// HIP devices: each code object loaded into the HIP library, and each
/// table entry's kernel found in it.
bool loadIntoHip(EmuLaunchContext &ctx, std::string &err) {
  const lowp::hip::Api &api = *ctx.hip;
  std::map<const lowp::sim::CodeObject *, void *> modules;
  for (size_t i = 0; i < ctx.objects.size(); ++i) {
    void *m = nullptr;
    err = lowp::hip::check(api, api.hipModuleLoadData(&m, ctx.elfs[i].data()),
                           "hipModuleLoadData");
    if (!err.empty())
      return false;
    ctx.hipModules.push_back(m);
    modules[ctx.objects[i].get()] = m;
  }
  for (auto [code, k] : ctx.simTable) {
    void *f = nullptr;
    err = lowp::hip::check(
        api, api.hipModuleGetFunction(&f, modules[code], k->name.c_str()),
        "hipModuleGetFunction");
    if (!err.empty()) {
      err = "kernel " + k->name + ": " + err;
      return false;
    }
    ctx.hipFunctions.push_back(f);
  }
  return true;
}

/// Simulator and HIP devices: compiles the detached gpu.modules to code
/// objects (the device route of lowp-compile --emit=hsaco) and finds each
/// kernel in them.
bool compileForSimulator(
    EmuLaunchContext &ctx, const std::string &chip,
    const std::function<LogicalResult(PassManager &)> &configure,
    std::string &err) {
  if (ctx.table.empty())
    return true;
  ModuleOp kernels = *ctx.kernels;
  kernels->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                   UnitAttr::get(kernels.getContext()));
  auto objects = lowp::compileGPUModules(kernels, chip, "bin", configure);
  if (failed(objects)) {
    err = "cannot compile the kernels for " + chip +
          " (see the diagnostics above)";
    return false;
  }
  llvm::StringMap<const lowp::sim::CodeObject *> byModule;
  for (auto &[name, elf] : *objects) {
    auto co = lowp::sim::CodeObject::load(elf, err);
    if (!co) {
      err = "cannot load the code object of gpu.module @" + name + ": " + err;
      return false;
    }
    byModule[name] = co.get();
    ctx.objects.push_back(std::move(co));
    ctx.elfs.push_back(elf);
  }
  for (gpu::GPUFuncOp f : ctx.table) {
    auto gm = f->getParentOfType<gpu::GPUModuleOp>();
    auto it = byModule.find(gm.getName());
    const lowp::sim::Kernel *k =
        it == byModule.end() ? nullptr : it->second->find(f.getName().str());
    if (!k) {
      err = "kernel @" + f.getName().str() + " is missing from the code "
            "object of gpu.module @" + gm.getName().str();
      return false;
    }
    ctx.simTable.emplace_back(it->second, k);
  }
  return !ctx.hip || loadIntoHip(ctx, err);
}

/// Moves the gpu.modules out of `module` into the launch context and turns
/// every gpu.launch_func into a call of lowp_emu_launch (through one private
/// declaration per launch, all bound to the same C function).
std::vector<std::string> detachKernels(ModuleOp module, EmuLaunchContext &ctx,
                                       std::string &err) {
  MLIRContext *mctx = module.getContext();
  OpBuilder b(mctx);
  ctx.kernels = ModuleOp::create(b.getUnknownLoc());
  llvm::StringMap<int64_t> ids;
  for (auto gm : llvm::make_early_inc_range(module.getOps<gpu::GPUModuleOp>())) {
    gm->moveBefore(ctx.kernels->getBody(), ctx.kernels->getBody()->end());
    for (auto f : gm.getOps<gpu::GPUFuncOp>()) {
      ids[(gm.getName() + "::" + f.getName()).str()] = ctx.table.size();
      ctx.table.push_back(f);
    }
  }
  module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());
  std::vector<std::string> names;
  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp l) { launches.push_back(l); });
  for (gpu::LaunchFuncOp l : launches) {
    Location loc = l.getLoc();
    b.setInsertionPoint(l);
    std::string key =
        (l.getKernelModuleName().getValue() + "::" + l.getKernelName().getValue())
            .str();
    auto it = ids.find(key);
    if (it == ids.end()) {
      err = "launch of unknown kernel " + key;
      return {};
    }
    if (l.getKernelOperands().size() > kMaxLaunchArgs) {
      err = "kernel " + key + " has more than 16 arguments";
      return {};
    }
    // (A launch whose arguments do not match its kernel's would run on
    // buffers it does not describe: lowp's own lowering is checked here,
    // the verifier checks a module as it is read.)
    gpu::GPUFuncOp kf = ctx.table[it->second];
    if (TypeRange(l.getKernelOperands().getTypes()) !=
        kf.getFunctionType().getInputs()) {
      err = "the launch of kernel " + key + " passes " +
            std::to_string(l.getKernelOperands().size()) +
            " arguments that do not match the kernel's " +
            std::to_string(kf.getNumArguments()) + " (" +
            typeStr(kf.getFunctionType()) + ")";
      return {};
    }
    auto i64 = b.getI64Type();
    Value id = arith::ConstantIntOp::create(b, loc, i64, it->second);
    auto dimsT = MemRefType::get({6}, i64);
    Value dims = memref::AllocaOp::create(b, loc, dimsT);
    Value sizes[] = {l.getGridSizeX(),  l.getGridSizeY(),  l.getGridSizeZ(),
                     l.getBlockSizeX(), l.getBlockSizeY(), l.getBlockSizeZ()};
    for (int d = 0; d < 6; ++d) {
      Value v = arith::IndexCastOp::create(b, loc, i64, sizes[d]);
      memref::StoreOp::create(b, loc, v, dims,
                              ValueRange{arith::ConstantIndexOp::create(b, loc, d)});
    }
    auto unranked = [&](Value m) -> Value {
      auto t = cast<MemRefType>(m.getType());
      return memref::CastOp::create(
          b, loc, UnrankedMemRefType::get(t.getElementType(), 0), m);
    };
    SmallVector<Value> args = {id, unranked(dims)};
    for (Value v : l.getKernelOperands()) {
      if (!isa<MemRefType>(v.getType())) {
        err = "kernel " + key + " takes a non-memref argument";
        return {};
      }
      args.push_back(unranked(v));
    }
    Value pad = unranked(memref::AllocaOp::create(
        b, loc, MemRefType::get({1}, b.getI8Type())));
    while (args.size() < 2 + kMaxLaunchArgs)
      args.push_back(pad);
    std::string name = "__lowp_emu_launch_" + std::to_string(names.size());
    names.push_back(name);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(module.getBody());
      func::FuncOp::create(b, loc, name,
                           b.getFunctionType(ValueRange(args).getTypes(), {}))
          .setPrivate();
    }
    func::CallOp::create(b, loc, name, TypeRange{}, args);
    l.erase();
  }
  return names;
}
} // namespace

std::string lowp::shapeString(ArrayRef<int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + (ShapedType::isDynamic(shape[i])
                                ? std::string("?")
                                : std::to_string(shape[i]));
  return s + (shape.size() == 1 ? ",)" : ")");
}

bool lowp::npyDTypeFor(Type elem, num::DType &out) {
  if (!crossesBoundary(elem))
    return false;
  out = dtypeFor(elem);
  return true;
}

namespace {
/// What the pipelines need beside lowp's dialects; their textual passes
/// must be in the global registry (registering twice is harmless).
void registerRunnerDialects(MLIRContext &context) {
  DialectRegistry registry;
  lowp::registerToolDialects(registry);
  lowp::registerAllDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  context.appendDialectRegistry(registry);
  static std::once_flag passes;
  std::call_once(passes, [] {
    lowp::registerToolPasses();
    lowp::registerAllPasses();
  });
}

/// The emulator or simulator a GPU device runs its launches on (null for
/// the cpu device); false (with `error`) for an unknown device.
bool makeLaunchContext(const lowp::RunOptions &o,
                       std::unique_ptr<EmuLaunchContext> &launchCtx,
                       std::string &error) {
  const std::string &device = o.device;
  if (device == "cpu")
    return true;
  bool simDevice = device.rfind("sim-", 0) == 0;
  bool hipDevice = device.rfind("hip-", 0) == 0;
  auto chip = device.rfind("emu-", 0) == 0 || simDevice || hipDevice
                  ? lowp::target::parseChip(device.substr(4))
                  : std::nullopt;
  if (!chip) {
    error = "unknown device '" + device +
            "' (devices: cpu, emu-gfx942, emu-gfx950, sim-gfx942, "
            "sim-gfx950, hip-gfx942, hip-gfx950)";
    return false;
  }
  launchCtx = std::make_unique<EmuLaunchContext>();
  if (hipDevice) {
    if (o.timing) {
      error = "timing reports come from the simulator devices (sim-gfx942, "
              "sim-gfx950), not " +
              device;
      return false;
    }
    launchCtx->hip = lowp::hip::load(error);
    return launchCtx->hip != nullptr;
  }
  auto model = o.exactAccumulation ? lowp::emu::AccumulationModel::Exact
                                   : lowp::emu::AccumulationModel::Hardware;
  if (simDevice) {
    lowp::sim::Options so;
    so.chip = *chip;
    so.model = model;
    so.timing = o.timing;
    using Sampling = lowp::sim::Options::Sampling;
    so.sampling = o.timingSample != Sampling::Auto ? o.timingSample
                  : o.timingOnly                   ? Sampling::Auto
                                                   : Sampling::Full;
    so.skipMfmaArithmetic = o.timing && o.timingOnly;
    so.profile = o.timing && o.profile;
    launchCtx->profile = o.profile;
    launchCtx->timingReport = o.timing ? o.timingReport : nullptr;
    launchCtx->timings = o.timing ? o.timings : nullptr;
    launchCtx->sim = std::make_unique<lowp::sim::Simulator>(so);
  } else {
    lowp::emu::Options eo;
    eo.chip = *chip;
    eo.model = model;
    launchCtx->emu = std::make_unique<lowp::emu::Emulator>(eo);
  }
  return true;
}

/// The function to run: `function`, or the module's only public one.
func::FuncOp findEntry(ModuleOp module, const std::string &function,
                       std::string &error) {
  func::FuncOp entry;
  SmallVector<std::string> names;
  for (auto f : module.getOps<func::FuncOp>()) {
    if (f.isExternal())
      continue;
    names.push_back(f.getSymName().str());
    if (function.empty() ? f.isPublic() : f.getSymName() == function) {
      if (entry && function.empty()) {
        error = "the module has several public functions; choose one by "
                "name (" +
                llvm::join(names, ", ") + ")";
        return {};
      }
      entry = f;
    }
  }
  if (!entry)
    error = function.empty()
                ? std::string("the module has no public function")
                : "no function '" + function + "' in the module" +
                      " (functions: " + llvm::join(names, ", ") + ")";
  return entry;
}

/// The arguments as the JIT reads them, checked against the function's
/// slots (dtype, shape, data size, code width, the scales' shape for
/// their codes), fp4 codes packed two per byte; `boundShapes` their
/// shapes in memory.
struct BoundInputs {
  std::vector<num::NpyArray> args;
  std::vector<SmallVector<int64_t>> boundShapes;
};

bool bindInputs(func::FuncOp entry, ArrayRef<Slot> argSlots,
                std::vector<num::NpyArray> inputs,
                const std::vector<std::string> &inputNames, BoundInputs &bound,
                std::string &error) {
  auto fail = [&](const std::string &msg) {
    error = msg;
    return false;
  };
  auto label = [&](size_t i) {
    return i < inputNames.size() ? inputNames[i]
                                 : "input " + std::to_string(i);
  };
  std::vector<num::NpyArray> &args = bound.args;
  std::vector<SmallVector<int64_t>> &boundShapes = bound.boundShapes;
  args = std::move(inputs);
  boundShapes.assign(argSlots.size(), {});
  for (size_t i = 0; i < argSlots.size(); ++i) {
    const Slot &slot = argSlots[i];
    Type elem = slot.type.getElementType();
    num::DType want = dtypeFor(elem);
    num::NpyArray &a = args[i];
    bool ok = a.dtype == want ||
              (want == num::DType::U8 && a.dtype == num::DType::I8) ||
              (want == num::DType::BF16 && (a.dtype == num::DType::I16));
    if (!ok)
      return fail(label(i) + ": " + slot.what + " needs dtype " +
                  num::dtypeDescr(want) + ", got " + num::dtypeDescr(a.dtype));
    a.dtype = want;
    ArrayRef<int64_t> shape = slot.type.getShape();
    bool shapeOk = a.shape.size() == shape.size();
    for (size_t d = 0; shapeOk && d < shape.size(); ++d)
      shapeOk = ShapedType::isDynamic(shape[d]) || shape[d] == a.shape[d];
    if (!shapeOk)
      return fail(label(i) + ": " + slot.what + " needs shape " +
                  shapeStr(shape) + ", got " + shapeStr(a.shape));
    if (int64_t(a.data.size()) != a.numElements() * num::dtypeSize(a.dtype))
      return fail(label(i) + ": " + slot.what +
                  ": the data does not match the shape");
    boundShapes[i].assign(a.shape.begin(), a.shape.end());
    if (isCodeType(elem) && codeBits(elem) < 8) {
      unsigned bits = codeBits(elem);
      for (int64_t e = 0; e < a.numElements(); ++e)
        if (a.data[e] >> bits)
          return fail(label(i) + ": " + slot.what + ": code " +
                      std::to_string(a.data[e]) + " at flat index " +
                      std::to_string(e) + " does not fit " +
                      std::to_string(bits) + " bits");
    }
  }
  // Scales must match the codes they belong to.
  size_t slot = 0;
  for (Type t : entry.getArgumentTypes()) {
    auto s = dyn_cast<lowp::ScaledType>(t);
    if (!s) {
      ++slot;
      continue;
    }
    ArrayRef<int64_t> codes = boundShapes[slot];
    SmallVector<int64_t> want;
    for (auto [d, b] : llvm::zip_equal(codes, s.getBlock()))
      want.push_back(b == lowp::ScaledType::kWholeDim ? 1 : d / b);
    if (ArrayRef<int64_t>(boundShapes[slot + 1]) != ArrayRef<int64_t>(want))
      return fail(label(slot + 1) + ": " + argSlots[slot + 1].what +
                  " needs shape " + shapeStr(want) + " for codes of shape " +
                  shapeStr(codes) + ", got " +
                  shapeStr(boundShapes[slot + 1]));
    slot += s.hasTensorScale() ? 3 : 2;
  }
  // fp4 codes cross as one uint8 per element and are stored two per byte
  // (Recipes.h storageType).
  for (size_t i = 0; i < argSlots.size(); ++i) {
    if (!lowp::isPackedCodeType(argSlots[i].type.getElementType()))
      continue;
    num::NpyArray &a = args[i];
    if (!a.shape.empty() && a.shape.back() % 2 != 0)
      return fail(label(i) + ": " + argSlots[i].what +
                  ": f4E2M1FN codes are stored two per byte along the "
                  "innermost dimension, so its size must be even; got " +
                  shapeStr(a.shape));
    a.data = num::packFP4Codes(a.data.data(), a.data.size());
    if (!a.shape.empty())
      boundShapes[i].back() /= 2;
  }
  return true;
}

/// GPU devices: matmuls (and quantizations) become generated kernels,
/// detached from the module to run on the emulator or simulator when the
/// host code launches them; returns the launch symbols.
bool lowerForDevice(ModuleOp module, func::FuncOp entry, const lowp::RunOptions &o,
                    EmuLaunchContext &launchCtx,
                    std::vector<std::string> &launchSymbols,
                    std::string &error) {
  MLIRContext &context = *module.getContext();
  std::string chip = o.device.substr(4);
  // Only the function being run (and what it calls) is compiled.
  for (auto f : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (f != entry && SymbolTable::symbolKnownUseEmpty(f, module))
      f.erase();
  PassManager gpm(&context);
  if (o.configure && failed(o.configure(gpm))) {
    error = "bad pass manager options";
    return false;
  }
  std::string lower =
      lowp::gpuPipeline(chip, o.tile, o.fuseEpilogues, o.launchVariants);
  if (failed(parsePassPipeline(lower, gpm))) {
    error = "cannot build lowp-lower-to-gpu (tile option '" + o.tile + "')";
    return false;
  }
  if (failed(gpm.run(module))) {
    error = "cannot lower @" + entry.getSymName().str() + " for " + chip +
            " (see the diagnostics above)";
    return false;
  }
  launchSymbols = detachKernels(module, launchCtx, error);
  if (!error.empty())
    return false;
  bool compiled =
      o.device.rfind("sim-", 0) == 0 || o.device.rfind("hip-", 0) == 0;
  return !compiled || compileForSimulator(launchCtx, chip, o.configure, error);
}

/// The module (lowered to the LLVM dialect) as a JIT with lowp's runtime
/// functions and the launch symbols bound.
std::unique_ptr<ExecutionEngine>
makeEngine(ModuleOp module, ArrayRef<std::string> launchSymbols,
           const std::string &name, bool hookAllocation, std::string &error) {
  // No bf16 conversion instructions on the host: the back end would select
  // VCVTNEPS2BF16 (AVX512-BF16, AVX-NE-CONVERT) for the reference's
  // round-to-nearest-even f32 -> bf16, and that instruction flushes
  // subnormals to zero (a 2^-127 result became 0).
  auto noBf16 = LLVM::TargetFeaturesAttr::get(
      module->getContext(),
      ArrayRef<StringRef>{"-avx512bf16", "-avxneconvert"});
  module->walk([&](LLVM::LLVMFuncOp f) {
    if (!f.isExternal())
      f.setTargetFeaturesAttr(noBf16);
  });
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  ExecutionEngineOptions options;
  auto transformer = makeOptimizingTransformer(/*optLevel=*/2,
                                               /*sizeLevel=*/0, nullptr);
  options.transformer = transformer;
  auto engineOrErr = ExecutionEngine::create(module, options);
  if (!engineOrErr) {
    error = "cannot JIT-compile @" + name + ": " +
            llvm::toString(engineOrErr.takeError());
    return nullptr;
  }
  std::unique_ptr<ExecutionEngine> engine = std::move(*engineOrErr);
  std::vector<std::string> symbols(launchSymbols.begin(), launchSymbols.end());
  engine->registerSymbols([symbols, hookAllocation](
                              llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    if (hookAllocation) {
      map[interner("malloc")] = {
          llvm::orc::ExecutorAddr::fromPtr(
              reinterpret_cast<void *>(&lowp_host_malloc)),
          llvm::JITSymbolFlags::Exported};
      map[interner("free")] = {llvm::orc::ExecutorAddr::fromPtr(
                                   reinterpret_cast<void *>(&lowp_host_free)),
                               llvm::JITSymbolFlags::Exported};
    }
    for (auto [sym, addr] : lowp::rt::getSymbols())
      map[interner(sym)] = {llvm::orc::ExecutorAddr::fromPtr(addr),
                            llvm::JITSymbolFlags::Exported};
    if (hookAllocation)
      map[interner(lowp::rt::kZeroI32)] = {
          llvm::orc::ExecutorAddr::fromPtr(
              reinterpret_cast<void *>(&lowp_device_zero_i32)),
          llvm::JITSymbolFlags::Exported};
    for (const std::string &sym : symbols)
      map[interner(sym)] = {
          llvm::orc::ExecutorAddr::fromPtr(
              reinterpret_cast<void *>(&lowp_emu_launch)),
          llvm::JITSymbolFlags::Exported};
    return map;
  });
  return engine;
}

/// The results the JIT wrote into `resultBuf` (one descriptor per slot),
/// fp4 codes unpacked; then their buffers freed (each once; never an
/// argument's, nor a constant global's, which MLIR marks 0xdeadbeef).
void readOutputs(ArrayRef<Slot> resSlots, ArrayRef<int64_t> resultBuf,
                 const std::vector<num::NpyArray> &args,
                 std::vector<lowp::RunOutput> &outputs) {
  size_t word = 0;
  outputs.clear();
  for (const Slot &s : resSlots) {
    lowp::RunOutput out;
    out.what = s.what;
    out.elemType = typeStr(s.type.getElementType());
    out.codes = isCodeType(s.type.getElementType());
    out.array = readResult(resultBuf.data() + word, s);
    if (lowp::isPackedCodeType(s.type.getElementType())) {
      num::NpyArray &a = out.array;
      if (!a.shape.empty())
        a.shape.back() *= 2;
      a.data = num::unpackFP4Codes(a.data.data(), a.numElements());
    }
    word += 3 + 2 * s.type.getRank();
    outputs.push_back(std::move(out));
  }
  // The results' buffers are the caller's (buffer-deallocation-pipeline
  // frees the rest).
  std::set<void *> freed;
  for (const num::NpyArray &a : args)
    freed.insert(const_cast<uint8_t *>(a.data.data()));
  word = 0;
  for (const Slot &s : resSlots) {
    void *allocated = reinterpret_cast<void *>(resultBuf[word]);
    word += 3 + 2 * s.type.getRank();
    if (!allocated || allocated == reinterpret_cast<void *>(0xdeadbeef) ||
        !freed.insert(allocated).second)
      continue;
    std::free(allocated);
  }
}
} // namespace

/// Whether the lowered host program only passes pointers to launches (no
/// load, store or copy of memory, no call but allocation and launches): then
/// its buffers may live on the device.
bool isLaunchOnly(ModuleOp module, ArrayRef<std::string> launchSymbols,
                  std::string &why) {
  llvm::StringSet<> allowed;
  for (const std::string &sym : launchSymbols)
    allowed.insert(sym);
  allowed.insert("malloc");
  allowed.insert("free");
  allowed.insert(lowp::rt::kZeroI32);
  for (auto f : module.getOps<LLVM::LLVMFuncOp>()) {
    if (f.isExternal() || f.getName().starts_with("_mlir_ciface_"))
      continue;
    WalkResult r = f.walk([&](Operation *op) {
      // Loads and stores of the host's own stack (the descriptors and grid
      // sizes a launch is passed) are fine.
      Value addr;
      if (auto load = dyn_cast<LLVM::LoadOp>(op))
        addr = load.getAddr();
      else if (auto store = dyn_cast<LLVM::StoreOp>(op))
        addr = store.getAddr();
      while (addr && addr.getDefiningOp<LLVM::GEPOp>())
        addr = addr.getDefiningOp<LLVM::GEPOp>().getBase();
      if (addr && addr.getDefiningOp<LLVM::AllocaOp>())
        return WalkResult::advance();
      if (isa<LLVM::LoadOp, LLVM::StoreOp, LLVM::MemcpyOp, LLVM::MemmoveOp,
              LLVM::MemsetOp>(op)) {
        why = "it reads or writes memory on the host ('" +
              op->getName().getStringRef().str() + "')";
        return WalkResult::interrupt();
      }
      if (auto call = dyn_cast<LLVM::CallOp>(op)) {
        auto callee = call.getCallee();
        if (!callee || !allowed.contains(*callee)) {
          why = "it calls " +
                (callee ? "@" + callee->str()
                        : std::string("a function pointer")) +
                " on the host";
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (r.wasInterrupted())
      return false;
  }
  return true;
}

/// The JIT's packed arguments of an entry function: a pointer to the
/// result descriptors' buffer (when it has results), then one descriptor
/// pointer per argument slot.
struct PackedCall {
  std::vector<int64_t> resultBuf;
  void *resultPtr;
  std::vector<void *> descPtrs;
  SmallVector<void *> packed;
  PackedCall(ArrayRef<Slot> resSlots,
             std::vector<std::vector<int64_t>> &descs) {
    size_t words = 0;
    for (const Slot &s : resSlots)
      words += 3 + 2 * s.type.getRank();
    resultBuf.assign(std::max<size_t>(words, 1), 0);
    resultPtr = resultBuf.data();
    for (auto &d : descs)
      descPtrs.push_back(d.data());
    if (!resSlots.empty())
      packed.push_back(&resultPtr);
    for (void *&p : descPtrs)
      packed.push_back(&p);
  }
  PackedCall(const PackedCall &) = delete;
};

struct lowp::Executable::Impl {
  RunOptions options;
  bool launchOnly = false;
  std::string notLaunchOnly; // why not
  // The function's signature as written (bindInputs checks inputs against
  // it); `module` is lowered in place and owned by the engine's JIT.
  OwningOpRef<ModuleOp> signature;
  func::FuncOp entry;
  std::string name;
  std::vector<Slot> argSlots, resSlots;
  std::unique_ptr<EmuLaunchContext> launchCtx;
  std::unique_ptr<ExecutionEngine> engine;
};

lowp::Executable::Executable() : impl(std::make_unique<Impl>()) {}
lowp::Executable::~Executable() = default;

const std::string &lowp::Executable::functionName() const { return impl->name; }

std::vector<std::string> lowp::Executable::argumentTypes() const {
  std::vector<std::string> types;
  for (const Slot &s : impl->argSlots)
    types.push_back(typeStr(s.type));
  return types;
}

std::unique_ptr<lowp::Executable> lowp::Executable::create(ModuleOp module,
                                                           const RunOptions &o,
                                                           std::string &error) {
  MLIRContext &context = *module.getContext();
  registerRunnerDialects(context);
  std::unique_ptr<Executable> exe(new Executable());
  Impl &x = *exe->impl;
  x.options = o;
  if (!makeLaunchContext(o, x.launchCtx, error))
    return nullptr;
  func::FuncOp entry = findEntry(module, o.function, error);
  if (!entry)
    return nullptr;
  x.name = entry.getSymName().str();
  x.signature = ModuleOp::create(module.getLoc());
  x.entry = cast<func::FuncOp>(entry->clone());
  x.entry.getBody().getBlocks().clear(); // only the signature is kept
  x.entry.setPrivate();
  x.signature->push_back(x.entry);
  std::string err;
  x.argSlots = expand(entry.getArgumentTypes(), "argument", err);
  if (err.empty())
    x.resSlots = expand(entry.getResultTypes(), "result", err);
  if (!err.empty()) {
    error = err;
    return nullptr;
  }
  for (const std::vector<Slot> *slots : {&x.argSlots, &x.resSlots})
    for (const Slot &s : *slots)
      if (!crossesBoundary(s.type.getElementType())) {
        error = s.what + ": element type " + typeStr(s.type.getElementType()) +
                " cannot cross the .npy boundary";
        return nullptr;
      }
  std::vector<std::string> launchSymbols;
  if (x.launchCtx &&
      !lowerForDevice(module, entry, o, *x.launchCtx, launchSymbols, error))
    return nullptr;
  // Lower to the LLVM dialect (lowp's argument attributes, such as
  // lowp-quantize-arguments' records, mean nothing to LLVM).
  entry->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  for (unsigned i = 0; i < entry.getNumArguments(); ++i)
    for (NamedAttribute a : function_interface_impl::getArgAttrs(entry, i))
      if (a.getName().getValue().starts_with("lowp."))
        entry.removeArgAttr(i, a.getName());
  PassManager pm(&context);
  if (o.configure && failed(o.configure(pm))) {
    error = "bad pass manager options";
    return nullptr;
  }
  if (failed(parsePassPipeline(lowp::kReferencePipeline, pm))) {
    error = "internal error: the reference pipeline does not parse";
    return nullptr;
  }
  if (failed(pm.run(module))) {
    error =
        "cannot lower @" + x.name + " for the host (see the diagnostics above)";
    return nullptr;
  }
  if (o.printLowered)
    module->print(llvm::outs());
  bool hip = x.launchCtx && x.launchCtx->hip;
  if (hip)
    x.launchOnly = isLaunchOnly(module, launchSymbols, x.notLaunchOnly);
  x.engine = makeEngine(module, launchSymbols, x.name, hip, error);
  if (!x.engine)
    return nullptr;
  return exe;
}

bool lowp::Executable::run(const std::vector<num::NpyArray> &inputs,
                           const std::vector<std::string> &inputNames,
                           std::vector<RunOutput> &outputs,
                           std::string &error) {
  return run(std::vector<num::NpyArray>(inputs), inputNames, outputs, error);
}

bool lowp::Executable::run(std::vector<num::NpyArray> &&inputs,
                           const std::vector<std::string> &inputNames,
                           std::vector<RunOutput> &outputs,
                           std::string &error) {
  Impl &x = *impl;
  if (inputs.size() != x.argSlots.size()) {
    std::string list;
    for (const Slot &s : x.argSlots)
      list += "\n  " + s.what;
    error = "@" + x.name + " takes " + std::to_string(x.argSlots.size()) +
            " inputs, got " + std::to_string(inputs.size()) + ":" + list;
    return false;
  }
  BoundInputs bound;
  if (!bindInputs(x.entry, x.argSlots, std::move(inputs), inputNames, bound,
                  error))
    return false;
  // Pack: result pointer (if any), then one descriptor pointer per argument.
  std::vector<std::vector<int64_t>> descs;
  for (size_t i = 0; i < bound.args.size(); ++i)
    descs.push_back(
        makeDescriptor(bound.args[i].data.data(), bound.boundShapes[i]));
  PackedCall call(x.resSlots, descs);
  std::vector<int64_t> &resultBuf = call.resultBuf;
  SmallVector<void *> &packed = call.packed;
  EmuLaunchContext *ctx = x.launchCtx.get();
  {
    // One run at a time uses the emulator callback's context.
    std::lock_guard<std::mutex> lock(gRunMutex);
    if (ctx) {
      ctx->error.clear();
      ctx->totalSeconds = 0;
      ctx->launches = 0;
    }
    gLaunch = ctx;
    llvm::Error e = x.engine->invokePacked("_mlir_ciface_" + x.name, packed);
    gLaunch = nullptr;
    if (e) {
      error = "cannot run @" + x.name + ": " + llvm::toString(std::move(e));
      return false;
    }
    if (ctx && !ctx->error.empty()) {
      error = "@" + x.name + " on " + x.options.device + ": " + ctx->error;
      return false;
    }
    if (ctx && ctx->timingReport) {
      char line[128];
      std::snprintf(line, sizeof line, "total: %u launches, %.2f us\n",
                    ctx->launches, ctx->totalSeconds * 1e6);
      *ctx->timingReport += line;
    }
  }
  readOutputs(x.resSlots, resultBuf, bound.args, outputs);
  return true;
}

bool lowp::Executable::runOnDevice(const std::vector<DeviceBuffer> &args,
                                   std::vector<DeviceBuffer> &results,
                                   std::string &error) {
  Impl &x = *impl;
  EmuLaunchContext *ctx = x.launchCtx.get();
  if (!ctx || !ctx->hip) {
    error = "device buffers need a HIP device (hip-gfx942, hip-gfx950), not " +
            x.options.device;
    return false;
  }
  if (!x.launchOnly) {
    error = "@" + x.name + " cannot run on device buffers: " + x.notLaunchOnly +
            " (run it on host arrays instead)";
    return false;
  }
  if (args.size() != x.argSlots.size()) {
    error = "@" + x.name + " takes " + std::to_string(x.argSlots.size()) +
            " buffers, got " + std::to_string(args.size());
    return false;
  }
  std::vector<std::vector<int64_t>> descs;
  std::map<uintptr_t, size_t> ranges;
  for (size_t i = 0; i < args.size(); ++i) {
    const Slot &slot = x.argSlots[i];
    // The stored shape: fp4 codes two a byte along the last dimension.
    const std::vector<int64_t> &shape = args[i].shape;
    Type elem = slot.type.getElementType();
    std::vector<int64_t> logical = shape;
    if (lowp::isPackedCodeType(elem) && !logical.empty())
      logical.back() *= 2;
    bool fits = int64_t(shape.size()) == slot.type.getRank();
    for (auto [d, want] : llvm::enumerate(slot.type.getShape()))
      fits = fits && (ShapedType::isDynamic(want) || logical[d] == want);
    if (!fits) {
      error = slot.what + ": a buffer of stored shape " + shapeStr(shape) +
              " for " + typeStr(slot.type) +
              (lowp::isPackedCodeType(elem) ? " (fp4: two codes a byte)" : "");
      return false;
    }
    int64_t n = 1;
    for (int64_t v : shape)
      n *= v;
    ranges[uintptr_t(args[i].data)] =
        size_t(n) * num::dtypeSize(dtypeFor(elem));
    descs.push_back(makeDescriptor(args[i].data, shape));
  }
  PackedCall call(x.resSlots, descs);
  std::vector<int64_t> &resultBuf = call.resultBuf;
  SmallVector<void *> &packed = call.packed;
  {
    std::lock_guard<std::mutex> lock(gRunMutex);
    ctx->error.clear();
    ctx->resident = true;
    ctx->deviceRanges = ranges;
    gLaunch = ctx;
    llvm::Error e = x.engine->invokePacked("_mlir_ciface_" + x.name, packed);
    error = ctx->error;
    if (error.empty())
      error = lowp::hip::check(*ctx->hip, ctx->hip->hipDeviceSynchronize(),
                               "hipDeviceSynchronize");
    gLaunch = nullptr;
    ctx->resident = false;
    if (e) {
      error = "cannot run @" + x.name + ": " + llvm::toString(std::move(e));
      return false;
    }
    if (!error.empty()) {
      error = "@" + x.name + " on " + x.options.device + ": " + error;
      return false;
    }
  }
  // The results: device buffers the program allocated (now the caller's),
  // or an argument or constant it returns as it is.
  results.clear();
  size_t word = 0;
  for (const Slot &s : x.resSlots) {
    const int64_t *f = resultBuf.data() + word;
    DeviceBuffer r;
    r.data = reinterpret_cast<void *>(f[1]);
    r.shape.assign(f + 3, f + 3 + s.type.getRank()); // stored shape
    if (ctx->uploaded.count(uintptr_t(f[1])))
      r.data = ctx->uploaded[uintptr_t(f[1])];
    num::DType dt = dtypeFor(s.type.getElementType());
    r.dtype = num::dtypeDescr(dt); // bf16 as its bits ("<u2")
    r.what = s.what;
    word += 3 + 2 * s.type.getRank();
    results.push_back(std::move(r));
  }
  return true;
}

void *lowp::Executable::deviceAlloc(size_t bytes, std::string &error) {
  EmuLaunchContext *ctx = impl->launchCtx.get();
  if (!ctx || !ctx->hip) {
    error = "device memory needs a HIP device";
    return nullptr;
  }
  void *p = nullptr;
  error = lowp::hip::check(*ctx->hip,
                           ctx->hip->hipMalloc(&p, std::max<size_t>(bytes, 1)),
                           "hipMalloc");
  return error.empty() ? p : nullptr;
}

bool lowp::Executable::copy(void *dst, const void *src, size_t bytes,
                            bool toDevice, std::string &error) {
  EmuLaunchContext *ctx = impl->launchCtx.get();
  if (!ctx || !ctx->hip) {
    error = "device memory needs a HIP device";
    return false;
  }
  const lowp::hip::Api &api = *ctx->hip;
  error = toDevice
              ? lowp::hip::check(api, api.hipMemcpyHtoD(dst, src, bytes),
                                 "hipMemcpyHtoD")
              : lowp::hip::check(
                    api, api.hipMemcpyDtoH(dst, const_cast<void *>(src), bytes),
                    "hipMemcpyDtoH");
  return error.empty();
}

void lowp::Executable::deviceFree(void *p) {
  EmuLaunchContext *ctx = impl->launchCtx.get();
  if (ctx && ctx->hip && p)
    ctx->hip->hipFree(p);
}

bool lowp::runFunction(ModuleOp module, const RunOptions &o,
                       const std::vector<num::NpyArray> &inputs,
                       const std::vector<std::string> &inputNames,
                       std::vector<RunOutput> &outputs, std::string &error) {
  std::unique_ptr<Executable> exe = Executable::create(module, o, error);
  return exe && exe->run(inputs, inputNames, outputs, error);
}

bool lowp::runFunction(ModuleOp module, const RunOptions &o,
                       std::vector<num::NpyArray> &&inputs,
                       const std::vector<std::string> &inputNames,
                       std::vector<RunOutput> &outputs, std::string &error) {
  std::unique_ptr<Executable> exe = Executable::create(module, o, error);
  return exe && exe->run(std::move(inputs), inputNames, outputs, error);
}

namespace {
/// Elementwise consumers of C (a fused epilogue's inputs, or the linalg ops
/// lowp-fuse-epilogues folds) bind their other inputs through their
/// indexing maps over C's dimensions (`wantC`).
void bindConsumers(Operation *mm, ArrayRef<int64_t> wantC,
                   llvm::DenseMap<Value, SmallVector<int64_t>> &want) {
  auto bindThrough = [&](ValueRange ins, ArrayRef<AffineMap> maps) {
    for (auto [in, map] : llvm::zip(ins, maps)) {
      SmallVector<int64_t> shape;
      for (AffineExpr e : map.getResults())
        shape.push_back(
            isa<AffineDimExpr>(e) &&
                    cast<AffineDimExpr>(e).getPosition() < wantC.size()
                ? wantC[cast<AffineDimExpr>(e).getPosition()]
                : ShapedType::kDynamic);
      if (!want.count(in))
        want[in] = shape;
    }
  };
  bindThrough(lowp::getEpilogueInputs(mm), lowp::getEpilogueIndexingMaps(mm));
  // The one consumer of each link (tensor.dim users aside: they size the
  // consumer's output).
  auto consumer = [](Value v) -> Operation * {
    Operation *only = nullptr;
    for (Operation *u : v.getUsers()) {
      if (isa<tensor::DimOp>(u))
        continue;
      if (only && only != u)
        return nullptr;
      only = u;
    }
    return only;
  };
  Value c = mm->getResult(0);
  while (Operation *user = consumer(c)) {
    auto l = dyn_cast<linalg::LinalgOp>(user);
    if (!l || l.getNumLoops() != l.getNumParallelLoops() ||
        l.getNumLoops() != wantC.size())
      break;
    SmallVector<Value> ins;
    SmallVector<AffineMap> maps;
    for (OpOperand &o : l->getOpOperands()) {
      ins.push_back(o.get());
      maps.push_back(l.getMatchingIndexingMap(&o));
    }
    bindThrough(ins, maps);
    if (l->getNumResults() != 1)
      break;
    c = l->getResult(0);
  }
}

/// The declared shape of argument `what` (type `t`) with the dimensions
/// `wanted` binds filled in; false (with `error`) where they disagree or a
/// dimension stays unbound.
bool boundShape(const std::string &what, Type t, ArrayRef<int64_t> declared,
                const SmallVector<int64_t> *wanted, int64_t M, int64_t N,
                int64_t K, SmallVector<int64_t> &shape, std::string &error) {
  shape.assign(declared.begin(), declared.end());
  if (wanted) {
    if (wanted->size() != shape.size()) {
      error = what + " has rank " + std::to_string(shape.size()) +
              "; the matmul needs rank " + std::to_string(wanted->size());
      return false;
    }
    for (size_t d = 0; d < shape.size(); ++d) {
      int64_t w = (*wanted)[d];
      if (ShapedType::isDynamic(w))
        continue;
      if (!ShapedType::isDynamic(shape[d]) && shape[d] != w) {
        error = what + " is " + shapeStr(declared) + " but the shape M=" +
                std::to_string(M) + " N=" + std::to_string(N) +
                " K=" + std::to_string(K) + " needs " + shapeStr(*wanted) +
                " (dimension " + std::to_string(d) + ")";
        return false;
      }
      shape[d] = w;
    }
  }
  for (int64_t d : shape)
    if (ShapedType::isDynamic(d)) {
      error = what + " (" + typeStr(t) +
              ") has a dimension the shape does not bind";
      return false;
    }
  return true;
}

/// Group end offsets that split M rows evenly over the groups, (g + 1) M / G.
void fillOffsets(num::NpyArray &a, int64_t groups, int64_t M) {
  for (int64_t g = 0; g < groups; ++g) {
    int64_t end = (g + 1) * M / groups;
    if (a.dtype == num::DType::I32) {
      int32_t v = int32_t(end);
      std::memcpy(a.data.data() + 4 * g, &v, 4);
    } else {
      std::memcpy(a.data.data() + 8 * g, &end, 8);
    }
  }
}
} // namespace

namespace {
ArrayRef<int64_t> logicalShape(Type t) {
  if (auto s = dyn_cast<lowp::ScaledType>(t))
    return s.getShape();
  return cast<ShapedType>(t).getShape();
}

/// The function a shape binds (the public one, or `function`) and its one
/// matmul.
bool findShapedMatmul(ModuleOp module, const std::string &function,
                      func::FuncOp &entry, Operation *&mm, std::string &error) {
  for (auto f : module.getOps<func::FuncOp>())
    if (!f.isExternal() &&
        (function.empty() ? f.isPublic() : f.getSymName() == function)) {
      if (entry) {
        error = "the module has several public functions; choose one";
        return false;
      }
      entry = f;
    }
  if (!entry) {
    error = function.empty() ? "the module has no public function"
                             : "no function '" + function + "'";
    return false;
  }
  SmallVector<Operation *> matmuls;
  entry.walk([&](Operation *op) {
    if (isa<lowp::ScaledMatmulOp, lowp::GroupedScaledMatmulOp>(op))
      matmuls.push_back(op);
  });
  if (matmuls.size() != 1) {
    error = "@" + entry.getSymName().str() + " has " +
            std::to_string(matmuls.size()) +
            " lowp.scaled_matmul / lowp.grouped_scaled_matmul ops; a shape "
            "binds exactly one";
    return false;
  }
  mm = matmuls.front();
  return true;
}

/// An operand quantized from an argument binds that argument.
Value quantizedFrom(Value v) {
  while (auto q = v ? v.getDefiningOp<lowp::QuantizeOp>() : nullptr)
    v = q.getOperand();
  return v;
}

/// The wanted logical shape of each value the matmul `mm` binds (kDynamic:
/// keep the type's); `groups` a grouped matmul's.
bool wantedShapes(Operation *mm, int64_t M, int64_t N, int64_t K,
                  llvm::DenseMap<Value, SmallVector<int64_t>> &want,
                  int64_t &groups, std::string &error) {
  bool grouped = isa<lowp::GroupedScaledMatmulOp>(mm);
  bool ta = mm->hasAttr("transpose_a"), tb = mm->hasAttr("transpose_b");
  Value lhs = mm->getOperand(0), rhs = mm->getOperand(1);
  Value offsets = grouped ? mm->getOperand(2) : Value();
  Value bias = grouped ? cast<lowp::GroupedScaledMatmulOp>(mm).getBias()
                       : cast<lowp::ScaledMatmulOp>(mm).getBias();
  int64_t dyn = ShapedType::kDynamic;
  int64_t rank = int64_t(logicalShape(lhs.getType()).size());
  ArrayRef<int64_t> rhsShape = logicalShape(rhs.getType());
  SmallVector<int64_t> lead(rhsShape.begin(), rhsShape.end() - 2);
  groups = grouped ? lead.front() : 1;
  if (grouped && ShapedType::isDynamic(groups)) {
    error = "the grouped matmul's number of groups is dynamic; a shape binds "
            "only M, N and K";
    return false;
  }
  SmallVector<int64_t> wantA(rank - 2, dyn), wantB = lead;
  wantA.append(ta ? SmallVector<int64_t>{K, M} : SmallVector<int64_t>{M, K});
  wantB.append(tb ? SmallVector<int64_t>{N, K} : SmallVector<int64_t>{K, N});
  want[quantizedFrom(lhs)] = wantA;
  want[quantizedFrom(rhs)] = wantB;
  if (bias)
    want[quantizedFrom(bias)] =
        grouped ? SmallVector<int64_t>{groups, N} : SmallVector<int64_t>{N};
  if (offsets)
    want[offsets] = {groups};
  SmallVector<int64_t> wantC(grouped ? 0 : rank - 2, dyn);
  bool pairs =
      grouped && cast<lowp::GroupedScaledMatmulOp>(mm).getEpiloguePairs();
  wantC.append({M, pairs ? N / 2 : N});
  bindConsumers(mm, wantC, want);
  return true;
}
} // namespace

bool lowp::shapeInputs(ModuleOp module, const std::string &function, int64_t M,
                       int64_t N, int64_t K, std::vector<num::NpyArray> &inputs,
                       std::vector<std::string> &inputNames, double &flops,
                       double &bytes, std::string &peakKind,
                       std::string &error) {
  auto fail = [&](const std::string &msg) {
    error = msg;
    return false;
  };
  func::FuncOp entry;
  Operation *mm = nullptr;
  llvm::DenseMap<Value, SmallVector<int64_t>> want;
  int64_t groups = 1;
  if (!findShapedMatmul(module, function, entry, mm, error) ||
      !wantedShapes(mm, M, N, K, want, groups, error))
    return false;
  bool grouped = isa<lowp::GroupedScaledMatmulOp>(mm);
  Value lhs = mm->getOperand(0), rhs = mm->getOperand(1);
  Value offsets = grouped ? mm->getOperand(2) : Value();
  Value bias = grouped ? cast<lowp::GroupedScaledMatmulOp>(mm).getBias()
                       : cast<lowp::ScaledMatmulOp>(mm).getBias();
  auto shapeOf = logicalShape;
  auto origin = quantizedFrom;

  auto elemOf = [](Type t) {
    if (auto s = dyn_cast<lowp::ScaledType>(t))
      return s.getElementType();
    return cast<ShapedType>(t).getElementType();
  };
  unsigned bitsA = elemOf(lhs.getType()).getIntOrFloatBitWidth();
  unsigned bitsB = elemOf(rhs.getType()).getIntOrFloatBitWidth();
  bool scaledA = isa<lowp::ScaledType>(lhs.getType()),
       scaledB = isa<lowp::ScaledType>(rhs.getType());
  peakKind = !scaledA || !scaledB ? "fp16"
             : bitsA <= 6 && bitsB <= 6 ? "fp4"
                                        : "fp8";
  flops = 2.0 * double(M) * double(N) * double(K);
  bytes = 0;

  inputs.clear();
  inputNames.clear();
  // The inputs stay in host memory, once (the simulator's copies skip their
  // zeros: sim::Memory::write): past kMaxInputBytes, 60% of this machine's
  // memory (3 GB at least), they are not allocated, and the call fails below.
  const double kMaxInputBytes =
      std::max(3e9, 0.6 * double(sysconf(_SC_PHYS_PAGES)) *
                        double(sysconf(_SC_PAGESIZE)));
  double allocated = 0;
  // A grouped matmul's B (and bias) move only for the groups that get rows:
  // fillOffsets' even split gives min(M, G) groups rows.
  Value rhsArg = origin(rhs), biasArg = origin(bias);
  double usedFraction =
      grouped && groups > 0
          ? double(std::min<int64_t>(M, groups)) / double(groups)
          : 1.0;
  double fraction = 1;
  auto addArray = [&](RankedTensorType t, ArrayRef<int64_t> shape,
                      const std::string &what) {
    num::NpyArray a;
    a.dtype = dtypeFor(t.getElementType());
    a.shape.assign(shape.begin(), shape.end());
    double size = double(a.numElements()) * num::dtypeSize(a.dtype);
    allocated += size;
    if (allocated <= kMaxInputBytes || size < 1e6)
      a.data.assign(size_t(a.numElements()) * num::dtypeSize(a.dtype), 0);
    unsigned bits = isCodeType(t.getElementType())
                        ? codeBits(t.getElementType())
                        : unsigned(num::dtypeSize(a.dtype) * 8);
    bytes += double(a.numElements()) * bits / 8 * fraction;
    inputs.push_back(std::move(a));
    inputNames.push_back(what);
    return &inputs.back();
  };
  for (BlockArgument arg : entry.getArguments()) {
    std::string what = "argument " + std::to_string(arg.getArgNumber());
    Type t = arg.getType();
    fraction = grouped && (Value(arg) == rhsArg || Value(arg) == biasArg)
                   ? usedFraction
                   : 1;
    auto it = want.find(arg);
    SmallVector<int64_t> shape;
    if (!boundShape(what, t, shapeOf(t),
                    it != want.end() ? &it->second : nullptr, M, N, K, shape,
                    error))
      return false;
    if (auto s = dyn_cast<lowp::ScaledType>(t)) {
      addArray(s.getCodesType(), shape, what + " codes");
      SmallVector<int64_t> scales;
      for (auto [d, b] : llvm::zip_equal(shape, s.getBlock()))
        scales.push_back(b == lowp::ScaledType::kWholeDim ? 1 : d / b);
      num::NpyArray *sc = addArray(s.getScalesType(), scales, what + " scales");
      // E8M0 scales are 2^0 (code 127), not 2^-127: the gfx950 dequantizing
      // kernels convert fp4 with the scale in the instruction when every
      // code lies in 2 .. 252 (realistic scales) and take an exact slower
      // path otherwise (docs/codegen.md, "Scaled conversion").
      if (isa<Float8E8M0FNUType>(s.getScalesType().getElementType()))
        std::fill(sc->data.begin(), sc->data.end(), uint8_t(127));
      if (s.hasTensorScale()) {
        num::NpyArray *ts = addArray(s.getTensorScaleType(), {}, what + " tensor scale");
        float one = 1.0f;
        std::memcpy(ts->data.data(), &one, 4);
      }
      continue;
    }
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!rt)
      return fail(what + " has type " + typeStr(t) +
                  "; functions run with ranked tensors and !lowp.scaled values");
    num::NpyArray *a = addArray(rt, shape, what);
    if (arg == offsets)
      fillOffsets(*a, groups, M);
  }
  if (offsets && !isa<BlockArgument>(offsets))
    return fail("the grouped matmul's offsets must be an argument of @" +
                entry.getSymName().str());
  for (Type t : entry.getResultTypes()) {
    ArrayRef<int64_t> shape = shapeOf(t);
    double elems = 1;
    for (size_t d = 0; d < shape.size(); ++d)
      elems *= ShapedType::isDynamic(shape[d])
                   ? double(d + 1 == shape.size() ? N : M)
                   : double(shape[d]);
    bytes += elems * elemOf(t).getIntOrFloatBitWidth() / 8;
  }
  if (allocated > kMaxInputBytes) {
    char msg[160];
    std::snprintf(msg, sizeof msg,
                  "its inputs take %.2f GB; the timing model simulates "
                  "programs of at most %.1f GB here (60%% of this machine's "
                  "memory, which holds them)",
                  allocated / 1e9, kMaxInputBytes / 1e9);
    return fail(msg);
  }
  return true;
}

//===- lowp-sim.cpp - run gfx942 / gfx950 machine code on the CPU ---------===//
//
// lowp-sim CODE --kernel=NAME --grid=X[,Y,Z] --block=X[,Y,Z]
//          --arg=@in.npy | --arg=zeros:f32:64x64 | --arg=i32:7 | --arg=f32:0.5
//          [--output=@out.npy ...] [--list] [--disassemble] [--stats]
//
// CODE is an HSACO or relocatable object (lowp-compile --emit=hsaco, a
// peer's code object) or AMDGPU assembly (.s, assembled by LLVM's MC layer
// for --chip). Each buffer argument is a global buffer the kernel gets a
// pointer to; after the launch, the buffers go to the --output files in
// order. Every problem is one line and exit status 1.
//
//===----------------------------------------------------------------------===//

#include "lowp/Numerics/Npy.h"
#include "lowp/Sim/Sim.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace cl = llvm::cl;
namespace num = lowp::num;
using namespace lowp;

static cl::OptionCategory toolOptions("lowp-sim options");
static cl::opt<std::string> inputFile(cl::Positional, cl::cat(toolOptions),
                                      cl::desc("<code object (.hsaco, .o) or assembly (.s)>"));
static cl::opt<std::string> chipName("chip", cl::cat(toolOptions), cl::value_desc("gfx942|gfx950"),
                                     cl::desc("Chip of an assembly file (code objects name theirs)"));
static cl::opt<std::string> kernelName("kernel", cl::cat(toolOptions), cl::value_desc("name"),
                                       cl::desc("Kernel to launch (default: the only one)"));
static cl::opt<std::string> gridOpt("grid", cl::cat(toolOptions), cl::init("1"),
                                    cl::value_desc("X[,Y,Z]"), cl::desc("Workgroups"));
static cl::opt<std::string> blockOpt("block", cl::cat(toolOptions), cl::init("64"),
                                     cl::value_desc("X[,Y,Z]"),
                                     cl::desc("Work-items per workgroup"));
static cl::list<std::string> args("arg", cl::cat(toolOptions), cl::value_desc("[memref:]@f.npy|[memref:]zeros:DTYPE:SHAPE|i32:N|i64:N|f32:X"),
                                  cl::desc("One kernel argument, in order: a buffer from a "
                                           ".npy file or zeroed (with memref:, MLIR's "
                                           "memref descriptor of it: two pointers, offset, "
                                           "sizes, strides), or a scalar"));
static cl::list<std::string> outputs("output", cl::cat(toolOptions), cl::value_desc("@f.npy"),
                                     cl::desc("Where each buffer argument goes after the launch, "
                                              "in order ('-' skips one)"));
static cl::opt<uint32_t> dynamicLds("lds", cl::cat(toolOptions), cl::init(0),
                                   cl::value_desc("bytes"),
                                   cl::desc("Dynamic LDS per workgroup beyond the kernel's own "
                                            "(a launcher's, e.g. Triton's 'shared')"));
static cl::opt<bool> listKernels("list", cl::cat(toolOptions),
                                 cl::desc("List the kernels with their arguments and resources"));
static cl::opt<bool> listInstructions("list-instructions", cl::cat(toolOptions),
                                      cl::desc("Print the instructions (and families) the "
                                               "simulator implements"));
static cl::opt<bool> disassemble("disassemble", cl::cat(toolOptions),
                                 cl::desc("Print the kernel's decoded instructions "
                                          "(unimplemented ones marked)"));
static cl::opt<bool> showStats("sim-stats", cl::cat(toolOptions),
                               cl::desc("Print instruction counts and simulation speed"));
static cl::opt<std::string> accumulation("accumulation", cl::cat(toolOptions), cl::init("hardware"),
                                         cl::value_desc("hardware|exact"),
                                         cl::desc("MFMA accumulation model (docs/emulator.md)"));
static cl::opt<bool> noWaitcnt("no-waitcnt-check", cl::cat(toolOptions),
                               cl::desc("Do not report registers read before their load is waited for"));
static cl::opt<uint64_t> maxInstructions("max-instructions", cl::cat(toolOptions), cl::init(0),
                                         cl::desc("Fault after this many wave instructions (0: none)"));
static cl::opt<uint64_t> maxWaveInstructions(
    "max-wave-instructions", cl::cat(toolOptions), cl::init(50'000'000),
    cl::desc("Fault when one wave runs this many instructions without ending (0: none)"));
static cl::opt<bool> timing("timing", cl::cat(toolOptions),
                            cl::desc("Run the timing model (docs/simulator.md, \"Timing\"): "
                                     "modeled cycles and time of the launch; only the "
                                     "simulated CUs' workgroups compute their outputs"));
static cl::opt<sim::Options::Sampling> timingSample(
    "timing-sample", cl::cat(toolOptions), cl::init(sim::Options::Sampling::Auto),
    cl::desc("Which workgroups the timing model simulates (docs/simulator.md, "
             "\"Sampling\"); those not simulated leave their outputs uncomputed"),
    cl::values(clEnumValN(sim::Options::Sampling::Auto, "auto",
                          "one XCD and a window of rounds when every CU has two "
                          "workgroups or more, else every workgroup (default)"),
               clEnumValN(sim::Options::Sampling::Full, "full", "every workgroup"),
               clEnumValN(sim::Options::Sampling::Sampled, "sampled",
                          "one XCD when every CU has work, and the window of rounds")));
static cl::opt<bool> timingOnly("timing-only", cl::cat(toolOptions),
                                cl::desc("With --timing: skip the MFMA arithmetic (the "
                                         "outputs are meaningless; the time is the same)"));
static cl::opt<unsigned> profile(
    "profile", cl::cat(toolOptions), cl::init(0), cl::value_desc("N"),
    cl::desc("With --timing: print the N instructions that took the most "
             "wave-cycles (issuing them, waiting before them) and where the "
             "cycles went (docs/simulator.md, \"Profile\")"));
static cl::opt<std::string> trace("trace", cl::cat(toolOptions), cl::value_desc("WG,WAVE"),
                                  cl::desc("Print every instruction wave WAVE of linear workgroup WG executes"));

[[noreturn]] static void fail(const llvm::Twine &msg) {
  llvm::errs() << "lowp-sim: " << msg << "\n";
  std::exit(1);
}

static sim::Dim3 parseDims(const std::string &s, const char *what) {
  llvm::SmallVector<llvm::StringRef> parts;
  llvm::StringRef(s).split(parts, ',');
  if (parts.empty() || parts.size() > 3)
    fail(std::string("--") + what + "=" + s + ": expected X[,Y[,Z]]");
  uint32_t v[3] = {1, 1, 1};
  for (size_t i = 0; i < parts.size(); ++i) {
    unsigned long long x;
    if (parts[i].getAsInteger(10, x) || x == 0 || x > (1ull << 31))
      fail(std::string("--") + what + "=" + s + ": sizes are positive integers");
    v[i] = uint32_t(x);
  }
  return {v[0], v[1], v[2]};
}

static bool parseDType(llvm::StringRef s, num::DType &t) {
  // The names Npy.h gives the dtypes (f32, bf16, u8, ...), bool excepted.
  for (auto d : {num::DType::F64, num::DType::F32, num::DType::F16,
                 num::DType::BF16, num::DType::I8, num::DType::U8,
                 num::DType::I16, num::DType::I32, num::DType::I64})
    if (s == num::dtypeName(d)) {
      t = d;
      return true;
    }
  return false;
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "lowp-sim: run gfx942 / gfx950 machine code on the CPU, instruction by "
      "instruction\n\n"
      "  lowp-compile k.mlir --chip=gfx950 --emit=hsaco -o k.hsaco\n"
      "  lowp-sim k.hsaco --kernel=k --grid=4,2 --block=256 \\\n"
      "      --arg=@a.npy --arg=@b.npy --arg=zeros:f32:128x128 "
      "--output=- --output=- --output=@c.npy\n\n"
      "Decodes with LLVM's AMDGPU disassembler, executes with the semantics "
      "the emulator shares (docs/simulator.md), and reports faults (an "
      "address outside every buffer, misaligned LDS, a register read before "
      "s_waitcnt, an instruction it does not implement) as one line.\n");

  if (listInstructions) {
    for (const std::string &n : sim::implementedInstructions())
      llvm::outs() << n << "\n";
    return 0;
  }
  if (inputFile.empty())
    fail("no input: give a code object or an assembly file (--help)");
  auto bufOr = llvm::MemoryBuffer::getFileOrSTDIN(inputFile);
  if (!bufOr)
    fail(inputFile + ": " + bufOr.getError().message());
  std::string text = (*bufOr)->getBuffer().str();
  std::string err;
  std::unique_ptr<sim::CodeObject> code;
  if (llvm::StringRef(inputFile).ends_with(".s")) {
    if (chipName.empty())
      fail("an assembly file needs --chip=gfx942|gfx950");
    auto chip = target::parseChip(chipName);
    if (!chip)
      fail("unknown chip '" + chipName + "' (chips: gfx942, gfx950)");
    code = sim::CodeObject::assemble(text, *chip, err);
  } else {
    code = sim::CodeObject::load(text, err);
  }
  if (!code)
    fail(inputFile + ": " + err);
  if (!chipName.empty() &&
      target::parseChip(chipName) != code->chip())
    fail(inputFile + " is a " +
         std::string(target::getChipInfo(code->chip()).name) +
         " code object, not " + chipName);

  if (listKernels) {
    for (const sim::Kernel &k : code->kernels()) {
      llvm::outs() << k.name << ": " << k.codeSize << " bytes of code, "
                   << k.sgprCount << " SGPRs, " << k.vgprCount << " VGPRs, "
                   << k.agprCount << " AGPRs, " << k.groupSegmentSize
                   << " bytes of LDS, kernarg " << k.kernargSize << " bytes\n";
      for (const sim::ArgInfo &a : k.args)
        llvm::outs() << "  " << a.offset << ": " << a.valueKind << " ("
                     << a.size << " bytes)" << (a.name.empty() ? "" : " " + a.name)
                     << "\n";
      auto missing = code->unsupported(k);
      if (!missing.empty())
        llvm::outs() << "  not implemented: " << llvm::join(missing, ", ") << "\n";
    }
    return 0;
  }

  const sim::Kernel *kernel = nullptr;
  if (kernelName.empty()) {
    if (code->kernels().size() != 1)
      fail(inputFile + " has " + std::to_string(code->kernels().size()) +
           " kernels: name one with --kernel (--list shows them)");
    kernel = &code->kernels()[0];
  } else if (!(kernel = code->find(kernelName))) {
    fail(inputFile + " has no kernel '" + kernelName + "' (--list shows them)");
  }
  if (disassemble) {
    llvm::outs() << code->disassemble(*kernel);
    return 0;
  }

  sim::Dim3 grid = parseDims(gridOpt, "grid"), block = parseDims(blockOpt, "block");
  sim::Memory memory;
  std::vector<std::vector<uint8_t>> argBytes;
  struct Buf {
    uint64_t address;
    num::NpyArray array;
  };
  std::vector<Buf> buffers;
  for (const std::string &a : args) {
    llvm::StringRef s(a);
    num::NpyArray arr;
    bool isBuffer = false;
    // memref:@f.npy: MLIR's memref descriptor (lowp's kernels take their
    // memrefs so): allocated and aligned pointer, offset 0, sizes, strides.
    bool descriptor = s.consume_front("memref:");
    if (s.consume_front("@")) {
      if (!num::readNpy(s.str(), arr, err))
        fail("--arg=" + a + ": " + err);
      isBuffer = true;
    } else if (s.consume_front("zeros:")) {
      auto [dt, shape] = s.split(':');
      if (!parseDType(dt, arr.dtype))
        fail("--arg=" + a + ": unknown dtype '" + dt + "'");
      llvm::SmallVector<llvm::StringRef> dims;
      shape.split(dims, 'x');
      int64_t n = 1;
      for (auto d : dims) {
        long long x;
        if (d.getAsInteger(10, x) || x < 0 || x > (1ll << 32))
          fail("--arg=" + a + ": a shape is sizes joined by 'x' (64x128)");
        arr.shape.push_back(x);
        n *= x;
      }
      arr.data.assign(size_t(n) * num::dtypeSize(arr.dtype), 0);
      isBuffer = true;
    } else {
      auto [ty, val] = s.split(':');
      std::vector<uint8_t> bytes;
      if (ty == "i32" || ty == "u32" || ty == "i64") {
        long long x;
        if (val.getAsInteger(0, x))
          fail("--arg=" + a + ": not an integer");
        bytes.resize(ty == "i64" ? 8 : 4);
        std::memcpy(bytes.data(), &x, bytes.size());
      } else if (ty == "f32") {
        double d;
        if (val.getAsDouble(d))
          fail("--arg=" + a + ": not a number");
        float f = float(d);
        bytes.resize(4);
        std::memcpy(bytes.data(), &f, 4);
      } else {
        fail("--arg=" + a + ": expected @file.npy, zeros:DTYPE:SHAPE, "
             "i32:N, i64:N or f32:X");
      }
      argBytes.push_back(bytes);
      continue;
    }
    if (isBuffer) {
      uint64_t addr = memory.allocate(arr.data.size(), "argument " +
                                      std::to_string(argBytes.size()) + " (" + a + ")");
      memory.write(addr, arr.data.data(), arr.data.size());
      if (descriptor) {
        auto desc = sim::memrefDescriptorArgs(addr, arr.shape);
        argBytes.insert(argBytes.end(), desc.begin(), desc.end());
      } else {
        std::vector<uint8_t> ptr(8);
        std::memcpy(ptr.data(), &addr, 8);
        argBytes.push_back(ptr);
      }
      buffers.push_back({addr, std::move(arr)});
    }
  }
  if (outputs.size() > buffers.size())
    fail(std::to_string(outputs.size()) + " --output for " +
         std::to_string(buffers.size()) + " buffer arguments");

  std::vector<uint8_t> kernarg;
  if (!sim::buildKernargs(*kernel, argBytes, grid, block, kernarg, err))
    fail(err);
  uint64_t kaddr = memory.allocate(kernarg.size(), "kernarg segment");
  std::memcpy(memory.translate(kaddr, kernarg.size()), kernarg.data(),
              kernarg.size());

  sim::Options opts;
  opts.chip = code->chip();
  if (accumulation == "exact")
    opts.model = emu::AccumulationModel::Exact;
  else if (accumulation != "hardware")
    fail("--accumulation=" + accumulation + ": expected hardware or exact");
  opts.checkWaitcnt = !noWaitcnt;
  opts.maxInstructions = maxInstructions;
  opts.maxWaveInstructions = maxWaveInstructions;
  opts.trace = trace;
  opts.timing = timing;
  opts.sampling = timingSample;
  opts.skipMfmaArithmetic = timing && timingOnly;
  if (profile && !timing)
    fail("--profile needs --timing");
  opts.profile = profile > 0;
  sim::Simulator simulator(opts);
  if (!simulator.launch(*code, *kernel, grid, block, kaddr, memory, err,
                        dynamicLds))
    fail(err);

  std::vector<std::pair<std::string, const num::NpyArray *>> files;
  for (size_t i = 0; i < buffers.size(); ++i) {
    auto &b = buffers[i];
    memory.read(b.address, b.array.data.data(), b.array.data.size());
    if (i < outputs.size()) {
      llvm::StringRef o(outputs[i]);
      if (o == "-")
        continue;
      if (!o.consume_front("@"))
        fail("--output=" + outputs[i] + ": expected @file.npy or -");
      files.emplace_back(o.str(), &b.array);
    }
  }
  if (!num::writeNpyFiles(files, err))
    fail(err);
  // Without --output, the buffers are printed.
  if (outputs.empty())
    for (size_t i = 0; i < buffers.size(); ++i) {
      const num::NpyArray &a = buffers[i].array;
      llvm::outs() << "buffer " << i << " (";
      for (size_t d = 0; d < a.shape.size(); ++d)
        llvm::outs() << (d ? ", " : "") << a.shape[d];
      llvm::outs() << (a.shape.size() == 1 ? ",) " : ") ")
                   << num::dtypeName(a.dtype) << ":";
      int64_t n = a.numElements();
      for (int64_t e = 0; e < n && e < 4096; ++e) {
        llvm::outs() << " ";
        switch (a.dtype) {
        case num::DType::F32:
          llvm::outs() << llvm::format("%g", double(a.as<float>()[e]));
          break;
        case num::DType::F64:
          llvm::outs() << llvm::format("%g", a.as<double>()[e]);
          break;
        case num::DType::I32: llvm::outs() << a.as<int32_t>()[e]; break;
        case num::DType::I64: llvm::outs() << a.as<int64_t>()[e]; break;
        case num::DType::I16: llvm::outs() << a.as<int16_t>()[e]; break;
        case num::DType::I8: llvm::outs() << int(a.as<int8_t>()[e]); break;
        case num::DType::U8:
        case num::DType::Bool: llvm::outs() << int(a.as<uint8_t>()[e]); break;
        default:
          llvm::outs() << llvm::format_hex(a.as<uint16_t>()[e], 6);
        }
      }
      llvm::outs() << (n > 4096 ? " ...\n" : "\n");
    }
  if (timing) {
    const sim::Stats &s = simulator.stats();
    double secs = s.modeledSeconds;
    double hbm = s.hbmBytes();
    llvm::outs() << "timing: " << s.cycles << " cycles = "
                 << llvm::format("%.2f", secs * 1e6) << " us; "
                 << s.workgroupsSimulated << " of " << s.launchWorkgroups
                 << " workgroups on " << s.cusSimulated << " of " << s.cusUsed
                 << " CUs with work simulated (" << s.workgroupsPerCU
                 << " resident per CU); HBM "
                 << llvm::format("%.1f", hbm / 1e6) << " MB, "
                 << llvm::format("%.2f", secs > 0 ? hbm / secs / 1e12 : 0.0)
                 << " TB/s; MFMA pipes busy "
                 << llvm::format("%.1f", 100.0 * s.mfmaBusyFraction(
                                             target::getChipInfo(opts.chip).computeUnits))
                 << "%\n"
                 << "wave time: " << sim::formatTimeBreakdown(s) << "\n";
    if (profile)
      llvm::outs() << "profile (share of wave-cycles, times executed, where "
                      "they went, offset, instruction):\n"
                   << sim::formatProfile(s, profile);
  }
  if (uint64_t n = simulator.stats().straddledWords)
    llvm::errs() << "lowp-sim: warning: "
                 << sim::describeStraddles(n, simulator.stats()) << "\n";
  if (showStats) {
    const sim::Stats &s = simulator.stats();
    llvm::outs() << "workgroups " << s.workgroups << ", waves " << s.waves
                 << ", instructions " << s.instructions << " (valu " << s.valu
                 << ", salu " << s.salu << ", vmem " << s.vmem << ", smem "
                 << s.smem << ", lds " << s.lds << ", mfma " << s.mfma
                 << ", branches " << s.branches << "), barriers " << s.barriers
                 << ", " << llvm::format("%.3f", s.seconds) << " s, "
                 << llvm::format("%.2f", s.seconds > 0 ? s.instructions / s.seconds / 1e6 : 0.0)
                 << " M instructions/s\n";
  }
  return 0;
}

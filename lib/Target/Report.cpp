//===- Report.cpp - static report of compiled kernels ---------------------===//

#include "lowp/Target/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>
#include <regex>
#include <sstream>

using namespace lowp::target;

namespace {
std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

bool startsWith(const std::string &s, const char *p) {
  return s.rfind(p, 0) == 0;
}

std::string mnemonic(const std::string &line) {
  std::string t = trim(line);
  size_t sp = t.find_first_of(" \t");
  return sp == std::string::npos ? t : t.substr(0, sp);
}

/// Issue cycles of one instruction in the model: 4 for a VALU one (a
/// wave64 pass over a 16-lane SIMD), 1 for any other.
unsigned issueCost(const std::string &m) { return startsWith(m, "v_") ? 4 : 1; }

/// Bytes per lane a vector memory instruction (buffer_ / global_, loads,
/// stores, atomics) moves; 0 for everything else.
unsigned vectorMemoryWidth(const std::string &m) {
  if (!startsWith(m, "buffer_") && !startsWith(m, "global_"))
    return 0;
  auto has = [&](const char *x) { return m.find(x) != std::string::npos; };
  if (has("dwordx4") || has("b128"))
    return 16;
  if (has("dwordx3") || has("b96"))
    return 12;
  if (has("dwordx2") || has("b64") || has("x2"))
    return 8;
  if (has("short") || has("b16") || has("d16"))
    return 2;
  if (has("byte") || has("b8"))
    return 1;
  return 4;
}

bool isInstruction(const std::string &t) {
  return !t.empty() && t[0] != '.' && t[0] != ';' && t.back() != ':' &&
         (t[0] == 's' || t[0] == 'v' || t[0] == 'd' || t[0] == 'b' ||
          t[0] == 'g' || t[0] == 'f');
}
} // namespace

namespace {
/// The catalog entry of an MFMA instruction line, and whether it reads FP8
/// (for f8f6f4: cbsz/blgp 0 = e4m3, 1 = e5m2; absent means 0).
const lowp::target::MfmaInstr *identifyMfma(const std::string &line,
                                            bool &anyFP8) {
  using namespace lowp::target;
  std::string m = mnemonic(line);
  anyFP8 = false;
  if (!startsWith(m, "v_mfma"))
    return nullptr;
  bool f8f6f4 = m.find("f8f6f4") != std::string::npos;
  if (f8f6f4) {
    auto fieldOf = [&](const char *name) {
      size_t p = line.find(name);
      return p == std::string::npos ? 0 : std::atoi(line.c_str() + p +
                                                   std::string(name).size());
    };
    anyFP8 = fieldOf("cbsz:") <= 1 || fieldOf("blgp:") <= 1;
  } else {
    anyFP8 = m.find("fp8") != std::string::npos ||
             m.find("bf8") != std::string::npos;
  }
  bool scaled = m.find("v_mfma_scale") != std::string::npos;
  for (const MfmaInstr &mi : getMfmaCatalog()) {
    std::string dims = std::to_string(mi.m) + "x" + std::to_string(mi.n) +
                       "x" + std::to_string(mi.k);
    if (m.find(dims) == std::string::npos || mi.scaled != scaled)
      continue;
    if ((mi.operand == MfmaOperand::F8F6F4) != f8f6f4)
      continue;
    if (!f8f6f4 && (mi.operand == MfmaOperand::FP8) != anyFP8)
      continue;
    if (mi.operand == MfmaOperand::I8 && m.find("i8") == std::string::npos)
      continue;
    if (mi.operand == MfmaOperand::XF32 && m.find("xf32") == std::string::npos)
      continue;
    if (mi.operand == MfmaOperand::BF16 && m.find("bf16") == std::string::npos)
      continue;
    if (mi.operand == MfmaOperand::F16 &&
        (m.find("f16") == std::string::npos ||
         m.find("bf16") != std::string::npos))
      continue;
    return &mi;
  }
  return nullptr;
}

/// Multiply-adds per cycle of the fastest MFMA `chip` has for the operand
/// class of `mi` (FP8 operands: the fp8 instructions and f8f6f4 with FP8).
double bestRate(const lowp::target::MfmaInstr &mi, bool anyFP8,
                lowp::target::Chip chip) {
  using namespace lowp::target;
  auto cls = [](const MfmaInstr &x, bool fp8) {
    if (x.operand == MfmaOperand::FP8 ||
        (x.operand == MfmaOperand::F8F6F4 && fp8))
      return 0;
    return 1 + int(x.operand);
  };
  int want = cls(mi, anyFP8);
  double best = 0;
  for (const MfmaInstr &x : getMfmaCatalog()) {
    if (!x.availableOn(chip))
      continue;
    bool fp8 = x.operand == MfmaOperand::FP8 ||
               (x.operand == MfmaOperand::F8F6F4 && want == 0);
    if (cls(x, fp8) != want)
      continue;
    best = std::max(best, double(x.m) * x.n * x.k / x.cyclesFor(fp8));
  }
  return best;
}
} // namespace

bool lowp::target::neverCoissues(const std::string &mnemonic) {
  llvm::StringRef b(mnemonic);
  (void)(b.consume_back("_e32") || b.consume_back("_e64") ||
         b.consume_back("_sdwa") || b.consume_back("_dpp"));
  static const char *const trans[] = {
      "v_exp_f32", "v_exp_f16",        "v_exp_legacy_f32", "v_log_f32",
      "v_log_f16", "v_log_legacy_f32", "v_rcp_f32",        "v_rcp_f16",
      "v_rcp_f64", "v_rcp_iflag_f32",  "v_rsq_f32",        "v_rsq_f16",
      "v_rsq_f64", "v_sqrt_f32",       "v_sqrt_f16",       "v_sqrt_f64",
      "v_sin_f32", "v_sin_f16",        "v_cos_f32",        "v_cos_f16"};
  return llvm::is_contained(trans, b) || b.starts_with("v_pk_") ||
         b.starts_with("v_dot") || b == "v_cvt_pk_fp8_f32" ||
         b == "v_cvt_pk_bf8_f32" || b.starts_with("v_qsad") ||
         b.starts_with("v_mqsad");
}

unsigned lowp::target::mfmaCycles(const std::string &line) {
  bool anyFP8;
  if (const MfmaInstr *mi = identifyMfma(line, anyFP8))
    return mi->cyclesFor(anyFP8);
  std::string m = mnemonic(line);
  if (!startsWith(m, "v_mfma"))
    return 0;
  return m.find("32x32") != std::string::npos ? 32 : 16;
}

namespace {
/// Kernel bodies: "name:" ... ".Lfunc_endN:", by name (line ranges).
std::map<std::string, std::pair<size_t, size_t>>
findBodies(const std::vector<std::string> &lines) {
  std::map<std::string, std::pair<size_t, size_t>> bodies;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string t = trim(lines[i]);
    if (startsWith(t, ".type") && t.find("@function") != std::string::npos) {
      size_t a = t.find_first_of(" \t"), c = t.find(',');
      std::string name = trim(t.substr(a, c - a));
      size_t start = i, end = i;
      for (size_t j = i + 1; j < lines.size(); ++j) {
        std::string u = trim(lines[j]);
        if (u == name + ":")
          start = j;
        if (startsWith(u, ".Lfunc_end")) {
          end = j;
          break;
        }
      }
      bodies[name] = {start, end};
    }
  }
  return bodies;
}

/// One report per kernel of the metadata ("- .agpr_count" blocks):
/// resources and kernel arguments.
std::vector<KernelReport> parseMetadata(const std::string &assembly) {
  std::vector<KernelReport> out;
  size_t meta = assembly.find("amdhsa.kernels:");
  if (meta == std::string::npos)
    return out;
  std::istringstream mi(assembly.substr(meta));
  std::string l;
  KernelReport *cur = nullptr;
  bool inArgs = false;
  auto num = [](const std::string &t) {
    size_t c = t.find(':');
    return static_cast<unsigned>(std::strtoul(t.c_str() + c + 1, nullptr, 0));
  };
  auto str = [](const std::string &t) {
    size_t c = t.find(':');
    return trim(t.substr(c + 1));
  };
  while (std::getline(mi, l)) {
    std::string t = trim(l);
    if (startsWith(t, "amdhsa.target") || startsWith(t, ".end_amdgpu"))
      break;
    if (startsWith(t, "- .agpr_count")) {
      out.emplace_back();
      cur = &out.back();
      cur->agprs = num(t);
      inArgs = false;
      continue;
    }
    if (!cur)
      continue;
    if (startsWith(t, ".args:")) {
      inArgs = true;
      continue;
    }
    if (inArgs) {
      if (startsWith(t, "- ")) {
        cur->args.emplace_back();
        t = trim(t.substr(2));
      }
      if (!cur->args.empty()) {
        if (startsWith(t, ".offset:"))
          cur->args.back().offset = num(t);
        else if (startsWith(t, ".size:"))
          cur->args.back().size = num(t);
        else if (startsWith(t, ".value_kind:"))
          cur->args.back().valueKind = str(t);
      }
      // The argument list ends where the kernel's own fields resume (they
      // are indented less, e.g. ".group_segment_fixed_size").
      if (l.find("    .") == 0 && l.find("      ") != 0)
        inArgs = false;
    }
    if (inArgs)
      continue;
    if (startsWith(t, ".group_segment_fixed_size:"))
      cur->ldsBytes = num(t);
    else if (startsWith(t, ".private_segment_fixed_size:"))
      cur->scratchBytes = num(t);
    else if (startsWith(t, ".kernarg_segment_size:"))
      cur->kernargBytes = num(t);
    else if (startsWith(t, ".max_flat_workgroup_size:"))
      cur->maxWorkgroupSize = num(t);
    else if (startsWith(t, ".name:"))
      cur->name = str(t);
    else if (startsWith(t, ".sgpr_count:"))
      cur->sgprs = num(t);
    else if (startsWith(t, ".sgpr_spill_count:"))
      cur->sgprSpills = num(t);
    else if (startsWith(t, ".vgpr_count:"))
      cur->vgprs = num(t);
    else if (startsWith(t, ".vgpr_spill_count:"))
      cur->vgprSpills = num(t);
  }
  // A ".args" entry left open by the last field: drop empty ones.
  for (KernelReport &r : out) {
    r.args.erase(std::remove_if(r.args.begin(), r.args.end(),
                                [](const KernelArgInfo &a) {
                                  return a.size == 0 && a.valueKind.empty();
                                }),
                 r.args.end());
  }
  return out;
}

/// Occupancy: the unified register file (VGPR + AGPR, granule 8) of 512
/// per lane per SIMD, at most 8 waves; LDS shared by the workgroups of a
/// CU (4 SIMDs).
void computeOccupancy(KernelReport &r, const ChipInfo &ci) {
  unsigned regs = ((r.vgprs + 3) / 4 * 4) + r.agprs;
  regs = std::max(8u, (regs + 7) / 8 * 8);
  r.occupancyByRegisters = std::min(8u, ci.vgprsPerLane / regs);
  unsigned wavesPerWG = std::max(1u, (r.maxWorkgroupSize + 63) / 64);
  unsigned maxWaves = 8 * ci.simdsPerCU;
  unsigned byLDS = maxWaves;
  if (r.ldsBytes) {
    r.ldsWorkgroups = ci.ldsBytes / r.ldsBytes;
    byLDS = std::min(maxWaves, r.ldsWorkgroups * wavesPerWG);
    r.occupancyByLDS = byLDS / ci.simdsPerCU;
  } else {
    r.occupancyByLDS = 8;
  }
  r.occupancy = std::min(r.occupancyByRegisters, r.occupancyByLDS);
  r.wavesPerCU = std::min(r.occupancyByRegisters * ci.simdsPerCU, byLDS);
}

/// The main loop: of the branches back to an earlier label, the loop with
/// the most MFMAs (ties: the shorter body); its instruction counts, MFMA
/// and issue cycles and its MFMAs' rate against the chip's best.
void findMainLoop(KernelReport &r, const std::vector<std::string> &lines,
                  size_t start, size_t end, Chip chip) {
  std::map<std::string, size_t> labels;
  for (size_t i = start; i < end; ++i) {
    std::string t = trim(lines[i]);
    // A label, possibly followed by LLVM's comment ("; =>This Inner Loop
    // Header ...").
    std::string head = trim(t.substr(0, t.find(';')));
    if (!head.empty() && head.back() == ':')
      labels[head.substr(0, head.size() - 1)] = i;
    if (isInstruction(t) && startsWith(mnemonic(t), "v_mfma"))
      ++r.mfmas[mnemonic(t)];
  }
  for (size_t i = start; i < end; ++i) {
    std::string t = trim(lines[i]);
    if (!startsWith(t, "s_cbranch") && !startsWith(t, "s_branch"))
      continue;
    size_t sp = t.find_last_of(" \t");
    std::string target = trim(t.substr(sp + 1));
    auto lab = labels.find(target);
    if (lab == labels.end() || lab->second > i)
      continue;
    unsigned nm = 0, nv = 0, no = 0, cyc = 0, issue = 0, scratch = 0,
             serial = 0;
    double macs = 0, bestMacs = 0; // at the instructions' / the best rate
    for (size_t j = lab->second + 1; j <= i; ++j) {
      std::string u = trim(lines[j]);
      if (!isInstruction(u))
        continue;
      std::string m = mnemonic(u);
      if (startsWith(m, "v_mfma")) {
        ++nm;
        unsigned c = mfmaCycles(u);
        cyc += c;
        bool anyFP8;
        if (const MfmaInstr *mi = identifyMfma(u, anyFP8)) {
          macs += double(mi->m) * mi->n * mi->k;
          bestMacs += bestRate(*mi, anyFP8, chip) * c;
        }
      } else {
        ++(startsWith(m, "v_") ? nv : no);
        issue += issueCost(m);
        serial += neverCoissues(m) ? issueCost(m) : 0;
        scratch += startsWith(m, "scratch_");
      }
    }
    bool better = nm > r.loopMfmas ||
                  (nm == r.loopMfmas && r.hasMainLoop &&
                   nv + no < r.loopValu + r.loopOther);
    if (!r.hasMainLoop || better) {
      r.hasMainLoop = true;
      r.loopMfmas = nm;
      r.loopValu = nv;
      r.loopOther = no;
      r.loopScratch = scratch;
      r.loopMfmaCycles = cyc;
      r.loopIssueCycles = issue;
      r.loopSerialCycles = serial;
      r.instructionRate = bestMacs > 0 ? macs / bestMacs : 1.0;
    }
  }
}

/// Straight-line memory-bound kernels: one pass over the body, bytes moved
/// against issue cycles.
void memoryModel(KernelReport &r, const std::vector<std::string> &lines,
                 size_t start, size_t end, const ChipInfo &ci) {
  for (size_t i = start; i < end; ++i) {
    std::string u = trim(lines[i]);
    if (!isInstruction(u))
      continue;
    std::string m = mnemonic(u);
    r.waveValu += startsWith(m, "v_");
    r.waveIssueCycles += issueCost(m);
    r.waveBytes += 64 * vectorMemoryWidth(m);
  }
  r.memoryModel = r.waveBytes > 0;
  if (r.memoryModel) {
    double memS = r.waveBytes / (ci.hbmTBs * 1e12);
    double aluS = r.waveIssueCycles / (double(ci.computeUnits) *
                                       ci.simdsPerCU * ci.clockMHz * 1e6);
    r.bandwidthFraction = std::min(1.0, memS / aluS);
  }
}
} // namespace

std::vector<KernelReport>
lowp::target::analyzeAssembly(const std::string &assembly, Chip chip) {
  std::vector<std::string> lines;
  {
    std::istringstream in(assembly);
    std::string l;
    while (std::getline(in, l))
      lines.push_back(l);
  }
  std::map<std::string, std::pair<size_t, size_t>> bodies = findBodies(lines);
  std::vector<KernelReport> out = parseMetadata(assembly);
  const ChipInfo &ci = getChipInfo(chip);
  for (KernelReport &r : out) {
    computeOccupancy(r, ci);
    auto it = bodies.find(r.name);
    if (it == bodies.end())
      continue;
    auto [start, end] = it->second;
    findMainLoop(r, lines, start, end, chip);
    if (r.mfmas.empty())
      memoryModel(r, lines, start, end, ci);
    if (r.hasMainLoop && r.loopMfmaCycles) {
      double m = r.loopMfmaCycles, o = r.loopIssueCycles,
             s = r.loopSerialCycles;
      // With two or more waves per SIMD another wave's MFMAs overlap this
      // wave's other instructions, but for those that cannot run beside an
      // MFMA (neverCoissues); with one they serialize.
      r.utilization = r.occupancy >= 2 ? m / std::max(m + s, o) : m / (m + o);
      r.peakFraction = r.utilization * r.instructionRate;
    }
  }
  return out;
}

std::string lowp::target::formatReport(const KernelReport &r, Chip chip) {
  char buf[2048];
  std::string mf;
  for (auto &[k, v] : r.mfmas)
    mf += (mf.empty() ? "" : ", ") + k + " x" + std::to_string(v);
  std::snprintf(
      buf, sizeof(buf),
      "kernel %s (%s)\n"
      "  registers: %u VGPRs, %u AGPRs, %u SGPRs; spills: %u VGPR, %u SGPR; "
      "scratch: %u bytes\n"
      "  LDS: %u bytes (limit %u); workgroup: %u threads\n"
      "  occupancy: %g waves/SIMD, %u waves/CU (registers allow %u waves/SIMD; "
      "LDS %s)\n"
      "  MFMA: %s\n",
      r.name.c_str(), std::string(getChipInfo(chip).name).c_str(), r.vgprs,
      r.agprs, r.sgprs, r.vgprSpills, r.sgprSpills, r.scratchBytes,
      r.ldsBytes, getChipInfo(chip).ldsBytes, r.maxWorkgroupSize,
      double(r.wavesPerCU) / getChipInfo(chip).simdsPerCU, r.wavesPerCU,
      r.occupancyByRegisters,
      (r.ldsBytes ? std::to_string(r.ldsWorkgroups) + " workgroups/CU"
                  : std::string("unused"))
          .c_str(),
      mf.empty() ? "none" : mf.c_str());
  std::string s = buf;
  if (r.hasMainLoop) {
    std::snprintf(buf, sizeof(buf),
                  "  main loop: %u MFMA (%u cycles), %u VALU, %u other; "
                  "modeled MFMA-pipe utilization %.1f%%\n"
                  "  MFMA rate: %.0f%% of the chip's fastest MFMA for these "
                  "operands; modeled fraction of peak %.1f%%\n",
                  r.loopMfmas, r.loopMfmaCycles, r.loopValu, r.loopOther,
                  100.0 * r.utilization, 100.0 * r.instructionRate,
                  100.0 * r.peakFraction);
    s += buf;
    if (r.loopScratch)
      s += "  main loop spill accesses: " + std::to_string(r.loopScratch) +
           " scratch loads / stores an iteration\n";
  } else {
    s += "  main loop: none\n";
  }
  if (r.memoryModel) {
    const ChipInfo &ci = getChipInfo(chip);
    std::snprintf(buf, sizeof(buf),
                  "  memory: %u bytes per wave, %u VALU (%u issue cycles); "
                  "modeled bandwidth %.2f TB/s (%.0f%% of HBM, %s-bound)\n",
                  r.waveBytes, r.waveValu, r.waveIssueCycles,
                  ci.hbmTBs * r.bandwidthFraction, 100.0 * r.bandwidthFraction,
                  r.bandwidthFraction < 1.0 ? "VALU" : "memory");
    s += buf;
  }
  return s;
}

void lowp::target::writeReportJSON(llvm::json::OStream &j,
                                   const KernelReport &r, Chip chip) {
  j.object([&] {
    j.attribute("name", r.name);
    j.attribute("chip", llvm::StringRef(getChipInfo(chip).name));
    j.attribute("vgprs", r.vgprs);
    j.attribute("agprs", r.agprs);
    j.attribute("sgprs", r.sgprs);
    j.attribute("vgpr_spills", r.vgprSpills);
    j.attribute("sgpr_spills", r.sgprSpills);
    j.attribute("scratch_bytes", r.scratchBytes);
    j.attribute("lds_bytes", r.ldsBytes);
    j.attribute("max_workgroup_size", r.maxWorkgroupSize);
    j.attribute("occupancy", r.occupancy);
    j.attribute("waves_per_cu", r.wavesPerCU);
    j.attribute("main_loop_mfmas", r.loopMfmas);
    j.attribute("main_loop_mfma_cycles", r.loopMfmaCycles);
    j.attribute("main_loop_scratch", r.loopScratch);
    j.attribute("main_loop_issue_cycles", r.loopIssueCycles);
    j.attribute("mfma_utilization", r.utilization);
    j.attribute("mfma_rate", r.instructionRate);
    j.attribute("peak_fraction", r.peakFraction);
    j.attribute("wave_bytes", r.waveBytes);
    j.attribute("wave_valu", r.waveValu);
    j.attribute("wave_issue_cycles", r.waveIssueCycles);
    j.attribute("bandwidth_fraction", r.bandwidthFraction);
    j.attribute("kernarg_bytes", r.kernargBytes);
    j.attributeArray("kernargs", [&] {
      for (const KernelArgInfo &a : r.args)
        j.object([&] {
          j.attribute("offset", a.offset);
          j.attribute("size", a.size);
          j.attribute("value_kind", a.valueKind);
        });
    });
  });
}

std::string lowp::target::reportJSON(const KernelReport &r, Chip chip) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::json::OStream j(os);
  writeReportJSON(j, r, chip);
  return s;
}

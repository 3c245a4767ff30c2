//===- Decode.cpp - load and decode AMDGPU code objects -------------------===//
//
// ELF code objects (linked HSACO or relocatable objects): kernels from their
// descriptor symbols (NAME.kd) and the .amdgpu_metadata note (msgpack), the
// machine code decoded by LLVM's AMDGPU disassembler and printed by its
// instruction printer, each instruction's text parsed once into operands
// and modifiers (Inst.h). Assembly is assembled in process by LLVM's MC
// layer, as llvm-mc -filetype=obj would.
//
//===----------------------------------------------------------------------===//

#include "Inst.h"
#include "lowp/Sim/Sim.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>
#include <unordered_map>

using namespace lowp;
using namespace lowp::sim;
using llvm::StringRef;

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUDisassembler();
void LLVMInitializeAMDGPUAsmParser();
}

namespace {
constexpr const char *kTriple = "amdgcn-amd-amdhsa";

/// LLVM's MC objects for one chip.
struct MC {
  const llvm::Target *target = nullptr;
  llvm::Triple triple{kTriple};
  std::unique_ptr<llvm::MCRegisterInfo> mri;
  std::unique_ptr<llvm::MCAsmInfo> mai;
  std::unique_ptr<llvm::MCSubtargetInfo> sti;
  std::unique_ptr<llvm::MCInstrInfo> mii;
  std::unique_ptr<llvm::MCContext> ctx;
  std::unique_ptr<llvm::MCDisassembler> dis;
  std::unique_ptr<llvm::MCInstPrinter> printer;
  llvm::MCTargetOptions options;

  bool init(StringRef cpu, std::string &error) {
    static std::once_flag once;
    std::call_once(once, [] {
      LLVMInitializeAMDGPUTargetInfo();
      LLVMInitializeAMDGPUTargetMC();
      LLVMInitializeAMDGPUDisassembler();
      LLVMInitializeAMDGPUAsmParser();
    });
    std::string err;
    target = llvm::TargetRegistry::lookupTarget(triple, err);
    if (!target) {
      error = "LLVM has no AMDGPU target: " + err;
      return false;
    }
    mri.reset(target->createMCRegInfo(triple));
    mai.reset(target->createMCAsmInfo(*mri, triple, options));
    sti.reset(target->createMCSubtargetInfo(triple, cpu, ""));
    mii.reset(target->createMCInstrInfo());
    ctx = std::make_unique<llvm::MCContext>(triple, mai.get(), mri.get(),
                                            sti.get());
    dis.reset(target->createMCDisassembler(*sti, *ctx));
    printer.reset(target->createMCInstPrinter(triple, 0, *mai, *mii, *mri));
    if (!mri || !mai || !sti || !mii || !dis || !printer) {
      error = "cannot set up LLVM's AMDGPU disassembler for " + cpu.str();
      return false;
    }
    return true;
  }
};

//===--- Text to operands --------------------------------------------------===//

bool parseUInt(StringRef s, int64_t &v) {
  unsigned long long u;
  if (s.starts_with("0x") || s.starts_with("0X")) {
    if (s.drop_front(2).getAsInteger(16, u))
      return false;
  } else if (s.getAsInteger(10, u)) {
    return false;
  }
  v = static_cast<int64_t>(u);
  return true;
}

/// v5, v[4:7], s[8:11], a3, ttmp... into kind / first / count.
bool parseRegister(StringRef s, Operand &op) {
  struct Named {
    const char *name;
    OpKind kind;
    bool lo, hi;
  };
  static const Named named[] = {
      {"vcc", OpKind::VCC, false, false},
      {"vcc_lo", OpKind::VCC, true, false},
      {"vcc_hi", OpKind::VCC, false, true},
      {"exec", OpKind::EXEC, false, false},
      {"exec_lo", OpKind::EXEC, true, false},
      {"exec_hi", OpKind::EXEC, false, true},
      {"m0", OpKind::M0, false, false},
      {"scc", OpKind::SCC, false, false},
      {"src_scc", OpKind::SccSrc, false, false},
      {"src_execz", OpKind::ExecZ, false, false},
      {"src_vccz", OpKind::VccZ, false, false},
      {"off", OpKind::Off, false, false},
      {"src_shared_base", OpKind::SharedBase, false, false},
      {"src_private_base", OpKind::PrivateBase, false, false},
      {"src_shared_limit", OpKind::SharedLimit, false, false},
      {"src_private_limit", OpKind::PrivateLimit, false, false},
  };
  for (const Named &n : named)
    if (s == n.name) {
      op.kind = n.kind;
      op.lo = n.lo;
      op.hi = n.hi;
      op.count = (n.kind == OpKind::VCC || n.kind == OpKind::EXEC) &&
                         !n.lo && !n.hi
                     ? 2
                     : 1;
      return true;
    }
  OpKind kind;
  if (s.consume_front("v"))
    kind = OpKind::VGPR;
  else if (s.consume_front("s"))
    kind = OpKind::SGPR;
  else if (s.consume_front("a"))
    kind = OpKind::AGPR;
  else
    return false;
  int64_t first, last;
  if (s.consume_front("[")) {
    auto [a, b] = s.split(':');
    if (!b.consume_back("]") || !parseUInt(a, first) || !parseUInt(b, last) ||
        last < first)
      return false;
  } else {
    if (!parseUInt(s, first))
      return false;
    last = first;
  }
  op.kind = kind;
  op.reg = static_cast<uint16_t>(first);
  op.count = static_cast<uint8_t>(last - first + 1);
  return true;
}

bool parseOperand(StringRef s, Operand &op) {
  if (s.consume_front("sext(")) {
    if (!s.consume_back(")"))
      return false;
    op.sext = true;
  }
  if (s.starts_with("-") && s.size() > 1 &&
      (s[1] == '|' || s[1] == 'v' || s[1] == 's' || s[1] == 'a' ||
       s.starts_with("-vcc") || s.starts_with("-exec") ||
       s.starts_with("-m0"))) {
    op.neg = true;
    s = s.drop_front();
  }
  if (s.starts_with("|") && s.ends_with("|") && s.size() > 2) {
    op.abs = true;
    s = s.drop_front().drop_back();
  }
  if (s.consume_front("neg(")) {
    if (!s.consume_back(")"))
      return false;
    op.neg = true;
  }
  if (s.consume_front("abs(")) {
    if (!s.consume_back(")"))
      return false;
    op.abs = true;
  }
  if (parseRegister(s, op))
    return true;
  // Constants: integers (decimal or hex) and inline floats.
  bool negative = s.consume_front("-");
  int64_t v;
  if (parseUInt(s, v)) {
    op.kind = OpKind::Int;
    op.ival = negative ? -v : v;
    return true;
  }
  if (s.starts_with("0.15915494")) { // 1 / (2 pi)
    op.kind = OpKind::Float;
    op.fval = negative ? -0.15915494309189535 : 0.15915494309189535;
    return true;
  }
  double d;
  if (!s.getAsDouble(d)) {
    op.kind = OpKind::Float;
    op.fval = negative ? -d : d;
    return true;
  }
  return false;
}

bool parseSel(StringRef s, Sel &sel) {
  static const std::pair<const char *, Sel> sels[] = {
      {"BYTE_0", Sel::Byte0}, {"BYTE_1", Sel::Byte1}, {"BYTE_2", Sel::Byte2},
      {"BYTE_3", Sel::Byte3}, {"WORD_0", Sel::Word0}, {"WORD_1", Sel::Word1},
      {"DWORD", Sel::Dword}};
  for (auto &[n, v] : sels)
    if (s == n) {
      sel = v;
      return true;
    }
  return false;
}

/// "[1,0,1]" into a bit mask.
bool parseBits(StringRef s, uint8_t &bits) {
  if (!s.consume_front("[") || !s.consume_back("]"))
    return false;
  bits = 0;
  llvm::SmallVector<StringRef> parts;
  s.split(parts, ',');
  for (size_t i = 0; i < parts.size(); ++i) {
    if (parts[i] == "1")
      bits |= 1u << i;
    else if (parts[i] != "0")
      return false;
  }
  return true;
}

/// A modifier such as offset:16, glc, op_sel:[0,1], dst_sel:WORD_1.
bool parseModifier(StringRef s, Inst &in) {
  static const std::pair<const char *, bool Inst::*> flags[] = {
      {"offen", &Inst::offen}, {"idxen", &Inst::idxen}, {"glc", &Inst::glc},
      {"slc", &Inst::slc},     {"nt", &Inst::nt},       {"sc0", &Inst::sc0},
      {"sc1", &Inst::sc1},     {"lds", &Inst::lds},     {"gds", &Inst::gds},
      {"clamp", &Inst::clamp}, {"bound_ctrl:1", &Inst::boundCtrl},
      {"bound_ctrl:0", &Inst::boundCtrl}};
  for (auto &[n, f] : flags)
    if (s == n) {
      in.*f = true;
      return true;
    }
  auto [key, value] = s.split(':');
  int64_t v;
  if (key == "offset" && value.starts_with("swizzle("))
    return true; // ds_swizzle: the pattern is taken from the encoding
  if (key == "offset" || key == "offset0" || key == "offset1") {
    bool negative = value.consume_front("-");
    if (!parseUInt(value, v))
      return false;
    (key == "offset" ? in.offset : key == "offset0" ? in.offset0 : in.offset1) =
        negative ? -v : v;
    return true;
  }
  if (key == "mul" || key == "div") {
    in.omod = key == "div" ? 3 : value == "2" ? 1 : 2;
    return true;
  }
  if (key == "op_sel")
    return parseBits(value, in.opSel);
  if (key == "op_sel_hi") {
    in.hasOpSelHi = true;
    return parseBits(value, in.opSelHi);
  }
  if (key == "neg_lo")
    return parseBits(value, in.negLo);
  if (key == "neg_hi")
    return parseBits(value, in.negHi);
  if (key == "dst_sel")
    return parseSel(value, in.dstSel);
  if (key == "src0_sel")
    return parseSel(value, in.src0Sel);
  if (key == "src1_sel")
    return parseSel(value, in.src1Sel);
  if (key == "dst_unused") {
    in.dstPreserve = value == "UNUSED_PRESERVE";
    in.dstSext = value == "UNUSED_SEXT";
    return true;
  }
  if (key == "cbsz" || key == "abid" || key == "blgp" || key == "bitop3") {
    if (!parseUInt(value, v))
      return false;
    (key == "cbsz"   ? in.cbsz
     : key == "abid" ? in.abid
     : key == "blgp" ? in.blgp
                     : in.bitop3) = static_cast<unsigned>(v);
    return true;
  }
  if (key == "row_mask" || key == "bank_mask") {
    if (!parseUInt(value, v))
      return false;
    (key == "row_mask" ? in.rowMask : in.bankMask) = static_cast<uint8_t>(v);
    return true;
  }
  if (key == "quad_perm" || key.starts_with("row_") || key.starts_with("wave_") ||
      s == "row_mirror" || s == "row_half_mirror") {
    in.dppCtrl = s.str();
    return true;
  }
  return false;
}

/// Splits the printed operand list at top-level commas and spaces; a token
/// after a comma (or the first) is an operand, after spaces a modifier.
bool parseText(Inst &in) {
  StringRef t = StringRef(in.text).trim();
  auto [mn, rest] = t.split(' ');
  in.mnemonic = mn.str();
  StringRef base = mn;
  if (base.consume_back("_e32")) {
  } else if (base.consume_back("_e64")) {
    in.e64 = true;
  } else if (base.consume_back("_sdwa")) {
    in.sdwa = true;
  } else if (base.consume_back("_dpp")) {
    in.dpp = true;
  }
  in.base = base.str();
  if (in.base == "s_waitcnt" || in.base == "s_nop" || in.base == "s_setprio" ||
      in.base.rfind("s_cbranch", 0) == 0 || in.base == "s_branch" ||
      in.base == "s_sleep" || in.base == "s_sendmsg" ||
      in.base == "s_waitcnt_vscnt")
    return true; // operands from the encoding's immediates
  rest = rest.trim();
  size_t i = 0;
  bool afterComma = true;
  while (i < rest.size()) {
    while (i < rest.size() && rest[i] == ' ')
      ++i;
    if (i >= rest.size())
      break;
    int depth = 0;
    size_t j = i;
    for (; j < rest.size(); ++j) {
      char c = rest[j];
      if (c == '(' || c == '[')
        ++depth;
      else if (c == ')' || c == ']')
        --depth;
      else if (depth == 0 && (c == ',' || c == ' '))
        break;
    }
    StringRef tok = rest.slice(i, j);
    bool isOperand = afterComma && !(tok.contains(':') && !tok.contains('[') &&
                                     !tok.starts_with("-")) &&
                     tok != "offen" && tok != "idxen" && tok != "glc" &&
                     tok != "lds" && tok != "clamp";
    // v[4:7] contains ':' inside brackets: an operand.
    if (afterComma && (tok.starts_with("v[") || tok.starts_with("s[") ||
                       tok.starts_with("a[") || tok.starts_with("ttmp[") ||
                       tok.starts_with("-v[") || tok.starts_with("-s[") ||
                       tok.starts_with("|v[") || tok.starts_with("-|v[")))
      isOperand = true;
    if (isOperand) {
      Operand op;
      if (!parseOperand(tok, op))
        return false;
      in.ops.push_back(op);
    } else if (!parseModifier(tok, in)) {
      return false;
    }
    afterComma = false;
    while (j < rest.size() && rest[j] == ' ')
      ++j;
    if (j < rest.size() && rest[j] == ',') {
      afterComma = true;
      ++j;
    }
    i = j;
  }
  return true;
}

uint64_t readU(const uint8_t *p, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n; ++i)
    v |= uint64_t(p[i]) << (8 * i);
  return v;
}

uint64_t nodeUInt(llvm::msgpack::DocNode &n) {
  if (n.getKind() == llvm::msgpack::Type::UInt)
    return n.getUInt();
  if (n.getKind() == llvm::msgpack::Type::Int)
    return static_cast<uint64_t>(n.getInt());
  return 0;
}
std::string nodeString(llvm::msgpack::DocNode &n) {
  return n.getKind() == llvm::msgpack::Type::String ? n.getString().str() : "";
}
} // namespace

//===----------------------------------------------------------------------===//
// CodeObject
//===----------------------------------------------------------------------===//

struct CodeObject::Impl {
  std::unordered_map<uint64_t, Inst> insts; // by address
};

CodeObject::CodeObject() : impl(std::make_unique<Impl>()) {}
CodeObject::~CodeObject() = default;

const Kernel *CodeObject::find(const std::string &name) const {
  for (const Kernel &k : kernels_)
    if (k.name == name)
      return &k;
  return nullptr;
}

const Inst *CodeObject::at(uint64_t pc) const {
  auto it = impl->insts.find(pc);
  return it == impl->insts.end() ? nullptr : &it->second;
}

std::string CodeObject::disassemble(const Kernel &k) const {
  std::string s;
  llvm::raw_string_ostream os(s);
  for (uint64_t pc = k.entry; pc < k.entry + k.codeSize;) {
    const Inst *in = at(pc);
    if (!in)
      break;
    os << llvm::format_hex_no_prefix(pc - k.entry, 6) << ": " << in->text
       << (in->exec ? "" : "    ; not implemented") << "\n";
    pc += in->size;
  }
  return s;
}

std::vector<std::string> CodeObject::unsupported(const Kernel &k) const {
  std::vector<std::string> out;
  for (uint64_t pc = k.entry; pc < k.entry + k.codeSize;) {
    const Inst *in = at(pc);
    if (!in)
      break;
    if (!in->exec &&
        std::find(out.begin(), out.end(), in->mnemonic) == out.end())
      out.push_back(in->mnemonic);
    pc += in->size;
  }
  return out;
}

namespace {
/// A kernel's fields and arguments from its .amdgpu_metadata map.
Kernel kernelFromMetadata(llvm::msgpack::MapDocNode &m) {
  Kernel k;
  auto get = [&](StringRef key) -> llvm::msgpack::DocNode * {
    auto f = m.find(key);
    return f == m.end() ? nullptr : &f->second;
  };
  if (auto *n = get(".name"))
    k.name = nodeString(*n);
  if (auto *n = get(".sgpr_count"))
    k.sgprCount = nodeUInt(*n);
  if (auto *n = get(".vgpr_count"))
    k.vgprCount = nodeUInt(*n);
  if (auto *n = get(".agpr_count"))
    k.agprCount = nodeUInt(*n);
  if (auto *n = get(".max_flat_workgroup_size"))
    k.maxFlatWorkgroupSize = nodeUInt(*n);
  if (auto *n = get(".args"); n && n->getKind() == llvm::msgpack::Type::Array)
    for (auto &an : n->getArray()) {
      if (an.getKind() != llvm::msgpack::Type::Map)
        continue;
      auto &am = an.getMap();
      ArgInfo a;
      if (auto f = am.find(".name"); f != am.end())
        a.name = nodeString(f->second);
      if (auto f = am.find(".value_kind"); f != am.end())
        a.valueKind = nodeString(f->second);
      if (auto f = am.find(".offset"); f != am.end())
        a.offset = nodeUInt(f->second);
      if (auto f = am.find(".size"); f != am.end())
        a.size = nodeUInt(f->second);
      k.args.push_back(a);
    }
  return k;
}

/// The kernels of the .amdgpu_metadata notes, by descriptor symbol
/// (NAME.kd); false (with `error`) on an unreadable note.
template <typename ELFT>
bool readMetadata(const ELFT &elf, std::map<std::string, Kernel> &meta,
                  std::string &error) {
  auto sections = elf.sections();
  if (!sections) {
    error = "cannot read the sections: " + llvm::toString(sections.takeError());
    return false;
  }
  for (const auto &sh : *sections) {
    if (sh.sh_type != llvm::ELF::SHT_NOTE)
      continue;
    llvm::Error err = llvm::Error::success();
    for (auto note : elf.notes(sh, err)) {
      if (note.getType() != llvm::ELF::NT_AMDGPU_METADATA ||
          note.getName() != "AMDGPU")
        continue;
      auto desc = note.getDesc(sh.sh_addralign);
      llvm::msgpack::Document doc;
      if (!doc.readFromBlob(
              StringRef(reinterpret_cast<const char *>(desc.data()),
                        desc.size()),
              false)) {
        error = "cannot read the .amdgpu_metadata note (msgpack)";
        return false;
      }
      auto &root = doc.getRoot();
      if (root.getKind() != llvm::msgpack::Type::Map)
        continue;
      auto it = root.getMap().find("amdhsa.kernels");
      if (it == root.getMap().end() ||
          it->second.getKind() != llvm::msgpack::Type::Array)
        continue;
      for (auto &kn : it->second.getArray()) {
        if (kn.getKind() != llvm::msgpack::Type::Map)
          continue;
        Kernel k = kernelFromMetadata(kn.getMap());
        std::string sym = k.name + ".kd";
        if (auto f = kn.getMap().find(".symbol"); f != kn.getMap().end())
          sym = nodeString(f->second);
        meta[sym] = k;
      }
    }
    if (err) {
      error = "cannot read the notes: " + llvm::toString(std::move(err));
      return false;
    }
  }
  return true;
}

/// A symbol's value, size and section.
struct Sym {
  uint64_t value, size;
  llvm::object::SectionRef section;
};

/// The object's symbols (static and dynamic) that lie in a section.
std::map<std::string, Sym>
collectSymbols(const llvm::object::ELF64LEObjectFile &elfObj) {
  using namespace llvm::object;
  std::map<std::string, Sym> syms;
  auto addSyms = [&](auto range) {
    for (const SymbolRef &s : range) {
      auto name = s.getName();
      auto value = s.getValue();
      auto sec = s.getSection();
      if (!name || !value || !sec) {
        llvm::consumeError(name.takeError());
        llvm::consumeError(value.takeError());
        llvm::consumeError(sec.takeError());
        continue;
      }
      if (*sec == elfObj.section_end())
        continue;
      ELFSymbolRef es(s);
      syms[name->str()] = Sym{*value, es.getSize(), **sec};
    }
  };
  addSyms(elfObj.symbols());
  addSyms(elfObj.getDynamicSymbolIterators());
  return syms;
}

/// Decodes the kernel's code (`bytesRef`, at k.entry) into `insts`, one
/// instruction per address; bytes the disassembler rejects become 4-byte
/// "<invalid>" instructions.
void decodeKernel(MC &mc, const Kernel &k, llvm::ArrayRef<uint8_t> bytesRef,
                  bool gfx950, std::unordered_map<uint64_t, Inst> &insts) {
  for (uint64_t pos = 0; pos < k.codeSize;) {
    llvm::MCInst mi;
    uint64_t size = 0;
    Inst in;
    in.pc = k.entry + pos;
    auto status = mc.dis->getInstruction(mi, size, bytesRef.slice(pos), in.pc,
                                         llvm::nulls());
    if (status != llvm::MCDisassembler::Success || size == 0) {
      in.size = 4;
      in.text =
          "<invalid encoding 0x" +
          llvm::utohexstr(readU(bytesRef.data() + pos,
                                std::min<uint64_t>(4, k.codeSize - pos))) +
          ">";
      in.mnemonic = in.base = "<invalid>";
      insts.emplace(in.pc, std::move(in));
      pos += 4;
      continue;
    }
    in.size = static_cast<uint8_t>(size);
    llvm::raw_string_ostream os(in.text);
    mc.printer->printInst(&mi, in.pc, "", *mc.sti, os);
    os.flush();
    for (const llvm::MCOperand &o : mi)
      if (o.isImm())
        in.imms.push_back(o.getImm());
    if (parseText(in))
      bindInst(in, gfx950);
    else
      in.base = in.mnemonic; // unparsed text: not executable
    insts.emplace(in.pc, std::move(in));
    pos += size;
  }
}
} // namespace

std::unique_ptr<CodeObject> CodeObject::load(const std::string &bytes,
                                             std::string &error) {
  using namespace llvm::object;
  auto buf = llvm::MemoryBufferRef(bytes, "code object");
  auto objOr = ObjectFile::createObjectFile(buf);
  if (!objOr) {
    error = "not an ELF code object: " + llvm::toString(objOr.takeError());
    return nullptr;
  }
  auto *elfObj = llvm::dyn_cast<ELF64LEObjectFile>(objOr->get());
  if (!elfObj ||
      elfObj->getELFFile().getHeader().e_machine != llvm::ELF::EM_AMDGPU) {
    error = "not an AMDGPU ELF code object";
    return nullptr;
  }
  const auto &elf = elfObj->getELFFile();
  std::unique_ptr<CodeObject> co(new CodeObject());
  unsigned mach = elf.getHeader().e_flags & llvm::ELF::EF_AMDGPU_MACH;
  if (mach == llvm::ELF::EF_AMDGPU_MACH_AMDGCN_GFX942) {
    co->chip_ = target::Chip::GFX942;
  } else if (mach == llvm::ELF::EF_AMDGPU_MACH_AMDGCN_GFX950) {
    co->chip_ = target::Chip::GFX950;
  } else {
    error = "the code object is for another chip (ELF machine flags 0x" +
            llvm::utohexstr(mach) + "); the simulator runs gfx942 and gfx950";
    return nullptr;
  }

  // Metadata (.note, NT_AMDGPU_METADATA).
  std::map<std::string, Kernel> meta; // by symbol (NAME.kd)
  if (!readMetadata(elf, meta, error))
    return nullptr;
  // Kernels: NAME.kd descriptors and NAME code symbols.
  std::map<std::string, Sym> syms = collectSymbols(*elfObj);
  MC mc;
  std::string cpu = co->chip_ == target::Chip::GFX942 ? "gfx942" : "gfx950";
  if (!mc.init(cpu, error))
    return nullptr;
  bool gfx950 = co->chip_ == target::Chip::GFX950;

  for (auto &[name, sym] : syms) {
    if (!StringRef(name).ends_with(".kd"))
      continue;
    std::string kname = name.substr(0, name.size() - 3);
    auto code = syms.find(kname);
    if (code == syms.end()) {
      error = "kernel descriptor " + name + " has no code symbol " + kname;
      return nullptr;
    }
    auto kdData = sym.section.getContents();
    auto textData = code->second.section.getContents();
    if (!kdData || !textData) {
      llvm::consumeError(kdData.takeError());
      llvm::consumeError(textData.takeError());
      error = "cannot read the sections of kernel " + kname;
      return nullptr;
    }
    uint64_t kdOff = sym.value - sym.section.getAddress();
    if (kdOff + 64 > kdData->size()) {
      error = "kernel descriptor " + name + " lies outside its section";
      return nullptr;
    }
    Kernel k;
    if (auto m = meta.find(name); m != meta.end())
      k = m->second;
    else {
      error = "kernel " + kname + " has no entry in the .amdgpu_metadata note";
      return nullptr;
    }
    k.name = kname;
    const auto *kd = reinterpret_cast<const uint8_t *>(kdData->data()) + kdOff;
    k.groupSegmentSize = readU(kd + 0, 4);
    k.privateSegmentSize = readU(kd + 4, 4);
    k.kernargSize = readU(kd + 8, 4);
    k.rsrc3 = readU(kd + 44, 4);
    k.rsrc1 = readU(kd + 48, 4);
    k.rsrc2 = readU(kd + 52, 4);
    k.codeProperties = readU(kd + 56, 2);
    k.entry = code->second.value;
    k.codeSize = code->second.size;
    uint64_t textBase = code->second.section.getAddress();
    uint64_t off = k.entry - textBase;
    if (k.codeSize == 0) {
      // No .size: the code runs to the next symbol of its section, or to
      // the section's end.
      uint64_t end = textBase + textData->size();
      for (auto &[other, os] : syms)
        if (os.section == code->second.section && os.value > k.entry)
          end = std::min(end, os.value);
      k.codeSize = end - k.entry;
    }
    if (off + k.codeSize > textData->size()) {
      error = "kernel " + kname + "'s code lies outside its section";
      return nullptr;
    }
    decodeKernel(mc, k,
                 llvm::ArrayRef<uint8_t>(
                     reinterpret_cast<const uint8_t *>(textData->data()) + off,
                     k.codeSize),
                 gfx950, co->impl->insts);
    co->kernels_.push_back(std::move(k));
  }
  if (co->kernels_.empty()) {
    error = "the code object has no kernel (no NAME.kd descriptor symbol)";
    return nullptr;
  }
  return co;
}

std::unique_ptr<CodeObject> CodeObject::assemble(const std::string &text,
                                                 target::Chip chip,
                                                 std::string &error) {
  MC mc;
  std::string cpu = chip == target::Chip::GFX942 ? "gfx942" : "gfx950";
  if (!mc.init(cpu, error))
    return nullptr;
  llvm::SourceMgr srcMgr;
  srcMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "<asm>"),
                            llvm::SMLoc());
  std::string diags;
  srcMgr.setDiagHandler(
      [](const llvm::SMDiagnostic &d, void *ctx) {
        auto *s = static_cast<std::string *>(ctx);
        if (d.getKind() != llvm::SourceMgr::DK_Error || !s->empty())
          return;
        *s = "line " + std::to_string(d.getLineNo()) + ": " +
             d.getMessage().str();
      },
      &diags);
  llvm::MCContext ctx(mc.triple, mc.mai.get(), mc.mri.get(), mc.sti.get(),
                      &srcMgr, &mc.options);
  std::unique_ptr<llvm::MCObjectFileInfo> mofi(
      mc.target->createMCObjectFileInfo(ctx, /*PIC=*/false));
  ctx.setObjectFileInfo(mofi.get());
  llvm::SmallString<0> out;
  llvm::raw_svector_ostream os(out);
  auto *ce = mc.target->createMCCodeEmitter(*mc.mii, ctx);
  auto *mab = mc.target->createMCAsmBackend(*mc.sti, *mc.mri, mc.options);
  if (!ce || !mab) {
    error = "cannot set up LLVM's AMDGPU assembler";
    return nullptr;
  }
  std::unique_ptr<llvm::MCStreamer> streamer(mc.target->createMCObjectStreamer(
      mc.triple, ctx, std::unique_ptr<llvm::MCAsmBackend>(mab),
      mab->createObjectWriter(os), std::unique_ptr<llvm::MCCodeEmitter>(ce),
      *mc.sti));
  std::unique_ptr<llvm::MCAsmParser> parser(
      llvm::createMCAsmParser(srcMgr, ctx, *streamer, *mc.mai));
  std::unique_ptr<llvm::MCTargetAsmParser> tap(
      mc.target->createMCAsmParser(*mc.sti, *parser, *mc.mii, mc.options));
  if (!tap) {
    error = "cannot set up LLVM's AMDGPU assembly parser";
    return nullptr;
  }
  parser->setTargetParser(*tap);
  if (parser->Run(/*NoInitialTextSection=*/false) || !diags.empty()) {
    error = "cannot assemble: " + (diags.empty() ? "(no message)" : diags);
    return nullptr;
  }
  streamer.reset();
  return load(std::string(out.begin(), out.end()), error);
}

//===- Generator.cpp - random lowp programs for lowp-fuzz -------*- C++ -*-===//

#include "Generator.h"

#include "lowp/Numerics/Formats.h"

#include <algorithm>
#include <cstring>
#include <sstream>

using namespace lowp;
using namespace lowp::fuzz;

namespace {

/// How an operand is stored: plain values, or codes with scales over blocks
/// (a block size of 0 is the whole dimension, `*`).
struct Recipe {
  const char *name;
  const char *scale; // "" for a plain operand
  int64_t blockRows, blockK;
  bool tensorScale;
  std::vector<const char *> elems;
};

const char *kFp8[] = {"f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ"};

const std::vector<Recipe> &recipes() {
  static const std::vector<Recipe> r = {
      {"plain", "", 0, 0, false, {"bf16", "f16", "f32"}},
      {"fp8_per_tensor", "f32", 0, 0, false, {kFp8, kFp8 + 4}},
      {"fp8_rowwise", "f32", 1, 0, false, {kFp8, kFp8 + 4}},
      {"mxfp8", "f8E8M0FNU", 1, 32, false, {"f8E4M3FN", "f8E5M2"}},
      {"mxfp6", "f8E8M0FNU", 1, 32, false, {"f6E2M3FN", "f6E3M2FN"}},
      {"mxfp4", "f8E8M0FNU", 1, 32, false, {"f4E2M1FN"}},
      {"nvfp4", "f8E4M3FN", 1, 16, true, {"f4E2M1FN"}},
      {"nvfp4_1level", "f8E4M3FN", 1, 16, false, {"f4E2M1FN"}},
      {"amdfp4", "ue5m3", 1, 16, true, {"f4E2M1FN"}},
      {"block1x128", "f32", 1, 128, false, {kFp8, kFp8 + 4}},
      {"block128x128", "f32", 128, 128, false, {kFp8, kFp8 + 4}},
      {"e8m0_1x128", "f8E8M0FNU", 1, 128, false, {"f8E4M3FN", "f8E5M2"}},
      {"e8m0_128x128", "f8E8M0FNU", 128, 128, false, {"f8E4M3FN"}},
  };
  return r;
}

struct Gen {
  std::mt19937_64 rng;
  explicit Gen(uint64_t seed) : rng(seed * 0x9E3779B97F4A7C15ull + 1) {}

  uint64_t below(uint64_t n) { return n ? rng() % n : 0; }
  bool chance(unsigned percent) { return below(100) < percent; }
  template <typename T> const T &pick(const std::vector<T> &v) {
    return v[below(v.size())];
  }

  /// A size: mostly small and ragged, sometimes 0 / 1 / a multiple of
  /// `align`, rarely huge (near 2^31 elements with its partner). A block
  /// must divide its dimension: `align` > 1 rounds up to a multiple of it,
  /// except now and then (the verifier's diagnostic).
  int64_t size(int64_t align) {
    unsigned r = below(100);
    int64_t v;
    if (r < 8)
      v = 0;
    else if (r < 16)
      v = 1;
    else if (r < 24)
      v = 1 + below(15);
    else if (r < 30)
      v = 65536 + 2 * align * int64_t(below(4)); // huge
    else if (r < 65)
      v = std::max<int64_t>(align, 16) * int64_t(1 + below(4));
    else
      v = 1 + below(200);
    if (align > 1 && !chance(4))
      v = (v + align - 1) / align * align;
    return v;
  }
};

std::string dimStr(int64_t d) { return d < 0 ? "?" : std::to_string(d); }

std::string blockStr(int64_t b) { return b == 0 ? "*" : std::to_string(b); }

/// An operand: logical storage dims (rank 2 or 3), which dim is K, its
/// recipe and element type.
struct Operand {
  const Recipe *recipe;
  std::string elem;
  std::vector<int64_t> dims; // -1: dynamic in the type
  std::vector<int64_t> runDims; // sizes at run time
  int kDim;                  // index of K in dims

  bool plain() const { return !*recipe->scale; }

  std::string type() const {
    std::string shape;
    for (int64_t d : dims)
      shape += dimStr(d) + "x";
    if (plain())
      return "tensor<" + shape + elem + ">";
    std::vector<std::string> blk;
    size_t rank = dims.size();
    if (rank == 3)
      blk.push_back(recipe->blockRows == 0 && recipe->blockK == 0 ? "*" : "1");
    for (size_t d = rank - 2; d < rank; ++d)
      blk.push_back(blockStr(int(d) == kDim ? recipe->blockK
                                            : recipe->blockRows));
    std::string b = blk[0];
    for (size_t i = 1; i < blk.size(); ++i)
      b += ", " + blk[i];
    return "!lowp.scaled<" + shape + elem + ", scale = " + recipe->scale +
           ", block = [" + b + "]" +
           (recipe->tensorScale ? ", tensor_scale" : "") + ">";
  }
};


/// Random values of a plain tensor, as the runner takes them.
/// `specials`: now and then 0, -0, Inf, NaN, a subnormal and a large value
/// (near f32's top for a quantize's input, to be clamped; 1e20 for a
/// matmul's operand, whose products and sums then stay inside f32: an
/// overflow in f32 accumulation is hardware order, not a lowering error).
num::NpyArray plainArray(Gen &g, const std::string &elem,
                         const std::vector<int64_t> &shape, bool specials,
                         bool nearMax = false) {
  num::NpyArray a;
  a.shape = shape;
  a.dtype = elem == "f32" ? num::DType::F32
            : elem == "f16" ? num::DType::F16
                            : num::DType::BF16;
  int64_t n = a.numElements();
  a.data.resize(n * num::dtypeSize(a.dtype));
  std::normal_distribution<float> nd(0.f, 2.f);
  for (int64_t i = 0; i < n; ++i) {
    float x = nd(g.rng);
    if (specials && g.chance(2))
      x = g.pick(std::vector<float>{0.f, -0.f, nearMax ? 1e30f : 1e20f,
                                    nearMax ? -3e38f : -1e20f, 1e-40f,
                                    std::numeric_limits<float>::infinity(),
                                    std::numeric_limits<float>::quiet_NaN()});
    if (a.dtype == num::DType::F32) {
      std::memcpy(a.data.data() + 4 * i, &x, 4);
    } else {
      uint16_t h = a.dtype == num::DType::F16 ? num::floatToHalf(x)
                                              : num::floatToBF16(x);
      std::memcpy(a.data.data() + 2 * i, &h, 2);
    }
  }
  return a;
}

/// Codes, scales and (two-level recipes) the tensor scale of an operand.
void scaledArrays(Gen &g, const Operand &op, bool specials,
                  std::vector<num::NpyArray> &out) {
  auto fmt = num::parseFormat(op.elem);
  unsigned bits = fmt ? num::getInfo(*fmt).bits : 8;
  num::NpyArray codes;
  codes.dtype = num::DType::U8;
  codes.shape = op.runDims;
  codes.data.resize(codes.numElements());
  for (uint8_t &c : codes.data) {
    c = uint8_t(g.below(1u << bits));
    if (fmt && num::isNaNCode(*fmt, c) && !(specials && g.chance(20)))
      c = 0x11;
  }
  out.push_back(std::move(codes));

  num::NpyArray scales;
  size_t rank = op.dims.size();
  for (size_t d = 0; d < rank; ++d) {
    int64_t blk = d + 2 < rank ? (op.recipe->blockRows == 0 &&
                                          op.recipe->blockK == 0
                                      ? 0
                                      : 1)
                  : int(d) == op.kDim ? op.recipe->blockK
                                      : op.recipe->blockRows;
    int64_t n = op.runDims[d];
    scales.shape.push_back(blk == 0 ? 1 : (n + blk - 1) / blk);
  }
  std::string s = op.recipe->scale;
  scales.dtype = s == "f32" ? num::DType::F32 : num::DType::U8;
  int64_t n = scales.numElements();
  scales.data.resize(n * num::dtypeSize(scales.dtype));
  for (int64_t i = 0; i < n; ++i) {
    if (s == "f32") {
      float v = 0.05f + 3.f * float(g.below(1000)) / 1000.f;
      if (specials && g.chance(3))
        v = std::numeric_limits<float>::quiet_NaN();
      std::memcpy(scales.data.data() + 4 * i, &v, 4);
      continue;
    }
    uint8_t lo = 112, hi = 142, nan = 0xFF; // E8M0 around 2^0
    if (s == "f8E4M3FN")
      lo = 0x18, hi = 0x40, nan = 0x7F;
    else if (s == "ue5m3")
      lo = 80, hi = 140;
    uint8_t c = uint8_t(lo + g.below(hi - lo));
    if (specials && g.chance(3))
      c = g.chance(50) ? nan : 0;
    scales.data[i] = c;
  }
  out.push_back(std::move(scales));

  if (op.recipe->tensorScale) {
    num::NpyArray ts;
    ts.dtype = num::DType::F32;
    float v = 0.25f + float(g.below(100)) / 50.f;
    ts.data.resize(4);
    std::memcpy(ts.data.data(), &v, 4);
    out.push_back(std::move(ts));
  }
}

void operandInputs(Gen &g, const Operand &op, bool specials,
                   std::vector<num::NpyArray> &out) {
  if (op.plain())
    out.push_back(plainArray(g, op.elem, op.runDims, specials));
  else
    scaledArrays(g, op, specials, out);
}

/// A random operand recipe (`allowPlain`: a plain bf16 / f16 / f32 one too).
const Recipe &pickRecipe(Gen &g, bool allowPlain) {
  for (;;) {
    const Recipe &r = g.pick(recipes());
    if (allowPlain || *r.scale)
      return r;
  }
}

std::string pickElem(Gen &g, const Recipe &r) {
  return r.elems[g.below(r.elems.size())];
}

int64_t product(const std::vector<int64_t> &v) {
  int64_t p = 1;
  for (int64_t d : v)
    p *= d;
  return p;
}

/// Small enough to run on the emulator in a fuzz loop.
bool smallRun(const std::vector<int64_t> &dims, int64_t limit) {
  for (int64_t d : dims)
    if (d > 4096)
      return false;
  return product(dims) <= limit;
}

std::string outElem(Gen &g) {
  return g.pick(std::vector<std::string>{"f32", "bf16", "f16"});
}

/// An input with its values' magnitudes: a code's sign bit cleared (bit
/// `bits - 1`), a float's sign bit cleared; `zero`: all zeros (the bias).
num::NpyArray absArray(const num::NpyArray &in, unsigned codeBits, bool zero) {
  num::NpyArray a = in;
  if (zero) {
    std::fill(a.data.begin(), a.data.end(), 0);
    return a;
  }
  unsigned es = num::dtypeSize(a.dtype);
  for (size_t i = 0; i < a.data.size(); i += es) {
    if (codeBits)
      a.data[i] &= uint8_t(~(1u << (codeBits - 1)));
    else if (a.dtype == num::DType::F32 || a.dtype == num::DType::F16 ||
             a.dtype == num::DType::BF16)
      a.data[i + es - 1] &= 0x7F; // little endian: the sign in the last byte
  }
  return a;
}

unsigned codeBits(const std::string &elem) {
  auto f = num::parseFormat(elem);
  return f ? num::getInfo(*f).bits : 0;
}

/// The |a| |b| inputs of a matmul (Program::absInputs), from its inputs in
/// the order genMatmul made them.
void makeAbsInputs(Program &p, const Operand &a, const Operand &b, bool chain,
                   bool grouped, bool bias) {
  size_t i = 0;
  auto operand = [&](const Operand &op, bool plainInput) {
    if (plainInput || op.plain()) {
      p.absInputs.push_back(absArray(p.inputs[i++], 0, false));
      return;
    }
    p.absInputs.push_back(absArray(p.inputs[i++], codeBits(op.elem), false));
    p.absInputs.push_back(p.inputs[i++]); // scales: non-negative already
    if (op.recipe->tensorScale)
      p.absInputs.push_back(absArray(p.inputs[i++], 0, false));
  };
  operand(a, chain);
  operand(b, false);
  if (grouped)
    p.absInputs.push_back(p.inputs[i++]);
  if (bias)
    p.absInputs.push_back(absArray(p.inputs[i++], 0, true));
}

/// The lowp.quantize / lowp.dequantize programs.
void genQuantize(Gen &g, Program &p, bool dequant) {
  const Recipe &r = pickRecipe(g, /*allowPlain=*/false);
  Operand op{&r, pickElem(g, r), {}, {}, 1};
  int64_t R = g.size(r.blockRows);
  int64_t C = g.size(r.blockK);
  // fp4 codes pack two per byte along the innermost dimension.
  if (op.elem == "f4E2M1FN" && C % 2)
    ++C;
  // Blocks along the rows instead (a weight quantized along K = dim 0).
  if (g.chance(25)) {
    op.kDim = 0;
    std::swap(R, C);
    if (op.elem == "f4E2M1FN" && C % 2)
      ++C;
  }
  op.runDims = {R, C};
  op.dims = op.runDims;
  int64_t rowBlock = op.kDim == 0 ? r.blockK : r.blockRows;
  bool dyn = g.chance(30) && (rowBlock <= 1 || g.chance(5));
  if (dyn)
    op.dims[0] = -1;
  if (dyn && R > 64 && g.chance(40))
    op.runDims[0] = g.below(3); // 0, 1 or 2 rows at run time
  std::string hp = outElem(g);
  std::string x = "tensor<" + dimStr(op.dims[0]) + "x" + dimStr(op.dims[1]) +
                  "x" + hp + ">";
  std::string attrs;
  bool e8m0 = std::string(r.scale) == "f8E8M0FNU";
  if (!dequant && (e8m0 || g.chance(5))) {
    if (g.chance(70))
      attrs = " mode = " + g.pick(std::vector<std::string>{
                               "floor", "ceil", "even", "rceil"});
    p.defect |= !e8m0 && !attrs.empty();
  }
  if (!dequant && (std::string(r.scale) == "f32" || g.chance(3)) &&
      g.chance(30)) {
    attrs += " pow2_scales";
    p.defect |= std::string(r.scale) != "f32";
  }
  std::string q = op.type();
  bool specials = g.chance(30);
  std::ostringstream os;
  if (dequant) {
    os << "func.func @f(%q: " << q << ") -> " << x << " {\n"
       << "  %x = lowp.dequantize %q : " << q << " -> " << x << "\n"
       << "  return %x : " << x << "\n}\n";
    if (smallRun(op.runDims, 1 << 16))
      operandInputs(g, op, specials, p.inputs);
  } else {
    os << "func.func @f(%x: " << x << ") -> " << q << " {\n"
       << "  %q = lowp.quantize %x" << attrs << " : " << x << " -> " << q
       << "\n  return %q : " << q << "\n}\n";
    if (smallRun(op.runDims, 1 << 16))
      p.inputs.push_back(plainArray(g, hp, op.runDims, specials,
                                    /*nearMax=*/true));
  }
  p.text = os.str();
  p.runnable = !p.inputs.empty();
}

/// scaled_matmul (maybe transposed, batched, with bias) and
/// grouped_scaled_matmul; `chain`: A comes from a lowp.quantize.
void genMatmul(Gen &g, Program &p, bool grouped, bool chain) {
  const Recipe *ra = chain ? &pickRecipe(g, false) : &pickRecipe(g, true);
  const Recipe *rb = &pickRecipe(g, true);
  if (!*ra->scale && !*rb->scale && g.chance(90))
    rb = &pickRecipe(g, false);
  // Pairs that share an element family most of the time (a strategy
  // exists), anything now and then.
  int64_t kAlign = std::max<int64_t>({ra->blockK, rb->blockK, 1});
  int64_t M = g.size(ra->blockRows), N = g.size(rb->blockRows),
          K = g.size(kAlign);
  if (g.chance(15))
    K = std::max<int64_t>(kAlign, 16) * int64_t(g.below(3)); // 0, 1, 2 steps
  bool ta = !grouped && g.chance(20), tb = grouped ? g.chance(80) : g.chance(75);
  bool batch = !grouped && g.chance(10);
  int64_t Bt = batch ? int64_t(g.below(3)) + (g.chance(80) ? 1 : 0) : 0;
  int64_t G = grouped ? int64_t(g.below(4)) + (g.chance(90) ? 1 : 0) : 0;
  bool dynM = g.chance(30) && (ra->blockRows <= 1 || g.chance(5));
  int64_t runM = M;
  if (dynM && g.chance(25))
    runM = g.below(3);

  Operand a{ra, pickElem(g, *ra), {}, {}, 0};
  Operand b{rb, pickElem(g, *rb), {}, {}, 0};
  // fp4 codes pack two per byte along the innermost dimension (M or N when
  // stored K-major).
  if (ta && a.elem == "f4E2M1FN" && M % 2)
    ++M, ++runM;
  if (ta && a.elem == "f4E2M1FN" && runM % 2)
    ++runM;
  if (!tb && b.elem == "f4E2M1FN" && N % 2)
    ++N;
  if (!*ra->scale && !*rb->scale)
    b.elem = a.elem; // two plain operands: rejected by C2 anyway
  // A: M x K (K x M with transpose_a).
  a.dims = ta ? std::vector<int64_t>{K, M} : std::vector<int64_t>{M, K};
  a.runDims = ta ? std::vector<int64_t>{K, runM}
                 : std::vector<int64_t>{runM, K};
  a.kDim = ta ? 0 : 1;
  if (dynM)
    a.dims[ta ? 1 : 0] = -1;
  // B: K x N (N x K with transpose_b).
  b.dims = tb ? std::vector<int64_t>{N, K} : std::vector<int64_t>{K, N};
  b.runDims = b.dims;
  b.kDim = tb ? 1 : 0;
  std::vector<int64_t> out = {dynM ? -1 : M, N}, runOut = {runM, N};
  if (batch) {
    a.dims.insert(a.dims.begin(), Bt);
    a.runDims.insert(a.runDims.begin(), Bt);
    b.dims.insert(b.dims.begin(), Bt);
    b.runDims.insert(b.runDims.begin(), Bt);
    out.insert(out.begin(), Bt);
    runOut.insert(runOut.begin(), Bt);
    a.kDim++, b.kDim++;
  }
  if (grouped) {
    b.dims.insert(b.dims.begin(), G);
    b.runDims.insert(b.runDims.begin(), G);
    b.kDim++;
  }
  std::string oe = outElem(g);
  // One deliberate defect now and then: a contraction, result or bias size
  // off by one.
  int defect = g.chance(8) ? int(g.below(3)) + 1 : 0;
  p.defect = defect != 0;
  if (defect == 1)
    b.dims[b.kDim] += 1, b.runDims[b.kDim] += 1;
  if (defect == 2)
    out.back() += 1;
  std::string tc = "tensor<";
  for (int64_t d : out)
    tc += dimStr(d) + "x";
  tc += oe + ">";
  bool bias = g.chance(30);
  std::string be = outElem(g);
  std::vector<int64_t> biasShape = {N + (defect == 3 ? 1 : 0)};
  if (grouped)
    biasShape.insert(biasShape.begin(), G);
  if (!bias && defect == 3)
    p.defect = false;
  std::string tbias = "tensor<";
  for (int64_t d : biasShape)
    tbias += dimStr(d) + "x";
  tbias += be + ">";

  std::string ta_s = a.type(), tb_s = b.type();
  std::string args = "%b: " + tb_s;
  std::ostringstream body;
  if (chain) {
    // A is quantized in the function from an input of its shape.
    std::string hp = g.pick(std::vector<std::string>{"f32", "bf16", "f16"});
    std::string xin = "tensor<";
    for (int64_t d : a.dims)
      xin += dimStr(d) + "x";
    xin += hp + ">";
    args = "%x: " + xin + ", " + args;
    body << "  %a = lowp.quantize %x : " << xin << " -> " << ta_s << "\n";
    a.elem = hp; // for the inputs: a plain array of A's shape
  } else {
    args = "%a: " + ta_s + ", " + args;
  }
  std::string offT = grouped ? "tensor<" + std::to_string(G) + "xi32>" : "";
  if (grouped)
    args += ", %off: " + offT;
  if (bias)
    args += ", %bias: " + tbias;
  std::string attrs;
  if (ta || (tb && !grouped))
    attrs = std::string(" {") + (ta ? "transpose_a" : "") +
            (ta && tb ? ", " : "") + (tb ? "transpose_b" : "") + "}";
  if (grouped && tb)
    attrs = " {transpose_b}";
  std::string biasUse = bias ? " bias(%bias : " + tbias + ")" : "";
  if (grouped)
    body << "  %c = lowp.grouped_scaled_matmul %a, %b offsets(%off : " << offT << ")" << biasUse << attrs
         << " : " << ta_s << ", " << tb_s << " -> " << tc << "\n";
  else
    body << "  %c = lowp.scaled_matmul %a, %b" << biasUse << attrs
         << " : " << ta_s << ", " << tb_s << " -> " << tc << "\n";
  std::ostringstream os;
  os << "func.func @f(" << args << ") -> " << tc << " {\n"
     << body.str() << "  return %c : " << tc << "\n}\n";
  p.text = os.str();

  bool specials = g.chance(25);
  if (p.defect || !smallRun({runM, N, K}, 1 << 19) || Bt > 2 || G > 4 ||
      !smallRun(b.runDims, 1 << 17))
    return;
  if (chain)
    p.inputs.push_back(plainArray(g, a.elem, a.runDims, specials));
  else
    operandInputs(g, a, specials, p.inputs);
  operandInputs(g, b, specials, p.inputs);
  if (grouped) {
    num::NpyArray off;
    off.dtype = num::DType::I32;
    off.shape = {G};
    off.data.resize(4 * G);
    std::vector<int32_t> ends(G);
    for (int32_t &e : ends)
      e = int32_t(g.below(uint64_t(runM) + 1));
    std::sort(ends.begin(), ends.end());
    if (g.chance(10) && G > 0) { // decreasing or past M: a runtime error
      ends[0] = int32_t(runM + 5);
      p.validOffsets = false;
    }
    if (G > 0)
      std::memcpy(off.data.data(), ends.data(), 4 * G);
    p.inputs.push_back(std::move(off));
  }
  if (bias)
    p.inputs.push_back(plainArray(g, be, biasShape, specials));
  p.runnable = true;
  p.K = K;
  makeAbsInputs(p, a, b, chain, grouped, bias);
}

} // namespace

Program lowp::fuzz::generate(uint64_t seed) {
  Gen g(seed);
  Program p;
  p.seed = seed;
  unsigned k = unsigned(g.below(100));
  if (k < 25) {
    p.kind = "quantize";
    genQuantize(g, p, false);
  } else if (k < 35) {
    p.kind = "dequantize";
    genQuantize(g, p, true);
  } else if (k < 75) {
    p.kind = "matmul";
    genMatmul(g, p, false, false);
  } else if (k < 90) {
    p.kind = "grouped";
    genMatmul(g, p, true, false);
  } else {
    p.kind = "chain";
    genMatmul(g, p, false, true);
  }
  return p;
}

std::string lowp::fuzz::mutateText(const std::string &s,
                                   std::mt19937_64 &rng) {
  static const char *tokens[] = {
      "x",  "?",   "*",    ",",    "<",           ">",        "[",
      "]",  "0",   "-1",   "2147483648",         "9223372036854775807",
      "99999999999999999999", "f8E4M3FN", "f4E2M1FN", "ue5m3", "f32",
      "scale = ", "block = [", "tensor_scale", "along = ", "per_axis = ",
      "mxfp4",  "nvfp4", "\"", "{", "}", "%a", "!lowp.scaled<", "0x0"};
  std::string t = s;
  unsigned n = 1 + rng() % 4;
  for (unsigned i = 0; i < n; ++i) {
    size_t pos = t.empty() ? 0 : rng() % (t.size() + 1);
    switch (rng() % 6) {
    case 0: // insert a token
      t.insert(pos, tokens[rng() % (sizeof(tokens) / sizeof(*tokens))]);
      break;
    case 1: // delete a span
      if (!t.empty())
        t.erase(std::min(pos, t.size() - 1), 1 + rng() % 8);
      break;
    case 2: { // replace a number by an edge value
      size_t d = t.find_first_of("0123456789", pos);
      if (d == std::string::npos)
        break;
      size_t e = t.find_first_not_of("0123456789", d);
      const char *edge[] = {"0", "1", "2147483647", "2147483648",
                            "4294967296", "9223372036854775807",
                            "18446744073709551616", "00", "3"};
      t.replace(d, (e == std::string::npos ? t.size() : e) - d,
                edge[rng() % 9]);
      break;
    }
    case 3: // duplicate a span
      if (!t.empty()) {
        size_t p0 = std::min(pos, t.size() - 1);
        t.insert(p0, t.substr(p0, 1 + rng() % 12));
      }
      break;
    case 4: // a random byte
      t.insert(pos, 1, char(rng() % 256));
      break;
    default: // swap two characters
      if (t.size() > 1) {
        size_t q = rng() % t.size();
        std::swap(t[std::min(pos, t.size() - 1)], t[q]);
      }
    }
  }
  return t;
}

std::vector<uint8_t> lowp::fuzz::mutateNpy(const std::vector<uint8_t> &bytes,
                                           std::mt19937_64 &rng) {
  std::vector<uint8_t> b = bytes;
  std::string text(b.begin(), b.end());
  auto replaceIn = [&](const char *from, const char *to) {
    size_t at = text.find(from);
    if (at != std::string::npos)
      text.replace(at, std::strlen(from), to);
  };
  switch (rng() % 10) {
  case 0: // truncate
    text.resize(b.empty() ? 0 : rng() % b.size());
    break;
  case 1: // the header length field
    if (text.size() > 9) {
      text[8] = char(rng() % 256);
      text[9] = char(rng() % 256);
    }
    break;
  case 2: { // the version
    if (text.size() > 7)
      text[6] = char(rng() % 5), text[7] = char(rng() % 3);
    break;
  }
  case 3: { // the descr
    const char *d[] = {"<f8", ">f4", "|b1", "<c8", "<U3", "|O", "<f2",
                       "<i8", "|u1", "<V2", "<u2", "<f16", ""};
    size_t at = text.find("'descr': '");
    if (at != std::string::npos) {
      size_t e = text.find('\'', at + 10);
      if (e != std::string::npos)
        text.replace(at + 10, e - at - 10, d[rng() % 13]);
    }
    break;
  }
  case 4: { // the shape
    const char *s[] = {"()",      "(0,)",         "(-1, 2)",
                       "(2, 3, 4, 5, 6, 7, 8, 9)",  "(4294967296, 4294967296)",
                       "(1,",     "(9223372036854775807,)", "(3, 0)",
                       "(a, b)",  "(1, 2)"};
    size_t at = text.find("'shape': ");
    if (at != std::string::npos) {
      size_t e = text.find(')', at);
      if (e != std::string::npos)
        text.replace(at + 9, e - at - 8, s[rng() % 10]);
    }
    break;
  }
  case 5:
    replaceIn("False", rng() % 2 ? "True" : "Flase");
    break;
  case 6:
    replaceIn("\\x93NUMPY", "NUMPY");
    if (!text.empty())
      text[0] = char(rng() % 256);
    break;
  case 7: // append garbage
    for (unsigned i = rng() % 64; i > 0; --i)
      text.push_back(char(rng() % 256));
    break;
  default: // flip random bytes (mostly in the header)
    for (unsigned i = 1 + rng() % 4; i > 0 && !text.empty(); --i)
      text[rng() % std::min<size_t>(text.size(), rng() % 2 ? 128 : text.size())] ^=
          char(1u << (rng() % 8));
  }
  return std::vector<uint8_t>(text.begin(), text.end());
}

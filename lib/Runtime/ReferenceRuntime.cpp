//===- ReferenceRuntime.cpp - host runtime of the reference path ----------===//

#include "lowp/Runtime/ReferenceRuntime.h"
#include "lowp/Numerics/Quantize.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace lowp;
using namespace lowp::num;

namespace {
/// A strided view of a ranked memref descriptor reached through an unranked
/// one: { T *allocated, T *aligned, int64_t offset, int64_t sizes[R],
/// int64_t strides[R] }.
struct View {
  char *base;
  int64_t rank;
  const int64_t *sizes;
  const int64_t *strides;
  size_t elemSize;

  View(int64_t rank, void *desc, size_t elemSize)
      : rank(rank), elemSize(elemSize) {
    auto *fields = static_cast<int64_t *>(desc);
    char *aligned = reinterpret_cast<char *>(fields[1]);
    base = aligned + fields[2] * int64_t(elemSize);
    sizes = fields + 3;
    strides = fields + 3 + rank;
  }

  int64_t numElements() const {
    int64_t n = 1;
    for (int64_t i = 0; i < rank; ++i)
      n *= sizes[i];
    return n;
  }
  std::vector<int64_t> shape() const {
    return std::vector<int64_t>(sizes, sizes + rank);
  }

  /// Calls f(pointer) for every element in row-major order.
  template <typename F> void forEach(F f) const {
    int64_t n = numElements();
    std::vector<int64_t> idx(rank, 0);
    for (int64_t e = 0; e < n; ++e) {
      int64_t off = 0;
      for (int64_t d = 0; d < rank; ++d)
        off += idx[d] * strides[d];
      f(base + off * int64_t(elemSize));
      for (int64_t d = rank; d-- > 0;) {
        if (++idx[d] < sizes[d])
          break;
        idx[d] = 0;
      }
    }
  }

  template <typename T> std::vector<T> read() const {
    std::vector<T> out;
    out.reserve(numElements());
    forEach([&](char *p) {
      T v;
      std::memcpy(&v, p, sizeof(T));
      out.push_back(v);
    });
    return out;
  }

  template <typename T> void write(const std::vector<T> &vals) const {
    size_t i = 0;
    forEach([&](char *p) { std::memcpy(p, &vals[i++], sizeof(T)); });
  }
};

[[noreturn]] void fatal(const std::string &msg) {
  std::fprintf(stderr, "lowp runtime error: %s\n", msg.c_str());
  std::fflush(stderr);
  std::_Exit(3);
}

QuantSpec specFrom(const View &spec, std::vector<int64_t> shape) {
  std::vector<int64_t> s = spec.read<int64_t>();
  if (s.size() < size_t(rt::kSpecBlocks) ||
      s.size() != size_t(rt::kSpecBlocks + s[rt::kSpecRank]))
    fatal("malformed quantization spec");
  QuantSpec q;
  q.element = static_cast<Format>(s[rt::kSpecElement]);
  q.scale = static_cast<ScaleKind>(s[rt::kSpecScaleKind]);
  q.tensorScale = s[rt::kSpecTensorScale] != 0;
  q.mode = static_cast<ScaleMode>(s[rt::kSpecMode]);
  q.pow2 = s[rt::kSpecPow2] != 0;
  q.layout.shape = std::move(shape);
  q.layout.block.assign(s.begin() + rt::kSpecBlocks, s.end());
  std::string err = validate(q);
  if (!err.empty())
    fatal("cannot quantize a tensor of this shape: " + err);
  return q;
}

void checkScales(const QuantSpec &q, const View &scales) {
  if (scales.shape() != q.layout.scaleShape())
    fatal("scale tensor shape does not match the codes' shape and blocks");
}
} // namespace

extern "C" {
void lowp_rt_quantize(int64_t xr, void *xd, int64_t cr, void *cd, int64_t sr,
                      void *sd, int64_t tr, void *td, int64_t pr, void *pd) {
  View x(xr, xd, 4), spec(pr, pd, 8);
  QuantSpec q = specFrom(spec, x.shape());
  bool f32 = q.scale == ScaleKind::F32;
  View codes(cr, cd, 1), scales(sr, sd, f32 ? 4 : 1), ts(tr, td, 4);
  if (codes.shape() != storedShape(q.element, x.shape()))
    fatal("codes shape does not match the input shape");
  checkScales(q, scales);
  std::vector<float> xs = x.read<float>();
  Quantized r = quantize(q, xs.data());
  codes.write(isPackedInMemory(q.element)
                  ? packFP4Codes(r.codes.data(), r.codes.size())
                  : r.codes);
  if (f32)
    scales.write(r.scales);
  else
    scales.write(r.scaleCodes);
  if (q.tensorScale)
    ts.write(std::vector<float>{r.tensorScale});
}

void lowp_rt_dequantize(int64_t cr, void *cd, int64_t sr, void *sd,
                        int64_t tr, void *td, int64_t outr, void *outd,
                        int64_t pr, void *pd) {
  View codes(cr, cd, 1), spec(pr, pd, 8), out(outr, outd, 4);
  QuantSpec q = specFrom(spec, out.shape());
  bool f32 = q.scale == ScaleKind::F32;
  View scales(sr, sd, f32 ? 4 : 1), ts(tr, td, 4);
  if (codes.shape() != storedShape(q.element, out.shape()))
    fatal("codes shape does not match the output shape");
  checkScales(q, scales);
  Quantized parts;
  parts.codes = codes.read<uint8_t>();
  if (isPackedInMemory(q.element))
    parts.codes = unpackFP4Codes(parts.codes.data(), out.numElements());
  if (f32)
    parts.scales = scales.read<float>();
  else
    parts.scaleCodes = scales.read<uint8_t>();
  if (q.tensorScale)
    parts.tensorScale = ts.read<float>()[0];
  std::vector<float> vals(parts.codes.size());
  dequantize(q, parts, vals.data());
  out.write(vals);
}
}

extern "C" void lowp_rt_zero_i32(int64_t rank, void *desc) {
  View v(rank, desc, 4);
  int64_t n = v.numElements();
  for (int64_t i = 0; i < n; ++i)
    std::memset(v.base + i * v.strides[0] * 4, 0, 4);
}

extern "C" void lowp_rt_check_eq(int64_t a, int64_t b, int64_t mr, void *md) {
  if (a == b)
    return;
  std::vector<char> msg = View(mr, md, 1).read<char>();
  fatal(std::string(msg.begin(), msg.end()) + " (" + std::to_string(a) +
        " vs " + std::to_string(b) + ")");
}

/// MLIR's memref.copy of strided memrefs (finalize-memref-to-llvm calls it
/// for copies that are not one contiguous block, e.g. a tile of a
/// lowp-tile'd result into its place): both sides are unranked descriptors
/// {rank, ranked descriptor *}, elements copied in row-major order.
extern "C" void lowp_rt_memref_copy(int64_t elemSize, int64_t *src,
                                    int64_t *dst) {
  View from(src[0], reinterpret_cast<void *>(src[1]), elemSize);
  View to(dst[0], reinterpret_cast<void *>(dst[1]), elemSize);
  if (from.shape() != to.shape())
    fatal("memref.copy between different shapes");
  std::vector<int64_t> idx(from.rank, 0);
  for (int64_t e = 0, n = from.numElements(); e < n; ++e) {
    int64_t f = 0, t = 0;
    for (int64_t d = 0; d < from.rank; ++d) {
      f += idx[d] * from.strides[d];
      t += idx[d] * to.strides[d];
    }
    std::memcpy(to.base + t * elemSize, from.base + f * elemSize, elemSize);
    for (int64_t d = from.rank; d-- > 0;) {
      if (++idx[d] < from.sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

/// f32 -> bf16 (num::floatToBF16: round to nearest even, subnormals kept,
/// NaN quieted): the libcall LLVM makes of the reference's f32 -> bf16
/// rounding (it recognizes the idiom) once the host's VCVTNEPS2BF16, which
/// flushes subnormals, is switched off (Runner.cpp). bf16 is returned in
/// XMM0 as the x86-64 psABI (and compiler-rt's __truncsfbf2) has it.
extern "C" __bf16 lowp_rt_truncsfbf2(float x) {
  uint16_t h = floatToBF16(x);
  __bf16 r;
  std::memcpy(&r, &h, 2);
  return r;
}

std::vector<std::pair<const char *, void *>> rt::getSymbols() {
  return {{kQuantizeF32S, reinterpret_cast<void *>(&lowp_rt_quantize)},
          {kQuantizeI8S, reinterpret_cast<void *>(&lowp_rt_quantize)},
          {kDequantizeF32S, reinterpret_cast<void *>(&lowp_rt_dequantize)},
          {kDequantizeI8S, reinterpret_cast<void *>(&lowp_rt_dequantize)},
          {kCheckEq, reinterpret_cast<void *>(&lowp_rt_check_eq)},
          {kZeroI32, reinterpret_cast<void *>(&lowp_rt_zero_i32)},
          {"__truncsfbf2", reinterpret_cast<void *>(&lowp_rt_truncsfbf2)},
          {"memrefCopy", reinterpret_cast<void *>(&lowp_rt_memref_copy)}};
}

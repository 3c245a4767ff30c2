//===- Npy.h - NumPy .npy files ---------------------------------*- C++ -*-===//
//
// Reads and writes NumPy's .npy format (versions 1.0-3.0, little endian, C
// order). A broken file never crashes: every problem is reported as a message
// naming the file and what is wrong with it.
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_NUMERICS_NPY_H
#define LOWP_NUMERICS_NPY_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace lowp::num {

enum class DType : uint8_t { F64, F32, F16, BF16, I8, U8, I16, I32, I64, Bool };

/// numpy's descr for a dtype ("<f4", "|u1", ...); bf16 is written as "<u2"
/// (its bits), since numpy has no bf16.
const char *dtypeDescr(DType t);
const char *dtypeName(DType t);
unsigned dtypeSize(DType t);

struct NpyArray {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data; // C order, little endian

  int64_t numElements() const;
  template <typename T> const T *as() const {
    return reinterpret_cast<const T *>(data.data());
  }
  template <typename T> T *as() { return reinterpret_cast<T *>(data.data()); }
};

/// Parses `bytes` (the contents of `name`). On failure returns false and sets
/// `error` to one line naming the problem. A 2-byte unsigned or void array
/// ("<u2", "<V2") reads as bf16 bits; with `wantBF16`, "<i2" does too.
bool parseNpy(const std::string &name, const std::vector<uint8_t> &bytes,
              NpyArray &out, std::string &error, bool wantBF16 = false);
bool readNpy(const std::string &path, NpyArray &out, std::string &error,
             bool wantBF16 = false);
std::vector<uint8_t> serializeNpy(const NpyArray &a);
/// Writes `a` to `path` through a temporary renamed into place: a failure
/// never leaves a truncated or half-written file.
bool writeNpy(const std::string &path, const NpyArray &a, std::string &error);
/// Writes several arrays the same way, renaming them into place only when all
/// were written (a failure to write leaves none of them new).
bool writeNpyFiles(
    const std::vector<std::pair<std::string, const NpyArray *>> &files,
    std::string &error);

} // namespace lowp::num

#endif // LOWP_NUMERICS_NPY_H

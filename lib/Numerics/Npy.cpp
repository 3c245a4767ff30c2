//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "lowp/Numerics/Npy.h"

#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>

#include <fcntl.h>
#include <unistd.h>

using namespace lowp::num;

namespace {
struct DTypeInfo {
  DType t;
  const char *descr;
  const char *name;
  unsigned size;
};
const DTypeInfo kDTypes[] = {
    {DType::F64, "<f8", "f64", 8},  {DType::F32, "<f4", "f32", 4},
    {DType::F16, "<f2", "f16", 2},  {DType::BF16, "<u2", "bf16", 2},
    {DType::I8, "|i1", "i8", 1},    {DType::U8, "|u1", "u8", 1},
    {DType::I16, "<i2", "i16", 2},  {DType::I32, "<i4", "i32", 4},
    {DType::I64, "<i8", "i64", 8},  {DType::Bool, "|b1", "bool", 1},
};
const DTypeInfo &infoOf(DType t) { return kDTypes[static_cast<unsigned>(t)]; }
} // namespace

const char *lowp::num::dtypeDescr(DType t) { return infoOf(t).descr; }
const char *lowp::num::dtypeName(DType t) { return infoOf(t).name; }
unsigned lowp::num::dtypeSize(DType t) { return infoOf(t).size; }

int64_t NpyArray::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

namespace {
/// A tiny parser for the header dict, e.g.
/// {'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }
class HeaderParser {
public:
  explicit HeaderParser(const std::string &s) : s(s) {}

  bool parse(std::string &descr, bool &fortran, std::vector<int64_t> &shape,
             std::string &error) {
    bool haveDescr = false, haveFortran = false, haveShape = false;
    skip();
    if (!eat('{'))
      return fail(error, "header is not a Python dict");
    while (true) {
      skip();
      if (eat('}'))
        break;
      std::string key;
      if (!string(key))
        return fail(error, "expected a quoted key in the header");
      skip();
      if (!eat(':'))
        return fail(error, "expected ':' after '" + key + "'");
      skip();
      if (key == "descr") {
        if (!string(descr))
          return fail(error, "'descr' is not a string (structured dtypes "
                             "are not supported)");
        haveDescr = true;
      } else if (key == "fortran_order") {
        if (s.compare(pos, 4, "True") == 0) {
          fortran = true;
          pos += 4;
        } else if (s.compare(pos, 5, "False") == 0) {
          fortran = false;
          pos += 5;
        } else {
          return fail(error, "'fortran_order' is not True or False");
        }
        haveFortran = true;
      } else if (key == "shape") {
        if (!tuple(shape))
          return fail(error, "'shape' is not a tuple of non-negative "
                             "integers");
        haveShape = true;
      } else {
        return fail(error, "unexpected key '" + key + "' in the header");
      }
      skip();
      if (eat(','))
        continue;
      skip();
      if (eat('}'))
        break;
      return fail(error, "expected ',' or '}' in the header");
    }
    if (!haveDescr || !haveFortran || !haveShape)
      return fail(error, "header lacks 'descr', 'fortran_order' or 'shape'");
    return true;
  }

private:
  static bool fail(std::string &error, const std::string &msg) {
    error = msg;
    return false;
  }
  void skip() {
    while (pos < s.size() && std::isspace(static_cast<unsigned char>(s[pos])))
      ++pos;
  }
  bool eat(char c) {
    if (pos < s.size() && s[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool string(std::string &out) {
    if (pos >= s.size() || (s[pos] != '\'' && s[pos] != '"'))
      return false;
    char q = s[pos++];
    size_t end = s.find(q, pos);
    if (end == std::string::npos)
      return false;
    out = s.substr(pos, end - pos);
    pos = end + 1;
    return true;
  }
  bool tuple(std::vector<int64_t> &out) {
    if (!eat('('))
      return false;
    while (true) {
      skip();
      if (eat(')'))
        return true;
      if (pos >= s.size() || !std::isdigit(static_cast<unsigned char>(s[pos])))
        return false;
      int64_t v = 0;
      while (pos < s.size() &&
             std::isdigit(static_cast<unsigned char>(s[pos]))) {
        if (v > (std::numeric_limits<int64_t>::max() - 9) / 10)
          return false;
        v = v * 10 + (s[pos++] - '0');
      }
      if (pos < s.size() && s[pos] == 'L') // Python 2 longs
        ++pos;
      out.push_back(v);
      skip();
      if (eat(','))
        continue;
      skip();
      if (eat(')'))
        return true;
      return false;
    }
  }

  const std::string &s;
  size_t pos = 0;
};
} // namespace

bool lowp::num::parseNpy(const std::string &name,
                         const std::vector<uint8_t> &bytes, NpyArray &out,
                         std::string &error, bool wantBF16) {
  auto fail = [&](const std::string &msg) {
    error = name + ": " + msg;
    return false;
  };
  static const char kMagic[] = "\x93NUMPY";
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, 6) != 0)
    return fail("not a .npy file (bad magic)");
  uint8_t major = bytes[6];
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = bytes[8] | (bytes[9] << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return fail("truncated header");
    headerLen = size_t(bytes[8]) | (size_t(bytes[9]) << 8) |
                (size_t(bytes[10]) << 16) | (size_t(bytes[11]) << 24);
    headerStart = 12;
  } else {
    return fail("unsupported .npy version " + std::to_string(major));
  }
  if (headerStart + headerLen > bytes.size())
    return fail("truncated header");
  std::string header(bytes.begin() + headerStart,
                     bytes.begin() + headerStart + headerLen);
  std::string descr;
  bool fortran = false;
  std::vector<int64_t> shape;
  std::string herr;
  if (!HeaderParser(header).parse(descr, fortran, shape, herr))
    return fail("bad header: " + herr);
  if (fortran && shape.size() > 1)
    return fail("Fortran-order arrays are not supported (save with "
                "np.ascontiguousarray)");
  // Normalize descr: '=' and '<' are little endian on every host we run on;
  // single-byte types may say '|', '<' or '='.
  if (!descr.empty() && descr[0] == '>' && descr.size() >= 3 &&
      descr.substr(2) != "1")
    return fail("big-endian dtype '" + descr + "' is not supported");
  std::string key = descr.size() >= 2 ? descr.substr(1) : descr;
  bool found = false;
  if (key == "u2" || key == "V2" || (key == "i2" && wantBF16)) {
    // numpy has no bf16: its bits travel as a 2-byte unsigned (or void) type.
    out.dtype = DType::BF16;
    found = true;
  } else {
    for (const DTypeInfo &d : kDTypes) {
      if (d.t != DType::BF16 && key == std::string(d.descr).substr(1)) {
        out.dtype = d.t;
        found = true;
        break;
      }
    }
  }
  if (!found)
    return fail("unsupported dtype '" + descr +
                "' (supported: f8 f4 f2, bf16 as u2, i1 u1 i2 i4 i8, b1)");
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d)
      return fail("shape is too large");
    n *= d;
  }
  size_t want = size_t(n) * dtypeSize(out.dtype);
  size_t have = bytes.size() - headerStart - headerLen;
  if (have < want)
    return fail("truncated data: shape needs " + std::to_string(want) +
                " bytes, file has " + std::to_string(have));
  if (have > want)
    return fail("trailing data: shape needs " + std::to_string(want) +
                " bytes, file has " + std::to_string(have));
  out.shape = shape;
  out.data.assign(bytes.begin() + headerStart + headerLen, bytes.end());
  return true;
}

bool lowp::num::readNpy(const std::string &path, NpyArray &out,
                        std::string &error, bool wantBF16) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = path + ": cannot open file";
    return false;
  }
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  return parseNpy(path, bytes, out, error, wantBF16);
}

std::vector<uint8_t> lowp::num::serializeNpy(const NpyArray &a) {
  std::string header = "{'descr': '" + std::string(dtypeDescr(a.dtype)) +
                       "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < a.shape.size(); ++i)
    header += std::to_string(a.shape[i]) + (a.shape.size() == 1 ? "," : "") +
              (i + 1 < a.shape.size() ? ", " : "");
  header += "), }";
  // Pad so that the data starts on a 64-byte boundary; end with '\n'.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::vector<uint8_t> out = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0};
  out.push_back(static_cast<uint8_t>(header.size() & 0xFF));
  out.push_back(static_cast<uint8_t>(header.size() >> 8));
  out.insert(out.end(), header.begin(), header.end());
  out.insert(out.end(), a.data.begin(), a.data.end());
  return out;
}

bool lowp::num::writeNpyFiles(
    const std::vector<std::pair<std::string, const NpyArray *>> &files,
    std::string &error) {
  // Each array goes to a temporary in its destination's directory (so the
  // rename stays within one file system); only when every one is complete
  // are they renamed into place. A failure to write removes the
  // temporaries: no truncated .npy, and none of this call's outputs new.
  std::vector<std::string> temps;
  auto cleanup = [&] {
    for (const std::string &t : temps)
      std::remove(t.c_str());
    return false;
  };
  static std::atomic<unsigned> counter{0};
  for (const auto &[path, array] : files) {
    // A fresh name (O_EXCL), created 0666 & ~umask like any output.
    std::string tmp;
    int fd = -1;
    for (unsigned tries = 0; fd < 0 && tries < 100; ++tries) {
      tmp = path + ".tmp." + std::to_string(::getpid()) + "." +
            std::to_string(counter++);
      fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      if (fd < 0 && errno != EEXIST)
        break;
    }
    if (fd < 0) {
      error = path + ": cannot open for writing (" + std::strerror(errno) + ")";
      return cleanup();
    }
    temps.push_back(tmp);
    std::vector<uint8_t> bytes = serializeNpy(*array);
    const uint8_t *p = bytes.data();
    size_t left = bytes.size();
    while (left > 0) {
      ssize_t n = ::write(fd, p, left);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        error = path + ": write failed (" + std::strerror(errno) + ")";
        ::close(fd);
        return cleanup();
      }
      p += n;
      left -= size_t(n);
    }
    if (::close(fd) != 0) {
      error = path + ": write failed (" + std::strerror(errno) + ")";
      return cleanup();
    }
  }
  for (size_t i = 0; i < files.size(); ++i)
    if (std::rename(temps[i].c_str(), files[i].first.c_str()) != 0) {
      error = files[i].first + ": cannot write (" + std::strerror(errno) + ")";
      temps.erase(temps.begin(), temps.begin() + i);
      return cleanup();
    }
  return true;
}

bool lowp::num::writeNpy(const std::string &path, const NpyArray &a,
                         std::string &error) {
  return writeNpyFiles({{path, &a}}, error);
}

//===- NpyTest.cpp - .npy reading and writing -----------------------------===//

#include "lowp/Numerics/Npy.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <cstring>

using namespace lowp::num;

namespace {
std::vector<uint8_t> rawNpy(const std::string &header,
                            const std::vector<uint8_t> &data, int major = 1) {
  std::vector<uint8_t> b = {0x93, 'N', 'U', 'M', 'P', 'Y',
                            static_cast<uint8_t>(major), 0};
  b.push_back(static_cast<uint8_t>(header.size() & 0xFF));
  b.push_back(static_cast<uint8_t>(header.size() >> 8));
  if (major >= 2) {
    b.push_back(0);
    b.push_back(0);
  }
  b.insert(b.end(), header.begin(), header.end());
  b.insert(b.end(), data.begin(), data.end());
  return b;
}

std::string parseError(const std::vector<uint8_t> &bytes) {
  NpyArray a;
  std::string err;
  EXPECT_FALSE(parseNpy("x.npy", bytes, a, err));
  return err;
}
} // namespace

TEST(Npy, RoundTripEveryDType) {
  for (DType t : {DType::F64, DType::F32, DType::F16, DType::BF16, DType::I8,
                  DType::U8, DType::I16, DType::I32, DType::I64, DType::Bool}) {
    NpyArray a;
    a.dtype = t;
    a.shape = {2, 3};
    a.data.resize(6 * dtypeSize(t));
    for (size_t i = 0; i < a.data.size(); ++i)
      a.data[i] = static_cast<uint8_t>(i * 7 + 1);
    if (t == DType::Bool)
      for (auto &b : a.data)
        b &= 1;
    std::vector<uint8_t> bytes = serializeNpy(a);
    EXPECT_EQ((bytes.size() - a.data.size()) % 64, 0u); // aligned data
    NpyArray b;
    std::string err;
    ASSERT_TRUE(parseNpy("x.npy", bytes, b, err)) << err;
    EXPECT_EQ(b.dtype, t);
    EXPECT_EQ(b.shape, a.shape);
    EXPECT_EQ(b.data, a.data);
  }
}

TEST(Npy, ScalarsAndVersions) {
  float v = 2.5f;
  std::vector<uint8_t> d(4);
  std::memcpy(d.data(), &v, 4);
  NpyArray a;
  std::string err;
  ASSERT_TRUE(parseNpy(
      "s.npy",
      rawNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (), }\n", d),
      a, err))
      << err;
  EXPECT_TRUE(a.shape.empty());
  EXPECT_EQ(*a.as<float>(), 2.5f);
  ASSERT_TRUE(parseNpy(
      "s.npy",
      rawNpy("{\"descr\": \"<f4\", \"fortran_order\": False, \"shape\": "
             "(1,)}\n",
             d, 2),
      a, err))
      << err;
  EXPECT_EQ(a.shape, (std::vector<int64_t>{1}));
}

TEST(Npy, BrokenFilesGetMessages) {
  EXPECT_EQ(parseError({1, 2, 3}), "x.npy: not a .npy file (bad magic)");
  std::vector<uint8_t> d(8);
  EXPECT_EQ(parseError(rawNpy("{'descr': '<f4', 'fortran_order': False, "
                              "'shape': (3,), }\n",
                              d)),
            "x.npy: truncated data: shape needs 12 bytes, file has 8");
  EXPECT_EQ(parseError(rawNpy("{'descr': '<f4', 'fortran_order': False, "
                              "'shape': (1,), }\n",
                              d)),
            "x.npy: trailing data: shape needs 4 bytes, file has 8");
  EXPECT_EQ(parseError(rawNpy("{'descr': '>f4', 'fortran_order': False, "
                              "'shape': (2,), }\n",
                              d)),
            "x.npy: big-endian dtype '>f4' is not supported");
  EXPECT_EQ(parseError(rawNpy("{'descr': '<c8', 'fortran_order': False, "
                              "'shape': (1,), }\n",
                              d)),
            "x.npy: unsupported dtype '<c8' (supported: f8 f4 f2, bf16 as "
            "u2, i1 u1 i2 i4 i8, b1)");
  EXPECT_EQ(parseError(rawNpy("{'descr': '<f4', 'fortran_order': True, "
                              "'shape': (1, 2), }\n",
                              d)),
            "x.npy: Fortran-order arrays are not supported (save with "
            "np.ascontiguousarray)");
  EXPECT_EQ(parseError(rawNpy("{'descr': '<f4', 'shape': (2,), }\n", d)),
            "x.npy: bad header: header lacks 'descr', 'fortran_order' or "
            "'shape'");
  EXPECT_EQ(parseError(rawNpy("{'descr': '<f4', 'fortran_order': False, "
                              "'shape': (-1,), }\n",
                              d)),
            "x.npy: bad header: 'shape' is not a tuple of non-negative "
            "integers");
  std::vector<uint8_t> trunc = rawNpy("{'descr': '<f4'", {});
  trunc[8] = 200; // header length beyond the file
  EXPECT_EQ(parseError(trunc), "x.npy: truncated header");
  EXPECT_EQ(parseError(rawNpy("{'descr': [('a', '<f4')], 'fortran_order': "
                              "False, 'shape': (1,), }\n",
                              d)),
            "x.npy: bad header: 'descr' is not a string (structured dtypes "
            "are not supported)");
  EXPECT_EQ(parseError(rawNpy("{'descr': '<f4', 'fortran_order': False, "
                              "'shape': (99999999999, 99999999999, "
                              "99999999999), }\n",
                              d)),
            "x.npy: shape is too large");
}

TEST(Npy, MissingFile) {
  NpyArray a;
  std::string err;
  EXPECT_FALSE(readNpy("/nonexistent/a.npy", a, err));
  EXPECT_EQ(err, "/nonexistent/a.npy: cannot open file");
}

// Outputs are written all or none through temporaries renamed into place: a
// destination that cannot be written leaves the others as they were and no
// temporary behind.
TEST(Npy, WriteFilesAllOrNone) {
  std::string dir = ::testing::TempDir() + "npy-all-or-none";
  std::string mk = "rm -rf '" + dir + "' && mkdir -p '" + dir + "'";
  ASSERT_EQ(std::system(mk.c_str()), 0);
  NpyArray a;
  a.dtype = DType::U8;
  a.shape = {4};
  a.data = {1, 2, 3, 4};
  std::string err;
  ASSERT_TRUE(writeNpy(dir + "/old.npy", a, err)) << err;
  NpyArray b = a;
  b.data = {9, 9, 9, 9};
  EXPECT_FALSE(writeNpyFiles(
      {{dir + "/old.npy", &b}, {dir + "/missing/x.npy", &b}}, err));
  EXPECT_NE(err.find("missing/x.npy: cannot open for writing"),
            std::string::npos)
      << err;
  NpyArray back;
  ASSERT_TRUE(readNpy(dir + "/old.npy", back, err)) << err;
  EXPECT_EQ(back.data, a.data);
  std::string ls = "test $(ls -A '" + dir + "' | wc -l) -eq 1";
  EXPECT_EQ(std::system(ls.c_str()), 0) << "a temporary was left behind";
  ASSERT_TRUE(writeNpyFiles({{dir + "/old.npy", &b}, {dir + "/new.npy", &b}},
                            err))
      << err;
  ASSERT_TRUE(readNpy(dir + "/new.npy", back, err)) << err;
  EXPECT_EQ(back.data, b.data);
}

//===- Targets.h - fuzz targets shared by lowp-fuzz and libFuzzer -*- C++ -*-===//
//
// One input in, nothing out: each target feeds bytes to a lowp parser and
// checks what must hold of its answer. A violated property or a crash is a
// finding; an error message for bad input is the expected outcome. lowp-fuzz
// drives them with its own mutators; tools/lowp-fuzz/libfuzzer wraps each as
// LLVMFuzzerTestOneInput (-DLOWP_LIBFUZZER=ON).
//
//===----------------------------------------------------------------------===//

#ifndef LOWP_TOOLS_LOWP_FUZZ_TARGETS_H
#define LOWP_TOOLS_LOWP_FUZZ_TARGETS_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace lowp::fuzz {

/// The bytes as an MLIR type (`!lowp.scaled<...>`, recipe sugar) and as a
/// module: parsing and verification either succeed or give an error
/// diagnostic; a parsed type prints and parses back to itself. Returns a
/// finding's description, or "" when all is well.
std::string typeParserTarget(const uint8_t *data, size_t size);

/// The bytes as a .npy file: parseNpy succeeds with a consistent array (data
/// size = elements x dtype size, non-negative sizes, a round trip through
/// serializeNpy gives the same array) or fails with a message naming the
/// file. Returns a finding's description, or "".
std::string npyTarget(const uint8_t *data, size_t size);

} // namespace lowp::fuzz

#endif // LOWP_TOOLS_LOWP_FUZZ_TARGETS_H

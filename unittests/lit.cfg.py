# -*- Python -*-
# lit runs every GoogleTest binary named *Tests under build/unittests.
import os
import lit.formats

config.name = "lowp-unit"
config.suffixes = []
config.test_source_root = os.path.join(config.lowp_obj_root, "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
# Tests read data committed under unittests/ (golden tables).
config.environment["LOWP_SOURCE_DIR"] = config.lowp_src_root
# Sanitizer options pass through (scripts/test.sh --sanitize).
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

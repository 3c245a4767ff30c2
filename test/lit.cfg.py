# -*- Python -*-
# lit configuration for lowp.
#
# Parameters (lit --param NAME=VALUE):
#   verify_roundtrip=1  run every lowp-opt invocation with --verify-roundtrip
#                       (print, re-parse and compare, generic and custom form)
#   installed_python=P  run the Python tests with interpreter P against the
#                       lowp package it has installed (pip), not the build
#                       tree's (test/Python/pip-install.test)

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "lowp"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".py", ".c"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "Inputs", "CMakeLists.txt",
                   "README.md", "golden", "check_recipes.py", "check_matmul.py",
                   "check_gpu_matmul.py", "check_quantize_matmuls.py", "check_fused_layer.py",
                   "check_quantize_gpu.py", "check_triton.py", "check_tiled.py",
                   "check_fold.py", "check_model_block.py", "check_fused_moe.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.lowp_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%lowp_src_root", config.lowp_src_root))
config.substitutions.append(("%lowp_obj_root", config.lowp_obj_root))
# A sanitized build (-DLOWP_SANITIZE): the tools carry the shared sanitizer
# runtime; Python (not instrumented) loads it first to import the module.
# ASAN_OPTIONS / UBSAN_OPTIONS / LSAN_OPTIONS pass through (scripts/test.sh
# --sanitize sets them).
_python = config.python_executable
_installed_python = lit_config.params.get("installed_python", "")
if _installed_python:
    _python = _installed_python
    config.excludes.append("pip-install.test")
    # Its own outputs: the outer run may be running the same tests.
    config.test_exec_root = os.path.join(config.lowp_obj_root,
                                         "test-installed-python")
if config.sanitizer_preload:
    config.available_features.add("sanitizer")
    for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
        if var in os.environ:
            config.environment[var] = os.environ[var]
    _python = "env LD_PRELOAD=%s %s" % (config.sanitizer_preload, _python)
config.substitutions.append(("%python", _python))
# libFuzzer's runtime links libstdc++ ahead of the sanitizer runtime: its
# targets start with the runtime preloaded.
config.substitutions.append(
    ("%sanitizer_env", "env LD_PRELOAD=%s" % config.sanitizer_preload
     if config.sanitizer_preload else ""))

# lowp's HIP path (devices hip-gfx942 / hip-gfx950) runs on the HIP shim:
# the HIP module API over the ISA simulator (tools/lowp-hip-shim).
config.environment["LOWP_HIP_LIBRARY"] = os.path.join(
    config.lowp_obj_root, "lib", "liblowp-hip-shim.so")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.lowp_tools_dir, append_path=True)

opt_extra = []
if lit_config.params.get("verify_roundtrip", "0") not in ("0", "", "false"):
    opt_extra.append("--verify-roundtrip")
    config.available_features.add("verify-roundtrip")

tools = [
    ToolSubst("lowp-opt", extra_args=opt_extra, unresolved="fatal"),
    ToolSubst("lowp-run", unresolved="fatal"),
    ToolSubst("lowp-fuzz", unresolved="fatal"),
    ToolSubst("lowp-sim", unresolved="fatal"),
]
# The libFuzzer targets, when built (-DLOWP_LIBFUZZER=ON).
if os.path.exists(os.path.join(config.lowp_tools_dir, "lowp-fuzz-npy")):
    config.available_features.add("libfuzzer")
llvm_config.add_tool_substitutions(tools, [config.lowp_tools_dir,
                                           config.llvm_tools_dir])

# The Python bindings, when built (python_bindings/).
_py_pkgs = os.path.join(config.lowp_obj_root, "python_packages")
if os.path.exists(os.path.join(_py_pkgs, "lowp", "__init__.py")):
    config.available_features.add("python-bindings")
    if not _installed_python:
        llvm_config.with_environment("PYTHONPATH", _py_pkgs, append_path=True)

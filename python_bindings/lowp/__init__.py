"""lowp: scaled low-precision matmuls for AMD Instinct GPUs (docs/python.md).

    import lowp
    m = lowp.Module.parse(text, lowp.Context())
    lowp.quantize_matmuls(m, lambda op: ("mxfp8", "mxfp4"))
    codes, scales, tensor_scale = lowp.quantize(x, "mxfp8", mode="rceil")
"""
from ._lowp import Context, MLIRError, MatmulOp, MatmulOperand, Module, recipes  # noqa: F401
from ._version import __version__  # noqa: F401
from . import _lowp

_default_context = None


def _context(context=None):
    global _default_context
    if context is not None:
        return context
    if _default_context is None:
        _default_context = Context()
    return _default_context


def parse(text, context=None):
    """Parses MLIR text into a Module.

    Args:
      text: the module's MLIR (any dialect lowp's tools register: lowp,
        linalg, tensor, arith, math, func, scf, ...).
      context: a lowp.Context (default: one shared by the module's calls).
    Raises MLIRError with the parser's diagnostics."""
    return Module.parse(text, _context(context))


def quantize(array, recipe, element=None, mode="floor", axis=-1,
             pow2_scales=False):
    """Quantizes a float array with a recipe, bit-exact to NUMERICS.md.

    Args:
      array: a NumPy array of float32 / float16 / bfloat16-as-uint16 values.
      recipe: "mxfp8", "mxfp6", "mxfp4", "nvfp4", "amdfp4",
        "fp8_per_tensor", "fp8_rowwise", "fp8_block1x128",
        "fp8_block128x128" (lowp.recipes() lists them).
      element: the element format when the recipe has several
        ("f8E4M3FN", "f8E5M2", "f6E2M3FN", ...); default: the recipe's.
      mode: how E8M0 scales are chosen: "floor", "ceil", "even", "rceil".
      axis: the dimension the recipe's blocks run along (-1: the last).
      pow2_scales: round fp32 scales to powers of two.
    Returns (codes: uint8, one per element; scales: uint8 codes or float32;
    tensor_scale: float or None). Raises MLIRError on a bad recipe, element,
    mode or shape."""
    return _lowp._quantize(_context(), array, recipe, element, mode, axis,
                           pow2_scales)


def dequantize(codes, scales, recipe, element=None, axis=-1,
               tensor_scale=None):
    """The float32 values of quantized codes and scales.

    Args:
      codes: uint8 codes, one per element (as lowp.quantize returns them).
      scales: the block scales (uint8 codes, or float32 for FP8 recipes).
      recipe, element, axis: as for lowp.quantize.
      tensor_scale: the float tensor scale of nvfp4 / amdfp4.
    Raises MLIRError when the parts do not fit the recipe."""
    return _lowp._dequantize(_context(), codes, scales, recipe, element, axis,
                             tensor_scale)


def run(module, function, *arrays, device="cpu"):
    """Runs a function of a copy of `module` on NumPy arrays, as lowp-run
    does.

    Args:
      module: a lowp.Module.
      function: the function's name (None: the module's only public one).
      *arrays: one array per argument; a !lowp.scaled argument is its codes
        (uint8, one per element), scales (uint8 codes or float32) and, for
        nvfp4 / amdfp4, tensor scale; bf16 travels as its bits (uint16).
      device: "cpu" (the host reference), "emu-gfx942" / "emu-gfx950"
        (matmuls and quantizations as the generated GPU kernels, run on
        lowp's emulator), "sim-gfx942" / "sim-gfx950" (those kernels
        compiled to machine code and run on lowp's ISA simulator) or
        "hip-gfx942" / "hip-gfx950" (the same code objects on a GPU through
        the HIP library, $LOWP_HIP_LIBRARY or libamdhip64.so; copies to and
        from the device around each launch; docs/runtime.md).
    Returns the outputs, a list of arrays (a scaled result is its parts).
    Raises MLIRError (with the diagnostics) on bad input or failure."""
    return _from_npy(_lowp._run(module, function or "", device,
                                _to_npy(arrays)))


def _to_npy(arrays):
    import io
    import numpy as np
    blobs = []
    for a in arrays:
        f = io.BytesIO()
        np.save(f, np.ascontiguousarray(a), allow_pickle=False)
        blobs.append(f.getvalue())
    return blobs


def _from_npy(blobs):
    import io
    import numpy as np
    return [np.load(io.BytesIO(b), allow_pickle=False) for b in blobs]


class DeviceArray:
    """A buffer in device memory (hip-* devices), made by Executable.to_device
    or returned by a run on device buffers. It exports
    __cuda_array_interface__ (as HIP's PyTorch reads it) and copies back with
    numpy(); it is freed when collected. It holds the stored layout: fp4
    codes two a byte (low nibble first) along the last dimension, which
    shape counts in bytes (pack_fp4 makes it from one code per element)."""

    def __init__(self, exe, ptr, shape, dtype, owned=True):
        import numpy as np
        self._exe, self.ptr, self.owned = exe, ptr, owned
        self.shape, self.dtype = tuple(shape), np.dtype(dtype)

    @property
    def nbytes(self):
        import math
        return math.prod(self.shape) * self.dtype.itemsize

    @property
    def __cuda_array_interface__(self):
        return {"shape": self.shape, "typestr": self.dtype.str,
                "data": (self.ptr, False), "strides": None, "version": 3}

    def numpy(self):
        """A host copy (bf16 as its bits, uint16)."""
        import numpy as np
        data = self._exe._to_host(self.ptr, self.nbytes)
        return np.frombuffer(data, self.dtype).reshape(self.shape).copy()

    def __del__(self):
        if self.owned and self._exe is not None:
            self._exe._free(self.ptr)
            self._exe = None

    def __repr__(self):
        return f"<lowp.DeviceArray {self.shape} {self.dtype} at {self.ptr:#x}>"


class Executable:
    """A function compiled once for a device and run any number of times
    (lowp.load): the lowering, the kernels' code objects (loaded into HIP
    once on hip-* devices) and the host program's JIT are kept, so a call
    costs the run alone. Call it like lowp.run without module and function:
    exe(x, *weights) returns the outputs.

    On hip-* devices the arguments may also be device buffers: DeviceArrays
    (to_device) or any object with __cuda_array_interface__ (C-contiguous,
    e.g. a PyTorch tensor on a ROCm GPU). Then nothing is copied: NumPy
    arguments among them are copied to the device first, and the results
    are DeviceArrays. This needs a function whose host code only launches
    kernels (an error says why not)."""

    def __init__(self, module, function=None, device="cpu"):
        self._exe = _lowp._Executable(module, function or "", device)
        self.device = device

    @property
    def argument_types(self):
        """The tensor type of each argument slot (a scaled argument is its
        codes, scales and tensor scale), as calls take them."""
        return self._exe.argument_types

    def to_device(self, array):
        """A DeviceArray holding a copy of a NumPy array."""
        import numpy as np
        a = np.ascontiguousarray(array)
        return DeviceArray(self._exe, self._exe._to_device(a.tobytes()),
                           a.shape, a.dtype)

    def __call__(self, *arrays):
        if not any(hasattr(a, "__cuda_array_interface__") for a in arrays):
            return _from_npy(self._exe._run(_to_npy(arrays)))
        keep, bufs = [], []
        types = self.argument_types
        for i, a in enumerate(arrays):
            if not hasattr(a, "__cuda_array_interface__"):
                if i < len(types) and "xf4E2M1FN>" in types[i]:
                    a = pack_fp4(a)
                a = self.to_device(a)
                keep.append(a)
            cai = a.__cuda_array_interface__
            strides = cai.get("strides")
            if strides is not None:
                import numpy as np
                dense = np.empty(cai["shape"], np.dtype(cai["typestr"])).strides
                if tuple(strides) != dense:
                    raise ValueError("device buffers must be C-contiguous")
            bufs.append((int(cai["data"][0]), list(cai["shape"])))
        ptrs = {p for p, _ in bufs}
        return [DeviceArray(self._exe, p, shape, dtype, owned=p not in ptrs)
                for p, shape, dtype in self._exe._run_on_device(bufs)]


def pack_fp4(codes):
    """fp4 codes (uint8, one per element) as stored: two a byte along the
    last dimension, the even element in the low nibble (the layout of
    device buffers and of lowp's kernels)."""
    import numpy as np
    c = np.ascontiguousarray(codes, np.uint8)
    if c.ndim == 0 or c.shape[-1] % 2:
        raise ValueError("fp4 codes need an even last dimension to pack")
    pairs = c.reshape(*c.shape[:-1], c.shape[-1] // 2, 2)
    return (pairs[..., 0] & 0xF) | ((pairs[..., 1] & 0xF) << 4)


def load(module, function=None, device="cpu"):
    """Compiles a function of a copy of `module` for `device` (as lowp.run
    takes them) once; returns an Executable to call on arrays. Raises
    MLIRError if it does not compile."""
    return Executable(module, function, device)


def compile(module, chip, emit="asm", tile=None):
    """Compiles a copy of `module` for a chip, as lowp-compile does.

    Args:
      module: a lowp.Module (lowp ops, or linalg after quantize_matmuls).
      chip: "gfx942" (MI300X) or "gfx950" (MI355X).
      emit: "mlir" (after lowering), "llvm" (LLVM IR), "asm" (assembly) or
        "hsaco" (code objects).
      tile: overrides the cost model: "BMxBNxBK[xSPLITK][/WK]" (workgroup tile,
        split-K, waves along K) and / or "@MxNxK" (the MFMA shape, e.g. "@16x16x128" for
        gfx950's f8f6f4 kernels); default: the cost model's choice.
    Returns a dict: "text" (emit mlir/llvm/asm) or "objects" (emit hsaco:
    one HSACO per gpu.module, bytes), "reports" (one static report per
    kernel: registers, LDS, occupancy, MFMA main loop) and "contract" (the
    launch contract, JSON). Raises MLIRError with the diagnostics (an op
    the chip has no strategy for, a bad tile, ...)."""
    return _lowp._compile(module, chip, emit, tile or "")


def _recipe_pair(choice):
    if choice is None:
        return None
    if isinstance(choice, dict):
        return choice
    lhs, rhs = choice
    return {"lhs": lhs, "rhs": rhs}


def quantize_matmuls(module, rule, mode=None, f32_as_bf16=False):
    """Gives each matmul-like op of `module` a recipe and rewrites it into
    lowp.quantize + lowp.scaled_matmul.

    Args:
      module: a lowp.Module (linalg matmuls, batch matmuls, contractions).
      rule: a callable taking a MatmulOp and returning None (leave the op
        alone), a pair (lhs_recipe, rhs_recipe) or a dict with "lhs", "rhs"
        and optionally "mode"; or a table: a dict from MatmulOp.key
        ("fn#0"), op name or "default" to such a choice. Recipes are
        "NAME[:ELEMENT]" or "none" (weight-only keeps that operand).
      mode: the E8M0 scale mode for every op without its own ("floor",
        "ceil", "even", "rceil").
      f32_as_bf16: weight-only on f32 activations: round the operand kept
        in high precision to bf16 (RNE, relative error at most 2^-9) so the
        GPU's bf16 x scaled kernels take it.
    Returns the number of ops rewritten. Raises MLIRError."""
    table = rule if isinstance(rule, dict) else None
    chosen = 0
    for op in module.matmuls():
        if table is not None:
            choice = table.get(op.key, table.get(op.name, table.get("default")))
        else:
            choice = rule(op)
        choice = _recipe_pair(choice)
        if choice is None:
            op.skip()
            continue
        op.set_attr("lowp.lhs_recipe", choice.get("lhs", "none"))
        op.set_attr("lowp.rhs_recipe", choice.get("rhs", "none"))
        op_mode = choice.get("mode", mode)
        if op_mode:
            op.set_attr("lowp.mode", op_mode)
        chosen += 1
    module.run_pipeline("builtin.module(lowp-quantize-matmuls%s)" %
                        ("{f32-as-bf16=true}" if f32_as_bf16 else ""))
    return chosen


def quantize_arguments(module, function, weights, context=None):
    """Quantizes weights offline, for a function whose weight arguments
    lowp-quantize-arguments made `!lowp.scaled`: each array is quantized
    exactly as the function's own quantize would have (same recipe, blocks,
    mode; the host reference's numerics, bit-exact to NUMERICS.md).

    Args:
      module: the lowp.Module after lowp-quantize-arguments.
      function: the function's name.
      weights: {argument index: array} of the weights' values (float32,
        float16 or bf16 bits as uint16, in the argument's original type).
      context: as for lowp.parse.
    Returns {argument index: [codes, scales(, tensor_scale)]}, the arrays
    lowp.run takes for a scaled argument. Raises ValueError for an argument
    that is not a quantized weight, MLIRError on bad input."""
    args = module.arguments(function)
    out = {}
    for i, array in weights.items():
        if i < 0 or i >= len(args) or "quantized_from" not in args[i]:
            raise ValueError(
                f"argument {i} of @{function} is not a quantized weight "
                "(run lowp-quantize-arguments first)")
        a = args[i]
        attrs = ""
        if a["mode"]:
            attrs += " mode = " + a["mode"]
        if a["pow2_scales"]:
            attrs += " pow2_scales"
        text = (f"func.func @q(%x: {a['quantized_from']}) -> {a['type']} {{\n"
                f"  %q = lowp.quantize %x{attrs} : {a['quantized_from']} -> "
                f"{a['type']}\n  return %q : {a['type']}\n}}\n")
        out[i] = run(Module.parse(text, context or module.context), "q",
                     array)
    return out


def save_weights(path, parts):
    """Writes one quantized weight (the list quantize_arguments gives for an
    argument: codes, scales and, for nvfp4 / amdfp4, the tensor scale) to an
    .npz file with arrays "codes", "scales" and "tensor_scale"."""
    import numpy as np
    names = ["codes", "scales", "tensor_scale"]
    if len(parts) not in (2, 3):
        raise ValueError("a quantized weight is [codes, scales] or "
                         "[codes, scales, tensor_scale]")
    np.savez(path, **dict(zip(names, parts)))


def load_weights(path):
    """Reads a weight save_weights wrote: [codes, scales(, tensor_scale)],
    the arrays lowp.run takes for the argument."""
    import numpy as np
    with np.load(path, allow_pickle=False) as z:
        if "codes" not in z or "scales" not in z:
            raise ValueError(f"{path}: not a lowp weight file (needs arrays "
                             "'codes' and 'scales')")
        return [z["codes"], z["scales"]] + (
            [z["tensor_scale"]] if "tensor_scale" in z else [])

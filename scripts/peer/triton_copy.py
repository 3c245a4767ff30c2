#!/usr/bin/env python3
"""A Triton 3.6 copy kernel for the timing model's bandwidth calibration
(docs/simulator.md, "Calibration"): y[i] = x[i], BLOCK elements a program, as
the bandwidth tests of ROCm's partition-modes blog run it. Compiled for
gfx942 / gfx950 on the device machine:

    python3 scripts/peer/triton_copy.py OUTDIR
"""
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    for chip in ("gfx942", "gfx950"):
        src = triton.compiler.ASTSource(
            fn=copy, signature={"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32",
                                "BLOCK": "constexpr"},
            attrs={(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]],
                   (2,): [["tt.divisibility", 16]]},
            constexprs={"BLOCK": 4096})
        k = triton.compile(src, target=GPUTarget("hip", chip, 64),
                           options={"num_warps": 8})
        open(os.path.join(out, f"triton_copy_{chip}.s"), "w").write(
            f"; triton {triton.__version__}: dynamic LDS {k.metadata.shared} bytes, "
            f"{k.metadata.num_warps} warps, BLOCK 4096\n" + k.asm["amdgcn"])
    print(sorted(os.listdir(out)))


if __name__ == "__main__":
    main()

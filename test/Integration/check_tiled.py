#!/usr/bin/env python3
"""Runs each function of a module and of its lowp-tile'd form on the host
reference (lowp-run --device=cpu) and compares the outputs bit for bit.

Tiling only regroups the work: every output element is the same sum over
the same K, so the tiled program must give identical bits. The inputs are
f32 normal values (the functions quantize them), with a row of large values
and a row of zeros so that scale blocks differ across tiles.
"""
import argparse
import os
import shlex
import subprocess
import sys

import numpy as np

# function -> input shapes (M of dynamic functions chosen here), outputs
# (a scaled result is two: codes and scales).
FUNCTIONS = {
    "mx": ([(200, 256), (384, 256), (384,)], 1),
    "block": ([(130, 512), (256, 512)], 1),
    "rowwise_t": ([(128, 96), (128, 80)], 1),
    "nvfp4_batched": ([(2, 40, 64), (2, 48, 64)], 1),
    "epilogue": ([(45, 128), (160, 128), (45, 160), (160,)], 1),
    "dequant": ([(37, 192), (48, 64)], 2),
    "quantize": ([(37, 192), (40, 256), (96, 256)], 6),
}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runner", required=True)
    p.add_argument("--untiled", required=True)
    p.add_argument("--tiled", required=True)
    p.add_argument("--tmp", required=True)
    args = p.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    runner = shlex.split(args.runner)
    rng = np.random.default_rng(5)
    for name, (shapes, nout) in FUNCTIONS.items():
        ins = []
        for i, shape in enumerate(shapes):
            a = rng.standard_normal(shape).astype(np.float32)
            if len(shape) >= 2:
                a[..., 1, :] *= 300.0
                a[..., 2, :] = 0.0
            ins.append(os.path.join(args.tmp, f"{name}-in{i}.npy"))
            np.save(ins[-1], a)

        def run(module, tag):
            outs = [os.path.join(args.tmp, f"{name}-{tag}-out{j}.npy")
                    for j in range(nout)]
            cmd = runner + [module, "--device=cpu", f"--function={name}"]
            cmd += [f"--input=@{i}" for i in ins]
            cmd += [f"--output=@{o}" for o in outs]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr}")
            return [np.load(o) for o in outs]

        ref, got = run(args.untiled, "untiled"), run(args.tiled, "tiled")
        total = sum(r.size for r in ref)

        def bits(a):  # one row of bytes per element
            return a.view(np.uint8).reshape(a.shape + (-1,))

        differ = sum(int(np.count_nonzero((bits(r) != bits(g)).any(-1)))
                     if r.shape == g.shape and r.dtype == g.dtype else r.size
                     for r, g in zip(ref, got))
        print(f"{name}: {differ} of {total} outputs differ")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The timing model's sampling error (docs/simulator.md, "Sampling"): lowp's
FP8 rowwise GEMM at mid-size shapes, simulated in full and sampled (one XCD,
a window of rounds), with the wall time of each:

    python3 scripts/bench/sampling_error.py [--chip gfx942] [MxNxK ...]
"""
import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llm_shapes  # noqa: E402

SHAPES = ["4096x4096x4096", "8192x8192x1024", "2048x8192x4096", "256x8192x8192",
          "4096x14336x2048", "8192x5760x2880"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--chip", default="gfx942")
    p.add_argument("--recipe", default="fp8")
    p.add_argument("shapes", nargs="*", default=SHAPES)
    args = p.parse_args()
    print("| M x N x K | lowp's launch | full us | full s | sampled us | sampled s "
          "| workgroups simulated | error |\n|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for shape in args.shapes:
            M, N, K = map(int, shape.split("x"))
            r = {}
            for mode in ("full", "sampled"):
                t0 = time.time()
                t, sim = llm_shapes.lowp_time(tmp, args.chip, args.recipe, M, N, K,
                                              sample=mode)
                r[mode] = (t, time.time() - t0, sim["launches"][0])
            (tf, wf, lf), (ts, ws, ls) = r["full"], r["sampled"]
            print(f"| {shape} | {lf['kernel']} grid {'x'.join(map(str, lf['grid']))} | "
                  f"{tf*1e6:.1f} | {wf:.0f} | {ts*1e6:.1f} | {ws:.0f} | "
                  f"{ls['workgroupsSimulated']} of {ls['workgroups']} | "
                  f"{100*(ts/tf-1):+.1f}% |", flush=True)


if __name__ == "__main__":
    main()

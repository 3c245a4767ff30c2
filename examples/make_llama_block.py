#!/usr/bin/env python3
"""Writes examples/llama-block.mlir: one Llama-style transformer block as a
PyTorch exporter (torch-mlir's linalg path) writes it, with its weights as
constants.

    python3 examples/make_llama_block.py [-o examples/llama-block.mlir]

The block, on bf16 activations x of shape [batch, seq, D] (both dynamic):

    h = x + o_proj(attention(q_proj(x), k_proj(x), v_proj(x)))
    y = h + down_proj(silu(gate_proj(h)) * up_proj(h))

as the exporter writes nn.Linear: the weight constant is stored
[out, in] (`dense_resource` blobs, bf16), transposed by `linalg.transpose`
and multiplied by `linalg.matmul` after `tensor.collapse_shape` of the 3-D
activations to [batch * seq, D]; the result is `tensor.expand_shape`d back.
The attention core (one head, no mask: scores, softmax, weighted sum) is two
`linalg.batch_matmul`s of activations and a softmax of `linalg.generic`s.
The weights are random (seeded), so the file is the same on every run.
"""
import argparse
import os

import numpy as np

D, F = 64, 128  # hidden and MLP sizes
SEED = 2026


def bf16_bits(a):
    """float32 -> bfloat16 bits (RNE), as uint16."""
    u = a.astype(np.float32).view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return u.astype(np.uint16)


def linear(name, x, k, n, lines):
    """lines for y[?, n] = x[?, k] @ W^T with W: [n, k] (nn.Linear)."""
    lines += [
        f"  %{name}_wt_e = tensor.empty() : tensor<{k}x{n}xbf16>",
        f"  %{name}_wt = linalg.transpose ins(%{name}_w : tensor<{n}x{k}xbf16>)"
        f" outs(%{name}_wt_e : tensor<{k}x{n}xbf16>) permutation = [1, 0]",
        f"  %{name}_e = tensor.empty(%m) : tensor<?x{n}xbf16>",
        f"  %{name}_z = linalg.fill ins(%zero : bf16) outs(%{name}_e :"
        f" tensor<?x{n}xbf16>) -> tensor<?x{n}xbf16>",
        f"  %{name} = linalg.matmul ins(%{x}, %{name}_wt : tensor<?x{k}xbf16>,"
        f" tensor<{k}x{n}xbf16>) outs(%{name}_z : tensor<?x{n}xbf16>)"
        f" -> tensor<?x{n}xbf16>",
    ]


def elementwise(name, ins, types, body, lines, shape="?x?", dims="%m"):
    """A 2-D elementwise linalg.generic over `ins`, body on f32 values."""
    n = len(ins)
    maps = ", ".join(["#id2"] * (n + 1))
    args = ", ".join(f"%a{i}: bf16" for i in range(n))
    lines += [
        f"  %{name}_e = tensor.empty({dims}) : tensor<{shape}xbf16>",
        f"  %{name} = linalg.generic {{indexing_maps = [{maps}],"
        f" iterator_types = [\"parallel\", \"parallel\"]}}",
        f"      ins({', '.join('%' + i for i in ins)} : {', '.join(types)})"
        f" outs(%{name}_e : tensor<{shape}xbf16>) {{",
        f"  ^bb0({args}, %out: bf16):",
    ]
    for i in range(n):
        lines.append(f"    %f{i} = arith.extf %a{i} : bf16 to f32")
    lines += ["    " + b for b in body]
    lines += [
        "    %t = arith.truncf %r : f32 to bf16",
        "    linalg.yield %t : bf16",
        f"  }} -> tensor<{shape}xbf16>",
    ]


def block():
    rng = np.random.default_rng(SEED)
    weights = {}
    for name, n, k in [("q", D, D), ("k", D, D), ("v", D, D), ("o", D, D),
                       ("gate", F, D), ("up", F, D), ("down", D, F)]:
        w = rng.standard_normal((n, k)).astype(np.float32) / np.sqrt(k)
        weights[name] = bf16_bits(w)
    L = []
    L.append("#id2 = affine_map<(i, j) -> (i, j)>")
    L.append("#row = affine_map<(i, j) -> (i)>")
    L.append("#rowsum = affine_map<(b, i, j) -> (b, i)>")
    L.append("#id3 = affine_map<(b, i, j) -> (b, i, j)>")
    L.append(f"func.func @block(%x: tensor<?x?x{D}xbf16>) -> "
             f"tensor<?x?x{D}xbf16> {{")
    L += [
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %zero = arith.constant 0.0 : bf16",
        "  %zf = arith.constant 0.0 : f32",
        "  %ninf = arith.constant 0xFF800000 : f32",
        f"  %b = tensor.dim %x, %c0 : tensor<?x?x{D}xbf16>",
        f"  %s = tensor.dim %x, %c1 : tensor<?x?x{D}xbf16>",
        f"  %x2 = tensor.collapse_shape %x [[0, 1], [2]]"
        f" : tensor<?x?x{D}xbf16> into tensor<?x{D}xbf16>",
        f"  %m = tensor.dim %x2, %c0 : tensor<?x{D}xbf16>",
    ]
    for name, (n, k) in [("q", (D, D)), ("k", (D, D)), ("v", (D, D)),
                         ("o", (D, D)), ("gate", (F, D)), ("up", (F, D)),
                         ("down", (D, F))]:
        L.append(f"  %{name}_proj_w = arith.constant dense_resource<{name}_proj>"
                 f" : tensor<{n}x{k}xbf16>")
    L.append("  // Attention projections (one head of width D).")
    for name in ("q", "k", "v"):
        linear(name + "_proj", "x2", D, D, L)
        L.append(f"  %{name}3 = tensor.expand_shape %{name}_proj [[0, 1], [2]]"
                 f" output_shape [%b, %s, {D}] : tensor<?x{D}xbf16>"
                 f" into tensor<?x?x{D}xbf16>")
    L.append("  // scores = q k^T / sqrt(D), softmax over keys, times v.")
    L += [
        f"  %kt_e = tensor.empty(%b, %s) : tensor<?x{D}x?xbf16>",
        "  %kt = linalg.transpose ins(%k3 : tensor<?x?x"
        f"{D}xbf16>) outs(%kt_e : tensor<?x{D}x?xbf16>) permutation = [0, 2, 1]",
        "  %sc_e = tensor.empty(%b, %s, %s) : tensor<?x?x?xf32>",
        "  %sc_z = linalg.fill ins(%zf : f32) outs(%sc_e : tensor<?x?x?xf32>)"
        " -> tensor<?x?x?xf32>",
        "  %sc = linalg.batch_matmul ins(%q3, %kt : tensor<?x?x"
        f"{D}xbf16>, tensor<?x{D}x?xbf16>) outs(%sc_z : tensor<?x?x?xf32>)"
        " -> tensor<?x?x?xf32>",
        "  %mx_e = tensor.empty(%b, %s) : tensor<?x?xf32>",
        "  %mx_i = linalg.fill ins(%ninf : f32) outs(%mx_e : tensor<?x?xf32>)"
        " -> tensor<?x?xf32>",
        "  %mx = linalg.generic {indexing_maps = [#id3, #rowsum],"
        " iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}",
        "      ins(%sc : tensor<?x?x?xf32>) outs(%mx_i : tensor<?x?xf32>) {",
        "  ^bb0(%v: f32, %acc: f32):",
        "    %r = arith.maximumf %v, %acc : f32",
        "    linalg.yield %r : f32",
        "  } -> tensor<?x?xf32>",
        "  %exps_e = tensor.empty(%b, %s, %s) : tensor<?x?x?xf32>",
        "  %exps = linalg.generic {indexing_maps = [#id3, #rowsum, #id3],"
        " iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}",
        "      ins(%sc, %mx : tensor<?x?x?xf32>, tensor<?x?xf32>)"
        " outs(%exps_e : tensor<?x?x?xf32>) {",
        "  ^bb0(%v: f32, %mv: f32, %o: f32):",
        f"    %scale = arith.constant {1.0 / np.sqrt(D):.8f} : f32",
        "    %d = arith.subf %v, %mv : f32",
        "    %ds = arith.mulf %d, %scale : f32",
        "    %r = math.exp %ds : f32",
        "    linalg.yield %r : f32",
        "  } -> tensor<?x?x?xf32>",
        "  %sum_i = linalg.fill ins(%zf : f32) outs(%mx_e : tensor<?x?xf32>)"
        " -> tensor<?x?xf32>",
        "  %sum = linalg.generic {indexing_maps = [#id3, #rowsum],"
        " iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}",
        "      ins(%exps : tensor<?x?x?xf32>) outs(%sum_i : tensor<?x?xf32>) {",
        "  ^bb0(%v: f32, %acc: f32):",
        "    %r = arith.addf %v, %acc : f32",
        "    linalg.yield %r : f32",
        "  } -> tensor<?x?xf32>",
        "  %p_e = tensor.empty(%b, %s, %s) : tensor<?x?x?xbf16>",
        "  %p = linalg.generic {indexing_maps = [#id3, #rowsum, #id3],"
        " iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}",
        "      ins(%exps, %sum : tensor<?x?x?xf32>, tensor<?x?xf32>)"
        " outs(%p_e : tensor<?x?x?xbf16>) {",
        "  ^bb0(%v: f32, %t: f32, %o: bf16):",
        "    %r = arith.divf %v, %t : f32",
        "    %rb = arith.truncf %r : f32 to bf16",
        "    linalg.yield %rb : bf16",
        "  } -> tensor<?x?x?xbf16>",
        f"  %at_e = tensor.empty(%b, %s) : tensor<?x?x{D}xbf16>",
        f"  %at_z = linalg.fill ins(%zero : bf16) outs(%at_e :"
        f" tensor<?x?x{D}xbf16>) -> tensor<?x?x{D}xbf16>",
        "  %at = linalg.batch_matmul ins(%p, %v3 : tensor<?x?x?xbf16>,"
        f" tensor<?x?x{D}xbf16>) outs(%at_z : tensor<?x?x{D}xbf16>)"
        f" -> tensor<?x?x{D}xbf16>",
        f"  %at2 = tensor.collapse_shape %at [[0, 1], [2]]"
        f" : tensor<?x?x{D}xbf16> into tensor<?x{D}xbf16>",
    ]
    L.append("  // Output projection and residual.")
    linear("o_proj", "at2", D, D, L)
    t = f"tensor<?x{D}xbf16>"
    elementwise("h", ["o_proj", "x2"], [t, t], ["%r = arith.addf %f0, %f1 : f32"],
                L, shape=f"?x{D}")
    L.append("  // MLP: down(silu(gate(h)) * up(h)), and the residual.")
    linear("gate_proj", "h", D, F, L)
    linear("up_proj", "h", D, F, L)
    tf = f"tensor<?x{F}xbf16>"
    elementwise("act", ["gate_proj", "up_proj"], [tf, tf], [
        "%one = arith.constant 1.0 : f32",
        "%n = arith.negf %f0 : f32",
        "%ex = math.exp %n : f32",
        "%den = arith.addf %ex, %one : f32",
        "%silu = arith.divf %f0, %den : f32",
        "%r = arith.mulf %silu, %f1 : f32",
    ], L, shape=f"?x{F}")
    linear("down_proj", "act", F, D, L)
    elementwise("y", ["down_proj", "h"], [t, t], ["%r = arith.addf %f0, %f1 : f32"],
                L, shape=f"?x{D}")
    L += [
        f"  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape"
        f" [%b, %s, {D}] : tensor<?x{D}xbf16> into tensor<?x?x{D}xbf16>",
        f"  return %y3 : tensor<?x?x{D}xbf16>",
        "}",
        "",
        "{-#",
        "  dialect_resources: {",
        "    builtin: {",
    ]
    items = list(weights.items())
    for i, (name, w) in enumerate(items):
        # A blob is its alignment (4 bytes, little-endian) then the data.
        sep = "," if i + 1 < len(items) else ""
        L.append(f'      {name}_proj: "0x02000000'
                 f'{w.astype("<u2").tobytes().hex().upper()}"{sep}')
    L += ["    }", "  }", "#-}"]
    return L


HEADER = """\
// One Llama-style transformer block as PyTorch exporters write it (generated
// by examples/make_llama_block.py; see there for the layout): bf16
// activations [batch, seq, {D}] with dynamic batch and seq, nn.Linear weights
// as dense_resource constants stored [out, in] and transposed for the
// matmul, 3-D activations collapsed to 2-D around each projection, a one-head
// attention core (batch matmuls and a softmax) and a SiLU-gated MLP.
//
//   lowp-opt examples/llama-block.mlir -o q.mlir --lowp-quantize-matmuls=\\
//       "lhs-recipe=mxfp8 weight-recipe=mxfp4 weights-only=true"
//   lowp-compile q.mlir --chip=gfx950 --emit=mlir    # or gfx942
//
// The seven projections become MXFP8 x MXFP4 scaled matmuls whose weights are
// quantized at compile time (lowp-fold-quantize: packed MXFP4 constants in
// the compiled module, no weight quantize kernel); the attention core's
// products of two activations stay bf16 (weights-only); the residual adds
// and the SiLU gate fuse into the GEMM epilogues. docs/python.md writes the
// same rule in Python.
"""


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("-o", default=os.path.join(here, "llama-block.mlir"))
    args = p.parse_args()
    with open(args.o, "w") as f:
        f.write(HEADER.format(D=D))
        f.write("\n".join(block()) + "\n")


if __name__ == "__main__":
    main()

// lowp-lower-to-gpu takes lowp-tile's workgroup loops as launch grids: the
// staged pipeline (legalize, tile, lower) gives the module the unstaged one
// (legalize, lower) gives, byte for byte, for matmuls with a dynamic M, a
// fused epilogue and a quantized result, on both chips.
// RUN: lowp-opt %S/../../Integration/Inputs/fused-quantize.mlir --lowp-fuse-epilogues --lowp-legalize=chip=gfx950 --lowp-tile=only-legalized=true -o %t.tiled.mlir
// RUN: FileCheck %s --check-prefix=TILED < %t.tiled.mlir
// RUN: lowp-opt %t.tiled.mlir --lowp-lower-to-gpu=chip=gfx950 -o %t.staged.mlir
// RUN: lowp-opt %S/../../Integration/Inputs/fused-quantize.mlir --lowp-fuse-epilogues --lowp-legalize=chip=gfx950 --lowp-lower-to-gpu=chip=gfx950 -o %t.direct.mlir
// RUN: diff %t.staged.mlir %t.direct.mlir
// RUN: lowp-opt %S/../../Integration/Inputs/fused-quantize.mlir --lowp-fuse-epilogues --lowp-legalize=chip=gfx942 --lowp-tile=only-legalized=true --lowp-lower-to-gpu=chip=gfx942 -o %t.staged942.mlir
// RUN: lowp-opt %S/../../Integration/Inputs/fused-quantize.mlir --lowp-fuse-epilogues --lowp-legalize=chip=gfx942 --lowp-lower-to-gpu=chip=gfx942 -o %t.direct942.mlir
// RUN: diff %t.staged942.mlir %t.direct942.mlir
// RUN: lowp-opt %s -split-input-file -verify-diagnostics --lowp-lower-to-gpu=chip=gfx950

// TILED: scf.forall ({{.*}}) -> (tensor<?x512xf8E4M3FN>, tensor<?x16xf8E8M0FNU>)
// TILED: -> !lowp.scaled<?x128xf8E4M3FN, mxfp8>
// TILED: scf.forall ({{.*}}) -> (tensor<?x512xf6E2M3FN>, tensor<?x16xf8E8M0FNU>)

// A loop over a matmul tile that is not lowp-tile's form is an error: here
// the tile is inserted at row 0 whatever the block.
func.func @wrong_place(%a: !lowp.scaled<256x512xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x512xf8E4M3FN, mxfp8>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  // expected-error @+1 {{lowp-lower-to-gpu takes a tiled matmul as lowp-tile writes it (an scf.forall over GPU blocks computing one tile of slices); this one is not: a loop index does not place the tile}}
  %r = scf.forall (%i, %j) = (0, 0) to (256, 256) step (128, 128) shared_outs(%o = %e) -> (tensor<256x256xf32>) {
    %ac, %as = lowp.disassemble %a : !lowp.scaled<256x512xf8E4M3FN, mxfp8> -> tensor<256x512xf8E4M3FN>, tensor<256x16xf8E8M0FNU>
    %act = tensor.extract_slice %ac[%i, 0] [128, 512] [1, 1] : tensor<256x512xf8E4M3FN> to tensor<128x512xf8E4M3FN>
    %ast = tensor.extract_slice %as[%i, 0] [128, 16] [1, 1] : tensor<256x16xf8E8M0FNU> to tensor<128x16xf8E8M0FNU>
    %at = lowp.assemble %act, %ast : tensor<128x512xf8E4M3FN>, tensor<128x16xf8E8M0FNU> -> !lowp.scaled<128x512xf8E4M3FN, mxfp8>
    %bc, %bs = lowp.disassemble %b : !lowp.scaled<256x512xf8E4M3FN, mxfp8> -> tensor<256x512xf8E4M3FN>, tensor<256x16xf8E8M0FNU>
    %bct = tensor.extract_slice %bc[%j, 0] [128, 512] [1, 1] : tensor<256x512xf8E4M3FN> to tensor<128x512xf8E4M3FN>
    %bst = tensor.extract_slice %bs[%j, 0] [128, 16] [1, 1] : tensor<256x16xf8E8M0FNU> to tensor<128x16xf8E8M0FNU>
    %bt = lowp.assemble %bct, %bst : tensor<128x512xf8E4M3FN>, tensor<128x16xf8E8M0FNU> -> !lowp.scaled<128x512xf8E4M3FN, mxfp8>
    %t = lowp.scaled_matmul %at, %bt {transpose_b}
        : !lowp.scaled<128x512xf8E4M3FN, mxfp8>, !lowp.scaled<128x512xf8E4M3FN, mxfp8> -> tensor<128x128xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0, %j] [128, 128] [1, 1] : tensor<128x128xf32> into tensor<256x256xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %r : tensor<256x256xf32>
}

// -----

// A B slice that does not follow the loop's N index.
func.func @wrong_slice(%a: !lowp.scaled<256x512xf8E4M3FN, mxfp8>, %b: !lowp.scaled<256x512xf8E4M3FN, mxfp8>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  // expected-error @+1 {{this one is not: an operand of the tile is not the loop's slice of a value defined outside it}}
  %r = scf.forall (%i, %j) = (0, 0) to (256, 256) step (128, 128) shared_outs(%o = %e) -> (tensor<256x256xf32>) {
    %ac, %as = lowp.disassemble %a : !lowp.scaled<256x512xf8E4M3FN, mxfp8> -> tensor<256x512xf8E4M3FN>, tensor<256x16xf8E8M0FNU>
    %act = tensor.extract_slice %ac[%i, 0] [128, 512] [1, 1] : tensor<256x512xf8E4M3FN> to tensor<128x512xf8E4M3FN>
    %ast = tensor.extract_slice %as[%i, 0] [128, 16] [1, 1] : tensor<256x16xf8E8M0FNU> to tensor<128x16xf8E8M0FNU>
    %at = lowp.assemble %act, %ast : tensor<128x512xf8E4M3FN>, tensor<128x16xf8E8M0FNU> -> !lowp.scaled<128x512xf8E4M3FN, mxfp8>
    %bc, %bs = lowp.disassemble %b : !lowp.scaled<256x512xf8E4M3FN, mxfp8> -> tensor<256x512xf8E4M3FN>, tensor<256x16xf8E8M0FNU>
    %bct = tensor.extract_slice %bc[%i, 0] [128, 512] [1, 1] : tensor<256x512xf8E4M3FN> to tensor<128x512xf8E4M3FN>
    %bst = tensor.extract_slice %bs[%i, 0] [128, 16] [1, 1] : tensor<256x16xf8E8M0FNU> to tensor<128x16xf8E8M0FNU>
    %bt = lowp.assemble %bct, %bst : tensor<128x512xf8E4M3FN>, tensor<128x16xf8E8M0FNU> -> !lowp.scaled<128x512xf8E4M3FN, mxfp8>
    %t = lowp.scaled_matmul %at, %bt {transpose_b}
        : !lowp.scaled<128x512xf8E4M3FN, mxfp8>, !lowp.scaled<128x512xf8E4M3FN, mxfp8> -> tensor<128x128xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i, %j] [128, 128] [1, 1] : tensor<128x128xf32> into tensor<256x256xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %r : tensor<256x256xf32>
}

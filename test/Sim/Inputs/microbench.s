; Microbenchmarks of the timing model (test/Sim/timing.test), written by hand:
; mfma_loop: 4 independent v_mfma_f32_16x16x32_fp8 per iteration, 1000 iterations;
; chase: one lane, 1000 dependent global loads through distinct lines;
; chase_n: the same for the hop count the second argument gives (i32);
; lds_chase: one lane, 1000 dependent ds_read_b32;
; mfma_pk / mfma_unpacked: the loop of mfma_loop with a v_pk_fma_f32 (or the
; same two v_fma_f32) on other registers after each MFMA;
; lds_stride1 / lds_stride32: 1000 independent ds_read_b32 of 64 lanes, dwords 1
; (no bank conflict) or 32 (every lane on one bank) apart.
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl mfma_loop
.p2align 8
.type mfma_loop,@function
mfma_loop:
  s_mov_b32 s2, 1000
.Lmfma_loop:
  v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]
  v_mfma_f32_16x16x32_fp8_fp8 a[4:7], v[0:1], v[2:3], a[4:7]
  v_mfma_f32_16x16x32_fp8_fp8 a[8:11], v[0:1], v[2:3], a[8:11]
  v_mfma_f32_16x16x32_fp8_fp8 a[12:15], v[0:1], v[2:3], a[12:15]
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lmfma_loop
  s_endpgm
.Lmfma_loop_end:
.size mfma_loop, .Lmfma_loop_end-mfma_loop
.rodata
.p2align 6
.amdhsa_kernel mfma_loop
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 0
.end_amdhsa_kernel
.text
.globl chase
.p2align 8
.type chase,@function
chase:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_mov_b32 v1, 0
  s_mov_b64 exec, 1
  s_mov_b32 s2, 1000
  s_waitcnt lgkmcnt(0)
.Lchase_loop:
  global_load_dword v1, v1, s[4:5]
  s_waitcnt vmcnt(0)
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lchase_loop
  s_endpgm
.Lchase_end:
.size chase, .Lchase_end-chase
.rodata
.p2align 6
.amdhsa_kernel chase
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 0
.end_amdhsa_kernel
.text
.globl lds_chase
.p2align 8
.type lds_chase,@function
lds_chase:
  v_mov_b32 v1, 0
  s_mov_b64 exec, 1
  ds_write_b32 v1, v1
  s_mov_b32 s2, 1000
.Llds_loop:
  ds_read_b32 v1, v1
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Llds_loop
  s_endpgm
.Llds_chase_end:
.size lds_chase, .Llds_chase_end-lds_chase
.rodata
.p2align 6
.amdhsa_kernel lds_chase
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 1024
.end_amdhsa_kernel
.text
.globl lds_stride1
.p2align 8
.type lds_stride1,@function
lds_stride1:
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 s2, 1000
.Lldsb2_loop:
  ds_read_b32 v2, v1
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lldsb2_loop
  s_waitcnt lgkmcnt(0)
  s_endpgm
.Llds_stride1_end:
.size lds_stride1, .Llds_stride1_end-lds_stride1
.rodata
.p2align 6
.amdhsa_kernel lds_stride1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 1024
.end_amdhsa_kernel
.text
.globl lds_stride32
.p2align 8
.type lds_stride32,@function
lds_stride32:
  v_lshlrev_b32 v1, 7, v0
  s_mov_b32 s2, 1000
.Lldsb7_loop:
  ds_read_b32 v2, v1
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lldsb7_loop
  s_waitcnt lgkmcnt(0)
  s_endpgm
.Llds_stride32_end:
.size lds_stride32, .Llds_stride32_end-lds_stride32
.rodata
.p2align 6
.amdhsa_kernel lds_stride32
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 8192
.end_amdhsa_kernel
.text
.text
.globl chase_n
.p2align 8
.type chase_n,@function
chase_n:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s2, s[0:1], 0x8
  v_mov_b32 v1, 0
  s_mov_b64 exec, 1
  s_waitcnt lgkmcnt(0)
.Lchase_n_loop:
  global_load_dword v1, v1, s[4:5]
  s_waitcnt vmcnt(0)
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lchase_n_loop
  s_endpgm
.Lchase_n_end:
.size chase_n, .Lchase_n_end-chase_n
.rodata
.p2align 6
.amdhsa_kernel chase_n
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 0
.end_amdhsa_kernel
.text
.globl mfma_pk
.p2align 8
.type mfma_pk,@function
mfma_pk:
  s_mov_b32 s2, 1000
.Lmfma_pk:
  v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]
  v_pk_fma_f32 v[8:9], v[4:5], v[6:7], v[8:9]
  v_mfma_f32_16x16x32_fp8_fp8 a[4:7], v[0:1], v[2:3], a[4:7]
  v_pk_fma_f32 v[16:17], v[4:5], v[6:7], v[16:17]
  v_mfma_f32_16x16x32_fp8_fp8 a[8:11], v[0:1], v[2:3], a[8:11]
  v_pk_fma_f32 v[24:25], v[4:5], v[6:7], v[24:25]
  v_mfma_f32_16x16x32_fp8_fp8 a[12:15], v[0:1], v[2:3], a[12:15]
  v_pk_fma_f32 v[32:33], v[4:5], v[6:7], v[32:33]
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lmfma_pk
  s_endpgm
.Lmfma_pk_end:
.size mfma_pk, .Lmfma_pk_end-mfma_pk
.rodata
.p2align 6
.amdhsa_kernel mfma_pk
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 0
.end_amdhsa_kernel
.text
.globl mfma_unpacked
.p2align 8
.type mfma_unpacked,@function
mfma_unpacked:
  s_mov_b32 s2, 1000
.Lmfma_unpacked:
  v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]
  v_fma_f32 v8, v4, v6, v8
  v_fma_f32 v9, v4, v6, v9
  v_mfma_f32_16x16x32_fp8_fp8 a[4:7], v[0:1], v[2:3], a[4:7]
  v_fma_f32 v16, v4, v6, v16
  v_fma_f32 v17, v4, v6, v17
  v_mfma_f32_16x16x32_fp8_fp8 a[8:11], v[0:1], v[2:3], a[8:11]
  v_fma_f32 v24, v4, v6, v24
  v_fma_f32 v25, v4, v6, v25
  v_mfma_f32_16x16x32_fp8_fp8 a[12:15], v[0:1], v[2:3], a[12:15]
  v_fma_f32 v32, v4, v6, v32
  v_fma_f32 v33, v4, v6, v33
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 .Lmfma_unpacked
  s_endpgm
.Lmfma_unpacked_end:
.size mfma_unpacked, .Lmfma_unpacked_end-mfma_unpacked
.rodata
.p2align 6
.amdhsa_kernel mfma_unpacked
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 64
  .amdhsa_group_segment_fixed_size 0
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: mfma_pk
    .symbol: mfma_pk.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: mfma_unpacked
    .symbol: mfma_unpacked.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: mfma_loop
    .symbol: mfma_loop.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: chase
    .symbol: chase.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: chase_n
    .symbol: chase_n.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .offset: 8, .size: 4, .value_kind: by_value }
  - .name: lds_chase
    .symbol: lds_chase.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: lds_stride1
    .symbol: lds_stride1.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: lds_stride32
    .symbol: lds_stride32.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 64
    .agpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
...
.end_amdgpu_metadata

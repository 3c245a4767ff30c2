; triton 3.6.0: dynamic LDS 16896 bytes, 4 warps
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	mx_gemm                         ; -- Begin function mx_gemm
	.p2align	8
	.type	mx_gemm,@function
mx_gemm:                                ; @mx_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.304:
	.file	1 "/work/main/scripts/peer" "triton_sim_kernels.py"
	.loc	1 47 0 prologue_end             ; triton_sim_kernels.py:47:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.305:
.LBB0_0:
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
.Ltmp1:
	.loc	1 53 17 is_stmt 1               ; triton_sim_kernels.py:53:17
	s_lshl_b32 s15, s15, 6
	v_writelane_b32 v255, s10, 0
	.loc	1 53 35 is_stmt 0               ; triton_sim_kernels.py:53:35
	v_lshrrev_b32_e32 v1, 7, v0
	.loc	1 53 22                         ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v3, s15, v1
	v_writelane_b32 v255, s11, 1
	v_writelane_b32 v255, s8, 2
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v3
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v4, s14, v3
	v_writelane_b32 v255, s9, 3
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cmp_gt_i32 s14, 0
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_mov_b32_e32 v141, 0
	v_writelane_b32 v255, s0, 4
	s_mov_b64 s[42:43], s[4:5]
	.loc	1 55 22                         ; triton_sim_kernels.py:55:22
	v_and_b32_e32 v2, 0x7f, v0
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_mov_b32_e32 v3, v141
	v_writelane_b32 v255, s1, 5
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_mov_b32_e32 v142, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v142, v[6:7], off
.LBB0_2:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v70, 2, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v6, s15, v70
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v6
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v6, s14, v6
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v7, 31, v6
	v_writelane_b32 v255, s0, 6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 7
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v141, v[8:9], off
.LBB0_4:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v72, 4, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v8, s15, v72
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v8
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v8, s14, v8
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v9, 31, v8
	v_writelane_b32 v255, s0, 8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 9
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v147, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v147, v[10:11], off
.LBB0_6:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v74, 6, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v10, s15, v74
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v10
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v10, s14, v10
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v11, 31, v10
	v_writelane_b32 v255, s0, 10
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 11
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v143, v[12:13], off
.LBB0_8:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v76, 8, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v12, s15, v76
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v12
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v12, s14, v12
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v13, 31, v12
	v_writelane_b32 v255, s0, 12
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 13
	v_mov_b32_e32 v150, 0
	v_mov_b32_e32 v149, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v149, v[14:15], off
.LBB0_10:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v78, 10, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v14, s15, v78
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v14
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v14, s14, v14
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v15, 31, v14
	v_writelane_b32 v255, s0, 14
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 15
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v150, v[16:17], off
.LBB0_12:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v80, 12, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v16, s15, v80
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v16
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v16, s14, v16
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v17, 31, v16
	v_writelane_b32 v255, s0, 16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 17
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v151, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v151, v[18:19], off
.LBB0_14:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v82, 14, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v18, s15, v82
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v18
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v18, s14, v18
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v19, 31, v18
	v_writelane_b32 v255, s0, 18
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 19
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v152, v[20:21], off
.LBB0_16:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v84, 16, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v20, s15, v84
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v20
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v20, s14, v20
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v21, 31, v20
	v_writelane_b32 v255, s0, 20
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 21
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v145, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[22:23], v[20:21], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v145, v[22:23], off
.LBB0_18:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v86, 18, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v22, s15, v86
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v22
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v22, s14, v22
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v23, 31, v22
	v_writelane_b32 v255, s0, 22
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[22:23]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 23
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[24:25], v[22:23], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v146, v[24:25], off
.LBB0_20:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v88, 20, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v24, s15, v88
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v24
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v24, s14, v24
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v25, 31, v24
	v_writelane_b32 v255, s0, 24
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[24:25]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 25
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v153, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[26:27], v[24:25], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v153, v[26:27], off
.LBB0_22:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v90, 22, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v26, s15, v90
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v26
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v26, s14, v26
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v27, 31, v26
	v_writelane_b32 v255, s0, 26
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[26:27]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 27
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v148, v[28:29], off
.LBB0_24:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v92, 24, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v28, s15, v92
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v28
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v28, s14, v28
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v29, 31, v28
	v_writelane_b32 v255, s0, 28
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[28:29]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 29
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[30:31], v[28:29], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v155, v[30:31], off
.LBB0_26:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v94, 26, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v30, s15, v94
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v30
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v30, s14, v30
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v31, 31, v30
	v_writelane_b32 v255, s0, 30
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[30:31]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 31
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v154, v[32:33], off
.LBB0_28:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v96, 28, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v32, s15, v96
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v32
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v32, s14, v32
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v33, 31, v32
	v_writelane_b32 v255, s0, 32
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[32:33]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 33
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[34:35], v[32:33], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v157, v[34:35], off
.LBB0_30:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v98, 30, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v34, s15, v98
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v34
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v34, s14, v34
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v35, 31, v34
	v_writelane_b32 v255, s0, 34
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[34:35]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 35
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v156, v[36:37], off
.LBB0_32:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v100, 32, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v36, s15, v100
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v36
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v36, s14, v36
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v37, 31, v36
	v_writelane_b32 v255, s0, 36
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[36:37]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 37
	v_mov_b32_e32 v158, 0
	v_mov_b32_e32 v159, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[38:39], v[36:37], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v159, v[38:39], off
.LBB0_34:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v102, 34, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v38, s15, v102
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v38
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v38, s14, v38
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v39, 31, v38
	v_writelane_b32 v255, s0, 38
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[38:39]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 39
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[40:41], v[38:39], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v158, v[40:41], off
.LBB0_36:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v104, 36, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v40, s15, v104
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v40
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v40, s14, v40
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v41, 31, v40
	v_writelane_b32 v255, s0, 40
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[40:41]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 41
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[42:43], v[40:41], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v161, v[42:43], off
.LBB0_38:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v106, 38, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v42, s15, v106
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v42
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v42, s14, v42
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v43, 31, v42
	v_writelane_b32 v255, s0, 42
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[42:43]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 43
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[44:45], v[42:43], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v160, v[44:45], off
.LBB0_40:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v108, 40, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v44, s15, v108
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v44
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v44, s14, v44
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v45, 31, v44
	v_writelane_b32 v255, s0, 44
	v_lshl_add_u64 v[44:45], s[2:3], 0, v[44:45]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_writelane_b32 v255, s1, 45
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[46:47], v[44:45], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v163, v[46:47], off
.LBB0_42:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v110, 42, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v46, s15, v110
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[44:45], s12, v46
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v46, s14, v46
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[2:3], 0, v[46:47]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[44:45], s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[48:49], v[46:47], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v162, v[48:49], off
.LBB0_44:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v112, 44, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v48, s15, v112
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[46:47], s12, v48
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v48, s14, v48
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[2:3], 0, v[48:49]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[46:47], s[38:39]
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v165, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[50:51], v[48:49], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v165, v[50:51], off
.LBB0_46:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v114, 46, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v50, s15, v114
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[48:49], s12, v50
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v50, s14, v50
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], s[2:3], 0, v[50:51]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[48:49], s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v164, v[52:53], off
.LBB0_48:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v116, 48, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v52, s15, v116
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[50:51], s12, v52
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v52, s14, v52
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[2:3], 0, v[52:53]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[50:51], s[38:39]
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v167, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[54:55], v[52:53], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v167, v[54:55], off
.LBB0_50:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v118, 50, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v54, s15, v118
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[52:53], s12, v54
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v54, s14, v54
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[54:55], s[2:3], 0, v[54:55]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[52:53], s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v166, v[56:57], off
.LBB0_52:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v120, 52, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v56, s15, v120
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[54:55], s12, v56
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v56, s14, v56
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], s[2:3], 0, v[56:57]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[54:55], s[38:39]
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[58:59], v[56:57], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v169, v[58:59], off
.LBB0_54:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v122, 54, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v58, s15, v122
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[56:57], s12, v58
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v58, s14, v58
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], s[2:3], 0, v[58:59]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[56:57], s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[60:61], v[58:59], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v168, v[60:61], off
.LBB0_56:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v124, 56, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v60, s15, v124
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[58:59], s12, v60
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v60, s14, v60
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], s[2:3], 0, v[60:61]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[58:59], s[38:39]
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[62:63], v[60:61], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v171, v[62:63], off
.LBB0_58:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v126, 58, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v62, s15, v126
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[60:61], s12, v62
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v62, s14, v62
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], s[2:3], 0, v[62:63]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[60:61], s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[64:65], v[62:63], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v170, v[64:65], off
.LBB0_60:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v128, 60, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v64, s15, v128
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[62:63], s12, v64
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v64, s14, v64
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], s[2:3], 0, v[64:65]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[62:63], s[38:39]
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v173, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[66:67], v[64:65], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v173, v[66:67], off
.LBB0_62:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v130, 62, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v66, s15, v130
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[64:65], s12, v66
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v66, s14, v66
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], s[2:3], 0, v[66:67]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[64:65], s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[68:69], v[66:67], 0, v[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v172, v[68:69], off
.LBB0_64:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 17 is_stmt 1               ; triton_sim_kernels.py:54:17
	s_lshl_b32 s33, s16, 6
	.loc	1 54 22 is_stmt 0               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v1
	.loc	1 63 42 is_stmt 1               ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v68, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[66:67], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[68:69]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[66:67], s[38:39]
	v_mov_b32_e32 v174, 0
	v_mov_b32_e32 v175, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[132:133], v[68:69], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v175, v[132:133], off
.LBB0_66:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v70
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v70, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[68:69], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[68:69], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[70:71], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v174, v[132:133], off
.LBB0_68:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v72
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v72, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[70:71], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[6:7], 0, v[72:73]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[70:71], s[38:39]
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v177, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[72:73], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v177, v[132:133], off
.LBB0_70:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v74
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v74, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[72:73], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], s[6:7], 0, v[74:75]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[72:73], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[74:75], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v176, v[132:133], off
.LBB0_72:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v76
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v76, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[74:75], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshl_add_u64 v[76:77], s[6:7], 0, v[76:77]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[74:75], s[38:39]
	v_mov_b32_e32 v178, 0
	v_mov_b32_e32 v179, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[76:77], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v179, v[132:133], off
.LBB0_74:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v78
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v78, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[76:77], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[78:79], s[6:7], 0, v[78:79]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[76:77], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[78:79], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v178, v[132:133], off
.LBB0_76:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v80
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v80, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[78:79], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[80:81], s[6:7], 0, v[80:81]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[78:79], s[38:39]
	v_mov_b32_e32 v180, 0
	v_mov_b32_e32 v181, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[80:81], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v181, v[132:133], off
.LBB0_78:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v82
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v82, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[80:81], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v83, 31, v82
	v_lshl_add_u64 v[82:83], s[6:7], 0, v[82:83]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[80:81], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[82:83], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v180, v[132:133], off
.LBB0_80:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v84
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v84, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[82:83], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshl_add_u64 v[84:85], s[6:7], 0, v[84:85]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[82:83], s[38:39]
	v_mov_b32_e32 v182, 0
	v_mov_b32_e32 v183, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[84:85], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v183, v[132:133], off
.LBB0_82:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v86
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v86, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[84:85], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v87, 31, v86
	v_lshl_add_u64 v[86:87], s[6:7], 0, v[86:87]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[84:85], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[86:87], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v182, v[132:133], off
.LBB0_84:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v88
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v88, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[86:87], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], s[6:7], 0, v[88:89]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[86:87], s[38:39]
	v_mov_b32_e32 v184, 0
	v_mov_b32_e32 v185, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_86
; %bb.85:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[88:89], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v185, v[132:133], off
.LBB0_86:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v90
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v90, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[88:89], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshl_add_u64 v[90:91], s[6:7], 0, v[90:91]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[88:89], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_88
; %bb.87:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[90:91], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v184, v[132:133], off
.LBB0_88:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v92
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v92, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[90:91], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshl_add_u64 v[92:93], s[6:7], 0, v[92:93]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[90:91], s[38:39]
	v_mov_b32_e32 v186, 0
	v_mov_b32_e32 v187, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_90
; %bb.89:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[92:93], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v187, v[132:133], off
.LBB0_90:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v94
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v94, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[92:93], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_add_u64 v[94:95], s[6:7], 0, v[94:95]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[92:93], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_92
; %bb.91:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[94:95], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v186, v[132:133], off
.LBB0_92:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v96
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v96, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[94:95], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], s[6:7], 0, v[96:97]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[94:95], s[38:39]
	v_mov_b32_e32 v188, 0
	v_mov_b32_e32 v189, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_94
; %bb.93:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[96:97], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v189, v[132:133], off
.LBB0_94:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v98
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v98, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[96:97], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], s[6:7], 0, v[98:99]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[96:97], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_96
; %bb.95:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[98:99], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v188, v[132:133], off
.LBB0_96:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v100
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v100, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[98:99], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshl_add_u64 v[100:101], s[6:7], 0, v[100:101]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[98:99], s[38:39]
	v_mov_b32_e32 v190, 0
	v_mov_b32_e32 v191, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_98
; %bb.97:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[100:101], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v191, v[132:133], off
.LBB0_98:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v102
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v102, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[10:11], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v103, 31, v102
	v_lshl_add_u64 v[102:103], s[6:7], 0, v[102:103]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[2:3], s[10:11], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_100
; %bb.99:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[102:103], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v190, v[132:133], off
.LBB0_100:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v104
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v104, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[104:105], s[6:7], 0, v[104:105]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[0:1], s[38:39]
	v_mov_b32_e32 v192, 0
	v_mov_b32_e32 v193, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_102
; %bb.101:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[104:105], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v193, v[132:133], off
.LBB0_102:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v106
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v106, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[2:3], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[106:107], s[6:7], 0, v[106:107]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[8:9], s[2:3], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_104
; %bb.103:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[106:107], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v192, v[132:133], off
.LBB0_104:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v108
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v108, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[4:5], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshl_add_u64 v[108:109], s[6:7], 0, v[108:109]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[16:17], s[4:5], s[38:39]
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v195, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[8:9], s[16:17]
	s_cbranch_execz .LBB0_106
; %bb.105:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[108:109], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v195, v[132:133], off
.LBB0_106:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v110
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v110, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[20:21], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v111, 31, v110
	v_lshl_add_u64 v[110:111], s[6:7], 0, v[110:111]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[16:17], s[20:21], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[8:9], s[16:17]
	s_cbranch_execz .LBB0_108
; %bb.107:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[110:111], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v194, v[132:133], off
.LBB0_108:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v112
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v112, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[8:9], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], s[6:7], 0, v[112:113]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[18:19], s[8:9], s[38:39]
	v_mov_b32_e32 v196, 0
	v_mov_b32_e32 v197, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_110
; %bb.109:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[112:113], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v197, v[132:133], off
.LBB0_110:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[16:17]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v114
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v114, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[34:35], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[114:115], s[6:7], 0, v[114:115]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[18:19], s[34:35], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_112
; %bb.111:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[114:115], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v196, v[132:133], off
.LBB0_112:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[16:17]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v116
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v116, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[36:37], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshl_add_u64 v[116:117], s[6:7], 0, v[116:117]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[18:19], s[36:37], s[38:39]
	v_mov_b32_e32 v198, 0
	v_mov_b32_e32 v199, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_114
; %bb.113:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[116:117], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v199, v[132:133], off
.LBB0_114:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[16:17]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v118
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v118, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[16:17], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v119, 31, v118
	v_lshl_add_u64 v[118:119], s[6:7], 0, v[118:119]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[22:23], s[16:17], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[18:19], s[22:23]
	s_cbranch_execz .LBB0_116
; %bb.115:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[118:119], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v198, v[132:133], off
.LBB0_116:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v120
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v120, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[18:19], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v121, 31, v120
	v_lshl_add_u64 v[120:121], s[6:7], 0, v[120:121]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[24:25], s[18:19], s[38:39]
	v_mov_b32_e32 v200, 0
	v_mov_b32_e32 v201, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_118
; %bb.117:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[120:121], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v201, v[132:133], off
.LBB0_118:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[22:23]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v122
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v122, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[22:23], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v123, 31, v122
	v_lshl_add_u64 v[122:123], s[6:7], 0, v[122:123]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[26:27], s[22:23], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_120
; %bb.119:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[122:123], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v200, v[132:133], off
.LBB0_120:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[24:25]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v124
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v124, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[24:25], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshl_add_u64 v[124:125], s[6:7], 0, v[124:125]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[28:29], s[24:25], s[38:39]
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v203, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_122
; %bb.121:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[124:125], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v203, v[132:133], off
.LBB0_122:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[26:27]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v126
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v126, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[26:27], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v127, 31, v126
	v_lshl_add_u64 v[126:127], s[6:7], 0, v[126:127]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[30:31], s[26:27], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_124
; %bb.123:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[126:127], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v202, v[132:133], off
.LBB0_124:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[28:29]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v128
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v128, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[28:29], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshl_add_u64 v[128:129], s[6:7], 0, v[128:129]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[40:41], s[28:29], s[38:39]
	v_mov_b32_e32 v204, 0
	v_mov_b32_e32 v205, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[30:31], s[40:41]
	s_cbranch_execz .LBB0_126
; %bb.125:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[128:129], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v205, v[132:133], off
.LBB0_126:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[30:31]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s33, v130
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v130, s14, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[30:31], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshl_add_u64 v[130:131], s[6:7], 0, v[130:131]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[40:41], s[30:31], s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[6:7], s[40:41]
	s_cbranch_execz .LBB0_128
; %bb.127:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[132:133], v[130:131], 0, v[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v204, v[132:133], off
.LBB0_128:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	.loc	1 58 14 is_stmt 1               ; triton_sim_kernels.py:58:14
	s_ashr_i32 s6, s14, 31
	s_lshr_b32 s6, s6, 27
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_lshrrev_b32_e32 v3, 2, v0
	.loc	1 58 14                         ; triton_sim_kernels.py:58:14
	s_add_i32 s6, s14, s6
	.loc	1 53 22                         ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v1, s15, v3
	.loc	1 58 14                         ; triton_sim_kernels.py:58:14
	s_ashr_i32 s40, s6, 5
	.loc	1 65 44                         ; triton_sim_kernels.py:65:44
	v_mul_lo_u32 v134, s40, v1
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[6:7], s12, v1
	.loc	1 65 30                         ; triton_sim_kernels.py:65:30
	v_ashrrev_i32_e32 v135, 31, v134
	.loc	1 56 22                         ; triton_sim_kernels.py:56:22
	v_and_b32_e32 v132, 3, v0
	.loc	1 65 30                         ; triton_sim_kernels.py:65:30
	v_lshl_add_u64 v[134:135], s[42:43], 0, v[134:135]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[42:43], s[6:7], s[38:39]
	v_mov_b32_e32 v1, 0x7f
	v_mov_b32_e32 v140, 0x7f
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	s_and_saveexec_b64 vcc, s[42:43]
	s_cbranch_execz .LBB0_130
; %bb.129:
	.loc	1 0 21 is_stmt 0                ; triton_sim_kernels.py:0:21
	v_mov_b32_e32 v133, 0
	v_lshl_add_u64 v[136:137], v[134:135], 0, v[132:133]
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	global_load_ubyte v140, v[136:137], off
.LBB0_130:
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, vcc
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v3, s33, v3
	.loc	1 67 44                         ; triton_sim_kernels.py:67:44
	v_mul_lo_u32 v136, s40, v3
	.loc	1 67 30 is_stmt 0               ; triton_sim_kernels.py:67:30
	v_readlane_b32 s40, v255, 2
	.loc	1 68 40 is_stmt 1               ; triton_sim_kernels.py:68:40
	v_cmp_gt_i32_e32 vcc, s13, v3
	.loc	1 67 30                         ; triton_sim_kernels.py:67:30
	v_ashrrev_i32_e32 v137, 31, v136
	v_readlane_b32 s41, v255, 3
	s_nop 1
	v_lshl_add_u64 v[136:137], s[40:41], 0, v[136:137]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[40:41], vcc, s[38:39]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	s_and_saveexec_b64 s[38:39], s[40:41]
	s_cbranch_execz .LBB0_132
; %bb.131:
	.loc	1 0 21 is_stmt 0                ; triton_sim_kernels.py:0:21
	v_mov_b32_e32 v133, 0
	v_lshl_add_u64 v[138:139], v[136:137], 0, v[132:133]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	global_load_ubyte v1, v[138:139], off
.LBB0_132:
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20 is_stmt 1               ; triton_sim_kernels.py:61:20
	v_add_u32_e32 v144, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v144, v142
	ds_write_b8 v144, v145 offset:2048
	ds_write_b8 v144, v159 offset:4096
	ds_write_b8 v144, v167 offset:6144
	v_xor_b32_e32 v142, 16, v0
	v_add_u32_e32 v145, 0, v142
	ds_write_b8 v145, v141 offset:256
	ds_write_b8 v145, v146 offset:2304
	ds_write_b8 v145, v158 offset:4352
	ds_write_b8 v145, v166 offset:6400
	v_xor_b32_e32 v141, 32, v0
	v_add_u32_e32 v146, 0, v141
	v_xor_b32_e32 v141, 48, v0
	ds_write_b8 v146, v147 offset:512
	ds_write_b8 v146, v153 offset:2560
	ds_write_b8 v146, v161 offset:4608
	ds_write_b8 v146, v169 offset:6656
	v_add_u32_e32 v147, 0, v141
	v_xor_b32_e32 v141, 64, v0
	ds_write_b8 v147, v143 offset:768
	ds_write_b8 v147, v148 offset:2816
	ds_write_b8 v147, v160 offset:4864
	ds_write_b8 v147, v168 offset:6912
	v_add_u32_e32 v148, 0, v141
	v_xor_b32_e32 v141, 0x50, v0
	ds_write_b8 v148, v149 offset:1024
	ds_write_b8 v148, v155 offset:3072
	ds_write_b8 v148, v163 offset:5120
	ds_write_b8 v148, v171 offset:7168
	v_add_u32_e32 v149, 0, v141
	v_xor_b32_e32 v141, 0x60, v0
	ds_write_b8 v149, v150 offset:1280
	ds_write_b8 v149, v154 offset:3328
	ds_write_b8 v149, v162 offset:5376
	ds_write_b8 v149, v170 offset:7424
	v_add_u32_e32 v150, 0, v141
	v_xor_b32_e32 v141, 0x70, v0
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_and_b32_e32 v3, 31, v0
	v_and_b32_e32 v138, 32, v0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	ds_write_b8 v150, v151 offset:1536
	ds_write_b8 v150, v157 offset:3584
	ds_write_b8 v150, v165 offset:5632
	ds_write_b8 v150, v173 offset:7680
	v_add_u32_e32 v151, 0, v141
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_add_i32 s40, s14, 0xffffff80
	v_and_b32_e32 v133, 0x80, v0
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_and_b32_e32 v139, 64, v0
	s_movk_i32 s38, 0x60
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	ds_write_b8 v151, v152 offset:1792
	ds_write_b8 v151, v156 offset:3840
	ds_write_b8 v151, v164 offset:5888
	ds_write_b8 v151, v172 offset:7936
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_write_b8 v144, v175 offset:8192
	ds_write_b8 v144, v183 offset:10240
	ds_write_b8 v144, v191 offset:12288
	ds_write_b8 v144, v199 offset:14336
	ds_write_b8 v145, v174 offset:8448
	ds_write_b8 v145, v182 offset:10496
	ds_write_b8 v145, v190 offset:12544
	ds_write_b8 v145, v198 offset:14592
	ds_write_b8 v146, v177 offset:8704
	ds_write_b8 v146, v185 offset:10752
	ds_write_b8 v146, v193 offset:12800
	ds_write_b8 v146, v201 offset:14848
	ds_write_b8 v147, v176 offset:8960
	ds_write_b8 v147, v184 offset:11008
	ds_write_b8 v147, v192 offset:13056
	ds_write_b8 v147, v200 offset:15104
	ds_write_b8 v148, v179 offset:9216
	ds_write_b8 v148, v187 offset:11264
	ds_write_b8 v148, v195 offset:13312
	ds_write_b8 v148, v203 offset:15360
	ds_write_b8 v149, v178 offset:9472
	ds_write_b8 v149, v186 offset:11520
	ds_write_b8 v149, v194 offset:13568
	ds_write_b8 v149, v202 offset:15616
	ds_write_b8 v150, v181 offset:9728
	ds_write_b8 v150, v189 offset:11776
	ds_write_b8 v150, v197 offset:13824
	ds_write_b8 v150, v205 offset:15872
	ds_write_b8 v151, v180 offset:9984
	ds_write_b8 v151, v188 offset:12032
	ds_write_b8 v151, v196 offset:14080
	ds_write_b8 v151, v204 offset:16128
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	ds_write_b8 v144, v140 offset:16384
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_write_b8 v144, v1 offset:16640
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cmp_lt_i32 s40, 1
	v_lshlrev_b32_e32 v140, 7, v3
	v_lshlrev_b32_e32 v141, 3, v0
	v_lshrrev_b32_e32 v142, 1, v138
	v_lshrrev_b32_e32 v143, 5, v138
	s_cbranch_scc1 .LBB0_268
; %bb.133:                              ; %.lr.ph
	.loc	1 0 25 is_stmt 0                ; triton_sim_kernels.py:0:25
	s_movk_i32 s39, 0x70
	v_lshl_or_b32 v0, v133, 5, v140
	v_bitop3_b32 v1, v141, v142, s39 bitop3:0x6c
	v_lshl_or_b32 v152, v139, 6, v140
	v_or_b32_e32 v153, v0, v1
	v_bitop3_b32 v154, v0, 32, v1 bitop3:0x36
	v_bitop3_b32 v155, v0, 64, v1 bitop3:0x36
	v_bitop3_b32 v0, v0, s38, v1 bitop3:0x36
	v_or_b32_e32 v157, v152, v1
	v_bitop3_b32 v158, v152, 32, v1 bitop3:0x36
	v_bitop3_b32 v159, v152, 64, v1 bitop3:0x36
	v_bitop3_b32 v1, v152, s38, v1 bitop3:0x36
	v_lshl_or_b32 v152, v3, 2, v143
	v_lshlrev_b32_e32 v161, 1, v139
	v_add_u32_e32 v152, 0, v152
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_movk_i32 s41, 0x80
	v_add_u32_e32 v153, 0, v153
	v_add_u32_e32 v154, 0, v154
	v_add_u32_e32 v155, 0, v155
	v_add_u32_e32 v156, 0, v0
	v_add_u32_e32 v157, 0, v157
	v_add_u32_e32 v158, 0, v158
	v_add_u32_e32 v159, 0, v159
	v_add_u32_e32 v160, 0, v1
	v_add_u32_e32 v161, v152, v161
.LBB0_134:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 61 47 is_stmt 1               ; triton_sim_kernels.py:61:47
	v_add_u32_e32 v0, s41, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v198, 0
	.loc	1 61 20 is_stmt 0               ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 4
	v_readlane_b32 s43, v255, 5
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_136
; %bb.135:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[162:163], v[4:5], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v198, v[162:163], off
.LBB0_136:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v199, 0
	v_mov_b32_e32 v200, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 6
	v_readlane_b32 s43, v255, 7
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_138
; %bb.137:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[6:7], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v200, v[162:163], off
.LBB0_138:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 8
	v_readlane_b32 s43, v255, 9
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_140
; %bb.139:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[8:9], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v199, v[162:163], off
.LBB0_140:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v201, 0
	v_mov_b32_e32 v202, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 10
	v_readlane_b32 s43, v255, 11
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_142
; %bb.141:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[10:11], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v202, v[162:163], off
.LBB0_142:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 12
	v_readlane_b32 s43, v255, 13
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_144
; %bb.143:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[12:13], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v201, v[162:163], off
.LBB0_144:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v203, 0
	v_mov_b32_e32 v204, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 14
	v_readlane_b32 s43, v255, 15
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_146
; %bb.145:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[14:15], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v204, v[162:163], off
.LBB0_146:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 16
	v_readlane_b32 s43, v255, 17
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_148
; %bb.147:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[16:17], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v203, v[162:163], off
.LBB0_148:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v205, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 18
	v_readlane_b32 s43, v255, 19
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_150
; %bb.149:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[18:19], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v205, v[162:163], off
.LBB0_150:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 20
	v_readlane_b32 s43, v255, 21
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_152
; %bb.151:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[20:21], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v206, v[162:163], off
.LBB0_152:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v207, 0
	v_mov_b32_e32 v208, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 22
	v_readlane_b32 s43, v255, 23
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_154
; %bb.153:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[22:23], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v208, v[162:163], off
.LBB0_154:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 24
	v_readlane_b32 s43, v255, 25
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_156
; %bb.155:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[24:25], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v207, v[162:163], off
.LBB0_156:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v210, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 26
	v_readlane_b32 s43, v255, 27
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_158
; %bb.157:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[26:27], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v210, v[162:163], off
.LBB0_158:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 28
	v_readlane_b32 s43, v255, 29
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_160
; %bb.159:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[28:29], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v209, v[162:163], off
.LBB0_160:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v211, 0
	v_mov_b32_e32 v212, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 30
	v_readlane_b32 s43, v255, 31
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_162
; %bb.161:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[30:31], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v212, v[162:163], off
.LBB0_162:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 32
	v_readlane_b32 s43, v255, 33
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_164
; %bb.163:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[32:33], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v211, v[162:163], off
.LBB0_164:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v213, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 34
	v_readlane_b32 s43, v255, 35
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_166
; %bb.165:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[34:35], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v213, v[162:163], off
.LBB0_166:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 36
	v_readlane_b32 s43, v255, 37
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_168
; %bb.167:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[36:37], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v214, v[162:163], off
.LBB0_168:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v216, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 38
	v_readlane_b32 s43, v255, 39
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_170
; %bb.169:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[38:39], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v216, v[162:163], off
.LBB0_170:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 40
	v_readlane_b32 s43, v255, 41
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_172
; %bb.171:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[40:41], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v215, v[162:163], off
.LBB0_172:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v217, 0
	v_mov_b32_e32 v218, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 42
	v_readlane_b32 s43, v255, 43
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_174
; %bb.173:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[42:43], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v218, v[162:163], off
.LBB0_174:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b64 s[38:39], exec
	v_readlane_b32 s42, v255, 44
	v_readlane_b32 s43, v255, 45
	s_and_b64 s[42:43], s[38:39], s[42:43]
	s_mov_b64 exec, s[42:43]
	s_cbranch_execz .LBB0_176
; %bb.175:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[44:45], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v217, v[162:163], off
.LBB0_176:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v219, 0
	v_mov_b32_e32 v220, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[44:45]
	s_cbranch_execz .LBB0_178
; %bb.177:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[46:47], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v220, v[162:163], off
.LBB0_178:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[46:47]
	s_cbranch_execz .LBB0_180
; %bb.179:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[48:49], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v219, v[162:163], off
.LBB0_180:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v221, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[48:49]
	s_cbranch_execz .LBB0_182
; %bb.181:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[50:51], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v221, v[162:163], off
.LBB0_182:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[50:51]
	s_cbranch_execz .LBB0_184
; %bb.183:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[52:53], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v222, v[162:163], off
.LBB0_184:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v223, 0
	v_mov_b32_e32 v224, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[52:53]
	s_cbranch_execz .LBB0_186
; %bb.185:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[54:55], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v224, v[162:163], off
.LBB0_186:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[54:55]
	s_cbranch_execz .LBB0_188
; %bb.187:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[56:57], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v223, v[162:163], off
.LBB0_188:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v225, 0
	v_mov_b32_e32 v226, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[56:57]
	s_cbranch_execz .LBB0_190
; %bb.189:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[58:59], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v226, v[162:163], off
.LBB0_190:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[58:59]
	s_cbranch_execz .LBB0_192
; %bb.191:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[60:61], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v225, v[162:163], off
.LBB0_192:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v227, 0
	v_mov_b32_e32 v228, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[60:61]
	s_cbranch_execz .LBB0_194
; %bb.193:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[62:63], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v228, v[162:163], off
.LBB0_194:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[62:63]
	s_cbranch_execz .LBB0_196
; %bb.195:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[64:65], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v227, v[162:163], off
.LBB0_196:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v229, 0
	v_mov_b32_e32 v230, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[38:39], s[64:65]
	s_cbranch_execz .LBB0_198
; %bb.197:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[162:163], v[66:67], 0, v[0:1]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v230, v[162:163], off
.LBB0_198:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 69 52 is_stmt 1               ; triton_sim_kernels.py:69:52
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[174:177], v153
	ds_read_b128 v[178:181], v154
	ds_read_b128 v[166:169], v155
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_read_b128 v[170:173], v156
	s_and_saveexec_b64 s[38:39], s[66:67]
	s_cbranch_execz .LBB0_200
; %bb.199:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[162:163], v[68:69], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v229, v[162:163], off
.LBB0_200:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v231, 0
	v_mov_b32_e32 v232, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[68:69]
	s_cbranch_execz .LBB0_202
; %bb.201:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[70:71], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v232, v[162:163], off
.LBB0_202:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[70:71]
	s_cbranch_execz .LBB0_204
; %bb.203:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[72:73], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v231, v[162:163], off
.LBB0_204:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v233, 0
	v_mov_b32_e32 v234, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[72:73]
	s_cbranch_execz .LBB0_206
; %bb.205:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[74:75], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v234, v[162:163], off
.LBB0_206:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[74:75]
	s_cbranch_execz .LBB0_208
; %bb.207:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[76:77], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v233, v[162:163], off
.LBB0_208:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v235, 0
	v_mov_b32_e32 v236, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[76:77]
	s_cbranch_execz .LBB0_210
; %bb.209:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[78:79], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v236, v[162:163], off
.LBB0_210:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[78:79]
	s_cbranch_execz .LBB0_212
; %bb.211:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[80:81], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v235, v[162:163], off
.LBB0_212:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v238, 0
	v_mov_b32_e32 v237, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[80:81]
	s_cbranch_execz .LBB0_214
; %bb.213:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[82:83], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v237, v[162:163], off
.LBB0_214:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[82:83]
	s_cbranch_execz .LBB0_216
; %bb.215:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[84:85], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v238, v[162:163], off
.LBB0_216:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v239, 0
	v_mov_b32_e32 v240, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[84:85]
	s_cbranch_execz .LBB0_218
; %bb.217:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[86:87], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v240, v[162:163], off
.LBB0_218:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[86:87]
	s_cbranch_execz .LBB0_220
; %bb.219:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[88:89], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v239, v[162:163], off
.LBB0_220:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v241, 0
	v_mov_b32_e32 v242, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[88:89]
	s_cbranch_execz .LBB0_222
; %bb.221:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[90:91], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v242, v[162:163], off
.LBB0_222:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[90:91]
	s_cbranch_execz .LBB0_224
; %bb.223:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[92:93], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v241, v[162:163], off
.LBB0_224:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v243, 0
	v_mov_b32_e32 v244, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[92:93]
	s_cbranch_execz .LBB0_226
; %bb.225:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[94:95], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v244, v[162:163], off
.LBB0_226:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[94:95]
	s_cbranch_execz .LBB0_228
; %bb.227:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[96:97], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v243, v[162:163], off
.LBB0_228:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v246, 0
	v_mov_b32_e32 v245, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[96:97]
	s_cbranch_execz .LBB0_230
; %bb.229:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[98:99], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v245, v[162:163], off
.LBB0_230:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[98:99]
	s_cbranch_execz .LBB0_232
; %bb.231:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[100:101], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v246, v[162:163], off
.LBB0_232:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v247, 0
	v_mov_b32_e32 v248, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execz .LBB0_234
; %bb.233:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[102:103], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v248, v[162:163], off
.LBB0_234:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[0:1]
	s_cbranch_execz .LBB0_236
; %bb.235:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[104:105], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v247, v[162:163], off
.LBB0_236:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v249, 0
	v_mov_b32_e32 v250, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[2:3]
	s_cbranch_execz .LBB0_238
; %bb.237:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[106:107], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v250, v[162:163], off
.LBB0_238:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execz .LBB0_240
; %bb.239:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[108:109], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v249, v[162:163], off
.LBB0_240:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v251, 0
	v_mov_b32_e32 v252, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[20:21]
	s_cbranch_execz .LBB0_242
; %bb.241:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[110:111], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v252, v[162:163], off
.LBB0_242:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[8:9]
	s_cbranch_execz .LBB0_244
; %bb.243:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[112:113], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v251, v[162:163], off
.LBB0_244:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v254, 0
	v_mov_b32_e32 v253, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[34:35]
	s_cbranch_execz .LBB0_246
; %bb.245:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[114:115], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v253, v[162:163], off
.LBB0_246:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_248
; %bb.247:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[116:117], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v254, v[162:163], off
.LBB0_248:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a17, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[16:17]
	s_cbranch_execz .LBB0_250
; %bb.249:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[118:119], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte a17, v[162:163], off
.LBB0_250:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[18:19]
	s_cbranch_execz .LBB0_252
; %bb.251:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[120:121], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte a16, v[162:163], off
.LBB0_252:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a19, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[22:23]
	s_cbranch_execz .LBB0_254
; %bb.253:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[122:123], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte a19, v[162:163], off
.LBB0_254:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[24:25]
	s_cbranch_execz .LBB0_256
; %bb.255:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[124:125], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte a18, v[162:163], off
.LBB0_256:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a21, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[26:27]
	s_cbranch_execnz .LBB0_266
; %bb.257:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[28:29]
	s_cbranch_execnz .LBB0_267
.LBB0_258:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	v_accvgpr_write_b32 a22, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_260
.LBB0_259:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[0:1], v[130:131], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte a22, v[0:1], off
.LBB0_260:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[38:39]
	.loc	1 69 52 is_stmt 1               ; triton_sim_kernels.py:69:52
	ds_read_b128 v[190:193], v157 offset:8192
	ds_read_b128 v[194:197], v158 offset:8192
	ds_read_b128 v[182:185], v159 offset:8192
	.loc	1 65 55                         ; triton_sim_kernels.py:65:55
	ds_read_b128 v[186:189], v160 offset:8192
	s_ashr_i32 s38, s41, 5
	.loc	1 65 60 is_stmt 0               ; triton_sim_kernels.py:65:60
	v_or_b32_e32 v0, s38, v132
	v_mov_b32_e32 v162, 0x7f
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v163, 0x7f
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	s_and_saveexec_b64 s[38:39], s[6:7]
	s_cbranch_execz .LBB0_262
; %bb.261:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	v_lshl_add_u64 v[164:165], v[134:135], 0, v[0:1]
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	global_load_ubyte v163, v[164:165], off
.LBB0_262:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, s[38:39]
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	v_add_u32_e32 v165, v152, v133
	ds_read_u8 v164, v165 offset:16384
	ds_read_u8 v165, v165 offset:16386
	.loc	1 67 21 is_stmt 1               ; triton_sim_kernels.py:67:21
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_264
; %bb.263:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 21 is_stmt 0                ; triton_sim_kernels.py:0:21
	v_lshl_add_u64 v[0:1], v[136:137], 0, v[0:1]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	global_load_ubyte v162, v[0:1], off
.LBB0_264:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, s[38:39]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_read_u8 v0, v161 offset:16642
	ds_read_u8 v1, v161 offset:16640
	.loc	1 69 52 is_stmt 1               ; triton_sim_kernels.py:69:52
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b16_e32 v165, 8, v165
	v_or_b32_e32 v164, v164, v165
	v_and_b32_e32 v164, 0xffff, v164
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b16_e32 v0, 8, v0
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v0, 0xffff, v0
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_add_i32 s38, s41, 0x80
	s_cmp_lt_i32 s41, s40
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[190:197], v[174:181], a[0:15], v0, v164 op_sel_hi:[0,0,0]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v144, v198
	ds_write_b8 v144, v206 offset:2048
	ds_write_b8 v144, v214 offset:4096
	ds_write_b8 v144, v222 offset:6144
	ds_write_b8 v145, v200 offset:256
	ds_write_b8 v145, v208 offset:2304
	ds_write_b8 v145, v216 offset:4352
	ds_write_b8 v145, v224 offset:6400
	ds_write_b8 v146, v199 offset:512
	ds_write_b8 v146, v207 offset:2560
	ds_write_b8 v146, v215 offset:4608
	ds_write_b8 v146, v223 offset:6656
	ds_write_b8 v147, v202 offset:768
	ds_write_b8 v147, v210 offset:2816
	ds_write_b8 v147, v218 offset:4864
	ds_write_b8 v147, v226 offset:6912
	ds_write_b8 v148, v201 offset:1024
	ds_write_b8 v148, v209 offset:3072
	ds_write_b8 v148, v217 offset:5120
	ds_write_b8 v148, v225 offset:7168
	ds_write_b8 v149, v204 offset:1280
	ds_write_b8 v149, v212 offset:3328
	ds_write_b8 v149, v220 offset:5376
	ds_write_b8 v149, v228 offset:7424
	ds_write_b8 v150, v203 offset:1536
	ds_write_b8 v150, v211 offset:3584
	ds_write_b8 v150, v219 offset:5632
	ds_write_b8 v150, v227 offset:7680
	ds_write_b8 v151, v205 offset:1792
	ds_write_b8 v151, v213 offset:3840
	ds_write_b8 v151, v221 offset:5888
	ds_write_b8 v151, v230 offset:7936
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_write_b8 v144, v229 offset:8192
	ds_write_b8 v144, v238 offset:10240
	ds_write_b8 v144, v246 offset:12288
	ds_write_b8 v144, v254 offset:14336
	ds_write_b8 v145, v232 offset:8448
	ds_write_b8 v145, v240 offset:10496
	ds_write_b8 v145, v248 offset:12544
	ds_write_b8 v145, a17 offset:14592
	ds_write_b8 v146, v231 offset:8704
	ds_write_b8 v146, v239 offset:10752
	ds_write_b8 v146, v247 offset:12800
	ds_write_b8 v146, a16 offset:14848
	ds_write_b8 v147, v234 offset:8960
	ds_write_b8 v147, v242 offset:11008
	ds_write_b8 v147, v250 offset:13056
	ds_write_b8 v147, a19 offset:15104
	ds_write_b8 v148, v233 offset:9216
	ds_write_b8 v148, v241 offset:11264
	ds_write_b8 v148, v249 offset:13312
	ds_write_b8 v148, a18 offset:15360
	ds_write_b8 v149, v236 offset:9472
	ds_write_b8 v149, v244 offset:11520
	ds_write_b8 v149, v252 offset:13568
	ds_write_b8 v149, a21 offset:15616
	ds_write_b8 v150, v235 offset:9728
	ds_write_b8 v150, v243 offset:11776
	ds_write_b8 v150, v251 offset:13824
	ds_write_b8 v150, a20 offset:15872
	ds_write_b8 v151, v237 offset:9984
	ds_write_b8 v151, v245 offset:12032
	ds_write_b8 v151, v253 offset:14080
	ds_write_b8 v151, a22 offset:16128
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	ds_write_b8 v144, v163 offset:16384
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_write_b8 v144, v162 offset:16640
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[182:189], v[166:173], a[0:15], v0, v164 op_sel:[1,1,0] op_sel_hi:[0,0,0]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cbranch_scc0 .LBB0_269
; %bb.265:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 25 is_stmt 0                ; triton_sim_kernels.py:0:25
	s_mov_b32 s41, s38
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_branch .LBB0_134
.LBB0_266:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47 is_stmt 1               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[126:127], 0, v[0:1]
	.loc	1 63 20 is_stmt 0               ; triton_sim_kernels.py:63:20
	global_load_ubyte a21, v[162:163], off
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[28:29]
	s_cbranch_execz .LBB0_258
.LBB0_267:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[162:163], v[128:129], 0, v[0:1]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte a20, v[162:163], off
	s_or_b64 exec, exec, s[38:39]
	v_accvgpr_write_b32 a22, 0
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execnz .LBB0_259
	s_branch .LBB0_260
.LBB0_268:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
.LBB0_269:                              ; %._crit_edge
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_271
; %bb.270:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_movk_i32 s0, 0x70
	.loc	1 65 21 is_stmt 1               ; triton_sim_kernels.py:65:21
	v_lshl_or_b32 v0, v3, 2, v143
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_lshl_or_b32 v21, v139, 6, v140
	v_bitop3_b32 v22, v141, v142, s0 bitop3:0x6c
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	v_add_u32_e32 v0, 0, v0
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_or_b32_e32 v23, v21, v22
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	v_lshl_add_u32 v1, v139, 1, v0
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	v_add_u32_e32 v0, v0, v133
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_xad_u32 v24, v23, 32, 0
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_read_u8 v2, v1 offset:16640
	ds_read_u8 v1, v1 offset:16642
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	ds_read_u8 v20, v0 offset:16384
	ds_read_u8 v0, v0 offset:16386
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_add_u32_e32 v25, 0, v23
	ds_read_b128 v[32:35], v24 offset:8192
	ds_read_b128 v[28:31], v25 offset:8192
	v_lshl_or_b32 v24, v133, 5, v140
	v_or_b32_e32 v25, v24, v22
	v_xad_u32 v26, v25, 32, 0
	v_add_u32_e32 v27, 0, v25
	ds_read_b128 v[40:43], v26
	ds_read_b128 v[36:39], v27
	v_accvgpr_read_b32 v4, a0
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b16_e32 v0, 8, v0
	v_lshlrev_b16_e32 v1, 8, v1
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v8, a4
	v_accvgpr_read_b32 v9, a5
	v_accvgpr_read_b32 v10, a6
	v_accvgpr_read_b32 v11, a7
	v_accvgpr_read_b32 v12, a8
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v15, a11
	v_accvgpr_read_b32 v16, a12
	v_accvgpr_read_b32 v17, a13
	v_accvgpr_read_b32 v18, a14
	v_accvgpr_read_b32 v19, a15
	v_or_b32_e32 v0, v20, v0
	v_or_b32_e32 v1, v2, v1
	v_accvgpr_write_b32 a0, v4
	v_and_b32_e32 v0, 0xffff, v0
	v_and_b32_e32 v1, 0xffff, v1
	v_accvgpr_write_b32 a1, v5
	v_accvgpr_write_b32 a2, v6
	v_accvgpr_write_b32 a3, v7
	v_accvgpr_write_b32 a4, v8
	v_accvgpr_write_b32 a5, v9
	v_accvgpr_write_b32 a6, v10
	v_accvgpr_write_b32 a7, v11
	v_accvgpr_write_b32 a8, v12
	v_accvgpr_write_b32 a9, v13
	v_accvgpr_write_b32 a10, v14
	v_accvgpr_write_b32 a11, v15
	v_accvgpr_write_b32 a12, v16
	v_accvgpr_write_b32 a13, v17
	v_accvgpr_write_b32 a14, v18
	v_accvgpr_write_b32 a15, v19
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v2, v21, s0, v22 bitop3:0x36
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[28:35], v[36:43], a[0:15], v1, v0 op_sel_hi:[0,0,0]
	v_add_u32_e32 v2, 0, v2
	v_xad_u32 v4, v23, 64, 0
	ds_read_b128 v[10:13], v2 offset:8192
	ds_read_b128 v[6:9], v4 offset:8192
	v_bitop3_b32 v2, v24, s0, v22 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	v_xad_u32 v4, v25, 64, 0
	ds_read_b128 v[18:21], v2
	ds_read_b128 v[14:17], v4
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[6:13], v[14:21], a[0:15], v1, v0 op_sel:[1,1,0] op_sel_hi:[0,0,0]
.LBB0_271:                              ; %._crit_edge._crit_edge
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_lshrrev_b32_e32 v0, 2, v133
	v_lshrrev_b32_e32 v1, 3, v138
	v_lshrrev_b32_e32 v2, 1, v139
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or3_b32 v3, v3, v0, s15
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or3_b32 v0, v1, v2, s33
	.loc	1 71 33                         ; triton_sim_kernels.py:71:33
	v_cmp_gt_i32_e32 vcc, s12, v3
	.loc	1 71 53 is_stmt 0               ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 71 39                         ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 35 is_stmt 1               ; triton_sim_kernels.py:70:35
	v_mul_lo_u32 v2, s13, v3
	.loc	1 70 21 is_stmt 0               ; triton_sim_kernels.py:70:21
	v_readlane_b32 s0, v255, 0
	v_ashrrev_i32_e32 v3, 31, v2
	v_readlane_b32 s1, v255, 1
	.loc	1 70 39                         ; triton_sim_kernels.py:70:39
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 70 21                         ; triton_sim_kernels.py:70:21
	s_nop 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[0:1]
	.loc	1 70 39                         ; triton_sim_kernels.py:70:39
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 70 52                         ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_273
; %bb.272:
	s_nop 1
	global_store_dword v[2:3], a0, off
.LBB0_273:
	.loc	1 0 52                          ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 1, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_275
; %bb.274:
	global_store_dword v[2:3], a1, off offset:4
.LBB0_275:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 2, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_277
; %bb.276:
	global_store_dword v[2:3], a2, off offset:8
.LBB0_277:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 3, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_279
; %bb.278:
	global_store_dword v[2:3], a3, off offset:12
.LBB0_279:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 8, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_281
; %bb.280:
	global_store_dword v[2:3], a4, off offset:32
.LBB0_281:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 9, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_283
; %bb.282:
	global_store_dword v[2:3], a5, off offset:36
.LBB0_283:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 10, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_285
; %bb.284:
	global_store_dword v[2:3], a6, off offset:40
.LBB0_285:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 11, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_287
; %bb.286:
	global_store_dword v[2:3], a7, off offset:44
.LBB0_287:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 16, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_289
; %bb.288:
	global_store_dword v[2:3], a8, off offset:64
.LBB0_289:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 17, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_291
; %bb.290:
	global_store_dword v[2:3], a9, off offset:68
.LBB0_291:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 18, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_293
; %bb.292:
	global_store_dword v[2:3], a10, off offset:72
.LBB0_293:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 19, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_295
; %bb.294:
	global_store_dword v[2:3], a11, off offset:76
.LBB0_295:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 24, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_297
; %bb.296:
	global_store_dword v[2:3], a12, off offset:96
.LBB0_297:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 25, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_299
; %bb.298:
	global_store_dword v[2:3], a13, off offset:100
.LBB0_299:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, 26, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_301
; %bb.300:
	global_store_dword v[2:3], a14, off offset:104
.LBB0_301:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v0, 27, v0
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 71 39 is_stmt 0               ; triton_sim_kernels.py:71:39
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 70 52 is_stmt 1               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_303
; %bb.302:
	global_store_dword v[2:3], a15, off offset:108
.LBB0_303:
	.loc	1 70 4 is_stmt 0                ; triton_sim_kernels.py:70:4
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mx_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 279
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	mx_gemm, .Lfunc_end0-mx_gemm
	.cfi_endproc
                                        ; -- End function
	.set mx_gemm.num_vgpr, 256
	.set mx_gemm.num_agpr, 23
	.set mx_gemm.numbered_sgpr, 100
	.set mx_gemm.num_named_barrier, 0
	.set mx_gemm.private_seg_size, 0
	.set mx_gemm.uses_vcc, 1
	.set mx_gemm.uses_flat_scratch, 0
	.set mx_gemm.has_dyn_sized_stack, 0
	.set mx_gemm.has_recursion, 0
	.set mx_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11076
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 23
; TotalNumVgprs: 279
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 34
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 279
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"triton_sim_kernels.py"         ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/scripts/peer"       ; string offset=29
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     23
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           mx_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 46
    .symbol:         mx_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     279
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

; triton 3.6.0: dynamic LDS 8704 bytes, 4 warps
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
; %bb.175:
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
; %bb.176:
.LBB0_0:
.Ltmp1:
	.loc	1 57 14 is_stmt 1               ; triton_sim_kernels.py:57:14
	s_lshr_b32 s0, s14, 31
	.loc	1 53 17                         ; triton_sim_kernels.py:53:17
	s_lshl_b32 s15, s15, 6
	.loc	1 53 35 is_stmt 0               ; triton_sim_kernels.py:53:35
	v_lshrrev_b32_e32 v1, 6, v0
	.loc	1 57 14 is_stmt 1               ; triton_sim_kernels.py:57:14
	s_add_i32 s0, s14, s0
	.loc	1 53 22                         ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v2, s15, v1
	.loc	1 57 14                         ; triton_sim_kernels.py:57:14
	s_ashr_i32 s17, s0, 1
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e32 vcc, s12, v2
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v2, s17, v2
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cmp_gt_i32 s14, 0
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cselect_b64 s[84:85], -1, 0
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_mov_b32_e32 v88, 0
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_and_b32_e32 v16, 63, v0
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[2:3]
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_mov_b32_e32 v17, v88
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[18:19], vcc, s[84:85]
	v_mov_b32_e32 v89, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[2:3], v[18:19], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v89, v[2:3], off
.LBB0_2:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v2, 4, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v3, s15, v2
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v4, s17, v3
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[0:1], s12, v3
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[4:5]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[0:1], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v88, v[4:5], off
.LBB0_4:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v3, 8, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v4, s15, v3
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[76:77], s12, v4
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v4, s17, v4
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[4:5]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[76:77], s[84:85]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v93, v[4:5], off
.LBB0_6:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v4, 12, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v5, s15, v4
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v6, s17, v5
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[72:73], s12, v5
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[6:7]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[72:73], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[6:7], v[24:25], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v92, v[6:7], off
.LBB0_8:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v5, 16, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v6, s15, v5
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[74:75], s12, v6
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v6, s17, v6
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[6:7]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[74:75], s[84:85]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[6:7], v[26:27], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v95, v[6:7], off
.LBB0_10:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v6, 20, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v7, s15, v6
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v8, s17, v7
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[66:67], s12, v7
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[8:9]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[66:67], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[8:9], v[28:29], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v94, v[8:9], off
.LBB0_12:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v7, 24, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v8, s15, v7
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[78:79], s12, v8
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v8, s17, v8
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[8:9]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[78:79], s[84:85]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v99, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[8:9], v[30:31], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v99, v[8:9], off
.LBB0_14:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v8, 28, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v9, s15, v8
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v10, s17, v9
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[80:81], s12, v9
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[10:11]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[80:81], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v100, v[10:11], off
.LBB0_16:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v9, 32, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v10, s15, v9
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[82:83], s12, v10
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v10, s17, v10
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[10:11]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[20:21], s[82:83], s[84:85]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v97, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v97, v[10:11], off
.LBB0_18:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v10, 36, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v11, s15, v10
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v12, s17, v11
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[18:19], s12, v11
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[12:13]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[22:23], s[18:19], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[12:13], v[36:37], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v98, v[12:13], off
.LBB0_20:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[20:21]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v11, 40, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v12, s15, v11
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[20:21], s12, v12
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v12, s17, v12
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[12:13]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[24:25], s[20:21], s[84:85]
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[12:13], v[38:39], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v102, v[12:13], off
.LBB0_22:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[22:23]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v12, 44, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v13, s15, v12
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v14, s17, v13
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[22:23], s12, v13
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[14:15]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[26:27], s[22:23], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v101, v[14:15], off
.LBB0_24:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[24:25]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v13, 48, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v14, s15, v13
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[24:25], s12, v14
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v14, s17, v14
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[14:15]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[28:29], s[24:25], s[84:85]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[14:15], v[42:43], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v104, v[14:15], off
.LBB0_26:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[26:27]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v14, 52, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v15, s15, v14
	.loc	1 61 42 is_stmt 1               ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v44, s17, v15
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[26:27], s12, v15
	.loc	1 61 28                         ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], s[2:3], 0, v[44:45]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[30:31], s[26:27], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[46:47], v[44:45], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v103, v[46:47], off
.LBB0_28:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[28:29]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v15, 56, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v46, s15, v15
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[28:29], s12, v46
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v46, s17, v46
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[2:3], 0, v[46:47]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[34:35], s[28:29], s[84:85]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[48:49], v[46:47], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v106, v[48:49], off
.LBB0_30:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[30:31]
	.loc	1 53 35 is_stmt 1               ; triton_sim_kernels.py:53:35
	v_or_b32_e32 v80, 60, v1
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v48, s15, v80
	.loc	1 62 39 is_stmt 1               ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[30:31], s12, v48
	.loc	1 61 42                         ; triton_sim_kernels.py:61:42
	v_mul_lo_u32 v48, s17, v48
	.loc	1 61 28 is_stmt 0               ; triton_sim_kernels.py:61:28
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[2:3], 0, v[48:49]
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_and_b64 s[34:35], s[30:31], s[84:85]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 61 47 is_stmt 0               ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[50:51], v[48:49], 0, v[16:17]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v105, v[50:51], off
.LBB0_32:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 17 is_stmt 1               ; triton_sim_kernels.py:54:17
	s_lshl_b32 s16, s16, 6
	.loc	1 54 22 is_stmt 0               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v1
	.loc	1 63 42 is_stmt 1               ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v50, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[34:35], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], s[6:7], 0, v[50:51]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[36:37], s[34:35], s[84:85]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v108, v[52:53], off
.LBB0_34:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v2
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v52, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[36:37], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[6:7], 0, v[52:53]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[38:39], s[36:37], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[54:55], v[52:53], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v107, v[54:55], off
.LBB0_36:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v3
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[38:39], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[54:55], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[40:41], s[38:39], s[84:85]
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[40:41]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[54:55], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v110, v[2:3], off
.LBB0_38:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v4
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[40:41], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[56:57], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[42:43], s[40:41], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[42:43]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[56:57], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v109, v[2:3], off
.LBB0_40:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v5
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[42:43], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[58:59], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[44:45], s[42:43], s[84:85]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[58:59], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v5, v[2:3], off
.LBB0_42:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v6
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[44:45], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[60:61], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[46:47], s[44:45], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[60:61], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v4, v[2:3], off
.LBB0_44:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v7
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[46:47], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[62:63], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[48:49], s[46:47], s[84:85]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[48:49]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[62:63], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v7, v[2:3], off
.LBB0_46:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v8
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[48:49], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[64:65], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[50:51], s[48:49], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[50:51]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[64:65], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v6, v[2:3], off
.LBB0_48:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v9
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[50:51], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[66:67], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[52:53], s[50:51], s[84:85]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[52:53]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[66:67], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v9, v[2:3], off
.LBB0_50:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v10
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[52:53], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[54:55], s[52:53], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[68:69], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v8, v[2:3], off
.LBB0_52:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v11
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[54:55], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[56:57], s[54:55], s[84:85]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[70:71], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v11, v[2:3], off
.LBB0_54:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v12
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[56:57], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[72:73], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[58:59], s[56:57], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[58:59]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[72:73], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v10, v[2:3], off
.LBB0_56:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v13
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[58:59], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[74:75], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[60:61], s[58:59], s[84:85]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[60:61]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[74:75], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v13, v[2:3], off
.LBB0_58:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v14
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[60:61], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[76:77], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[62:63], s[60:61], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[62:63]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[76:77], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v12, v[2:3], off
.LBB0_60:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v15
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[62:63], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[78:79], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[64:65], s[62:63], s[84:85]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[64:65]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[78:79], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v15, v[2:3], off
.LBB0_62:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v1, s16, v80
	.loc	1 63 42                         ; triton_sim_kernels.py:63:42
	v_mul_lo_u32 v2, s17, v1
	.loc	1 64 39                         ; triton_sim_kernels.py:64:39
	v_cmp_gt_i32_e64 s[64:65], s13, v1
	.loc	1 63 28                         ; triton_sim_kernels.py:63:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[80:81], s[6:7], 0, v[2:3]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[6:7], s[64:65], s[84:85]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 63 47 is_stmt 0               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[2:3], v[80:81], 0, v[16:17]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v14, v[2:3], off
.LBB0_64:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 58 14 is_stmt 1               ; triton_sim_kernels.py:58:14
	s_ashr_i32 s2, s14, 31
	s_lshr_b32 s2, s2, 27
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_lshrrev_b32_e32 v3, 2, v0
	.loc	1 58 14                         ; triton_sim_kernels.py:58:14
	s_add_i32 s2, s14, s2
	.loc	1 53 22                         ; triton_sim_kernels.py:53:22
	v_or_b32_e32 v1, s15, v3
	.loc	1 58 14                         ; triton_sim_kernels.py:58:14
	s_ashr_i32 s6, s2, 5
	.loc	1 65 44                         ; triton_sim_kernels.py:65:44
	v_mul_lo_u32 v84, s6, v1
	.loc	1 62 39                         ; triton_sim_kernels.py:62:39
	v_cmp_gt_i32_e64 s[68:69], s12, v1
	.loc	1 65 30                         ; triton_sim_kernels.py:65:30
	v_ashrrev_i32_e32 v85, 31, v84
	.loc	1 56 22                         ; triton_sim_kernels.py:56:22
	v_and_b32_e32 v82, 3, v0
	.loc	1 65 30                         ; triton_sim_kernels.py:65:30
	v_lshl_add_u64 v[84:85], s[4:5], 0, v[84:85]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[68:69], s[84:85]
	v_mov_b32_e32 v1, 0x7f
	v_mov_b32_e32 v2, 0x7f
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 0 21 is_stmt 0                ; triton_sim_kernels.py:0:21
	v_mov_b32_e32 v83, 0
	v_lshl_add_u64 v[86:87], v[84:85], 0, v[82:83]
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	global_load_ubyte v2, v[86:87], off
.LBB0_66:
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or_b32_e32 v3, s16, v3
	.loc	1 67 44                         ; triton_sim_kernels.py:67:44
	v_mul_lo_u32 v86, s6, v3
	.loc	1 68 40                         ; triton_sim_kernels.py:68:40
	v_cmp_gt_i32_e64 s[70:71], s13, v3
	.loc	1 67 30                         ; triton_sim_kernels.py:67:30
	v_ashrrev_i32_e32 v87, 31, v86
	v_lshl_add_u64 v[86:87], s[8:9], 0, v[86:87]
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_and_b64 s[4:5], s[70:71], s[84:85]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 0 21 is_stmt 0                ; triton_sim_kernels.py:0:21
	v_mov_b32_e32 v83, 0
	v_lshl_add_u64 v[90:91], v[86:87], 0, v[82:83]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	global_load_ubyte v1, v[90:91], off
.LBB0_68:
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20 is_stmt 1               ; triton_sim_kernels.py:61:20
	v_add_u32_e32 v96, 0, v0
	v_xor_b32_e32 v3, 16, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v96, v89
	ds_write_b8 v96, v95 offset:1024
	ds_write_b8 v96, v97 offset:2048
	ds_write_b8 v96, v104 offset:3072
	v_add_u32_e32 v97, 0, v3
	v_xor_b32_e32 v3, 32, v0
	ds_write_b8 v97, v88 offset:256
	ds_write_b8 v97, v94 offset:1280
	ds_write_b8 v97, v98 offset:2304
	ds_write_b8 v97, v103 offset:3328
	v_add_u32_e32 v98, 0, v3
	v_xor_b32_e32 v3, 48, v0
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_and_b32_e32 v17, 31, v0
	v_and_b32_e32 v90, 32, v0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	ds_write_b8 v98, v93 offset:512
	ds_write_b8 v98, v99 offset:1536
	ds_write_b8 v98, v102 offset:2560
	ds_write_b8 v98, v106 offset:3584
	v_add_u32_e32 v99, 0, v3
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_add_i32 s5, s14, 0xffffff80
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_and_b32_e32 v83, 0x80, v0
	v_and_b32_e32 v91, 64, v0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_mov_b32 s4, 0
	ds_write_b8 v99, v92 offset:768
	ds_write_b8 v99, v100 offset:1792
	ds_write_b8 v99, v101 offset:2816
	ds_write_b8 v99, v105 offset:3840
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_write_b8 v96, v108 offset:4096
	ds_write_b8 v96, v5 offset:5120
	ds_write_b8 v96, v9 offset:6144
	ds_write_b8 v96, v13 offset:7168
	ds_write_b8 v97, v107 offset:4352
	ds_write_b8 v97, v4 offset:5376
	ds_write_b8 v97, v8 offset:6400
	ds_write_b8 v97, v12 offset:7424
	ds_write_b8 v98, v110 offset:4608
	ds_write_b8 v98, v7 offset:5632
	ds_write_b8 v98, v11 offset:6656
	ds_write_b8 v98, v15 offset:7680
	ds_write_b8 v99, v109 offset:4864
	ds_write_b8 v99, v6 offset:5888
	ds_write_b8 v99, v10 offset:6912
	ds_write_b8 v99, v14 offset:7936
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	ds_write_b8 v96, v2 offset:8192
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_write_b8 v96, v1 offset:8448
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cmp_lt_i32 s5, 1
	v_lshlrev_b32_e32 v92, 6, v17
	v_lshlrev_b32_e32 v93, 2, v0
	v_lshrrev_b32_e32 v94, 1, v90
	v_lshrrev_b32_e32 v95, 5, v90
	s_cbranch_scc1 .LBB0_139
; %bb.69:                               ; %.lr.ph
	.loc	1 0 25 is_stmt 0                ; triton_sim_kernels.py:0:25
	v_lshl_or_b32 v0, v83, 4, v92
	v_bitop3_b32 v1, v93, v94, 48 bitop3:0x6c
	v_lshl_or_b32 v3, v91, 5, v92
	v_or_b32_e32 v2, v0, v1
	v_bitop3_b32 v0, v0, 32, v1 bitop3:0x36
	v_or_b32_e32 v4, v3, v1
	v_bitop3_b32 v1, v3, 32, v1 bitop3:0x36
	v_lshl_or_b32 v3, v17, 2, v95
	v_lshlrev_b32_e32 v5, 1, v91
	v_add_u32_e32 v100, 0, v3
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
	v_add_u32_e32 v101, 0, v2
	v_add_u32_e32 v102, 0, v0
	v_add_u32_e32 v103, 0, v4
	v_add_u32_e32 v104, 0, v1
	v_add_u32_e32 v105, v100, v5
	s_branch .LBB0_71
.LBB0_70:                               ;   in Loop: Header=BB0_71 Depth=1
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 21 is_stmt 1               ; triton_sim_kernels.py:67:21
	ds_read_u8 v88, v105 offset:8450
	ds_read_u8 v89, v105 offset:8448
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b16_e32 v109, 8, v109
	v_or_b32_e32 v108, v108, v109
	v_and_b32_e32 v108, 0xffff, v108
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b16_e32 v88, 8, v88
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v88, v89, v88
	v_and_b32_e32 v88, 0xffff, v88
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cmp_lt_i32 s4, s5
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_waitcnt lgkmcnt(0)
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[12:15], v[4:7], a[0:15], v88, v108 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v96, v110
	ds_write_b8 v96, v114 offset:1024
	ds_write_b8 v96, v118 offset:2048
	ds_write_b8 v96, v122 offset:3072
	ds_write_b8 v97, v112 offset:256
	ds_write_b8 v97, v116 offset:1280
	ds_write_b8 v97, v120 offset:2304
	ds_write_b8 v97, v124 offset:3328
	ds_write_b8 v98, v111 offset:512
	ds_write_b8 v98, v115 offset:1536
	ds_write_b8 v98, v119 offset:2560
	ds_write_b8 v98, v123 offset:3584
	ds_write_b8 v99, v113 offset:768
	ds_write_b8 v99, v117 offset:1792
	ds_write_b8 v99, v121 offset:2816
	ds_write_b8 v99, v126 offset:3840
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_write_b8 v96, v125 offset:4096
	ds_write_b8 v96, v130 offset:5120
	ds_write_b8 v96, v134 offset:6144
	ds_write_b8 v96, v138 offset:7168
	ds_write_b8 v97, v128 offset:4352
	ds_write_b8 v97, v132 offset:5376
	ds_write_b8 v97, v136 offset:6400
	ds_write_b8 v97, v140 offset:7424
	ds_write_b8 v98, v127 offset:4608
	ds_write_b8 v98, v131 offset:5632
	ds_write_b8 v98, v135 offset:6656
	ds_write_b8 v98, v139 offset:7680
	ds_write_b8 v99, v129 offset:4864
	ds_write_b8 v99, v133 offset:5888
	ds_write_b8 v99, v137 offset:6912
	ds_write_b8 v99, v141 offset:7936
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	ds_write_b8 v96, v107 offset:8192
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_write_b8 v96, v106 offset:8448
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[8:11], v[0:3], a[0:15], v88, v108 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_cbranch_scc0 .LBB0_140
.LBB0_71:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 60 25                         ; triton_sim_kernels.py:60:25
	s_addk_i32 s4, 0x80
	.loc	1 61 53                         ; triton_sim_kernels.py:61:53
	s_ashr_i32 s2, s4, 1
	.loc	1 61 60 is_stmt 0               ; triton_sim_kernels.py:61:60
	v_or_b32_e32 v8, s2, v16
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v110, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v110, v[0:1], off
.LBB0_73:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[20:21], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v112, v[0:1], off
.LBB0_75:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[22:23], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v111, v[0:1], off
.LBB0_77:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v113, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[72:73]
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[24:25], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v113, v[0:1], off
.LBB0_79:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[74:75]
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[26:27], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v114, v[0:1], off
.LBB0_81:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[66:67]
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[28:29], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v116, v[0:1], off
.LBB0_83:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[78:79]
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[30:31], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v115, v[0:1], off
.LBB0_85:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v117, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[80:81]
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[32:33], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v117, v[0:1], off
.LBB0_87:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[82:83]
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[34:35], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v118, v[0:1], off
.LBB0_89:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v120, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[36:37], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v120, v[0:1], off
.LBB0_91:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[38:39], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v119, v[0:1], off
.LBB0_93:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v121, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[22:23]
	s_cbranch_execz .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[40:41], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v121, v[0:1], off
.LBB0_95:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[24:25]
	s_cbranch_execz .LBB0_97
; %bb.96:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[42:43], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v122, v[0:1], off
.LBB0_97:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[26:27]
	s_cbranch_execz .LBB0_99
; %bb.98:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[44:45], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v124, v[0:1], off
.LBB0_99:                               ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[46:47], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v123, v[0:1], off
.LBB0_101:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_and_saveexec_b64 s[2:3], s[30:31]
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 61 47                         ; triton_sim_kernels.py:61:47
	v_lshl_add_u64 v[0:1], v[48:49], 0, v[8:9]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	global_load_ubyte v126, v[0:1], off
.LBB0_103:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[4:7], v101
	ds_read_b128 v[0:3], v102
	.loc	1 63 20 is_stmt 1               ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_105
; %bb.104:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[10:11], v[50:51], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v125, v[10:11], off
.LBB0_105:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v128, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_107
; %bb.106:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[52:53], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v128, v[10:11], off
.LBB0_107:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_109
; %bb.108:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[54:55], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v127, v[10:11], off
.LBB0_109:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v129, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[40:41]
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[56:57], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v129, v[10:11], off
.LBB0_111:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[42:43]
	s_cbranch_execz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[58:59], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v130, v[10:11], off
.LBB0_113:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v132, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_115
; %bb.114:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[60:61], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v132, v[10:11], off
.LBB0_115:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_117
; %bb.116:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[62:63], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v131, v[10:11], off
.LBB0_117:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v133, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[48:49]
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[64:65], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v133, v[10:11], off
.LBB0_119:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[50:51]
	s_cbranch_execz .LBB0_121
; %bb.120:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[66:67], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v134, v[10:11], off
.LBB0_121:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v136, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[52:53]
	s_cbranch_execz .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[68:69], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v136, v[10:11], off
.LBB0_123:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[70:71], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v135, v[10:11], off
.LBB0_125:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v137, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[72:73], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v137, v[10:11], off
.LBB0_127:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[58:59]
	s_cbranch_execz .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[74:75], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v138, v[10:11], off
.LBB0_129:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v140, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[60:61]
	s_cbranch_execnz .LBB0_137
; %bb.130:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[62:63]
	s_cbranch_execnz .LBB0_138
.LBB0_131:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v141, 0
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	s_and_saveexec_b64 s[2:3], s[64:65]
	s_cbranch_execz .LBB0_133
.LBB0_132:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[8:9], v[80:81], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v141, v[8:9], off
.LBB0_133:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_read_b128 v[12:15], v103 offset:4096
	ds_read_b128 v[8:11], v104 offset:4096
	.loc	1 65 55 is_stmt 1               ; triton_sim_kernels.py:65:55
	s_ashr_i32 s2, s4, 5
	.loc	1 65 60 is_stmt 0               ; triton_sim_kernels.py:65:60
	v_or_b32_e32 v88, s2, v82
	v_mov_b32_e32 v106, 0x7f
	v_ashrrev_i32_e32 v89, 31, v88
	v_mov_b32_e32 v107, 0x7f
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_135
; %bb.134:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	v_lshl_add_u64 v[108:109], v[84:85], 0, v[88:89]
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	global_load_ubyte v107, v[108:109], off
.LBB0_135:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 21                          ; triton_sim_kernels.py:0:21
	s_or_b64 exec, exec, s[2:3]
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	v_add_u32_e32 v109, v100, v83
	ds_read_u8 v108, v109 offset:8192
	ds_read_u8 v109, v109 offset:8194
	.loc	1 67 21 is_stmt 1               ; triton_sim_kernels.py:67:21
	s_and_saveexec_b64 s[2:3], s[70:71]
	s_cbranch_execz .LBB0_70
; %bb.136:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 0 21 is_stmt 0                ; triton_sim_kernels.py:0:21
	v_lshl_add_u64 v[88:89], v[86:87], 0, v[88:89]
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	global_load_ubyte v106, v[88:89], off
	s_branch .LBB0_70
.LBB0_137:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47 is_stmt 1               ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[76:77], 0, v[8:9]
	.loc	1 63 20 is_stmt 0               ; triton_sim_kernels.py:63:20
	global_load_ubyte v140, v[10:11], off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[62:63]
	s_cbranch_execz .LBB0_131
.LBB0_138:                              ;   in Loop: Header=BB0_71 Depth=1
	.loc	1 63 47                         ; triton_sim_kernels.py:63:47
	v_lshl_add_u64 v[10:11], v[78:79], 0, v[8:9]
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	global_load_ubyte v139, v[10:11], off
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v141, 0
	s_and_saveexec_b64 s[2:3], s[64:65]
	s_cbranch_execnz .LBB0_132
	s_branch .LBB0_133
.LBB0_139:
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
.LBB0_140:                              ; %._crit_edge
	.loc	1 60 25 is_stmt 1               ; triton_sim_kernels.py:60:25
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	s_cbranch_scc1 .LBB0_142
; %bb.141:
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	v_lshl_or_b32 v16, v17, 2, v95
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	v_add_u32_e32 v16, 0, v16
	v_lshl_add_u32 v18, v91, 1, v16
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	v_add_u32_e32 v16, v16, v83
	.loc	1 67 21                         ; triton_sim_kernels.py:67:21
	ds_read_u8 v26, v18 offset:8448
	ds_read_u8 v27, v18 offset:8450
	.loc	1 65 21                         ; triton_sim_kernels.py:65:21
	ds_read_u8 v28, v16 offset:8192
	ds_read_u8 v16, v16 offset:8194
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	v_lshlrev_b32_e32 v18, 5, v91
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	v_bitop3_b32 v22, v93, v94, 48 bitop3:0x6c
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	v_or3_b32 v18, v92, v18, v22
	v_xad_u32 v29, v18, 32, 0
	v_add_u32_e32 v18, 0, v18
	ds_read_b128 v[18:21], v18 offset:4096
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	v_lshlrev_b32_e32 v23, 4, v83
	v_or3_b32 v30, v92, v23, v22
	v_add_u32_e32 v22, 0, v30
	ds_read_b128 v[22:25], v22
	v_accvgpr_read_b32 v0, a0
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b16_e32 v16, 8, v16
	v_lshlrev_b16_e32 v27, 8, v27
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a11
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_or_b32_e32 v16, v28, v16
	v_or_b32_e32 v26, v26, v27
	v_accvgpr_write_b32 a0, v0
	v_and_b32_e32 v16, 0xffff, v16
	v_and_b32_e32 v26, 0xffff, v26
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	.loc	1 63 20                         ; triton_sim_kernels.py:63:20
	ds_read_b128 v[0:3], v29 offset:4096
	.loc	1 61 20                         ; triton_sim_kernels.py:61:20
	v_xad_u32 v4, v30, 32, 0
	ds_read_b128 v[4:7], v4
	.loc	1 69 52                         ; triton_sim_kernels.py:69:52
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[18:21], v[22:25], a[0:15], v26, v16 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[0:3], v[4:7], a[0:15], v26, v16 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
.LBB0_142:                              ; %._crit_edge._crit_edge
	.loc	1 53 35                         ; triton_sim_kernels.py:53:35
	v_lshrrev_b32_e32 v0, 2, v83
	v_lshrrev_b32_e32 v1, 3, v90
	v_lshrrev_b32_e32 v2, 1, v91
	.loc	1 53 22 is_stmt 0               ; triton_sim_kernels.py:53:22
	v_or3_b32 v3, v17, v0, s15
	.loc	1 54 22 is_stmt 1               ; triton_sim_kernels.py:54:22
	v_or3_b32 v0, v1, v2, s16
	.loc	1 70 35                         ; triton_sim_kernels.py:70:35
	v_mul_lo_u32 v2, s13, v3
	.loc	1 71 33                         ; triton_sim_kernels.py:71:33
	v_cmp_gt_i32_e32 vcc, s12, v3
	.loc	1 70 21                         ; triton_sim_kernels.py:70:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 71 53                         ; triton_sim_kernels.py:71:53
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 70 21                         ; triton_sim_kernels.py:70:21
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	.loc	1 70 39 is_stmt 0               ; triton_sim_kernels.py:70:39
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 71 39 is_stmt 1               ; triton_sim_kernels.py:71:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 70 39                         ; triton_sim_kernels.py:70:39
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 70 52 is_stmt 0               ; triton_sim_kernels.py:70:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_144
; %bb.143:
	global_store_dword v[2:3], a0, off
.LBB0_144:
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
	s_cbranch_execz .LBB0_146
; %bb.145:
	global_store_dword v[2:3], a1, off offset:4
.LBB0_146:
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
	s_cbranch_execz .LBB0_148
; %bb.147:
	global_store_dword v[2:3], a2, off offset:8
.LBB0_148:
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
	s_cbranch_execz .LBB0_150
; %bb.149:
	global_store_dword v[2:3], a3, off offset:12
.LBB0_150:
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
	s_cbranch_execz .LBB0_152
; %bb.151:
	global_store_dword v[2:3], a4, off offset:32
.LBB0_152:
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
	s_cbranch_execz .LBB0_154
; %bb.153:
	global_store_dword v[2:3], a5, off offset:36
.LBB0_154:
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
	s_cbranch_execz .LBB0_156
; %bb.155:
	global_store_dword v[2:3], a6, off offset:40
.LBB0_156:
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
	s_cbranch_execz .LBB0_158
; %bb.157:
	global_store_dword v[2:3], a7, off offset:44
.LBB0_158:
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
	s_cbranch_execz .LBB0_160
; %bb.159:
	global_store_dword v[2:3], a8, off offset:64
.LBB0_160:
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
	s_cbranch_execz .LBB0_162
; %bb.161:
	global_store_dword v[2:3], a9, off offset:68
.LBB0_162:
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
	s_cbranch_execz .LBB0_164
; %bb.163:
	global_store_dword v[2:3], a10, off offset:72
.LBB0_164:
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
	s_cbranch_execz .LBB0_166
; %bb.165:
	global_store_dword v[2:3], a11, off offset:76
.LBB0_166:
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
	s_cbranch_execz .LBB0_168
; %bb.167:
	global_store_dword v[2:3], a12, off offset:96
.LBB0_168:
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
	s_cbranch_execz .LBB0_170
; %bb.169:
	global_store_dword v[2:3], a13, off offset:100
.LBB0_170:
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
	s_cbranch_execz .LBB0_172
; %bb.171:
	global_store_dword v[2:3], a14, off offset:104
.LBB0_172:
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
	s_cbranch_execz .LBB0_174
; %bb.173:
	global_store_dword v[2:3], a15, off offset:108
.LBB0_174:
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
		.amdhsa_next_free_vgpr 160
		.amdhsa_next_free_sgpr 86
		.amdhsa_accum_offset 144
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
	.set mx_gemm.num_vgpr, 142
	.set mx_gemm.num_agpr, 16
	.set mx_gemm.numbered_sgpr, 86
	.set mx_gemm.num_named_barrier, 0
	.set mx_gemm.private_seg_size, 0
	.set mx_gemm.uses_vcc, 1
	.set mx_gemm.uses_flat_scratch, 0
	.set mx_gemm.has_dyn_sized_stack, 0
	.set mx_gemm.has_recursion, 0
	.set mx_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6144
; TotalNumSgprs: 92
; NumVgprs: 142
; NumAgprs: 16
; TotalNumVgprs: 160
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 92
; NumVGPRsForWavesPerEU: 160
; AccumOffset: 144
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 35
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
  - .agpr_count:     16
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
    .sgpr_count:     92
    .sgpr_spill_count: 0
    .symbol:         mx_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     160
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

; triton 3.6.0: dynamic LDS 8192 bytes, 4 warps
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	fp8_gemm                        ; -- Begin function fp8_gemm
	.p2align	8
	.type	fp8_gemm,@function
fp8_gemm:                               ; @fp8_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.232:
	.file	1 "/work/main/scripts/peer" "triton_sim_kernels.py"
	.loc	1 28 0 prologue_end             ; triton_sim_kernels.py:28:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.233:
.LBB0_0:
.Ltmp1:
	.loc	1 32 17 is_stmt 1               ; triton_sim_kernels.py:32:17
	s_lshl_b32 s11, s16, 6
	.loc	1 32 35 is_stmt 0               ; triton_sim_kernels.py:32:35
	v_lshrrev_b32_e32 v1, 6, v0
	.loc	1 32 22                         ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v3, s11, v1
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_and_b32_e32 v2, 63, v0
	.loc	1 37 42 is_stmt 1               ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v4, s10, v3
	.loc	1 38 40                         ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 37 28                         ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 38 66                         ; triton_sim_kernels.py:38:66
	v_cmp_gt_i32_e64 s[68:69], s10, v2
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_mov_b32_e32 v133, 0
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[12:13], vcc, s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_mov_b32_e32 v3, v133
	v_mov_b32_e32 v132, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[2:3]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v132, v[6:7], off
.LBB0_2:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v38, 4, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v6, s11, v38
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[0:1], s8, v6
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v6, s10, v6
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[14:15], s[0:1], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[68:69], v[6:7], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ubyte v133, v[68:69], off
.LBB0_4:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[12:13]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v40, 8, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v8, s11, v40
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[70:71], s8, v8
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v8, s10, v8
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[14:15], s[70:71], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[70:71], v[8:9], 0, v[2:3]
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v134, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ubyte v134, v[70:71], off
.LBB0_6:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[12:13]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v42, 12, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v10, s11, v42
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[66:67], s8, v10
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v10, s10, v10
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[14:15], s[66:67], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[72:73], v[10:11], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ubyte v135, v[72:73], off
.LBB0_8:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[12:13]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v44, 16, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v12, s11, v44
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[72:73], s8, v12
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v12, s10, v12
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[14:15], s[72:73], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[12:13], 0, v[2:3]
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v137, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_ubyte v137, v[74:75], off
.LBB0_10:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[12:13]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v46, 20, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v14, s11, v46
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[74:75], s8, v14
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v14, s10, v14
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[14:15], s[74:75], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[76:77], v[14:15], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_ubyte v136, v[76:77], off
.LBB0_12:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[12:13]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v48, 24, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v16, s11, v48
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[12:13], s8, v16
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v16, s10, v16
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[18:19], s[12:13], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[78:79], v[16:17], 0, v[2:3]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_14
; %bb.13:
	global_load_ubyte v139, v[78:79], off
.LBB0_14:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[14:15]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v50, 28, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v18, s11, v50
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[14:15], s8, v18
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v18, s10, v18
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[20:21], s[14:15], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[80:81], v[18:19], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_ubyte v138, v[80:81], off
.LBB0_16:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v52, 32, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v20, s11, v52
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[76:77], s8, v20
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v20, s10, v20
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[20:21], s[76:77], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[82:83], v[20:21], 0, v[2:3]
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_18
; %bb.17:
	global_load_ubyte v141, v[82:83], off
.LBB0_18:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v54, 36, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v22, s11, v54
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[18:19], s8, v22
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v22, s10, v22
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[22:23]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[22:23], s[18:19], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[84:85], v[22:23], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ubyte v140, v[84:85], off
.LBB0_20:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v56, 40, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v24, s11, v56
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[20:21], s8, v24
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v24, s10, v24
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[24:25]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[24:25], s[20:21], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[86:87], v[24:25], 0, v[2:3]
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_ubyte v143, v[86:87], off
.LBB0_22:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[22:23]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v58, 44, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v26, s11, v58
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[22:23], s8, v26
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v26, s10, v26
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[26:27]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[26:27], s[22:23], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[88:89], v[26:27], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_load_ubyte v142, v[88:89], off
.LBB0_24:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[24:25]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v60, 48, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v28, s11, v60
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[24:25], s8, v28
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v28, s10, v28
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[28:29]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[28:29], s[24:25], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[90:91], v[28:29], 0, v[2:3]
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ubyte v145, v[90:91], off
.LBB0_26:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v62, 52, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v30, s11, v62
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[26:27], s8, v30
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v30, s10, v30
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[30:31]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[30:31], s[26:27], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[92:93], v[30:31], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ubyte v144, v[92:93], off
.LBB0_28:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[28:29]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v64, 56, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v32, s11, v64
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[28:29], s8, v32
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v32, s10, v32
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[32:33]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[34:35], s[28:29], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[94:95], v[32:33], 0, v[2:3]
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ubyte v147, v[94:95], off
.LBB0_30:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[30:31]
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_or_b32_e32 v66, 60, v1
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v34, s11, v66
	.loc	1 38 40 is_stmt 1               ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[30:31], s8, v34
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v34, s10, v34
	.loc	1 37 28 is_stmt 0               ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[34:35]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[34:35], s[30:31], s[68:69]
	.loc	1 37 46                         ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[96:97], v[34:35], 0, v[2:3]
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ubyte v146, v[96:97], off
.LBB0_32:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 17 is_stmt 1               ; triton_sim_kernels.py:33:17
	s_lshl_b32 s16, s17, 6
	.loc	1 33 22 is_stmt 0               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v1
	.loc	1 39 42 is_stmt 1               ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v36, s10, v1
	.loc	1 40 40                         ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[34:35], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[36:37], s[34:35], s[68:69]
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[98:99], v[36:37], 0, v[2:3]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v149, v[98:99], off
.LBB0_34:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v38
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v38, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[36:37], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[38:39], s[36:37], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[98:99], v[38:39], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_36
; %bb.35:
	global_load_ubyte v148, v[98:99], off
.LBB0_36:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v40
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v40, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[38:39], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[40:41], s[38:39], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[100:101], v[40:41], 0, v[2:3]
	v_mov_b32_e32 v150, 0
	v_mov_b32_e32 v151, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[40:41]
	s_cbranch_execz .LBB0_38
; %bb.37:
	global_load_ubyte v151, v[100:101], off
.LBB0_38:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v42
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v42, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[40:41], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[42:43], s[4:5], 0, v[42:43]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[42:43], s[40:41], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[102:103], v[42:43], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[42:43]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_load_ubyte v150, v[102:103], off
.LBB0_40:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v44
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v44, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[42:43], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[44:45], s[4:5], 0, v[44:45]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[44:45], s[42:43], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[104:105], v[44:45], 0, v[2:3]
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_ubyte v153, v[104:105], off
.LBB0_42:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v46
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v46, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[44:45], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[46:47]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[46:47], s[44:45], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[106:107], v[46:47], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_load_ubyte v152, v[106:107], off
.LBB0_44:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v48
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v48, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[46:47], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[48:49], s[46:47], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[108:109], v[48:49], 0, v[2:3]
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[48:49]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_load_ubyte v155, v[108:109], off
.LBB0_46:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v50
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v50, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[48:49], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[50:51]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[50:51], s[48:49], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[110:111], v[50:51], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[50:51]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_load_ubyte v154, v[110:111], off
.LBB0_48:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v52
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v52, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v53, 31, v52
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[50:51], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[52:53]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[52:53], s[50:51], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[112:113], v[52:53], 0, v[2:3]
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[52:53]
	s_cbranch_execz .LBB0_50
; %bb.49:
	global_load_ubyte v157, v[112:113], off
.LBB0_50:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v54
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v54, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[52:53], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[54:55]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[54:55], s[52:53], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[114:115], v[54:55], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_52
; %bb.51:
	global_load_ubyte v156, v[114:115], off
.LBB0_52:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v56
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v56, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[54:55], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[56:57]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[56:57], s[54:55], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[116:117], v[56:57], 0, v[2:3]
	v_mov_b32_e32 v158, 0
	v_mov_b32_e32 v159, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_54
; %bb.53:
	global_load_ubyte v159, v[116:117], off
.LBB0_54:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v58
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v58, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[56:57], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[58:59], s[4:5], 0, v[58:59]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[58:59], s[56:57], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[118:119], v[58:59], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[58:59]
	s_cbranch_execz .LBB0_56
; %bb.55:
	global_load_ubyte v158, v[118:119], off
.LBB0_56:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v60
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v60, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v61, 31, v60
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[58:59], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[60:61]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[60:61], s[58:59], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[120:121], v[60:61], 0, v[2:3]
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[60:61]
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_load_ubyte v161, v[120:121], off
.LBB0_58:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v62
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v62, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[60:61], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[62:63]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[62:63], s[60:61], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[122:123], v[62:63], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[62:63]
	s_cbranch_execz .LBB0_60
; %bb.59:
	global_load_ubyte v160, v[122:123], off
.LBB0_60:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v64
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v64, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[62:63], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[64:65]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[64:65], s[62:63], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[124:125], v[64:65], 0, v[2:3]
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, 0
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[64:65]
	s_cbranch_execz .LBB0_62
; %bb.61:
	global_load_ubyte v163, v[124:125], off
.LBB0_62:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s16, v66
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v66, s10, v1
	.loc	1 39 28 is_stmt 0               ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[64:65], s9, v1
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[66:67]
	.loc	1 40 46                         ; triton_sim_kernels.py:40:46
	s_and_b64 s[4:5], s[64:65], s[68:69]
	.loc	1 39 46                         ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[126:127], v[66:67], 0, v[2:3]
	.loc	1 39 20 is_stmt 0               ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:
	global_load_ubyte v162, v[126:127], off
.LBB0_64:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 20 is_stmt 1               ; triton_sim_kernels.py:37:20
	v_add_u32_e32 v131, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v131, v132
	ds_write_b8 v131, v137 offset:1024
	ds_write_b8 v131, v141 offset:2048
	ds_write_b8 v131, v145 offset:3072
	v_xor_b32_e32 v132, 16, v0
	v_add_u32_e32 v132, 0, v132
	ds_write_b8 v132, v133 offset:256
	ds_write_b8 v132, v136 offset:1280
	ds_write_b8 v132, v140 offset:2304
	ds_write_b8 v132, v144 offset:3328
	v_xor_b32_e32 v133, 32, v0
	v_add_u32_e32 v133, 0, v133
	ds_write_b8 v133, v134 offset:512
	ds_write_b8 v133, v139 offset:1536
	ds_write_b8 v133, v143 offset:2560
	ds_write_b8 v133, v147 offset:3584
	v_xor_b32_e32 v134, 48, v0
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_sub_i32 s17, s10, 64
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v128, 0x80, v0
	v_and_b32_e32 v129, 32, v0
	v_and_b32_e32 v130, 64, v0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	v_add_u32_e32 v134, 0, v134
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cmp_lt_i32 s17, 1
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	ds_write_b8 v134, v135 offset:768
	ds_write_b8 v134, v138 offset:1792
	ds_write_b8 v134, v142 offset:2816
	ds_write_b8 v134, v146 offset:3840
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	ds_write_b8 v131, v149 offset:4096
	ds_write_b8 v131, v153 offset:5120
	ds_write_b8 v131, v157 offset:6144
	ds_write_b8 v131, v161 offset:7168
	ds_write_b8 v132, v148 offset:4352
	ds_write_b8 v132, v152 offset:5376
	ds_write_b8 v132, v156 offset:6400
	ds_write_b8 v132, v160 offset:7424
	ds_write_b8 v133, v151 offset:4608
	ds_write_b8 v133, v155 offset:5632
	ds_write_b8 v133, v159 offset:6656
	ds_write_b8 v133, v163 offset:7680
	ds_write_b8 v134, v150 offset:4864
	ds_write_b8 v134, v154 offset:5888
	ds_write_b8 v134, v158 offset:6912
	ds_write_b8 v134, v162 offset:7936
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cbranch_scc1 .LBB0_196
; %bb.65:                               ; %.lr.ph
	.loc	1 38 51                         ; triton_sim_kernels.py:38:51
	v_or_b32_e32 v135, 64, v2
	.loc	1 38 66 is_stmt 0               ; triton_sim_kernels.py:38:66
	v_cmp_gt_i32_e64 s[4:5], s10, v135
	.loc	1 38 46                         ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], vcc, s[4:5]
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v136, 0
	.loc	1 37 20 is_stmt 1               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_67
; %bb.66:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[136:137], v[4:5], 0, v[2:3]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v136, v[136:137], off offset:64
.LBB0_67:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[0:1], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_69
; %bb.68:
	global_load_ubyte v135, v[68:69], off offset:64
.LBB0_69:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[70:71], s[4:5]
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v138, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_71
; %bb.70:
	global_load_ubyte v138, v[70:71], off offset:64
.LBB0_71:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[66:67], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_73
; %bb.72:
	global_load_ubyte v137, v[72:73], off offset:64
.LBB0_73:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[72:73], s[4:5]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v139, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_75
; %bb.74:
	global_load_ubyte v139, v[74:75], off offset:64
.LBB0_75:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[74:75], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_77
; %bb.76:
	global_load_ubyte v73, v[76:77], off offset:64
.LBB0_77:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[12:13], s[4:5]
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_79
; %bb.78:
	global_load_ubyte v141, v[78:79], off offset:64
.LBB0_79:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[14:15], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_81
; %bb.80:
	global_load_ubyte v140, v[80:81], off offset:64
.LBB0_81:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[76:77], s[4:5]
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_83
; %bb.82:
	global_load_ubyte v143, v[82:83], off offset:64
.LBB0_83:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[18:19], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_85
; %bb.84:
	global_load_ubyte v142, v[84:85], off offset:64
.LBB0_85:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[20:21], s[4:5]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_87
; %bb.86:
	global_load_ubyte v83, v[86:87], off offset:64
.LBB0_87:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[22:23], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_89
; %bb.88:
	global_load_ubyte v82, v[88:89], off offset:64
.LBB0_89:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[24:25], s[4:5]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_91
; %bb.90:
	global_load_ubyte v85, v[90:91], off offset:64
.LBB0_91:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[26:27], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_93
; %bb.92:
	global_load_ubyte v84, v[92:93], off offset:64
.LBB0_93:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[28:29], s[4:5]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_95
; %bb.94:
	global_load_ubyte v87, v[94:95], off offset:64
.LBB0_95:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[30:31], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_97
; %bb.96:
	global_load_ubyte v86, v[96:97], off offset:64
.LBB0_97:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v68, 6, v1
	v_lshlrev_b32_e32 v69, 2, v0
	v_lshrrev_b32_e32 v70, 1, v129
	v_lshl_or_b32 v71, v128, 4, v68
	v_bitop3_b32 v69, v69, v70, 48 bitop3:0x6c
	v_or_b32_e32 v70, v71, v69
	v_bitop3_b32 v71, v71, 32, v69 bitop3:0x36
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	v_add_u32_e32 v70, 0, v70
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v71, 0, v71
	ds_read_b128 v[74:77], v70
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	ds_read_b128 v[78:81], v71
	s_and_b64 s[68:69], s[34:35], s[4:5]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[90:91], v[36:37], 0, v[2:3]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v89, v[90:91], off offset:64
.LBB0_99:
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[36:37], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_101
; %bb.100:
	global_load_ubyte v88, v[98:99], off offset:64
.LBB0_101:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[38:39], s[4:5]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_103
; %bb.102:
	global_load_ubyte v91, v[100:101], off offset:64
.LBB0_103:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[40:41], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_105
; %bb.104:
	global_load_ubyte v90, v[102:103], off offset:64
.LBB0_105:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[42:43], s[4:5]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_107
; %bb.106:
	global_load_ubyte v93, v[104:105], off offset:64
.LBB0_107:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[44:45], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_109
; %bb.108:
	global_load_ubyte v92, v[106:107], off offset:64
.LBB0_109:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[46:47], s[4:5]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_111
; %bb.110:
	global_load_ubyte v95, v[108:109], off offset:64
.LBB0_111:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[48:49], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_113
; %bb.112:
	global_load_ubyte v94, v[110:111], off offset:64
.LBB0_113:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[50:51], s[4:5]
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_115
; %bb.114:
	global_load_ubyte v97, v[112:113], off offset:64
.LBB0_115:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[52:53], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_117
; %bb.116:
	global_load_ubyte v96, v[114:115], off offset:64
.LBB0_117:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[54:55], s[4:5]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_119
; %bb.118:
	global_load_ubyte v99, v[116:117], off offset:64
.LBB0_119:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[56:57], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_121
; %bb.120:
	global_load_ubyte v98, v[118:119], off offset:64
.LBB0_121:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[58:59], s[4:5]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_123
; %bb.122:
	global_load_ubyte v101, v[120:121], off offset:64
.LBB0_123:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[60:61], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_125
; %bb.124:
	global_load_ubyte v100, v[122:123], off offset:64
.LBB0_125:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[62:63], s[4:5]
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_127
; %bb.126:
	global_load_ubyte v103, v[124:125], off offset:64
.LBB0_127:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[4:5], s[64:65], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_129
; %bb.128:
	global_load_ubyte v102, v[126:127], off offset:64
.LBB0_129:
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	v_lshl_or_b32 v3, v130, 5, v68
	v_or_b32_e32 v68, v3, v69
	v_bitop3_b32 v69, v3, 32, v69 bitop3:0x36
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	v_add_u32_e32 v3, 0, v68
	v_add_u32_e32 v72, 0, v69
	ds_read_b128 v[104:107], v3 offset:4096
	ds_read_b128 v[108:111], v72 offset:4096
	.loc	1 36 25 is_stmt 1               ; triton_sim_kernels.py:36:25
	s_cmpk_lt_u32 s17, 0x41
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_waitcnt lgkmcnt(0)
	.loc	1 41 27                         ; triton_sim_kernels.py:41:27
	v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[104:111], v[74:81], 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v131, v136
	ds_write_b8 v131, v139 offset:1024
	ds_write_b8 v131, v143 offset:2048
	ds_write_b8 v131, v85 offset:3072
	ds_write_b8 v132, v135 offset:256
	ds_write_b8 v132, v73 offset:1280
	ds_write_b8 v132, v142 offset:2304
	ds_write_b8 v132, v84 offset:3328
	ds_write_b8 v133, v138 offset:512
	ds_write_b8 v133, v141 offset:1536
	ds_write_b8 v133, v83 offset:2560
	ds_write_b8 v133, v87 offset:3584
	ds_write_b8 v134, v137 offset:768
	ds_write_b8 v134, v140 offset:1792
	ds_write_b8 v134, v82 offset:2816
	ds_write_b8 v134, v86 offset:3840
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	ds_write_b8 v131, v89 offset:4096
	ds_write_b8 v131, v93 offset:5120
	ds_write_b8 v131, v97 offset:6144
	ds_write_b8 v131, v101 offset:7168
	ds_write_b8 v132, v88 offset:4352
	ds_write_b8 v132, v92 offset:5376
	ds_write_b8 v132, v96 offset:6400
	ds_write_b8 v132, v100 offset:7424
	ds_write_b8 v133, v91 offset:4608
	ds_write_b8 v133, v95 offset:5632
	ds_write_b8 v133, v99 offset:6656
	ds_write_b8 v133, v103 offset:7680
	ds_write_b8 v134, v90 offset:4864
	ds_write_b8 v134, v94 offset:5888
	ds_write_b8 v134, v98 offset:6912
	ds_write_b8 v134, v102 offset:7936
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cbranch_scc1 .LBB0_197
; %bb.130:                              ; %.peel.next
	.loc	1 0 25 is_stmt 0                ; triton_sim_kernels.py:0:25
	s_mov_b32 s33, 64
	s_branch .LBB0_132
.LBB0_131:                              ;   in Loop: Header=BB0_132 Depth=1
	s_or_b64 exec, exec, s[2:3]
	.loc	1 39 20 is_stmt 1               ; triton_sim_kernels.py:39:20
	ds_read_b128 v[114:117], v3 offset:4096
	ds_read_b128 v[118:121], v72 offset:4096
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_add_i32 s33, s33, 64
	s_cmp_lt_i32 s33, s17
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 41 27                         ; triton_sim_kernels.py:41:27
	v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[114:121], v[74:81], a[0:15]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_waitcnt vmcnt(0)
	ds_write_b8 v131, v82
	ds_write_b8 v131, v86 offset:1024
	ds_write_b8 v131, v90 offset:2048
	ds_write_b8 v131, v94 offset:3072
	ds_write_b8 v132, v73 offset:256
	ds_write_b8 v132, v85 offset:1280
	ds_write_b8 v132, v89 offset:2304
	ds_write_b8 v132, v93 offset:3328
	ds_write_b8 v133, v84 offset:512
	ds_write_b8 v133, v88 offset:1536
	ds_write_b8 v133, v92 offset:2560
	ds_write_b8 v133, v96 offset:3584
	ds_write_b8 v134, v83 offset:768
	ds_write_b8 v134, v87 offset:1792
	ds_write_b8 v134, v91 offset:2816
	ds_write_b8 v134, v95 offset:3840
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	ds_write_b8 v131, v98 offset:4096
	ds_write_b8 v131, v102 offset:5120
	ds_write_b8 v131, v106 offset:6144
	ds_write_b8 v131, v110 offset:7168
	ds_write_b8 v132, v97 offset:4352
	ds_write_b8 v132, v101 offset:5376
	ds_write_b8 v132, v105 offset:6400
	ds_write_b8 v132, v109 offset:7424
	ds_write_b8 v133, v100 offset:4608
	ds_write_b8 v133, v104 offset:5632
	ds_write_b8 v133, v108 offset:6656
	ds_write_b8 v133, v112 offset:7680
	ds_write_b8 v134, v99 offset:4864
	ds_write_b8 v134, v103 offset:5888
	ds_write_b8 v134, v107 offset:6912
	ds_write_b8 v134, v111 offset:7936
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cbranch_scc0 .LBB0_197
.LBB0_132:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 38 66                         ; triton_sim_kernels.py:38:66
	v_add3_u32 v68, v2, s33, 64
	v_cmp_gt_i32_e64 s[4:5], s10, v68
	.loc	1 38 46 is_stmt 0               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], vcc, s[4:5]
	.loc	1 37 46 is_stmt 1               ; triton_sim_kernels.py:37:46
	v_ashrrev_i32_e32 v69, 31, v68
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v82, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_134
; %bb.133:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[74:75], v[4:5], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v82, v[74:75], off
.LBB0_134:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[0:1], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_136
; %bb.135:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[6:7], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v73, v[74:75], off
.LBB0_136:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[70:71], s[4:5]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_138
; %bb.137:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[8:9], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v84, v[74:75], off
.LBB0_138:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[66:67], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_140
; %bb.139:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[10:11], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v83, v[74:75], off
.LBB0_140:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[72:73], s[4:5]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_142
; %bb.141:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[12:13], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v86, v[74:75], off
.LBB0_142:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[74:75], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_144
; %bb.143:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[14:15], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v85, v[74:75], off
.LBB0_144:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[12:13], s[4:5]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_146
; %bb.145:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[16:17], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v88, v[74:75], off
.LBB0_146:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[14:15], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_148
; %bb.147:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[18:19], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v87, v[74:75], off
.LBB0_148:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[76:77], s[4:5]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_150
; %bb.149:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[20:21], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v90, v[74:75], off
.LBB0_150:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[18:19], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_152
; %bb.151:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[22:23], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v89, v[74:75], off
.LBB0_152:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[20:21], s[4:5]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_154
; %bb.153:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[24:25], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v92, v[74:75], off
.LBB0_154:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[22:23], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_156
; %bb.155:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[26:27], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v91, v[74:75], off
.LBB0_156:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[24:25], s[4:5]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_158
; %bb.157:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[28:29], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v94, v[74:75], off
.LBB0_158:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[26:27], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_160
; %bb.159:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[30:31], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v93, v[74:75], off
.LBB0_160:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[28:29], s[4:5]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_162
; %bb.161:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[32:33], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v96, v[74:75], off
.LBB0_162:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[68:69], s[30:31], s[4:5]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_164
; %bb.163:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[74:75], v[34:35], 0, v[68:69]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v95, v[74:75], off
.LBB0_164:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[74:77], v70
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	ds_read_b128 v[78:81], v71
	s_and_b64 s[68:69], s[34:35], s[4:5]
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_166
; %bb.165:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[98:99], v[36:37], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v98, v[98:99], off
.LBB0_166:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[36:37], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_168
; %bb.167:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[100:101], v[38:39], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v97, v[100:101], off
.LBB0_168:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[38:39], s[4:5]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_170
; %bb.169:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[100:101], v[40:41], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v100, v[100:101], off
.LBB0_170:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[40:41], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_172
; %bb.171:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[102:103], v[42:43], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v99, v[102:103], off
.LBB0_172:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[42:43], s[4:5]
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_174
; %bb.173:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[102:103], v[44:45], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v102, v[102:103], off
.LBB0_174:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[44:45], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_176
; %bb.175:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[104:105], v[46:47], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v101, v[104:105], off
.LBB0_176:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[46:47], s[4:5]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_178
; %bb.177:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[104:105], v[48:49], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v104, v[104:105], off
.LBB0_178:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[48:49], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_180
; %bb.179:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[106:107], v[50:51], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v103, v[106:107], off
.LBB0_180:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[50:51], s[4:5]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_182
; %bb.181:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[106:107], v[52:53], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v106, v[106:107], off
.LBB0_182:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[52:53], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_184
; %bb.183:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[108:109], v[54:55], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v105, v[108:109], off
.LBB0_184:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[54:55], s[4:5]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_186
; %bb.185:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[108:109], v[56:57], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v108, v[108:109], off
.LBB0_186:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[56:57], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_188
; %bb.187:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[110:111], v[58:59], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v107, v[110:111], off
.LBB0_188:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[58:59], s[4:5]
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_190
; %bb.189:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[110:111], v[60:61], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v110, v[110:111], off
.LBB0_190:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[60:61], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_192
; %bb.191:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[112:113], v[62:63], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v109, v[112:113], off
.LBB0_192:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[68:69], s[62:63], s[4:5]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_194
; %bb.193:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[112:113], v[64:65], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v112, v[112:113], off
.LBB0_194:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[4:5], s[64:65], s[4:5]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_131
; %bb.195:                              ;   in Loop: Header=BB0_132 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[68:69], v[66:67], 0, v[68:69]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v111, v[68:69], off
	s_branch .LBB0_131
.LBB0_196:
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
.LBB0_197:                              ; %._crit_edge
	.loc	1 36 25 is_stmt 1               ; triton_sim_kernels.py:36:25
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 41 27                         ; triton_sim_kernels.py:41:27
	s_cbranch_scc1 .LBB0_199
; %bb.198:
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshrrev_b32_e32 v20, 1, v129
	v_lshlrev_b32_e32 v18, 6, v1
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	v_lshlrev_b32_e32 v19, 5, v130
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	v_bitop3_b32 v0, v0, v20, 48 bitop3:0x6c
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	v_or3_b32 v19, v18, v19, v0
	v_xad_u32 v20, v19, 32, 0
	v_add_u32_e32 v19, 0, v19
	ds_read_b128 v[24:27], v20 offset:4096
	ds_read_b128 v[20:23], v19 offset:4096
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	v_lshlrev_b32_e32 v19, 4, v128
	v_or3_b32 v0, v18, v19, v0
	v_xad_u32 v18, v0, 32, 0
	v_add_u32_e32 v0, 0, v0
	ds_read_b128 v[32:35], v18
	ds_read_b128 v[28:31], v0
	v_accvgpr_read_b32 v2, a0
	v_accvgpr_read_b32 v3, a1
	v_accvgpr_read_b32 v4, a2
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v6, a4
	v_accvgpr_read_b32 v7, a5
	v_accvgpr_read_b32 v8, a6
	v_accvgpr_read_b32 v9, a7
	v_accvgpr_read_b32 v10, a8
	v_accvgpr_read_b32 v11, a9
	v_accvgpr_read_b32 v12, a10
	v_accvgpr_read_b32 v13, a11
	v_accvgpr_read_b32 v14, a12
	v_accvgpr_read_b32 v15, a13
	v_accvgpr_read_b32 v16, a14
	v_accvgpr_read_b32 v17, a15
	.loc	1 41 27                         ; triton_sim_kernels.py:41:27
	v_accvgpr_write_b32 a0, v2
	v_accvgpr_write_b32 a1, v3
	v_accvgpr_write_b32 a2, v4
	v_accvgpr_write_b32 a3, v5
	v_accvgpr_write_b32 a4, v6
	v_accvgpr_write_b32 a5, v7
	v_accvgpr_write_b32 a6, v8
	v_accvgpr_write_b32 a7, v9
	v_accvgpr_write_b32 a8, v10
	v_accvgpr_write_b32 a9, v11
	v_accvgpr_write_b32 a10, v12
	v_accvgpr_write_b32 a11, v13
	v_accvgpr_write_b32 a12, v14
	v_accvgpr_write_b32 a13, v15
	v_accvgpr_write_b32 a14, v16
	v_accvgpr_write_b32 a15, v17
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[20:27], v[28:35], a[0:15]
.LBB0_199:                              ; %._crit_edge._crit_edge
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_lshrrev_b32_e32 v0, 2, v128
	v_lshrrev_b32_e32 v2, 3, v129
	v_lshrrev_b32_e32 v3, 1, v130
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or3_b32 v1, v1, v0, s11
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or3_b32 v0, v2, v3, s16
	.loc	1 42 35                         ; triton_sim_kernels.py:42:35
	v_mul_lo_u32 v2, s9, v1
	.loc	1 42 21 is_stmt 0               ; triton_sim_kernels.py:42:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 43 33 is_stmt 1               ; triton_sim_kernels.py:43:33
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 43 53 is_stmt 0               ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 42 21 is_stmt 1               ; triton_sim_kernels.py:42:21
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	.loc	1 42 39 is_stmt 0               ; triton_sim_kernels.py:42:39
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 43 39 is_stmt 1               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 39                         ; triton_sim_kernels.py:42:39
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 42 52 is_stmt 0               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_201
; %bb.200:
	s_nop 4
	global_store_dword v[2:3], a0, off
.LBB0_201:
	.loc	1 0 52                          ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 1, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_203
; %bb.202:
	global_store_dword v[2:3], a1, off offset:4
.LBB0_203:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 2, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_205
; %bb.204:
	global_store_dword v[2:3], a2, off offset:8
.LBB0_205:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 3, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_207
; %bb.206:
	global_store_dword v[2:3], a3, off offset:12
.LBB0_207:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 8, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_209
; %bb.208:
	global_store_dword v[2:3], a4, off offset:32
.LBB0_209:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 9, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_211
; %bb.210:
	global_store_dword v[2:3], a5, off offset:36
.LBB0_211:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 10, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_213
; %bb.212:
	global_store_dword v[2:3], a6, off offset:40
.LBB0_213:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 11, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_215
; %bb.214:
	global_store_dword v[2:3], a7, off offset:44
.LBB0_215:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 16, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_217
; %bb.216:
	global_store_dword v[2:3], a8, off offset:64
.LBB0_217:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 17, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_219
; %bb.218:
	global_store_dword v[2:3], a9, off offset:68
.LBB0_219:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 18, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_221
; %bb.220:
	global_store_dword v[2:3], a10, off offset:72
.LBB0_221:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 19, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_223
; %bb.222:
	global_store_dword v[2:3], a11, off offset:76
.LBB0_223:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 24, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_225
; %bb.224:
	global_store_dword v[2:3], a12, off offset:96
.LBB0_225:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 25, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_227
; %bb.226:
	global_store_dword v[2:3], a13, off offset:100
.LBB0_227:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, 26, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_229
; %bb.228:
	global_store_dword v[2:3], a14, off offset:104
.LBB0_229:
	.loc	1 0 52 is_stmt 0                ; triton_sim_kernels.py:0:52
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v0, 27, v0
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 39 is_stmt 0               ; triton_sim_kernels.py:43:39
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 42 52 is_stmt 1               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_231
; %bb.230:
	global_store_dword v[2:3], a15, off offset:108
.LBB0_231:
	.loc	1 42 4 is_stmt 0                ; triton_sim_kernels.py:42:4
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 180
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 164
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
	.size	fp8_gemm, .Lfunc_end0-fp8_gemm
	.cfi_endproc
                                        ; -- End function
	.set fp8_gemm.num_vgpr, 164
	.set fp8_gemm.num_agpr, 16
	.set fp8_gemm.numbered_sgpr, 78
	.set fp8_gemm.num_named_barrier, 0
	.set fp8_gemm.private_seg_size, 0
	.set fp8_gemm.uses_vcc, 1
	.set fp8_gemm.uses_flat_scratch, 0
	.set fp8_gemm.has_dyn_sized_stack, 0
	.set fp8_gemm.has_recursion, 0
	.set fp8_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6832
; TotalNumSgprs: 84
; NumVgprs: 164
; NumAgprs: 16
; TotalNumVgprs: 180
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 180
; AccumOffset: 164
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           fp8_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         fp8_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     180
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

; triton 3.6.0: dynamic LDS 4096 bytes, 4 warps
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	fp8_gemm                        ; -- Begin function fp8_gemm
	.p2align	8
	.type	fp8_gemm,@function
fp8_gemm:                               ; @fp8_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.101:
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
; %bb.102:
.LBB0_0:
.Ltmp1:
	.loc	1 32 17 is_stmt 1               ; triton_sim_kernels.py:32:17
	s_lshl_b32 s11, s16, 6
	.loc	1 33 17                         ; triton_sim_kernels.py:33:17
	s_lshl_b32 s33, s17, 6
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_and_b32_e32 v66, 31, v0
	v_and_b32_e32 v67, 0x80, v0
	v_and_b32_e32 v68, 32, v0
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cmp_lt_i32 s10, 1
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_and_b32_e32 v69, 64, v0
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cbranch_scc1 .LBB0_67
; %bb.1:                                ; %.lr.ph
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_lshrrev_b32_e32 v1, 6, v0
	v_or_b32_e32 v2, 4, v1
	v_or_b32_e32 v3, 8, v1
	v_or_b32_e32 v4, 12, v1
	v_or_b32_e32 v5, 16, v1
	v_or_b32_e32 v6, 20, v1
	v_or_b32_e32 v7, 24, v1
	v_or_b32_e32 v8, 28, v1
	v_or_b32_e32 v9, 32, v1
	v_or_b32_e32 v10, 36, v1
	v_or_b32_e32 v11, 40, v1
	v_or_b32_e32 v12, 44, v1
	v_or_b32_e32 v13, 48, v1
	v_or_b32_e32 v14, 52, v1
	v_or_b32_e32 v15, 56, v1
	v_or_b32_e32 v16, 60, v1
	.loc	1 33 22                         ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v35, s33, v2
	.loc	1 32 22                         ; triton_sim_kernels.py:32:22
	v_or_b32_e32 v17, s11, v1
	v_or_b32_e32 v18, s11, v2
	v_or_b32_e32 v19, s11, v3
	v_or_b32_e32 v20, s11, v4
	v_or_b32_e32 v21, s11, v5
	v_or_b32_e32 v22, s11, v6
	v_or_b32_e32 v23, s11, v7
	v_or_b32_e32 v24, s11, v8
	v_or_b32_e32 v25, s11, v9
	v_or_b32_e32 v26, s11, v10
	v_or_b32_e32 v27, s11, v11
	v_or_b32_e32 v28, s11, v12
	v_or_b32_e32 v29, s11, v13
	v_or_b32_e32 v30, s11, v14
	v_or_b32_e32 v31, s11, v15
	v_or_b32_e32 v32, s11, v16
	.loc	1 40 40                         ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[36:37], s9, v35
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v36, s10, v35
	v_lshlrev_b32_e32 v35, 2, v0
	.loc	1 33 22                         ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v1, s33, v1
	v_or_b32_e32 v39, s33, v4
	v_or_b32_e32 v43, s33, v6
	v_or_b32_e32 v46, s33, v8
	v_or_b32_e32 v50, s33, v10
	v_or_b32_e32 v54, s33, v12
	v_or_b32_e32 v58, s33, v14
	v_or_b32_e32 v62, s33, v16
	.loc	1 38 40                         ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e64 s[0:1], s8, v18
	v_cmp_gt_i32_e64 s[68:69], s8, v20
	v_cmp_gt_i32_e64 s[74:75], s8, v22
	v_cmp_gt_i32_e64 s[14:15], s8, v24
	v_cmp_gt_i32_e64 s[18:19], s8, v26
	v_cmp_gt_i32_e64 s[22:23], s8, v28
	v_cmp_gt_i32_e64 s[26:27], s8, v30
	v_cmp_gt_i32_e64 s[30:31], s8, v32
	.loc	1 37 42                         ; triton_sim_kernels.py:37:42
	v_mul_lo_u32 v2, s10, v17
	v_mul_lo_u32 v4, s10, v18
	v_mul_lo_u32 v6, s10, v19
	v_mul_lo_u32 v8, s10, v20
	v_mul_lo_u32 v10, s10, v21
	v_mul_lo_u32 v12, s10, v22
	v_mul_lo_u32 v14, s10, v23
	v_mul_lo_u32 v16, s10, v24
	v_mul_lo_u32 v18, s10, v25
	v_mul_lo_u32 v20, s10, v26
	v_mul_lo_u32 v22, s10, v27
	v_mul_lo_u32 v24, s10, v28
	v_mul_lo_u32 v26, s10, v29
	v_mul_lo_u32 v28, s10, v30
	v_mul_lo_u32 v30, s10, v31
	v_mul_lo_u32 v32, s10, v32
	v_and_b32_e32 v35, 56, v35
	v_lshrrev_b32_e32 v38, 2, v68
	.loc	1 33 22                         ; triton_sim_kernels.py:33:22
	v_or_b32_e32 v37, s33, v3
	v_or_b32_e32 v42, s33, v5
	v_or_b32_e32 v44, s33, v7
	v_or_b32_e32 v48, s33, v9
	v_or_b32_e32 v52, s33, v11
	v_or_b32_e32 v56, s33, v13
	v_or_b32_e32 v60, s33, v15
	.loc	1 38 40                         ; triton_sim_kernels.py:38:40
	v_cmp_gt_i32_e32 vcc, s8, v17
	v_cmp_gt_i32_e64 s[70:71], s8, v19
	v_cmp_gt_i32_e64 s[72:73], s8, v21
	v_cmp_gt_i32_e64 s[12:13], s8, v23
	v_cmp_gt_i32_e64 s[16:17], s8, v25
	v_cmp_gt_i32_e64 s[20:21], s8, v27
	v_cmp_gt_i32_e64 s[24:25], s8, v29
	v_cmp_gt_i32_e64 s[28:29], s8, v31
	.loc	1 37 28                         ; triton_sim_kernels.py:37:28
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 40 40                         ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[34:35], s9, v1
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v34, s10, v1
	v_lshlrev_b32_e32 v1, 6, v66
	v_lshlrev_b32_e32 v40, 4, v67
	v_xor_b32_e32 v35, v35, v38
	v_lshlrev_b32_e32 v38, 5, v69
	.loc	1 37 28                         ; triton_sim_kernels.py:37:28
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[22:23]
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[24:25]
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[26:27]
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[28:29]
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[30:31]
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[32:33]
	v_or3_b32 v71, v1, v40, v35
	v_or3_b32 v72, v1, v38, v35
	v_mov_b32_e32 v1, 0x88
	.loc	1 32 35                         ; triton_sim_kernels.py:32:35
	v_cmp_eq_u32_e64 s[2:3], 0, v67
	v_and_b32_e32 v70, 63, v0
	v_and_b32_e32 v0, 0x7f, v0
	v_cndmask_b32_e64 v1, v1, 0, s[2:3]
	v_xor_b32_e32 v73, v1, v0
	v_xor_b32_e32 v64, 16, v73
	v_add_u32_e32 v74, 0, v64
	v_xor_b32_e32 v64, 32, v73
	v_add_u32_e32 v75, 0, v64
	v_xor_b32_e32 v64, 48, v73
	v_add_u32_e32 v76, 0, v64
	v_xor_b32_e32 v64, 16, v71
	v_add_u32_e32 v77, 0, v64
	v_xor_b32_e32 v64, 32, v71
	.loc	1 39 42                         ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v38, s10, v37
	v_mul_lo_u32 v40, s10, v39
	v_add_u32_e32 v78, 0, v64
	v_xor_b32_e32 v64, 48, v71
	.loc	1 40 40                         ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[38:39], s9, v37
	v_cmp_gt_i32_e64 s[40:41], s9, v39
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_u32_e32 v79, 0, v64
	v_xor_b32_e32 v64, 16, v72
	.loc	1 40 40                         ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[42:43], s9, v42
	v_cmp_gt_i32_e64 s[46:47], s9, v44
	v_cmp_gt_i32_e64 s[48:49], s9, v46
	v_cmp_gt_i32_e64 s[50:51], s9, v48
	v_cmp_gt_i32_e64 s[52:53], s9, v50
	v_cmp_gt_i32_e64 s[54:55], s9, v52
	v_cmp_gt_i32_e64 s[56:57], s9, v54
	v_cmp_gt_i32_e64 s[58:59], s9, v56
	v_cmp_gt_i32_e64 s[60:61], s9, v58
	v_cmp_gt_i32_e64 s[62:63], s9, v60
	v_cmp_gt_i32_e64 s[64:65], s9, v62
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[38:39]
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[40:41]
	.loc	1 39 42 is_stmt 0               ; triton_sim_kernels.py:39:42
	v_mul_lo_u32 v40, s10, v42
	v_mul_lo_u32 v42, s10, v43
	v_mul_lo_u32 v44, s10, v44
	v_mul_lo_u32 v46, s10, v46
	v_mul_lo_u32 v48, s10, v48
	v_mul_lo_u32 v50, s10, v50
	v_mul_lo_u32 v52, s10, v52
	v_mul_lo_u32 v54, s10, v54
	v_mul_lo_u32 v56, s10, v56
	v_mul_lo_u32 v58, s10, v58
	v_mul_lo_u32 v60, s10, v60
	v_mul_lo_u32 v62, s10, v62
	v_add_u32_e32 v80, 0, v64
	v_xor_b32_e32 v64, 32, v72
	.loc	1 40 40 is_stmt 1               ; triton_sim_kernels.py:40:40
	v_cmp_gt_i32_e64 s[44:45], s9, v43
	.loc	1 39 28                         ; triton_sim_kernels.py:39:28
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_add_u32_e32 v81, 0, v64
	v_xor_b32_e32 v64, 48, v72
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[42:43], s[4:5], 0, v[42:43]
	v_lshl_add_u64 v[44:45], s[4:5], 0, v[44:45]
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[46:47]
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[50:51]
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[52:53]
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[54:55]
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[56:57]
	v_lshl_add_u64 v[58:59], s[4:5], 0, v[58:59]
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[60:61]
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[62:63]
	s_mov_b32 s4, 0
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
	v_add_u32_e32 v82, 0, v64
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 28 is_stmt 0                ; triton_sim_kernels.py:0:28
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 20 is_stmt 1               ; triton_sim_kernels.py:37:20
	v_add_u32_e32 v115, 0, v73
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v115, v83
	ds_write_b8 v115, v87 offset:1024
	ds_write_b8 v115, v91 offset:2048
	ds_write_b8 v115, v95 offset:3072
	ds_write_b8 v74, v85 offset:256
	ds_write_b8 v74, v89 offset:1280
	ds_write_b8 v74, v93 offset:2304
	ds_write_b8 v74, v97 offset:3328
	ds_write_b8 v75, v84 offset:512
	ds_write_b8 v75, v88 offset:1536
	ds_write_b8 v75, v92 offset:2560
	ds_write_b8 v75, v96 offset:3584
	ds_write_b8 v76, v86 offset:768
	ds_write_b8 v76, v90 offset:1792
	ds_write_b8 v76, v94 offset:2816
	ds_write_b8 v76, v99 offset:3840
	v_add_u32_e32 v64, 0, v71
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	v_add_u32_e32 v83, 0, v72
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[64:65], v64
	ds_read_b64 v[84:85], v77
	ds_read_b64 v[86:87], v78
	ds_read_b64 v[88:89], v79
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v115, v98
	ds_write_b8 v115, v103 offset:1024
	ds_write_b8 v115, v107 offset:2048
	ds_write_b8 v115, v111 offset:3072
	ds_write_b8 v74, v101 offset:256
	ds_write_b8 v74, v105 offset:1280
	ds_write_b8 v74, v109 offset:2304
	ds_write_b8 v74, v113 offset:3328
	ds_write_b8 v75, v100 offset:512
	ds_write_b8 v75, v104 offset:1536
	ds_write_b8 v75, v108 offset:2560
	ds_write_b8 v75, v112 offset:3584
	ds_write_b8 v76, v102 offset:768
	ds_write_b8 v76, v106 offset:1792
	ds_write_b8 v76, v110 offset:2816
	ds_write_b8 v76, v114 offset:3840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[90:91], v83
	ds_read_b64 v[92:93], v80
	ds_read_b64 v[94:95], v81
	ds_read_b64 v[96:97], v82
	.loc	1 41 27                         ; triton_sim_kernels.py:41:27
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[90:91], v[64:65], a[0:15]
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_add_i32 s4, s4, 64
	s_cmp_lt_i32 s4, s10
	.loc	1 41 27                         ; triton_sim_kernels.py:41:27
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[92:93], v[84:85], a[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[94:95], v[86:87], a[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[96:97], v[88:89], a[0:15]
	.loc	1 36 25                         ; triton_sim_kernels.py:36:25
	s_cbranch_scc0 .LBB0_68
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 38 66                         ; triton_sim_kernels.py:38:66
	v_add_u32_e32 v64, s4, v70
	v_cmp_gt_i32_e64 s[66:67], s10, v64
	.loc	1 38 46 is_stmt 0               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], vcc, s[66:67]
	.loc	1 37 46 is_stmt 1               ; triton_sim_kernels.py:37:46
	v_ashrrev_i32_e32 v65, 31, v64
	v_mov_b32_e32 v83, 0
	.loc	1 37 20 is_stmt 0               ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[84:85], v[2:3], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v83, v[84:85], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[0:1], s[66:67]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[86:87], v[4:5], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v85, v[86:87], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[70:71], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[86:87], v[6:7], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v84, v[86:87], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[68:69], s[66:67]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[88:89], v[8:9], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v86, v[88:89], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[72:73], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[88:89], v[10:11], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v87, v[88:89], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[74:75], s[66:67]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[90:91], v[12:13], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v89, v[90:91], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[12:13], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[90:91], v[14:15], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v88, v[90:91], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[14:15], s[66:67]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[92:93], v[16:17], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v90, v[92:93], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[16:17], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[92:93], v[18:19], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v91, v[92:93], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[18:19], s[66:67]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[94:95], v[20:21], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v93, v[94:95], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[20:21], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[94:95], v[22:23], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v92, v[94:95], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[22:23], s[66:67]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[96:97], v[24:25], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v94, v[96:97], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[24:25], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[96:97], v[26:27], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v95, v[96:97], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[26:27], s[66:67]
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[98:99], v[28:29], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v97, v[98:99], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[28:29], s[66:67]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[98:99], v[30:31], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v96, v[98:99], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 46 is_stmt 1               ; triton_sim_kernels.py:38:46
	s_and_b64 s[76:77], s[30:31], s[66:67]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_35
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 37 46 is_stmt 0               ; triton_sim_kernels.py:37:46
	v_lshl_add_u64 v[100:101], v[32:33], 0, v[64:65]
	.loc	1 37 20                         ; triton_sim_kernels.py:37:20
	global_load_ubyte v99, v[100:101], off
.LBB0_35:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[34:35], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_sim_kernels.py:0:20
	v_lshl_add_u64 v[100:101], v[0:1], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v98, v[100:101], off
.LBB0_37:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[36:37], s[66:67]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[102:103], v[34:35], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v101, v[102:103], off
.LBB0_39:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[38:39], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[102:103], v[36:37], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v100, v[102:103], off
.LBB0_41:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[40:41], s[66:67]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[104:105], v[38:39], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v102, v[104:105], off
.LBB0_43:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[42:43], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[104:105], v[40:41], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v103, v[104:105], off
.LBB0_45:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[44:45], s[66:67]
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[106:107], v[42:43], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v105, v[106:107], off
.LBB0_47:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[46:47], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[106:107], v[44:45], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v104, v[106:107], off
.LBB0_49:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[48:49], s[66:67]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v106, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[108:109], v[46:47], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v106, v[108:109], off
.LBB0_51:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[50:51], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[108:109], v[48:49], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v107, v[108:109], off
.LBB0_53:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[52:53], s[66:67]
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_55
; %bb.54:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[110:111], v[50:51], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v109, v[110:111], off
.LBB0_55:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[54:55], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_57
; %bb.56:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[110:111], v[52:53], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v108, v[110:111], off
.LBB0_57:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[56:57], s[66:67]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[112:113], v[54:55], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v110, v[112:113], off
.LBB0_59:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[58:59], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[112:113], v[56:57], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v111, v[112:113], off
.LBB0_61:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[60:61], s[66:67]
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[114:115], v[58:59], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v113, v[114:115], off
.LBB0_63:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[76:77], s[62:63], s[66:67]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[76:77]
	s_cbranch_execz .LBB0_65
; %bb.64:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[114:115], v[60:61], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v112, v[114:115], off
.LBB0_65:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_sim_kernels.py:0:20
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 46 is_stmt 1               ; triton_sim_kernels.py:40:46
	s_and_b64 s[66:67], s[64:65], s[66:67]
	v_mov_b32_e32 v114, 0
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	s_and_saveexec_b64 s[2:3], s[66:67]
	s_cbranch_execz .LBB0_2
; %bb.66:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 39 46 is_stmt 0               ; triton_sim_kernels.py:39:46
	v_lshl_add_u64 v[64:65], v[62:63], 0, v[64:65]
	.loc	1 39 20                         ; triton_sim_kernels.py:39:20
	global_load_ubyte v114, v[64:65], off
	s_branch .LBB0_2
.LBB0_67:
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
.LBB0_68:                               ; %._crit_edge
	.loc	1 32 35 is_stmt 1               ; triton_sim_kernels.py:32:35
	v_lshrrev_b32_e32 v0, 2, v67
	v_lshrrev_b32_e32 v1, 3, v68
	v_lshrrev_b32_e32 v2, 1, v69
	.loc	1 32 22 is_stmt 0               ; triton_sim_kernels.py:32:22
	v_or3_b32 v3, v66, v0, s11
	.loc	1 33 22 is_stmt 1               ; triton_sim_kernels.py:33:22
	v_or3_b32 v0, v1, v2, s33
	.loc	1 42 35                         ; triton_sim_kernels.py:42:35
	v_mul_lo_u32 v2, s9, v3
	.loc	1 43 33                         ; triton_sim_kernels.py:43:33
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 42 21                         ; triton_sim_kernels.py:42:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 43 53                         ; triton_sim_kernels.py:43:53
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 42 21                         ; triton_sim_kernels.py:42:21
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	.loc	1 42 39 is_stmt 0               ; triton_sim_kernels.py:42:39
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 43 39 is_stmt 1               ; triton_sim_kernels.py:43:39
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 42 39                         ; triton_sim_kernels.py:42:39
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 42 52 is_stmt 0               ; triton_sim_kernels.py:42:52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_70
; %bb.69:
	global_store_dword v[2:3], a0, off
.LBB0_70:
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
	s_cbranch_execz .LBB0_72
; %bb.71:
	global_store_dword v[2:3], a1, off offset:4
.LBB0_72:
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
	s_cbranch_execz .LBB0_74
; %bb.73:
	global_store_dword v[2:3], a2, off offset:8
.LBB0_74:
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
	s_cbranch_execz .LBB0_76
; %bb.75:
	global_store_dword v[2:3], a3, off offset:12
.LBB0_76:
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
	s_cbranch_execz .LBB0_78
; %bb.77:
	global_store_dword v[2:3], a4, off offset:32
.LBB0_78:
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
	s_cbranch_execz .LBB0_80
; %bb.79:
	global_store_dword v[2:3], a5, off offset:36
.LBB0_80:
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
	s_cbranch_execz .LBB0_82
; %bb.81:
	global_store_dword v[2:3], a6, off offset:40
.LBB0_82:
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
	s_cbranch_execz .LBB0_84
; %bb.83:
	global_store_dword v[2:3], a7, off offset:44
.LBB0_84:
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
	s_cbranch_execz .LBB0_86
; %bb.85:
	global_store_dword v[2:3], a8, off offset:64
.LBB0_86:
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
	s_cbranch_execz .LBB0_88
; %bb.87:
	global_store_dword v[2:3], a9, off offset:68
.LBB0_88:
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
	s_cbranch_execz .LBB0_90
; %bb.89:
	global_store_dword v[2:3], a10, off offset:72
.LBB0_90:
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
	s_cbranch_execz .LBB0_92
; %bb.91:
	global_store_dword v[2:3], a11, off offset:76
.LBB0_92:
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
	s_cbranch_execz .LBB0_94
; %bb.93:
	global_store_dword v[2:3], a12, off offset:96
.LBB0_94:
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
	s_cbranch_execz .LBB0_96
; %bb.95:
	global_store_dword v[2:3], a13, off offset:100
.LBB0_96:
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
	s_cbranch_execz .LBB0_98
; %bb.97:
	global_store_dword v[2:3], a14, off offset:104
.LBB0_98:
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
	s_cbranch_execz .LBB0_100
; %bb.99:
	global_store_dword v[2:3], a15, off offset:108
.LBB0_100:
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
		.amdhsa_next_free_vgpr 132
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 116
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
	.set fp8_gemm.num_vgpr, 116
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
; codeLenInByte = 4032
; TotalNumSgprs: 84
; NumVgprs: 116
; NumAgprs: 16
; TotalNumVgprs: 132
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 132
; AccumOffset: 116
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
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
    .vgpr_count:     132
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

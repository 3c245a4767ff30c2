; triton 3.6.0: dynamic LDS 0 bytes, 8 warps, BLOCK 4096
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	copy                            ; -- Begin function copy
	.p2align	8
	.type	copy,@function
copy:                                   ; @copy
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.9:
	.file	1 "/work/main/scripts/peer" "triton_copy.py"
	.loc	1 18 0 prologue_end             ; triton_copy.py:18:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.10:
.LBB0_0:
.Ltmp1:
	.loc	1 19 30 is_stmt 1               ; triton_copy.py:19:30
	s_lshl_b32 s0, s12, 12
	.loc	1 19 51 is_stmt 0               ; triton_copy.py:19:51
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	1 19 38                         ; triton_copy.py:19:38
	v_or_b32_e32 v8, s0, v0
	.loc	1 20 77 is_stmt 1               ; triton_copy.py:20:77
	v_cmp_gt_i32_e32 vcc, s6, v8
	.loc	1 20 21 is_stmt 0               ; triton_copy.py:20:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 20 35                         ; triton_copy.py:20:35
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 35                          ; triton_copy.py:0:35
	v_lshl_add_u64 v[2:3], v[8:9], 2, s[2:3]
	.loc	1 20 35                         ; triton_copy.py:20:35
	global_load_dwordx4 v[4:7], v[2:3], off
.LBB0_2:
	.loc	1 0 35                          ; triton_copy.py:0:35
	s_or_b64 exec, exec, s[0:1]
	.loc	1 19 38 is_stmt 1               ; triton_copy.py:19:38
	v_or_b32_e32 v10, 0x800, v8
	.loc	1 20 77                         ; triton_copy.py:20:77
	v_cmp_gt_i32_e64 s[0:1], s6, v10
	.loc	1 20 21 is_stmt 0               ; triton_copy.py:20:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	.loc	1 20 35                         ; triton_copy.py:20:35
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB0_6
; %bb.3:
	.loc	1 0 35                          ; triton_copy.py:0:35
	s_or_b64 exec, exec, s[6:7]
	.loc	1 20 27                         ; triton_copy.py:20:27
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_7
.LBB0_4:
	.loc	1 0 27                          ; triton_copy.py:0:27
	s_or_b64 exec, exec, s[2:3]
	.loc	1 20 27                         ; triton_copy.py:20:27
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_8
.LBB0_5:
	.loc	1 20 4                          ; triton_copy.py:20:4
	s_endpgm
.LBB0_6:
	.loc	1 20 43                         ; triton_copy.py:20:43
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[2:3]
	.loc	1 20 35                         ; triton_copy.py:20:35
	global_load_dwordx4 v[0:3], v[0:1], off
	s_or_b64 exec, exec, s[6:7]
	.loc	1 20 27                         ; triton_copy.py:20:27
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
.LBB0_7:
	.loc	1 20 21                         ; triton_copy.py:20:21
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	.loc	1 20 27                         ; triton_copy.py:20:27
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[8:9], v[4:7], off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_5
.LBB0_8:
	.loc	1 20 21                         ; triton_copy.py:20:21
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[10:11], 2, s[4:5]
	.loc	1 20 27                         ; triton_copy.py:20:27
	global_store_dwordx4 v[4:5], v[0:3], off
	.loc	1 20 4                          ; triton_copy.py:20:4
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel copy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 12
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
	.size	copy, .Lfunc_end0-copy
	.cfi_endproc
                                        ; -- End function
	.set copy.num_vgpr, 12
	.set copy.num_agpr, 0
	.set copy.numbered_sgpr, 13
	.set copy.num_named_barrier, 0
	.set copy.private_seg_size, 0
	.set copy.uses_vcc, 1
	.set copy.uses_flat_scratch, 0
	.set copy.has_dyn_sized_stack, 0
	.set copy.has_recursion, 0
	.set copy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; TotalNumSgprs: 19
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
	.asciz	"triton_copy.py"                ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/scripts/peer"       ; string offset=22
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 512
    .name:           copy
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         copy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
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

// Only the header matters: LLVMFuzzerRunDriver itself comes from the toolchain's libFuzzer,
// linked in by -sanitize=fuzzer.

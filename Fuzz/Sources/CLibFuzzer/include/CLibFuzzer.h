// libFuzzer's entry point for programs that have their own main (compiler-rt's FuzzerInterface.h):
// runs the fuzzing loop with the command line's options, calling `test_one_input` for each input.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

// glibc's malloc statistics (mallinfo2, glibc 2.33+), which Swift's Glibc module leaves out.
#include <malloc.h>

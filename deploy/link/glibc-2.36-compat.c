/*
 * Linked into the aarch64 build (scripts/cross-arm64) so that it runs on Debian 12's glibc 2.36.
 *
 * That build links Debian's Swift runtime statically (libswiftCore.a, libdispatch.a,
 * libCoreFoundation.a, ...), and Debian built it against a newer glibc whose headers turn strtol,
 * strtoll, strtoul and sscanf into their C23 versions (__isoc23_*, glibc 2.38) and which has
 * strlcpy and strlcat (glibc 2.38). Linked against 2.36 those names would be missing; here they
 * are defined on top of what 2.36 has. An object's definitions win over a shared library's, so
 * on a newer glibc these are used as well, and behave the same.
 *
 * C23 adds one thing to the conversions: a "0b"/"0B" prefix read as binary when the base is 0
 * (or 2). The strto* wrappers below read it; sscanf's %i and %b keep glibc 2.36's meaning.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where the binary digits start when C23 would read "0b" at the start of `text`, else NULL. */
static const char *binary_digits(const char *text, int base, int *negative) {
    if (base != 0 && base != 2) return NULL;
    const char *cursor = text;
    while (isspace((unsigned char)*cursor)) cursor++;
    *negative = *cursor == '-';
    if (*cursor == '+' || *cursor == '-') cursor++;
    if (cursor[0] == '0' && (cursor[1] == 'b' || cursor[1] == 'B') && (cursor[2] == '0' || cursor[2] == '1'))
        return cursor + 2;
    return NULL;
}

/* The magnitude of a binary number, saturated at ULLONG_MAX with ERANGE as strtoull does. */
static unsigned long long binary_magnitude(const char *digits, char **end) {
    return strtoull(digits, end, 2);
}

/* A signed conversion of a binary number, clamped to [minimum, maximum] with ERANGE. */
static long long binary_signed(const char *digits, int negative, char **end, long long minimum, long long maximum) {
    int saved = errno;
    errno = 0;
    unsigned long long magnitude = binary_magnitude(digits, end);
    int overflow = errno == ERANGE;
    errno = saved;
    if (negative) {
        if (overflow || magnitude > (unsigned long long)maximum + 1) { errno = ERANGE; return minimum; }
        return magnitude == (unsigned long long)maximum + 1 ? minimum : -(long long)magnitude;
    }
    if (overflow || magnitude > (unsigned long long)maximum) { errno = ERANGE; return maximum; }
    return (long long)magnitude;
}

long __isoc23_strtol(const char *text, char **end, int base) {
    int negative;
    const char *digits = binary_digits(text, base, &negative);
    if (digits == NULL) return strtol(text, end, base);
    return (long)binary_signed(digits, negative, end, LONG_MIN, LONG_MAX);
}

long long __isoc23_strtoll(const char *text, char **end, int base) {
    int negative;
    const char *digits = binary_digits(text, base, &negative);
    if (digits == NULL) return strtoll(text, end, base);
    return binary_signed(digits, negative, end, LLONG_MIN, LLONG_MAX);
}

unsigned long __isoc23_strtoul(const char *text, char **end, int base) {
    int negative;
    const char *digits = binary_digits(text, base, &negative);
    if (digits == NULL) return strtoul(text, end, base);
    int saved = errno;
    errno = 0;
    unsigned long long magnitude = binary_magnitude(digits, end);
    if (errno == ERANGE || magnitude > ULONG_MAX) { errno = ERANGE; return ULONG_MAX; }
    errno = saved;
    /* As strtoul: a leading minus negates in the unsigned type. */
    return negative ? -(unsigned long)magnitude : (unsigned long)magnitude;
}

int __isoc23_sscanf(const char *text, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    int converted = vsscanf(text, format, arguments);
    va_end(arguments);
    return converted;
}

/* Copies at most size - 1 bytes and terminates; returns strlen(source), as glibc 2.38 does. */
size_t strlcpy(char *destination, const char *source, size_t size) {
    size_t length = strlen(source);
    if (size > 0) {
        size_t copied = length < size - 1 ? length : size - 1;
        memcpy(destination, source, copied);
        destination[copied] = '\0';
    }
    return length;
}

/* Appends within size bytes in all; returns the length it tried to make, as glibc 2.38 does. */
size_t strlcat(char *destination, const char *source, size_t size) {
    size_t used = strnlen(destination, size);
    if (used == size) return size + strlen(source);
    return used + strlcpy(destination + used, source, size - used);
}

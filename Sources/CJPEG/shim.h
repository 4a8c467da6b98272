#ifndef GADGET_CJPEG_SHIM_H
#define GADGET_CJPEG_SHIM_H
// libjpeg-turbo (Debian's libjpeg62-turbo-dev). libjpeg reports a fatal error by calling
// error_exit, which by default exits the process; Swift cannot catch a longjmp, so the few
// calls Gadget makes are wrapped here in C with setjmp, turning every fatal error into a
// message and a zero return.
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int truncated;
} gadget_jpeg_error;

static inline void gadget_jpeg_error_exit(j_common_ptr info) {
    gadget_jpeg_error *error = (gadget_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (corrupt data libjpeg can work around) are not fatal and not printed; a file that
// ends early is remembered, since libjpeg would paint the missing part grey.
static inline void gadget_jpeg_output_message(j_common_ptr info) { (void)info; }

static inline void gadget_jpeg_emit_message(j_common_ptr info, int level) {
    gadget_jpeg_error *error = (gadget_jpeg_error *)info->err;
    if (level < 0) {
        info->err->num_warnings++;
        if (info->err->msg_code == JWRN_JPEG_EOF) error->truncated = 1;
    }
}

static inline void gadget_jpeg_install(struct jpeg_decompress_struct *info, gadget_jpeg_error *error) {
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = gadget_jpeg_error_exit;
    error->manager.output_message = gadget_jpeg_output_message;
    error->manager.emit_message = gadget_jpeg_emit_message;
    error->message[0] = 0;
    error->truncated = 0;
}

/// Reads the header only. Returns 1 and the size, or 0 and a message in `message`.
static inline int gadget_jpeg_dimensions(const unsigned char *data, unsigned long size,
                                         unsigned int *width, unsigned int *height,
                                         char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    gadget_jpeg_error error;
    gadget_jpeg_install(&info, &error);
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 1;
}

/// Decodes at 1/`denominator` size (1, 2, 4 or 8: libjpeg scales in the DCT, so a quarter-size
/// decode does a fraction of the work) into `pixels` as premultiplied-ARGB32-compatible BGRA
/// bytes (opaque), rows of `*width` pixels with no padding. `capacity` is the buffer's size in
/// bytes. Returns 1 and the decoded size, or 0 and a message (also for a file that ends early).
static inline int gadget_jpeg_decode(const unsigned char *data, unsigned long size, unsigned int denominator,
                                     unsigned char *pixels, size_t capacity,
                                     unsigned int *width, unsigned int *height,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    gadget_jpeg_error error;
    gadget_jpeg_install(&info, &error);
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.scale_num = 1;
    info.scale_denom = denominator;
    info.out_color_space = JCS_EXT_BGRA;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    if (row_bytes * info.output_height > capacity) {
        snprintf(message, message_size, "decoded image (%ux%u) does not fit the %zu-byte buffer",
                 info.output_width, info.output_height, capacity);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = info.output_width;
    *height = info.output_height;
    if (error.truncated) {
        snprintf(message, message_size, "the JPEG data ends early (truncated file)");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

/// Encodes opaque BGRA pixels (rows of `width`, no padding) as a baseline JPEG at `quality`
/// (1...100) into a buffer libjpeg allocates; the caller frees `*output` with free().
static inline int gadget_jpeg_encode(const unsigned char *pixels, unsigned int width, unsigned int height,
                                     int quality, unsigned char **output, unsigned long *output_size,
                                     char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    gadget_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = gadget_jpeg_error_exit;
    error.manager.output_message = gadget_jpeg_output_message;
    error.message[0] = 0;
    *output = NULL;
    *output_size = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_compress(&info);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, output_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)width * 4 * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 1;
}

#endif

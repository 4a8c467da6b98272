#ifndef GADGET_CJPEG_SHIM_H
#define GADGET_CJPEG_SHIM_H
// libjpeg-turbo (Debian's libjpeg62-turbo-dev). libjpeg reports a fatal error by calling
// error_exit, which by default exits the process; Swift cannot catch a longjmp, so the few
// calls Gadget makes are wrapped here in C with setjmp, turning every fatal error into a
// message and a zero return.
//
// Gadget does not link libjpeg: only posters need it, so it is opened with dlopen when the first
// JPEG is read (UI/Images/JPEGLibrary.swift) and called through the pointers below. There is
// deliberately no `link` in the module map.
#include <dlfcn.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr *(*std_error)(struct jpeg_error_mgr *manager);
    void (*create_decompress)(j_decompress_ptr info, int version, size_t size);
    void (*mem_src)(j_decompress_ptr info, const unsigned char *data, unsigned long size);
    int (*read_header)(j_decompress_ptr info, boolean require_image);
    boolean (*start_decompress)(j_decompress_ptr info);
    JDIMENSION (*read_scanlines)(j_decompress_ptr info, JSAMPARRAY rows, JDIMENSION count);
    boolean (*finish_decompress)(j_decompress_ptr info);
    void (*destroy_decompress)(j_decompress_ptr info);
    void (*create_compress)(j_compress_ptr info, int version, size_t size);
    void (*mem_dest)(j_compress_ptr info, unsigned char **output, unsigned long *size);
    void (*set_defaults)(j_compress_ptr info);
    void (*set_quality)(j_compress_ptr info, int quality, boolean force_baseline);
    void (*start_compress)(j_compress_ptr info, boolean write_all_tables);
    JDIMENSION (*write_scanlines)(j_compress_ptr info, JSAMPARRAY rows, JDIMENSION count);
    void (*finish_compress)(j_compress_ptr info);
    void (*destroy_compress)(j_compress_ptr info);
} gadget_jpeg_api;

// Fills `api` from a handle dlopen returned. Returns NULL, or the name of the first missing symbol.
static inline const char *gadget_jpeg_resolve(void *library, gadget_jpeg_api *api) {
#define GADGET_JPEG_SYMBOL(field, name) \
    if (!(*(void **)&api->field = dlsym(library, name))) return name;
    GADGET_JPEG_SYMBOL(std_error, "jpeg_std_error")
    GADGET_JPEG_SYMBOL(create_decompress, "jpeg_CreateDecompress")
    GADGET_JPEG_SYMBOL(mem_src, "jpeg_mem_src")
    GADGET_JPEG_SYMBOL(read_header, "jpeg_read_header")
    GADGET_JPEG_SYMBOL(start_decompress, "jpeg_start_decompress")
    GADGET_JPEG_SYMBOL(read_scanlines, "jpeg_read_scanlines")
    GADGET_JPEG_SYMBOL(finish_decompress, "jpeg_finish_decompress")
    GADGET_JPEG_SYMBOL(destroy_decompress, "jpeg_destroy_decompress")
    GADGET_JPEG_SYMBOL(create_compress, "jpeg_CreateCompress")
    GADGET_JPEG_SYMBOL(mem_dest, "jpeg_mem_dest")
    GADGET_JPEG_SYMBOL(set_defaults, "jpeg_set_defaults")
    GADGET_JPEG_SYMBOL(set_quality, "jpeg_set_quality")
    GADGET_JPEG_SYMBOL(start_compress, "jpeg_start_compress")
    GADGET_JPEG_SYMBOL(write_scanlines, "jpeg_write_scanlines")
    GADGET_JPEG_SYMBOL(finish_compress, "jpeg_finish_compress")
    GADGET_JPEG_SYMBOL(destroy_compress, "jpeg_destroy_compress")
#undef GADGET_JPEG_SYMBOL
    return NULL;
}

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

static inline void gadget_jpeg_install(const gadget_jpeg_api *api, struct jpeg_decompress_struct *info,
                                       gadget_jpeg_error *error) {
    info->err = api->std_error(&error->manager);
    error->manager.error_exit = gadget_jpeg_error_exit;
    error->manager.output_message = gadget_jpeg_output_message;
    error->manager.emit_message = gadget_jpeg_emit_message;
    error->message[0] = 0;
    error->truncated = 0;
}

/// Reads the header only. Returns 1 and the size, or 0 and a message in `message`.
static inline int gadget_jpeg_dimensions(const gadget_jpeg_api *api, const unsigned char *data, unsigned long size,
                                         unsigned int *width, unsigned int *height,
                                         char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    gadget_jpeg_error error;
    gadget_jpeg_install(api, &info, &error);
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        api->destroy_decompress(&info);
        return 0;
    }
    api->create_decompress(&info, JPEG_LIB_VERSION, sizeof info);
    api->mem_src(&info, data, size);
    api->read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    api->destroy_decompress(&info);
    return 1;
}

/// Decodes at 1/`denominator` size (1, 2, 4 or 8: libjpeg scales in the DCT, so a quarter-size
/// decode does a fraction of the work) into `pixels` as premultiplied-ARGB32-compatible BGRA
/// bytes (opaque), rows of `*width` pixels with no padding. `capacity` is the buffer's size in
/// bytes. Returns 1 and the decoded size, or 0 and a message (also for a file that ends early).
static inline int gadget_jpeg_decode(const gadget_jpeg_api *api, const unsigned char *data, unsigned long size, unsigned int denominator,
                                     unsigned char *pixels, size_t capacity,
                                     unsigned int *width, unsigned int *height,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    gadget_jpeg_error error;
    gadget_jpeg_install(api, &info, &error);
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        api->destroy_decompress(&info);
        return 0;
    }
    api->create_decompress(&info, JPEG_LIB_VERSION, sizeof info);
    api->mem_src(&info, data, size);
    api->read_header(&info, TRUE);
    info.scale_num = 1;
    info.scale_denom = denominator;
    info.out_color_space = JCS_EXT_BGRA;
    info.dct_method = JDCT_ISLOW;
    api->start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    if (row_bytes * info.output_height > capacity) {
        snprintf(message, message_size, "decoded image (%ux%u) does not fit the %zu-byte buffer",
                 info.output_width, info.output_height, capacity);
        api->destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        api->read_scanlines(&info, &row, 1);
    }
    *width = info.output_width;
    *height = info.output_height;
    if (error.truncated) {
        snprintf(message, message_size, "the JPEG data ends early (truncated file)");
        api->destroy_decompress(&info);
        return 0;
    }
    api->finish_decompress(&info);
    api->destroy_decompress(&info);
    return 1;
}

/// Encodes opaque BGRA pixels (rows of `width`, no padding) as a baseline JPEG at `quality`
/// (1...100) into a buffer libjpeg allocates; the caller frees `*output` with free().
static inline int gadget_jpeg_encode(const gadget_jpeg_api *api, const unsigned char *pixels, unsigned int width, unsigned int height,
                                     int quality, unsigned char **output, unsigned long *output_size,
                                     char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    gadget_jpeg_error error;
    info.err = api->std_error(&error.manager);
    error.manager.error_exit = gadget_jpeg_error_exit;
    error.manager.output_message = gadget_jpeg_output_message;
    error.message[0] = 0;
    *output = NULL;
    *output_size = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        api->destroy_compress(&info);
        return 0;
    }
    api->create_compress(&info, JPEG_LIB_VERSION, sizeof info);
    api->mem_dest(&info, output, output_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRA;
    api->set_defaults(&info);
    api->set_quality(&info, quality, TRUE);
    api->start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)width * 4 * info.next_scanline);
        api->write_scanlines(&info, &row, 1);
    }
    api->finish_compress(&info);
    api->destroy_compress(&info);
    return 1;
}

#endif

#ifndef GADGET_CCURL_SHIM_H
#define GADGET_CCURL_SHIM_H
// libcurl's types and constants (Debian's libcurl4-openssl-dev), and calls through function
// pointers that Gadget finds with dlsym. Gadget does not link libcurl: the library and its TLS
// stack (about 5 MB resident) are loaded only when the first request is made, so a Gadget that
// never goes online never maps them. There is deliberately no `link` in the module map.
//
// curl_easy_setopt and curl_easy_getinfo are variadic. Swift cannot call a variadic C function,
// and calling one through a non-variadic prototype is not portable (on x86_64 the caller must
// set %al for va_start), so the calls are made here, in C, with the variadic prototype.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

typedef struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} gadget_curl_api;

// Fills `api` from a handle dlopen returned. Returns NULL, or the name of the first missing symbol.
static inline const char *gadget_curl_resolve(void *library, gadget_curl_api *api) {
#define GADGET_CURL_SYMBOL(field, name) \
    if (!(*(void **)&api->field = dlsym(library, name))) return name;
    GADGET_CURL_SYMBOL(global_init, "curl_global_init")
    GADGET_CURL_SYMBOL(easy_init, "curl_easy_init")
    GADGET_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    GADGET_CURL_SYMBOL(easy_perform, "curl_easy_perform")
    GADGET_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
    GADGET_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    GADGET_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    GADGET_CURL_SYMBOL(slist_append, "curl_slist_append")
    GADGET_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
#undef GADGET_CURL_SYMBOL
    return NULL;
}

static inline CURLcode gadget_curl_set_long(const gadget_curl_api *api, CURL *handle, CURLoption option, long value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode gadget_curl_set_offset(const gadget_curl_api *api, CURL *handle, CURLoption option, curl_off_t value) {
    return api->easy_setopt(handle, option, value);
}

// String options (URL, protocol lists): libcurl copies the text, so it need not outlive the call.
static inline CURLcode gadget_curl_set_string(const gadget_curl_api *api, CURL *handle, CURLoption option, const char *value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode gadget_curl_set_pointer(const gadget_curl_api *api, CURL *handle, CURLoption option, const void *value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode gadget_curl_set_write_function(const gadget_curl_api *api, CURL *handle, curl_write_callback function) {
    return api->easy_setopt(handle, CURLOPT_WRITEFUNCTION, function);
}

static inline CURLcode gadget_curl_set_progress_function(const gadget_curl_api *api, CURL *handle, curl_xferinfo_callback function) {
    return api->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}

static inline long gadget_curl_response_code(const gadget_curl_api *api, CURL *handle) {
    long code = 0;
    if (api->easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code) != CURLE_OK) return 0;
    return code;
}

// The address a 3xx reply points to, absolute, as libcurl would follow it; NULL when there is none.
static inline const char *gadget_curl_redirect_url(const gadget_curl_api *api, CURL *handle) {
    char *url = NULL;
    if (api->easy_getinfo(handle, CURLINFO_REDIRECT_URL, &url) != CURLE_OK) return NULL;
    return url;
}

#endif

#ifndef GADGET_CDRM_SHIM_H
#define GADGET_CDRM_SHIM_H
// The kernel's DRM/KMS interface as Debian's libdrm-dev describes it (drm.h, drm_mode.h,
// drm_fourcc.h). Only the headers are used: Gadget makes the few ioctls a dumb-buffer display
// needs itself, so nothing is linked and a board without a DRM panel maps no extra library.
// The request numbers are function-like macros Swift cannot import, hence one function each.
#include <libdrm/drm.h>
#include <libdrm/drm_mode.h>
#include <libdrm/drm_fourcc.h>
#include <errno.h>
#include <sys/ioctl.h>
#include <linux/vt.h>

// Retries what a signal or a busy device interrupted, as libdrm's drmIoctl does.
static inline int gadget_drm_ioctl(int fd, unsigned long request, void *argument) {
    int result;
    do {
        result = ioctl(fd, request, argument);
    } while (result == -1 && (errno == EINTR || errno == EAGAIN));
    return result == -1 ? -errno : 0;
}

static inline int gadget_drm_version(int fd, struct drm_version *v) { return gadget_drm_ioctl(fd, DRM_IOCTL_VERSION, v); }
static inline int gadget_drm_set_client_cap(int fd, struct drm_set_client_cap *c) { return gadget_drm_ioctl(fd, DRM_IOCTL_SET_CLIENT_CAP, c); }
static inline int gadget_drm_get_resources(int fd, struct drm_mode_card_res *r) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_GETRESOURCES, r); }
static inline int gadget_drm_get_connector(int fd, struct drm_mode_get_connector *c) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_GETCONNECTOR, c); }
static inline int gadget_drm_get_encoder(int fd, struct drm_mode_get_encoder *e) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_GETENCODER, e); }
static inline int gadget_drm_get_crtc(int fd, struct drm_mode_crtc *c) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_GETCRTC, c); }
static inline int gadget_drm_set_crtc(int fd, struct drm_mode_crtc *c) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_SETCRTC, c); }
static inline int gadget_drm_create_dumb(int fd, struct drm_mode_create_dumb *d) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, d); }
static inline int gadget_drm_map_dumb(int fd, struct drm_mode_map_dumb *d) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_MAP_DUMB, d); }
static inline int gadget_drm_destroy_dumb(int fd, struct drm_mode_destroy_dumb *d) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, d); }
static inline int gadget_drm_add_fb2(int fd, struct drm_mode_fb_cmd2 *f) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_ADDFB2, f); }
static inline int gadget_drm_remove_fb(int fd, unsigned int *id) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_RMFB, id); }
static inline int gadget_drm_dirty_fb(int fd, struct drm_mode_fb_dirty_cmd *d) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_DIRTYFB, d); }

static inline int gadget_drm_page_flip(int fd, struct drm_mode_crtc_page_flip *f) { return gadget_drm_ioctl(fd, DRM_IOCTL_MODE_PAGE_FLIP, f); }
static inline int gadget_drm_set_master(int fd) { return gadget_drm_ioctl(fd, DRM_IOCTL_SET_MASTER, 0); }
static inline int gadget_drm_drop_master(int fd) { return gadget_drm_ioctl(fd, DRM_IOCTL_DROP_MASTER, 0); }

static const unsigned int gadget_drm_page_flip_event = DRM_MODE_PAGE_FLIP_EVENT;
static const unsigned int gadget_drm_event_flip_complete = DRM_EVENT_FLIP_COMPLETE;

// The virtual console's switching (linux/vt.h): a program that owns the display on a VT asks the
// kernel to signal it before the VT is switched away and after it is switched back. Kept here
// beside the DRM ioctls because only the DRM display needs them.
static inline int gadget_vt_ioctl(int fd, unsigned long request, unsigned long argument) {
    int result;
    do {
        result = ioctl(fd, request, argument);
    } while (result == -1 && errno == EINTR);
    return result == -1 ? -errno : 0;
}
static inline int gadget_vt_get_mode(int fd, struct vt_mode *m) { return gadget_vt_ioctl(fd, VT_GETMODE, (unsigned long)m); }
static inline int gadget_vt_set_mode(int fd, const struct vt_mode *m) { return gadget_vt_ioctl(fd, VT_SETMODE, (unsigned long)m); }
static inline int gadget_vt_get_state(int fd, struct vt_stat *s) { return gadget_vt_ioctl(fd, VT_GETSTATE, (unsigned long)s); }
static inline int gadget_vt_release_display(int fd, int answer) { return gadget_vt_ioctl(fd, VT_RELDISP, (unsigned long)answer); }
static inline int gadget_vt_activate(int fd, int number) { return gadget_vt_ioctl(fd, VT_ACTIVATE, (unsigned long)number); }

static const int gadget_vt_auto = VT_AUTO;
static const int gadget_vt_process = VT_PROCESS;
static const int gadget_vt_ack_acquire = VT_ACKACQ;

static const unsigned int gadget_drm_format_rgb565 = DRM_FORMAT_RGB565;
static const unsigned int gadget_drm_format_xrgb8888 = DRM_FORMAT_XRGB8888;

#endif

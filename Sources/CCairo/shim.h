#ifndef GADGET_CCAIRO_SHIM_H
#define GADGET_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#endif

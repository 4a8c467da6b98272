#ifndef GADGET_CGPIOD_SHIM_H
#define GADGET_CGPIOD_SHIM_H
// libgpiod, whichever major version is installed: 1.x (Debian 12, Raspberry Pi OS bookworm)
// or 2.x (Debian 13). The two have different APIs; Sources/Linux/GPIO holds a backend for each.
//
// How the version is decided at build time: 1.x's header defines GPIOD_LINE_BULK_MAX_LINES (the
// line-bulk API that 2.x removed); 2.x's defines no macros at all. Package.swift reads the same
// header and turns the answer into the Swift condition GADGET_LIBGPIOD_V2, which picks the Swift
// backend; GADGET_GPIOD_API_MAJOR below lets that Swift code check, when it compiles, that both
// agree. Set GADGET_LIBGPIOD_API=1 or 2 in the environment to override the manifest's guess
// (cross-builds whose sysroot it cannot find).
#include <gpiod.h>

#ifdef GPIOD_LINE_BULK_MAX_LINES
#define GADGET_GPIOD_API_MAJOR 1
#else
#define GADGET_GPIOD_API_MAJOR 2
#endif

#endif

// The C libraries the reference program calls, as Gadget links them (pkg-config pangocairo sqlite3).
#include <pango/pangocairo.h>
#include <sqlite3.h>

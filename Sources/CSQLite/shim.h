#ifndef GADGET_CSQLITE_SHIM_H
#define GADGET_CSQLITE_SHIM_H
// SQLite's process-wide configuration (sqlite3_config is variadic, so Swift cannot call it).
#include <sqlite3.h>

// By default SQLite hands each connection's page cache a block of 20 pages (about 87 KiB) the
// first time it reads, and writes a header into every page of it at once, so the block is
// resident from the start. Gadget's database is a handful of pages; with no preallocated block
// SQLite allocates pages one at a time as it needs them. Must run before the first connection
// opens: afterwards SQLite refuses (SQLITE_MISUSE) and keeps its defaults, which only costs memory.
static inline int gadget_sqlite_allocate_pages_on_demand(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}

#endif

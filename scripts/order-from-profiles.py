#!/usr/bin/env python3
"""Prints a linker ordering file: the functions of BINARY that the callgrind PROFILES executed, in
the order they first ran (the first profile's first). Each executed instruction address inside
BINARY maps to the symbol(s) starting nearest below it (aliases included). Code with no symbol of
its own (assembler-local names) is left to deploy/link/local-functions.lds.

Usage: order-from-profiles.py BINARY PROFILE...   (profiles from valgrind --tool=callgrind
       --demangle=no --dump-instr=yes --compress-pos=no --compress-strings=no)
"""
import bisect
import collections
import os
import subprocess
import sys

binary, profiles = sys.argv[1], sys.argv[2:]
by_address = collections.defaultdict(list)
symbols = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
for line in symbols.stdout.splitlines():
    parts = line.split()
    if len(parts) == 3 and parts[1] in "tTwW":
        by_address[int(parts[0], 16)].append(parts[2])
starts = sorted(by_address)
binary_suffix = "/" + os.path.basename(binary)
order, seen = [], set()
for profile in profiles:
    current_object = None
    for line in open(profile, errors="replace"):
        if line.startswith("ob="):
            current_object = line[3:].strip()
        elif line.startswith("0x") and current_object and current_object.endswith(binary_suffix):
            index = bisect.bisect_right(starts, int(line.split()[0], 16)) - 1
            for name in by_address[starts[index]] if index >= 0 else []:
                if name not in seen:
                    seen.add(name)
                    order.append(name)
print("\n".join(order))

#!/usr/bin/env python3
"""Prints a linker ordering file: the functions of BINARY that the callgrind PROFILES executed, in
the order they first ran (the first profile's first). Each executed instruction address inside
BINARY maps to the symbol(s) starting nearest below it (aliases included). Code with no symbol of
its own (assembler-local names) is left to deploy/link/local-functions.lds.

MAP is lld's link map of BINARY (-Map): it tells which input section holds each symbol. The
linker orders by name alone, so a name that several objects define locally (Swift's shared
helpers such as `objectdestroyTm`, value witnesses like "destroy for Range") moves every section
defining it. When one of those is a whole object's code that never ran (Foundation and the
regex libraries are compiled into one section per object), ordering the name would drag that
section, often hundreds of KiB, into the middle of the start-up code and spread it over more
64 KiB fault-around windows. Such names are left out.

Usage: order-from-profiles.py BINARY MAP PROFILE...   (profiles from valgrind --tool=callgrind
       --demangle=no --dump-instr=yes --compress-pos=no --compress-strings=no)
"""
import bisect
import collections
import os
import re
import sys

# Unexecuted code a name may pull along before it is left out: a few small per-function copies
# of a shared helper cost less than leaving the executed copy scattered.
DRAG_LIMIT_BYTES = 1024
# Larger than any one function Swift or C emits in a section of its own: a section this big holds
# a whole object's functions (one .text per object, as Foundation and the standard library are built).
WHOLE_OBJECT_BYTES = 16 * 1024

binary, link_map, profiles = sys.argv[1], sys.argv[2], sys.argv[3:]

# Input sections of the code output sections, and the symbols each defines. Map lines are
# "VMA LMA SIZE ALIGN name": one space before an output section's name, more before an input
# section's ("file:(section)") and a symbol's.
line_pattern = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(\S.*)$")
section_starts, section_sizes = [], []
sections_of_name = collections.defaultdict(list)
names_at = collections.defaultdict(list)
output_section, current = None, None
for line in open(link_map, errors="replace"):
    match = line_pattern.match(line)
    if not match:
        continue
    address, size, indent, name = int(match[1], 16), int(match[2], 16), match[3], match[4]
    if len(indent) == 1:
        output_section, current = name, None
    elif ":(" in name:
        current = None
        if output_section in (".text", ".text.local") and size > 0:
            current = len(section_starts)
            section_starts.append(address)
            section_sizes.append(size)
    elif current is not None:
        sections_of_name[name].append(current)
        names_at[address].append(name)
symbol_starts = sorted(names_at)


def section_index(address):
    index = bisect.bisect_right(section_starts, address) - 1
    return index if index >= 0 and address < section_starts[index] + section_sizes[index] else None


binary_suffix = "/" + os.path.basename(binary)
executed_sections, first_run, seen = set(), [], set()
for profile in profiles:
    current_object = None
    for line in open(profile, errors="replace"):
        if line.startswith("ob="):
            current_object = line[3:].strip()
        elif line.startswith("0x") and current_object and current_object.endswith(binary_suffix):
            address = int(line.split()[0], 16)
            section = section_index(address)
            if section is not None:
                executed_sections.add(section)
            index = bisect.bisect_right(symbol_starts, address) - 1
            for name in names_at[symbol_starts[index]] if index >= 0 else []:
                if name not in seen:
                    seen.add(name)
                    first_run.append(name)


def dragged_bytes(name):
    return sum(section_sizes[s] for s in set(sections_of_name[name]) if s not in executed_sections)


def in_whole_object_section(name):
    return any(section_sizes[s] > WHOLE_OBJECT_BYTES for s in sections_of_name[name] if s in executed_sections)


kept = [name for name in first_run if dragged_bytes(name) <= DRAG_LIMIT_BYTES]
# Functions that ran inside a whole object's code move that whole section wherever they are
# named. Named last, those sections sit after the packed start-up code instead of splitting it:
# they cost the windows around what ran in them, and no longer the partly used windows at their
# edges in the middle of the packed code.
order = [name for name in kept if not in_whole_object_section(name)]
order += [name for name in kept if in_whole_object_section(name)]
left_out = len(first_run) - len(kept)
print(f"order-from-profiles: {len(order)} functions; {left_out} shared local names left out", file=sys.stderr)
print("\n".join(order))

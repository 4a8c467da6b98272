#!/usr/bin/env python3
"""Prints a linker ordering file: the functions of BINARY that the callgrind PROFILES executed, in
the order they first ran (the first profile's first). Each executed instruction address inside
BINARY maps to the symbol(s) starting nearest below it (aliases included).

MAP is lld's link map of BINARY (-Map): it tells which input section holds each symbol. The
linker orders by name alone, so a name that several objects define locally (Swift's shared
helpers such as `objectdestroyTm`, value witnesses like "destroy for Range") moves every section
defining it. When one of those is a whole object's code that never ran (Foundation and the
regex libraries are compiled into one section per object), ordering the name would drag that
section, often hundreds of KiB, into the middle of the start-up code and spread it over more
64 KiB fault-around windows. Such names are left out of the ordering file.

With --layout SCRIPT it also writes the linker script that puts .init, .fini and .plt (every call
into a shared library goes through .plt) just before .text instead of after its 18 MB, and lays
out .text in three parts:
1. Swift's functions under assembler-local names (object destructors, key-path accessors, each
   in a .text..L* section): no symbol names them, so all of them (~50 KiB) go first together.
2. The executed copies of the names left out above, each named by object and section, so a
   40-byte `objectdestroyTm` that ran no longer keeps a 64 KiB window of the argument parser's
   code resident. Objects are named from their module's build folder on (the checkout's path
   differs between machines); archive members are not named, since the archives' shared helpers
   sit in whole-object sections, which the ordering file places.
3. Everything else, sorted by the ordering file.
One .text output section, not three: valgrind knows code by that section's name, and attributes
code outside it to no object, which would hide parts 1 and 2 from the next profile.

Usage: order-from-profiles.py [--layout SCRIPT] BINARY MAP PROFILE...   (profiles from
       valgrind --tool=callgrind --demangle=no --dump-instr=yes --compress-pos=no --compress-strings=no)
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

arguments = sys.argv[1:]
layout_script = None
if arguments[:1] == ["--layout"]:
    layout_script, arguments = arguments[1], arguments[2:]
binary, link_map, profiles = arguments[0], arguments[1], arguments[2:]

# Input sections of the code output sections, and the symbols each defines. Map lines are
# "VMA LMA SIZE ALIGN name": one space before an output section's name, more before an input
# section's ("file:(section)") and a symbol's.
line_pattern = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(\S.*)$")
section_starts, section_sizes, section_inputs = [], [], []
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
        if output_section == ".text" and size > 0:
            current = len(section_starts)
            section_starts.append(address)
            section_sizes.append(size)
            object_file, section_name = name.rsplit(":(", 1)
            section_inputs.append((object_file, section_name[:-1]))
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


kept, left_out = [], []
for name in first_run:
    (kept if dragged_bytes(name) <= DRAG_LIMIT_BYTES else left_out).append(name)
# Functions that ran inside a whole object's code move that whole section wherever they are
# named. Named last, those sections sit after the packed start-up code instead of splitting it:
# they cost the windows around what ran in them, and no longer the partly used windows at their
# edges in the middle of the packed code.
packed, named_last = [], []
for name in kept:
    (named_last if in_whole_object_section(name) else packed).append(name)
order = packed + named_last
print(f"order-from-profiles: {len(order)} functions; {len(left_out)} shared local names left out", file=sys.stderr)
print("\n".join(order))


def script_pattern(section):
    """How a linker script names one input section of an object outside any archive."""
    object_file, section_name = section_inputs[section]
    module_relative = "/".join(object_file.split("/")[-2:])
    return f"*/{module_relative}({section_name})"


if layout_script:
    placed = {}
    for name in left_out:
        for section in sections_of_name[name]:
            object_file = section_inputs[section][0]
            if (section in executed_sections and section_sizes[section] <= WHOLE_OBJECT_BYTES
                    and not object_file.endswith(")")):
                placed[script_pattern(section)] = None
    with open(layout_script, "w") as script:
        script.write("/* Written by scripts/order-file; why each part: scripts/order-from-profiles.py. */\n"
                     "SECTIONS {\n"
                     "  .init : { KEEP(*(SORT_NONE(.init))) }\n"
                     "  .fini : { KEEP(*(SORT_NONE(.fini))) }\n"
                     "  .plt : { *(.plt) }\n"
                     "  .text : {\n    *(.text..L*)\n")
        script.writelines(f"    {pattern}\n" for pattern in placed)
        script.write("    *(.text .text.*)\n  }\n} INSERT AFTER .eh_frame;\n")
    print(f"order-from-profiles: {len(placed)} executed copies of them placed by {layout_script}", file=sys.stderr)

#!/usr/bin/env python3
"""Takes the screendumps KernelProbe's DRM checks ask for while the guest runs.

Watches the guest's console log; for each `# drm-screendump N` line it sends `screendump
DIR/drm-N.ppm` to the QEMU monitor's socket (the probe waits a few seconds after each request).
Stops when the sentinel line appears or the log stops growing for the timeout.
Usage: drm-screendumps.py CONSOLE_LOG MONITOR_SOCKET DIR SENTINEL
"""
import re
import socket
import sys
import time

log, monitor, folder, sentinel = sys.argv[1:5]
taken = set()
last_change, last_size = time.time(), -1
while time.time() - last_change < 120:
    try:
        with open(log, errors="replace") as file:
            text = file.read()
    except FileNotFoundError:
        text = ""
    if len(text) != last_size:
        last_size, last_change = len(text), time.time()
    for number in re.findall(r"# drm-screendump (\d+)", text):
        if number in taken:
            continue
        try:
            with socket.socket(socket.AF_UNIX) as connection:
                connection.connect(monitor)
                connection.sendall(f"screendump {folder}/drm-{number}.ppm\n".encode())
                time.sleep(0.5)
        except OSError as error:
            print(f"drm-screendumps: screendump {number} failed: {error}", file=sys.stderr)
        taken.add(number)
    if sentinel in text:
        break
    time.sleep(0.1)

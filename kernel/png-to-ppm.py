#!/usr/bin/env python3
"""Turns a PNG screenshot into a binary PPM (P6), which KernelProbe reads in the guest.

The guest has no PNG decoder of its own, so the host decodes the capture: 8-bit RGB or RGBA,
not interlaced, which is what `gadget run --script` writes (alpha, if any, is dropped: the
screens are opaque). Only the standard library is used.

Usage: png-to-ppm.py IN.png OUT.ppm
"""
import struct
import sys
import zlib


def fail(message):
    sys.exit(f"png-to-ppm: {message}")


def read_png(path):
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path} is not a PNG file")
    position, header, compressed = 8, None, bytearray()
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    if header is None:
        fail(f"{path} has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        fail(f"{path}: only 8-bit RGB/RGBA without interlacing is supported "
             f"(depth {depth}, colour type {colour}, interlace {interlace})")
    return width, height, channels, unfilter(zlib.decompress(bytes(compressed)), width, height, channels)


def unfilter(raw, width, height, channels):
    """Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth)."""
    row_length = width * channels
    previous = bytearray(row_length)
    pixels = bytearray()
    for y in range(height):
        start = y * (row_length + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + row_length])
        for x in range(row_length):
            left = row[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                row[x] = (row[x] + left) & 0xFF
            elif kind == 2:
                row[x] = (row[x] + up) & 0xFF
            elif kind == 3:
                row[x] = (row[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                predictor = left if distances[0] <= distances[1] and distances[0] <= distances[2] \
                    else up if distances[1] <= distances[2] else corner
                row[x] = (row[x] + predictor) & 0xFF
            elif kind != 0:
                fail(f"unknown PNG filter {kind} in row {y}")
        pixels += row
        previous = row
    return pixels


def main():
    if len(sys.argv) != 3:
        fail("usage: png-to-ppm.py IN.png OUT.ppm")
    width, height, channels, pixels = read_png(sys.argv[1])
    rgb = pixels if channels == 3 else bytearray(
        value for index, value in enumerate(pixels) if index % 4 != 3)
    with open(sys.argv[2], "wb") as file:
        file.write(b"P6\n%d %d\n255\n" % (width, height))
        file.write(rgb)


main()

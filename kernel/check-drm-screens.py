#!/usr/bin/env python3
"""Checks the screens QEMU's monitor dumped while KernelProbe's DRM checks ran on virtio-gpu.

drm-1.ppm: the whole first pattern. drm-2.ppm: the second pattern inside the DIRTYFB clip only,
the first everywhere else, although the guest wrote the second pattern into the whole buffer:
so the clip reached the driver and the driver sent that rectangle and no more. drm-3.ppm: after
close the previous mode is back, so the second pattern is gone from the clip.
drm-4.ppm: after the forced page flips, the last frame exactly: the pattern inverted inside both
clips, although its buffer last held the first frame and the frame's own damage was the second
clip alone (so the flip drew every change that buffer missed).
drm-5.ppm, drm-6.ppm, drm-7.ppm: gadget on tty2; the probe's pattern after chvt 3 (another
program set the mode while gadget had let the card go); gadget's screen again after chvt 2,
identical to drm-5.
Prints `ok ...` or `FAIL ...` lines like the probe; exits 1 on a failure.
Usage: check-drm-screens.py DIR
"""
import sys

CLIP = (64, 48, 100, 60)  # x, y, width, height: Sources/KernelProbe/DRMChecks.swift's drmClip
FLIP_CLIP = (200, 150, 80, 50)  # Sources/KernelProbe/DRMPageFlipChecks.swift's drmFlipClip


def read_ppm(path):
    with open(path, "rb") as file:
        data = file.read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position) + 1
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError(f"{path}: not an 8-bit P6 PPM")
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[position + 1:]


def pattern(x, y, inverted):
    colour = (x & 0xFF, y & 0xFF, (x ^ y) & 0xFF)
    return tuple(255 - c for c in colour) if inverted else colour


def inside(x, y, clip=CLIP):
    cx, cy, cw, ch = clip
    return cx <= x < cx + cw and cy <= y < cy + ch


def mismatches(screen, expected):
    width, height, pixels = screen
    wrong = []
    for y in range(height):
        for x in range(width):
            i = (y * width + x) * 3
            want = expected(x, y)
            if want is not None and tuple(pixels[i:i + 3]) != want:
                wrong.append((x, y, tuple(pixels[i:i + 3]), want))
    return wrong


def main():
    folder = sys.argv[1]
    failures = 0

    def report(name, wrong):
        nonlocal failures
        if wrong:
            failures += 1
            x, y, got, want = wrong[0]
            print(f"FAIL {name}: {len(wrong)} pixels differ, first at ({x}, {y}): {got} instead of {want}")
        else:
            print(f"ok {name}")

    try:
        first = read_ppm(f"{folder}/drm-1.ppm")
        second = read_ppm(f"{folder}/drm-2.ppm")
        third = read_ppm(f"{folder}/drm-3.ppm")
    except (OSError, ValueError) as error:
        print(f"FAIL drm screendumps: {error}")
        return 1
    report("drm screen shows the whole pattern", mismatches(first, lambda x, y: pattern(x, y, False)))
    report("drm DIRTYFB clip: only the clip changed on the screen",
           mismatches(second, lambda x, y: pattern(x, y, inside(x, y))))
    still = [w for w in mismatches(third, lambda x, y: pattern(x, y, True) if inside(x, y) else None)]
    clip_pixels = CLIP[2] * CLIP[3]
    report("drm previous mode restored on close",
           [] if len(still) == clip_pixels else [(CLIP[0], CLIP[1], "the second pattern", "the console's picture")])

    try:
        flipped = read_ppm(f"{folder}/drm-4.ppm")
    except (OSError, ValueError) as error:
        print(f"FAIL drm page flip screendump: {error}")
        return 1
    report("drm page flip: the screen shows the last frame, every change its buffer missed drawn",
           mismatches(flipped, lambda x, y: pattern(x, y, inside(x, y) or inside(x, y, FLIP_CLIP))))

    try:
        before, other, after = (read_ppm(f"{folder}/drm-{n}.ppm") for n in (5, 6, 7))
    except (OSError, ValueError) as error:
        print(f"FAIL drm console switch screendumps: {error}")
        return 1
    report("drm console: after chvt 3 the screen is the other program's", mismatches(other, lambda x, y: pattern(x, y, False)))
    # Gadget's screen is drawn and is not the probe's pattern, or the comparison below would prove nothing.
    if len({before[2][i:i + 3] for i in range(0, len(before[2]), 3)}) < 2:
        report("drm console: gadget drew its screen on tty2", [(0, 0, "one colour", "gadget's screen")])
    if not mismatches(before, lambda x, y: pattern(x, y, False)):
        report("drm console: gadget's screen on tty2 differs from the other program's", [(0, 0, "the pattern", "gadget's screen")])
    changed = [] if before[:2] == after[:2] else [(0, 0, f"{after[0]}x{after[1]}", f"{before[0]}x{before[1]}")]
    if not changed:
        width = before[0]
        for i in range(0, len(before[2]), 3):
            if before[2][i:i + 3] != after[2][i:i + 3]:
                changed.append(((i // 3) % width, (i // 3) // width, tuple(after[2][i:i + 3]), tuple(before[2][i:i + 3])))
    report("drm console: after chvt 2 gadget's screen is back, identical to before the switch", changed)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

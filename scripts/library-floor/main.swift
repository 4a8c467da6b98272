// The least a program needs to do what Gadget does before its first frame, with the libraries
// Gadget must link: Foundation (with the locale and ICU code GRDB references, linked in though
// not run), SQLite, Cairo and Pango. It opens a database in the folder given as its argument,
// reads one answer, draws it wrapped and centred into a 240x240 RGB565 frame, checks that ink
// landed, and exits. scripts/measure reports its peak memory next to Gadget's: what is left
// between the two is Gadget's own.
//
// It is built twice (build_library_floor in scripts/lib.sh): with SQLiteAnswer.swift, which reads
// the answer through SQLite's C interface, and with GRDBAnswer.swift, which does it as Gadget
// must, through GRDB with a migration. The difference between the two is what GRDB costs.
import Foundation
import Glibc

func fail(_ message: String) -> Never {
    fputs("library-floor: \(message)\n", stderr)
    exit(1)
}

guard CommandLine.arguments.count == 2 else { fail("usage: library-floor DATA-FOLDER") }
let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(folder.path): \(error)")
}

let answer = readStoredAnswer(in: folder)

let side: Int32 = 240
let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB16_565, side, side)
let context = cairo_create(surface)
cairo_set_source_rgb(context, 0, 0, 0)
cairo_paint(context)
let layout = pango_cairo_create_layout(context)
let font = pango_font_description_from_string("DejaVu Sans 18")
pango_layout_set_font_description(layout, font)
pango_layout_set_width(layout, (side - 20) * PANGO_SCALE)
pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
pango_layout_set_text(layout, "Shake the board. \(answer)", -1)
cairo_set_source_rgb(context, 1, 1, 1)
cairo_move_to(context, 10, 90)
pango_cairo_show_layout(context, layout)
cairo_surface_flush(surface)

guard let pixels = cairo_image_surface_get_data(surface) else { fail("Cairo gave no pixels") }
let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(side)
let inked = (0..<bytes).contains { pixels[$0] != 0 }
guard inked else { fail("nothing was drawn: is fonts-dejavu-core installed?") }

// Linked, never run (the arguments were counted above; the optimizer cannot know it): GRDB's SQL
// functions and date coding reference these, and with them Foundation's locale support and ICU,
// whose relocated data every GRDB program carries.
if CommandLine.arguments.count > 2 {
    print("a".localizedCapitalized, DateFormatter().string(from: Date()))
}
pango_font_description_free(font)
g_object_unref(UnsafeMutableRawPointer(layout))
cairo_destroy(context)
cairo_surface_destroy(surface)
print("drew \"\(answer)\"")

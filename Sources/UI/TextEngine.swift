import CCairo
import GadgetBase
import Hardware

/// Which face of the font a piece of text uses.
struct FontKey: Hashable {
    /// Pixels (em size).
    var size: Double
    var bold: Bool
    var italic: Bool
}

/// Everything that decides how Pango lays a string out; equal specs give identical layouts.
struct LayoutSpec: Hashable {
    var text: String
    var font: FontKey
    /// Wrap width in Pango units; -1 keeps the text on one line.
    var width: Int32
    /// 0: no limit; negative: at most that many lines; positive: at most that height in Pango units.
    /// Text cut off by a limit ends in an ellipsis.
    var height: Int32
    var alignment: TextAlignment
}

/// Pango state for one renderer: a private font map, one context whose font options suit the
/// display (crisp one-bit glyphs on mono, grey antialiasing on colour), font descriptions made
/// once per role, and laid-out text kept between frames so an unchanged string is never shaped
/// twice. Pango objects are not thread-safe, hence one engine per renderer, used on one thread
/// and under CairoFontLock, as the Cairo fonts beneath are shared with every other engine.
final class TextEngine {
    static let family = "DejaVu Sans"

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var layouts: [LayoutSpec: CachedLayout] = [:]
    private var frameNumber: UInt64 = 0
    /// Layouts beyond this count are dropped at the end of a frame unless that frame used them.
    private let cacheCapacity = 64

    private struct CachedLayout {
        var layout: OpaquePointer
        var lastUsed: UInt64
    }

    init(theme: Theme) {
        FontConfiguration.install()
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        if theme.isMonochrome {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_NONE)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_FULL)
        } else {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        // Releasing the layouts may release Cairo's last reference to a font another renderer is
        // drawing with.
        CairoFontLock.withLock {
            for entry in layouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
            for description in fonts.values { pango_font_description_free(description) }
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    /// A laid-out PangoLayout for `spec`, owned by the engine and valid until the next `endFrame`.
    func layout(for spec: LayoutSpec) -> OpaquePointer {
        if var cached = layouts[spec] {
            cached.lastUsed = frameNumber
            layouts[spec] = cached
            return cached.layout
        }
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, font(spec.font))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, spec.width)
        if spec.height != 0 {
            pango_layout_set_height(layout, spec.height)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        switch spec.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_text(layout, spec.text, -1)
        keepOptionNamesWhole(in: layout, text: spec.text, width: spec.width)
        layouts[spec] = CachedLayout(layout: layout, lastUsed: frameNumber)
        return layout
    }

    /// A message that names a command-line option ("check the path given to --chats-data")
    /// would otherwise break after its dashes, leaving "--" at a line's end. Where a name is
    /// wider than a whole line, it may break after all: better than running off the edge.
    private func keepOptionNamesWhole(in layout: OpaquePointer, text: String, width: Int32) {
        let ranges = OptionNames.byteRanges(in: text)
        guard !ranges.isEmpty, let attributes = pango_attr_list_new() else { return }
        for range in ranges {
            let attribute = pango_attr_allow_breaks_new(0)!
            attribute.pointee.start_index = guint(range.lowerBound)
            attribute.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        guard width > 0 else { return }
        var laidOutWidth: Int32 = 0
        pango_layout_get_size(layout, &laidOutWidth, nil)
        if laidOutWidth > width { pango_layout_set_attributes(layout, nil) }
    }

    /// The logical extents of a layout in pixels, relative to its top-left corner: the line
    /// boxes, what text is laid out by.
    func extents(of layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return Rect(logical)
    }

    /// The pixels the glyphs actually cover, relative to the layout's top-left corner: what a
    /// lone symbol is centred by.
    func inkExtents(of layout: OpaquePointer) -> Rect {
        var ink = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, nil)
        return Rect(ink)
    }

    /// Distance from the layout's top to its first baseline, in pixels.
    func baseline(of layout: OpaquePointer) -> Double {
        Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    }

    func lineCount(of layout: OpaquePointer) -> Int {
        Int(pango_layout_get_line_count(layout))
    }

    /// Characters no installed font could show (they would draw as boxes).
    func unknownGlyphCount(in layout: OpaquePointer) -> Int {
        Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    func isEllipsized(_ layout: OpaquePointer) -> Bool {
        pango_layout_is_ellipsized(layout) != 0
    }

    /// Whether wrapping had to break a word apart: a line starts with a letter or digit right
    /// after one ("Встряхнит-" / "е"). Breaks at spaces, dashes and punctuation are fine.
    func breaksInsideAWord(_ layout: OpaquePointer, text: String) -> Bool {
        let count = pango_layout_get_line_count(layout)
        guard count > 1 else { return false }
        let utf8 = text.utf8
        for number in 1..<count {
            guard let line = pango_layout_get_line_readonly(layout, number) else { continue }
            let offset = Int(line.pointee.start_index)
            guard offset > 0, offset < utf8.count,
                  let index = utf8.index(utf8.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars),
                  index > text.unicodeScalars.startIndex else { continue }
            let before = text.unicodeScalars[text.unicodeScalars.index(before: index)], after = text.unicodeScalars[index]
            if Self.isWordCharacter(before), Self.isWordCharacter(after) { return true }
        }
        return false
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Drops layouts the finished frame did not use once the cache has grown past its capacity,
    /// so text that changes every frame (a counter, a timer) cannot grow it without bound.
    func endFrame() {
        if layouts.count > cacheCapacity {
            let current = frameNumber
            for (spec, entry) in layouts where entry.lastUsed != current {
                g_object_unref(UnsafeMutableRawPointer(entry.layout))
                layouts[spec] = nil
            }
        }
        frameNumber &+= 1
    }

    var cachedLayoutCount: Int { layouts.count }

    private func font(_ key: FontKey) -> OpaquePointer {
        if let description = fonts[key] { return description }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, TextEngine.family)
        pango_font_description_set_absolute_size(description, max(1, min(key.size, 1000)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, key.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, key.italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        fonts[key] = description
        return description
    }
}

extension Rect {
    init(_ rectangle: PangoRectangle) {
        self.init(x: Double(rectangle.x), y: Double(rectangle.y),
                  width: Double(rectangle.width), height: Double(rectangle.height))
    }
}

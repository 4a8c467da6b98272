import CCairo
import Glibc
import Testing
@testable import UI

@Suite struct FontConfigurationTests {
    /// The file fontconfig picks for a family under the configuration Gadget installed.
    private static func file(for family: String, bold: Bool = false) -> String? {
        FontConfiguration.install()
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        if bold { _ = FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_BOLD) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var path: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
        return String(cString: path)
    }

    @Test func findsDejaVuInTheSystemFontFolders() {
        #expect(Self.file(for: TextEngine.family)?.hasSuffix("/DejaVuSans.ttf") == true)
        #expect(Self.file(for: TextEngine.family, bold: true)?.hasSuffix("/DejaVuSans-Bold.ttf") == true)
    }

    @Test func leavesTheDesktopRuleFilesUnread() throws {
        FontConfiguration.install()
        let files = try #require(FcConfigGetConfigFiles(nil))
        defer { FcStrListDone(files) }
        var read: [String] = []
        while let file = FcStrListNext(files) { read.append(String(cString: file)) }
        // Someone who names a configuration of their own gets it, rule files and all.
        let ownConfiguration = getenv("FONTCONFIG_FILE") != nil || getenv("FONTCONFIG_PATH") != nil
        #expect(read.isEmpty != ownConfiguration, "read \(read)")
    }

    @Test func emboldensAFaceThatHasNoBoldOfItsOwn() throws {
        // What happens to a bold Japanese answer drawn with a fallback font that has one weight:
        // a regular face asked for in bold comes out emboldened, as under the system's rules.
        FontConfiguration.install()
        let regular = try #require(FcPatternCreate()), boldRequest = try #require(FcPatternCreate())
        defer { FcPatternDestroy(regular); FcPatternDestroy(boldRequest) }
        _ = FcPatternAddString(regular, FC_FAMILY, TextEngine.family)
        FcConfigSubstitute(nil, regular, FcMatchPattern)
        FcDefaultSubstitute(regular)
        var result = FcResultNoMatch
        let face = try #require(FcFontMatch(nil, regular, &result))
        defer { FcPatternDestroy(face) }
        _ = FcPatternAddString(boldRequest, FC_FAMILY, TextEngine.family)
        _ = FcPatternAddInteger(boldRequest, FC_WEIGHT, FC_WEIGHT_BOLD)
        let prepared = try #require(FcFontRenderPrepare(nil, boldRequest, face))
        defer { FcPatternDestroy(prepared) }
        var embolden: FcBool = FcFalse
        #expect(FcPatternGetBool(prepared, FC_EMBOLDEN, 0, &embolden) == FcResultMatch)
        #expect(embolden == FcTrue)
    }
}

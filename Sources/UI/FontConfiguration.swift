import CCairo
import Glibc

/// The fontconfig configuration Gadget's text is laid out with: the system's font folders and
/// font caches, without the desktop's font rules.
///
/// Gadget asks for one family by name (DejaVu Sans) and sets antialiasing and hinting itself
/// (`TextEngine`), so the system configuration's fifty-odd rule files (aliases, per-font hinting,
/// bitmap and emoji preferences) decide nothing for it. Parsing them is most of a start: on a
/// desktop, about a fifth of every instruction before the first frame, and the 0.2–0.4 MB of
/// parsed rules stay in memory. Every installed font is still there, so text DejaVu cannot show
/// falls back to whatever font has the glyphs, as before.
///
/// Someone who points `FONTCONFIG_FILE` or `FONTCONFIG_PATH` at a configuration of their own gets
/// exactly that one.
enum FontConfiguration {
    /// Installs the configuration as fontconfig's current one; the first call does the work, and
    /// it must come before Pango's first font map (which otherwise loads the system's).
    static func install() {
        _ = installed
    }

    private static let installed: Void = {
        if getenv("FONTCONFIG_FILE") != nil || getenv("FONTCONFIG_PATH") != nil { return }
        guard let config = FcConfigCreate() else { return }
        // When the text does not parse or a cache cannot be built, fontconfig falls back to the
        // system configuration on its own (Pango calls FcInit), which is what Gadget used before.
        guard FcConfigParseAndLoadFromMemory(config, configuration, FcTrue) == FcTrue,
              FcConfigBuildFonts(config) == FcTrue,
              FcConfigSetCurrent(config) == FcTrue else {
            FcConfigDestroy(config)
            return
        }
        FcConfigDestroy(config)  // fontconfig holds its own reference to the current configuration
    }()

    /// Where Debian, Raspberry Pi OS and the XDG base directories keep fonts and font caches
    /// (fc-cache writes the system caches; fontconfig writes the per-user ones as needed), and
    /// the two rules text relies on when a fallback font has no bold or italic face of its own
    /// (a Japanese answer in the 8-ball's bold, say): draw it emboldened, or slanted.
    private static let configuration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts</dir>
          <dir>/usr/local/share/fonts</dir>
          <dir prefix="xdg">fonts</dir>
          <dir>~/.fonts</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <match target="font">
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
            <test name="weight" compare="less_eq"><const>medium</const></test>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
            <edit name="weight" mode="assign"><const>bold</const></edit>
          </match>
          <match target="font">
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <test name="slant" compare="eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
        </fontconfig>
        """
}

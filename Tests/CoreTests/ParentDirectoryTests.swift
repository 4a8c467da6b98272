import Core
import Testing

@Suite("The folder above a path, as dirname(1) spells it")
struct ParentDirectoryTests {
    @Test(arguments: [
        ("d", "."), ("d/", "."), ("data", "."), ("", "."),
        ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("./d", "."), ("../d", ".."),
        ("/x", "/"), ("/", "/"), ("//x", "/"), ("/home/pi/.local/share/gadget", "/home/pi/.local/share"),
    ])
    func parent(path: String, expected: String) {
        #expect(parentDirectory(of: path) == expected)
    }
}

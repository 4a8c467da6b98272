import GadgetBase
/// "0x68", "0x0a": how addresses and register values are written in data sheets and i2c-tools.
public func hexByte(_ value: UInt8) -> String {
    let digits = String(value, radix: 16)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
}

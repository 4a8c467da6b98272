import GadgetBase
/// What every device error says when the kernel refuses access: the device, and the group that
/// Gadget's udev rules (udev/) give access to it. GPIO, framebuffer, input and I2C errors use it.
public enum DeviceAccessText {
    /// The device's path, then its group ("gpio", "video", "input", "i2c").
    public static let permissionDenied = LocalizedString(
        "cannot open %@: permission denied: add your user to the %@ group and install Gadget's udev rules (see udev/)",
        ru: "нет доступа к %@: добавьте пользователя в группу %@ и установите правила udev из Gadget (см. udev/)",
        uk: "немає доступу до %@: додайте користувача до групи %@ і встановіть правила udev із Gadget (див. udev/)")
}

import Core
import GadgetBase
import Hardware

/// The command line's security messages, in every language Gadget speaks.
enum SecurityText {
    /// The board's name.
    static let runningAsRoot = LocalizedString(
        """
        Gadget does not open the devices of %@ as root: the udev rules give them to an ordinary user. \
        Install the rules and join the groups (README, "Setting up a Raspberry Pi", step 2): \
        sudo cp udev/60-gadget.rules /etc/udev/rules.d/ && sudo udevadm control --reload && \
        sudo udevadm trigger; sudo usermod -aG i2c,gpio,video,input YOUR_USER; then run Gadget as that user. \
        `gadget doctor`, run as that user, names each device it may not open. \
        To open them as root anyway, pass --allow-root or set GADGET_ALLOW_ROOT=1.
        """,
        ru: """
        Gadget не открывает устройства платы %@ от имени root: правила udev открывают их обычному \
        пользователю. Установите правила и добавьте пользователя в группы (README, «Setting up a \
        Raspberry Pi», шаг 2): sudo cp udev/60-gadget.rules /etc/udev/rules.d/ && sudo udevadm control --reload && \
        sudo udevadm trigger; sudo usermod -aG i2c,gpio,video,input ВАШ_ПОЛЬЗОВАТЕЛЬ; затем запускайте Gadget \
        от его имени. `gadget doctor`, запущенный от его имени, назовёт каждое недоступное ему устройство. \
        Чтобы всё же открыть их от root, укажите --allow-root или задайте GADGET_ALLOW_ROOT=1.
        """,
        uk: """
        Gadget не відкриває пристрої плати %@ від імені root: правила udev відкривають їх звичайному \
        користувачеві. Встановіть правила й додайте користувача до груп (README, «Setting up a \
        Raspberry Pi», крок 2): sudo cp udev/60-gadget.rules /etc/udev/rules.d/ && sudo udevadm control --reload && \
        sudo udevadm trigger; sudo usermod -aG i2c,gpio,video,input ВАШ_КОРИСТУВАЧ; потім запускайте Gadget \
        від його імені. `gadget doctor`, запущений від його імені, назве кожен недоступний йому пристрій. \
        Щоб усе ж відкрити їх від root, вкажіть --allow-root або задайте GADGET_ALLOW_ROOT=1.
        """)
}

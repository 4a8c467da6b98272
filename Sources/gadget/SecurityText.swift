import Core
import Hardware

/// The command line's security messages, in every language Gadget speaks.
enum SecurityText {
    static let runningAsRoot = LocalizedString(
        """
        Gadget does not run as root: it needs nothing more than the devices, and the udev rules give \
        them to an ordinary user. Install the rules and join the groups (README, "Setting up a Raspberry Pi", \
        step 2): sudo cp udev/60-gadget.rules /etc/udev/rules.d/ && sudo udevadm control --reload && \
        sudo udevadm trigger; sudo usermod -aG i2c,gpio,video,input YOUR_USER; then run Gadget as that user. \
        To run as root anyway, pass --allow-root or set GADGET_ALLOW_ROOT=1.
        """,
        ru: """
        Gadget не запускается от имени root: ему нужны только устройства, а правила udev открывают их \
        обычному пользователю. Установите правила и добавьте пользователя в группы (README, «Setting up a \
        Raspberry Pi», шаг 2): sudo cp udev/60-gadget.rules /etc/udev/rules.d/ && sudo udevadm control --reload && \
        sudo udevadm trigger; sudo usermod -aG i2c,gpio,video,input ВАШ_ПОЛЬЗОВАТЕЛЬ; затем запускайте Gadget \
        от его имени. Чтобы всё же запустить от root, укажите --allow-root или задайте GADGET_ALLOW_ROOT=1.
        """,
        uk: """
        Gadget не запускається від імені root: йому потрібні лише пристрої, а правила udev відкривають їх \
        звичайному користувачеві. Встановіть правила й додайте користувача до груп (README, «Setting up a \
        Raspberry Pi», крок 2): sudo cp udev/60-gadget.rules /etc/udev/rules.d/ && sudo udevadm control --reload && \
        sudo udevadm trigger; sudo usermod -aG i2c,gpio,video,input ВАШ_КОРИСТУВАЧ; потім запускайте Gadget \
        від його імені. Щоб усе ж запустити від root, вкажіть --allow-root або задайте GADGET_ALLOW_ROOT=1.
        """)
}

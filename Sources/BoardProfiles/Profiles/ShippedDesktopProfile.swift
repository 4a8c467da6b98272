/// boards/desktop.toml, carried in the binary: a gadget copied out of the checkout, with no
/// profile files anywhere it looks, still runs the same desktop board (a test keeps the two equal).
enum ShippedDesktopProfile {
    static let text = """
        # The desktop board: no hardware at all. The panel is drawn in the terminal and the
        # accelerometer is a simulated MPU-6050 that the real driver reads over a simulated I2C bus.
        #
        # Keys: arrows, Enter (select), Space (action), Esc/Backspace (back); `s` shakes the
        # board, `o` turns it a quarter anticlockwise, `k` knocks on its case, `h` goes home, `q` quits.
        # The mouse draws strokes (drag with the left button held; a click is a dot).
        name = "Desktop (simulated hardware)"

        [display]
        kind = "terminal"
        width = 240
        height = 240
        format = "rgb565"

        [accelerometer]
        kind = "simulated-mpu6050"
        address = 0x68
        rate_hz = 100
        range_g = 4
        knocks = "software"        # software, chip (ADXL345, LIS3DH) or off

        [swipes]
        # For apps that take swipes (the gesture playground): the arrow keys are a joystick.
        joystick = true

        [shake]
        sensitivity = "normal"     # gentle, normal or firm

        [eightball]
        endpoint = "https://8ball.delegator.com/magic/JSON"
        budget_s = 2.0             # never wait longer than this for the network
        """
}

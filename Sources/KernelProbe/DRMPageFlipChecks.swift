import Glibc
import GadgetBase
import Hardware
import Linux

/// DRMDisplay's two-buffer path against virtio-gpu. virtio-gpu has a dirty hook (its DIRTYFB
/// answers), so Gadget would announce damage there; flips are asked for here so the guest's
/// kernel runs them too: DRM_IOCTL_MODE_PAGE_FLIP, the flip-complete event read from the card,
/// a frame that comes while a flip is pending held and drawn after the event, into the buffer
/// then hidden, with every change that buffer missed. The host checks the screen (dump 4):
/// buffer 1 last had the first frame, so without the missed changes the first clip would show
/// the first pattern instead of the inverted one.
func runDRMPageFlipChecks(_ runner: CheckRunner) {
    var display: DRMDisplay?
    runner.check("drm page flips asked for on virtio_gpu, whose DIRTYFB answers") {
        let opened = try DRMDisplay(card: "virtio_gpu", connector: nil, format: .xrgb8888, forcePageFlips: true)
        display = opened
        runner.note(opened.presentationNote)
        try require(opened.driverHasDirty, "DIRTYFB answered ENOSYS: virtio_gpu would flip by itself")
        try require(opened.usesPageFlips, opened.presentationNote)
    }
    guard let display else { return }
    defer { display.close() }
    let width = display.geometry.width, height = display.geometry.height
    runner.check("drm page flip of the whole frame completes with an event on the card") {
        try display.present(Frame(pixels: drmPattern(width, height, invertedIn: []), texts: []), damage: display.geometry.bounds)
        try require(display.flipsRequested == 1 && display.isFlipPending, "\(display.flipsRequested) flips asked for")
        try awaitFlips(display, count: 1)
    }
    runner.check("drm page flip: a frame during a pending flip is held, then drawn with what its buffer missed") {
        try display.present(Frame(pixels: drmPattern(width, height, invertedIn: [drmClip]), texts: []), damage: drmClip)
        try require(display.isFlipPending && display.flipsRequested == 2, "\(display.flipsRequested) flips asked for")
        try display.present(Frame(pixels: drmPattern(width, height, invertedIn: [drmClip, drmFlipClip]), texts: []),
                            damage: drmFlipClip)
        try require(display.framesHeld == 1 && display.flipsRequested == 2, "\(display.framesHeld) frames held")
        try awaitFlips(display, count: 3)
        try require(display.flipsRequested == 3 && !display.isFlipPending, "\(display.flipsRequested) flips asked for")
    }
    screendump(runner, 4)
}

/// The second clip of the flip check; the host checks the same numbers.
let drmFlipClip = PixelRect(x: 200, y: 150, width: 80, height: 50)

/// Waits on the card as the event loop does (poll, then read the events) until `count` flips completed.
private func awaitFlips(_ display: DRMDisplay, count: Int) throws {
    let clock = SystemClock()
    let deadline = clock.now() + .seconds(5)
    while display.flipsCompleted < count {
        guard let fd = display.eventDescriptor else { throw CheckFailure("the card is not watched for flip events") }
        guard clock.now() < deadline else {
            throw CheckFailure("\(display.flipsCompleted) of \(count) flip-complete events in 5 s")
        }
        var watched = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&watched, 1, 100)
        if watched.revents & Int16(POLLIN) != 0 { try display.serviceEvents() }
    }
}

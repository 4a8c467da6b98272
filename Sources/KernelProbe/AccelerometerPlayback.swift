import Drivers
import Glibc
import GadgetBase
import Hardware
import Linux
import Synchronization

/// Sample `k` as ACCEL_XOUT..ACCEL_ZOUT counts: every axis carries `k`, so a sample whose axes
/// came from two different writes (a torn read) cannot decode to one `k`.
private func counts(for k: Int) -> [Int16] { [Int16(k * 11), Int16(-k * 7), Int16(3000 + k * 5)] }

/// Writes samples 1...count into the stub's ACCEL_* registers, one 6-byte block write each,
/// from its own thread and its own file descriptor.
private final class RegisterPlayer: Sendable {
    let path: String, chip: UInt8, count: Int
    let finished = Atomic<Bool>(false)
    let failure = Mutex<String?>(nil)

    init(path: String, chip: UInt8, count: Int) { self.path = path; self.chip = chip; self.count = count }

    func play() {
        defer { finished.store(true, ordering: .releasing) }
        do {
            let bus = try LinuxI2CBus(path: path)
            for k in 1...count {
                let bytes = counts(for: k).flatMap { value -> [UInt8] in
                    let bits = UInt16(bitPattern: value)
                    return [UInt8(bits >> 8), UInt8(bits & 0xFF)]
                }
                try bus.writeBlock(address: chip, register: 0x3B, bytes: bytes)
                usleep(1000)
            }
        } catch {
            failure.withLock { $0 = "player: \(error)" }
        }
    }
}

func checkPlayedSamples(bus: LinuxI2CBus, path: String, chip: UInt8, runner: CheckRunner) throws {
    let recorder = RecordingI2CBus(bus)
    let driver = MPU6050(bus: recorder, address: chip)
    try driver.configure(range: .g4, sampleRate: 100)
    recorder.clear()

    let player = RegisterPlayer(path: path, chip: chip, count: 300)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(player).toOpaque()
    let started = pthread_create(&thread, nil, { raw in
        let player = Unmanaged<RegisterPlayer>.fromOpaque(raw!).takeRetainedValue()
        player.play()
        return nil
    }, context)
    guard started == 0 else {
        Unmanaged<RegisterPlayer>.fromOpaque(context).release()
        throw CheckFailure("pthread_create failed: \(started)")
    }

    var seen: [Int] = [], reads = 0
    var problem: String?
    var finished = false
    repeat {
        // Whether the player had written its last sample before this read: then this read is the
        // last, and sees it (checked after the read, the loop could end one read short).
        finished = player.finished.load(ordering: .acquiring)
        for sample in try driver.readSamples() {
            reads += 1
            // ±4 g: 8192 counts per g.
            let x = Int((sample.x * 8192).rounded()), y = Int((sample.y * 8192).rounded()), z = Int((sample.z * 8192).rounded())
            let k = x / 11
            guard counts(for: k) == [Int16(x), Int16(y), Int16(z)] else {
                if z != 0 || x != 0 || y != 0 { problem = problem ?? "torn or wrong sample \(x), \(y), \(z)" }
                continue
            }
            if let last = seen.last, k < last { problem = problem ?? "sample \(k) came after \(last)" }
            if seen.last != k { seen.append(k) }
        }
        usleep(300)
    } while !finished
    pthread_join(thread, nil)

    if let failed = player.failure.withLock({ $0 }) { throw CheckFailure(failed) }
    if let problem { throw CheckFailure(problem) }
    try require(seen.last == 300, "the last sample read was \(seen.last ?? 0), not 300")
    try require(seen.count >= 30, "only \(seen.count) distinct samples seen in \(reads) reads")
    let blockReads = recorder.transactions.filter { $0.kind == .readBlock && $0.register == 0x3B && $0.count == 6 }
    try require(recorder.transactions.count == reads && blockReads.count == reads,
                "\(recorder.transactions.count) transactions for \(reads) samples")
    runner.note("\(reads) samples read while 300 were played, \(seen.count) distinct, "
                + "\(recorder.transactions.count) bus transactions (1 per sample)")
}

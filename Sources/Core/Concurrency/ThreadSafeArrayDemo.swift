import Dispatch

/// The seed's demonstration: two asynchronous tasks on one concurrent queue append 0...1000
/// each to the same ThreadSafeArray at the same time. A correct array ends with 2002 elements.
public enum ThreadSafeArrayDemo {
    public static let numbers = 0...1000
    public static let taskCount = 2

    /// Runs the demonstration and returns the array it filled, once both tasks are done.
    public static func run(on queue: DispatchQueue = DispatchQueue(label: "gadget.thread-safe-array-demo",
                                                                   attributes: .concurrent)) -> ThreadSafeArray<Int> {
        let array = ThreadSafeArray<Int>()
        let group = DispatchGroup()
        for _ in 0..<taskCount {
            queue.async(group: group) {
                for number in numbers { array.append(number) }
            }
        }
        group.wait()
        return array
    }
}

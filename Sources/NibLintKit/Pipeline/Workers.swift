import Dispatch
import Foundation

/// The threads a parallel stage of the lint runs on.
struct Workers: Sendable {
    /// How many: the linter's `parallelism`, or one per core when it is 0.
    let count: Int

    init(parallelism: Int) {
        count = parallelism > 0 ? parallelism : ProcessInfo.processInfo.activeProcessorCount
    }

    /// `work` applied to every element, on all workers; results keep the order of the elements.
    func map<Element, Result>(_ elements: [Element], _ work: @escaping (Element) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: elements.count)
        let workers = count
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer: buffer)
            if workers <= 1 || elements.count < 2 {
                for index in elements.indices { slots.buffer[index] = work(elements[index]) }
            } else {
                // Each iteration writes only its own slot.
                DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                    slots.buffer[index] = work(elements[index])
                }
            }
        }
        return results.map { $0! }
    }
}

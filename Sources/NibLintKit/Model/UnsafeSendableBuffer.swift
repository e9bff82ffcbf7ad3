/// Lets `concurrentPerform` workers write disjoint slots of one buffer (each worker only its own slot).
struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}

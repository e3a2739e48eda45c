import Foundation

// The containers of `StreamingEncoder`: each writes its values straight into the output.
// An object's members are written as they come and put in key order when it closes.

extension StreamingEncoder {
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let output: JSONOutput
        let level: Int
        var codingPath: [any CodingKey] { [] }

        private func member(_ key: Key) {
            if !output.frames[level].keys.isEmpty { output.append(UInt8(ascii: ",")) }
            output.frames[level].keys.append(key.stringValue)
            output.frames[level].starts.append(output.bytes.count)
            output.append(string: key.stringValue)
            output.append(UInt8(ascii: ":"))
        }

        mutating func encodeNil(forKey key: Key) throws {
            member(key)
            output.append(raw: "null")
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            member(key)
            output.append(value)
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            member(key)
            output.append(string: value)
        }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            member(key)
            try output.append(number: value)
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            member(key)
            try output.append(number: value)
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            member(key)
            try StreamingEncoder.encode(value, into: output)
        }

        private func integer(_ value: some BinaryInteger, _ key: Key) throws {
            member(key)
            output.append(integer: value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            StreamingEncoder.unsupported(in: output).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            StreamingEncoder.unsupported(in: output).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { StreamingEncoder.unsupported(in: output) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { StreamingEncoder.unsupported(in: output) }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let output: JSONOutput
        let level: Int
        var codingPath: [any CodingKey] { [] }
        /// Counted in the value's frame: a second container of the same value adds to it.
        var count: Int { output.frames[level].elements }

        private mutating func next() {
            if count > 0 { output.append(UInt8(ascii: ",")) }
            output.frames[level].elements += 1
        }

        mutating func encodeNil() throws {
            next()
            output.append(raw: "null")
        }
        mutating func encode(_ value: Bool) throws {
            next()
            output.append(value)
        }
        mutating func encode(_ value: String) throws {
            next()
            output.append(string: value)
        }
        mutating func encode(_ value: Double) throws {
            next()
            try output.append(number: value)
        }
        mutating func encode(_ value: Float) throws {
            next()
            try output.append(number: value)
        }
        mutating func encode(_ value: Int) throws { integer(value) }
        mutating func encode(_ value: Int8) throws { integer(value) }
        mutating func encode(_ value: Int16) throws { integer(value) }
        mutating func encode(_ value: Int32) throws { integer(value) }
        mutating func encode(_ value: Int64) throws { integer(value) }
        mutating func encode(_ value: UInt) throws { integer(value) }
        mutating func encode(_ value: UInt8) throws { integer(value) }
        mutating func encode(_ value: UInt16) throws { integer(value) }
        mutating func encode(_ value: UInt32) throws { integer(value) }
        mutating func encode(_ value: UInt64) throws { integer(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            next()
            try StreamingEncoder.encode(value, into: output)
        }

        private mutating func integer(_ value: some BinaryInteger) {
            next()
            output.append(integer: value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            StreamingEncoder.unsupported(in: output).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            StreamingEncoder.unsupported(in: output).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { StreamingEncoder.unsupported(in: output) }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let output: JSONOutput
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { output.append(raw: "null") }
        mutating func encode(_ value: Bool) throws { output.append(value) }
        mutating func encode(_ value: String) throws { output.append(string: value) }
        mutating func encode(_ value: Double) throws { try output.append(number: value) }
        mutating func encode(_ value: Float) throws { try output.append(number: value) }
        mutating func encode(_ value: Int) throws { output.append(integer: value) }
        mutating func encode(_ value: Int8) throws { output.append(integer: value) }
        mutating func encode(_ value: Int16) throws { output.append(integer: value) }
        mutating func encode(_ value: Int32) throws { output.append(integer: value) }
        mutating func encode(_ value: Int64) throws { output.append(integer: value) }
        mutating func encode(_ value: UInt) throws { output.append(integer: value) }
        mutating func encode(_ value: UInt8) throws { output.append(integer: value) }
        mutating func encode(_ value: UInt16) throws { output.append(integer: value) }
        mutating func encode(_ value: UInt32) throws { output.append(integer: value) }
        mutating func encode(_ value: UInt64) throws { output.append(integer: value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try StreamingEncoder.encode(value, into: output) }
    }
}

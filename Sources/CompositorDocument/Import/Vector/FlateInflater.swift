import CZlib

/// PDF's FlateDecode (a zlib stream, RFC 1950) inflated by Debian's zlib, bounded: the output may
/// grow to `VectorImageLimits.maxStreamBytes` and to `maxInflateRatio` times the input, so a
/// deflate bomb stops early instead of filling memory.
enum FlateInflater {
    static func inflate(_ input: ArraySlice<UInt8>) throws(VectorImageError) -> [UInt8] {
        let limit = min(VectorImageLimits.maxStreamBytes, max(input.count, 64) * VectorImageLimits.maxInflateRatio)
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw VectorImageError("zlib cannot start inflating")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var status = Z_OK
        var source = Array(input)
        source.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = UInt32(inputBuffer.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
                }
            } while status == Z_OK && output.count <= limit && !(stream.avail_in == 0 && stream.avail_out != 0)
        }
        guard output.count <= limit else {
            throw VectorImageError("a FlateDecode stream inflates past \(limit) bytes (VectorImageLimits.maxStreamBytes, maxInflateRatio \(VectorImageLimits.maxInflateRatio)×)")
        }
        // Streams cut short by their writer (no end marker, all input used) are kept, as Poppler keeps them.
        guard status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR else {
            throw VectorImageError("a FlateDecode stream is not valid zlib data (zlib status \(status))")
        }
        return output
    }
}

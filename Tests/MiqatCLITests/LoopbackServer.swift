import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP server on 127.0.0.1 for the tests: answers every request with one canned status and body,
/// records the request lines, serves at most `limit` requests and stops when asked or after 30 s.
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let socketFD: Int32
    private let lock = NSLock()
    private var requests: [String] = []
    private var stopped = false

    var requestLines: [String] { lock.withLock { requests } }

    init(
        status: Int, body: String, contentType: String = "application/json", limit: Int = 8,
        headers: [String: String] = [:],
        delay: Double = 0
    ) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 8) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: actual.sin_port)
        socketFD = fd
        let reason = [200: "OK", 404: "Not Found", 500: "Internal Server Error"][status] ?? "Status"
        let extra = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        let response =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: "
            + "\(body.utf8.count)\r\n\(extra)Connection: close\r\n\r\n\(body)"
        let deadline = Date().addingTimeInterval(30)
        Thread.detachNewThread { [self] in
            var served = 0
            while served < limit, Date() < deadline, !lock.withLock({ stopped }) {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { break }
                var buffer = [UInt8](repeating: 0, count: 65_536)
                var received = [UInt8]()
                while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
                    let n = read(client, &buffer, buffer.count)
                    if n <= 0 { break }
                    received += buffer[0..<n]
                }
                let line = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
                lock.withLock { requests.append(line) }
                if delay > 0 { Thread.sleep(forTimeInterval: delay) }
                _ = response.withCString { write(client, $0, strlen($0)) }
                close(client)
                served += 1
            }
        }
    }

    func stop() {
        lock.withLock { stopped = true }
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }
}

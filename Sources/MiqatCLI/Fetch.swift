import Foundation
import FoundationNetworking
import Miqat
import MiqatFormats
import MiqatAladhan

/// One GET with the limits a command that talks to the network needs: the timeout honoured (and said),
/// no redirect to another host, a body of at most `maximumBytes`.
final class Fetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    static let maximumBytes = 8 << 20

    let url: URL
    let timeout: Double
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: String?
    private let done = DispatchSemaphore(value: 0)

    init(url: URL, timeout: Double) {
        self.url = url
        self.timeout = timeout
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    func run() throws -> Data {
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(url: url)
        request.setValue("miqat/\(MiqatCLI.version)", forHTTPHeaderField: "User-Agent")
        let task = session.dataTask(with: request)
        task.resume()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            task.cancel()
            throw CommandError.failure("\(url.absoluteString): timed out after \(MethodText.number(timeout)) s")
        }
        let (body, response, failure) = lock.withLock { (self.body, self.response, self.failure) }
        if let failure { throw CommandError.failure(failure) }
        guard let http = response else { throw CommandError.failure("\(url.absoluteString): not an HTTP answer") }
        if (300..<400).contains(http.statusCode) {
            let to = http.value(forHTTPHeaderField: "Location") ?? "?"
            throw CommandError.failure("\(url.absoluteString): redirected to \(to), another host: not followed")
        }
        guard http.statusCode == 200 else {
            throw CommandError.failure("\(url.absoluteString): HTTP \(http.statusCode)")
        }
        return body
    }

    private func finish(_ message: String?) {
        lock.withLock { if failure == nil { failure = message } }
        done.signal()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        // Only within the host asked: a redirect elsewhere ends here, answered as the 3xx it is.
        completionHandler(request.url?.host == url.host ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.withLock { self.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            body.append(data)
            return body.count > Self.maximumBytes
        }
        if tooLarge {
            dataTask.cancel()
            finish("\(url.absoluteString): the response is larger than \(Self.maximumBytes >> 20) MiB: not read")
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error else { finish(nil); return }
        if (error as? URLError)?.code == .timedOut {
            finish("\(url.absoluteString): timed out after \(MethodText.number(timeout)) s")
        } else if (error as? URLError)?.code == .cancelled {
            finish(nil)
        } else {
            finish("cannot reach \(url.host ?? url.absoluteString): \(error.localizedDescription)")
        }
    }
}

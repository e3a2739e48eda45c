import Foundation
import Hummingbird

// The framework alone: a bare Hummingbird route per file, answering with the file's bytes
// read once at start, no middleware. scripts/bench-server runs it beside the app so the
// app's figures can be read against what Hummingbird itself can do on this machine.
//
//   lunchbox-bench-reference PORT FOLDER
//
// FOLDER/routes.tsv lists one route a line: key, file name, content type (tab-separated);
// each is served at /KEY.

let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: lunchbox-bench-reference PORT FOLDER\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[2])
let table = try String(contentsOf: folder.appendingPathComponent("routes.tsv"), encoding: .utf8)

let router = Router()
for line in table.split(separator: "\n") {
    let fields = line.split(separator: "\t").map(String.init)
    guard fields.count == 3 else { continue }
    let body = ByteBuffer(bytes: try Data(contentsOf: folder.appendingPathComponent(fields[1])))
    let headers: HTTPFields = [.contentType: fields[2]]
    router.get(RouterPath("/\(fields[0])")) { _, _ in
        Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()

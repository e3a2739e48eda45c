import Hummingbird
import LunchBoxCore

/// Bounds the photo bytes the server holds at once, before a byte of an upload is read.
///
/// An upload is read whole (`MultipartBody`) and scanned afterwards, so 40 uploads of 10 MB
/// sent together once held 491 MB before any of them was refused as busy (issue 39, item
/// 5). Here each upload reserves its declared length (or the largest upload, when it
/// declares none) out of a budget for the whole server, and keeps it until its answer is
/// made; when the budget is spent the upload is refused at once, unread, with the same 429
/// and Retry-After as a full scanner (`ScanError.busy`). A phone's photo of a few MB
/// never waits behind the budget while the household scans as it does.
struct UploadBudgetMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let budget: UploadBudget
    let maximumUploadSize: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post, MultipartBody.isMultipart(request), RouteTraits.of(context).contains(.upload) else {
            return try await next(request, context)
        }
        let largest = maximumUploadSize + MultipartBody.formOverhead
        let declared = request.headers[.contentLength].flatMap(Int.init).map { min(max($0, 0), largest) } ?? largest
        guard await budget.reserve(declared) else { throw ScanError.busy }
        do {
            let response = try await next(request, context)
            await budget.release(declared)
            return response
        } catch {
            await budget.release(declared)
            throw error
        }
    }
}

/// Upload bytes in flight, out of a fixed capacity.
actor UploadBudget {
    let capacity: Int
    private var inFlight = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes `bytes` of the budget; false (and nothing taken) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        guard inFlight + bytes <= capacity else { return false }
        inFlight += bytes
        return true
    }

    func release(_ bytes: Int) {
        inFlight = max(0, inFlight - bytes)
    }

    /// Bytes reserved now (for tests).
    var reserved: Int { inFlight }
}

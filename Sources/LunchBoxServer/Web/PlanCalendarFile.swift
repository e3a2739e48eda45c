import Hummingbird
import LunchBoxUseCases

/// A week's plan as a downloadable iCalendar file, for the page link and the API.
enum PlanCalendarFile {
    static func response(_ file: CalendarFile) -> Response {
        let buffer = ByteBuffer(string: file.text)
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/calendar; charset=utf-8",
                .contentDisposition: "attachment; filename=\"\(file.filename)\"",
                .contentLength: String(buffer.readableBytes),
            ],
            body: .init(byteBuffer: buffer)
        )
    }
}

import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxStorage

/// A week's planned meals as a downloadable iCalendar file, for the page link and the API.
enum PlanCalendarFile {
    /// `lunchbox-2026-11-23.ics`: the week's first day, so each week downloads to its own file.
    static func filename(for week: PlanWeek) -> String {
        "lunchbox-\(week.start.isoString).ics"
    }

    static func response(for week: PlanWeek, database: AppDatabase, clock: any AppClock) async throws -> Response {
        let planned = try await database.plannedMeals(in: week.range)
        let buffer = ByteBuffer(string: ICalendarExporter(clock: clock).document(for: planned))
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/calendar; charset=utf-8",
                .contentDisposition: "attachment; filename=\"\(filename(for: week))\"",
                .contentLength: String(buffer.readableBytes),
            ],
            body: .init(byteBuffer: buffer)
        )
    }
}

import Hummingbird
import LunchBoxCore

/// Onboarding on a browser's first visit: what LunchBox does and how it treats data.
struct WelcomeController {
    static let cookieName = "lb_welcomed"

    let pages: Pages

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { request, _ -> Response in
            .redirect(to: request.cookies[Self.cookieName] == nil ? "/welcome" : "/inventory")
        }
        router.get("/welcome") { request, context in
            try pages.render(WelcomePage(), request: request, context: context)
        }
        router.post("/welcome") { _, _ -> Response in
            var response = Response.redirect(to: "/inventory")
            response.setCookie(Cookie(name: Self.cookieName, value: "1", maxAge: 400 * 24 * 3600, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
    }
}

// The Marketplace API as MSW handlers, for UI code run against API_URL without a database.
import { http, HttpResponse } from "msw";
import type { UserData } from "~server/api/contract";

export const mockApiUrl = "http://api.mock";

export const mockUser: UserData = {
  id: 42,
  first_name: "Mock",
  last_name: "User",
  full_name: "Mock User",
  email: "mock@marquee.test",
  phone: null,
  pic_url: null,
  total_reviews: 0,
  price_id: 1,
  package: { id: 1, line_id: 1, name: "Free", price: 0, payment_handling_fee: 3, taxation_fee: 20, max_participant_in_event: 20, max_participant_in_pre_recorded_event: 20 },
  role: "user",
  is_host: false,
  is_activated: true,
  is_password_reset: 0,
  auto_renewal: 0,
  plan_expire_on: null,
  url_redirect: "/home",
};

export const apiHandlers = [
  http.get(`${mockApiUrl}/api/auth/user`, ({ request }) =>
    request.headers.get("authorization") === "Bearer mock-token"
      ? HttpResponse.json({ success: true, message: "", data: mockUser })
      : HttpResponse.json({ success: false, message: "Unauthenticated.", data: null }, { status: 401 }),
  ),
  http.get(`${mockApiUrl}/api/auth/site-settings`, () =>
    HttpResponse.json({ success: true, message: "", data: { root_landing: "content-creator" } }),
  ),
];

// Hostile requests against the running server: chunked bodies over 1 MB, a NUL
// byte and a common password through the register form, and no-store on private pages.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { demo, logInAs } from "./support/session";

/**
 * POSTs `total` bytes with Transfer-Encoding: chunked (no Content-Length), then waits for the answer
 * without ending the body (a server that reads the body whole would wait for the rest). Sending no
 * more than that keeps a write from racing the server's close (tests/unit/body-limit.test.ts streams
 * 100 MB against the same middleware in-process).
 */
function postChunked(baseURL: string, path: string, total: number): Promise<{ status: number; sentBytes: number }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
    request.on("response", (response) => {
      answered = true;
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, sentBytes }));
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.from(`email=${"a".repeat(64 * 1024 - 6)}`);
    const send = () => {
      while (!answered && sentBytes < total) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", send);
      }
    };
    send();
  });
}

test.describe("hostile requests", () => {
  test("a chunked body over 1 MB is refused with 413 on the form routes, before it is read", async ({ baseURL }) => {
    for (const path of ["/login", "/register", "/forgot-pass"]) {
      const answer = await postChunked(baseURL!, path, 1024 * 1024 + 128 * 1024);
      expect(answer.status, path).toBe(413);
    }
  });

  test("the register form refuses a NUL byte at the input boundary (ADR 030) and answers a common password with its field message", async ({ request }) => {
    const email = `hostile-${Date.now()}@example.com`;
    const form = {
      first_name: "Ada",
      last_name: "Lovelace",
      email,
      email_confirmation: email,
      dateOfBirth: "1990-05-17",
      password: "Daybreak2024",
      password_confirmation: "Daybreak2024",
      acceptTerms: "on",
      isover16: "on",
    };
    const nul = await request.post("/register", { form: { ...form, first_name: "Ada\u0000" }, maxRedirects: 0 });
    // Refused before the route's own code runs: the product's error page, and no account.
    expect(nul.status()).toBe(400);
    expect(await nul.text()).toContain("Something went wrong");
    expect(nul.headers()["location"]).toBeUndefined();

    const common = await request.post("/register", { form: { ...form, password: "Password1!", password_confirmation: "Password1!" }, maxRedirects: 0 });
    expect(common.status()).toBe(422);
    expect(await common.text()).toContain("This password is too common. Please choose another.");
  });

  test("private pages and API answers are not stored by caches", async ({ page, context, baseURL, request }) => {
    await logInAs(context, baseURL!, demo.attendee);
    const response = await page.goto("/profile");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const api = await request.get("/api/auth/user");
    expect(api.headers()["cache-control"]).toBe("no-store");
  });
});

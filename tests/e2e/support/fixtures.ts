// The end-to-end tests' own fixtures: each test sends from its own client address (the server trusts
// the loopback proxy's X-Forwarded-For), so tests and projects never share a per-IP rate limit, and
// makes its own users through the API, which are deleted through the API when the test ends. Tests
// lean on the demo users only for what a new user cannot be (an admin, a host with booked events).
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { activationPath, waitForMail } from "./mail";
import { logInAs } from "./session";

/** The password every user made by the fixtures starts with. */
export const testPassword = "Marquee-test-1";

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

function randomClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

export interface TestUser {
  email: string;
  /** The current password: a test that changes it says so here, so that the clean-up can log in. */
  password: string;
  /** Set by a test that deletes the account itself: the clean-up has nothing left to do. */
  deleted: boolean;
  /** Logs this user into the test's browser context (a sealed session cookie, no form). */
  logIn(): Promise<void>;
}

export interface TestUsers {
  /** A new account, signed up through the API; activated with its mailed code unless asked not to. */
  create(options?: { label?: string; activated?: boolean }): Promise<TestUser>;
  /** An account the test made itself (through the registration form): deleted after the test too. */
  adopt(email: string, password: string): TestUser;
}

/** A new account through the API (not activated): the registration fields of spec 000 §3. */
export async function signUp(request: APIRequestContext, email: string, password = testPassword) {
  const response = await request.post("/api/auth/signup", {
    data: {
      first_name: "Test",
      last_name: "User",
      email,
      email_confirmation: email,
      dateOfBirth: "1990-04-12",
      password,
      password_confirmation: password,
      acceptTerms: true,
      isover16: true,
      acceptContact: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Activates an account with the code of its activation mail (waiting for the mail: it is sent by a job). */
async function activate(request: APIRequestContext, email: string) {
  const code = activationPath(await waitForMail(email, "activation")).split("/").pop();
  const response = await request.post("/api/auth/activate", { data: { code } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Deletes an account through the API as its owner would: log in, then delete with the password. */
async function deleteAccount(request: APIRequestContext, user: TestUser) {
  const login = await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  if (!login.ok()) {
    throw new Error(
      `Clean-up could not log in ${user.email} (${login.status()}): did the test change the password or delete the account without saying so?`,
    );
  }
  const { data } = (await login.json()) as { data: { access_token: string } };
  const deletion = await request.post("/api/auth/delete-account", {
    headers: { authorization: `Bearer ${data.access_token}` },
    data: { password: user.password },
  });
  if (!deletion.ok()) throw new Error(`Clean-up could not delete ${user.email}: ${deletion.status()} ${await deletion.text()}`);
}

export const test = base.extend<{ users: TestUsers; newUser: TestUser }>({
  // Fixture callbacks name Playwright's `use` "provide": the React hooks lint takes `use` for React's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": randomClientIp() });
  },

  users: async ({ context, baseURL }, provide, testInfo) => {
    const made: TestUser[] = [];
    const track = (email: string, password: string): TestUser => {
      const user: TestUser = {
        email,
        password,
        deleted: false,
        logIn: async () => {
          await logInAs(context, baseURL!, user.email, user.password);
        },
      };
      made.push(user);
      return user;
    };
    await provide({
      async create({ label = "user", activated = true } = {}) {
        const email = uniqueEmail(label);
        await signUp(context.request, email);
        const user = track(email, testPassword);
        if (activated) await activate(context.request, email);
        return user;
      },
      adopt: track,
    });
    for (const user of made.filter((one) => !one.deleted)) {
      try {
        await deleteAccount(context.request, user);
      } catch (error) {
        // A failed test may stop half-way through a password change: its own failure is the one to read.
        if (testInfo.status === testInfo.expectedStatus) throw error;
      }
    }
  },

  newUser: async ({ users }, provide) => {
    await provide(await users.create());
  },
});

export { expect };

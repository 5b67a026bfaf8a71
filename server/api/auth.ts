// The account calls of the api/auth contract (spec 000 §7, 002 §7): login, signup, forgotten
// password, activation, change password, logout, the current user and account deletion.
// Handlers parse input with the forms' own schemas, call the accounts domain and shape the answer.
import { Hono } from "hono";
import {
  activateSchema,
  changePasswordApiSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchemaAt,
  resendActivationSchema,
} from "~/lib/schemas/account";
import { ACCOUNT_DELETED, checkCanDeleteAccount, deleteAccount } from "~server/domain/accounts/deletion";
import { LOGIN_SUCCESS, login, logout } from "~server/domain/accounts/login";
import { changePassword, PASSWORD_CHANGED } from "~server/domain/accounts/password-change";
import { requestTemporaryPassword } from "~server/domain/accounts/password-reset";
import { activate, ACTIVATED_MESSAGE, resendActivation, signup, VERIFICATION_SENT } from "~server/domain/accounts/registration";
import { loadUserData, loadUserDataById } from "~server/domain/accounts/user-data";
import type { CanDeleteAccountData, LoginData, SignupAnswer, UserData } from "./contract";
import { requireApiUser, type ApiEnv } from "./context";
import { ok } from "./respond";
import { parseBody } from "./validate";

export const authRoutes = new Hono<ApiEnv>();

authRoutes.post("/login", async (c) => {
  const input = await parseBody(c, loginSchema);
  const data = await login(c.get("services"), input, c.get("clientIp"));
  return ok<LoginData>(c, data, LOGIN_SUCCESS);
});

authRoutes.post("/signup", async (c) => {
  const services = c.get("services");
  const input = await parseBody(c, registerSchemaAt(services.now));
  const { title, message } = await signup(services, input, c.get("clientIp"));
  return c.json<SignupAnswer>({ success: true, title, message, data: null });
});

authRoutes.post("/forgot-password", async (c) => {
  const { email } = await parseBody(c, forgotPasswordSchema);
  const message = await requestTemporaryPassword(c.get("services"), email, c.get("clientIp"));
  return ok(c, null, message);
});

authRoutes.post("/activate", async (c) => {
  const { code } = await parseBody(c, activateSchema);
  await activate(c.get("services"), code);
  return ok(c, null, ACTIVATED_MESSAGE);
});

authRoutes.post("/resend-activation", async (c) => {
  const user = requireApiUser(c);
  // The payload's userId is read and ignored: the link goes to the caller.
  await parseBody(c, resendActivationSchema);
  await resendActivation(c.get("services"), user);
  return ok(c, null, VERIFICATION_SENT);
});

authRoutes.post("/change-password", async (c) => {
  const user = requireApiUser(c);
  const input = await parseBody(c, changePasswordApiSchema);
  const services = c.get("services");
  await changePassword(services, user, c.get("token") ?? "", input);
  // The answer carries the user with is_password_reset back at 0, to replace the stored one.
  return ok<UserData | null>(c, await loadUserDataById(services.db, user.id), PASSWORD_CHANGED);
});

authRoutes.post("/logout", async (c) => {
  requireApiUser(c);
  await logout(c.get("services"), c.get("token") ?? "");
  return ok(c, null, "You have been logged out.");
});

authRoutes.get("/user", async (c) => {
  const user = requireApiUser(c);
  return ok<UserData>(c, await loadUserData(c.get("services").db, user));
});

authRoutes.get("/can-delete-account", async (c) => {
  const user = requireApiUser(c);
  const services = c.get("services");
  const result = await checkCanDeleteAccount(services.db, user.id, services.now());
  return c.json({ success: result.canDelete, canDelete: result.canDelete, message: result.message, data: result satisfies CanDeleteAccountData });
});

authRoutes.post("/delete-account", async (c) => {
  const user = requireApiUser(c);
  const input = await parseBody(c, deleteAccountSchema);
  await deleteAccount(c.get("services"), user, input);
  return ok(c, null, ACCOUNT_DELETED);
});

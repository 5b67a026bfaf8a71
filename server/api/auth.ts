// The account calls of the api/auth contract (spec 000 §7, 002 §7): login, signup, forgotten
// password, activation, change password, logout, the current user and account deletion.
// The contract parses input with the forms' own schemas; handlers call the accounts domain and shape the answer.
import { Hono } from "hono";
import { ACCOUNT_DELETED, checkCanDeleteAccount, deleteAccount } from "~server/domain/accounts/deletion";
import { LOGIN_SUCCESS, login, logout } from "~server/domain/accounts/login";
import { changePassword, PASSWORD_CHANGED } from "~server/domain/accounts/password-change";
import { requestTemporaryPassword } from "~server/domain/accounts/password-reset";
import { activate, ACTIVATED_MESSAGE, resendActivation, signup, VERIFICATION_SENT } from "~server/domain/accounts/registration";
import { loadUserProfile, loadUserProfileById } from "~server/domain/accounts/user-data";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { userData } from "./users";

export const authRoutes = new Hono<ApiEnv>();

defineCall(authRoutes, "POST login", async ({ services, body, clientIp }) => {
  const { profile, accessToken } = await login(services, body, clientIp);
  return { data: { ...userData(profile), access_token: accessToken }, message: LOGIN_SUCCESS };
});

defineCall(authRoutes, "POST signup", async ({ services, body, clientIp }) => {
  const { title, message } = await signup(services, body, clientIp);
  return { data: null, message, extra: { title } };
});

defineCall(authRoutes, "POST forgot-password", async ({ services, body, clientIp }) => ({
  data: null,
  message: await requestTemporaryPassword(services, body.email, clientIp),
}));

defineCall(authRoutes, "POST activate", async ({ services, body }) => {
  await activate(services, body.code);
  return { data: null, message: ACTIVATED_MESSAGE };
});

// The payload's userId is read and ignored: the link goes to the caller.
defineCall(authRoutes, "POST resend-activation", async ({ services, user }) => {
  await resendActivation(services, user);
  return { data: null, message: VERIFICATION_SENT };
});

defineCall(authRoutes, "POST change-password", async ({ services, user, token, body }) => {
  await changePassword(services, user, token ?? "", body);
  // The answer carries the user with is_password_reset back at 0, to replace the stored one.
  const profile = await loadUserProfileById(services.db, user.id);
  return { data: profile && userData(profile), message: PASSWORD_CHANGED };
});

defineCall(authRoutes, "POST logout", async ({ services, token }) => {
  await logout(services, token ?? "");
  return { data: null, message: "You have been logged out." };
});

defineCall(authRoutes, "GET user", async ({ services, user }) => ({
  data: userData(await loadUserProfile(services.db, user)),
}));

defineCall(authRoutes, "GET can-delete-account", async ({ services, user }) => {
  const result = await checkCanDeleteAccount(services.db, user.id, services.now());
  return { success: result.canDelete, message: result.message, data: result, extra: result };
});

defineCall(authRoutes, "POST delete-account", async ({ services, user, body }) => {
  await deleteAccount(services, user, body);
  return { data: null, message: ACCOUNT_DELETED };
});

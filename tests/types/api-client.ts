// Compile-time tests of the typed API client, run by `npm run typecheck` (no runtime part): each
// wrong call below is marked as expected to fail to compile, so if one ever compiles, typecheck fails.
import type { apiFor } from "~/server-only/api.server";

type Client = ReturnType<typeof apiFor>;

export async function wrongCalls(api: Client) {
  // @ts-expect-error a path that is not in the contract
  await api.get("no-such-call");
  // @ts-expect-error a GET path called with POST
  await api.post("user");
  // @ts-expect-error a body with a field the contract does not have
  await api.post("login", { email: "a@b.test", pasword: "x" });
  // @ts-expect-error a body missing a field
  await api.post("activate", {});
  // @ts-expect-error a field of the wrong type
  await api.post("delete-account", { password: 12345 });
  // @ts-expect-error a call that needs path params, without them
  await api.get("pages/:pageId");
  const user = await api.get("user");
  // @ts-expect-error the answer's data is the contract's UserData, which has no `password`
  void user.data?.password;
}

export async function rightCalls(api: Client) {
  const login = await api.post("login", { email: "a@b.test", password: "x" });
  const token: string | undefined = login.data?.access_token;
  const page = await api.get("pages/:pageId", { params: { pageId: 5 } });
  const title: string | undefined = page.data?.name;
  const check = await api.get("can-delete-account");
  const canDelete: boolean | undefined = check.canDelete;
  await api.post("logout");
  return { token, title, canDelete };
}

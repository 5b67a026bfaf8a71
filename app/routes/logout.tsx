// Logout ends the session on the server too (the API token is revoked), then goes to /home.
import { redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { destroySession, getSession } from "~/server-only/session.server";

export const meta: MetaFunction = () => [{ title: "Logout | Marquee" }];

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  if (token) await apiFor(request, token).post("logout");
  return redirect("/home", { headers: { "Set-Cookie": await destroySession() } });
}

/** Opening /logout directly asks first: a GET never changes anything. */
export default function Logout() {
  const { t } = useTranslation("layout");
  return (
    <PageHeader title={t("logout")}>
      <Form method="post" className="mt-6">
        <Button type="submit" variant="primary">
          {t("logout")}
        </Button>
      </Form>
    </PageHeader>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

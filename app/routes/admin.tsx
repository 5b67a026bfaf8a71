// The admin console's frame (/admin/*): administrators only; anyone else, a visitor included, gets the
// 404 page, so nothing says the console exists. Each child route guards itself too (Remix runs the
// loaders side by side) and the API refuses its calls to anyone but an administrator.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminNav } from "~/components/admin/admin-nav";
import { requireAdmin } from "~/server-only/auth.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/admin.json";

export const handle = routeStrings({ admin: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.title) }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminConsole() {
  const { t } = useTranslation("admin");
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <p className="font-display text-lg text-ink-muted">{t("title")}</p>
      <div className="mt-4 grid gap-8 md:grid-cols-[14rem_1fr]">
        <AdminNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

// The admin dashboard (/admin): what is waiting (approvals, open tickets, refunds owed), each a link
// to its queue.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/admin.json";

export const handle = routeStrings({ admin: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.dashboard.title} · ${strings.title}`) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/dashboard");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the dashboard");
  return answer.data;
}

export default function AdminDashboard() {
  const { t } = useTranslation("admin");
  const work = useLoaderData<typeof loader>();
  const items = [
    { to: "/admin/approvals#events", text: t("dashboard.pendingEvents", { count: work.pending_events }), count: work.pending_events },
    { to: "/admin/approvals#channels", text: t("dashboard.pendingChannels", { count: work.pending_channels }), count: work.pending_channels },
    { to: "/admin/tickets?status=open", text: t("dashboard.openTickets", { count: work.open_tickets }), count: work.open_tickets },
    { to: "/admin/refunds?status=owed", text: t("dashboard.refundsOwed", { count: work.refunds_owed }), count: work.refunds_owed },
  ];
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="font-display text-3xl">
        {t("dashboard.title")}
      </h1>
      <h2 className="mt-6 text-lg font-semibold">{t("dashboard.waiting")}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={`block rounded-card border px-4 py-4 text-lg no-underline hover:underline ${item.count > 0 ? "border-accent font-semibold" : "border-line text-ink-muted"}`}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

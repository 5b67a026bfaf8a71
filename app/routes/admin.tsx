// The admin console's frame (/admin/*): administrators only; anyone else, a visitor included, gets the
// 404 page, so nothing says the console exists. Each child route guards itself too (Remix runs the
// loaders side by side) and the API refuses its calls to anyone but an administrator.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
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
  return (
    // The site's frame, wide (app/tailwind.css): the side column starts at the header's brand, and the
    // console's tables get the room beside it. Only an administrator is shown this shell: anyone else
    // gets the 404 page in the usual frame, so that nothing, its width included, says the console exists.
    <div className="site-frame pb-16 pt-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-8" data-frame="wide">
      <AdminNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

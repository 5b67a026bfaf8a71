import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useNonce } from "~/components/nonce";
import { useTranslation } from "~/components/i18n/use-translation";
import { lookupSessionUser } from "~/server-only/auth.server";
import { stringsOfMatches } from "~/lib/i18n";
import { commitSession, getSession } from "~/server-only/session.server";
import { publicEnv } from "~/server-only/env.server";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Marquee" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // When the API cannot say who is logged in, public pages go on as for a visitor, with a notice.
  const { current, unavailable: sessionUnavailable } = await lookupSessionUser(request, context);
  const session = current?.session ?? (await getSession(request));
  const toast = session.get("toast") ?? null;
  const user = current
    ? {
        id: current.user.id,
        firstName: current.user.first_name,
        lastName: current.user.last_name,
        packageId: current.user.package.id,
        isActivated: current.user.is_activated,
        role: current.user.role,
        isHost: current.user.is_host,
      }
    : null;
  // Reading a flash message consumes it: write the session back only then.
  const headers = toast ? { "Set-Cookie": await commitSession(session) } : undefined;
  return data({ user, toast, sessionUnavailable, env: publicEnv() }, { headers });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/**
 * Gives i18next the strings of the routes on screen before they render: on the server it has every
 * namespace already; in the browser each route's strings arrive with its JavaScript chunk.
 */
function useRouteStrings() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  for (const [namespace, strings] of Object.entries(stringsOfMatches(useMatches()))) {
    if (!i18n.hasResourceBundle(lng, namespace)) i18n.addResourceBundle(lng, namespace, strings);
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  useRouteStrings();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <script
          nonce={nonce}
          // Only what env.server.ts marks public reaches the browser.
          dangerouslySetInnerHTML={{ __html: `window.ENV=${JSON.stringify(root?.env ?? {}).replace(/</g, "\\u003c")}` }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

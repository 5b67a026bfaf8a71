import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";

export const meta: MetaFunction = () => [{ title: "404 Page Not Found | Marquee" }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

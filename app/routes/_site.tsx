// The main layout: header, footer and the pending bar around every page but /creator-economy-web3.
import { Outlet } from "@remix-run/react";
import { SiteLayout } from "~/components/layout";
import { useRootData } from "~/root";

export default function Site() {
  const root = useRootData();
  return (
    <SiteLayout
      user={root?.user ?? null}
      contactEmail={root?.env.CONTACT_EMAIL ?? ""}
      toast={root?.toast ?? null}
      sessionUnavailable={root?.sessionUnavailable ?? false}
    >
      <Outlet />
    </SiteLayout>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

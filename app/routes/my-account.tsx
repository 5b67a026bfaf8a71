import type { LoaderFunctionArgs } from "@remix-run/node";
import { PageHeader } from "~/components/page-header";
import { requireUser } from "~/lib/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <PageHeader title="My Account" />;
}

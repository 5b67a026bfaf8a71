import type { LoaderFunctionArgs } from "@remix-run/node";
import { PageHeader } from "~/components/page-header";
import { requireAnonymous } from "~/lib/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export default function Page() {
  return <PageHeader title="Forgot password" />;
}

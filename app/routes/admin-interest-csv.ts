// /admin/interest.csv: every interest registration as a CSV file (RFC 4180, formula-safe:
// shared/csv.ts), for administrators only (anyone else gets the 404 page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { toCsv } from "~shared/csv";

const INTEREST_CSV_HEADER = ["Date", "Name", "Email", "Mobile", "Creates", "Page", "Type"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/interest-export");
  if (!answer.success || !answer.data) throwUnable("export interest registrations");
  const csv = toCsv(
    INTEREST_CSV_HEADER,
    answer.data.map((row) => [row.created_at, row.full_name, row.email, row.mobile, row.content, row.source, row.creatortype]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="interest-registrations.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

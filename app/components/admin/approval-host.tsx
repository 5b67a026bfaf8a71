// The host of an item waiting for approval: name (a link to their public profile) and e-mail.
import { Link } from "@remix-run/react";
import type { ApprovalHostData } from "~server/api/contract";

export function ApprovalHost({ host }: { host: ApprovalHostData }) {
  return (
    <div className="text-sm">
      <Link to={host.profile_path} className="underline">
        {host.full_name || host.email}
      </Link>
      <div className="break-all text-ink-muted">{host.email}</div>
    </div>
  );
}

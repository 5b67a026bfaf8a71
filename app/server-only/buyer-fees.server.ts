// What a buyer pays on top of a host's price. The fees follow the buyer's package (spec 000 §9), so
// one price reads differently to different viewers; a host is shown what most buyers pay: a
// visitor's, or a buyer's on the free package (its version on sale). Buyers on a paid package pay a
// lower handling fee.
import type { PricingPackageData } from "~server/api/contract";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { packageFees, type Fees } from "~shared/pricing";
import type { apiFor } from "./api.server";
import { throwUnable } from "./failures.server";

/** The free package's fees, from the packages on sale. */
export function freePackageFees(packages: readonly PricingPackageData[]): Fees {
  const free = packages.find((pkg) => pkg.line_id === FREE_PACKAGE_ID);
  return free ? packageFees(free) : { taxBasisPoints: 0, handlingBasisPoints: 0 };
}

/** The fees a visitor pays: read from the packages on sale (one shared read, the same for everyone). */
export async function buyerFees(api: ReturnType<typeof apiFor>): Promise<Fees> {
  const answer = await api.get("pricing");
  if (!answer.success || !answer.data) throwUnable("fetch packages");
  return freePackageFees(answer.data);
}

// The packages (plans) hosts choose from. Owned by the code until an admin revises one: reference
// data upserts them by id, so a corrected price or limit reaches every database, except a package
// an admin has replaced with a new version (ADR 041). Percentages are basis points (750 = 7.5%).
import { FREE_PACKAGE_ID } from "../../../shared/package-buttons";
import type { packages } from "../schema";

const GB = 1024 ** 3;

export type PackageSeed = typeof packages.$inferInsert & { id: number };

export const PACKAGES: PackageSeed[] = [
  {
    id: FREE_PACKAGE_ID,
    name: "Free",
    pricePence: 0,
    tenure: "lifetime",
    commissionLiveEventBp: 750,
    commissionPreRecordedEventBp: 750,
    commissionSubscriptionUserBp: 750,
    paymentHandlingFeeBp: 300,
    taxationFeeBp: 2000,
    noOfChannel: 1,
    maxParticipantInEvent: 20,
    maxParticipantInPreRecordedEvent: 50,
    maxSubscriberInChannel: 25,
    noOfEventInChannel: 10,
    storageQuotaBytes: 2 * GB,
    sortOrder: 1,
  },
  {
    id: 2,
    name: "Creator",
    pricePence: 999,
    tenure: "monthly",
    commissionLiveEventBp: 750,
    commissionPreRecordedEventBp: 750,
    commissionSubscriptionUserBp: 750,
    paymentHandlingFeeBp: 200,
    taxationFeeBp: 2000,
    noOfChannel: 5,
    maxParticipantInEvent: 100,
    maxParticipantInPreRecordedEvent: 500,
    maxSubscriberInChannel: 250,
    noOfEventInChannel: 50,
    storageQuotaBytes: 50 * GB,
    sortOrder: 2,
  },
  {
    id: 3,
    name: "Professional",
    pricePence: 2499,
    tenure: "monthly",
    commissionLiveEventBp: 750,
    commissionPreRecordedEventBp: 750,
    commissionSubscriptionUserBp: 750,
    paymentHandlingFeeBp: 150,
    taxationFeeBp: 2000,
    noOfChannel: 25,
    maxParticipantInEvent: 500,
    maxParticipantInPreRecordedEvent: 5000,
    maxSubscriberInChannel: 2000,
    noOfEventInChannel: 250,
    storageQuotaBytes: 250 * GB,
    sortOrder: 3,
  },
];

export function packageById(id: number): PackageSeed {
  const found = PACKAGES.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown package ${id}`);
  return found;
}

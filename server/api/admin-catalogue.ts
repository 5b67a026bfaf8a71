// The admin console's catalogue: discount codes, the category tree and the packages (server/api/contract/admin-catalogue.ts).
import { Hono } from "hono";
import { basisPointsToPercent } from "~shared/money";
import { adminCatalogueMessages, adminCategoryMessages, adminPackageMessages } from "~shared/messages/admin-catalogue";
import { lineOf } from "~shared/package-buttons";
import type { Executor } from "~server/db/client";
import type { Category } from "~server/db/schema";
import { adminActorOf } from "~server/domain/admin/audit";
import { createCategory, deleteCategory, listCategories, setCategoryHidden, updateCategory, type CategoryListRow } from "~server/domain/admin/categories";
import { createPackage, listAdminPackages, revisePackage, type PackageListRow } from "~server/domain/admin/packages";
import { createDiscountCode, DISCOUNT_CODES_PAGE_SIZE, listDiscountCodes, setDiscountCodeActive } from "~server/domain/admin/discount-codes";
import type { CouponRow } from "~server/domain/payments/coupons";
import type { AdminCategoryData, AdminDiscountCodeData, AdminPackageData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const adminCatalogueRoutes = new Hono<ApiEnv>();

function discountCodeData(row: CouponRow): AdminDiscountCodeData {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType,
    value: row.value,
    event_id: row.eventId,
    channel_id: row.channelId,
    max_redemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    valid_until: row.validUntil?.toISOString() ?? null,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

defineCall(adminCatalogueRoutes, "GET admin/discount-codes", async ({ services, query }) => {
  const found = await listDiscountCodes(services.db, query.page);
  return {
    data: {
      rows: found.rows.map(discountCodeData),
      pagination: { current_page: found.page, per_page: DISCOUNT_CODES_PAGE_SIZE, total: found.total, last_page: found.lastPage },
    },
  };
});

defineCall(adminCatalogueRoutes, "POST admin/discount-codes", async ({ services, user, clientIp, body }) => ({
  data: discountCodeData(await createDiscountCode(services.db, adminActorOf(user, clientIp), body, services.now())),
  message: adminCatalogueMessages.created,
}));

defineCall(adminCatalogueRoutes, "POST admin/discount-code-status", async ({ services, user, clientIp, body }) => {
  const row = await setDiscountCodeActive(services.db, adminActorOf(user, clientIp), body.id, body.active, services.now());
  return { data: discountCodeData(row), message: row.active ? adminCatalogueMessages.activated : adminCatalogueMessages.deactivated };
});

function categoryData(row: CategoryListRow): AdminCategoryData {
  const { category } = row;
  return { id: category.id, name: category.name, kind: category.kind, parent_id: category.parentId, hidden: category.hidden, events: row.events, channels: row.channels, children: row.children };
}

/** A category just changed, with what uses it (the list's figures). */
async function changedCategory(db: Executor, category: Category): Promise<AdminCategoryData> {
  const row = (await listCategories(db)).find((one) => one.category.id === category.id);
  return categoryData(row ?? { category, events: 0, channels: 0, children: 0 });
}

defineCall(adminCatalogueRoutes, "GET admin/categories", async ({ services }) => ({ data: (await listCategories(services.db)).map(categoryData) }));

defineCall(adminCatalogueRoutes, "POST admin/categories", async ({ services, user, clientIp, body }) => ({
  data: await changedCategory(services.db, await createCategory(services.db, adminActorOf(user, clientIp), body, services.now())),
  message: adminCategoryMessages.created,
}));

defineCall(adminCatalogueRoutes, "POST admin/category-update", async ({ services, user, clientIp, body }) => ({
  data: await changedCategory(services.db, await updateCategory(services.db, adminActorOf(user, clientIp), body, services.now())),
  message: adminCategoryMessages.saved,
}));

defineCall(adminCatalogueRoutes, "POST admin/category-visibility", async ({ services, user, clientIp, body }) => {
  const row = await setCategoryHidden(services.db, adminActorOf(user, clientIp), body.id, body.hidden, services.now());
  return { data: await changedCategory(services.db, row), message: row.hidden ? adminCategoryMessages.hidden : adminCategoryMessages.shown };
});

defineCall(adminCatalogueRoutes, "POST admin/category-delete", async ({ services, user, clientIp, body }) => {
  await deleteCategory(services.db, adminActorOf(user, clientIp), body.id, services.now());
  return { data: null, message: adminCategoryMessages.deleted };
});

function packageData({ pkg, users }: PackageListRow): AdminPackageData {
  return {
    id: pkg.id,
    line_id: lineOf(pkg),
    name: pkg.name,
    price: pkg.pricePence,
    tenure: pkg.tenure,
    commission_live_event: basisPointsToPercent(pkg.commissionLiveEventBp),
    commission_pre_recorded_event: basisPointsToPercent(pkg.commissionPreRecordedEventBp),
    commission_subscription_user: basisPointsToPercent(pkg.commissionSubscriptionUserBp),
    payment_handling_fee: basisPointsToPercent(pkg.paymentHandlingFeeBp),
    taxation_fee: basisPointsToPercent(pkg.taxationFeeBp),
    no_of_channel: pkg.noOfChannel,
    max_participant_in_event: pkg.maxParticipantInEvent,
    max_participant_in_pre_recorded_event: pkg.maxParticipantInPreRecordedEvent,
    max_subscriber_in_channel: pkg.maxSubscriberInChannel,
    no_of_event_in_channel: pkg.noOfEventInChannel,
    storage_quota_bytes: pkg.storageQuotaBytes,
    sort_order: pkg.sortOrder,
    users,
  };
}

/** A package just written, with its line's users (the list's figures). */
async function changedPackage(db: Executor, pkg: PackageListRow["pkg"]): Promise<AdminPackageData> {
  const row = (await listAdminPackages(db)).find((one) => one.pkg.id === pkg.id);
  return packageData(row ?? { pkg, users: 0 });
}

defineCall(adminCatalogueRoutes, "GET admin/packages", async ({ services }) => ({ data: (await listAdminPackages(services.db)).map(packageData) }));

defineCall(adminCatalogueRoutes, "POST admin/packages", async ({ services, user, clientIp, body }) => ({
  data: await changedPackage(services.db, await createPackage(services.db, adminActorOf(user, clientIp), body, services.now())),
  message: adminPackageMessages.created,
}));

defineCall(adminCatalogueRoutes, "POST admin/packages/update", async ({ services, user, clientIp, body }) => {
  const revision = await revisePackage(services.db, adminActorOf(user, clientIp), body.id, body.terms, services.now());
  return { data: await changedPackage(services.db, revision.pkg), message: revision.changed ? adminPackageMessages.saved : adminPackageMessages.unchanged };
});

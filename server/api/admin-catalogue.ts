// The admin console's catalogue: discount codes (server/api/contract/admin-catalogue.ts).
import { Hono } from "hono";
import { adminCatalogueMessages } from "~shared/messages/admin-catalogue";
import { adminActorOf } from "~server/domain/admin/audit";
import { createDiscountCode, DISCOUNT_CODES_PAGE_SIZE, listDiscountCodes, setDiscountCodeActive } from "~server/domain/admin/discount-codes";
import type { CouponRow } from "~server/domain/payments/coupons";
import type { AdminDiscountCodeData } from "./contract";
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

// The api/auth contract: every call declared once, in its area's file, as "METHOD path" → who may
// call it (access), the schemas of what it takes and the type of what it answers. From the
// declarations come the web client's types (a path that is not here, or a wrong body, does not
// compile), the router's registration (server/api/router.ts), the run-time list of calls and the
// access gate's defaults (tests/api/gates/access-table.ts). The browser imports types only.
import { adminCalls } from "./admin";
import { adminPeopleCalls } from "./admin-people";
import { adminMoneyCalls } from "./admin-money";
import { adminContentCalls } from "./admin-content";
import { adminCatalogueCalls } from "./admin-catalogue";
import { adminApprovalCalls } from "./admin-approvals";
import { authCalls } from "./auth";
import { bookingCalls } from "./bookings";
import { channelCatalogueCalls } from "./channel-catalogue";
import { cardCalls } from "./cards";
import { channelOrderCalls } from "./channel-order";
import { channelPageCalls } from "./channel-pages";
import { channelCalls } from "./channels";
import { contentCalls } from "./content";
import type { BodyShape, DataShape, ExtraShape, ParamsOfPath, QueryShape } from "./define";
import { discoveryCalls } from "./discovery";
import { documentCalls } from "./documents";
import { eventPageCalls } from "./event-pages";
import { eventCalls } from "./events";
import { homeCalls } from "./home";
import { hostedEventCalls } from "./hosted-events";
import { mailingCalls } from "./mailings";
import { myChannelCalls } from "./my-channels";
import { paymentCalls } from "./payments";
import { payoutCalls } from "./payouts";
import { profileCalls } from "./profiles";
import { subscriptionCalls } from "./subscriptions";
import { ticketCalls } from "./tickets";
import { typeaheadCalls } from "./typeahead";
import { uploadCalls } from "./uploads";

export type * from "./admin";
export type * from "./admin-people";
export type * from "./admin-money";
export type * from "./admin-content";
export type * from "./admin-catalogue";
export type * from "./admin-approvals";
export type * from "./auth";
export type * from "./bookings";
export type * from "./channel-catalogue";
export type * from "./cards";
export type * from "./channel-order";
export type * from "./channel-pages";
export type * from "./channels";
export type * from "./content";
export type * from "./discovery";
export type * from "./documents";
export type * from "./event-pages";
export type * from "./events";
export type * from "./home";
export type * from "./hosted-events";
export type * from "./mailings";
export type * from "./my-channels";
export type * from "./payments";
export type * from "./payouts";
export type * from "./profiles";
export type * from "./subscriptions";
export type * from "./tickets";
export type * from "./typeahead";
export type * from "./uploads";
export type { Access } from "./define";

/** The areas, each a map of its calls; a key declared in two areas fails the contract test. */
export const contractAreas = {
  auth: authCalls,
  content: contentCalls,
  home: homeCalls,
  events: eventCalls,
  channels: channelCalls,
  hostedEvents: hostedEventCalls,
  uploads: uploadCalls,
  eventPages: eventPageCalls,
  discovery: discoveryCalls,
  typeahead: typeaheadCalls,
  bookings: bookingCalls,
  payments: paymentCalls,
  cards: cardCalls,
  payouts: payoutCalls,
  tickets: ticketCalls,
  mailings: mailingCalls,
  profiles: profileCalls,
  myChannels: myChannelCalls,
  channelOrder: channelOrderCalls,
  documents: documentCalls,
  subscriptions: subscriptionCalls,
  channelPages: channelPageCalls,
  channelCatalogue: channelCatalogueCalls,
  admin: adminCalls,
  adminPeople: adminPeopleCalls,
  adminMoney: adminMoneyCalls,
  adminContent: adminContentCalls,
  adminCatalogue: adminCatalogueCalls,
  adminApprovals: adminApprovalCalls,
};

export const contract = {
  ...authCalls,
  ...contentCalls,
  ...homeCalls,
  ...eventCalls,
  ...channelCalls,
  ...hostedEventCalls,
  ...uploadCalls,
  ...eventPageCalls,
  ...discoveryCalls,
  ...typeaheadCalls,
  ...bookingCalls,
  ...paymentCalls,
  ...cardCalls,
  ...payoutCalls,
  ...ticketCalls,
  ...mailingCalls,
  ...profileCalls,
  ...myChannelCalls,
  ...channelOrderCalls,
  ...documentCalls,
  ...subscriptionCalls,
  ...channelPageCalls,
  ...channelCatalogueCalls,
  ...adminCalls,
  ...adminPeopleCalls,
  ...adminMoneyCalls,
  ...adminContentCalls,
  ...adminCatalogueCalls,
  ...adminApprovalCalls,
};

type Declarations = typeof contract;
export type CallKey = keyof Declarations;
export type Method = "GET" | "POST";
export type Declaration<K extends CallKey> = Declarations[K];

export type PathOf<K extends CallKey, M extends Method> = K extends `${M} ${infer P}` ? P : never;
export type GetPath = PathOf<CallKey, "GET">;
export type PostPath = PathOf<CallKey, "POST">;

/** The body as clients send it; undefined for a call without one. */
export type BodyOf<K extends CallKey> = BodyShape<Declarations[K]>;
export type QueryOf<K extends CallKey> = QueryShape<Declarations[K]>;
/** The path's :params, each a number or a string. */
export type ParamsOf<K extends CallKey> = ParamsOfPath<K extends `${Method} ${infer P}` ? P : never>;
export type DataOf<K extends CallKey> = DataShape<Declarations[K]>;
/** Fields the spec puts at the top level of the answer beside `data` (unknown when none). */
export type ExtraOf<K extends CallKey> = ExtraShape<Declarations[K]>;
export type AccessOf<K extends CallKey> = Declarations[K]["access"];

/** Every call with its access, at run time: the router, the contract test and the gates read it. */
export const apiCalls = Object.fromEntries(Object.entries(contract).map(([key, declaration]) => [key, declaration.access])) as {
  readonly [K in CallKey]: AccessOf<K>;
};

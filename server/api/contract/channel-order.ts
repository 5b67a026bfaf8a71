// A channel's content, host side (002 §4, §7): saving the order of its events and document events,
// and their active switches. The owner's calls: another user gets the answer of a missing object.
import { z } from "zod";
import { MAX_ORDER_ITEMS } from "~shared/channel-order";
import { answer, call, wire, wireNumber } from "./define";

/** One row of the list: the event's or document's id, its event_type ("Document" for a document), its place from 1. */
export interface ChannelOrderEntry {
  id: number | string;
  event_type: "Online Event" | "Pre Recorded" | "Document";
  ordernum: number | string;
}

/** The whole list of the channel's content, each item named once, numbered 1..n. */
export interface ChannelOrderBody {
  channel_id: number | string;
  list: ChannelOrderEntry[];
}

export interface ContentStatusBody {
  id: number | string;
}

export interface ContentStatusData {
  id: number;
  active: boolean;
}

// The domain checks what the entries name; the schema only bounds their shape.
const orderSchema = z.object({
  channel_id: wireNumber,
  list: z
    .array(z.object({ id: wireNumber, event_type: z.string().max(20), ordernum: wireNumber }), "list must be a list of id, event_type and ordernum")
    .max(MAX_ORDER_ITEMS),
});
const statusSchema = z.object({ id: wireNumber });

export const channelOrderCalls = {
  "POST channels/orderupdate": call({ access: "owner", body: orderSchema, wire: wire<ChannelOrderBody>(), answer: answer<null>() }),
  "POST event/update-status": call({ access: "owner", body: statusSchema, wire: wire<ContentStatusBody>(), answer: answer<ContentStatusData>() }),
  "POST documentevent/update-status": call({ access: "owner", body: statusSchema, wire: wire<ContentStatusBody>(), answer: answer<ContentStatusData>() }),
};

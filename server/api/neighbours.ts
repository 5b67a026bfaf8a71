// The previous and next item of a channel as the API answers them (flat fields, as the spec names them).
import type { ChannelNeighbour } from "~server/domain/channels/neighbours";
import type { ChannelNeighbourFields } from "./contract";

/** 002 §3 "Event in channel" and 001 §3 "Document event": the previous and next item's id, type, slug and title. */
export function neighbourFields(previous: ChannelNeighbour | null, next: ChannelNeighbour | null): ChannelNeighbourFields {
  return {
    preveventid: previous?.id ?? null,
    preveventtype: previous?.type ?? null,
    preveventslug: previous?.slug ?? null,
    preveventtitle: previous?.title ?? null,
    nexteventid: next?.id ?? null,
    nexteventtype: next?.type ?? null,
    nexteventslug: next?.slug ?? null,
    nexteventtitle: next?.title ?? null,
  };
}

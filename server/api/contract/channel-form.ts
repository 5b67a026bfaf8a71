// The channel form's calls (spec 002 §6, §7): may the caller create a channel, the categories
// channels may take, and create/update. Both saves parse with the form's own schema
// (shared/channel-form/schema.ts); new and edited channels are Pending Approval.
import { channelFormSchema, type ChannelFormFields } from "~shared/channel-form/schema";
import { channelMessages } from "~shared/messages/channels";
import { answer, call, wire } from "./define";

/** GET can-create-channel: reason "activation" (resend the activation link) or "package" (upgrade now). */
export interface CanCreateChannelData {
  status: boolean;
  message: string;
  reason: "activation" | "package" | null;
}

/** GET categories-list/Channel: a category offered to channels, with its sub-categories (002 §3 Category). */
export interface ChannelCategoryData {
  id: number;
  name: string;
  childs: { id: number; name: string }[];
}

/** POST channels/create and channels/update: the channel saved (Pending Approval). */
export interface ChannelSavedData {
  id: number;
}

export const channelFormCalls = {
  "GET can-create-channel": call({ access: "user", answer: answer<CanCreateChannelData>() }),
  "GET categories-list/Channel": call({ access: "user", answer: answer<ChannelCategoryData[]>() }),
  /**
   * Bad input: 422 'Fill in all mandatory fields:' with each field's message in `errors`. Refused with
   * 403 and the reason's message when the caller may not create (not activated, package full).
   */
  "POST channels/create": call({
    access: "user",
    body: channelFormSchema,
    wire: wire<ChannelFormFields>(),
    invalidMessage: channelMessages.missingFields,
    answer: answer<ChannelSavedData>(),
  }),
  /**
   * The channel's owner only (anyone else: 404 'Channel not found', as for a missing one). 409 'User
   * has subscribed this channel so can't edit channel.' while it has active subscribers; 422 when the
   * subscription type would change.
   */
  "POST channels/update": call({
    access: "owner",
    body: channelFormSchema,
    wire: wire<ChannelFormFields & { id: number | string }>(),
    invalidMessage: channelMessages.missingFields,
    answer: answer<ChannelSavedData>(),
  }),
};

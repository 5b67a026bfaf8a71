// What a channel's content table (the host's /my-channel-events) and its calls answer: the spec's
// wording (002 §4, §8), kept exactly ("succesfully" included), and the order list's own refusals.
import { channelMessages } from "./channels";

export const channelOrderMessages = {
  saved: "Your channel order has been succesfully saved",
  saveFailed: "Unable to save channel order, Please contact admin.",
  statusFailed: "Unable to update event status, Please contact admin.",
  statusPrompt: "Do you want change status?",
  statusUpdated: "Event status updated.",
  channelNotFound: channelMessages.channelNotFound,
  eventNotFound: "Event not found",
  notInChannel: "Only an event inside a channel can be activated or deactivated.",
  foreignItem: "The list names an event or document that is not in this channel.",
  repeatedItem: "The list names an event or document more than once.",
  missingItem: "The list must name every event and document of the channel.",
  badNumbers: "Order numbers must be whole numbers from 1 to {{count}}, each used once.",
  tooMany: "The list is too long.",
};

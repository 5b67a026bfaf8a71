// What the support tickets' rules (shared/schemas/tickets.ts) and the tickets API answer. The spec's wording, kept exactly.
export const ticketMessages = {
  titleRequired: "Title is required",
  typeRequired: "Type is required",
  messageRequired: "Message is required",
  tooLong: "At most {{max}} characters",
  notFound: "No ticket found",
  created: "Your ticket has been raised. We will reply here and by email.",
  replied: "Your reply has been sent.",
  closed: "The ticket is closed.",
  reopened: "The ticket is open again.",
};

// The approval queues' messages that the API answers and the console shows (one text each).
export const approvalMessages = {
  id: "Give the id of what to decide.",
  decision: "Choose Approve or Reject.",
  eventAlready: "This event has already been decided that way.",
  channelAlready: "This channel has already been decided that way.",
  approved: "Approved: the host has been mailed.",
  rejected: "Rejected: the host has been mailed the reason.",
} as const;

// What the host's channel calls answer and the My Channels page asks (002 §4, §8). The spec's wording, kept exactly.
export const channelMessages = {
  channelNotFound: "Channel not found",
  /** 002 §4: the prompt before deactivating an active channel that has subscribers. */
  refundPrompt: "Current subscribers will be refunded their monthly subscription, do you wish to proceed?",
  /** 002 §4: every other activate or deactivate prompt. */
  plainPrompt: "Do you wish to proceed?",
  /** 002 §8. */
  statusUpdateFailed: "Unable to update channel status, Please contact admin.",
  pendingApproval: "This channel is pending approval: it can be activated or deactivated once it is approved.",
  rejectedByAdmin: "This channel was rejected by admin: its status cannot be changed.",
  activated: "Channel activated successfully.",
  deactivated: "Channel deactivated successfully.",
  deactivatedWithRefunds: "Channel deactivated successfully. Its subscribers will be refunded.",
  alreadyActive: "Channel is already active.",
  alreadyDeactivated: "Channel is already deactivated.",
};

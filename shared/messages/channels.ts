// What the host's channel calls, the channel form (shared/channel-form/schema.ts) and the My Channels
// page answer and ask. The spec's wording (002 §4, §5, §8), kept exactly; the learn points say the 300
// characters they allow (DESIGN.md).
export const channelMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Must be 200 characters or fewer",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Must be 20000 characters or fewer",
  channelTypeRequired: "Channel type is required",
  subscriptionRequired: "Subscription is required",
  categoryRequired: "Category is required",
  priceRequired: "Price is required",
  priceInvalid: "Not a valid price",
  photoRequired: "Channel photo is required",
  tooManyPhotos: "At most 10 photos",
  fileInvalid: "This file was not uploaded here, please upload it again.",
  moduleTitleRequired: "Empty Field is not allowed!",
  tooManyModules: "At most 50 modules",
  learnTooLong: "Maximum 300 characters",
  controlCharacters: "Must not contain control characters",
  missingFields: "Fill in all mandatory fields:",
  hasSubscribers: "User has subscribed this channel so can't edit channel.",
  subscriptionFixed: "The subscription type cannot be changed.",
  notActivated: "Please activate your account to create channels.",
  limitReached: "You have reached the number of channels your package allows. Please upgrade your package to create more channels.",
  canCreate: "You can create channels.",
  created: "Channel created successfully, it will be visible once approved.",
  updated: "Channel updated successfully, it will be visible once approved.",
  unableToSave: "Unable to save channel details, Please contact admin.",
  unableToCheck: "Unable to check can create channel, Please contact admin.",
  unableToFetchCategories: "Unable to fetch channel categories, Please contact admin.",
  unableToFetch: "Unable to fetch channel details, Please contact admin.",

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

  /** 002 §8: channels/update-autorenewal refused (no live subscription of the caller's). */
  autoRenewalFailed: "Unable to update auto renewal channel subscription, Please contact admin.",
  autoRenewalNotMonthly: "A fixed subscription does not renew, so there is no renewal to stop.",
  autoRenewalStopped: "Auto renewal stopped. Your subscription stays active until its end date.",
  /** 002 §4: the subscriber's Cancel asks first. */
  autoRenewalPrompt: "Do you wish to proceed?",
} as const;

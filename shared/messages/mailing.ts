// What the subscriber mailing and unsubscribe rules (shared/schemas/mailing.ts) and their API answer. The spec's wording, kept exactly.
export const mailingMessages = {
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  emailInvalid: "Must be a valid email",
  choiceRequired: "You must select one of the above checkbox options",
  tooLong: "At most {{max}} characters",
  typeInvalid: "Choose an event or a channel",
  eventNotFound: "Unable to fetch event detail, Please contact admin.",
  channelNotFound: "Unable to fetch channel detail, Please contact admin.",
  dailyLimit: "You have already emailed these subscribers 3 times today. Please try again tomorrow.",
  sent: "Your email is on its way to {{count}} subscribers.",
  sentOne: "Your email is on its way to 1 subscriber.",
  unsubscribed: "You have been unsubscribed. You will not receive emails from Marquee hosts any more.",
  resubscribed: "Thank you. You will keep receiving emails from Marquee hosts.",
  confirmationSent: "If this address receives our emails, we have sent it a link to confirm your choice.",
  badLink: "This link is not valid any more. Enter your email address to get a new one.",
};

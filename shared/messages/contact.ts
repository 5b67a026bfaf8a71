// What the contact form's rules (shared/schemas/contact.ts) and the contact API answer. The spec's wording, kept exactly.
export const contactMessages = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Must be a valid email",
  mobileRequired: "Mobile is required",
  mobileInvalid: "Enter a mobile number of 10 to 15 digits",
  queryRequired: "Query is required",
  tooLong: "At most {{max}} characters",
  sent: "Thank you for your message. We will get back to you within two working days.",
  tooMany: "Too many messages from here. Please try again in an hour.",
};

// What the landing pages' interest form (shared/schemas/interest.ts) and its API answer. The spec's wording, kept exactly.
export const interestMessages = {
  fullNameRequired: "Full name is required",
  contentRequired: "Content is required",
  emailRequired: "Email is required",
  emailInvalid: "Must be a valid email",
  mobileInvalid: "Mobile must be 11 or 13 digits, like 07xxxxxxxxx",
  creatorTypeRequired: "Please select whether you are a creator, a purchaser or both",
  sourceInvalid: "Unknown landing page",
  tooLong: "At most {{max}} characters",
  thanks: "Thank you for registering your interest in the product. Someone will be contacting you shortly. Please do browse the site in the meanwhile.",
  tooMany: "Too many registrations from here. Please try again in an hour.",
};

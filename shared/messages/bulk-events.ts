// What the bulk pre-recorded form's rules (shared/event-form/bulk.ts) answer. The spec's wording, kept exactly.
export const bulkMessages = {
  titleRequired: "Event title is required",
  photoRequired: "Event photo is required",
  videoRequired: "Video is required",
  descriptionMin: "Mininum 10 characters",
  priceRequired: "Ticket price is required",
  priceInvalid: "Not a valid price",
  priceZero: "Ticket price cannot be 0",
  durationInvalid: "Duration must be a whole number of seconds",
  moduleRequired: "Module selection is required",
  maxBulk: "Max bulk events can create upto 15",
  fullVideoRequired: "Full video is required",
  missingFields: "Fill in all mandatory fields:",
};

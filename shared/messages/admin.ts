// The admin console's messages that the API answers and the pages show (one text each).
export const adminMessages = {
  page: "Page must be a whole number from 1 to 100000.",
  filterText: "Filters must be at most 60 characters.",
  date: "Dates must be written as YYYY-MM-DD.",
  dateOrder: "The end date must not be before the start date.",
  /** Role changes and refunds ask for the administrator's password again. */
  passwordRequired: "Enter your password to confirm.",
  wrongPassword: "Password is incorrect",
  reasonRequired: "Give a reason.",
  reasonTooLong: "The reason must be at most 500 characters.",
} as const;

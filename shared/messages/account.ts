// What the account forms' rules (shared/schemas/account.ts) and the API answer: register, log in, activation, passwords.
// The spec's wording, kept exactly.
export const accountMessages = {
  email: {
    required: "Email is required",
    invalid: "Must be a valid email",
    invalidRegister: "Must be a Valid Email-Id",
    confirmationRequired: "Confirmation email required",
    confirmationMismatch: "email must match",
  },
  password: {
    required: "Password is required",
    rule: "Must contain 8 characters, one uppercase, one lowercase, one number",
    ruleWithSpecial: "Must contain 8 characters, one uppercase, one lowercase, one number and one special case Character",
    tooLong: "Password must be 128 characters or fewer",
    mismatch: "Password must match",
    oldRequired: "Old password is required",
  },
  name: {
    firstRequired: "First name is required",
    lastRequired: "Last name is required",
    tooLong: "Must be 100 characters or fewer",
    controlCharacters: "Must not contain control characters",
  },
  dateOfBirth: {
    required: "Date of birth is required",
    invalid: "Enter a valid date of birth",
    under16: "you cannot join if you are under 16",
  },
  acceptTerms: {
    required: "You must agree the terms & Policy",
    requiredWithPurchase: "User must agree the terms & Policy",
  },
  isover16: {
    required: "You must be over 16 to register",
  },
  activation: {
    codeRequired: "User has not been verified",
  },
};

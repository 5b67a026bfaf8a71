// A bank details form (002 §3) as a host fills it in, valid unless overridden: shared by the rules'
// unit tests, the API tests (sandbox and Stripe Connect) and the access table's sample.
export const TEST_ACCOUNT_NUMBER = "31926819";
export const TEST_SORT_CODE = "60-16-13";

export function bankForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: "Grace",
    last_name: "Hopper",
    email: "grace.host@example.com",
    dob_day: "9",
    dob_month: "12",
    dob_year: "1976",
    line1: "1 Compiler Street",
    postal_code: "EC1A 1BB",
    city: "London",
    country: "GB",
    account_holder_name: "Grace Hopper",
    routing_number: TEST_SORT_CODE,
    account_number: TEST_ACCOUNT_NUMBER,
    confirm_account_number: TEST_ACCOUNT_NUMBER,
    phone: "07700 900456",
    ...overrides,
  };
}

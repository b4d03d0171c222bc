export { TEST_CERTIFICATE, TEST_PRIVATE_KEY } from "./test-certificate";

/** Cards of spec 2 §5's rules: Luhn-valid numbers, a 3-digit code, an expiry in the future. */
export const VISA = { nameOnCard: "Jane Citizen", cardNo: "4111 1111 1111 1111", expiryDate: "03 / 2031", cvv: "737" };
export const FIXED_NOW = new Date("2026-11-22T10:00:00.000Z");

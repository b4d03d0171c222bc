import { TextEncoder as NodeTextEncoder } from "node:util";
export { TEST_CERTIFICATE } from "./test-certificate";
export {
  addressSuggestionsAnswer,
  availabilityFixture,
  CART_ID,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  dayFromToday,
  firstDeliveryOffset,
  localityAnswer,
  orderFixture,
  paymentConfigurationFixture,
  placeAddressAnswer,
  viewFixture,
  type RecordedRequest,
} from "./fixtures";

/** The private key of TEST_CERTIFICATE: only tests decrypt. */
export const TEST_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCbjhHM+4rU52pS
HkF1ZUVMyG2qmJYAItBkuROczCdR010o9YcVQRw5QxCuMjCQxk7CF2VH3IrxQOY/
7COY4gEVSQGFbaFLqdZE/rHFEXfeOTjCYMXtcJGavDVCkQllTnNsQtl6evBnHmeN
/tYzbUb7/i5LtlSdwjcXKk6F4Z1lL9MljX/DNL72TQpoToz+VD/s+/WnmlyDUU+X
6VL2rbCtEkCpFUJklI3+NqYBlqDdIoAq9IOGZN8khISYLoXaaZdOy/vW9Pg1JmhO
enSYZHemZLgg4d+rpmoD2VdGJYNbHqx0yFXETD0GUnnORFoiImlMy/mY0hd7xIg5
MMgRj/EzAgMBAAECggEALJZHUesT+zytxAX6G01A1OZqUMjVzgosk4JdNcdqydB8
1n2yD4yPK3amtFechhLhhk6wcC2uAcLpfI8SEQNO7ivz7Kvk3Mw8p6AdknAUXLUo
KMcWVJ28jo698WujNs+K1BBBSBMvD0+uvQu7mBgNjbNoz7jefi2qHtC4mzV1KQhe
jfHPgmj/UOvvh9aaiDOb+36nf+cRM4TZiWK7ZRo75JkvfSYgZRoXFVLMtztNsrbw
J8a9hkKAVF3MFiNIP0/kKN7VkIkSKSFnB1rJoUKZMENoQj2dYdDXBF2UOfx/dEz6
uhSGFZgHkJIHEC1SADMAuyb3sGbkOBOJ3I1VPl+38QKBgQDXp2g8naxjN2NIKVzO
C4NjKQKT5JZ0L1VPvM3VI6gI3Abyr1V9HBqA1p1Hg+F+OlsBgIJJKOIras0e2Mrl
WVZPy6d9vjGGTYI9SW6blwzGx0pVDMmY9mvuv2/mKsFiMmdWc3SEZM8z3Sp/iFRc
ie6X+4/xfLEZ1/2yFw1gPb1KKwKBgQC4qEOv6+S0aPHm72x5QhLjEuXy1jWQ8CHQ
6w/esZIXTwTz6vtRLxhSvygQ9iaPrCIKUJJYR0v24rGZc+Y0RujZam9tKnUaMWbC
Mn9wj3b5dJ7GYEpEudvhAqKyuzIReeDDroHdQUKcX+6mawAHOO4EOqFDCCf1tXEX
MRJjGkCZGQKBgHYvHIT7tBm7pQFLCb0xuhOByhPa1kleF1bXlcYVAGW6j2Q4ipVB
7ZRmCVPEBrPyryUnlD8b1LcOlNMu5CLEzvR0G5phvSppF9MWhzNlmG7nkOkDVQgr
JAN3jo+JJun1zYQnSde0l4lIz52MzQ7Z2JQaHUyulTAgmrwavg3cR/x5AoGAfa3g
a9LU1Ul8Ix6fqKQk8LIDGdVbnesiSOxD3+DhusWIbG9pX6b7Gg6KuYifVDfm7zhJ
cpYMCNvf3r54VupQPvHnJti33Pz0oIX4IOc0JbKPAhu1ULNjCPFfROCNwkE+jlCu
iKWLLZ1Jc7Dt0vyXWv+AlHvvnpdAgnVeu165yrkCgYEA1yycB9834Og9igpgV4sR
/zJxjVHimXRznmVogJQhrpmTDCX2xHw3A1zJ3/3k4r7YmUgqoIBovUBxHLHXIvZY
6djd3BaE3P2wGaPQSfz5mDvbY6vC+q3quhEXGOzp3TjFu7Pftjw90Q0PDytWj6G2
tmSJGbeoqdAFk4f+GapLjeU=
-----END PRIVATE KEY-----`;

/** Cards of spec 2 §5's rules: Luhn-valid numbers, a 3-digit code, an expiry in the future. */
export const VISA = { nameOnCard: "Jane Citizen", cardNo: "4111 1111 1111 1111", expiryDate: "03 / 2031", cvv: "737" };
export const FIXED_NOW = new Date("2026-11-22T10:00:00.000Z");

/**
 * jose checks `instanceof Uint8Array` against the test's globals, which are jsdom's under the jsdom
 * preset, while jsdom's TextEncoder answers Node's Uint8Array. An encoder that answers the global
 * kind lets a component test run the real card encryption.
 */
export function useGlobalRealmTextEncoder(): void {
  const node = new NodeTextEncoder();
  globalThis.TextEncoder = class {
    readonly encoding = "utf-8";
    encode(text?: string) {
      return new Uint8Array(node.encode(text));
    }
    encodeInto(text: string, into: Uint8Array) {
      return node.encodeInto(text, into);
    }
  } as unknown as typeof TextEncoder;
}

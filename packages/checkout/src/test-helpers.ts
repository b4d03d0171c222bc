import { TextEncoder as NodeTextEncoder } from "node:util";
export { TEST_CERTIFICATE, TEST_PRIVATE_KEY } from "@storefront/api-contract/test-certificate";
export {
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
  viewFixture,
  type RecordedRequest,
} from "./fixtures";

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

import { TextEncoder as NodeTextEncoder } from "node:util";
import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
export { TEST_CERTIFICATE, TEST_PRIVATE_KEY } from "@storefront/api-contract/test-certificate";
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
  productSwapFixture,
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

type User = ReturnType<typeof userEvent.setup>;

/** Clicks into a field and pastes the text, as a shopper filling a form quickly does. */
export async function fillField(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** The contact details and a Melbourne delivery address, the suburb chosen from its suggestion with a click. */
export async function fillContactAndAddress(user: User): Promise<void> {
  await fillField(user, await screen.findByRole("textbox", { name: /^Email/ }), "jane@example.com");
  await fillField(user, screen.getByRole("textbox", { name: /^Phone number/ }), "0412345678");
  const delivery = screen.getByRole("region", { name: "Delivery address" });
  await fillField(user, within(delivery).getByRole("textbox", { name: /^First name/ }), "Jane");
  await fillField(user, within(delivery).getByRole("textbox", { name: /^Last name/ }), "Citizen");
  await fillField(user, within(delivery).getByRole("textbox", { name: /^Address/ }), "1 Collins St");
  await user.type(screen.getByRole("combobox", { name: "Suburb" }), "Melb");
  await user.click(await screen.findByRole("option", { name: "MELBOURNE VIC 3000" }));
}

/** Clicks the first day of the delivery calendar that can be chosen. */
export async function chooseFirstDate(user: User): Promise<void> {
  const grid = await screen.findByRole("grid");
  const day = within(grid)
    .getAllByRole("button")
    .find((button) => button.getAttribute("aria-disabled") === "false");
  await user.click(day as HTMLElement);
}

/** A Visa test card that the sandbox approves. */
export async function fillCard(user: User): Promise<void> {
  await fillField(user, screen.getByRole("textbox", { name: /^Name on card/ }), "Jane Citizen");
  await fillField(user, screen.getByRole("textbox", { name: /^Card number/ }), "4111111111111111");
  await fillField(user, screen.getByRole("textbox", { name: /^Expiry date/ }), "03 / 2031");
  await fillField(user, screen.getByRole("textbox", { name: /^CVV/ }), "737");
}

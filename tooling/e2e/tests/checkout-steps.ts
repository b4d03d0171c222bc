import type { APIResponse, Locator, Page } from "@playwright/test";
import type { Storefront } from "../storefronts";
import { CUSTOMER, signIn } from "./accounts";
import { expect, hydrated } from "./fixtures";

/**
 * The steps of the checkout journeys (spec 2), shared by the checkout specs. Brand differences
 * are read from the page (a purchase-order field, one 'Suburb and postcode' field, a login-only
 * price), and the shopper's address and phone follow the storefront's country.
 */

/** The payment sandbox's test cards (apps/payment-sandbox README). */
export const TEST_CARDS = {
  approved: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  threeDSecure: "4000 0000 0000 3220",
} as const;

export interface Shopper {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  /** What is typed into the suburb typeahead, and the suggestion to choose. */
  suburbQuery: string;
  suburbOption: RegExp;
  postcode: string;
  /** Filled where the form has a purchase-order field. */
  poNumber?: string;
}

/** A shopper who lives in the storefront's country: an AU or NZ address and phone number. */
export function shopperFor(storefront: Storefront, overrides: Partial<Shopper> = {}): Shopper {
  const base =
    storefront.country === "NZ"
      ? {
          phone: "021 123 4567",
          address: "12 Ponsonby Road",
          suburbQuery: "Ponsonby",
          suburbOption: /^PONSONBY\b.*\b1011$/i,
          postcode: "1011",
        }
      : {
          phone: "0412 345 678",
          address: "1 Collins St",
          suburbQuery: "Melbourne",
          suburbOption: /^MELBOURNE VIC 3000$/i,
          postcode: "3000",
        };
  return { email: "jane.e2e@example.com", firstName: "Jane", lastName: "Citizen", ...base, ...overrides };
}

export { hydrated };

/**
 * How a person acts on a control: a mouse click, a finger's tap on a touch screen (a context with
 * `hasTouch`), or the keyboard. The journeys choose with each, so both the pointer and the
 * keyboard path of every choice control are tested (issue 40 item 6, README "How journeys choose").
 */
export type Input = "mouse" | "touch" | "keyboard";
/** The pointer alone, for the controls the keyboard journeys reach their own way. */
export type Pointer = Exclude<Input, "keyboard">;

/** Presses a button or a link: a click, a tap, or Enter with the focus on it. */
export async function activate(target: Locator, input: Input = "mouse") {
  if (input === "touch") await target.tap();
  else if (input === "keyboard") await target.press("Enter");
  else await target.click();
}

/**
 * Chooses an option of a native select (the checkout's store and salesperson pickers). The
 * browser draws a select's list outside the page, where Playwright cannot point, so a pointer's
 * choice is the pointer going to the select (hovering it with the mouse) and the one jump to the
 * option that a click or a tap in that list makes (`selectOption`: one input and one change
 * event). A select opened with a click stays open until something closes it, which a real choice
 * in the list does and `selectOption` does not. The keyboard steps the focused, closed select with
 * the arrow keys, each step a change, as Chromium does.
 */
export async function chooseInSelect(select: Locator, label: string, input: Input = "mouse") {
  if (input !== "keyboard") {
    if (input === "mouse") await select.hover();
    await select.selectOption({ label });
  } else {
    const labels = (await select.locator("option").allTextContents()).map((text) => text.trim());
    const target = labels.indexOf(label);
    if (target < 0) throw new Error(`the select should offer '${label}'`);
    const current = labels.indexOf(((await select.locator("option:checked").textContent()) ?? "").trim());
    await select.focus();
    for (let step = current; step !== target; step += target > current ? 1 : -1) {
      await select.press(target > current ? "ArrowDown" : "ArrowUp");
    }
  }
  await expect(select.locator("option:checked")).toHaveText(label);
}

/** A product as the storefront's listing (`/api/listing`) answers it, the fields the journeys read. */
export interface ListedProduct {
  sku: string;
  uri: string;
  title: string;
  price: number;
  rrp: number | null;
  stockStatus: string;
}

export interface ProductChoice {
  /** One sold at its RRP, so a 'You saved' line can only come from a coupon. */
  noSaving?: boolean;
  /** One priced at most this, so an instalment provider's maximum does not rule it out. */
  maxPrice?: number;
  /** The cheapest priced at least this (weekday delivery is free from $99 of products, apps/api README). */
  minPrice?: number;
  /** How the buttons and links on the way are pressed: a click (the default) or a tap. */
  pointer?: Pointer;
}

/** A product in stock with a price, from the storefront's own listing. */
async function aProductToBuy(page: Page, { noSaving = false, maxPrice = Infinity, minPrice }: ProductChoice = {}): Promise<ListedProduct> {
  const sort = minPrice === undefined ? "" : "&sort=price-asc";
  const listing = (await (await page.request.get(`/api/listing?type=all&pageSize=96${sort}`)).json()) as { products: ListedProduct[] };
  const product = listing.products.find(
    (item) =>
      item.stockStatus === "inStock" &&
      item.price > 0 &&
      item.price >= (minPrice ?? 0) &&
      item.price <= maxPrice &&
      (!noSaving || item.rrp === null || item.rrp <= item.price),
  );
  if (!product) throw new Error("the storefront should sell a product in stock with a price");
  return product;
}

/**
 * Opens a product's page and adds it to the cart. Where the page asks to log in to buy (the
 * trade storefront's login-only prices), the shopper signs in first. Answers the product's title.
 */
export async function addAProductToTheCart(page: Page, options: ProductChoice = {}): Promise<string> {
  const { pointer = "mouse" } = options;
  const product = await aProductToBuy(page, options);
  await page.goto(product.uri);
  await hydrated(page);
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  const logInToBuy = page.getByRole("link", { name: "Log in to buy" });
  await expect(addToCart.or(logInToBuy)).toBeVisible();
  if (await logInToBuy.isVisible()) {
    await signIn(page, CUSTOMER);
    await page.goto(product.uri);
    await hydrated(page);
  }
  await activate(addToCart, pointer);
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  return product.title;
}

/** From the cart panel to the checkout page. */
export async function goToCheckout(page: Page, pointer: Pointer = "mouse") {
  await activate(page.getByRole("button", { name: /^Cart, \d+ items?$/ }), pointer);
  await activate(page.getByRole("region", { name: "Your cart" }).getByRole("link", { name: "Go to checkout" }), pointer);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await expect(page).toHaveTitle(/^Checkout \| /);
  await hydrated(page);
}

/** A product in the cart and the checkout open: the start of every checkout journey. */
export async function startCheckout(page: Page, options: ProductChoice = {}): Promise<string> {
  const title = await addAProductToTheCart(page, options);
  await goToCheckout(page, options.pointer);
  return title;
}

export const deliveryRegion = (page: Page) => page.getByRole("region", { name: "Delivery address" });
export const orderSummary = (page: Page) => page.getByRole("complementary", { name: "Order Summary" });

/** The suburb typeahead: 'Suburb', or 'Suburb and postcode' where they are one field (aol-nz). */
export const suburbField = (page: Page) => deliveryRegion(page).getByRole("combobox", { name: /^Suburb( and postcode)?$/ });

export interface SuburbChoice {
  /** How the suggestion is chosen: the arrow keys and Enter (the default), a click or a tap. */
  input?: Input;
  /** Where the field is: the checkout's delivery address (the default), or the account's address form. */
  within?: Locator;
}

/**
 * Types into the suburb typeahead and chooses the shopper's suggestion with the arrow keys and
 * Enter, a click or a tap. The choice must stay once the pointer moves on (issue 40: a clicked
 * suburb emptied itself), and its postcode fills the read-only field or ends the one field.
 */
export async function chooseSuburb(page: Page, shopper: Shopper, { input = "keyboard", within = deliveryRegion(page) }: SuburbChoice = {}) {
  const suburb = within.getByRole("combobox", { name: /^Suburb( and postcode)?$/ });
  if (input === "touch") await suburb.tap();
  await suburb.fill(shopper.suburbQuery);
  const option = page.getByRole("option", { name: shopper.suburbOption }).first();
  await expect(option).toBeVisible();
  if (input === "keyboard") {
    const options = await page.getByRole("option").allTextContents();
    const index = options.findIndex((text) => shopper.suburbOption.test(text.trim()));
    for (let step = 0; step <= index; step += 1) await suburb.press("ArrowDown");
    await suburb.press("Enter");
  } else {
    await activate(option, input);
    // The pointer moves on to the next field, off the closed list.
    if (input === "mouse") await streetAddressField(within).hover();
  }
  await expect(suburb).toHaveValue(shopper.suburbOption);
  const postcode = within.getByRole("textbox", { name: /^Postcode/ });
  if (await postcode.count()) await expect(postcode).toHaveValue(shopper.postcode);
  else await expect(suburb).toHaveValue(new RegExp(`\\b${shopper.postcode}$`));
}

/** The street address field: a combobox of the address lookup (issue 44 item 3; the suite runs the maps sandbox). */
export const streetAddressField = (region: Locator): Locator => region.getByRole("combobox", { name: /^Address/ });

/**
 * Types a street address and leaves the field with Tab, as a shopper who knows their address does:
 * the lookup's suggestions close unchosen and the typed text is the address.
 */
export async function typeStreetAddress(region: Locator, address: string): Promise<void> {
  const street = streetAddressField(region);
  await street.fill(address);
  await street.press("Tab");
}

/**
 * Contact details and the delivery address, with the purchase-order number where the form has the
 * field; the suburb is chosen with `suburbInput` (the keyboard unless a journey says otherwise).
 */
export async function fillContactAndAddress(page: Page, shopper: Shopper, suburbInput: Input = "keyboard") {
  await page.getByRole("textbox", { name: /^Email/ }).fill(shopper.email);
  await page.getByRole("textbox", { name: /^Phone number/ }).fill(shopper.phone);
  const delivery = deliveryRegion(page);
  await delivery.getByRole("textbox", { name: /^First name/ }).fill(shopper.firstName);
  await delivery.getByRole("textbox", { name: /^Last name/ }).fill(shopper.lastName);
  await typeStreetAddress(delivery, shopper.address);
  const poNumber = delivery.getByRole("textbox", { name: /^Purchase order number/ });
  if (shopper.poNumber && (await poNumber.count())) await poNumber.fill(shopper.poNumber);
  await chooseSuburb(page, shopper, { input: suburbInput });
}

/**
 * Waits for the delivery calendar, opening it first where the brand's CheckoutShowCalendarOnLoad
 * setting is off (the trade brands' seed): there it waits behind 'Choose a delivery date'.
 */
export async function openCalendar(page: Page, pointer: Pointer = "mouse"): Promise<void> {
  const calendar = page.getByRole("grid");
  const choose = page.getByRole("button", { name: "Choose a delivery date" });
  await expect(calendar.or(choose)).toBeVisible();
  if (await choose.isVisible()) await activate(choose, pointer);
  await expect(calendar).toBeVisible();
}

/** The calendar's days that can be chosen. */
export const availableDays = (page: Page): Locator => page.getByRole("grid").locator('button[aria-disabled="false"]');

/**
 * Chooses the first available delivery day with a click or a tap, and waits for the summary's
 * delivery line (the keyboard's way through the grid is the accessibility journey's); then
 * answers the delivery questions a large product asks with the dates, unless told not to.
 * Answers the day as the calendar names it ('Thursday 26 November 2026').
 */
export async function chooseFirstDeliveryDate(
  page: Page,
  pointer: Pointer = "mouse",
  { answerRequirements = true }: { answerRequirements?: boolean } = {},
): Promise<string> {
  await openCalendar(page, pointer);
  const day = availableDays(page).first();
  await activate(day, pointer);
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(orderSummary(page).getByText(/^(Same Day )?Delivery$/)).toBeVisible();
  if (answerRequirements) await answerDeliveryRequirements(page);
  // The visible text is the day and its price; the name in full is read from its hidden parts.
  const label = (await day.locator("span").first().textContent()) ?? "";
  return label.replace(/\s+/g, " ").trim();
}

/** The 'Next steps' group of the questions a large product asks (spec 2 §3 unique delivery requirements; wa and andoo). */
export const deliveryRequirements = (page: Page) =>
  page.getByRole("region", { name: "Next steps" }).getByRole("group", { name: "Delivery requirements" });

/**
 * Answers each delivery requirement the page asks, if any (they come with the delivery dates, for
 * a large product where the storefront asks them), clicking into each field and typing.
 */
export async function answerDeliveryRequirements(
  page: Page,
  answer = "Ground floor, 90 cm front door, parking in the drive",
): Promise<void> {
  const fields = deliveryRequirements(page).getByRole("textbox");
  for (const field of await fields.all()) {
    // A field kept from before (the saved session, back from a provider's page) is already answered.
    if (await field.inputValue()) continue;
    await field.click();
    await field.pressSequentially(answer);
  }
}

/** The amount of a line of the order summary ('Order Total', 'You saved', ...). */
export const summaryAmount = (page: Page, label: string) =>
  orderSummary(page).getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");

/** The payment options (spec 2 §2): a radio group whose legend is 'Payment method'. */
export const paymentMethods = (page: Page) => page.getByRole("radiogroup", { name: "Payment method" });

/**
 * Chooses a payment option by its title: a click or a tap on its radio, or with the keyboard from
 * the option chosen now (the group's tab stop), the down arrow moving and choosing as it goes.
 */
export async function choosePaymentMethod(page: Page, title: string, input: Input = "mouse") {
  const group = paymentMethods(page);
  const radio = group.getByRole("radio", { name: title, exact: true });
  if (input !== "keyboard") {
    await activate(radio, input);
  } else {
    // Arrows go round the group, choosing each option they reach.
    const radios = group.getByRole("radio");
    const count = await radios.count();
    const checked = group.locator("input:checked");
    await ((await checked.count()) ? checked : radios.first()).focus();
    for (let step = 0; step < count && !(await radio.isChecked()); step += 1) await page.keyboard.press("ArrowDown");
  }
  await expect(radio).toBeChecked();
}

/** A message of the page's alerts (the checkout's global error). */
export const globalAlert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Chooses a provider or wallet, places the order and waits for its hosted page (a wallet's: its payment sheet). */
export async function leaveFor(page: Page, title: string) {
  await choosePaymentMethod(page, title);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pay with ${title}` })).toBeVisible({ timeout: 30_000 });
}

/** Back on the checkout after a return: the saved session refills the form; the day is chosen again if it was lost. */
export async function backOnCheckout(page: Page) {
  await expect(page).toHaveURL(/\/customer\/checkout$/, { timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: /^Email/ })).not.toHaveValue("");
  const chosen = page.getByRole("grid").locator('button[aria-pressed="true"]');
  if (!(await chosen.count())) await chooseFirstDeliveryDate(page);
}

/** Fills the card panel and places the order: a click or a tap on 'Place Order', or Enter in the CVV field. */
export async function payByCard(page: Page, cardNumber: string, { submitWith = "mouse" }: { submitWith?: Input } = {}) {
  await page.getByRole("textbox", { name: /^Name on card/ }).fill("Jane Citizen");
  await page.getByRole("textbox", { name: /^Card number/ }).fill(cardNumber);
  await page.getByRole("textbox", { name: /^Expiry date/ }).fill("03 / 2031");
  await page.getByRole("textbox", { name: /^CVV/ }).fill("737");
  if (submitWith === "keyboard") await page.getByRole("textbox", { name: /^CVV/ }).press("Enter");
  else await activate(page.getByRole("button", { name: "Place Order" }), submitWith);
}

/**
 * On the open checkout: contact, address and the first delivery date. The suburb is chosen with
 * `suburbInput` (the keyboard by default). Answers the day and the summary's total.
 */
export async function fillCheckoutUpToPayment(page: Page, shopper: Shopper, suburbInput: Input = "keyboard") {
  await fillContactAndAddress(page, shopper, suburbInput);
  // A phone has no mouse: the shopper who taps the suburb taps the day too.
  const deliveryDay = await chooseFirstDeliveryDate(page, suburbInput === "touch" ? "touch" : "mouse");
  const total = ((await summaryAmount(page, "Order Total").textContent()) ?? "").trim();
  return { deliveryDay, total };
}

/** Everything up to a chosen delivery date, for a shopper of the storefront's country. Answers what the order should show. */
export async function checkoutUpToPayment(page: Page, shopper: Shopper, suburbInput: Input = "keyboard") {
  const productTitle = await startCheckout(page);
  return { productTitle, ...(await fillCheckoutUpToPayment(page, shopper, suburbInput)) };
}

/** The cart id of the browser's session, from the API's cart (the storefront forwards the cookie). */
export async function currentCartId(page: Page): Promise<string> {
  const cart = (await (await page.request.get("/api/cart/")).json()) as { cartId: string };
  return cart.cartId;
}

/** The API's order lookup for a cart, with the page's cookies: only the session that placed it sees it. */
export function orderLookup(page: Page, cartId: string): Promise<APIResponse> {
  return page.request.get(`/api/checkout/order?id=${encodeURIComponent(cartId)}`);
}

/** The value beside a term of the confirmation's facts. */
export const confirmationFact = (page: Page, term: string) =>
  page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

export interface ExpectedOrder {
  productTitle: string;
  deliveryDay: string;
  total: string;
  shopper: Shopper;
  card: string;
}

/** The confirmation page of a placed order: number, date, address, amounts, card and lines. */
export async function expectConfirmation(page: Page, order: ExpectedOrder) {
  // The order is read back from the API after the payment: 'Loading your order' lasted past 10 s
  // while CI's two cores were shared.
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
  await expect(confirmationFact(page, "Order number")).toHaveText(/\S+/);
  // The calendar's 'Thursday 26 November 2026' in the page's own date format.
  const dayWords = order.deliveryDay.split(" ").map((word) => `(?=.*\\b${word}\\b)`);
  await expect(confirmationFact(page, "Delivery date")).toHaveText(new RegExp(`^${dayWords.join("")}`));
  const address = confirmationFact(page, "Delivery address");
  await expect(address).toContainText(`${order.shopper.firstName} ${order.shopper.lastName}`);
  await expect(address).toContainText(order.shopper.address);
  await expect(address).toContainText(order.shopper.postcode);
  await expect(confirmationFact(page, "Order Total")).toHaveText(order.total);
  await expect(confirmationFact(page, "Amount paid")).toHaveText(order.total);
  await expect(confirmationFact(page, "Paid with")).toHaveText(order.card);
  await expect(page.getByRole("listitem").filter({ hasText: order.productTitle })).toContainText("Qty 1");
}

import styled from "styled-components";
import type { Cart } from "@storefront/api-client/cart";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { ReturnToField } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { FormBlock, FormBlockField } from "@storefront/ui-kit/form-block";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";
import { addressFieldName, type SavedDetails } from "./saved-details";
import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";

const texts = checkoutTexts.noScript;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

const DetailsBlock = styled(FormBlock)`
  max-width: 560px;
`;

interface Field {
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
}

/** The details form's fields: the checkout's own names and labels; no state outside AU (spec 2 §4). */
function fieldsFor(country: string): Field[] {
  const delivery = checkoutTexts.delivery;
  return [
    { name: "email", label: checkoutTexts.contact.email, autoComplete: "email", type: "email" },
    { name: "phoneNumber", label: checkoutTexts.contact.phone, autoComplete: "tel", type: "tel" },
    { name: addressFieldName("firstName"), label: delivery.firstName, autoComplete: "given-name" },
    { name: addressFieldName("lastName"), label: delivery.lastName, autoComplete: "family-name" },
    { name: addressFieldName("companyName"), label: delivery.companyName, autoComplete: "organization" },
    { name: addressFieldName("address"), label: delivery.address, autoComplete: "street-address" },
    { name: addressFieldName("suburb"), label: delivery.suburb, autoComplete: "address-level2" },
    ...(country === "AU" ? [{ name: addressFieldName("state"), label: delivery.state, autoComplete: "address-level1" }] : []),
    { name: addressFieldName("postcode"), label: delivery.postcode, autoComplete: "postal-code" },
    { name: addressFieldName("deliveryInstructions"), label: delivery.deliveryInstructions, autoComplete: "off" },
  ];
}

/** A saved value of a field, by its form name. */
function savedValue(saved: SavedDetails | null, name: string): string {
  if (!saved) return "";
  if (name === "email" || name === "phoneNumber") return saved[name];
  const field = name.replace(/^deliveryAddress\./, "") as keyof SavedDetails["deliveryAddress"];
  return saved.deliveryAddress[field] ?? "";
}

export interface NoScriptCheckoutProps {
  cart: Cart | undefined;
  /** The details saved before (the cookie), to fill the form. */
  saved: SavedDetails | null;
  /** A refused post: its messages and the fields as typed. */
  refused?: ActionOutcome;
}

/**
 * The checkout without JavaScript (issue 40 item 4), in the page's `<noscript>`: it says plainly
 * that payment needs JavaScript, shows the cart (kept: it is the API's, with the session) with a
 * way to change it (the cart page works without JavaScript), and takes the delivery details,
 * which the checkout's action keeps (`checkout-details-action.ts`) and the form shows again here
 * and, once JavaScript is on, in the checkout itself.
 */
export function NoScriptCheckout({ cart, saved, refused }: NoScriptCheckoutProps) {
  const { currency, locale, country } = useBrand();
  const price = (amount: number) => formatPrice(amount, { currency, locale });
  const lines = cart ? [...cart.products, ...cart.rewards] : [];
  return (
    <Section aria-labelledby="checkout-needs-javascript">
      <Alert type="warning" title={<span id="checkout-needs-javascript">{texts.title}</span>}>
        {texts.text}
      </Alert>
      <section aria-labelledby="checkout-no-script-cart">
        <h2 id="checkout-no-script-cart">{texts.cart}</h2>
        {lines.length === 0 ? (
          <p>{checkoutTexts.emptyCart}</p>
        ) : (
          <>
            <Lines aria-label="Cart items">
              {lines.map((line) => (
                <li key={`${line.promoId ? "reward" : "product"}-${line.productCode}`}>
                  <span>
                    {line.title} · {checkoutTexts.summary.quantity(line.quantity)}
                  </span>
                  <span>{price(line.price * line.quantity)}</span>
                </li>
              ))}
            </Lines>
            {cart && cart.errors.length === 0 ? (
              <p>
                <strong>
                  {checkoutTexts.summary.orderTotal}: {price(cart.orderTotal)}
                </strong>
              </p>
            ) : null}
          </>
        )}
        <p>
          <a href="/cart">{texts.changeCart}</a>
        </p>
      </section>
      {lines.length > 0 ? (
        <section aria-labelledby="checkout-no-script-details">
          <h2 id="checkout-no-script-details">{texts.details}</h2>
          {refused && !refused.ok ? <Alert>{refused.message}</Alert> : null}
          <DetailsBlock>
            <form method="post" action={CHECKOUT_PATH} noValidate>
              <ReturnToField />
              {fieldsFor(country).map((field) => (
                <FormBlockField
                  key={field.name}
                  id={`no-script-${field.name.replace(".", "-")}`}
                  name={field.name}
                  label={field.label}
                  type={field.type ?? "text"}
                  autoComplete={field.autoComplete}
                  defaultValue={refused?.values?.[field.name] ?? savedValue(saved, field.name)}
                  error={refused?.fieldErrors?.[field.name]}
                />
              ))}
              <Button type="submit">{texts.save}</Button>
            </form>
          </DetailsBlock>
        </section>
      ) : null}
    </Section>
  );
}

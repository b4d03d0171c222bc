import styled from "styled-components";
import type { UpsellOption } from "@storefront/api-client/product";
import { addToCartFields } from "@storefront/page-kit/cart-action";
import { useBrand } from "@storefront/ui-kit/brand";
import { formatPrice } from "@storefront/validation/price";

const Box = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Subhead = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.action.primary};
  }
  span:last-child {
    margin-left: auto;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }
`;

const Extras = styled.ul`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The product's upsell options (issue 7 item 3). Warranty and installation travel with the cart
 * line (warrantyId, installId): the choices are fields of the Add to Cart form (`form`, its id),
 * which reads them when it is sent. They are the browser's own controls, never reset by React, so
 * a choice made before the page has hydrated stays (issue 40). Removal and delivery have no field
 * on the cart line, so they are listed as services offered at checkout.
 */
export function UpsellOptions({ options, form }: { options: readonly UpsellOption[]; form: string }) {
  const { currency } = useBrand();
  const price = (amount: number) => `+${formatPrice(amount, { currency })}`;
  const warranties = options.filter((option) => option.type === "warranty");
  const installation = options.find((option) => option.type === "installation");
  const extras = options.filter((option) => option.type === "removal" || option.type === "delivery");
  if (!warranties.length && !installation && !extras.length) return null;
  return (
    <Box>
      <legend>Protect and install</legend>
      {warranties.length ? (
        <div role="radiogroup" aria-label="Extended warranty">
          <Subhead aria-hidden="true">Extended warranty</Subhead>
          <Choice>
            <input type="radio" form={form} name={addToCartFields.warrantyId} value="" defaultChecked />
            <span>Manufacturer&apos;s warranty only</span>
            <span />
          </Choice>
          {warranties.map((option) => (
            <Choice key={option.id}>
              <input type="radio" form={form} name={addToCartFields.warrantyId} value={option.id} />
              <span>{option.title}</span>
              <span>{price(option.price)}</span>
            </Choice>
          ))}
        </div>
      ) : null}
      {installation ? (
        <>
          <Subhead>Installation</Subhead>
          <Choice>
            <input type="checkbox" form={form} name={addToCartFields.installId} value={installation.id} />
            <span>{installation.title}</span>
            <span>{price(installation.price)}</span>
          </Choice>
        </>
      ) : null}
      {extras.length ? (
        <>
          <Subhead>Also available at checkout</Subhead>
          <Extras>
            {extras.map((option) => (
              <li key={option.id}>
                {option.title} ({formatPrice(option.price, { currency })})
              </li>
            ))}
          </Extras>
        </>
      ) : null}
    </Box>
  );
}

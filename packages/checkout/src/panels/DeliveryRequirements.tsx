import { useId } from "react";
import styled from "styled-components";
import type { PaidInstall, UniqueDeliveryRequirement } from "@storefront/api-client/checkout";
import { useBrand } from "@storefront/ui-kit/brand";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { checkoutLimits } from "@storefront/validation/checkout";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";

const texts = checkoutTexts.nextSteps;

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

const InstallList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding-left: ${({ theme }) => theme.space[4]}px;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const InstallHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The form field of a requirement's answer. */
export function requirementField(id: string): string {
  return `deliveryRequirementAnswers.${id}`;
}

/**
 * spec 2 §3 unique delivery requirements (flag UniqueRequirements): each question the delivery
 * lookup asks, with the products that ask it, answered in a required field of up to 150
 * characters (the rule is validation's; the API refuses an order without the answers).
 */
export function DeliveryRequirementsFields({ requirements }: { requirements: readonly UniqueDeliveryRequirement[] }) {
  if (requirements.length === 0) return null;
  return (
    <Fieldset>
      <legend>{texts.requirements}</legend>
      <Intro>{texts.requirementsIntro}</Intro>
      {requirements.map((requirement) => (
        <TextareaField
          key={requirement.id}
          name={requirementField(requirement.id)}
          label={requirement.question}
          hint={`${requirement.hint} ${texts.requirementFor(requirement.products)}`}
          required
          rows={2}
          characterLimit={checkoutLimits.deliveryRequirementMax}
        />
      ))}
    </Fieldset>
  );
}

/** spec 2 §3 paid installs (flag PaidInstalls): the installations the cart holds, each with its price. */
export function PaidInstallsList({ installs }: { installs: readonly PaidInstall[] }) {
  const brand = useBrand();
  const headingId = useId();
  if (installs.length === 0) return null;
  const money = { locale: brand.locale, currency: brand.currency };
  return (
    <>
      <InstallHeading id={headingId}>{texts.paidInstalls}</InstallHeading>
      {/* A list named by its heading (no landmark: the section is 'Next steps'). */}
      <InstallList aria-labelledby={headingId}>
        {installs.map((install) => (
          <li key={install.sku}>
            <span>{texts.paidInstall(install.title, install.productTitle, install.quantity)}</span>
            <span>{formatPrice(install.price * install.quantity, money)}</span>
          </li>
        ))}
      </InstallList>
    </>
  );
}

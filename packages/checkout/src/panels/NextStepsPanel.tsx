import { useBrand } from "@storefront/ui-kit/brand";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { KitLink } from "@storefront/ui-kit/link";
import { formatPrice } from "@storefront/validation/price";
import type { DeliveryService, PaidInstall, UniqueDeliveryRequirement } from "@storefront/api-client/checkout";
import { checkoutTexts, STORAGE_TERMS_PATH } from "../checkout-texts";
import { DeliveryRequirementsFields, PaidInstallsList } from "./DeliveryRequirements";
import { Panel } from "./Panel";

const texts = checkoutTexts.nextSteps;

export interface NextStepsPanelProps {
  services: readonly DeliveryService[];
  showInstallationContact: boolean;
  showNotifyIfAvailableSooner: boolean;
  /** The daily storage fee the selected date incurs; 0 when none (spec 2 §4 "Stock fee"). */
  storageFee: number;
  /** spec 2 §3: the unique delivery requirements to answer (none unless the answer shows them). */
  requirements?: readonly UniqueDeliveryRequirement[];
  /** spec 2 §3: the cart's paid installations. */
  paidInstalls?: readonly PaidInstall[];
}

/** The form field of a delivery service's tick. */
export function serviceField(sku: string): string {
  return `serviceChoices.${sku}`;
}

/**
 * spec 2 §2 section 5: the unique delivery requirements to answer, the paid installations, the
 * delivery services (a price or Free), the contact and notification requests, and the storage
 * acknowledgement when the chosen date incurs the daily fee.
 */
export function NextStepsPanel({
  services,
  showInstallationContact,
  showNotifyIfAvailableSooner,
  storageFee,
  requirements = [],
  paidInstalls = [],
}: NextStepsPanelProps) {
  const brand = useBrand();
  const money = { locale: brand.locale, currency: brand.currency };
  const visible = services.filter((service) => !service.hidden);
  return (
    <Panel id="checkout-next-steps" heading={texts.heading}>
      <DeliveryRequirementsFields requirements={requirements} />
      <PaidInstallsList installs={paidInstalls} />
      {visible.length > 0 ? (
        <fieldset>
          <legend>{texts.services}</legend>
          {visible.map((service) => (
            <CheckboxField
              key={service.sku}
              name={serviceField(service.sku)}
              label={`${service.title} (${service.price > 0 ? formatPrice(service.price, money) : checkoutTexts.summary.free})`}
              hint={service.blurb || undefined}
            />
          ))}
        </fieldset>
      ) : null}
      <CheckboxField name="requestedDeliveryContact" label={texts.deliveryContact} />
      {showInstallationContact ? <CheckboxField name="requestedInstallationContact" label={texts.installationContact} /> : null}
      {showNotifyIfAvailableSooner ? <CheckboxField name="EarlyNotification" label={texts.earlyNotification} /> : null}
      {storageFee > 0 ? (
        <CheckboxField
          name="stockFeeAcknowledged"
          required
          label={
            <>
              {texts.storageAcknowledgement(formatPrice(storageFee, money))}{" "}
              <KitLink href={STORAGE_TERMS_PATH} target="_blank" rel="noopener">
                {texts.storageTerms}
              </KitLink>
              .
            </>
          }
        />
      ) : null}
    </Panel>
  );
}

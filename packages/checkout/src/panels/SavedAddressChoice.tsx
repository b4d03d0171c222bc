import { addressLine } from "@storefront/page-kit/address-fields";
import { useFormikContext } from "formik";
import { useEffect, useRef } from "react";
import { useSavedAddresses } from "@storefront/api-client/account";
import { useSession } from "@storefront/page-kit/use-session";
import { RadioGroupField } from "@storefront/ui-kit/radio-group-field";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutFormValues } from "../CheckoutPage";
import { emptyAddress } from "../form/checkout-values";

const texts = checkoutTexts.savedAddresses;

/** The choice of a new address (the form's `savedAddressId` is "" then). */
export const NEW_ADDRESS = "";

export interface SavedAddressChoiceProps {
  /** Called after a saved address filled the delivery fields (its suburb counts as chosen from the lookup), or the fields were cleared for a new one (null). */
  onFill: (chosen: ChosenSuburb | null) => void;
}

/**
 * A signed-in shopper's saved addresses (spec 3 §1, §7 order/addresses) offered for delivery:
 * picking one fills the delivery fields, 'Enter a new address' clears them. The fields stay the
 * form's, judged by the same rules; nothing shows for a guest or a shopper with none saved.
 */
export function SavedAddressChoice({ onFill }: SavedAddressChoiceProps) {
  const { check } = useSession();
  const saved = useSavedAddresses({ enabled: check === "signedIn" });
  const form = useFormikContext<CheckoutFormValues>();
  const picked = form.values.savedAddressId;
  const items = saved.data?.items ?? [];
  const previous = useRef(picked);

  useEffect(() => {
    if (previous.current === picked) return;
    previous.current = picked;
    const address = items.find((item) => String(item.id) === picked);
    const country = form.values.deliveryAddress.country;
    if (!address) {
      void form.setFieldValue("deliveryAddress", { ...emptyAddress(country), deliveryInstructions: "" }, false);
      onFill(null);
      return;
    }
    void form.setFieldValue(
      "deliveryAddress",
      {
        firstName: address.firstName,
        lastName: address.lastName,
        companyName: address.companyName ?? "",
        address: address.address,
        suburb: address.suburb,
        state: address.state ?? "",
        postcode: address.postcode,
        country: address.country,
        deliveryInstructions: address.deliveryInstructions ?? "",
      },
      true,
    );
    onFill({ suburb: address.suburb, state: address.state ?? "", postcode: address.postcode });
    // Only a new pick fills the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked]);

  if (items.length === 0) return null;
  return (
    <RadioGroupField
      name="savedAddressId"
      legend={texts.legend}
      options={[
        ...items.map((address) => ({ value: String(address.id), label: addressLine(address) })),
        { value: NEW_ADDRESS, label: texts.newAddress },
      ]}
    />
  );
}

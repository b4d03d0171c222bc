import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from "formik";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useCart, type CartLocationQuery } from "@storefront/api-client/cart";
import { useCheckoutView, type CheckoutView, type UniqueDeliveryRequirement } from "@storefront/api-client/checkout";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { buildCheckoutSchema } from "@storefront/validation/checkout";
import { isPaymentFree, validateDeposit } from "@storefront/validation/deposit";
import { CheckoutForm } from "./CheckoutForm";
import { SaleCheckoutBanner } from "./SaleCheckoutBanner";
import { checkoutTexts } from "./checkout-texts";
import { returnStatusMessage } from "./form/checkout-messages";
import { checkoutSchemaOptions, initialCheckoutValues, type CheckoutValues } from "./form/checkout-values";
import { useInstalmentReturn } from "./form/useInstalmentReturn";
import { initialSalesperson } from "./panels/SalespersonPanel";
import { useThreeDsRefusalReport } from "./monitoring";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { isValidEmail } from "@storefront/validation/email";
import { NoScriptCheckout } from "./no-script/NoScriptCheckout";
import { initialTipValues, type TipValues } from "./payment/DeliveryTip";
import { FORGET_SAVED_DETAILS, type SavedDetails } from "./no-script/saved-details";
import { loadCheckoutSession, saveCheckoutSession, sessionFromValues, valuesFromSession } from "./session/checkout-session";

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Breadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * The form's values: the checkout's, the services ticked, the saved address picked for delivery
 * ("" for a new one), and the deposit: partial payment switched on and its amount as typed.
 */
export type { CheckoutValues };
/** The details a checkout without JavaScript saved (the page's `savedDetails`), and their address's shape. */
export type { SavedDetails } from "./no-script/saved-details";
export type { DeliveryAddressValues } from "./form/checkout-values";

export type CheckoutFormValues = CheckoutValues &
  TipValues & {
    serviceChoices: Record<string, boolean>;
    savedAddressId: string;
    partialPaymentOn: boolean;
    deposit: string;
  };

/** The page's own fields, as a new form starts them (partial payment off, spec 2 §2; no delivery tip, issue 45 item 4). */
export const initialPageFields = {
  serviceChoices: {},
  savedAddressId: "",
  partialPaymentOn: false,
  deposit: "",
  ...initialTipValues,
} as const;

/** What the page hides when scripts do not run: its loader would turn for ever. */
const NEEDS_SCRIPT = "data-needs-script";

export interface CheckoutPageProps {
  /** The details a checkout without JavaScript saved (the route's loader reads its cookie). */
  savedDetails?: SavedDetails | null;
  /** The refused post of those details (the route's action data), for the page without JavaScript. */
  refused?: ActionOutcome;
}

/** The saved details as the form's values (the country is the brand's). */
function valuesFromSavedDetails(details: SavedDetails, country: string): Partial<CheckoutValues> {
  return {
    email: details.email,
    phoneNumber: details.phoneNumber,
    deliveryAddress: { ...details.deliveryAddress, country },
  };
}

/**
 * A locked customer's email, phone and billing address are the account's (spec 2 §4), over a
 * saved session or details: the form shows them read-only and the API keeps them.
 */
function lockedDetails(
  values: Partial<CheckoutValues> | null,
  customer: CheckoutView["customer"],
  country: string,
): Partial<CheckoutValues> | null {
  if (!customer?.locked) return values;
  const billing = customer.billingAddress;
  return {
    ...values,
    email: customer.email,
    phoneNumber: customer.phone ?? "",
    ...(billing
      ? {
          billingSameAsShipping: false,
          billingAddress: {
            ...billing,
            companyName: billing.companyName ?? "",
            state: billing.state ?? "",
            country: billing.country || country,
          },
        }
      : { billingSameAsShipping: true }),
  };
}

/**
 * The checkout page (spec 2 §2): breadcrumb 'Checkout', the sections and the order summary, on
 * the cart and the checkout view. The form starts from the details a checkout without JavaScript
 * saved (the newest the shopper entered; taken into the saved session at once and their cookie
 * removed), else the saved checkout session, else the signed-in customer's details; the rules are
 * the shared schema, rebuilt for the form's state. Without JavaScript the page says that payment
 * needs it, shows the cart and keeps the delivery details (`NoScriptCheckout`, issue 40 item 4).
 */
export function CheckoutPage({ savedDetails = null, refused }: CheckoutPageProps = {}) {
  const brand = useBrand();
  const settings = useStorefrontSettings();
  const [query] = useSearchParams();
  // The delivery service override reloads the cart with its query; the form stays meanwhile.
  const [cartLocation, setCartLocation] = useState<CartLocationQuery>({});
  const cart = useCart(cartLocation, { keepPrevious: true });
  const onCartLocation = useCallback((location: CartLocationQuery) => {
    setCartLocation((current) => (JSON.stringify(current) === JSON.stringify(location) ? current : location));
  }, []);
  const view = useCheckoutView();
  const [returnMessage] = useState(() => returnStatusMessage(query.get("status")) ?? query.get("paymentError"));
  const instalmentReturn = useInstalmentReturn();
  useThreeDsRefusalReport();
  const [stockFeeRequired, setStockFeeRequired] = useState(false);
  // spec 2 §3: the unique delivery requirements the delivery lookup asked (the rules need their answers).
  const [deliveryRequirements, setDeliveryRequirements] = useState<readonly UniqueDeliveryRequirement[]>([]);
  // The Order Total the form shows, for the deposit's rule (it depends on the date and services).
  const orderTotalNow = useRef<number | null>(null);

  const initialValues = useMemo<CheckoutFormValues | null>(() => {
    if (!view.data) return null;
    const saved = loadCheckoutSession();
    const customer = view.data.customer;
    const fromCustomer: Partial<CheckoutValues> | null = customer
      ? {
          email: customer.email,
          phoneNumber: customer.phone ?? "",
          ...(customer.shippingAddress
            ? {
                deliveryAddress: {
                  ...initialCheckoutValues(brand).deliveryAddress,
                  ...customer.shippingAddress,
                  companyName: customer.shippingAddress.companyName ?? "",
                  state: customer.shippingAddress.state ?? "",
                  deliveryInstructions: customer.shippingAddress.deliveryInstructions ?? "",
                },
              }
            : {}),
        }
      : null;
    const restored = lockedDetails(
      savedDetails
        ? { ...(saved ? valuesFromSession(saved) : fromCustomer), ...valuesFromSavedDetails(savedDetails, brand.country) }
        : saved
          ? valuesFromSession(saved)
          : fromCustomer,
      customer,
      brand.country,
    );
    return {
      ...initialCheckoutValues(brand, restored),
      // Staff: the store and salesperson the view marks selected (spec 2 §3).
      ...initialSalesperson(view.data),
      ...initialPageFields,
      serviceChoices: {},
    };
    // The form starts once, when the view first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Boolean(view.data)]);

  // The details saved without JavaScript move into the saved session once, and their cookie goes.
  useEffect(() => {
    if (!initialValues || !savedDetails) return;
    saveCheckoutSession(sessionFromValues(initialValues, isValidEmail(initialValues.email.trim())));
    document.cookie = FORGET_SAVED_DETAILS;
  }, [initialValues, savedDetails]);

  const supportNumber = settings.customerSupportNumber;
  const cartBrands = (cart.data?.products ?? []).map((product) => product.brand);
  const locked = view.data?.customer?.locked ?? false;

  const validate = async (values: CheckoutFormValues): Promise<FormikErrors<CheckoutFormValues>> => {
    // spec 2 §4: nothing to pay asks for no card (the Order Total the form shows).
    const paymentFree = orderTotalNow.current !== null && isPaymentFree(orderTotalNow.current);
    const schema = buildCheckoutSchema(
      checkoutSchemaOptions(values, {
        brand,
        cartBrands,
        lockedCustomer: locked,
        paymentFree,
        stockFeeAcknowledgementRequired: stockFeeRequired,
        deliveryRequirements,
        deliveryTip: settings.deliveryTip.enabled && !values.cashAndCarry,
      }),
    );
    // spec 2 §5: the deposit, while partial payment is on with the card, against the Order Total shown.
    const deposit =
      !paymentFree && values.partialPaymentOn && values.selectedPaymentOption === "CreditCard"
        ? validateDeposit(values.deposit, { orderTotal: orderTotalNow.current, percentage: view.data?.partialPaymentPercentage })
        : ({ valid: true } as const);
    const depositErrors: FormikErrors<CheckoutFormValues> = deposit.valid ? {} : { deposit: deposit.message };
    try {
      await validateYupSchema(values, schema);
      return depositErrors;
    } catch (error) {
      return { ...yupToFormErrors<CheckoutFormValues>(error), ...depositErrors };
    }
  };

  return (
    <Page>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li aria-current="page">{checkoutTexts.title}</li>
        </ol>
      </Breadcrumb>
      <Heading level={1}>{checkoutTexts.title}</Heading>
      <SaleCheckoutBanner />
      {/* Without JavaScript (issue 40 item 4): the loader goes, the message, the cart and the details form come. */}
      <noscript>
        <style>{`[${NEEDS_SCRIPT}]{display:none}`}</style>
        <NoScriptCheckout cart={cart.data} saved={savedDetails} refused={refused} />
      </noscript>
      {cart.isError || view.isError ? <Alert type="error">{checkoutTexts.loadFailed}</Alert> : null}
      {instalmentReturn.confirming ? (
        <Loader label={checkoutTexts.payment.confirming} showLabel />
      ) : !initialValues || !cart.data || !view.data ? (
        cart.isError || view.isError ? null : (
          <div {...{ [NEEDS_SCRIPT]: "" }}>
            <Loader label={checkoutTexts.loading} />
          </div>
        )
      ) : cart.data.products.length === 0 ? (
        <p>{checkoutTexts.emptyCart}</p>
      ) : (
        <Formik<CheckoutFormValues>
          initialValues={initialValues}
          validate={validate}
          // The whole schema runs on leaving a field and on submit, not on every keystroke.
          validateOnChange={false}
          onSubmit={() => undefined}
        >
          <CheckoutForm
            cart={cart.data}
            view={view.data}
            supportNumber={supportNumber}
            initialMessage={instalmentReturn.returned ? instalmentReturn.message : returnMessage}
            locked={locked}
            onStockFeeRequired={setStockFeeRequired}
            onOrderTotal={(total) => {
              orderTotalNow.current = total;
            }}
            onCartLocation={onCartLocation}
            onDeliveryRequirements={setDeliveryRequirements}
          />
        </Formik>
      )}
    </Page>
  );
}

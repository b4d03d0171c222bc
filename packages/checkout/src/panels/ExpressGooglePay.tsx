import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import {
  GOOGLE_PAY_EXPRESS_MESSAGE,
  GOOGLE_PAY_EXPRESS_PATH,
  type GooglePayExpressMessage,
  type WalletShopperDetails,
} from "@storefront/api-contract/checkout";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { checkoutTexts } from "../checkout-texts";
import { Panel } from "./Panel";

const texts = checkoutTexts.express;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

const Outcome = styled.div`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** The sheet's pop-up: Google Pay's size on a desktop; a phone opens it as a new tab. */
const POPUP_FEATURES = "popup,width=480,height=720";

/** The sheet's address for this storefront (the brand's merchant account, this page's origin, the country). */
export function expressSheetUrl(providerOrigin: string, merchantAccount: string, shopOrigin: string, country: "AU" | "NZ"): string {
  const url = new URL(GOOGLE_PAY_EXPRESS_PATH, providerOrigin);
  url.search = new URLSearchParams({ merchantAccount, origin: shopOrigin, country }).toString();
  return url.href;
}

/** A message of the sheet: only from the provider's origin, only of its shape. */
export function expressMessageOf(event: Pick<MessageEvent, "origin" | "data">, providerOrigin: string): GooglePayExpressMessage | null {
  if (event.origin !== new URL(providerOrigin).origin) return null;
  const data = event.data as Partial<GooglePayExpressMessage> | null;
  if (!data || typeof data !== "object" || data.type !== GOOGLE_PAY_EXPRESS_MESSAGE) return null;
  if (data.status === "cancelled") return { type: GOOGLE_PAY_EXPRESS_MESSAGE, status: "cancelled" };
  const details = (data as { details?: Partial<WalletShopperDetails> }).details;
  const fields = ["email", "phoneNumber", "firstName", "lastName", "address", "suburb", "state", "postcode"] as const;
  if (data.status !== "selected" || !details || fields.some((field) => typeof details[field] !== "string")) return null;
  if (details.country !== "AU" && details.country !== "NZ") return null;
  return { type: GOOGLE_PAY_EXPRESS_MESSAGE, status: "selected", details: details as WalletShopperDetails };
}

export interface ExpressGooglePayProps {
  /** Where the wallet's sheet is served (the payment provider's script origin). */
  providerOrigin: string;
  /** The wallet shared its contact and delivery address: fill the form with them and choose Google Pay. */
  onDetails: (details: WalletShopperDetails) => void;
}

type Outcome = "filled" | "cancelled" | "blocked" | null;

/**
 * The express Google Pay button (issue 44 item 4; IsGooglePayExpressEnabled) at the top of the
 * checkout: Google Pay's sheet opens in a pop-up with the contact and delivery addresses the
 * wallet holds; what the shopper shares fills the checkout's contact and delivery address and
 * chooses Google Pay, so the shopper only picks a delivery date and places the order, which opens
 * Google Pay's payment sheet to pay (README, "Wallets").
 */
export function ExpressGooglePay({ providerOrigin, onDetails }: ExpressGooglePayProps) {
  const brand = useBrand();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // spec 3 §9: the Google and Apple Pay widget is tracked: opened, used (the wallet shared its details) or failed (no sheet).
  const trackWidget = useWidgetTracking();
  const trackRef = useRef(trackWidget);
  trackRef.current = trackWidget;
  const onDetailsRef = useRef(onDetails);
  onDetailsRef.current = onDetails;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = expressMessageOf(event, providerOrigin);
      if (!message) return;
      if (message.status === "cancelled") {
        setOutcome("cancelled");
        return;
      }
      onDetailsRef.current(message.details);
      setOutcome("filled");
      trackRef.current("google-apple-pay", "used");
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [providerOrigin]);

  const open = () => {
    const url = expressSheetUrl(providerOrigin, brand.id, window.location.origin, brand.country === "NZ" ? "NZ" : "AU");
    const sheet = window.open(url, "google-pay-express", POPUP_FEATURES);
    setOutcome(sheet ? null : "blocked");
    trackWidget("google-apple-pay", sheet ? "opened" : "failed");
  };

  return (
    <Panel id="checkout-express" heading={texts.heading}>
      <Hint>{texts.hint}</Hint>
      <Button type="button" variant="secondary" fullWidth onClick={open}>
        {texts.button}
      </Button>
      {outcome === "blocked" ? (
        <Outcome>
          <Alert type="error">{texts.blocked}</Alert>
        </Outcome>
      ) : null}
      <Outcome role="status">{outcome === "filled" ? texts.filled : outcome === "cancelled" ? texts.cancelled : null}</Outcome>
    </Panel>
  );
}

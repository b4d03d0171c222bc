import { useLocation, useRevalidator } from "react-router";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Lead, PageHeading } from "./PageHeading";

/**
 * Shown when the commerce API cannot be reached: the storefront server keeps serving, the shopper
 * gets an explanation and a retry. Without JavaScript the retry is a plain reload of the address.
 */
export function ServiceUnavailable() {
  const location = useLocation();
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <Alert>
      <PageHeading id="unavailable-title">We can&apos;t load the shop right now</PageHeading>
      <Lead>Our online shop is having trouble reaching its service. Your cart and details are safe; please try again in a moment.</Lead>
      <Button
        href={`${location.pathname}${location.search}`}
        aria-disabled={busy}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void revalidator.revalidate();
        }}
      >
        {busy ? "Trying again…" : "Try again"}
      </Button>
    </Alert>
  );
}

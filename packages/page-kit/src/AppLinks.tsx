import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { KitLinkProvider } from "@storefront/ui-kit/link";
import { inAppPath } from "./links";

/**
 * Gives every kit link, link-button and InAppLinkArea the storefront's router and its internal-link
 * rule (spec 1 §2.2): the app's route table decides what navigates in the app. Inside the router.
 */
export function AppLinks({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <KitLinkProvider component={Link} navigate={navigate} inAppPath={inAppPath}>
      {children}
    </KitLinkProvider>
  );
}

import { useBrand } from "@storefront/ui-kit/brand";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "@storefront/api-client/http";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { DEFAULT_AFTER_LOGIN, loginPathFor, LOGOUT_PATH } from "@storefront/page-kit/session-paths";
import { useSignedInAccount, useSessionHydrated } from "@storefront/page-kit/use-session";
import { Card, Problem } from "./page-styles";
import { OverviewLinks } from "./area/OverviewLinks";

export const accountPageTexts = {
  title: "Account",
  greeting: (firstName: string) => `Hi, ${firstName}`,
  loading: "Loading your account",
  logout: "Log out",
} as const;

/**
 * /account (spec 3 §2), the account overview: the signed-in visitor's name and email, the way to
 * the orders, saved addresses and profile pages, and a way to log out. Visitors without a session
 * are sent to the login page, which brings them back here.
 */
export function AccountPage() {
  const { loggedIn, account } = useSignedInAccount();
  const hydrated = useSessionHydrated();
  const navigate = useNavigate();
  const { loginRoute } = useBrand().features;

  useEffect(() => {
    if (hydrated && !loggedIn) void navigate(loginPathFor(DEFAULT_AFTER_LOGIN, loginRoute), { replace: true });
  }, [hydrated, loggedIn, navigate, loginRoute]);

  if (account.isError) {
    return (
      <Card>
        <Problem>{errorMessage(account.error)}</Problem>
      </Card>
    );
  }
  if (!loggedIn || !account.data) return <Loader label={accountPageTexts.loading} showLabel />;
  const { firstName, email } = account.data;
  return (
    <Card aria-labelledby="account-heading">
      <Heading level={1} id="account-heading">
        {accountPageTexts.greeting(firstName)}
      </Heading>
      <p data-testid="account-email">{email}</p>
      <OverviewLinks />
      <p>
        <Link to={LOGOUT_PATH}>{accountPageTexts.logout}</Link>
      </p>
    </Card>
  );
}

import { useSearchParams } from "react-router";
import { useSession } from "@storefront/page-kit/use-session";
import { AccountPage, accountPageTexts } from "../AccountPage";
import { EmailConfirmedNotice, EmailConfirmedPage, emailConfirmedParam } from "../EmailConfirmed";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(accountPageTexts.title);

/**
 * /account; with `?emailConfirmed=true|false` (where the mailed confirmation link ends) it first
 * says whether the email is confirmed: above the account for a signed-in visitor, else on its
 * own with a way to log in.
 */
export default function AccountRoute() {
  const [query] = useSearchParams();
  const confirmed = emailConfirmedParam(query);
  const { loggedIn } = useSession();
  if (confirmed === null) return <AccountPage />;
  if (!loggedIn) return <EmailConfirmedPage confirmed={confirmed} />;
  return (
    <>
      <EmailConfirmedNotice confirmed={confirmed} />
      <AccountPage />
    </>
  );
}

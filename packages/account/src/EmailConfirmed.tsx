import { Link } from "react-router";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Heading } from "@storefront/ui-kit/heading";
import { emailConfirmedTexts, registerTexts } from "./identity-texts";
import { Card, Problem } from "./page-styles";

/** `?emailConfirmed=true|false` (the API's redirect after the mailed confirmation link): true, false, or null when absent. */
export function emailConfirmedParam(query: URLSearchParams): boolean | null {
  const value = query.get("emailConfirmed")?.toLowerCase();
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

/** The confirmation's outcome: a success message, or the failure in an alert. */
export function EmailConfirmedNotice({ confirmed }: { confirmed: boolean }) {
  return confirmed ? <Alert type="success">{emailConfirmedTexts.confirmed}</Alert> : <Problem>{emailConfirmedTexts.failed}</Problem>;
}

/** The outcome for a visitor who is not signed in (the link was opened in another browser): the message and a way to log in. */
export function EmailConfirmedPage({ confirmed }: { confirmed: boolean }) {
  const { loginRoute } = useBrand().features;
  return (
    <Card aria-labelledby="email-confirmed-heading">
      <Heading level={1} id="email-confirmed-heading">
        {emailConfirmedTexts.title}
      </Heading>
      <EmailConfirmedNotice confirmed={confirmed} />
      <p>
        <Link to={loginRoute}>{registerTexts.logIn}</Link>
      </p>
    </Card>
  );
}

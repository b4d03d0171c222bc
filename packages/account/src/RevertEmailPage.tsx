import { Link, useSearchParams } from "react-router";
import { identityErrorMessage, useRevertEmail } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { FORGOT_PASSWORD_PATH } from "@storefront/page-kit/session-paths";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { revertEmailTexts as texts } from "./identity-texts";
import { Card, Problem } from "./page-styles";

/**
 * /account/revert-email?token= (issue 41 item 5): the link mailed to the old address after an
 * email change. Nothing happens until the owner presses the button (a mail scanner that opens
 * the link changes nothing); then the API restores the address and ends every session, and the
 * page leads on to a new password. The API's refusal (used, expired) shows in an alert.
 */
export function RevertEmailPage() {
  const api = useApiClient();
  const [query] = useSearchParams();
  const token = query.get("token")?.trim() ?? "";
  const revert = useRevertEmail(api);

  let body;
  if (!token) body = <Problem>{texts.noToken}</Problem>;
  else if (revert.isSuccess) {
    body = (
      <>
        <Alert type="success">{texts.done}</Alert>
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>{texts.resetPassword}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {revert.isError ? <Problem>{identityErrorMessage(revert.error)}</Problem> : null}
        <p>{texts.intro}</p>
        <Button type="button" fullWidth disabled={revert.isPending} onClick={() => revert.mutate({ token })}>
          {texts.submit}
        </Button>
      </>
    );
  }
  return (
    <Card aria-labelledby="revert-email-heading">
      <Heading level={1} id="revert-email-heading">
        {texts.title}
      </Heading>
      {body}
    </Card>
  );
}

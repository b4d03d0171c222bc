import { useNavigate, useSearchParams } from "react-router";
import { identityErrorMessage, useConfirmExternalLogin } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { connectSignInTexts as texts } from "./identity-texts";
import { offeredProvider } from "./login-rules";
import { Card, Problem } from "./page-styles";

/**
 * /account/connect-sign-in?token=&provider= (issue 41 item 1): the link mailed when a social
 * sign-in met an existing account with the same email. Nothing happens until the owner presses
 * the button; then the API connects the provider and the login page says so
 * (`?connected={provider}`), where 'Continue with {provider}' signs in. The API's refusal (used,
 * expired, connected elsewhere) shows in an alert.
 */
export function ConnectSignInPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const { loginRoute } = useBrand().features;
  const [query] = useSearchParams();
  const token = query.get("token")?.trim() ?? "";
  // The name is for the page's words only: the token says which provider the API connects.
  const named = offeredProvider(query.get("provider"));
  const provider = named ?? "your provider";
  const confirm = useConfirmExternalLogin(api, {
    onSuccess: () => navigate(named ? `${loginRoute}?connected=${named}` : loginRoute),
  });

  return (
    <Card aria-labelledby="connect-sign-in-heading">
      <Heading level={1} id="connect-sign-in-heading">
        {texts.title}
      </Heading>
      {token ? (
        <>
          {confirm.isError ? <Problem>{identityErrorMessage(confirm.error)}</Problem> : null}
          <p>{texts.intro(provider)}</p>
          <Button type="button" fullWidth disabled={confirm.isPending || confirm.isSuccess} onClick={() => confirm.mutate({ token })}>
            {texts.submit(provider)}
          </Button>
        </>
      ) : (
        <Problem>{texts.noToken}</Problem>
      )}
    </Card>
  );
}

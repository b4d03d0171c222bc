import { useSearchParams } from "react-router";
import styled from "styled-components";
import {
  EXTERNAL_LOGIN_MESSAGES,
  EXTERNAL_LOGIN_PROVIDERS,
  identityErrorMessage,
  identityMessages,
  useStartExternalLink,
} from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { offeredProvider } from "../login-rules";
import { Problem } from "../page-styles";
import { areaTexts } from "./area-texts";
import { leavePageFor } from "./leave-page";

const texts = areaTexts.socialSignIns;
/** Where the provider's page comes back to: this page. */
const RETURN_URL = "/account/profile";

const Buttons = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The message of the API's `?linkError=` (staff, taken, session, else unavailable). */
function linkErrorText(reason: string, provider: string): string {
  if (reason === "staff") return EXTERNAL_LOGIN_MESSAGES.staff;
  if (reason === "taken") return EXTERNAL_LOGIN_MESSAGES.taken(provider);
  if (reason === "session") return texts.session(provider);
  return identityMessages.unavailable;
}

/**
 * Connects a social provider to the signed-in account (issue 41 item 1): the API's link call
 * (with the access token) answers the provider's page, the browser goes there, and the provider
 * comes back here with `?linked={provider}` or `?linkError={reason}&provider=`. Not offered to
 * staff, whom the API never lets in through a provider.
 */
export function SocialSignIns() {
  const api = useApiClient();
  const [query] = useSearchParams();
  const start = useStartExternalLink(api);
  const linked = offeredProvider(query.get("linked"));
  const linkError = query.get("linkError");
  const provider = offeredProvider(query.get("provider")) ?? "";

  const connect = (name: string) =>
    start.mutateAsync({ provider: name, returnUrl: RETURN_URL }).then(
      (answer) => (answer.redirectUrl ? leavePageFor(answer.redirectUrl) : undefined),
      () => undefined,
    );

  return (
    <section aria-labelledby="social-sign-ins-heading">
      <Heading level={2} id="social-sign-ins-heading">
        {texts.title}
      </Heading>
      <p>{texts.intro}</p>
      {linked ? <Alert type="success">{texts.linked(linked)}</Alert> : null}
      {linkError && provider ? <Problem>{linkErrorText(linkError, provider)}</Problem> : null}
      {start.isError ? <Problem>{identityErrorMessage(start.error)}</Problem> : null}
      <Buttons>
        {EXTERNAL_LOGIN_PROVIDERS.map((name) => (
          <Button
            key={name}
            type="button"
            variant="secondary"
            disabled={start.isPending || start.isSuccess}
            onClick={() => void connect(name)}
          >
            {start.isPending && start.variables?.provider === name ? texts.connecting : texts.connect(name)}
          </Button>
        ))}
      </Buttons>
    </section>
  );
}

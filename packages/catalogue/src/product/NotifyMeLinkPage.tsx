import { Link, useSearchParams } from "react-router";
import styled from "styled-components";
import { errorMessage } from "@storefront/api-client/http";
import { useNotifyMeLink } from "@storefront/api-client/notify-me";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { notifyMeMessages } from "@storefront/validation/notify-me";

/** The pages' words (ours). */
export const notifyMeLinkTexts = {
  confirm: {
    title: "Confirm your email",
    intro: "Press the button to confirm that we may email you once, when the product is back in stock.",
    submit: "Yes, email me when it's back",
  },
  unsubscribe: {
    title: "Stop emails about this product",
    intro: "Press the button and we will not email you about this product.",
    submit: "Stop emails",
  },
  seeProduct: (title: string) => `See ${title}`,
} as const;

export type NotifyMeLinkAction = "confirm" | "unsubscribe";

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 560px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  p {
    margin: 0;
  }
`;

/**
 * /notify-me/confirm?token= and /notify-me/unsubscribe?token= (issue 45 item 1): the links of the
 * notify-me mails. Nothing changes until the shopper presses the button (a mail scanner that
 * opens a link changes nothing); then the API's answer shows, with a link to the product.
 */
export function NotifyMeLinkPage({ action }: { action: NotifyMeLinkAction }) {
  const [query] = useSearchParams();
  const token = query.get("token")?.trim() ?? "";
  const press = useNotifyMeLink(action);
  const texts = notifyMeLinkTexts[action];

  let body;
  if (!token) body = <Alert type="error">{notifyMeMessages.linkInvalid}</Alert>;
  else if (press.isSuccess) {
    body = (
      <>
        <Alert type="success">{press.data.message}</Alert>
        <p>
          <Link to={press.data.product.uri}>{notifyMeLinkTexts.seeProduct(press.data.product.title)}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {press.isError ? <Alert type="error">{errorMessage(press.error)}</Alert> : null}
        <p>{texts.intro}</p>
        <Button type="button" fullWidth disabled={press.isPending} onClick={() => press.mutate(token)}>
          {texts.submit}
        </Button>
      </>
    );
  }
  return (
    <Card aria-labelledby="notify-me-link-heading">
      <Heading level={1} id="notify-me-link-heading">
        {texts.title}
      </Heading>
      {body}
    </Card>
  );
}

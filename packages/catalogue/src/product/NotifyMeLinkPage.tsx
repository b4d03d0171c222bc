import { Link, useActionData, useLocation, useSearchParams } from "react-router";
import styled from "styled-components";
import type { NotifyMeOutcome } from "@storefront/api-client/notify-me";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { notifyMeMessages } from "@storefront/validation/notify-me";
import { notifyMeLinkFields } from "./notify-me-link-action";

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
 * opens a link changes nothing); then the API's answer shows, with a link to the product. HTML
 * first (issue 40): the button posts a form to the page's route action, which answers with the
 * page itself, so it works before the page has hydrated and without JavaScript.
 */
export function NotifyMeLinkPage({ action }: { action: NotifyMeLinkAction }) {
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = query.get("token")?.trim() ?? "";
  const press = useShopperAction<NotifyMeOutcome>(`${pathname}${search}`);
  const posted = useActionData<ActionOutcome<NotifyMeOutcome> | undefined>();
  const outcome = press.outcome ?? posted;
  const texts = notifyMeLinkTexts[action];

  let body;
  if (!token) body = <Alert type="error">{notifyMeMessages.linkInvalid}</Alert>;
  else if (outcome?.ok && outcome.data) {
    body = (
      <>
        <Alert type="success">{outcome.message}</Alert>
        <p>
          <Link to={outcome.data.product.uri}>{notifyMeLinkTexts.seeProduct(outcome.data.product.title)}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {outcome && !outcome.ok ? <Alert type="error">{outcome.message}</Alert> : null}
        <p>{texts.intro}</p>
        <press.Form method="post" action={`${pathname}${search}`} onSubmit={press.onSubmit}>
          <input type="hidden" name={notifyMeLinkFields.link} value={action} />
          <input type="hidden" name={notifyMeLinkFields.token} value={token} />
          <Button type="submit" fullWidth disabled={press.pending}>
            {texts.submit}
          </Button>
        </press.Form>
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

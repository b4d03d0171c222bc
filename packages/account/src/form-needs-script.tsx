import { data, useActionData } from "react-router";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";

/**
 * What an account form sent before its page had its script says (ours): the account's session lives
 * in the browser (a bearer token, page-kit's session store), so these forms send from the page's
 * script, not as plain HTML.
 */
export const FORM_NEEDS_SCRIPT_MESSAGE =
  "Nothing was sent: this form works once the page has finished loading, with JavaScript on. Please try again.";

/**
 * The route action of an account page whose form needs the page's script. A form sent before the
 * page hydrated (or without JavaScript) posts here rather than putting what was typed, a password
 * among it, into the address as a GET would; the action reads none of it and answers the page
 * with FORM_NEEDS_SCRIPT_MESSAGE.
 */
export function formNeedsScriptAction() {
  return data({ ok: false, message: FORM_NEEDS_SCRIPT_MESSAGE }, { status: 400 });
}

const Notice = styled(Alert)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[4]}px auto 0;
`;

/** The page's answer to such a post, above the page: an alert. */
export function FormNeedsScriptNotice() {
  const answer = useActionData<{ ok: boolean; message: string } | undefined>();
  return answer && !answer.ok ? <Notice type="error">{answer.message}</Notice> : null;
}

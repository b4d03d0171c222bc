import { useState } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { useRootData } from "../root-data";

const Message = styled(Alert)`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[3]}px auto;
`;

/**
 * The outcome of a shopper action posted without JavaScript, on the page the action sent the
 * shopper back to (the root data's `flash`, read once from its cookie by the root loader): a
 * polite status for a success, an alert for a refusal. It shows on that page only: a move to
 * another page in the hydrated app leaves it behind.
 */
export function FlashMessage() {
  const flash = useRootData()?.flash;
  const { key } = useLocation();
  const [shownOn] = useState(key);
  if (!flash || key !== shownOn) return null;
  return (
    <Message type={flash.ok ? "success" : "error"} title={flash.title}>
      {flash.message}
    </Message>
  );
}

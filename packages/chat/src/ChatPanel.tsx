import { Form, Formik } from "formik";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { object } from "yup";
import { useSendChatMessage } from "@storefront/api-client/chat";
import { errorMessage } from "@storefront/api-client/http";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { TextField } from "@storefront/ui-kit/text-field";
import { chatMessageRule, CHAT_MESSAGE_MAX_LENGTH } from "@storefront/validation/chat";
import { BOTTOM_INSET } from "@storefront/page-kit/bottom-inset";
import { PANEL_OFFSET_PX } from "./chat-layout";
import { chatTexts } from "./chat-texts";

/** One line of the conversation: the shopper's message or the team's reply. */
export interface ChatLine {
  from: "shopper" | "team";
  text: string;
}

const Dialog = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: calc(${PANEL_OFFSET_PX}px + ${BOTTOM_INSET});
  z-index: ${({ theme }) => theme.zIndices.compare - 10};
  display: flex;
  flex-direction: column;
  width: min(360px, calc(100vw - 32px));
  max-height: min(520px, calc(100vh - ${PANEL_OFFSET_PX + 24}px - ${BOTTOM_INSET}));
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Lines = styled.ol`
  flex: 1;
  min-height: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Line = styled.li<{ $shopper: boolean }>`
  max-width: 85%;
  margin: 0 0 ${({ theme }) => theme.space[2]}px ${({ $shopper }) => ($shopper ? "auto" : "0")};
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $shopper }) => ($shopper ? theme.color.action.primary : theme.color.surface.sunken)};
  color: ${({ theme, $shopper }) => ($shopper ? theme.color.action.primaryText : theme.color.text.default)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Who = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

export interface ChatPanelProps {
  id: string;
  appId: string;
  lines: readonly ChatLine[];
  onLine: (line: ChatLine) => void;
  /** Closes the panel and gives focus back to the launcher. */
  onClose: () => void;
}

const schema = object({ message: chatMessageRule() });

/**
 * The conversation (spec 3 §2, §9), served by the API's sandbox chat so it works offline: the
 * lines so far, a 'Message' field and 'Send'. A non-modal dialog: the page stays usable; Escape
 * closes it. A message appears with its reply once the sandbox has it; a failed send keeps the
 * typed text and says why in an alert.
 */
export default function ChatPanel({ id, appId, lines, onLine, onClose }: ChatPanelProps) {
  const send = useSendChatMessage();
  const dialog = useRef<HTMLElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const titleId = `${id}-title`;
  const focusMessage = () => dialog.current?.querySelector<HTMLInputElement>("input")?.focus();
  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);
  // Escape closes it wherever focus is (a disabled 'Send' while sending drops focus to the page).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [lines.length]);

  return (
    <Dialog ref={dialog} id={id} role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{chatTexts.title}</h2>
      <Intro>{chatTexts.intro}</Intro>
      {lines.length ? (
        <Lines aria-label={chatTexts.conversation} aria-live="polite">
          {lines.map((line, index) => (
            <Line key={index} $shopper={line.from === "shopper"} ref={index === lines.length - 1 ? end : undefined}>
              <Who>{line.from === "shopper" ? chatTexts.you : chatTexts.team}</Who>
              {line.text}
            </Line>
          ))}
        </Lines>
      ) : null}
      {send.isError ? (
        <Problem>
          {chatTexts.notSent} {errorMessage(send.error)}
        </Problem>
      ) : null}
      <Formik
        initialValues={{ message: "" }}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={async (values, { resetForm }) => {
          const text = values.message.trim();
          const answer = await send.mutateAsync({ appId, text }).catch(() => undefined);
          if (!answer) return;
          onLine({ from: "shopper", text });
          onLine({ from: "team", text: answer.reply });
          resetForm();
          focusMessage();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={chatTexts.title}>
            <TextField name="message" label={chatTexts.message} autoComplete="off" maxLength={CHAT_MESSAGE_MAX_LENGTH} />
            <Button type="submit" disabled={isSubmitting} fullWidth>
              {isSubmitting ? chatTexts.sending : chatTexts.send}
            </Button>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

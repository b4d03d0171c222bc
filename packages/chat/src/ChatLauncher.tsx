import { lazy, Suspense, useId, useRef, useState } from "react";
import styled from "styled-components";
import { BOTTOM_INSET } from "@storefront/page-kit/bottom-inset";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { useChatBlocked } from "@storefront/page-kit/chat-blocker";
import { Button } from "@storefront/ui-kit/button";
import { LAUNCHER_OFFSET_PX, LAUNCHER_SIZE_PX } from "./chat-layout";
import { chatTexts } from "./chat-texts";
import type { ChatLine } from "./ChatPanel";

// The panel (its form and rules) loads when the shopper first opens the chat.
const ChatPanel = lazy(() => import("./ChatPanel"));

const Root = styled.div`
  &[hidden] {
    display: none;
  }
`;

const Launcher = styled(Button)`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: calc(${LAUNCHER_OFFSET_PX}px + ${BOTTOM_INSET});
  z-index: ${({ theme }) => theme.zIndices.compare - 10};
  width: ${LAUNCHER_SIZE_PX}px;
  height: ${LAUNCHER_SIZE_PX}px;
  padding: 0;
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** A speech bubble, or a cross while the chat is open; decorative (the button's name says it). */
function LauncherIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />}
    </svg>
  );
}

/**
 * The launcher (spec 3 §2): a round button at the bottom right, 'Open chat' / 'Close chat', and
 * the conversation panel it opens. While any chat blocker is present the whole widget is hidden
 * (removed from view and from the accessibility tree, not just covered) and it returns, with the
 * conversation, when the last blocker goes.
 */
export default function ChatLauncher({ appId }: { appId: string }) {
  const blocked = useChatBlocked();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const trackWidget = useWidgetTracking();
  const openChat = () => {
    setOpen(true);
    // spec 3 §9: the chat widget is a tracked widget type.
    trackWidget("chat", "opened");
  };
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <Root hidden={blocked} data-chat-widget={appId}>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} appId={appId} lines={lines} onLine={(line) => setLines((all) => [...all, line])} onClose={close} />
        </Suspense>
      ) : null}
      <Launcher
        ref={launcher}
        variant="icon"
        aria-label={open ? chatTexts.close : chatTexts.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : openChat())}
      >
        <LauncherIcon open={open} />
      </Launcher>
    </Root>
  );
}

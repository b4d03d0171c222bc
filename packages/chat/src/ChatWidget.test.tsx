import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addChatBlocker, removeChatBlocker } from "@storefront/page-kit/chat-blocker";
import { FALLBACK_INTERCOM_APP_ID } from "@storefront/page-kit/settings";
import { renderWithProviders } from "@storefront/page-kit/testing";
import { chatMessageTexts } from "@storefront/validation/chat";
import { ChatWidget } from "./ChatWidget";
import { IDLE_TIMEOUT_MS } from "./useAfterInteractive";

const REPLY = "Thanks for your message. A team member will reply here shortly.";

/** A fetch standing in for the API's sandbox chat; it records the messages' bodies. */
function sandboxChat(answer: () => Response = () => Response.json({ reply: REPLY, sentAt: "2026-11-24T22:00:00.000Z" }, { status: 201 })) {
  const bodies: unknown[] = [];
  const widgetEvents: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input)).pathname;
    if (init?.method === "POST" && path === "/api/analytics/widget") {
      widgetEvents.push(JSON.parse(String(init.body)));
      return Response.json(true);
    }
    if (init?.method !== "POST" || path !== "/api/chat/sandbox/messages") return Response.json({ message: "not found" }, { status: 404 });
    bodies.push(JSON.parse(String(init.body)));
    return answer();
  };
  return { fetch, bodies, widgetEvents };
}

function renderWidget(settings: Record<string, string> = {}, chat = sandboxChat()) {
  const view = renderWithProviders([{ path: "/", element: <ChatWidget /> }], { settings, fetch: chat.fetch });
  return { ...view, chat };
}

const launcher = () => screen.findByRole("button", { name: "Open chat" });

async function sendMessage(text: string) {
  await userEvent.type(screen.getByRole("textbox", { name: "Message" }), text);
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
}

afterEach(() => {
  vi.useRealTimers();
  document.body.removeAttribute("data-chat-blockers");
});

describe("the chat widget (spec 3 §2, §9)", () => {
  it("mounts its launcher only once the page is interactive, on by default", async () => {
    renderWidget();
    // Nothing at first render (the server's HTML and hydration): the launcher comes after an idle moment.
    expect(screen.queryByRole("button", { name: "Open chat" })).toBeNull();
    expect(await launcher()).toBeVisible();
  });

  it("shows no launcher when IntercomEnabled is off", async () => {
    const on = renderWidget({ IntercomEnabled: "true" });
    await launcher();
    on.unmount();
    // The launcher's code is loaded (above): on, it would show as soon as the idle moment passes.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderWidget({ IntercomEnabled: "false" });
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS));
    expect(screen.queryByRole("button", { name: "Open chat" })).toBeNull();
  });

  it("hides while any blocker is present and returns, live, when the last one goes", async () => {
    renderWidget();
    const button = await launcher();
    act(() => addChatBlocker("compare"));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Open chat" })).toBeNull());
    expect(button).not.toBeVisible();
    act(() => addChatBlocker("mobile-nav"));
    act(() => removeChatBlocker("compare"));
    await act(() => Promise.resolve());
    expect(button).not.toBeVisible();
    act(() => removeChatBlocker("mobile-nav"));
    expect(await launcher()).toBeVisible();
  });

  it("opens the conversation, sends a message and shows the sandbox's reply", async () => {
    const { chat } = renderWidget();
    await userEvent.click(await launcher());
    const dialog = await screen.findByRole("dialog", { name: "Chat with us" });
    expect(screen.getByRole("button", { name: "Close chat" })).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("textbox", { name: "Message" })).toHaveFocus();
    await sendMessage("Is the Korrin freezer in stock?");
    const conversation = await within(dialog).findByRole("list", { name: "Conversation" });
    await waitFor(() => expect(within(conversation).getAllByRole("listitem")).toHaveLength(2));
    expect(within(conversation).getAllByRole("listitem")[0]).toHaveTextContent("YouIs the Korrin freezer in stock?");
    expect(within(conversation).getAllByRole("listitem")[1]).toHaveTextContent(REPLY);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
    // Ready for the next message: focus is back in the field ('Send' was disabled while sending).
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
    // spec 3 §9: the built-in fallback app id when IntercomAppId is missing.
    expect(chat.bodies).toEqual([{ appId: FALLBACK_INTERCOM_APP_ID, text: "Is the Korrin freezer in stock?" }]);
    // spec 3 §9: the chat is a tracked widget; opening it is tracked once.
    expect(chat.widgetEvents).toEqual([{ widget: "chat", action: "opened", url: "/" }]);
  });

  it("sends the brand's IntercomAppId when it is set", async () => {
    const { chat } = renderWidget({ IntercomAppId: "wa-chat-01" });
    await userEvent.click(await launcher());
    await screen.findByRole("dialog", { name: "Chat with us" });
    await sendMessage("Hello");
    await screen.findByText(REPLY);
    expect(chat.bodies).toEqual([{ appId: "wa-chat-01", text: "Hello" }]);
  });

  it("says in an alert when a message could not be sent, and keeps the text", async () => {
    renderWidget(
      {},
      sandboxChat(() => Response.json(["text must not be blank"], { status: 400 })),
    );
    await userEvent.click(await launcher());
    await screen.findByRole("dialog", { name: "Chat with us" });
    await sendMessage("Hello there");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your message was not sent. text must not be blank");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello there");
    expect(screen.queryByRole("list", { name: "Conversation" })).toBeNull();
  });

  it("asks for a message instead of sending a blank one", async () => {
    const { chat } = renderWidget();
    await userEvent.click(await launcher());
    await screen.findByRole("dialog", { name: "Chat with us" });
    await sendMessage("   ");
    expect(await screen.findByText(chatMessageTexts.required)).toBeInTheDocument();
    expect(chat.bodies).toEqual([]);
  });

  it("closes on Escape and gives focus back to the launcher, keeping the conversation", async () => {
    renderWidget();
    await userEvent.click(await launcher());
    await screen.findByRole("dialog", { name: "Chat with us" });
    await sendMessage("Hello");
    await screen.findByText(REPLY);
    // Escape works wherever focus is while the panel is open.
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open chat" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText(REPLY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

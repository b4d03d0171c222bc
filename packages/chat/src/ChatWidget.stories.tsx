import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { addChatBlocker, removeChatBlocker } from "@storefront/page-kit/chat-blocker";
import { chatTexts } from "./chat-texts";
import { ChatWidget } from "./ChatWidget";

const REPLY = "Thanks for your message. A team member will reply here shortly.";
const sandboxChat = (answer: () => Response) => ({ msw: { handlers: { chat: [http.post("/api/chat/sandbox/messages", answer)] } } });

/** The chat widget (spec 3 §2, §9): the launcher at the bottom right and its conversation, on the sandbox chat (mocked here). */
const meta = {
  title: "Chat/ChatWidget",
  component: ChatWidget,
  tags: ["!autodocs"],
  parameters: {
    docs: { story: { inline: false, height: "640px" } },
    ...sandboxChat(() => HttpResponse.json({ reply: REPLY, sentAt: new Date().toISOString() }, { status: 201 })),
  },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChat = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: chatTexts.open }));
  return within(await canvas.findByRole("dialog", { name: chatTexts.title }));
};

/** A message and the sandbox's automatic reply. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement);
    await userEvent.type(chat.getByRole("textbox", { name: chatTexts.message }), "Do you deliver on Saturdays?");
    await userEvent.click(chat.getByRole("button", { name: chatTexts.send }));
    await expect(await chat.findByText(REPLY)).toBeVisible();
  },
};

/** The sandbox could not be reached: the alert, and the typed text stays. */
export const SendFails: Story = {
  parameters: sandboxChat(() => new HttpResponse(null, { status: 503 })),
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement);
    await userEvent.type(chat.getByRole("textbox", { name: chatTexts.message }), "Hello");
    await userEvent.click(chat.getByRole("button", { name: chatTexts.send }));
    await expect(await chat.findByRole("alert")).toHaveTextContent(chatTexts.notSent);
    await expect(chat.getByRole("textbox", { name: chatTexts.message })).toHaveValue("Hello");
  },
};

/** A blocker (here the compare tray's) hides the whole widget; it returns when the blocker goes. */
export const HiddenByABlocker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const launcher = await canvas.findByRole("button", { name: chatTexts.open });
    addChatBlocker("compare");
    await waitFor(() => expect(launcher).not.toBeVisible());
    removeChatBlocker("compare");
    await waitFor(() => expect(launcher).toBeVisible());
  },
};

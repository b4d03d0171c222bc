/** The chat widget's words (ours: spec 3 §2 names an Intercom-style widget and no texts). */
export const chatTexts = {
  open: "Open chat",
  close: "Close chat",
  title: "Chat with us",
  intro: "Ask us about a product, delivery or your order.",
  conversation: "Conversation",
  you: "You",
  team: "Our team",
  message: "Message",
  send: "Send",
  sending: "Sending…",
  notSent: "Your message was not sent.",
} as const;

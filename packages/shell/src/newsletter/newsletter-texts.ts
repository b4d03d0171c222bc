/** The newsletter popup's words (spec 1 §2.8), for the popup's view and its stories. */
export const newsletterTexts = {
  tab: "Join the Kitchen Club",
  heading: "Join the Kitchen Club",
  intro: "Recipes, cooking demos and member-only offers, straight to your inbox.",
  thanks: "Thanks for joining! Look out for our next newsletter.",
  close: "Close newsletter signup",
} as const;

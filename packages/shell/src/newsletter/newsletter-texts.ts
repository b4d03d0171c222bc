/** The newsletter's words (ours: spec 1 §2.8 names the fields only): the popup's view, its stories, the sign-up page and its action. */
export const newsletterTexts = {
  tab: "Join the Kitchen Club",
  heading: "Join the Kitchen Club",
  intro: "Recipes, cooking demos and member-only offers, straight to your inbox.",
  thanks: "Thanks for joining! Look out for our next newsletter.",
  close: "Close newsletter signup",
} as const;

/** The sign-up page (issue 40): where the newsletter's action lives and the footer's link goes. */
export const NEWSLETTER_PATH = "/newsletter";

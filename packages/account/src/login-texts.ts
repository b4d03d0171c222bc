// Apart from the identity pages' texts: the header's 'Log in' entry is on every page's first load,
// and a module the identity pages share would bring all their texts along (issue 17 item 3).

/** The login page's and the login panel's texts (spec 3 §2 names the fields; the rest ours). */
export const loginPageTexts = {
  title: "Log in",
  submit: "Log in",
  email: "Email",
  password: "Password",
  register: "Create an account",
  forgotPassword: "Forgot your password?",
  socialHeading: "Or log in with",
  social: (provider: string) => `Continue with ${provider}`,
} as const;

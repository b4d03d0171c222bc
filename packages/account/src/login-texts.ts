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

/** The sign-in by a mailed code (issue 45 item 5, where OTPEnabled; ours). */
export const signInCodeTexts = {
  heading: "Or log in with a code by email",
  sendForm: "Email me a sign-in code",
  email: "Email for the code",
  send: "Email me a code",
  sendAgain: "Email me a new code",
  codeForm: "Log in with the emailed code",
  codeEmail: "Email the code was sent to",
  code: "6-digit code",
  submit: "Log in with code",
} as const;

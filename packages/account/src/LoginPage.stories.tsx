import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { http } from "msw";
import { loginMessages, signInCodeMessages } from "@storefront/validation/login";
import { LOGIN_PATH } from "@storefront/page-kit/session-paths";
import { LoginPage, loginPageTexts } from "./LoginPage";
import { loginPageMessages } from "./login-rules";
import { signInCodeTexts } from "./login-texts";

const meta = {
  title: "Account/LoginPage",
  component: LoginPage,
  tags: ["!autodocs"],
  parameters: { route: { path: LOGIN_PATH, pattern: LOGIN_PATH } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit to the login page. */
export const Empty: Story = {};

/** Back from the API with `?error=credentials`: the message above the form. */
export const WrongCredentials: Story = {
  parameters: { route: { path: `${LOGIN_PATH}?error=credentials` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(loginPageMessages.credentials);
  },
};

/** 'Log in' with nothing filled in: the shared rules' messages, and nothing is posted. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: loginPageTexts.submit }));
    await expect(await canvas.findByText(loginMessages.email)).toBeVisible();
    await expect(canvas.getByText(loginMessages.password)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: loginPageTexts.email })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.queryByTestId("login-post")).not.toBeInTheDocument();
  },
};

/**
 * Where OTPEnabled is on (issue 45 item 5; the trade storefronts aol and aol-nz, so shown in the
 * aol theme and, from the toolbar, every other): the mailed code as the other way in. 'Email me a
 * code' says a code went out, without telling whether the email has an account, and asks for it.
 */
export const WithSignInCode: Story = {
  globals: { theme: "aol" },
  parameters: {
    route: { path: LOGIN_PATH, pattern: LOGIN_PATH, settings: { OTPEnabled: "true" } },
    msw: { handlers: { signInCode: [http.post("/api/account/signin-code", () => Response.json({ success: true }))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: signInCodeTexts.email }), "olive@example.com");
    await userEvent.click(canvas.getByRole("button", { name: signInCodeTexts.send }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(signInCodeMessages.sent("olive@example.com"));
    await expect(canvas.getByRole("textbox", { name: signInCodeTexts.code })).toBeVisible();
  },
};

/** Back from the API with `?error=code-expired`: the code was used, out of time or out of tries. */
export const SignInCodeExpired: Story = {
  globals: { theme: "aol" },
  parameters: { route: { path: `${LOGIN_PATH}?error=code-expired`, pattern: LOGIN_PATH, settings: { OTPEnabled: "true" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(signInCodeMessages.expired);
  },
};

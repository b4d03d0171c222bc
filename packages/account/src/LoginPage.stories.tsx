import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loginMessages } from "@storefront/validation/login";
import { LOGIN_PATH } from "@storefront/page-kit/session-paths";
import { LoginPage, loginPageTexts } from "./LoginPage";
import { loginPageMessages } from "./login-rules";

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

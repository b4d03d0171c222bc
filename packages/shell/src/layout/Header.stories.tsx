import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { baseTheme } from "@storefront/ui-kit/theme";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { useNavStore } from "../navigation/nav-store";
import { Header, type HeaderParts } from "./Header";

/**
 * The domains' header parts as the composition gives them, stood in for here (the shell names no
 * domain): the staff 'Projects' link, 'Log in' and the cart, each with its phone icon.
 */
const parts: HeaderParts = {
  projects: ({ ToolLink, ToolLabel }: HeaderPartProps) => (
    <ToolLink to="/project">
      <ToolLabel icon="projects">Projects</ToolLabel>
    </ToolLink>
  ),
  account: ({ ToolLink, ToolLabel }: HeaderPartProps) => (
    <ToolLink to="/account/login">
      <ToolLabel icon="account">Log in</ToolLabel>
    </ToolLink>
  ),
  cart: ({ ToolButton, ToolLabel, Dropdown, open, onToggle }: HeaderPartProps) => (
    <>
      <ToolButton type="button" aria-label="Cart, 0 items" aria-expanded={open} onClick={onToggle}>
        <ToolLabel icon="cart">Cart</ToolLabel>
      </ToolButton>
      {open ? <Dropdown title="Your cart">Your cart is empty.</Dropdown> : null}
    </>
  ),
};

/** The header's controls a shopper needs on every screen (issue 46); the store picker is in the menu on a phone. */
const controls = [
  ["button", "Open menu"],
  ["button", "Search"],
  ["link", "Projects"],
  ["link", "Log in"],
  ["button", "Cart, 0 items"],
] as const;

/**
 * Fails unless the header fits the screen: the page no wider than the screen, and the logo and
 * every control wholly on it.
 */
async function expectFitsTheScreen(header: HTMLElement) {
  const page = header.ownerDocument.documentElement;
  // A phone's layout: below the md breakpoint (the Vitest run opens the story at 320 px).
  await expect(page.clientWidth).toBeLessThan(baseTheme.breakpoints.md);
  await expect(page.scrollWidth).toBe(page.clientWidth);
  const logo = header.querySelector('a[href="/"]');
  await expect(logo).not.toBeNull();
  // The navigation's answer (GET /api/navbar) decides which tools show: wait for each.
  const shown = [logo, ...(await Promise.all(controls.map(([role, name]) => within(header).findByRole(role, { name }))))];
  for (const control of shown) {
    const box = control?.getBoundingClientRect();
    await expect(box ? [box.left >= 0, box.right <= page.clientWidth] : null).toEqual([true, true]);
  }
}

const meta = {
  title: "Shell/Header",
  component: Header,
  args: { parts },
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  // Reviewed on the narrowest phone (the toolbar's 'phone · 320'); the other viewports are a click away.
  globals: { viewport: { value: "phone320", isRotated: false } },
  // The open view lives in the navigation store (and locks page scrolling): close it after each story.
  beforeEach: () => () => useNavStore.getState().closeAll(),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a 320 px phone in the toolbar's theme: the menu, the logo and the tools as icons, all on
 * screen; the store picker and the contact lines in the menu.
 */
export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole("banner");
    await expectFitsTheScreen(header);
    await userEvent.click(within(header).getByRole("button", { name: "Open menu" }));
    const menu = within(await canvas.findByRole("dialog", { name: "Menu" }));
    await waitFor(() => expect(menu.getByRole("button", { name: /^Your Store/ })).toBeVisible());
    await expect(menu.getByRole("region", { name: "Contact us" })).toBeVisible();
  },
};

/** The header in every theme (the six apps, then the presets), one under another on a 320 px phone. */
export const EveryThemeOnAPhone: Story = {
  render: (args) => (
    <>
      {themeNames.map((name) => (
        // A section each, so each header is a header of its theme, not a second banner of the page.
        <section key={name} aria-label={`${themes[name]?.displayName ?? name} header`}>
          {themes[name] ? (
            <ThemeProvider theme={themes[name]} global={false}>
              <Header {...args} />
            </ThemeProvider>
          ) : null}
        </section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of themeNames) {
      const section = await canvas.findByRole("region", { name: `${themes[name]?.displayName ?? name} header` });
      const header = section.querySelector("header");
      await expect(header).not.toBeNull();
      if (header) await expectFitsTheScreen(header);
    }
  },
};

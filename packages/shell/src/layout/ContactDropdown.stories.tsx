import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { ContactLines, webexTexts } from "./ContactDropdown";

const ROOM = "https://storefront.webex.com/meet/wa-experts";

const meta = {
  title: "Shell/ContactLines",
  component: ContactLines,
  tags: ["!autodocs"],
  args: { supportNumber: "1300 050 050" },
  // WebexEnabled with the brand's room (issue 45 item 8).
  parameters: { route: { settings: { WebexEnabled: "true", WebexMeetingUrl: ROOM } } },
} satisfies Meta<typeof ContactLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Video call an expert' opens the brand's Webex room in a new tab. */
export const WebexLauncher: Story = {
  play: async ({ canvasElement }) => {
    const launcher = within(canvasElement).getByRole("link", { name: `${webexTexts.launcher} ${webexTexts.opensNewTab}` });
    await expect(launcher).toHaveAttribute("href", ROOM);
    await expect(launcher).toHaveAttribute("target", "_blank");
  },
};

/** WebexEnabled off: no launcher. */
export const WebexOff: Story = {
  parameters: { route: { settings: { WebexEnabled: "false", WebexMeetingUrl: ROOM } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link", { name: /Video call an expert/ })).toBeNull();
  },
};

/** The lines with the launcher in every theme. */
export const EveryTheme: Story = {
  render: (args) => (
    <>
      {themeNames.map((name) =>
        themes[name] ? (
          <ThemeProvider key={name} theme={themes[name]} global={false}>
            <section aria-label={themes[name]?.displayName ?? name}>
              <ContactLines {...args} />
            </section>
          </ThemeProvider>
        ) : null,
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link", { name: /Video call an expert/ })).toHaveLength(themeNames.length);
  },
};

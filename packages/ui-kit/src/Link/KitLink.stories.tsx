import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { sameHostPath } from "./href";
import { InAppLinkArea } from "./InAppLinkArea";
import { KitLink } from "./KitLink";
import { KitLinkProvider, type RouterLinkProps } from "./KitLinkProvider";

/** spec 1 §2.2: the demo app routes these first path segments; anything else is a page load. */
const routed = new Set(["stores", "c", "p"]);
const inAppPath = (href: string, host: string) => {
  const path = sameHostPath(href, host);
  return path !== null && routed.has(path.split("/")[1] ?? "") ? path : null;
};

/**
 * A stand-in for the app's router (the kit never imports react-router): it shows the path it
 * navigated to, so the story can tell an in-app navigation from a page load.
 */
function DemoRouter({ children }: { children: ReactNode }) {
  const [path, setPath] = useState("/");
  const RouterLink = ({ to, children: label, onClick, ...rest }: RouterLinkProps) => (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        setPath(to);
      }}
    >
      {label}
    </a>
  );
  return (
    <KitLinkProvider component={RouterLink} navigate={setPath} inAppPath={inAppPath} host="shop.example">
      <p>
        Router at: <output aria-label="Router path">{path}</output>
      </p>
      {children}
    </KitLinkProvider>
  );
}

const meta = {
  title: "Kit/KitLink",
  component: KitLink,
  args: { href: "/stores", children: "All stores" },
} satisfies Meta<typeof KitLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider a kit link is a plain anchor (a full page load). */
export const WithoutRouter: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "All stores" })).toHaveAttribute("href", "/stores");
  },
};

/** With the app's router, routed addresses navigate in the app; other hosts stay plain anchors. */
export const WithRouter: Story = {
  render: (args) => (
    <DemoRouter>
      <ul>
        <li>
          <KitLink {...args} />
        </li>
        <li>
          <KitLink href="https://partner.example/warranty">Partner warranty</KitLink>
        </li>
        <li>
          <Button href="/c/kitchen" variant="secondary">
            Shop kitchen
          </Button>
        </li>
      </ul>
    </DemoRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "All stores" }));
    await expect(canvas.getByRole("status", { name: "Router path" })).toHaveTextContent("/stores");
    await userEvent.click(canvas.getByRole("link", { name: "Shop kitchen" }));
    await expect(canvas.getByRole("status", { name: "Router path" })).toHaveTextContent("/c/kitchen");
    await expect(canvas.getByRole("link", { name: "Partner warranty" })).toHaveAttribute("href", "https://partner.example/warranty");
  },
};

/** Plain anchors in content HTML navigate in the app inside an InAppLinkArea. */
export const ContentArea: Story = {
  render: () => (
    <DemoRouter>
      <InAppLinkArea>
        <p>
          Visit the <a href="/stores/richmond">Richmond store</a> or read the <a href="#care">care guide</a>.
        </p>
      </InAppLinkArea>
    </DemoRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Richmond store" }));
    await expect(canvas.getByRole("status", { name: "Router path" })).toHaveTextContent("/stores/richmond");
  },
};

import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button";
import { renderWithProviders } from "../test-helpers";
import { isExternalHref, linkDestination, sameHostPath } from "./href";
import { InAppLinkArea } from "./InAppLinkArea";
import { KitLink } from "./KitLink";
import { KitLinkProvider, type RouterLinkProps } from "./KitLinkProvider";

/** Stands in for react-router's Link: an anchor marked as the router's that navigates on click. */
function routerFor(navigate: (to: string) => void) {
  return function RouterLink({ to, children, onClick, ...rest }: RouterLinkProps) {
    return (
      <a
        {...rest}
        href={to}
        data-router-link=""
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          navigate(to);
        }}
      >
        {children}
      </a>
    );
  };
}

/** spec 1 §2.2: the app routes only addresses whose first segment is one of its routes. */
const routedSegments = new Set(["stores", "c", "p"]);
const inAppPath = (href: string, host: string) => {
  const path = sameHostPath(href, host);
  return path !== null && routedSegments.has(path.split("/")[1] ?? "") ? path : null;
};

function renderInApp(ui: ReactNode) {
  const navigate = vi.fn();
  renderWithProviders(
    <KitLinkProvider component={routerFor(navigate)} navigate={navigate} inAppPath={inAppPath} host="shop.test">
      {ui}
    </KitLinkProvider>,
  );
  return { navigate };
}

describe("sameHostPath", () => {
  it("gives back what the URL parser gives for paths on this site, plain or not", () => {
    const hrefs = [
      "/",
      "/c/kitchen",
      "/c/kitchen?brand=Smeg&sort=price-asc#grid",
      "/p/korrin-series-4-380l-upright-freezer-kor-fr1115",
      "/search/oven%20trays",
      "/stores/a_b~c!$&()*+,;=:@",
      "/a/./b",
      "/a/../b",
      "/a/%2e%2E/b",
      "/.well-known/x",
      "/a?",
      "/a#",
      "/a?#",
      "/a?x=1#",
      "/a b",
      "/a?q=it's",
      "/a\\b",
      "/über",
      "/a#b#c",
      "/a?x=/./y",
    ];
    for (const href of hrefs) {
      const url = new URL(href, "http://shop.test");
      expect(sameHostPath(href, "shop.test"), href).toBe(`${url.pathname}${url.search}${url.hash}`);
    }
    expect(sameHostPath("//elsewhere.test/c", "shop.test")).toBeNull();
  });
});

describe("isExternalHref (spec 1 §2.2, spec 3 §4)", () => {
  it("treats only addresses starting with http or https as external", () => {
    expect(isExternalHref("https://shop.example")).toBe(true);
    expect(isExternalHref("http://shop.example")).toBe(true);
    expect(isExternalHref("HTTPS://SHOP.EXAMPLE")).toBe(true);
    expect(isExternalHref("/account/login")).toBe(false);
    expect(isExternalHref("mailto:help@example.com")).toBe(false);
    expect(isExternalHref("stores/http-guide")).toBe(false);
  });

  it("classifies an address as in-app, external or a page load", () => {
    expect(linkDestination("/stores", "shop.test", inAppPath)).toEqual({ kind: "app", to: "/stores" });
    expect(linkDestination("https://shop.test/c/ovens?page=2", "shop.test", inAppPath)).toEqual({ kind: "app", to: "/c/ovens?page=2" });
    expect(linkDestination("https://partner.example/stores", "shop.test", inAppPath)).toEqual({ kind: "external" });
    expect(linkDestination("/legacy/page", "shop.test", inAppPath)).toEqual({ kind: "document" });
    expect(linkDestination("#reviews", "shop.test", inAppPath)).toEqual({ kind: "document" });
    expect(linkDestination("/stores", "shop.test", null)).toEqual({ kind: "document" });
  });
});

describe("KitLink", () => {
  it("is a plain anchor when the app gives no router", () => {
    renderWithProviders(<KitLink href="/stores">Stores</KitLink>);
    const link = screen.getByRole("link", { name: "Stores" });
    expect(link).toHaveAttribute("href", "/stores");
    expect(link).not.toHaveAttribute("data-router-link");
  });

  it("navigates in the app for a routed address, without a page load", async () => {
    const { navigate } = renderInApp(<KitLink href="/stores">Stores</KitLink>);
    const link = screen.getByRole("link", { name: "Stores" });
    expect(link).toHaveAttribute("data-router-link");
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/stores");
  });

  it("routes a full address on this host by its path", () => {
    renderInApp(<KitLink href="https://shop.test/c/ovens">Ovens</KitLink>);
    expect(screen.getByRole("link", { name: "Ovens" })).toHaveAttribute("href", "/c/ovens");
  });

  it("leaves other hosts and paths the app does not route to the browser", () => {
    renderInApp(
      <>
        <KitLink href="https://partner.example.com/x">Partner</KitLink>
        <KitLink href="/legacy/page">Legacy</KitLink>
      </>,
    );
    for (const name of ["Partner", "Legacy"]) expect(screen.getByRole("link", { name })).not.toHaveAttribute("data-router-link");
  });
});

describe("Button with a link provider", () => {
  it("renders an in-app address as the router's link, styled as a button", async () => {
    const onClick = vi.fn();
    const { navigate } = renderInApp(
      <Button href="/stores" variant="secondary" onClick={onClick}>
        Change Store
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Change Store" });
    expect(link).toHaveAttribute("data-router-link");
    expect(link).not.toHaveAttribute("target");
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/stores");
  });

  it("opens another site in a new tab", () => {
    renderInApp(<Button href="https://partner.example/warranty">Warranty terms</Button>);
    const link = screen.getByRole("link", { name: "Warranty terms (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).not.toHaveAttribute("data-router-link");
  });
});

describe("InAppLinkArea", () => {
  const content = (
    <InAppLinkArea>
      <p>
        <a href="/stores/richmond">Richmond store</a> <a href="/legacy/page">Old page</a>{" "}
        <a href="/stores" target="_blank">
          New tab
        </a>
      </p>
    </InAppLinkArea>
  );

  it("makes plain anchors to routed addresses navigate in the app", () => {
    const { navigate } = renderInApp(content);
    expect(fireEvent.click(screen.getByRole("link", { name: "Richmond store" }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/stores/richmond");
  });

  it("leaves unrouted addresses, new tabs and modified clicks to the browser", () => {
    const { navigate } = renderInApp(content);
    // What reaches the document still has its default action; jsdom cannot load pages, so stop it there.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    fireEvent.click(screen.getByRole("link", { name: "Old page" }));
    fireEvent.click(screen.getByRole("link", { name: "New tab" }));
    fireEvent.click(screen.getByRole("link", { name: "Richmond store" }), { ctrlKey: true });
    document.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true, true]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

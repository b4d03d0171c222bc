import { render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useApiClient } from "@storefront/api-client/react";
import { endExpiredSession } from "@storefront/page-kit/end-session";
import { sessionFromTokens } from "@storefront/page-kit/session-rules";
import { useSessionStore } from "@storefront/page-kit/session";
import { brandWith, jwt as signedJwt } from "@storefront/page-kit/testing";
import { BrandProvider, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { useToast } from "@storefront/ui-kit/toast";
import { DataProviders } from "./DataProviders";

// The expiry path ends in a full page load, which jsdom cannot do.
vi.mock("@storefront/page-kit/end-session", () => ({ endExpiredSession: vi.fn() }));

const jwt = (exp: number) => signedJwt({ sub: "user-1", exp });

function CallsAccount({ onDone }: { onDone: () => void }) {
  const api = useApiClient();
  useEffect(() => {
    api
      .get("/api/account")
      .catch(() => undefined)
      .finally(onDone);
  }, [api, onDone]);
  return null;
}

async function callAccount(features: FeatureOverrides = {}) {
  const brand = brandWith(features);
  const done = vi.fn();
  // As in the storefront's document: the brand (and its theme) around the data providers.
  render(
    <BrandProvider brand={brand}>
      <DataProviders brand={brand}>
        <CallsAccount onDone={done} />
      </DataProviders>
    </BrandProvider>,
  );
  await waitFor(() => expect(done).toHaveBeenCalled());
}

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(endExpiredSession).mockClear();
  fetchSpy = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401, headers: { "content-type": "application/json" } }),
    );
});
afterEach(() => useSessionStore.getState().signOut());

describe("DataProviders", () => {
  it("sends the signed-in visitor's access token as a bearer token", async () => {
    const accessToken = jwt(Math.floor(Date.now() / 1000) + 3600);
    useSessionStore.getState().signIn(sessionFromTokens({ accessToken, idToken: accessToken }));
    await callAccount();
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get("authorization")).toBe(`Bearer ${accessToken}`);
    // A 401 to a live token keeps the session (spec 3 §8: only an expired token logs out).
    expect(endExpiredSession).not.toHaveBeenCalled();
  });

  it("sends no token for a signed-out visitor", async () => {
    await callAccount();
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).has("authorization")).toBe(false);
  });

  it("ends the session when a call made with an expired token answers 401", async () => {
    const expired = jwt(Math.floor(Date.now() / 1000) - 60);
    useSessionStore.getState().signIn(sessionFromTokens({ accessToken: expired, idToken: expired }));
    await callAccount();
    // To the brand's login route setting, which then says the session expired (spec 3 §4).
    expect(endExpiredSession).toHaveBeenCalledWith({ returnUrl: "/" }, "/account/login");
  });

  it("keeps the session on a brand whose logoutOn401 is off", async () => {
    const expired = jwt(Math.floor(Date.now() / 1000) - 60);
    useSessionStore.getState().signIn(sessionFromTokens({ accessToken: expired, idToken: expired }));
    await callAccount({ logoutOn401: false });
    expect(endExpiredSession).not.toHaveBeenCalled();
  });

  it("gives every page the one toast region", () => {
    function FailsOnce() {
      const toast = useToast();
      useEffect(() => toast.error(), [toast]);
      return null;
    }
    const brand = brandWith();
    render(
      <BrandProvider brand={brand}>
        <DataProviders brand={brand}>
          <FailsOnce />
        </DataProviders>
      </BrandProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Update Failed!");
    expect(document.querySelectorAll("[aria-live]")).toHaveLength(1);
  });
});

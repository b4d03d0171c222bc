import { describe, expect, it, vi } from "vitest";
import { sessionFromTokens } from "./session-rules";
import { useSessionStore } from "./session-store";
import { endExpiredSession } from "./end-session";

describe("endExpiredSession", () => {
  it("clears the session, saves the page for after the next login and goes to the login route with exp=true", () => {
    useSessionStore
      .getState()
      .signIn(sessionFromTokens({ accessToken: "a.b.c", idToken: `x.${Buffer.from('{"sub":"u1"}').toString("base64url")}.y` }));
    const go = vi.fn();

    endExpiredSession({ returnUrl: "/c/kitchen?page=2" }, "/account/internal/login", go);

    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: false,
      accessToken: null,
      idToken: null,
      savedPath: "/c/kitchen?page=2",
    });
    expect(go).toHaveBeenCalledWith("/account/internal/login?exp=true");
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { selectIsLoggedIn, SESSION_STORAGE_KEY, useSessionStore } from "./session-store";
import { resetSession, sessionFor } from "../testing";

function stored() {
  return JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "null") as { state: Record<string, unknown>; version: number } | null;
}

beforeEach(() => resetSession());

describe("the session store", () => {
  it("keeps the flags, both tokens and the pending nonce in local storage under accountSession", () => {
    const session = sessionFor("user-1");
    useSessionStore.getState().startLogin("nonce-1");
    expect(stored()?.state.nonce).toBe("nonce-1");

    useSessionStore.getState().signIn(session);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    expect(stored()).toEqual({ state: { ...session, nonce: null, savedPath: null }, version: 1 });
  });

  it("reads a saved session back, and knows once it has", async () => {
    const session = sessionFor("user-2");
    useSessionStore.setState({ hydrated: false });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { ...session, nonce: null, savedPath: "/stores" }, version: 1 }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ ...session, savedPath: "/stores", hydrated: true });
  });

  it("clears the flags, both tokens and the nonce on logout, keeping the saved path", () => {
    useSessionStore.getState().signIn(sessionFor());
    useSessionStore.getState().savePath("/c/kitchen");
    useSessionStore.getState().startLogin("nonce-2");

    useSessionStore.getState().signOut();

    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    expect(stored()?.state).toEqual({
      isLoggedIn: false,
      userId: null,
      accessToken: null,
      idToken: null,
      nonce: null,
      savedPath: "/c/kitchen",
    });
  });

  it("saves the page of a session that expired, for after the next login", () => {
    useSessionStore.getState().signIn(sessionFor());
    useSessionStore.getState().expire("/account?tab=orders");
    expect(stored()?.state).toMatchObject({ isLoggedIn: false, accessToken: null, savedPath: "/account?tab=orders" });
  });

  it("uses the saved path up on the next login", () => {
    useSessionStore.getState().expire("/stores");
    useSessionStore.getState().signIn(sessionFor());
    expect(useSessionStore.getState().savedPath).toBeNull();
  });
});

import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addChatBlocker,
  chatBlockers,
  isChatBlocked,
  removeChatBlocker,
  subscribeChatBlockers,
  useChatBlocked,
  useChatBlocker,
} from "./chat-blocker";

afterEach(() => document.body.removeAttribute("data-chat-blockers"));

/** Lets the MutationObserver deliver its records (a microtask). */
const observed = () => act(() => Promise.resolve());

describe("chat blockers (spec 3 §2)", () => {
  it("hide the chat widget while any part of the page holds one", () => {
    addChatBlocker("compare");
    addChatBlocker("mobile-nav");
    expect(chatBlockers()).toEqual(["compare", "mobile-nav"]);
    expect(document.body).toHaveAttribute("data-chat-blockers", "compare mobile-nav");
    removeChatBlocker("compare");
    expect(isChatBlocked()).toBe(true);
    removeChatBlocker("mobile-nav");
    expect(isChatBlocked()).toBe(false);
    expect(document.body).not.toHaveAttribute("data-chat-blockers");
  });

  it("tell a subscriber of every change, a blocker written straight onto the body included", async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeChatBlockers(listener);
    addChatBlocker("filter-panel");
    await observed();
    expect(listener).toHaveBeenCalledTimes(1);
    document.body.setAttribute("data-chat-blockers", "third-party");
    await observed();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    removeChatBlocker("third-party");
    await observed();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("are held by a component while active and let go when inactive or unmounted", async () => {
    function Blocked() {
      return <p>{useChatBlocked() ? "blocked" : "clear"}</p>;
    }
    render(<Blocked />);
    expect(screen.getByText("clear")).toBeInTheDocument();
    const holder = renderHook(({ active }) => useChatBlocker("cart-panel", active), { initialProps: { active: false } });
    expect(isChatBlocked()).toBe(false);
    holder.rerender({ active: true });
    await observed();
    expect(chatBlockers()).toEqual(["cart-panel"]);
    expect(screen.getByText("blocked")).toBeInTheDocument();
    holder.rerender({ active: false });
    await observed();
    expect(screen.getByText("clear")).toBeInTheDocument();
    holder.rerender({ active: true });
    holder.unmount();
    await observed();
    expect(isChatBlocked()).toBe(false);
    expect(screen.getByText("clear")).toBeInTheDocument();
  });
});

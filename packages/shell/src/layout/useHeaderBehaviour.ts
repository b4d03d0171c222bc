import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useChatBlocker } from "@storefront/page-kit/chat-blocker";
import { nextStickyState, type StickyState } from "../navigation/nav-rules";
import { useNavStore } from "../navigation/nav-store";

function closeDropdowns() {
  const state = useNavStore.getState();
  state.setView("none");
  state.setOpenCategory(null);
}

/**
 * How the header behaves (spec 1 §4): dropdowns and the mobile nav close at the end of every
 * navigation and on Escape; the open mobile nav blocks the chat widget (spec 3 §2); on small
 * screens the bar floats back in when the shopper scrolls up. Returns the sticky state and
 * whether a dropdown is open (the backdrop shows).
 */
export function useHeaderBehaviour(navbarHeight: number): { sticky: StickyState; dropdownOpen: boolean; closeDropdowns: () => void } {
  const { pathname } = useLocation();
  const view = useNavStore((state) => state.view);
  const openCategory = useNavStore((state) => state.openCategory);
  const mobileOpen = useNavStore((state) => state.mobileOpen);
  const [sticky, setSticky] = useState<StickyState>("static");
  const lastY = useRef(0);

  useEffect(() => {
    useNavStore.getState().closeAll();
  }, [pathname]);

  const dropdownOpen = view !== "none" || openCategory !== null;
  useEffect(() => {
    if (!dropdownOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDropdowns();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dropdownOpen]);

  useChatBlocker("mobile-nav", mobileOpen);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setSticky((state) => nextStickyState(state, lastY.current, y, navbarHeight));
      lastY.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [navbarHeight]);

  return { sticky, dropdownOpen, closeDropdowns };
}

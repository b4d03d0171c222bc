import { lazy, Suspense, useEffect } from "react";
import type { Navbar } from "@storefront/api-client/content";
import { useMediaQuery } from "../util/useMediaQuery";
import { useNavStore } from "./nav-store";

// The drawer and its drill-down load when the menu first opens.
const MobileNavDrawer = lazy(() => import("./MobileNavDrawer"));

/** The mobile navigation (spec 1 §4): a drawer with a category drill-down. */
export function MobileNav({ navbar }: { navbar: Navbar | undefined }) {
  const mobileOpen = useNavStore((state) => state.mobileOpen);
  const desktop = useMediaQuery("(min-width: 768px)");

  // spec 1 §4: the mobile nav closes when the screen size changes.
  useEffect(() => {
    if (useNavStore.getState().mobileOpen) useNavStore.getState().closeMobile();
  }, [desktop]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") useNavStore.getState().closeMobile();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  if (!mobileOpen) return null;
  return (
    <Suspense fallback={null}>
      <MobileNavDrawer navbar={navbar} />
    </Suspense>
  );
}

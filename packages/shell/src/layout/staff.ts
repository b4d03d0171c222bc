import { useEffect, useState } from "react";
import { useBrand } from "@storefront/ui-kit/brand";

/** spec 3 §3: the admin navbar is 50 px tall; nav dropdowns shift down by it (spec 1 §2.9). */
export const ADMIN_NAVBAR_HEIGHT = 50;
/** The body class the admin navbar (spec 3) sets while staff are signed in. */
export const ADMIN_NAVBAR_CLASS = "has-admin-navbar";

/**
 * Whether a staff member is signed in (account info with a winningUserId, spec 1 §6). The
 * identity capability (spec 3) owns the account call; until it signs someone in, it marks the
 * page with the admin-navbar body class, which this reads. The offset is a CSS variable, so
 * fixed layers (mobile nav, sticky header) move down by the admin bar.
 */
export function useStaffSignedIn(): boolean {
  const { features } = useBrand();
  const [staff, setStaff] = useState(false);
  useEffect(() => {
    const signedIn = features.staffTooling && document.body.classList.contains(ADMIN_NAVBAR_CLASS);
    setStaff(signedIn);
    document.body.style.setProperty("--admin-navbar-offset", signedIn ? `${ADMIN_NAVBAR_HEIGHT}px` : "0px");
  }, [features.staffTooling]);
  return staff;
}

import { lazy, Suspense, useEffect, useState } from "react";
import { getAlertBanner, type AlertBanner as AlertBannerData } from "@storefront/api-client/browsing";
import { useApiClient } from "@storefront/api-client/react";
import { ALERT_RECHECK_MS, cachedAlertBanner, closeAlertBanner, isAlertRecheckDue, refreshAlertBanner } from "./alert-banner-rules";

// The strip and its HTML sanitiser load only when there is a banner to show.
const AlertBannerStrip = lazy(() => import("./AlertBannerStrip"));

/**
 * The alert banner (spec 1 §2.4, §4, §9): desktop or mobile HTML, sanitised, linking to
 * bannerURL, closable. Cached under alertCacheData; fetched again when recheckAlertBannerExpiry
 * has passed, and 10 minutes after an empty or failed answer.
 */
export function AlertBanner() {
  const client = useApiClient();
  const [banner, setBanner] = useState<AlertBannerData | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const shown = await refreshAlertBanner(localStorage, () => getAlertBanner(client), Date.now());
      if (cancelled) return;
      setBanner(shown);
      timer = setTimeout(() => void check(), ALERT_RECHECK_MS);
    };
    setBanner(cachedAlertBanner(localStorage));
    if (isAlertRecheckDue(localStorage, Date.now())) void check();
    else {
      const expiry = Number(localStorage.getItem("recheckAlertBannerExpiry"));
      timer = setTimeout(() => void check(), Math.max(0, expiry - Date.now()));
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client]);

  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <AlertBannerStrip
        banner={banner}
        onClose={() => {
          closeAlertBanner(localStorage, Date.now());
          setBanner(null);
        }}
      />
    </Suspense>
  );
}

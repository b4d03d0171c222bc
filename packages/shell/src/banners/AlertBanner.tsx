import { useEffect, useState } from "react";
import { Button } from "@storefront/ui-kit/button";
import styled from "styled-components";
import { getAlertBanner, type AlertBanner as AlertBannerData } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import { below, up } from "@storefront/ui-kit/theme";
import { useRootData } from "@storefront/page-kit/root-data";
import { KitLink } from "@storefront/ui-kit/link";
import {
  ALERT_RECHECK_MS,
  cachedAlertBanner,
  cleanAlertBanner,
  closeAlertBanner,
  isAlertClosed,
  msUntilAlertRecheck,
  refreshAlertBanner,
  rememberAlertBanner,
} from "./alert-banner-rules";

/** The sanitiser, fetched only when the browser reads a banner itself (the server's is clean already). */
async function cleaned(banner: AlertBannerData | null): Promise<AlertBannerData | null> {
  if (!banner) return null;
  const { sanitizeBannerHtml } = await import("@storefront/page-kit/sanitize-html");
  return cleanAlertBanner(banner, sanitizeBannerHtml);
}

const Strip = styled.div<{ $background: string }>`
  position: relative;
  background: ${({ $background, theme }) => $background || theme.color.brand.primary};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[7]}px`};
    color: inherit;
    text-decoration: none;
  }

  p {
    margin: 0;
  }
`;

const Desktop = styled.div`
  ${below("md")} {
    display: none;
  }
`;

const Mobile = styled.div`
  ${up("md")} {
    display: none;
  }
`;

/** The kit's icon button, on the banner's own colours. */
const Close = styled(Button)`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]}px;
  transform: translateY(-50%);
  color: inherit;
  font-size: 20px;

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.2);
  }
`;

/** Valid CSS colour values only; anything else falls back to the brand colour. */
function safeColour(value: string): string {
  return /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(value.trim()) ? value.trim() : "";
}

/**
 * The alert banner (spec 1 §2.4, §4, §9): desktop or mobile HTML, sanitised, linking to
 * bannerURL, closable. The root loader reads it on the server, so it is in the first HTML and
 * never moves the page down after hydration; the browser caches that answer under alertCacheData
 * and fetches again when recheckAlertBannerExpiry has passed (10 minutes, also after an empty or
 * failed answer). Without the root loader's answer (a page rendered elsewhere) the browser reads
 * its cache and fetches as the spec describes.
 */
export function AlertBanner() {
  const client = useApiClient();
  // undefined: nothing read on the server; null: read, and there is no banner (or it was closed).
  const serverBanner = useRootData()?.alertBanner;
  const [banner, setBanner] = useState<AlertBannerData | null>(serverBanner ?? null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const shown = await refreshAlertBanner(localStorage, async () => cleaned(await getAlertBanner(client)), Date.now());
      if (cancelled) return;
      setBanner(shown);
      timer = setTimeout(() => void check(), ALERT_RECHECK_MS);
    };
    const now = Date.now();
    if (serverBanner === undefined) {
      void cleaned(cachedAlertBanner(localStorage)).then((cached) => {
        if (!cancelled) setBanner(cached);
      });
    } else if (!isAlertClosed(document.cookie)) {
      rememberAlertBanner(localStorage, serverBanner, now);
      setBanner(serverBanner);
    }
    const wait = msUntilAlertRecheck(localStorage, now);
    if (wait === 0) void check();
    else timer = setTimeout(() => void check(), wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, serverBanner]);

  if (!banner) return null;
  // Sanitised before it got here: by the root loader on the server, or by cleaned() in the browser.
  const content = (html: string) => <div dangerouslySetInnerHTML={{ __html: html }} />;
  const inner = (
    <>
      <Desktop>{content(banner.desktopContent || banner.mobileContent)}</Desktop>
      <Mobile>{content(banner.mobileContent || banner.desktopContent)}</Mobile>
    </>
  );
  return (
    <Strip $background={safeColour(banner.backgroundColor)} role="region" aria-label="Announcement">
      {banner.bannerURL ? <KitLink href={banner.bannerURL}>{inner}</KitLink> : <div>{inner}</div>}
      <Close
        variant="icon"
        size="small"
        aria-label="Close announcement"
        onClick={() => {
          document.cookie = closeAlertBanner(localStorage, Date.now());
          setBanner(null);
        }}
      >
        ×
      </Close>
    </Strip>
  );
}

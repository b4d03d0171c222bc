import { useEffect, useState } from "react";
import styled from "styled-components";
import { getAlertBanner, type AlertBanner as AlertBannerData } from "@storefront/api-client/browsing";
import { useApiClient } from "@storefront/api-client/react";
import { below, up } from "@storefront/ui-kit/theme";
import { SmartLink } from "../util/SmartLink";
import { ALERT_RECHECK_MS, cachedAlertBanner, closeAlertBanner, isAlertRecheckDue, refreshAlertBanner } from "./alert-banner-rules";
import { sanitizeHtml } from "./sanitize-html";

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

const Close = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]}px;
  width: 40px;
  height: 40px;
  transform: translateY(-50%);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: inherit;
  font-size: 20px;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.2);
  }
`;

/** Valid CSS colour values only; anything else falls back to the brand colour. */
function safeColour(value: string): string {
  return /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(value.trim()) ? value.trim() : "";
}

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
  const content = (html: string) => <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, { allowLinks: false }) }} />;
  const inner = (
    <>
      <Desktop>{content(banner.desktopContent || banner.mobileContent)}</Desktop>
      <Mobile>{content(banner.mobileContent || banner.desktopContent)}</Mobile>
    </>
  );
  return (
    <Strip $background={safeColour(banner.backgroundColor)} role="region" aria-label="Announcement">
      {banner.bannerURL ? <SmartLink href={banner.bannerURL}>{inner}</SmartLink> : <div>{inner}</div>}
      <Close
        type="button"
        aria-label="Close announcement"
        onClick={() => {
          closeAlertBanner(localStorage, Date.now());
          setBanner(null);
        }}
      >
        ×
      </Close>
    </Strip>
  );
}

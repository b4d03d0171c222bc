import styled from "styled-components";
import type { AlertBanner as AlertBannerData } from "@storefront/api-client/browsing";
import { below, up } from "@storefront/ui-kit/theme";
import { SmartLink } from "../util/SmartLink";
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

/** The alert banner's strip: the sanitised desktop or mobile HTML, its link and the close button. */
export default function AlertBannerStrip({ banner, onClose }: { banner: AlertBannerData; onClose: () => void }) {
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
        onClick={onClose}
      >
        ×
      </Close>
    </Strip>
  );
}

import { useRef } from "react";
import { useLocation, useMatches } from "react-router";
import styled from "styled-components";
import { up } from "@storefront/ui-kit/theme";
import { mastheadOf, type MastheadButton } from "@storefront/page-kit/masthead";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { useNavStore } from "../navigation/nav-store";
import { Button } from "@storefront/ui-kit/button";
import { isVideo } from "./banner-media";

const Banner = styled.section<{ $hasMedia: boolean }>`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.action.primaryText};

  picture,
  video {
    position: absolute;
    inset: 0;
  }

  picture img,
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: ${({ $hasMedia }) => ($hasMedia ? "linear-gradient(90deg, rgba(0,0,0,0.6), rgba(0,0,0,0.1))" : "none")};
  }
`;

const Content = styled.div`
  position: relative;
  z-index: 1;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};

  ${up("md")} {
    padding: ${({ theme }) => `${theme.space[8]}px ${theme.space[4]}px`};
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    max-width: 60ch;
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/** The kit's secondary button, drawn in the banner's own colour. */
const BannerAction = styled(Button)`
  border-color: currentColor;
  background: transparent;
  color: inherit;

  &:hover:not(:disabled):not([aria-disabled="true"]) {
    border-color: currentColor;
    background: rgba(255, 255, 255, 0.15);
  }
`;

function BannerButton({ button, pathname }: { button: MastheadButton; pathname: string }) {
  switch (button.type) {
    case "external link":
      return (
        <BannerAction variant="secondary" href={button.href ?? "/"} target="_blank" rel="noopener noreferrer">
          {button.txt}
        </BannerAction>
      );
    case "refine":
      // Refines the current listing: the href carries the query (group=value pairs) to apply.
      return (
        <BannerAction variant="secondary" href={button.href?.startsWith("?") ? `${pathname}${button.href}` : (button.href ?? pathname)}>
          {button.txt}
        </BannerAction>
      );
    case "search":
      return (
        <BannerAction variant="secondary" onClick={() => useNavStore.getState().setView("search")}>
          {button.txt}
        </BannerAction>
      );
    default:
      return (
        <BannerAction variant="secondary" href={button.href ?? "/"}>
          {button.txt}
        </BannerAction>
      );
  }
}

/** The landing banner (spec 1 §2.3): heading, text, sub-titles, image or video background, buttons. */
export function LandingBanner() {
  const masthead = mastheadOf(useMatches());
  const { pathname } = useLocation();
  const trackWidget = useWidgetTracking();
  const videoTracked = useRef(false);
  // Once per banner: a looping video that stalls and plays again is the same showing.
  const trackVideo = (action: "shown" | "failed") => {
    if (videoTracked.current) return;
    videoTracked.current = true;
    trackWidget("video", action);
  };
  if (!masthead) return null;
  const background = masthead.mastheadBg;
  return (
    <Banner $hasMedia={!!background} className={masthead.mastheadClass} aria-labelledby="masthead-heading">
      {background ? (
        isVideo(background.src) ? (
          // spec 3 §9: video is a tracked widget type: shown when it starts playing, failed when it cannot.
          <video
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
            onPlaying={() => trackVideo("shown")}
            onError={() => trackVideo("failed")}
          >
            {(background.mediaSet ?? []).map((item) => (
              <source key={item.source} src={item.source} media={item.media} />
            ))}
            <source src={background.src} />
          </video>
        ) : (
          <picture>
            {(background.mediaSet ?? []).map((item) => (
              <source key={item.source} srcSet={item.source} media={item.media} />
            ))}
            <img src={background.src} alt={background.alt ?? ""} width={1600} height={630} fetchPriority="high" />
          </picture>
        )
      ) : null}
      <Content>
        <h1 id="masthead-heading">{masthead.mastheadHeading}</h1>
        {masthead.mastheadText ? <p>{masthead.mastheadText}</p> : null}
        {(masthead.subTitles ?? []).map((subTitle) => (
          <p key={subTitle}>{subTitle}</p>
        ))}
        {masthead.mastheadBtn?.length ? (
          <Buttons>
            {masthead.mastheadBtn.map((button) => (
              <BannerButton key={`${button.type}-${button.txt}`} button={button} pathname={pathname} />
            ))}
          </Buttons>
        ) : null}
      </Content>
    </Banner>
  );
}

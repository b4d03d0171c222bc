import { Link } from "react-router";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { telHref } from "@storefront/validation/links";
import { HeaderDropdown } from "./HeaderDropdown";

/** The Webex launcher's words (WebexEnabled, issue 45 item 8; ours). */
export const webexTexts = {
  launcher: "Video call an expert",
  opensNewTab: "(opens Webex in a new tab)",
} as const;

/**
 * The contact lines (spec 1 §2.9 'contactUs'): the support number when the settings give one, Ask
 * an expert, and where WebexEnabled is on with a Webex meeting room, 'Video call an expert': the
 * launcher the flag's name implies, opening the brand's Webex room in a new tab (Webex's own page
 * joins the call; nothing of the shopper's is sent), tracked as spec 3 §9's webinar widget.
 */
export function ContactLines({ supportNumber }: { supportNumber: string | undefined }) {
  const { webexMeetingUrl } = useStorefrontSettings();
  const trackWidget = useWidgetTracking();
  return (
    <>
      {supportNumber ? (
        <p>
          Call <a href={telHref(supportNumber)}>{supportNumber}</a>
        </p>
      ) : null}
      <p>
        <Link to="/ask-an-expert">Ask an expert</Link>
      </p>
      {webexMeetingUrl ? (
        <p>
          <a href={webexMeetingUrl} target="_blank" rel="noopener noreferrer" onClick={() => trackWidget("webinar", "opened")}>
            {webexTexts.launcher} <span>{webexTexts.opensNewTab}</span>
          </a>
        </p>
      ) : null}
    </>
  );
}

/** The header's 'contactUs' view (spec 1 §2.9); on a phone the same lines are in the menu. */
export function ContactDropdown({ supportNumber }: { supportNumber: string | undefined }) {
  return (
    <HeaderDropdown title="Contact us">
      <ContactLines supportNumber={supportNumber} />
    </HeaderDropdown>
  );
}

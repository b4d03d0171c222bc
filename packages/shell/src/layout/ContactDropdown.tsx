import { Link } from "react-router";
import { telHref } from "@storefront/validation/links";
import { HeaderDropdown } from "./HeaderDropdown";

/** The contact lines (spec 1 §2.9 'contactUs'): the support number when the settings give one, and Ask an expert. */
export function ContactLines({ supportNumber }: { supportNumber: string | undefined }) {
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

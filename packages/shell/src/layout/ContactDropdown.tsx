import { Link } from "react-router";
import { HeaderDropdown } from "./HeaderDropdown";

/** The header's 'contactUs' view (spec 1 §2.9): the support number when the settings give one, and Ask an expert. */
export function ContactDropdown({ supportNumber }: { supportNumber: string | undefined }) {
  return (
    <HeaderDropdown title="Contact us">
      {supportNumber ? (
        <p>
          Call <a href={`tel:${supportNumber.replace(/\s/g, "")}`}>{supportNumber}</a>
        </p>
      ) : null}
      <p>
        <Link to="/ask-an-expert">Ask an expert</Link>
      </p>
    </HeaderDropdown>
  );
}

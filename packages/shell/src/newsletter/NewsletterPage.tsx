import { useState } from "react";
import styled from "styled-components";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { Lead, PageHeading } from "../pages/PageHeading";
import NewsletterForm from "./NewsletterForm";
import { newsletterTexts } from "./newsletter-texts";

const Page = styled.section`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
`;

/**
 * The newsletter sign-up page, `/newsletter` (issue 40; the footer links to it): the popup's form
 * as a page, for a shopper without JavaScript (the popup never shows then) or on a phone (where it
 * never shows either, spec 1 §4). A post without JavaScript that is refused comes back here with
 * its messages and the fields as typed; one that succeeds comes back with the thanks.
 */
export function NewsletterPage({ refused }: { refused?: ActionOutcome }) {
  const [subscribed, setSubscribed] = useState(false);
  return (
    <Page aria-labelledby="newsletter-page-title">
      <PageHeading id="newsletter-page-title">{newsletterTexts.heading}</PageHeading>
      <Lead>{newsletterTexts.intro}</Lead>
      {subscribed ? (
        <p role="status">{newsletterTexts.thanks}</p>
      ) : (
        <NewsletterForm refused={refused} onSubscribed={() => setSubscribed(true)} />
      )}
    </Page>
  );
}

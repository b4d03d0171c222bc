import { lazy, Suspense, type Dispatch } from "react";
import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { newsletterTexts } from "./newsletter-texts";
import { markNewsletterSubscribed, suppressNewsletter, type NewsletterEvent, type NewsletterState } from "./newsletter-machine";

const NewsletterForm = lazy(() => import("./NewsletterForm"));

const Dock = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space[4]}px;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.compare - 10};
  width: 340px;
  max-width: calc(100vw - ${({ theme }) => theme.space[5]}px);
  color: ${({ theme }) => theme.color.text.default};
`;

const Tab = styled.div`
  display: flex;
  align-items: stretch;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  overflow: hidden;
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.action.primaryText};
  box-shadow: ${({ theme }) => theme.shadows.md};

  button {
    border-radius: 0;
    color: inherit;
    text-transform: none;
  }

  button:first-child {
    flex: 1;
    justify-content: flex-start;
  }
`;

const Card = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[2]}px 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Close = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  color: inherit;
  font-size: 20px;
`;

/** The popup's tab or card (NewsletterPopup.tsx decides when it shows, and loads this then). */
export default function NewsletterPopupView({ state, dispatch }: { state: NewsletterState; dispatch: Dispatch<NewsletterEvent> }) {
  if (state.status === "minimised") {
    return (
      <Dock aria-label="Newsletter">
        <Tab>
          <Button variant="ghost" size="small" aria-expanded={false} onClick={() => dispatch({ type: "expand" })}>
            {newsletterTexts.tab}
          </Button>
          <Button
            variant="icon"
            size="default"
            aria-label={newsletterTexts.close}
            onClick={() => {
              suppressNewsletter(localStorage, Date.now());
              dispatch({ type: "close" });
            }}
          >
            ×
          </Button>
        </Tab>
      </Dock>
    );
  }
  return (
    <Dock aria-label="Newsletter">
      <Card role="dialog" aria-labelledby="newsletter-heading">
        <Close variant="icon" aria-label={newsletterTexts.close} onClick={() => dispatch({ type: "close" })}>
          ×
        </Close>
        <h2 id="newsletter-heading">{newsletterTexts.heading}</h2>
        {state.status === "thanks" ? (
          <p role="status">{newsletterTexts.thanks}</p>
        ) : (
          <>
            <p>{newsletterTexts.intro}</p>
            <Suspense fallback={<Loader label="Loading the form" />}>
              <NewsletterForm
                onSubscribed={() => {
                  markNewsletterSubscribed(localStorage);
                  dispatch({ type: "subscribed" });
                }}
              />
            </Suspense>
          </>
        )}
      </Card>
    </Dock>
  );
}

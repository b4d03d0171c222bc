import { useState } from "react";
import styled from "styled-components";
import { useReferral, type ReferralStatus } from "@storefront/api-client/account";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { formatMoney } from "@storefront/validation/price";
import { referralCampaignText, referralMessages } from "@storefront/validation/referral";
import { Problem } from "../page-styles";
import { AccountAreaPage, AreaProblem, useAccountArea } from "./AccountArea";
import { areaTexts } from "./area-texts";

const texts = areaTexts.referAFriend;

const LinkField = styled.div`
  margin: ${({ theme }) => theme.space[4]}px 0;

  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** The share link with this page's origin: the storefront the customer is on. */
function shareLink(status: ReferralStatus): string {
  return `${window.location.origin}${status.linkPath ?? ""}`;
}

function ShareLink({ status, company }: { status: ReferralStatus; company: string }) {
  const brand = useBrand();
  const [copied, setCopied] = useState<boolean | null>(null);
  const trackWidget = useWidgetTracking();
  const link = shareLink(status);
  const money = (amount: number) => formatMoney(amount, { locale: brand.locale, currency: brand.currency });
  const campaign = referralCampaignText(money(status.rewardAmount));
  const mail = `mailto:?subject=${encodeURIComponent(texts.emailSubject(company))}&body=${encodeURIComponent(texts.emailBody(company, link))}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      // spec 3 §9: the referral widget is tracked; sharing the link is its use.
      trackWidget("referral", "used");
    } catch {
      setCopied(false);
      trackWidget("referral", "failed");
    }
  };
  return (
    <>
      <p>
        <strong>{campaign.headline}</strong>
      </p>
      <p>{campaign.detail}</p>
      <LinkField>
        <label htmlFor="referral-link">{texts.linkLabel}</label>
        <input id="referral-link" type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </LinkField>
      <Actions>
        <Button onClick={() => void copy()}>{texts.copy}</Button>
        <Button variant="secondary" href={mail} onClick={() => trackWidget("referral", "used")}>
          {texts.email}
        </Button>
      </Actions>
      {copied === true ? <Alert type="success">{referralMessages.copied}</Alert> : null}
      {copied === false ? <Problem>{referralMessages.copyFailed}</Problem> : null}
      <p>{texts.earned(status.referredOrders, money(status.rewardsEarned))}</p>
    </>
  );
}

/**
 * /refer-a-friend (issue 45 item 2, page type referAFriend): the signed-in customer's personal
 * share link with the brand's campaign (referralConfig's reward), a 'Copy link' button and a mail
 * to share it. The route answers 404 where the storefront offers no referrals.
 */
export function ReferAFriendPage() {
  const { signedIn } = useAccountArea();
  const { referralsOffered, companyName } = useStorefrontSettings();
  const brand = useBrand();
  const referral = useReferral({ enabled: signedIn && referralsOffered });

  let body;
  if (!referralsOffered || referral.data?.enabled === false) body = <p>{referralMessages.notOffered}</p>;
  else if (referral.isError) body = <AreaProblem error={referral.error} />;
  else if (!referral.data) body = <Loader label={texts.loading} showLabel />;
  else body = <ShareLink status={referral.data} company={companyName ?? brand.displayName} />;
  return (
    <AccountAreaPage id="refer-a-friend" title={texts.title}>
      {body}
    </AccountAreaPage>
  );
}

import { useState } from "react";
import { DEALS_CLUB_MESSAGES, useDealsClub, useJoinDealsClub, useLeaveDealsClub } from "@storefront/api-client/account";
import { errorMessage } from "@storefront/api-client/http";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { KitLink } from "@storefront/ui-kit/link";
import { Loader } from "@storefront/ui-kit/loader";
import { formatLongDate } from "@storefront/validation/dates";
import { Problem } from "../page-styles";
import { AccountAreaPage, AreaProblem, useAccountArea } from "./AccountArea";
import { areaTexts } from "./area-texts";

const texts = areaTexts.dealsClub;

/**
 * /account/deals-club (issue 45 item 3): where the storefront's dealsClubEnabled is on, the
 * signed-in customer joins the club (free) or leaves it; members pay the member price of every
 * product marked for members, which the API charges in the cart and at checkout. Elsewhere the
 * page says the club is not offered.
 */
export function DealsClubPage() {
  const { signedIn } = useAccountArea();
  const { dealsClubEnabled } = useStorefrontSettings();
  const brand = useBrand();
  const status = useDealsClub({ enabled: signedIn && dealsClubEnabled });
  const [notice, setNotice] = useState<string | null>(null);
  const join = useJoinDealsClub({ onSuccess: () => setNotice(texts.joined) });
  const leave = useLeaveDealsClub({ onSuccess: () => setNotice(texts.left) });
  const changing = join.isPending || leave.isPending;
  const failed = join.error ?? leave.error;

  let body;
  if (!dealsClubEnabled) body = <p>{DEALS_CLUB_MESSAGES.notOffered}</p>;
  else if (status.isError) body = <AreaProblem error={status.error} />;
  else if (!status.data) body = <Loader label={texts.loading} showLabel />;
  else if (status.data.member) {
    const joinedOn = status.data.joinedAt ? formatLongDate(status.data.joinedAt, brand) : "";
    body = (
      <>
        <p>{texts.member(joinedOn)}</p>
        <p>
          <KitLink href="/">{texts.browse}</KitLink>
        </p>
        <Button
          variant="secondary"
          disabled={changing}
          onClick={() => {
            setNotice(null);
            leave.mutate();
          }}
        >
          {texts.leave}
        </Button>
      </>
    );
  } else {
    body = (
      <Button
        disabled={changing}
        onClick={() => {
          setNotice(null);
          join.mutate();
        }}
      >
        {texts.join}
      </Button>
    );
  }

  return (
    <AccountAreaPage id="account-deals-club" title={texts.title}>
      {dealsClubEnabled ? <p>{texts.intro}</p> : null}
      {failed ? <Problem>{errorMessage(failed)}</Problem> : null}
      {notice ? (
        <Alert type="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {body}
    </AccountAreaPage>
  );
}

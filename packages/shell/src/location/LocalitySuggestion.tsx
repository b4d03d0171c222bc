import { Link } from "react-router";
import styled from "styled-components";
import { useGeo } from "@storefront/api-client/stores";
import { INTENT_FIELD } from "@storefront/page-kit/action-fields";
import { ReturnToField } from "@storefront/page-kit/use-shopper-action";
import { Button } from "@storefront/ui-kit/button";
import { targetBox } from "@storefront/ui-kit/theme";
import { PICKERS_PATH, pickerFields, pickerIntents } from "../store-picker/picker-action-texts";
import { usePickerAction } from "../store-picker/picker-forms";
import { localitySuggestionTexts, locationLine } from "./location-rules";

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.sunken};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
  form {
    display: contents;
  }
  a {
    ${targetBox()}
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/**
 * The header's locality suggestion (spec 3 §2; ours where the spec gives only the name): a new
 * visitor (no session yet, the API's `newUser`) sees the delivery area the shop guessed, 'Delivering
 * to Melbourne VIC 3000?', and confirms it with 'Yes, deliver here' (a form posting the guessed
 * locality to the pickers' action, so it works without JavaScript) or goes to 'Change' (the
 * pickers' page). A confirmed or chosen location makes the visitor known: the bar goes. A route
 * hides it with its route data (`hideLocalitySuggestion`).
 */
export function LocalitySuggestion() {
  const { data: geo } = useGeo();
  const action = usePickerAction();
  const line = locationLine(geo);
  if (!geo?.newUser || !line || !geo.locationId) return null;
  return (
    <Bar aria-label={localitySuggestionTexts.region}>
      <p>{localitySuggestionTexts.question(line)}</p>
      <action.Form method="post" action={PICKERS_PATH} onSubmit={action.onSubmit}>
        <input type="hidden" name={INTENT_FIELD} value={pickerIntents.location} />
        <input type="hidden" name={pickerFields.localityId} value={geo.locationId} />
        <ReturnToField />
        <Button type="submit" size="xs" variant="secondary" disabled={action.pending}>
          {localitySuggestionTexts.confirm}
        </Button>
      </action.Form>
      <Link to={PICKERS_PATH}>{localitySuggestionTexts.change}</Link>
    </Bar>
  );
}

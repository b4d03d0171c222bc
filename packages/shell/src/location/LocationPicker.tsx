import { useReducer } from "react";
import styled from "styled-components";
import { useGeo, searchLocalities, type Locality } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import { Button } from "@storefront/ui-kit/button";
import { Typeahead } from "@storefront/ui-kit/typeahead";
import { locationChoiceFields, usePickerAction } from "../store-picker/picker-forms";
import { locationLine, locationPickerReducer, locationTexts } from "./location-rules";

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * The delivery location picker (spec 1 §2.7, §4, §5): shows city, state and postcode; edit mode
 * has the postcode typeahead (2 characters, 400 ms, up to 100 options) and a close icon.
 */
export function LocationPicker({ startInEdit = false }: { startInEdit?: boolean }) {
  const client = useApiClient();
  const { data: geo } = useGeo();
  // A choice goes to the pickers' action (issue 40), as the pickers' page's 'Choose' does without JavaScript.
  const setLocation = usePickerAction();
  const [mode, dispatch] = useReducer(locationPickerReducer, startInEdit ? "edit" : "default");
  const line = locationLine(geo);

  const choose = async (locality: Locality) => {
    await setLocation.submit(locationChoiceFields(locality.id)).catch(() => undefined);
    dispatch({ type: "chosen" });
  };

  if (mode === "edit") {
    return (
      <Box aria-label={locationTexts.editTitle}>
        <Head>
          <h3>{locationTexts.editTitle}</h3>
          <Button variant="icon" aria-label={locationTexts.close} onClick={() => dispatch({ type: "close" })}>
            <span aria-hidden="true">×</span>
          </Button>
        </Head>
        <Typeahead<Locality>
          label={locationTexts.label}
          placeholder={locationTexts.placeholder}
          // The shopper just asked to edit: the field is where they type next.
          focusOnMount
          onSearch={async (query) => (await searchLocalities(client, query)).items}
          onSelect={(locality) => void choose(locality)}
          getOptionLabel={(locality) => locality.fullAddress}
          getOptionKey={(locality) => locality.id}
          noResultsHint={locationTexts.noResultsHint}
        />
      </Box>
    );
  }
  return (
    <Box aria-label={locationTexts.title}>
      <h3>{locationTexts.title}</h3>
      {line ? (
        <p>
          <strong data-testid="delivery-location">{line}</strong>{" "}
          <Button variant="link" onClick={() => dispatch({ type: "edit" })}>
            {locationTexts.change}
          </Button>
        </p>
      ) : (
        <p>
          {locationTexts.noPostcode}{" "}
          <Button variant="link" onClick={() => dispatch({ type: "edit" })}>
            {locationTexts.change}
          </Button>
        </p>
      )}
    </Box>
  );
}

import { getIn, setIn, useFormikContext } from "formik";
import { useId, useRef, useState } from "react";
import styled from "styled-components";
import { isApiError } from "@storefront/api-client/http";
import { useApiClient } from "@storefront/api-client/react";
import { getPlaceAddress, suggestAddresses, type AddressSuggestion } from "@storefront/api-client/stores";
import {
  resultsAnnouncement,
  TypeaheadField,
  TypeaheadInput,
  TypeaheadLabel,
  TypeaheadMenu,
  TypeaheadRoot,
  useTypeahead,
  useTypeaheadSearch,
} from "@storefront/ui-kit/typeahead";
import {
  addressLookupLimits,
  isAddressLookupInput,
  MAPS_ERROR_MESSAGE,
  sanitisedPlaceAddress,
} from "@storefront/validation/address-lookup";
import { checkoutLimits } from "@storefront/validation/checkout";
import { ErrorText, type ChosenSuburb } from "./SuburbField";

/**
 * spec 2 §7 and spec 1 §8: 'a maps error event is emitted' when the maps service is unavailable.
 * A DOM event on window, as the global message's; its detail names the call that failed.
 */
export const MAPS_ERROR_EVENT = "storefront:maps-error";
export interface MapsErrorDetail {
  operation: "suggestions" | "place";
  /** The API's answer status; 0 when none came. */
  status: number;
}

function emitMapsError(detail: MapsErrorDetail): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<MapsErrorDetail>(MAPS_ERROR_EVENT, { detail }));
}

/** Ours: the typing pause before a lookup, as the suburb field's. */
const SEARCH_DEBOUNCE_MS = 300;
const MAX_OPTIONS = 5;

const Root = styled(TypeaheadRoot)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;

/** A token that groups one address's keystrokes and its choice, as maps services bill them. */
function newSessionToken(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `s${Date.now().toString(36)}`;
}

type AddressValues = Record<string, unknown>;

export interface AddressLookupFieldProps {
  /** The formik path of the address object ('deliveryAddress'), or "" when the form's values are the address. */
  address: string;
  label: string;
  disabled?: boolean;
  /** A looked-up address whose suburb the API knows fills suburb, state and postcode: as choosing the suburb does. */
  onChooseSuburb?: (chosen: ChosenSuburb) => void;
}

/**
 * The street address as a combobox over the API's address lookup (spec 2 §7, issue 44 item 3;
 * WAI-ARIA combobox as the suburb and search fields): what is typed is the address, and from three
 * characters suggestions from the maps service follow. Choosing one (click, tap, or arrows and
 * Enter) fills the street from the geocoded place and, when the API knows its suburb, the suburb,
 * state and postcode. When the geocoder finds nothing the street is the chosen place's sanitised
 * text; when the maps service is unavailable the maps error event is emitted, the spec's message
 * shows under the field, and the typed text stays the address.
 */
export function AddressLookupField({ address, label, disabled, onChooseSuburb }: AddressLookupFieldProps) {
  const api = useApiClient();
  const form = useFormikContext<AddressValues>();
  const field = (name: string) => (address ? `${address}.${name}` : name);
  const [text, setText] = useState(() => String(getIn(form.values, field("address")) ?? ""));
  const [mapsError, setMapsError] = useState(false);
  const sessionToken = useRef(newSessionToken());
  const chosenText = useRef<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const mapsErrorId = `${inputId}-maps-error`;

  const failed = (operation: MapsErrorDetail["operation"], error: unknown) => {
    setMapsError(true);
    emitMapsError({ operation, status: isApiError(error) ? error.status : 0 });
  };

  const { options, status, search, reset } = useTypeaheadSearch<AddressSuggestion>({
    onSearch: async (query) => {
      try {
        const answer = await suggestAddresses(api, query, sessionToken.current);
        setMapsError(false);
        return answer.items;
      } catch (error) {
        // A refusal of the text itself (400) is no outage: it simply finds nothing.
        if (!(isApiError(error) && error.status === 400)) failed("suggestions", error);
        return [];
      }
    },
    minChars: addressLookupLimits.searchFrom,
    debounceMs: SEARCH_DEBOUNCE_MS,
    maxOptions: MAX_OPTIONS,
  });

  const setAddress = (change: AddressValues) =>
    form.setValues(
      (current) =>
        address ? setIn(current, address, { ...(getIn(current, address) as AddressValues), ...change }) : { ...current, ...change },
      true,
    );

  /** Shows `street` in the field as chosen (not typed) and puts it, with any other parts, in the form. */
  const fill = (street: string, parts: AddressValues = {}) => {
    chosenText.current = street;
    setText(street);
    void setAddress({ address: street, ...parts });
  };

  async function choose(suggestion: AddressSuggestion) {
    const fallback = sanitisedPlaceAddress(suggestion.mainText || suggestion.description);
    fill(fallback);
    try {
      const place = await getPlaceAddress(api, suggestion.placeId);
      const street = sanitisedPlaceAddress(place.streetAddress) || fallback;
      if (place.knownLocality) {
        fill(street, { suburb: place.suburb, state: place.state, postcode: place.postcode });
        onChooseSuburb?.({ suburb: place.suburb, state: place.state, postcode: place.postcode });
      } else {
        fill(street);
      }
    } catch (error) {
      // spec 2 §7: a geocoder that finds nothing falls back to the sanitised place; so does an
      // unavailable service, which also shows the maps error. Filled again after the wait: the
      // combobox may have reset its text on the choice meanwhile.
      fill(fallback);
      if (!(isApiError(error) && error.status === 404)) failed("place", error);
    } finally {
      sessionToken.current = newSessionToken();
    }
  }

  const done = status === "done";
  const combobox = useTypeahead<AddressSuggestion>({
    items: done ? options : [],
    itemToString: (suggestion) => sanitisedPlaceAddress(suggestion.mainText || suggestion.description),
    inputValue: text,
    hasContent: done,
    inputId,
    onInputValueChange: (value) => {
      setText(value);
      // A choice puts its street in the field: that is not typing.
      if (value === chosenText.current) return;
      chosenText.current = null;
      setMapsError(false);
      void form.setFieldValue(field("address"), value, false);
      if (isAddressLookupInput(value)) search(value);
      else reset();
    },
    onSelect: (suggestion) => {
      reset();
      void choose(suggestion);
    },
  });

  const touched = Boolean(getIn(form.touched, field("address"))) || form.submitCount > 0;
  const error = touched ? (getIn(form.errors, field("address")) as string | undefined) : undefined;
  const expanded = combobox.isOpen;
  const announcement = status === "loading" ? "Searching" : expanded ? resultsAnnouncement(options.length) : "";
  const describedBy = [error ? errorId : null, mapsError ? mapsErrorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <Root>
      <TypeaheadLabel {...combobox.getLabelProps()}>{label}</TypeaheadLabel>
      <TypeaheadField>
        <TypeaheadInput
          {...combobox.getInputProps({
            name: field("address"),
            type: "text",
            autoComplete: "off",
            disabled,
            maxLength: Math.max(addressLookupLimits.inputMax, checkoutLimits.addressMax),
            // The text in state in the keystroke's own update, as the search combobox does: Downshift
            // reports it from an effect React runs later, and a key pressed before then (a slow
            // phone, a busy page) typed onto the old text and lost the one before.
            onChange: (event) => setText(event.currentTarget.value),
            // Marked touched without running the rules: a click on a suggestion blurs the field first.
            onBlur: () => void form.setFieldTouched(field("address"), true, false),
            "aria-required": true,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
          })}
        />
      </TypeaheadField>
      <TypeaheadMenu
        combobox={combobox}
        expanded={expanded}
        options={options}
        optionKey={(option) => option.placeId}
        renderOption={(option) => (
          <>
            {option.secondaryText ? `${option.mainText}, ` : option.mainText}
            {option.secondaryText ? <Secondary>{option.secondaryText}</Secondary> : null}
          </>
        )}
        announcement={announcement}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {mapsError ? (
        <ErrorText id={mapsErrorId} role="alert">
          {MAPS_ERROR_MESSAGE}
        </ErrorText>
      ) : null}
    </Root>
  );
}

import { getIn, setIn, useFormikContext } from "formik";
import { useEffect, useId, useState } from "react";
import styled from "styled-components";
import { searchLocalities, type Locality } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
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
import { checkoutLimits } from "@storefront/validation/checkout";

/** A suburb chosen from the lookup (spec 2 §3 "Suburb lookup result"). */
export interface ChosenSuburb {
  suburb: string;
  state: string;
  postcode: string;
}

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  color: ${({ theme }) => theme.color.feedback.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Root = styled(TypeaheadRoot)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** spec 2 §5: searching begins after more than 2 characters. */
const SEARCH_MIN_CHARS = checkoutLimits.suburbSearchAfter + 1;
const SEARCH_DEBOUNCE_MS = 300;
const MAX_OPTIONS = 20;

function optionLabel(locality: Pick<Locality, "suburb" | "state" | "postcode">): string {
  return `${locality.suburb} ${locality.state} ${locality.postcode}`.replace(/\s+/g, " ").trim();
}

export interface SuburbFieldProps {
  /** The formik path of the address object whose suburb, state and postcode the field fills ('deliveryAddress'), or "" when the form's values are the address. */
  address: string;
  label: string;
  /** aol-nz: suburb and postcode as one field (BrandConfig checkout.suburbAndPostcodeAsOneField). */
  withPostcode: boolean;
  disabled?: boolean;
  onChoose?: (chosen: ChosenSuburb) => void;
}

type AddressValues = Record<string, unknown>;

/** The address object at `path` in the values ("" is the values themselves). */
function addressAt(values: AddressValues, path: string): AddressValues {
  return ((path ? getIn(values, path) : values) as AddressValues | undefined) ?? {};
}

/** The values with the address at `path` changed. */
function withAddress(values: AddressValues, path: string, change: AddressValues): AddressValues {
  return path ? setIn(values, path, { ...addressAt(values, path), ...change }) : { ...values, ...change };
}

/**
 * The suburb typeahead (spec 2 §2 and §5), shared by the checkout's address panels and the
 * account area's address form (a domain never imports another): GET /api/locality/{query} after more than 2
 * characters; choosing a suggestion fills suburb, state and postcode. Typing again clears the
 * state and postcode, so a suburb not chosen from the list blocks the submit.
 */
export function SuburbField({ address, label, withPostcode, disabled, onChoose }: SuburbFieldProps) {
  const api = useApiClient();
  const form = useFormikContext<AddressValues>();
  const values = addressAt(form.values, address) as { suburb?: string; state?: string; postcode?: string };
  const field = (name: string) => (address ? `${address}.${name}` : name);
  // A saved or signed-in address shows as the lookup labels it.
  const [text, setText] = useState(() => [values.suburb, values.state, values.postcode].filter(Boolean).join(" "));
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // A suburb chosen elsewhere (the address lookup fills suburb, state and postcode) shows here as
  // the lookup labels it; typing clears the postcode, so this never overwrites what is typed.
  const filledLabel = values.postcode
    ? optionLabel({ suburb: values.suburb ?? "", state: values.state ?? "", postcode: values.postcode })
    : null;
  useEffect(() => {
    if (filledLabel === null) return;
    setText((shown) => (shown === filledLabel ? shown : filledLabel));
  }, [filledLabel]);
  const { options, status, search, reset } = useTypeaheadSearch<Locality>({
    onSearch: async (query) => (await searchLocalities(api, query)).items,
    minChars: SEARCH_MIN_CHARS,
    debounceMs: SEARCH_DEBOUNCE_MS,
    maxOptions: MAX_OPTIONS,
  });
  const done = status === "done";
  const combobox = useTypeahead<Locality>({
    items: done ? options : [],
    itemToString: optionLabel,
    inputValue: text,
    hasContent: done,
    inputId,
    onInputValueChange: (value, { chosen }) => {
      setText(value);
      // A choice fills the field with its label: that is not typing.
      if (chosen) return;
      search(value);
      // Typing after a choice undoes it, once: the form is not re-rendered on every key. Text
      // never chosen stays out of the form, so the suburb rule and the submit block catch it.
      if (values.postcode || values.state) {
        void form.setValues((current) => withAddress(current, address, { suburb: value, state: "", postcode: "" }), false);
      }
    },
    onSelect: (locality) => {
      reset();
      void form.setValues(
        (current) => withAddress(current, address, { suburb: locality.suburb, state: locality.state, postcode: locality.postcode }),
        true,
      );
      onChoose?.({ suburb: locality.suburb, state: locality.state, postcode: locality.postcode });
    },
  });

  const touched = Boolean(getIn(form.touched, field("suburb"))) || form.submitCount > 0;
  const error = touched
    ? ((getIn(form.errors, field("suburb")) as string | undefined) ??
      (withPostcode ? (getIn(form.errors, field("postcode")) as string | undefined) : undefined))
    : undefined;
  const expanded = combobox.isOpen;
  const announcement = status === "loading" ? "Searching" : expanded ? resultsAnnouncement(options.length) : "";

  return (
    <Root>
      <TypeaheadLabel {...combobox.getLabelProps()}>{label}</TypeaheadLabel>
      <TypeaheadField>
        <TypeaheadInput
          {...combobox.getInputProps({
            name: field("suburb"),
            type: "text",
            autoComplete: "off",
            disabled,
            maxLength: withPostcode ? checkoutLimits.suburbMax + 5 : checkoutLimits.suburbMax,
            // Marked touched without running the rules: a click on a suggestion blurs the field first.
            onBlur: () => void form.setFieldTouched(field("suburb"), true, false),
            "aria-required": true,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
          })}
        />
      </TypeaheadField>
      <TypeaheadMenu
        combobox={combobox}
        expanded={expanded}
        options={options}
        optionKey={(option) => option.id}
        renderOption={optionLabel}
        announcement={announcement}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
}

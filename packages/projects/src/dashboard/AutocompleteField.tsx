import { useState } from "react";
import { useFormikContext } from "formik";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Typeahead } from "@storefront/ui-kit/typeahead";
import { Muted, Row } from "../page/styles";
import { dashboardTexts } from "../project-texts";
import type { DashboardFilters } from "./search-params";

export interface AutocompleteFieldProps<T> {
  /** The form field it fills: brand, category or sku. */
  name: "brand" | "category" | "sku";
  label: string;
  /** The lookup (GET /api/brand/autocomplete/{text}, …); a failure shows `errorMessage`. */
  find: (text: string) => Promise<readonly T[]>;
  /** What the suggestion shows and what the search sends. */
  optionLabel: (option: T) => string;
  optionValue: (option: T) => string;
  /** spec 3 §8: 'An error occurred getting brand.' and the like. */
  errorMessage: string;
}

/**
 * A brand, category or SKU for the dashboard search: the kit's combobox (an input with a listbox
 * of suggestions; arrows, Enter and Escape), the choice shown under it with a button to clear it,
 * and the spec's message when the lookup fails.
 */
export function AutocompleteField<T>({ name, label, find, optionLabel, optionValue, errorMessage }: AutocompleteFieldProps<T>) {
  const { values, setFieldValue } = useFormikContext<DashboardFilters>();
  const [failed, setFailed] = useState(false);
  // Clearing the choice starts the combobox afresh, its text emptied.
  const [generation, setGeneration] = useState(0);
  const chosen = values[name];
  const clear = () => {
    void setFieldValue(name, "");
    setGeneration(generation + 1);
  };
  return (
    <div>
      <Typeahead<T>
        key={generation}
        label={label}
        name={name}
        onSearch={async (text) => {
          try {
            const found = await find(text);
            setFailed(false);
            return found;
          } catch (error) {
            setFailed(true);
            throw error;
          }
        }}
        onSelect={(option) => void setFieldValue(name, optionValue(option))}
        getOptionLabel={optionLabel}
        getOptionKey={optionValue}
      />
      {failed ? <Alert>{errorMessage}</Alert> : null}
      {chosen ? (
        <Row>
          <Muted>{dashboardTexts.chosen(label, chosen)}</Muted>
          <Button variant="link" size="small" onClick={clear}>
            {dashboardTexts.clear(label, chosen)}
          </Button>
        </Row>
      ) : null}
    </div>
  );
}

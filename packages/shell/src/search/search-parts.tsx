import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { suggestionTexts } from "./suggestion-texts";

/** The search field's look and texts, shared by the field the page starts with and the combobox it becomes. */
export const SearchForm = styled.form`
  position: relative;
  flex: 1 1 320px;
  min-width: 0;
  max-width: 640px;
`;

const SubmitButton = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const Spinner = styled.span`
  display: inline-flex;
  padding: 0 ${({ theme }) => theme.space[2]}px;
`;

export const searchTexts = {
  label: "Search",
  placeholder: "Search products, brands and more",
  submit: "Search",
  formLabel: "Site search",
  ...suggestionTexts,
} as const;

/** The field's submit button. */
export function SearchSubmit() {
  return <SubmitButton type="submit">{searchTexts.submit}</SubmitButton>;
}

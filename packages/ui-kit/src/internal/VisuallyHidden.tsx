import styled from "styled-components";
import { visuallyHidden } from "./styles";

/** Text for screen readers only, e.g. "(opens in a new tab)". */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

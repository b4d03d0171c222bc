import styled from "styled-components";
import { Bone } from "../page/Skeletons";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 760px;
`;

/** The space a form takes while its module loads. */
export function FormFallback() {
  return (
    <Frame role="status" aria-busy="true">
      <VisuallyHidden>Loading the form</VisuallyHidden>
      <Bone $h={44} />
      <Bone $h={44} />
      <Bone $h={44} />
      <Bone $h={140} />
      <Bone $w="180px" $h={44} />
    </Frame>
  );
}

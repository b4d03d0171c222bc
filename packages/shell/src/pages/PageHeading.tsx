import styled from "styled-components";

export const PageHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.color.brand.primary};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.color.text.muted};
  max-width: 60ch;
`;

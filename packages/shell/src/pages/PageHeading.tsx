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

export const ActionLink = styled.a`
  display: inline-block;
  background: ${({ theme }) => theme.color.action.primary};
  color: ${({ theme }) => theme.color.action.primaryText};
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[5]}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.action.primaryHover};
  }
`;

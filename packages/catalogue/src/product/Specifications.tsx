import styled from "styled-components";
import type { SpecificationGroup } from "@storefront/api-client/product";
import { up } from "@storefront/ui-kit/theme";

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 45%;
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  tr:nth-child(odd) {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

/** The specifications table, one captioned table per group (issue 7 item 3). */
export function Specifications({ groups }: { groups: readonly SpecificationGroup[] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <Table key={group.group}>
          <caption>{group.group}</caption>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.name}</th>
                <td>{item.value}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ))}
    </Groups>
  );
}

import styled from "styled-components";
import type { OpeningTime } from "@storefront/api-client/stores";
import { formatTwelveHourTime } from "@storefront/validation/price";

const Table = styled.table`
  width: 100%;
  max-width: 420px;
  border-collapse: collapse;

  caption {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** One day's hours in 12-hour time (spec 1 §4), or 'Closed'. */
export function openingHours(time: OpeningTime | undefined): string {
  if (!time || !time.isOpen) return "Closed";
  const open = formatTwelveHourTime(time.openTime);
  const close = formatTwelveHourTime(time.closeTime);
  if (open && close) return `${open} – ${close}`;
  return close ? `Until ${close}` : "Open";
}

/** spec 1 §3: a store's seven opening times, Monday first. */
export function OpeningTimes({ openTimes, appointmentOnly }: { openTimes: readonly OpeningTime[]; appointmentOnly: boolean }) {
  return (
    <Table>
      <caption>{appointmentOnly ? "Opening times (by appointment only)" : "Opening times"}</caption>
      <tbody>
        {DAYS.map((day, index) => (
          <tr key={day}>
            <th scope="row">{openTimes[index]?.day ?? day}</th>
            <td>{openingHours(openTimes[index])}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

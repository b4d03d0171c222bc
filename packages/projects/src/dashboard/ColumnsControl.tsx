import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { Row } from "../page/styles";
import { dashboardTexts } from "../project-texts";
import { moveColumn, toggleColumn, type DashboardColumn } from "./columns";

const Panel = styled.fieldset`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[1]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }

  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]}px;
    align-items: center;
  }

  input[type="checkbox"] {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.action.primary};
  }
`;

const key = (column: DashboardColumn) => `${column.title}|${column.path}`;

export interface ColumnsControlProps {
  columns: readonly DashboardColumn[];
  onChange: (columns: DashboardColumn[]) => void;
}

/**
 * 'Columns': shows or hides each column (a checkbox; Project Name's is disabled, spec 3 §5) and
 * moves it up or down (buttons, so the keyboard reorders as well as the mouse). After a move the
 * focus stays on the moved column's button, or its other one at either end.
 */
export function ColumnsControl({ columns, onChange }: ColumnsControlProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; step: -1 | 1 } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focusAfterMove) return;
    const same = buttons.current.get(`${focusAfterMove.key}|${focusAfterMove.step}`);
    const other = buttons.current.get(`${focusAfterMove.key}|${-focusAfterMove.step}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, columns]);

  const move = (column: DashboardColumn, step: -1 | 1) => {
    onChange(moveColumn(columns, column, step));
    setFocusAfterMove({ key: key(column), step });
  };
  const ref = (column: DashboardColumn, step: -1 | 1) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key(column)}|${step}`, element);
    else buttons.current.delete(`${key(column)}|${step}`);
  };

  return (
    <div>
      <Button variant="secondary" size="small" aria-expanded={open} aria-controls={`${id}-columns`} onClick={() => setOpen(!open)}>
        {dashboardTexts.columns}
      </Button>
      {open ? (
        <Panel id={`${id}-columns`}>
          <legend>{dashboardTexts.columnsLegend}</legend>
          <ol>
            {columns.map((column, index) => (
              <li key={key(column)}>
                <label>
                  <input
                    type="checkbox"
                    checked={column.show}
                    disabled={column.required}
                    onChange={(event) => onChange(toggleColumn(columns, column, event.target.checked))}
                  />
                  {column.title}
                </label>
                <Row>
                  <Button ref={ref(column, -1)} variant="ghost" size="small" disabled={index === 0} onClick={() => move(column, -1)}>
                    {dashboardTexts.moveUp}
                    <VisuallyHidden> {column.title}</VisuallyHidden>
                  </Button>
                  <Button
                    ref={ref(column, 1)}
                    variant="ghost"
                    size="small"
                    disabled={index === columns.length - 1}
                    onClick={() => move(column, 1)}
                  >
                    {dashboardTexts.moveDown}
                    <VisuallyHidden> {column.title}</VisuallyHidden>
                  </Button>
                </Row>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
    </div>
  );
}

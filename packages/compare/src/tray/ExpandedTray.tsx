import type { ReactNode } from "react";
import { canCompare } from "@storefront/validation/compare";
import { Button } from "@storefront/ui-kit/button";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { trayTexts } from "../compare-texts";
import { useCompareTrayStore, type TrayVariant } from "../tray-store";
import { Actions, Panel, PanelHead } from "./tray-styles";

/** A tray event (spec 1 §4) for the brand's variant. */
export function sendTrayEvent(variant: TrayVariant, type: "pin" | "hide" | "compare"): void {
  useCompareTrayStore.getState().send(variant, { type });
}

export interface ExpandedTrayProps {
  variant: TrayVariant;
  heading: ReactNode;
  skus: readonly string[];
  /** 'Compare Selected' (overlay) or 'Compare' (bottom bar). */
  compareLabel: string;
  /** Where comparing goes, once the tray has minimised. */
  onCompare: () => void;
  children: ReactNode;
}

/**
 * The open tray of either variant (spec 1 §2.5): its heading with 'Hide', the slots, and the
 * compare button, disabled while one or fewer products are selected; no compare button while the
 * ComparePageEnabled setting turns the compare page off (issue 20 item 1).
 */
export function ExpandedTray({ variant, heading, skus, compareLabel, onCompare, children }: ExpandedTrayProps) {
  const { comparePageEnabled } = useStorefrontSettings();
  return (
    <Panel>
      <PanelHead>
        <h2>{heading}</h2>
        <Button variant="secondary" size="small" aria-expanded onClick={() => sendTrayEvent(variant, "hide")}>
          {trayTexts.hide}
        </Button>
      </PanelHead>
      {children}
      {comparePageEnabled ? (
        <Actions>
          <Button
            variant="primary"
            disabled={!canCompare(skus)}
            onClick={() => {
              sendTrayEvent(variant, "compare");
              onCompare();
            }}
          >
            {compareLabel}
          </Button>
        </Actions>
      ) : null}
    </Panel>
  );
}

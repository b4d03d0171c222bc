import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSaveToolbarState, useToolbarActions, type ToolbarAction, type ToolbarActionId } from "@storefront/api-client/reminders";
import { useBrand } from "@storefront/ui-kit/brand";
import { consoleStore, useConsoleState, type PanelView } from "./console-store";
import { PANEL_ACTIONS, isStaffPanelPath, panelPathOf, toggleEffect } from "./panel-rules";

/** The reminders views open the reminders toggle's panel (spec 3 §4: Close sets that toggle off). */
export const isRemindersView = (view: PanelView | null) => view?.actionId === PANEL_ACTIONS.reminders;

/**
 * The admin toolbar's state and its moves (spec 3 §2, §4), for a signed-in staff member (`on`):
 * the actions with their saved toggle state (GET /api/account/toolbar), a toggle switched (saved
 * with POST /api/account/toolbar), the panel views the Reminders dropdown opens, and Close. The
 * reminders toggle is left out where the brand hides reminders (BRANDS.md `showReminders`).
 */
export function useStaffConsole(on: boolean) {
  const { features } = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Inside a panel page the console never shows (the frame would hold another bar and panel).
  const active = on && !isStaffPanelPath(pathname);
  const toolbar = useToolbarActions({ enabled: active });
  const save = useSaveToolbarState();
  const state = useConsoleState();
  const actions = (toolbar.data ?? []).filter((action) => features.showReminders || action.id !== PANEL_ACTIONS.reminders);

  const saveState = useCallback(
    (id: ToolbarActionId, isActive: boolean) => {
      save.mutate({ id, isActive });
    },
    [save],
  );

  /** Turns off, and saves off, every panel toggle but `keep` (one panel at a time). */
  const switchOffOtherPanels = useCallback(
    (keep: string | null) => {
      for (const action of toolbar.data ?? []) {
        if (action.id !== keep && action.id !== PANEL_ACTIONS.project && action.isActive) saveState(action.id, false);
      }
    },
    [toolbar.data, saveState],
  );

  /** A toggle switched by the staff member. */
  const toggle = (action: ToolbarAction) => {
    const on = !action.isActive;
    const effect = toggleEffect(action.id, on);
    saveState(action.id, on);
    if ("navigate" in effect) {
      void navigate(effect.navigate);
      return;
    }
    switchOffOtherPanels(effect.panel);
    const path = effect.panel ? panelPathOf(effect.panel) : null;
    if (effect.panel && path) consoleStore.open({ actionId: effect.panel, path }, effect.panel === PANEL_ACTIONS.reminders);
    else consoleStore.closePanel();
  };

  /** The Reminders dropdown opens a reminders view (list, add, view or edit) in the side panel. */
  const openReminders = (path: string) => {
    const reminders = actions.find((action) => action.id === PANEL_ACTIONS.reminders);
    if (reminders && !reminders.isActive) saveState(reminders.id, true);
    switchOffOtherPanels(PANEL_ACTIONS.reminders);
    consoleStore.open({ actionId: PANEL_ACTIONS.reminders, path }, true);
  };

  /** spec 3 §4: Close sets the reminders toggle off and closes the panel. */
  const close = () => {
    const reminders = actions.find((action) => action.id === PANEL_ACTIONS.reminders);
    if (reminders?.isActive) saveState(reminders.id, false);
    consoleStore.closeReminders();
  };

  // The saved state reopens its panel on the next page load, once per load.
  const restored = useRef(false);
  useEffect(() => {
    if (!active || restored.current || !toolbar.data) return;
    restored.current = true;
    if (consoleStore.get().view) return;
    const open = toolbar.data.find((action) => action.isActive && panelPathOf(action.id) && actions.includes(action));
    const path = open ? panelPathOf(open.id) : null;
    if (open && path) consoleStore.open({ actionId: open.id, path }, open.id === PANEL_ACTIONS.reminders);
  }, [active, toolbar.data, actions]);

  // Signed out, or a panel page: no panel.
  useEffect(() => {
    if (!active) consoleStore.reset();
  }, [active]);

  return {
    active,
    actions,
    toolbar,
    saveError: save.error,
    view: state.view,
    showClose: state.remindersOpened,
    toggle,
    openReminders,
    close,
  };
}

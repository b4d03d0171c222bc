import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "@storefront/ui-kit/alert";
import type { BotCheckAction } from "@storefront/validation/bot-check";
import { useRootData } from "./root-data";
import { FAILED_TO_LOAD_SCRIPT, loadScript, ScriptLoadError } from "./script-load";
import { useWidgetTracking } from "./analytics";
import { useStorefrontSettings } from "./settings";

/** The part of reCAPTCHA's `window.grecaptcha` the storefront uses (the sandbox's widget has the same). */
export interface BotCheckWidget {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    params: { sitekey: string; callback?: (token: string) => void; "expired-callback"?: () => void; "error-callback"?: () => void },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: BotCheckWidget;
  }
}

/** The widget script with the score key to render (reCAPTCHA v3's `?render=` form; the box renders explicitly too). */
export function botCheckScriptSrc(scriptUrl: string, scoreSiteKey: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set("render", scoreSiteKey);
  return url.toString();
}

/** The widget, once its script has run and it says it is ready; ScriptLoadError when the script does not arrive. */
export async function loadBotCheckWidget(src: string): Promise<BotCheckWidget> {
  await loadScript(src);
  const widget = window.grecaptcha;
  if (!widget) throw new ScriptLoadError(src);
  await new Promise<void>((resolve) => widget.ready(resolve));
  return widget;
}

export interface BotCheck {
  /** A provider is configured (the root data names its script) and the API hands out site keys. */
  enabled: boolean;
  /**
   * The score check's token for a form's action (issue 45 item 7), asked for at submit so no page
   * loads the widget before a shopper sends something; undefined when no check is on. Rejects with
   * ScriptLoadError ('Failed to load script') when the widget does not load.
   */
  scoreToken(action: BotCheckAction): Promise<string | undefined>;
}

/** The brand's bot check: the score check of the public forms. */
export function useBotCheck(): BotCheck {
  const scriptUrl = useRootData()?.botCheckScriptUrl;
  const { botCheckScoreSiteKey } = useStorefrontSettings();
  const enabled = Boolean(scriptUrl && botCheckScoreSiteKey);
  const trackWidget = useWidgetTracking();
  const scoreToken = useCallback(
    async (action: BotCheckAction) => {
      if (!scriptUrl || !botCheckScoreSiteKey) return undefined;
      try {
        const widget = await loadBotCheckWidget(botCheckScriptSrc(scriptUrl, botCheckScoreSiteKey));
        const token = await widget.execute(botCheckScoreSiteKey, { action });
        // spec 3 §9: reCAPTCHA is a tracked widget type (used: a token for a form, failed: none).
        trackWidget("recaptcha", "used");
        return token;
      } catch (error) {
        trackWidget("recaptcha", "failed");
        throw error;
      }
    },
    [scriptUrl, botCheckScoreSiteKey, trackWidget],
  );
  return { enabled, scoreToken };
}

/** The message a form shows when the check could not be run: the script's own (spec 3 §8), else the error's. */
export function botCheckFailureMessage(error: unknown): string {
  return error instanceof ScriptLoadError ? FAILED_TO_LOAD_SCRIPT : error instanceof Error ? error.message : FAILED_TO_LOAD_SCRIPT;
}

export interface BotCheckBoxProps {
  /** Told the token when the box is ticked, and "" when the tick expires. */
  onToken?: (token: string) => void;
}

/**
 * The "I'm not a robot" box (reCAPTCHA v2's kind, issue 45 item 7) inside a form: the provider's
 * widget draws it and writes its token into the form's `g-recaptcha-response` field, which the
 * form post carries. Nothing when no check is on; 'Failed to load script' when the widget does not load.
 */
export function BotCheckBox({ onToken }: BotCheckBoxProps) {
  const scriptUrl = useRootData()?.botCheckScriptUrl;
  const { botCheckBoxSiteKey, botCheckScoreSiteKey } = useStorefrontSettings();
  const container = useRef<HTMLDivElement>(null);
  const trackWidget = useWidgetTracking();
  // spec 3 §9: a ticked box is the widget used; a widget that does not load, failed.
  const told = useRef<(token: string) => void>(() => undefined);
  told.current = (token: string) => {
    if (token) trackWidget("recaptcha", "used");
    onToken?.(token);
  };
  const trackFailure = useRef(() => trackWidget("recaptcha", "failed"));
  trackFailure.current = () => trackWidget("recaptcha", "failed");
  const [failed, setFailed] = useState(false);
  const enabled = Boolean(scriptUrl && botCheckBoxSiteKey && botCheckScoreSiteKey);

  useEffect(() => {
    if (!scriptUrl || !botCheckBoxSiteKey || !botCheckScoreSiteKey) return;
    let current = true;
    loadBotCheckWidget(botCheckScriptSrc(scriptUrl, botCheckScoreSiteKey)).then(
      (widget) => {
        const element = container.current;
        // Drawn once: a second effect run (development's strict mode) finds it there.
        if (!current || !element || element.hasChildNodes()) return;
        widget.render(element, {
          sitekey: botCheckBoxSiteKey,
          callback: (token) => told.current?.(token),
          "expired-callback": () => told.current?.(""),
        });
      },
      () => {
        if (!current) return;
        setFailed(true);
        trackFailure.current();
      },
    );
    return () => {
      current = false;
    };
  }, [scriptUrl, botCheckBoxSiteKey, botCheckScoreSiteKey]);

  if (!enabled) return null;
  return (
    <div>
      {failed ? <Alert type="error">{FAILED_TO_LOAD_SCRIPT}</Alert> : null}
      <div ref={container} data-bot-check-box="" />
    </div>
  );
}

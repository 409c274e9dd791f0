// The third-party voice assistant on /help (spec sections 2 and 9). The script URL and the widget
// id come from PUBLIC_HELP_WIDGET_SCRIPT_URL and PUBLIC_HELP_WIDGET_ID (astro.config.mjs).
//
// The injected script element carries, for the vendor's loader to read from
// `document.currentScript`:
//   data-widget-id   the configured widget id
//   data-region      "na", the vendor region the widget is served from
//   data-full-width  "true": render at the full width of the container
// It is appended inside the container's mount element, where the widget renders; leaving the
// page empties the mount again.

export const helpWidget = {
  /** After the page's load event. */
  injectDelayMs: 100,
  /** A class, not a style attribute: the CSP refuses those. */
  heightClass: 'h-[750px]',
  region: 'na',
} as const;

export interface HelpWidgetConfig {
  scriptUrl: string;
  widgetId: string;
}

/** Both values or nothing: a script without its id, or an id without a script, cannot run. */
export function helpWidgetConfig(scriptUrl: string | undefined, widgetId: string | undefined): HelpWidgetConfig | null {
  const url = scriptUrl?.trim();
  const id = widgetId?.trim();
  return url && id ? { scriptUrl: url, widgetId: id } : null;
}

/** The attributes the injected script element carries (see the note at the top). */
export function widgetScriptAttributes(widgetId: string): Record<string, string> {
  return {
    'data-widget-id': widgetId,
    'data-region': helpWidget.region,
    'data-full-width': 'true',
  };
}

/**
 * What /help's Content-Security-Policy must add for a configured widget: the vendor's host may
 * serve the script and, from it, connect, show images, play audio and open frames.
 */
export function helpWidgetCsp({ scriptUrl }: HelpWidgetConfig) {
  const host = new URL(scriptUrl).origin;
  return {
    // Added to the sources astro.config.mjs allows on every page.
    scriptSource: host,
    directives: (['connect-src', 'img-src', 'media-src', 'frame-src'] as const).map((directive) => `${directive} ${host}` as const),
  };
}

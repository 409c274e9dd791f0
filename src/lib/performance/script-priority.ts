// The site's scripts add behaviour to HTML that is already whole (the search shortcut, copy
// buttons, the header's menus): the first paint needs none of them. Chrome fetches a
// module script and every module it imports at high priority all the same, so they compete with
// the document's last bytes and the lead image, run before the first paint, and Lighthouse counts
// them as render-blocking. An import does not inherit its importer's priority, so each one is
// preloaded at low priority too, with a plain preload: Chromium fetches a `modulepreload` at high
// priority whatever its fetchpriority says. `crossorigin` makes the preload's request the one the
// import makes (a module is fetched in CORS mode), so it is fetched once.

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The low-priority preload of the module at `url`. */
export const preloadTag = (url: string): string => `<link rel="preload" as="script" crossorigin href="${url}" fetchpriority="low">`;

/**
 * The page with each external module script fetched at low priority, preceded by low-priority
 * preloads of the modules it imports. `modulesOf(src)` lists what the script at `src` loads with
 * it through static imports (itself may be among them).
 */
export function lowPriorityScripts(html: string, modulesOf: (src: string) => Iterable<string>): string {
  const preloaded = new Set<string>();
  return html.replace(MODULE_SCRIPT, (tag, src: string) => {
    const preloads = [...modulesOf(src)]
      .filter((url) => url !== src && !preloaded.has(url))
      .map((url) => {
        preloaded.add(url);
        return preloadTag(url);
      });
    return preloads.join('') + tag.replace('<script ', '<script fetchpriority="low" ');
  });
}

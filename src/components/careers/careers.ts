/** The application form's route; careers links add the role they come from. */
export const applyPath = '/apply';

/**
 * The Apply Now link of a role, at its English address (links localize it): the form preselects
 * `position` when it is one of its options, so a page passes the title in its own language.
 */
export function applyHref(title: string): string {
  return `${applyPath}?position=${encodeURIComponent(title)}`;
}

/** The application form's route; careers links add the role they come from. */
export const applyPath = '/apply';

/** The Apply Now link of a role: the form preselects `position` when it is one of its options. */
export function applyHref(title: string): string {
  return `${applyPath}?position=${encodeURIComponent(title)}`;
}

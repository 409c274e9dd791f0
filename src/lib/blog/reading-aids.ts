// What a written post offers a reader beyond its body: a table of contents, the posts before and
// after it, and related posts. Worked out at build time from what the pages already have.

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** A table of contents is worth showing from this many sections. */
export const MIN_SECTIONS_FOR_CONTENTS = 3;

/** The post's sections (## headings) and their subsections (###), or none for a short post. */
export function tableOfContents(headings: readonly Heading[]): Heading[] {
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length < MIN_SECTIONS_FOR_CONTENTS) return [];
  return headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
}

interface Listed {
  id: string;
  data: { category: string };
}

// Every post page asks where it stands in the same list: searching the list each time made the
// build's cost grow with the square of the number of posts.
const positions = new WeakMap<readonly { id: string }[], Map<string, number>>();

function positionOf(list: readonly { id: string }[], id: string): number | undefined {
  let byId = positions.get(list);
  if (!byId) positions.set(list, (byId = new Map(list.map((post, index) => [post.id, index]))));
  return byId.get(id);
}

/** In a newest-first list: the older post to read next and the newer one before it. */
export function adjacentPosts<T extends { id: string }>(newestFirst: readonly T[], id: string): { older?: T; newer?: T } {
  const index = positionOf(newestFirst, id);
  if (index === undefined) return {};
  return { older: newestFirst[index + 1], newer: index > 0 ? newestFirst[index - 1] : undefined };
}

/**
 * The posts an editor chose as related, or, when none are set, the newest others of the same
 * category; never the post itself.
 */
export function relatedPosts<T extends Listed>(post: T, chosen: readonly T[], newestFirst: readonly T[], count = 2): T[] {
  if (chosen.length > 0) return chosen.filter((entry) => entry.id !== post.id).slice(0, count);
  // Stops at the first `count` found rather than going through every post for each page.
  const related: T[] = [];
  for (const entry of newestFirst) {
    if (related.length === count) break;
    if (entry.id !== post.id && entry.data.category === post.data.category) related.push(entry);
  }
  return related;
}

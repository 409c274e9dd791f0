// What the site shows of a post's body other than the body itself. Worked out when the post is
// loaded (src/collections/blog-loader.ts), because the body is not kept: Astro writes the whole
// content store into the build's code, and the bodies were half of it.
import { readingMinutes } from './reading-time';
import { isWritten } from './rules';

export interface BodyFacts {
  /** A post without a body is listed as Coming Soon. */
  written: boolean;
  readingMinutes: number;
}

export const bodyFacts = (body = ''): BodyFacts => ({ written: isWritten(body), readingMinutes: readingMinutes(body) });

/** The body facts the loader stored beside a post's front matter. */
export const factsOf = (post: { data: object }): BodyFacts => post.data as BodyFacts;

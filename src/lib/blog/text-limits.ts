// How long a post's texts may be: the schema enforces these numbers, new-post and
// docs/blog-editing.md quote them (a unit test holds the docs to them).
import { SEO_LIMITS } from '../seo/page-meta.ts';
import { site } from '../../site.ts';

export const TITLE_MIN = 10;
/** The page title adds " | <brand>" to the post's, and search results cut it past the SEO limit. */
export const TITLE_MAX = SEO_LIMITS.title - ` | ${site.name}`.length;
/** The excerpt is the page description. */
export const EXCERPT_MIN = 60;
export const EXCERPT_MAX = SEO_LIMITS.description.max;
/** Shorter than this, alt text cannot say what an image shows. */
export const ALT_MIN = 5;

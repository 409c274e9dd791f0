// schema.org structured data (JSON-LD) that search engines read, and the one way a page writes
// it into its HTML.

import { site } from '@/site';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are escaped so no
 * text (a post title, an FAQ answer) can close the element or open a comment; the line and
 * paragraph separators are escaped because some parsers end a line at them.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export interface Organization {
  name: string;
  url: string;
  logo: string;
  email: string;
  telephone: string;
  city: string;
  country: string;
}

/** The company, as every page's Organization block and each job posting's employer name it. */
export const siteOrganization = (siteUrl: URL | string): Organization => ({
  name: site.name,
  url: new URL('/', siteUrl).href,
  logo: new URL('/logo.png', siteUrl).href,
  email: site.contact.email,
  telephone: site.contact.phone,
  city: site.contact.city,
  country: site.contact.countryCode,
});

export function organizationJsonLd(organization: Organization): JsonLd {
  const { name, url, logo, email, telephone, city, country } = organization;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url,
    logo,
    email,
    telephone,
    address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country },
  };
}

/** https://schema.org/WebPage: the page itself, with the language it is written in. */
export function webPageJsonLd(page: { name: string; url: string; description: string; inLanguage: string }): JsonLd {
  return { '@context': CONTEXT, '@type': 'WebPage', ...page };
}

/** https://schema.org/BreadcrumbList: each crumb in order, from the home page to this one. */
export function breadcrumbListJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface BlogPostingInput {
  title: string;
  excerpt: string;
  date: Date;
  /** The day of the last significant change, when the editor gave one. */
  updated?: Date;
  category: string;
  url: string;
  imageUrl?: string;
  author?: { name: string; role: string };
  publisher: { name: string; url?: string };
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date.toISOString(),
    // Google reads dateModified as the freshness of the article; unchanged, that is the publication.
    dateModified: (post.updated ?? post.date).toISOString(),
    author: { '@type': 'Person', name: post.author?.name, jobTitle: post.author?.role },
    publisher: { '@type': 'Organization', ...post.publisher },
    image: post.imageUrl,
    mainEntityOfPage: post.url,
    articleSection: post.category,
  };
}

/** https://schema.org/FAQPage: the page's questions with their answers. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export interface JobPostingInput {
  title: string;
  department: string;
  location: string;
  remoteRegion?: string;
  type: 'Full-time' | 'Part-time' | 'Contract';
  posted: Date;
  description: string;
  responsibilities: string[];
  requirements: string[];
}

/** What a job posting says of its employer. */
export type Employer = Pick<Organization, 'name' | 'url' | 'logo' | 'city' | 'country'>;

const employmentTypes = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR' } as const;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const htmlList = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * https://schema.org/JobPosting for one role. Every role is based at the headquarters; a role
 * open to remote work also says so, with the region a remote hire may live in, as Google asks.
 * `headings` introduce the two lists in the description, in the language of the page.
 */
export function jobPostingJsonLd(
  job: JobPostingInput,
  employer: Employer,
  applyUrl: string,
  headings: { responsibilities: string; requirements: string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description:
      `<p>${escapeHtml(job.description)}</p>` +
      `<p>${escapeHtml(headings.responsibilities)}</p>${htmlList(job.responsibilities)}` +
      `<p>${escapeHtml(headings.requirements)}</p>${htmlList(job.requirements)}`,
    datePosted: job.posted.toISOString().slice(0, 10),
    employmentType: employmentTypes[job.type],
    occupationalCategory: job.department,
    directApply: true,
    url: applyUrl,
    hiringOrganization: { '@type': 'Organization', name: employer.name, sameAs: employer.url, logo: employer.logo },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: employer.city, addressCountry: employer.country },
    },
    ...(job.remoteRegion && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: job.remoteRegion },
    }),
  };
}

/** The application form's route; careers links add the role they come from. */
export const applyPath = '/apply';

/** The Apply Now link of a role: the form preselects `position` when it is one of its options. */
export function applyHref(title: string): string {
  return `${applyPath}?position=${encodeURIComponent(title)}`;
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

export interface Employer {
  name: string;
  url: string;
  logo: string;
  city: string;
  country: string;
}

const employmentTypes = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR' } as const;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const htmlList = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * schema.org JobPosting for one role. Every role is based at the headquarters; a role open to
 * remote work also says so, with the region a remote hire may live in, as Google asks.
 */
export function jobPosting(job: JobPostingInput, employer: Employer, applyUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description:
      `<p>${escapeHtml(job.description)}</p>` +
      `<p>What you will do:</p>${htmlList(job.responsibilities)}` +
      `<p>What we are looking for:</p>${htmlList(job.requirements)}`,
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

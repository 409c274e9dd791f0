import { describe, expect, it } from 'vitest';
import { applyHref } from '../../src/components/careers/careers';
import { jobPostingJsonLd, type JobPostingInput } from '../../src/lib/seo/structured-data';
import { dashboardSeries, sampleSeries, seededRandom, seriesTotal } from '../../src/components/products/analytics/sample-series';
import { positionFromQuery } from '../../src/lib/forms/application';

describe('applyHref', () => {
  it('URL-encodes the title into the position parameter', () => {
    expect(applyHref('Senior AI Engineer')).toBe('/apply?position=Senior%20AI%20Engineer');
    expect(applyHref('R&D Lead / Sofia')).toBe('/apply?position=R%26D%20Lead%20%2F%20Sofia');
  });

  it('round-trips through what the application form reads', () => {
    const href = applyHref('Sales Development Representative');
    expect(positionFromQuery(href.slice(href.indexOf('?')), ['Sales Development Representative', 'Other'])).toBe(
      'Sales Development Representative',
    );
  });

  it('round-trips a Bulgarian title, quotes and all, for the form on /bg/apply', () => {
    const title = 'Мениджър „Успех на клиентите“';
    const href = applyHref(title);
    expect(positionFromQuery(href.slice(href.indexOf('?')), [title, 'Друга позиция'])).toBe(title);
  });
});

describe('jobPostingJsonLd', () => {
  const employer = {
    name: 'Example',
    url: 'https://www.example.test/',
    logo: 'https://www.example.test/favicon.svg',
    city: 'Sofia',
    country: 'Bulgaria',
  };
  const job: JobPostingInput = {
    title: 'Product Designer',
    department: 'Design',
    location: 'Sofia',
    type: 'Full-time',
    posted: new Date('2025-01-13'),
    description: 'Design <tools> & dashboards.',
    responsibilities: ['Research'],
    requirements: ['Portfolio'],
  };
  const headings = { responsibilities: 'What you will do:', requirements: 'What we are looking for:' };

  it('describes an on-site role with the fields Google requires', () => {
    const data = jobPostingJsonLd(job, employer, 'https://www.example.test/apply?position=Product%20Designer', headings);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Product Designer',
      datePosted: '2025-01-13',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Example' },
      jobLocation: { address: { addressLocality: 'Sofia', addressCountry: 'Bulgaria' } },
    });
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data.description).toContain('Design &lt;tools&gt; &amp; dashboards.');
    expect(data.description).toContain('<p>What you will do:</p><ul><li>Research</li></ul>');
  });

  it('marks a remote-friendly role as telecommute with the region it is open to', () => {
    const data = jobPostingJsonLd({ ...job, location: 'Sofia or remote', remoteRegion: 'European Union' }, employer, '', headings);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' },
    });
  });
});

describe('sample series', () => {
  it('is the same for the same seed and different for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('gives one whole number per label within the bounds', () => {
    const series = sampleSeries(['a', 'b', 'c', 'd'], { seed: 1, min: 10, max: 20 });
    expect(series.map((point) => point.label)).toEqual(['a', 'b', 'c', 'd']);
    for (const { value } of series) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(20);
    }
  });

  it('draws the dashboard the same on every build: seven days that are not all equal', () => {
    const first = dashboardSeries('en');
    expect(dashboardSeries('en')).toEqual(first);
    expect(first.map((point) => point.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(new Set(first.map((point) => point.value)).size).toBeGreaterThan(1);
    expect(seriesTotal(first)).toBe(first.reduce((sum, point) => sum + point.value, 0));
  });

  it('draws the same bars in every language, under that language’s day names', () => {
    const [english, bulgarian] = [dashboardSeries('en'), dashboardSeries('bg')];
    expect(bulgarian.map((point) => point.value)).toEqual(english.map((point) => point.value));
    expect(new Set([...english, ...bulgarian].map((point) => point.label)).size).toBe(14);
  });
});

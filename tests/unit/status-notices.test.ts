// What status subscribers are told, read from the status content: the notices `npm run notify`
// announces after a deploy (src/pages/status/notices.json.ts), and the maintenance windows /status
// shows. Checked against sample entries, and against whatever src/content/status.json holds.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { infoCollections } from '../../src/collections/info';
import statusJson from '../../src/content/status.json';
import Maintenance from '../../src/components/status/Maintenance.astro';
import { publishedStatus, statusFigures, statusNotices, withTranslations } from '../../src/lib/status/notices';
import { renderEmail } from '../../supabase/functions/_shared/templates';

type Status = Parameters<typeof statusNotices>[0];

const incident = (overrides: Partial<Status['incidents'][number]> = {}): Status['incidents'][number] => ({
  date: new Date('2026-11-25T00:00:00Z'),
  title: 'Slower phone agent replies',
  status: 'investigating',
  duration: '20 minutes',
  impact: 'moderate',
  description: 'Some callers heard pauses.',
  ...overrides,
});

const status = (overrides: Partial<Status> = {}): Status => ({
  updated: new Date('2026-11-25T08:00:00Z'),
  metrics: [{ label: 'Uptime', value: '99.97%', detail: 'All services, last 90 days' }],
  services: [{ name: 'Chat Assistants', status: 'operational', uptime: 99.98, responseTime: 480 }],
  maintenance: [],
  incidents: [],
  ...overrides,
});

const windowOf = {
  title: 'Analytics database upgrade',
  starts: new Date('2026-12-01T20:00:00Z'),
  ends: new Date('2026-12-01T22:00:00Z'),
  description: 'Reports are read-only.',
};

describe('statusNotices', () => {
  it('tells an incident while it lasts and again, as a resolution, once it is resolved', () => {
    const [ongoing] = statusNotices(status({ incidents: [incident()] }));
    const [resolved] = statusNotices(status({ incidents: [incident({ status: 'resolved' })] }));
    expect(ongoing).toMatchObject({ id: 'incident:2026-11-25:slower-phone-agent-replies', kind: 'incident', date: '2026-11-25' });
    expect(resolved).toMatchObject({ id: 'resolution:2026-11-25:slower-phone-agent-replies', kind: 'resolution' });
    expect(ongoing!.id).not.toBe(resolved!.id);
  });

  it('keeps a notice’s id from build to build, whatever else an editor changes, but not its title or date', () => {
    const id = (overrides: Partial<Status['incidents'][number]>) => statusNotices(status({ incidents: [incident(overrides)] }))[0]!.id;
    expect(id({ description: 'Rewritten.', duration: '25 minutes', impact: 'high' })).toBe(id({}));
    expect(id({ title: 'Slower phone agents' })).not.toBe(id({}));
    expect(id({ date: new Date('2026-11-26T00:00:00Z') })).not.toBe(id({}));
  });

  it('makes each maintenance window a notice with its start and end', () => {
    expect(statusNotices(status({ maintenance: [windowOf] }))).toEqual([
      {
        id: 'maintenance:2026-12-01T20:00:00.000Z:analytics-database-upgrade',
        kind: 'maintenance',
        title: windowOf.title,
        description: windowOf.description,
        date: '2026-12-01T20:00:00.000Z',
        ends: '2026-12-01T22:00:00.000Z',
      },
    ]);
  });

  it('gives today’s content notices with unique ids that the email template can write', () => {
    const entry = { data: (infoCollections.status.schema as { parse(value: unknown): Status }).parse(statusJson.current) };
    const notices = statusNotices(entry.data);
    expect(new Set(notices.map((notice) => notice.id)).size).toBe(notices.length);
    const site = { siteUrl: 'https://www.voxa.example', siteName: 'Voxa' };
    for (const notice of notices) {
      const email = renderEmail('status_notice', { notice }, site, { unsubscribe: 'https://www.voxa.example/unsubscribe?token=t' });
      expect(email.text).toContain(notice.description);
    }
    const figures = statusFigures(entry.data);
    expect(figures.services).toHaveLength(entry.data.services.length);
    expect(renderEmail('weekly_report', { week_from: '2026-11-23', week_to: '2026-11-29', figures }, site, {}).text).toContain(
      figures.metrics[0]!.value,
    );
  });
});

describe('withTranslations', () => {
  const site = { siteUrl: 'https://www.voxa.example', siteName: 'Voxa' };

  it('gives each notice and the figures their Bulgarian words, which a Bulgarian subscriber’s email uses', () => {
    const english = status({ incidents: [incident({ status: 'resolved' })], maintenance: [windowOf] });
    const bulgarian = status({
      metrics: [{ label: 'Наличност', value: '99,97%', detail: 'Всички услуги, последните 90 дни' }],
      services: [{ name: 'Чат асистенти', status: 'operational', uptime: 99.5, responseTime: 999 }],
      incidents: [incident({ status: 'resolved', title: 'По-бавни отговори', description: 'Паузи.', duration: '20 минути' })],
      maintenance: [{ ...windowOf, title: 'Обновяване на базата данни', description: 'Само за четене.' }],
    });
    const { notices, figures } = withTranslations(publishedStatus(english), 'bg', publishedStatus(bulgarian));
    expect(notices.map((notice) => notice.translations?.bg)).toEqual([
      { title: 'Обновяване на базата данни', description: 'Само за четене.' },
      { title: 'По-бавни отговори', description: 'Паузи.', duration: '20 минути' },
    ]);
    // The ids stay the English ones: the database knows each notice by them.
    expect(notices.map((notice) => notice.id)).toEqual(statusNotices(english).map((notice) => notice.id));
    // The services' state and numbers are the English content's, their names the translation's.
    expect(figures.translations?.bg?.services).toEqual([
      { name: 'Чат асистенти', status: 'operational', uptime: 99.98, responseTime: 480 },
    ]);
    expect(figures.translations?.bg?.metrics).toEqual(bulgarian.metrics);

    const email = renderEmail(
      'status_notice',
      { notice: notices[1]! },
      site,
      { unsubscribe: 'https://www.voxa.example/bg/unsubscribe?token=t' },
      'bg',
    );
    expect(email.subject).toBe('Проблемът е отстранен: По-бавни отговори');
  });

  it('leaves a notice English when the translation at its place is another notice', () => {
    const english = status({ incidents: [incident(), incident({ date: new Date('2026-11-20T00:00:00Z') })] });
    const bulgarian = status({ incidents: [incident({ date: new Date('2026-11-20T00:00:00Z'), title: 'Друго' })] });
    const { notices } = withTranslations(publishedStatus(english), 'bg', publishedStatus(bulgarian));
    expect(notices.map((notice) => notice.translations)).toEqual([undefined, undefined]);
  });
});

describe('Maintenance on /status', () => {
  it('lists each window with its times in Sofia, earliest first, and shows nothing when there is none', async () => {
    const container = await AstroContainer.create();
    const later = {
      ...windowOf,
      title: 'Phone network change',
      starts: new Date('2026-12-08T20:00:00Z'),
      ends: new Date('2026-12-08T21:00:00Z'),
    };
    const html = await container.renderToString(Maintenance, { props: { maintenance: [later, windowOf] } });
    expect(html).toContain('Scheduled Maintenance');
    expect(html.indexOf('Analytics database upgrade')).toBeLessThan(html.indexOf('Phone network change'));
    expect(html).toContain('1 December 2026 at 22:00');
    expect(html).toContain('2 December 2026 at 00:00');
    expect((await container.renderToString(Maintenance, { props: { maintenance: [] } })).trim()).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { incidentImpactLook, incidentStatusLabel, overallStatus, serviceStatusLook } from '../../src/components/status/status-looks';
import { incidentImpacts } from '../spec-facts';
import { dictionary } from '../../src/i18n';

const { labels } = dictionary('en').statusPage;
const look = (value: string) => serviceStatusLook(value, labels);

describe('serviceStatusLook', () => {
  it('gives operational, degraded and outage each a look, a label and an icon of their own', () => {
    const looks = ['operational', 'degraded', 'outage'].map(look);
    expect(looks.map(({ tone, label, icon }) => ({ tone, label, icon }))).toEqual([
      { tone: 'operational', label: 'Operational', icon: 'check' },
      { tone: 'degraded', label: 'Degraded performance', icon: 'warning' },
      { tone: 'outage', label: 'Outage', icon: 'cross' },
    ]);
    expect(new Set(looks.map((look) => look.badgeClass)).size).toBe(3);
  });

  it('shows any other value in the neutral look, labelled with the value in words', () => {
    const neutral = look('maintenance');
    expect(neutral).toMatchObject({ tone: 'neutral', label: 'Maintenance', icon: 'info' });
    expect(neutral.badgeClass).toContain('slate');
    expect(look('partial_outage')).toMatchObject({ tone: 'neutral', label: 'Partial outage' });
    expect(look('Operational')).toMatchObject({ tone: 'neutral', label: 'Operational' });
    expect(look('constructor').tone).toBe('neutral');
    expect(look('').label).toBe('Unknown');
  });

  it('never gives the neutral look the colours of a known one', () => {
    const neutral = look('maintenance').badgeClass;
    for (const known of ['operational', 'degraded', 'outage']) {
      expect(look(known).badgeClass).not.toBe(neutral);
    }
  });
});

describe('overallStatus', () => {
  const service = (name: string, status: string) => ({ name, status });

  it('is all operational only when every service is', () => {
    expect(overallStatus([service('Chat', 'operational'), service('Voice', 'operational')], labels)).toEqual({
      tone: 'operational',
      title: 'All Systems Operational',
      icon: 'check',
      affected: [],
    });
  });

  it('takes the tone of the worst service and lists the affected ones, worst first', () => {
    const overall = overallStatus(
      [service('Analytics', 'maintenance'), service('Chat', 'operational'), service('Voice', 'outage'), service('API', 'degraded')],
      labels,
    );
    expect(overall.tone).toBe('outage');
    expect(overall.title).toBe('Service Outage');
    expect(overall.affected).toEqual([
      { name: 'Voice', label: 'Outage' },
      { name: 'API', label: 'Degraded performance' },
      { name: 'Analytics', label: 'Maintenance' },
    ]);
  });

  it('ranks degraded above an unknown value, and an unknown value above operational', () => {
    expect(overallStatus([service('A', 'maintenance'), service('B', 'degraded')], labels).tone).toBe('degraded');
    expect(overallStatus([service('A', 'operational'), service('B', 'maintenance')], labels)).toMatchObject({
      tone: 'neutral',
      title: 'Service Notice',
      icon: 'info',
    });
  });
});

describe('incidents', () => {
  it('gives each impact the spec names its own label and colour', () => {
    const looks = incidentImpacts.map((impact) => incidentImpactLook(impact, labels));
    expect(looks.map((look) => look.label)).toEqual(['Minimal impact', 'Low impact', 'Moderate impact', 'High impact']);
    expect(new Set(looks.map((look) => look.badgeClass)).size).toBe(4);
  });

  it('labels a status in words', () => {
    expect(incidentStatusLabel('resolved', labels)).toBe('Resolved');
    expect(incidentStatusLabel('investigating', labels)).toBe('Investigating');
  });
});

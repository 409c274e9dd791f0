// /status. The status words in src/content/status.json stay English in every language; these are
// what the page calls them (src/components/status/status-looks.ts).
import type { IncidentImpact, IncidentStatus, StatusTone } from '@/components/status/status-looks';

export const statusPage = {
  description:
    'Current status of our chat assistants, phone agents, API and analytics: uptime, response times, recent incidents and weekly performance reports.',
  overview: {
    eyebrow: 'Service health',
    title: 'System Status',
    lead: 'The current state of our chat assistants, phone agents, API and analytics, with the performance behind them and every recent incident explained.',
    lastUpdated: 'Last updated',
    updatedAt: '{when} UTC',
    subscribe: 'Subscribe to Updates',
    report: 'Report a Problem',
  },
  labels: {
    services: { operational: 'Operational', degraded: 'Degraded performance', outage: 'Outage' },
    /** Other words an operator may write, shown in the neutral look. */
    neutral: { maintenance: 'Maintenance' } as Record<string, string>,
    /** For a word not listed above: `null` shows the word itself ("partial_outage": "Partial outage"). */
    unlisted: null as string | null,
    unknown: 'Unknown',
    overall: {
      operational: 'All Systems Operational',
      neutral: 'Service Notice',
      degraded: 'Degraded Performance',
      outage: 'Service Outage',
    } satisfies Record<StatusTone, string>,
    impacts: { minimal: 'Minimal impact', low: 'Low impact', moderate: 'Moderate impact', high: 'High impact' } satisfies Record<
      IncidentImpact,
      string
    >,
    incidents: {
      investigating: 'Investigating',
      identified: 'Identified',
      monitoring: 'Monitoring',
      resolved: 'Resolved',
    } satisfies Record<IncidentStatus, string>,
  },
  metrics: {
    title: 'Performance Metrics',
    weekly: 'Performance reports are sent weekly, with uptime and response times for every service.',
    byEmail: 'Get them by email',
  },
  services: {
    title: 'Service Status',
    lead: 'Each service with its current state, its uptime over the last 90 days and its average response time.',
    uptime: 'Uptime (90 days):',
    responseTime: 'Response time:',
    milliseconds: 'ms',
    status: 'Status:',
  },
  maintenance: {
    title: 'Scheduled Maintenance',
    window: '{starts} to {ends} (Sofia time)',
  },
  incidents: {
    title: 'Recent Incidents',
    none: 'No incidents in the last 90 days.',
    status: 'Status:',
    duration: 'Duration:',
  },
  contact: {
    eyebrow: 'Stay informed',
    title: 'Hear about issues before your customers do',
    text: 'Get incident alerts, maintenance notices and resolutions by email as they happen, and weekly performance reports if you want them. Seeing a problem that is not listed here? Tell us.',
    support: 'Contact Support',
  },
};

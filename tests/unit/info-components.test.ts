// Informational-page components rendered through the Astro Container API, as the build renders them.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import HelpWidget from '../../src/components/help/HelpWidget.astro';
import ServiceList from '../../src/components/status/ServiceList.astro';
import { site } from '../../src/site';
import { helpCentre } from '../spec-facts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** The badge of each service: its tone and its visible text. */
function badges(html: string): { tone: string; text: string }[] {
  return [...html.matchAll(/data-status-tone="(\w+)"[^>]*>([\s\S]*?)<\/span>/g)].map(([, tone, inner]) => ({
    tone,
    text: inner.replace(/<[^>]+>/g, '').trim(),
  }));
}

describe('ServiceList', () => {
  it('renders each status with its own look and a text label, and an unknown one in the neutral look', async () => {
    const services = ['operational', 'degraded', 'outage', 'maintenance'].map((status, index) => ({
      name: `Service ${index + 1}`,
      status,
      uptime: 99.9,
      responseTime: 120,
    }));
    const html = await container.renderToString(ServiceList, { props: { services } });
    expect(badges(html)).toEqual([
      { tone: 'operational', text: 'Operational' },
      { tone: 'degraded', text: 'Degraded performance' },
      { tone: 'outage', text: 'Outage' },
      { tone: 'neutral', text: 'Maintenance' },
    ]);
    expect(html).toContain('bg-success-soft');
    expect(html).toContain('bg-warning-soft');
    expect(html).toContain('bg-danger-soft');
    expect(html).toContain('bg-surface-alt');
    expect(html).toContain('99.90%');
    expect(html).toContain('120 ms');
  });
});

describe('HelpWidget', () => {
  it('without configuration renders only the fallback: how to reach support, and nothing to load', async () => {
    const html = await container.renderToString(HelpWidget, { props: { config: null } });
    expect(html).not.toContain('data-script-url');
    expect(html).not.toContain('data-widget-id');
    expect(html).toContain('data-widget-fallback');
    expect(html).toContain('href="/contact"');
    expect(html).toContain(`href="mailto:${site.contact.email}"`);
    expect(html).toContain(`h-[${helpCentre.widget.heightPx}px]`);
  });

  it('with configuration hands the script URL and the id to the loader', async () => {
    const html = await container.renderToString(HelpWidget, {
      props: { config: { scriptUrl: 'https://widget.example/loader.js', widgetId: 'agent-42' } },
    });
    expect(html).toContain('data-script-url="https://widget.example/loader.js"');
    expect(html).toContain('data-widget-id="agent-42"');
    expect(html).toContain('data-widget-fallback');
  });
});

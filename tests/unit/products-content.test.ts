import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import certifications from '../../src/content/certifications.json';
import integrations from '../../src/content/integrations.json';
import { integrationCategories, integrationStatuses, jobSchema, productsCollections } from '../../src/collections/products';
import { certificationStatuses, openPositions } from '../spec-facts';

// One file per role, exactly as the glob() loader of the jobs collection reads them.
const jobFiles = import.meta.glob<Record<string, unknown>>('../../src/content/jobs/*.json', {
  eager: true,
  import: 'default',
});
const jobs = Object.values(jobFiles).map((raw) => jobSchema.parse(raw));
const contentDir = resolve(import.meta.dirname, '../../src/content');

describe('jobs collection', () => {
  it('holds the spec’s open positions, in order', () => {
    const rows = jobs
      .sort((a, b) => a.order - b.order)
      .map(({ title, department, location, type }) => ({ title, department, location, type }));
    expect(rows).toEqual(openPositions);
  });

  it('gives each role a real description and distinct order', () => {
    for (const job of jobs) {
      expect(job.description.split(/\.\s/).length, job.title).toBeGreaterThanOrEqual(2);
      expect(job.responsibilities.length + job.requirements.length, job.title).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(jobs.map((job) => job.order)).size).toBe(jobs.length);
  });

  it('only lets remote roles name a remote region', () => {
    const remote = { order: 9, title: 'Remote Role', department: 'X', location: 'Sofia or remote', type: 'Full-time' };
    const base = {
      ...remote,
      posted: '2025-01-13',
      description: 'x'.repeat(120),
      responsibilities: ['a', 'b', 'c'],
      requirements: ['a', 'b', 'c'],
    };
    expect(jobSchema.safeParse(base).success).toBe(false);
    expect(jobSchema.safeParse({ ...base, remoteRegion: 'European Union' }).success).toBe(true);
    expect(jobSchema.safeParse({ ...base, location: 'Sofia', remoteRegion: 'European Union' }).success).toBe(false);
  });
});

describe('integrations collection', () => {
  it('has eight integrations, all Available', () => {
    expect(integrations).toHaveLength(8);
    for (const integration of integrations) {
      expect(integrationStatuses, integration.name).toContain(integration.status);
      expect(integration.status, integration.name).toBe('Available');
    }
  });

  it('spans CRM, e-commerce, communication, support and messaging tools', () => {
    expect(new Set(integrations.map((integration) => integration.category))).toEqual(new Set(integrationCategories));
  });

  it('has unique names and order, and a local SVG logo for each', () => {
    expect(new Set(integrations.map((integration) => integration.name)).size).toBe(8);
    expect(new Set(integrations.map((integration) => integration.order)).size).toBe(8);
    for (const { name, logo } of integrations) {
      expect(logo, name).toMatch(/^\.\.\/assets\/integrations\/[\w-]+\.svg$/);
      expect(existsSync(resolve(contentDir, logo)), `${name}: ${logo}`).toBe(true);
    }
  });
});

describe('certifications collection', () => {
  it('makes the spec’s claims: SOC 2, GDPR and HIPAA', () => {
    const names = certifications.map((certification) => certification.name).join(' | ');
    for (const claim of ['SOC 2', 'GDPR', 'HIPAA']) expect(names).toContain(claim);
  });

  it('accepts exactly the spec’s statuses', () => {
    const schema = productsCollections.certifications.schema as z.ZodType;
    const [entry] = certifications;
    for (const status of certificationStatuses) expect(schema.safeParse({ ...entry, status }).success, status).toBe(true);
    expect(schema.safeParse({ ...entry, status: 'Pending' }).success).toBe(false);
    for (const { name, status } of certifications) expect(certificationStatuses, name).toContain(status);
  });

  it('has a description for each', () => {
    for (const { name, description } of certifications) expect(description.length, name).toBeGreaterThanOrEqual(60);
  });
});

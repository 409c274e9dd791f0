import { describe, expect, it } from 'vitest';
import { backendSettings, isLocalAddress } from '../../src/lib/forms/backend/backend-settings';

const local = { url: 'http://127.0.0.1:54321', anonKey: 'local-demo-key' };
const hosted = { PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'hosted-anon-key' };

describe('backendSettings', () => {
  it('keeps the local backend when no SITE_URL says the build is for the public site', () => {
    expect(backendSettings({}, local)).toEqual({ supabaseUrl: local.url, anonKey: local.anonKey, deployment: false });
    expect(backendSettings({ SITE_URL: 'http://localhost:4321' }, local).deployment).toBe(false);
    expect(backendSettings({ SITE_URL: '' }, local).deployment).toBe(false);
  });

  it('uses a configured project in any build', () => {
    expect(backendSettings(hosted, local)).toEqual({
      supabaseUrl: hosted.PUBLIC_SUPABASE_URL,
      anonKey: hosted.PUBLIC_SUPABASE_ANON_KEY,
      deployment: false,
    });
    expect(backendSettings({ ...hosted, SITE_URL: 'https://www.example.com' }, local)).toEqual({
      supabaseUrl: hosted.PUBLIC_SUPABASE_URL,
      anonKey: hosted.PUBLIC_SUPABASE_ANON_KEY,
      deployment: true,
    });
  });

  it('stops a public build without a project, naming what to set', () => {
    expect(() => backendSettings({ SITE_URL: 'https://www.example.com' }, local)).toThrow(
      /PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are not set/,
    );
    expect(() => backendSettings({ SITE_URL: 'https://www.example.com', PUBLIC_SUPABASE_URL: hosted.PUBLIC_SUPABASE_URL }, local)).toThrow(
      /but PUBLIC_SUPABASE_ANON_KEY is not set/,
    );
    expect(() =>
      backendSettings({ SITE_URL: 'https://www.example.com', PUBLIC_SUPABASE_URL: '  ', PUBLIC_SUPABASE_ANON_KEY: 'k' }, local),
    ).toThrow(/but PUBLIC_SUPABASE_URL is not set/);
  });

  it('stops a public build whose project is on this machine', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321', 'http://api.localhost']) {
      expect(() =>
        backendSettings({ SITE_URL: 'https://www.example.com', PUBLIC_SUPABASE_URL: url, PUBLIC_SUPABASE_ANON_KEY: 'k' }, local),
      ).toThrow(`PUBLIC_SUPABASE_URL is ${url}, a backend on this machine`);
    }
  });
});

describe('isLocalAddress', () => {
  it('tells this machine from a public host', () => {
    expect(isLocalAddress('http://127.0.0.1:4321')).toBe(true);
    expect(isLocalAddress('http://localhost')).toBe(true);
    expect(isLocalAddress('https://www.example.com')).toBe(false);
    expect(isLocalAddress('https://localhost.example.com')).toBe(false);
  });
});

// `npm run notify` and `npm run outbox` reach the project named by SUPABASE_URL, or the local
// backend; the local backend's well-known key is never sent anywhere else.
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '../../scripts/local-backend/keys.ts';
import { ownerProject } from '../../scripts/owner/project.ts';

describe('ownerProject', () => {
  it('reaches the local backend with its key when no project is named', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    try {
      const { url, callDatabase } = ownerProject({});
      expect(url).toBe(LOCAL_SUPABASE_URL);
      await callDatabase('outbox_report', {});
      expect(fetchSpy.mock.calls[0]![0]).toBe(`${LOCAL_SUPABASE_URL}/rest/v1/rpc/outbox_report`);
      expect((fetchSpy.mock.calls[0]![1]!.headers as Record<string, string>).apikey).toBe(LOCAL_SERVICE_ROLE_KEY);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('asks for the key of a named project instead of sending it the local one', () => {
    expect(() => ownerProject({ SUPABASE_URL: 'https://abc.supabase.co/' })).toThrow(
      'Set SUPABASE_SERVICE_ROLE_KEY to reach https://abc.supabase.co.',
    );
    expect(ownerProject({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'secret' }).url).toBe(
      'https://abc.supabase.co',
    );
  });
});

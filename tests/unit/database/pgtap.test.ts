// Runs supabase/tests/*.test.sql (pgTAP, as `supabase test db` runs them on the real stack) on
// PGlite, which has no pgTAP: the few pgTAP functions the files use are defined here with the
// same names, arguments and TAP output, and each `ok`/`not ok` line becomes part of the result.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../scripts/local-backend/database.ts';

const TESTS_DIR = fileURLToPath(new URL('../../../supabase/tests/', import.meta.url));

/** pgTAP's plan, ok, is, lives_ok, throws_ok and finish, reduced to their TAP lines (pgtap.org/documentation.html). */
const PGTAP_SUBSET = /* sql */ `
create function public.plan(integer) returns text language sql as $$ select '1..' || $1 $$;
create function public.ok(boolean, text) returns text language sql as $$
  select case when $1 then 'ok' else 'not ok' end || ' - ' || $2
$$;
create function public.is(anyelement, anyelement, text) returns text language sql as $$
  select case when $1 is not distinct from $2 then 'ok - ' || $3
    else 'not ok - ' || $3 || ' (have ' || coalesce($1::text, 'NULL') || ', want ' || coalesce($2::text, 'NULL') || ')' end
$$;
create function public.lives_ok(text, text) returns text language plpgsql as $$
begin
  execute $1;
  return 'ok - ' || $2;
exception when others then
  return 'not ok - ' || $2 || ' (died: ' || sqlstate || ' ' || sqlerrm || ')';
end
$$;
create function public.throws_ok(text, char(5), text, text) returns text language plpgsql as $$
begin
  execute $1;
  return 'not ok - ' || $4 || ' (no error)';
exception when others then
  if sqlstate = $2 and ($3 is null or sqlerrm = $3) then return 'ok - ' || $4; end if;
  return 'not ok - ' || $4 || ' (got ' || sqlstate || ' ' || sqlerrm || ')';
end
$$;
create function public.finish() returns setof text language sql as $$ select null::text where false $$;
`;

const files = readdirSync(TESTS_DIR).filter((name) => name.endsWith('.sql')).sort();

describe.each(files)('supabase/tests/%s', (file) => {
  it('passes every assertion it plans', async () => {
    const db = await openDatabase();
    try {
      await db.exec(PGTAP_SUBSET);
      const results = await db.exec(readFileSync(join(TESTS_DIR, file), 'utf8'));
      const lines = results.flatMap((result) =>
        result.rows.flatMap((row) => Object.values(row)).filter((value): value is string => typeof value === 'string'),
      );
      const planned = Number(/^1\.\.(\d+)$/.exec(lines.find((line) => line.startsWith('1..')) ?? '')?.[1]);
      const assertions = lines.filter((line) => /^(not )?ok - /.test(line));
      expect(assertions.filter((line) => line.startsWith('not ok'))).toEqual([]);
      expect(assertions).toHaveLength(planned);
    } finally {
      await closeDatabase(db);
    }
  }, 60_000);
});

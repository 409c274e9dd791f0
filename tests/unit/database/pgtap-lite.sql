-- The few pgTAP functions supabase/tests/*.sql use (plan, ok, is, lives_ok, throws_ok, finish),
-- for PGlite, which has no pgTAP extension. Test-only: the runner (supabase-tests.test.ts) loads
-- it before each file; `supabase test db` on the real stack uses pgTAP itself. Same names,
-- argument order and TAP output as pgTAP, so the files run unchanged on both.
create schema if not exists extensions;
grant usage on schema extensions to public;

create or replace function extensions.plan(planned integer) returns setof text
language plpgsql as $$
begin
  create temp table if not exists __tap (n integer, passed boolean, description text);
  create temp table if not exists __tap_plan (planned integer);
  grant all on __tap, __tap_plan to public;
  delete from __tap;
  delete from __tap_plan;
  insert into __tap_plan values (planned);
  return next '1..' || planned;
end;
$$;

create or replace function extensions.ok(passed boolean, description text default '') returns text
language plpgsql as $$
declare
  n integer := (select count(*) + 1 from __tap);
begin
  insert into __tap values (n, coalesce(passed, false), description);
  return case when coalesce(passed, false) then 'ok ' else 'not ok ' end || n || ' - ' || description;
end;
$$;

create or replace function extensions.is(have anyelement, want anyelement, description text default '') returns text
language plpgsql as $$
begin
  if have is not distinct from want then
    return extensions.ok(true, description);
  end if;
  return extensions.ok(false, description) || E'\n#   have: ' || coalesce(have::text, 'NULL') || E'\n#   want: ' || coalesce(want::text, 'NULL');
end;
$$;

create or replace function extensions.lives_ok(statement text, description text default '') returns text
language plpgsql as $$
begin
  execute statement;
  return extensions.ok(true, description);
exception when others then
  return extensions.ok(false, description) || E'\n#   died: ' || sqlstate || ': ' || sqlerrm;
end;
$$;

-- An error message of null, as in pgTAP, checks the SQLSTATE only.
create or replace function extensions.throws_ok(statement text, errcode char(5), errmsg text, description text)
returns text
language plpgsql as $$
begin
  execute statement;
  return extensions.ok(false, description) || E'\n#   no exception thrown';
exception when others then
  if sqlstate = errcode and (errmsg is null or sqlerrm = errmsg) then
    return extensions.ok(true, description);
  end if;
  return extensions.ok(false, description) || E'\n#   caught: ' || sqlstate || ': ' || sqlerrm
    || E'\n#   wanted: ' || errcode || coalesce(': ' || errmsg, '');
end;
$$;

create or replace function extensions.finish() returns setof text
language plpgsql as $$
declare
  planned integer := (select planned from __tap_plan);
  ran integer := (select count(*) from __tap);
  failed integer := (select count(*) from __tap where not passed);
begin
  if ran <> planned then
    return next format('# Looks like you planned %s tests but ran %s', planned, ran);
  end if;
  if failed > 0 then
    return next format('# Looks like you failed %s test%s of %s', failed, case when failed > 1 then 's' else '' end, ran);
  end if;
end;
$$;

grant execute on all functions in schema extensions to public;

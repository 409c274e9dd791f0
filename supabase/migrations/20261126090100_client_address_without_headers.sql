-- private.client_address() (20261124090000_request_limits.sql) cast `request.headers` to JSON in its
-- declarations, where its exception handler does not reach. Once a session has set the setting,
-- a later transaction of that session sees it as '' (Postgres keeps a reset custom setting as an
-- empty string), and every insert that counts a request failed with 22P02 instead of counting it
-- under the unknown-address bucket. PostgREST sets the headers on every request, so only direct
-- SQL met this; the same function, with the empty setting read as none.
create or replace function private.client_address() returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
begin
  return nullif(btrim(split_part(forwarded, ',', 1)), '')::inet;
exception
  when invalid_text_representation or invalid_parameter_value then
    return null;
end;
$$;

revoke all on function private.client_address() from public;

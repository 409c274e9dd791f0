-- Limits that mean what they say: lengths measured on the stored value, whitespace-only counts as
-- empty, no control characters, the forms' email rule, and the honeypot flag, as the visitor.
begin;
create extension if not exists pgtap with schema extensions;
select plan(12);

update private.request_limits set max_requests = 1000;
set local role anon;
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.20"}', true);

select throws_ok(format($$insert into public.contact_submissions (name, email, message) values (%L, 'a@example.com', 'Hi')$$,
  'A' || repeat(' ', 1000000)), '23514', null, 'a one-letter name padded with a megabyte of spaces is too long');
select throws_ok($$insert into public.contact_submissions (name, email, message) values (E'\t\n\t', 'a@example.com', 'Hi')$$,
  '23514', null, 'a name of tabs and newlines is empty');
select throws_ok($$insert into public.contact_submissions (name, email, message) values (E'\u00a0\u3000', 'a@example.com', 'Hi')$$,
  '23514', null, 'so is a name of Unicode spaces');
select throws_ok($$insert into public.contact_submissions (name, email, message) values (E'Ana\u0007', 'a@example.com', 'Hi')$$,
  '23514', null, 'a control character in a name is refused');
select throws_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'a@b', 'Hi')$$,
  '23514', null, 'a@b is refused, as the form refuses it');
select throws_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'a@example.com', E'\n\r\n')$$,
  '23514', null, 'a message of line breaks is empty');
select throws_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'a@example.com', E'Hi\u001b')$$,
  '23514', null, 'an escape character in a message is refused');
select throws_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'a@example.com', repeat('m', 10001))$$,
  '23514', null, 'a message one over 10,000 characters is refused');
select lives_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'a@example.com', E'Line one\n\tLine two')$$,
  'tabs and line breaks in a message are kept');
select lives_ok(format($$insert into public.contact_submissions (name, email, message) values (%L, 'a@example.com', 'Hi')$$,
  repeat('x', 200)), 'a name of exactly 200 characters is stored');
select throws_ok($$insert into public.contact_submissions (kind, name, email, message, resume_path)
  values ('application', 'A B', 'a@example.com', 'Hi', '../../etc/passwd')$$,
  '23514', null, 'an application can only point at a résumé path the form builds');
select lives_ok($$insert into public.contact_submissions (name, email, message, suspected_bot) values ('Bot', 'b@example.com', 'Buy', true)$$,
  'a post whose honeypot was filled is stored, flagged');

select * from finish();
rollback;

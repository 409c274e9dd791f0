-- The request limits (migrations/20261124090000_request_limits.sql) as the anonymous visitor sees
-- them through the API: PostgREST and Storage run each request as `anon` with the request's
-- headers in `request.headers`. Run with `supabase test db`, or in CI by
-- tests/unit/database/supabase-tests.test.ts against the embedded backend's database.
begin;
create extension if not exists pgtap with schema extensions;
select plan(17);

-- Small limits for this transaction only (rolled back), so the counts below stay short.
update private.request_limits set max_requests = 2 where action in ('contact', 'application', 'resume_upload');

set local role anon;
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.7, 10.0.0.1"}', true);

-- Contact messages: the limit per address, then 429.
select lives_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'ana@example.com', 'One')$$,
  'a first contact message is stored');
select lives_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'ana@example.com', 'Two')$$,
  'a second one too');
select throws_ok($$insert into public.contact_submissions (name, email, message) values ('Ana', 'ana@example.com', 'Three')$$,
  'PT429', 'Too many requests from your address', 'one over the limit is refused with PT429 (HTTP 429)');

-- The address is the first X-Forwarded-For entry: another client is not held back...
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.8"}', true);
select lives_ok($$insert into public.contact_submissions (name, email, message) values ('Bo', 'bo@example.com', 'Hi')$$,
  'another address has its own count');
-- ...and a request without a usable address shares one count, so garbage cannot dodge it.
select set_config('request.headers', '{"x-forwarded-for": "not an address"}', true);
select lives_ok($$insert into public.contact_submissions (name, email, message) values ('X', 'x@example.com', '1')$$,
  'an unparsable address is counted');
select set_config('request.headers', '{}', true);
select lives_ok($$insert into public.contact_submissions (name, email, message) values ('X', 'x@example.com', '2')$$,
  'so is a missing one, in the same count');
select throws_ok($$insert into public.contact_submissions (name, email, message) values ('X', 'x@example.com', '3')$$,
  'PT429', null, 'and that shared count is limited too');

-- One row per request.
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.9"}', true);
select throws_ok($$insert into public.contact_submissions (name, email, message)
  values ('A', 'a@example.com', '1'), ('B', 'b@example.com', '2')$$,
  'PT400', 'One submission per request', 'a request with two rows is refused whole');

-- Applications are counted apart from contact messages.
select lives_ok($$insert into public.contact_submissions (kind, name, email, company, message)
  values ('application', 'A B', 'ab@example.com', 'Designer', 'Cover')$$, 'an application is stored');

-- Résumé uploads: only where the application form puts them, and a bounded number.
select lives_ok($$insert into storage.objects (bucket_id, name)
  values ('resumes', 'applications/0b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.pdf')$$, 'an upload where the form puts it');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('resumes', 'anything/cv.pdf')$$,
  '42501', null, 'an upload anywhere else breaks the bucket policy');
select throws_ok($$insert into storage.objects (bucket_id, name)
  values ('resumes', 'applications/0b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.exe')$$,
  '42501', null, 'or with a type the form never sends');
select lives_ok($$insert into storage.objects (bucket_id, name)
  values ('resumes', 'applications/1b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.docx')$$, 'a second upload');
select throws_ok($$insert into storage.objects (bucket_id, name)
  values ('resumes', 'applications/2b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.pdf')$$,
  'PT429', null, 'one over the upload limit is refused');

-- The limiter is out of the visitor's reach.
select throws_ok($$select * from private.recent_requests$$, '42501', null, 'the visitor cannot read the counters');
select throws_ok($$select private.enforce_request_limit('contact', '203.0.113.1')$$, '42501', null,
  'nor call the limiter for another address');

-- Housekeeping (the owner's scheduled job): unreferenced uploads go after a day.
reset role;
update storage.objects set created_at = now() - interval '25 hours'
 where name = 'applications/0b6f3a52-8c1e-4d2a-9f3b-5a7c1e2d4f60/cv.pdf';
select is((select count(*)::int from private.remove_expired()), 1, 'the day-old unreferenced upload is removed, the new one kept');

select * from finish();
rollback;

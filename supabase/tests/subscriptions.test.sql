-- Subscriptions as the anonymous visitor, and the confirmation flow as the `subscribe` Edge
-- Function (service role) runs it. pgTAP: `supabase test db` on the real stack; in CI
-- tests/unit/database/supabase-tests.test.ts runs it on the embedded backend's database.
begin;
create extension if not exists pgtap with schema extensions;
select plan(20);

-- Three addresses as the owner sees them: one pending, one confirmed, one never seen.
select lives_ok(
  $$ select * from public.request_subscription('newsletter', 'pending.tap@example.com', null, 'blog-newsletter', 'tap', '192.0.2.1') $$,
  'the function (as its owner) stores a pending subscription'
);
create temporary table confirmed_link on commit drop as
  select * from public.request_subscription('newsletter', 'confirmed.tap@example.com', null, 'blog-newsletter', 'tap', '192.0.2.1');
select ok(public.confirm_subscription((select confirm_link_token from confirmed_link)), 'the emailed link confirms');
select is(
  (select count(*)::int from public.newsletter_subscribers where email in ('pending.tap@example.com', 'confirmed.tap@example.com')),
  1,
  'only the confirmed address counts as a subscriber'
);
grant select on confirmed_link to anon, service_role;

-- The visitor: nothing to compare between new, pending and confirmed addresses.
set local role anon;
select throws_ok($$ insert into public.subscriptions (list, email) values ('newsletter', 'new.tap@example.com') $$,
  '42501', null, 'visitor cannot insert a new address');
select throws_ok($$ insert into public.subscriptions (list, email) values ('newsletter', 'pending.tap@example.com') $$,
  '42501', null, 'visitor cannot insert a pending address: same refusal');
select throws_ok($$ insert into public.subscriptions (list, email) values ('newsletter', 'confirmed.tap@example.com') $$,
  '42501', null, 'visitor cannot insert a confirmed address: same refusal');
select throws_ok($$ insert into public.newsletter_subscribers (email) values ('new.tap@example.com') $$,
  '42501', null, 'visitor cannot insert through the newsletter view');
select throws_ok($$ insert into public.status_subscriptions (email) values ('new.tap@example.com') $$,
  '42501', null, 'visitor cannot insert through the status view');
select throws_ok($$ select count(*) from public.subscriptions $$, '42501', null, 'visitor cannot count subscriptions');
select throws_ok($$ select count(*) from public.newsletter_subscribers $$, '42501', null, 'visitor cannot count newsletter subscribers');
select throws_ok($$ select count(*) from public.status_subscriptions $$, '42501', null, 'visitor cannot count status subscribers');
select throws_ok($$ update public.subscriptions set confirmed_at = now() $$, '42501', null, 'visitor cannot confirm by hand');
select throws_ok($$ delete from public.subscriptions $$, '42501', null, 'visitor cannot delete subscriptions');
select throws_ok($$ select * from public.request_subscription('newsletter', 'new.tap@example.com', null, 'f', 'w', null) $$,
  '42501', null, 'visitor cannot call request_subscription');
select throws_ok($$ select public.confirm_subscription((select confirm_link_token from confirmed_link)) $$,
  '42501', null, 'visitor cannot call confirm_subscription, even with a real token');
select throws_ok($$ select public.unsubscribe((select unsubscribe_link_token from confirmed_link)) $$,
  '42501', null, 'visitor cannot call unsubscribe directly');
reset role;

-- The Edge Function's key: a confirmed address gets nothing new; unsubscribing removes it.
set local role service_role;
select is(
  (select count(*)::int from public.request_subscription('newsletter', 'confirmed.tap@example.com', null, 'blog-newsletter', 'tap', '192.0.2.1')),
  0,
  'a second subscribe of a confirmed address sends nothing new'
);
select is(
  (select count(*)::int from public.request_subscription('newsletter', 'pending.tap@example.com', null, 'blog-newsletter', 'tap', '192.0.2.1')),
  0,
  'a pending address is not sent a second link within minutes'
);
select ok(public.unsubscribe((select unsubscribe_link_token from confirmed_link)), 'the unsubscribe link works');
select ok(not public.unsubscribe((select unsubscribe_link_token from confirmed_link)), 'and works once: the address is gone');
reset role;

select * from finish();
rollback;

-- Contact messages and job applications, one table as the spec has it. Visitors may send rows;
-- nobody but the site owner (service role, dashboard) may read, change or delete them.

create type public.submission_kind as enum ('contact', 'application');

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind public.submission_kind not null default 'contact',
  name text not null,
  email text not null,
  company text,
  message text not null,
  resume_path text,

  constraint contact_submissions_name_present check (length(btrim(name)) between 1 and 200),
  constraint contact_submissions_email_shape check (
    length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  -- An empty company is stored as null, never as ''.
  constraint contact_submissions_company_present check (company is null or length(btrim(company)) between 1 and 200),
  constraint contact_submissions_message_present check (length(btrim(message)) between 1 and 10000),
  constraint contact_submissions_resume_only_for_applications check (
    resume_path is null or (kind = 'application' and length(resume_path) between 1 and 500)
  )
);

alter table public.contact_submissions enable row level security;

comment on table public.contact_submissions is 'Contact messages and job applications sent from the website.';
comment on column public.contact_submissions.resume_path is 'For applications: the object path in the resumes bucket.';

-- Supabase grants every role everything on new tables by default; take that back, then give
-- visitors the one thing they need.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (kind, name, email, company, message, resume_path) on table public.contact_submissions to anon;

create policy "Visitors can send a message or an application"
  on public.contact_submissions for insert to anon
  with check (true);

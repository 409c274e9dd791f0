// Kept apart from submissions.ts so pages with only the contact form do not load the
// application rules.
import { composeApplicationRecord, resumeContentType, type ApplicationValues } from './application';
import { failure, insertRow, type SendResult } from './submissions';
import { getSupabase } from './supabase';

export const RESUMES_BUCKET = 'resumes';

/** Uploads the resume to the private bucket, then stores the application pointing to it. */
export async function sendApplication(values: ApplicationValues, resume: File): Promise<SendResult> {
  try {
    const supabase = await getSupabase();
    const safeName = resume.name.replace(/[^\w.-]+/g, '-').slice(-120);
    const path = `applications/${crypto.randomUUID()}/${safeName}`;
    // supabase-js sends a File as multipart form data with the browser's own type, which is
    // empty for .doc on some systems; restate it from the extension so the bucket accepts it.
    const typed = new File([resume], resume.name, { type: resumeContentType(resume.name) });
    const upload = await supabase.storage.from(RESUMES_BUCKET).upload(path, typed, { upsert: false });
    if (upload.error) return failure(upload.error.message);
    return insertRow('contact_submissions', { ...composeApplicationRecord(values), resume_path: path });
  } catch (error) {
    return failure(error);
  }
}

// `npm run notify [-- --dist DIR]`: run once after every deploy. Tells the database which status
// notices and blog posts the build published (dist/status/notices.json, dist/blog/posts.json);
// it queues one email for each new notice to the status subscribers who chose its kind, and one
// email with the new posts to each newsletter subscriber. Run again, it sends nothing twice. The
// very first run records what is already published and sends nothing: the archive is not news.
// It reaches the project of ./project.ts: SUPABASE_URL, or the local backend.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ownerProject } from './project.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const { url: supabaseUrl, callDatabase } = ownerProject();

async function published<T>(path: string): Promise<T> {
  const file = join(values.dist, path);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Could not read ${file}; run it after \`npm run build\` (${(error as Error).message})`, { cause: error });
  }
}

const status = await published<{ notices: unknown[]; figures: unknown }>('status/notices.json');
const blog = await published<{ posts: unknown[] }>('blog/posts.json');

const notices = (await callDatabase('announce_status', { notices: status.notices, figures: status.figures })) as {
  notice_id: string;
  emails: number;
}[];
const posts = (await callDatabase('announce_posts', { posts: blog.posts })) as { post_id: string; emails: number }[];

console.log(`Notified the subscribers of ${supabaseUrl}:`);
console.log(notices.length === 0 ? '  Status: no new notice.' : '  Status notices:');
for (const notice of notices) console.log(`    ${notice.notice_id}: ${notice.emails} email(s) queued`);
console.log(
  posts.length === 0
    ? '  Blog: no new post.'
    : `  Blog: ${posts.map((post) => post.post_id).join(', ')}: ${posts[0]!.emails} newsletter email(s) queued`,
);

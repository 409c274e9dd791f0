// `npm run bench:build -- 100 1000 3000`: what each added blog post costs the build. For each N it
// copies the project to a temporary folder, adds N generated posts (long articles, with
// headings, a list, a table, a code block and a local image they all share), builds, and prints
// the time and peak memory against a build with no added posts. src/content is never touched.
// The posts are Markdown, as editors write them; `--mdx` writes them as MDX, the format a post
// needs only for components, to show what that costs.
// Each N is built twice: the first build also draws every new post's share image, highlights its
// code and renders its Markdown, which later builds take from their caches; the second is what a
// repeated build costs, measured against a build with no added posts run just before it.
// `--runs 3` repeats that pair and reports the medians, for a machine whose builds vary by a
// second from run to run. Each row also gives the weight of /blog, which must not grow with the
// archive, and of the search index, which does.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { searchIndexFiles } from '../audits/search-index-files.mjs';
import { copyProject } from '../dev/project-copy.mjs';
import { readPostFiles } from '../../src/lib/blog/files.ts';
import { BLOG_CATEGORIES } from '../../src/lib/blog/categories.ts';
import { BLOG_PATH, POSTS_DIR } from '../../src/lib/blog/rules.ts';
import { benchOptions } from './options.ts';

const options = benchOptions(process.argv.slice(2));
if (!options) {
  console.error(
    'Usage: npm run bench:build -- [--mdx] [--runs <n>] <number of posts> [...]   e.g. npm run bench:build -- --runs 3 100 1000 3000',
  );
  process.exit(1);
}
const { extension, runs, counts } = options;

const existing = readPostFiles();
const [firstRelated, secondRelated] = existing.map((post) => post.slug);
const author = existing[0]?.data.author;

const SENTENCE =
  'Support teams that answer customers around the clock learn quickly which questions repeat, which need a person and which can wait for the morning. ';

function generatedPost(index: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + (index % 1_500) * 86_400_000).toISOString().slice(0, 10);
  const section = (heading: string) => `## ${heading}\n\n${SENTENCE.repeat(9)}\n\n${SENTENCE.repeat(8)}\n`;
  return `---
title: "Benchmark post number ${index} about support at scale"
excerpt: "A generated post for measuring the build: what each added article costs in time and memory, number ${index}."
author: ${author}
date: ${day}
category: ${BLOG_CATEGORIES[index % BLOG_CATEGORIES.length]}
hero:
  image: ../../assets/blog/default-hero.svg
  alt: An abstract illustration of a conversation between a customer and an assistant
related:
  - ${firstRelated}
  - ${secondRelated}
---

${section('Where the hours go')}
- Password resets and order status
- Opening hours and directions
- Billing questions that need a person

${section('What to measure first')}
| Metric | Before | After |
|---|---|---|
| First answer | 4 h | 30 s |
| Resolved without a person | 20% | 65% |

${section('A webhook in practice')}
\`\`\`json
{ "event": "conversation.ended", "conversation": { "id": "conv_${index}", "channel": "chat" } }
\`\`\`

![A chart of answers per hour](../../assets/blog/default-hero.svg)

${section('What to do next')}`;
}

interface Build {
  seconds: number;
  peakMb: number;
}

interface Weights {
  blogBytes: number;
  blogGzipBytes: number;
  searchIndexBytes: number;
}

/** What a visitor downloads of /blog, and what the search index holds, in the copy's dist/. */
function outputWeights(project: string): Weights {
  const dist = join(project, 'dist');
  const blogPage = readFileSync(builtPages(dist).find((page) => page.route === BLOG_PATH)!.file);
  return {
    blogBytes: blogPage.length,
    blogGzipBytes: gzipSync(blogPage).length,
    searchIndexBytes: searchIndexFiles(dist).reduce((sum, file) => sum + file.size, 0),
  };
}

/** The table's last two cells: /blog in KB (gzip), the search index in MB. */
const weightCells = ({ blogBytes, blogGzipBytes, searchIndexBytes }: Weights) =>
  `${(blogBytes / 1024).toFixed(0)} (${(blogGzipBytes / 1024).toFixed(1)}) | ${(searchIndexBytes / 1024 / 1024).toFixed(1)}`;

/** Builds the copy with a Node flag that records the process's peak memory on exit. */
function build(project: string): Build {
  const memoryFile = join(project, 'peak-rss.txt');
  const recorder = join(project, 'record-peak-rss.mjs');
  writeFileSync(
    recorder,
    `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(memoryFile)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', recorder, 'node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`The build of ${project} failed (exit ${result.status})`);
  return { seconds, peakMb: Number(readFileSync(memoryFile, 'utf8')) / 1024 };
}

/** A copy of the project with `added` generated posts, built once: that build fills its caches. */
function prepare(added: number): { project: string; first: Build; weights: Weights } {
  const project = copyProject('bench-build-');
  for (let index = 1; index <= added; index++)
    writeFileSync(join(project, POSTS_DIR, `benchmark-post-${index}.${extension}`), generatedPost(index));
  const first = build(project);
  return { project, first, weights: outputWeights(project) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perPost = (value: number, base: number, added: number, scale = 1) => ((value - base) * scale) / added;

const baseline = prepare(0);
const baselineRuns: Build[] = [];
const rows: string[] = [];
try {
  for (const added of counts.filter((count) => count > 0)) {
    const copy = prepare(added);
    try {
      // Each repeated build is compared with a build with no added posts run just before it: this
      // machine's speed drifts over minutes, and the drift must not land on one side only.
      const pairs = Array.from({ length: runs }, () => {
        const base = build(baseline.project);
        baselineRuns.push(base);
        return { base, withPosts: build(copy.project) };
      });
      const base = median(pairs.map((pair) => pair.base.seconds));
      const repeated = median(pairs.map((pair) => pair.withPosts.seconds));
      const msPerPost = median(pairs.map((pair) => perPost(pair.withPosts.seconds, pair.base.seconds, added, 1000)));
      const peakMb = median(pairs.map((pair) => pair.withPosts.peakMb));
      const mbPerPost = median(pairs.map((pair) => perPost(pair.withPosts.peakMb, pair.base.peakMb, added)));
      rows.push(
        `| ${added} | ${copy.first.seconds.toFixed(1)} | ${perPost(copy.first.seconds, base, added, 1000).toFixed(1)} | ${repeated.toFixed(1)} | ${msPerPost.toFixed(1)} | ${peakMb.toFixed(0)} | ${mbPerPost.toFixed(2)} | ${weightCells(copy.weights)} |`,
      );
      console.error(`${added} posts measured`);
    } finally {
      rmSync(copy.project, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(baseline.project, { recursive: true, force: true });
}

console.log(
  `${existing.length} posts of our own; every row adds N generated .${extension} posts to them.${runs > 1 ? ` Repeated builds: the median of ${runs}, each against the build with no added posts run just before it.` : ''}\n`,
);
console.log(
  '| N | first build s | ms per added post | repeated build s | ms per added post | peak memory MB | MB per added post | /blog KB (gzip) | search index MB |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(
  `| 0 | | | ${median(baselineRuns.map((run) => run.seconds)).toFixed(1)} | | ${median(baselineRuns.map((run) => run.peakMb)).toFixed(0)} | | ${weightCells(baseline.weights)} |`,
);
for (const row of rows) console.log(row);

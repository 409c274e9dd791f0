import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { announce } from '../../lib/a11y/announcer';
import { ALL_POSTS, BLOG_CATEGORIES } from '../../lib/blog/categories';
import type { PostCardData } from '../../lib/blog/cards';
import { $selectedCategory, followLocation, selectCategory } from '../../lib/blog/filter';

interface Props {
  posts: PostCardData[];
  emptyMessage: string;
}

const FILTERS = [ALL_POSTS, ...BLOG_CATEGORIES];

export default function BlogBrowser({ posts, emptyMessage }: Props) {
  const selected = useStore($selectedCategory);
  const firstRender = useRef(true);
  const shown = selected === ALL_POSTS ? posts : posts.filter((post) => post.category === selected);

  useEffect(() => followLocation(), []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    announce(`${selected}: ${shown.length === 0 ? 'no posts' : `${shown.length} ${shown.length === 1 ? 'post' : 'posts'}`}`);
  }, [selected, shown.length]);

  return (
    <div>
      <div role="group" aria-label="Filter posts by category" className="flex flex-wrap justify-center gap-2">
        {FILTERS.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === selected}
            onClick={() => selectCategory(category)}
            className="rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white"
          >
            {category}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="mt-12 rounded-2xl border border-dashed border-line p-10 text-center text-muted">{emptyMessage}</p>
      ) : (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post) => (
            <li key={post.href}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md">
      <img
        src={post.image.src}
        width={post.image.width}
        height={post.image.height}
        alt={post.image.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{post.category}</p>
        <h3 className="mt-2 text-lg font-semibold text-ink group-hover:text-accent">
          <a href={post.href} className="after:absolute after:inset-0">
            {post.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          {post.author} · <time dateTime={post.isoDate}>{post.date}</time> · {post.readTime}
        </p>
      </div>
    </article>
  );
}

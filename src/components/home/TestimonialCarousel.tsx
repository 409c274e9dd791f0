import { useEffect, useState } from 'react';
import { nextIndex, previousIndex } from '@/lib/motion/carousel';
import { usePrefersReducedMotion } from '@/lib/motion/reduced-motion';

export interface TestimonialSlide {
  name: string;
  position: string;
  company: string;
  rating: number;
  /** The quote in the language's quotation marks. */
  quote: string;
  avatar: { src: string; width: number; height: number };
  /** Written on the server in the page's language, so the island carries no wording of its own. */
  labels: { slide: string; rating: string; show: string };
}

/** What the carousel says around the testimonials, in the page's language. */
export interface CarouselStrings {
  label: string;
  /** What screen readers call the carousel and each slide (`aria-roledescription`). */
  carouselRole: string;
  slideRole: string;
  previous: string;
  next: string;
}

interface Props {
  testimonials: TestimonialSlide[];
  strings: CarouselStrings;
  intervalMs: number;
}

export default function TestimonialCarousel({ testimonials, strings, intervalMs }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = testimonials.length;
  const rotating = !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // Restarting the timer on every change gives a manual choice a full interval on screen.
    const timer = setTimeout(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, rotating, count, intervalMs]);

  return (
    <section
      aria-roledescription={strings.carouselRole}
      aria-label={strings.label}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {/* Every slide sits in the same grid cell: the tallest sets the height, so a change of slide
            moves nothing below it. Only the current one is visible, and heard. */}
        <div role="group" aria-roledescription={strings.slideRole} aria-label={testimonials[index]!.labels.slide} className="grid">
          {testimonials.map((slide, at) => (
            <figure
              key={at}
              className={`${at === index ? '' : 'invisible '}col-start-1 row-start-1 rounded-3xl border border-line bg-surface p-8 shadow-sm sm:p-10`}
            >
              <p className="flex gap-1 text-amber-500">
                <span className="sr-only">{slide.labels.rating}</span>
                {Array.from({ length: slide.rating }, (_, star) => (
                  <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                    <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
                  </svg>
                ))}
              </p>
              <blockquote className="mt-5 text-lg leading-relaxed text-ink sm:text-xl">
                <p>{slide.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <img
                  src={slide.avatar.src}
                  width={slide.avatar.width}
                  height={slide.avatar.height}
                  alt=""
                  loading="lazy"
                  className="size-12 rounded-full"
                />
                <span>
                  <span className="block font-semibold text-ink">{slide.name}</span>
                  <span className="block text-sm text-muted">{`${slide.position}, ${slide.company}`}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <CarouselButton label={strings.previous} onClick={() => setIndex(previousIndex(index, count))}>
          <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 1 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0z" />
        </CarouselButton>
        <div className="flex gap-1">
          {testimonials.map((testimonial, dot) => (
            <button
              key={dot}
              type="button"
              aria-label={testimonial.labels.show}
              aria-current={dot === index}
              onClick={() => setIndex(dot)}
              className="group flex size-6 items-center justify-center"
            >
              <span className="size-2.5 rounded-full bg-line-strong transition-colors group-hover:bg-slate-400 group-aria-[current=true]:bg-accent" />
            </button>
          ))}
        </div>
        <CarouselButton label={strings.next} onClick={() => setIndex(nextIndex(index, count))}>
          <path d="M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0z" />
        </CarouselButton>
      </div>
    </section>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm transition-colors hover:border-accent hover:text-accent"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
        {children}
      </svg>
    </button>
  );
}

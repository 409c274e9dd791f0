// The carousel's slides with their wording filled in on the server, in the page's language: the
// island then ships no strings or formatting code of its own.
import { fill } from '@/i18n/fill';
import type { Dictionary } from '@/i18n';
import type { TestimonialSlide } from './TestimonialCarousel';

type Wording = Dictionary['home']['testimonials']['carousel'];
type Testimonial = Omit<TestimonialSlide, 'quote' | 'labels'> & { text: string };

/** Only what a slide shows: every prop of an island is written into the page. */
export const testimonialSlides = (testimonials: readonly Testimonial[], wording: Wording): TestimonialSlide[] =>
  testimonials.map(({ name, position, company, rating, avatar, text }, index) => ({
    name,
    position,
    company,
    rating,
    avatar,
    quote: fill(wording.quote, { text }),
    labels: {
      slide: fill(wording.slide, { number: index + 1, count: testimonials.length }),
      rating: fill(wording.rating, { rating }),
      show: fill(wording.show, { number: index + 1, name }),
    },
  }));

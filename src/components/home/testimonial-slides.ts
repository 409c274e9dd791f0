// The carousel's slides with their wording filled in on the server, in the page's language: the
// island then ships no strings or formatting code of its own.
import { fill } from '@/i18n/fill';
import type { Dictionary } from '@/i18n';
import type { TestimonialSlide } from './TestimonialCarousel';

type Wording = Dictionary['home']['testimonials']['carousel'];
type Testimonial = Omit<TestimonialSlide, 'quote' | 'labels'> & { text: string };

export const testimonialSlides = (testimonials: readonly Testimonial[], wording: Wording): TestimonialSlide[] =>
  testimonials.map(({ text, ...person }, index) => ({
    ...person,
    quote: fill(wording.quote, { text }),
    labels: {
      slide: fill(wording.slide, { number: index + 1, count: testimonials.length }),
      rating: fill(wording.rating, { rating: person.rating }),
      show: fill(wording.show, { number: index + 1, name: person.name }),
    },
  }));

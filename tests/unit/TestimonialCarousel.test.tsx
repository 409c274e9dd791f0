// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TestimonialCarousel from '../../src/components/home/TestimonialCarousel';
import { testimonialSlides } from '../../src/components/home/testimonial-slides';
import { advanceTime, stubReducedMotion } from './browser-doubles';
import { en } from '../../src/i18n/en';

const strings = en.home.testimonials.carousel;

const avatar = { src: '/avatar.svg', width: 48, height: 48 };
const people = ['Ana', 'Boris', 'Chen'].map((name) => ({
  name,
  position: 'Head of Support',
  company: `${name} Ltd`,
  rating: 5,
  text: `${name} says the assistant changed how their team works.`,
  avatar,
}));
const testimonials = testimonialSlides(people, strings);

/** The slide on screen: every slide is in the page, the others invisible. */
const shownSlide = () => screen.getByRole('group').querySelector('figure:not(.invisible)');
const shownName = () => shownSlide()?.querySelector('figcaption span span')?.textContent;

describe('TestimonialCarousel', () => {
  it('keeps every slide in one grid cell, only the current one visible, so the tallest sets the height', () => {
    render(<TestimonialCarousel testimonials={testimonials} strings={strings} intervalMs={5_000} />);
    const slides = [...screen.getByRole('group').querySelectorAll('figure')];
    expect(screen.getByRole('group').className).toBe('grid');
    expect(slides.map((slide) => slide.querySelector('figcaption span span')?.textContent)).toEqual(['Ana', 'Boris', 'Chen']);
    for (const slide of slides) expect(slide.classList).toContain('col-start-1');
    for (const slide of slides) expect(slide.classList).toContain('row-start-1');
    expect(slides.map((slide) => slide.classList.contains('invisible'))).toEqual([false, true, true]);
  });

  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 5 s and wraps from the last entry to the first', async () => {
    render(<TestimonialCarousel testimonials={testimonials} strings={strings} intervalMs={5_000} />);
    expect(shownName()).toBe('Ana');
    await advanceTime(4_999);
    expect(shownName()).toBe('Ana');
    await advanceTime(1);
    expect(shownName()).toBe('Boris');
    await advanceTime(10_000);
    expect(shownName()).toBe('Ana');
  });

  it('changes the entry with previous, next and the dots', async () => {
    render(<TestimonialCarousel testimonials={testimonials} strings={strings} intervalMs={5_000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownName()).toBe('Chen');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownName()).toBe('Ana');
    fireEvent.click(screen.getByRole('button', { name: /Show testimonial 2/ }));
    expect(shownName()).toBe('Boris');
    expect(screen.getByRole('button', { name: /Show testimonial 2/ }).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered or focused', async () => {
    render(<TestimonialCarousel testimonials={testimonials} strings={strings} intervalMs={5_000} />);
    const carousel = screen.getByRole('region', { name: 'Customer testimonials' });
    fireEvent.mouseEnter(carousel);
    await advanceTime(20_000);
    expect(shownName()).toBe('Ana');
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }));
    await advanceTime(20_000);
    expect(shownName()).toBe('Ana');
    fireEvent.blur(screen.getByRole('button', { name: 'Next testimonial' }));
    await advanceTime(5_000);
    expect(shownName()).toBe('Boris');
  });

  it('says only the words it is given, with the slots filled in', () => {
    // Made-up wording: whatever a dictionary says, none of the island's own words may show through.
    const wording = {
      label: 'Label',
      carouselRole: 'Carousel role',
      slideRole: 'Slide role',
      slide: '{number} / {count}',
      rating: '{rating} stars',
      quote: '«{text}»',
      previous: 'Back',
      next: 'Forward',
      show: 'Go to {number} ({name})',
    } satisfies typeof strings;
    render(<TestimonialCarousel testimonials={testimonialSlides(people, wording)} strings={wording} intervalMs={5_000} />);
    const carousel = screen.getByRole('region', { name: 'Label' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('Carousel role');
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('1 / 3');
    expect(shownSlide()?.querySelector('blockquote')?.textContent).toBe('«Ana says the assistant changed how their team works.»');
    expect(screen.getByRole('button', { name: 'Go to 2 (Boris)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(carousel.textContent).not.toMatch(/testimonial/i);
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    render(<TestimonialCarousel testimonials={testimonials} strings={strings} intervalMs={5_000} />);
    await advanceTime(30_000);
    expect(shownName()).toBe('Ana');
  });
});

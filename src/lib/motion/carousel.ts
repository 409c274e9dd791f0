/** The slide after `index`, wrapping from the last back to the first. */
export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}

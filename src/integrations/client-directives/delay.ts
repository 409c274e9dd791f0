import type { ClientDirective } from 'astro';

// Islands are met while the page is parsed, so its `load` event is always still to come. The wait
// counts from when the page opened, not from `load`.
const delay: ClientDirective = (load, { value: ms }) => {
  addEventListener('load', () => setTimeout(async () => (await load())(), Number(ms) - performance.now()));
};

export default delay;

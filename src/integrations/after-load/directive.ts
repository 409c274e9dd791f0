import type { ClientDirective } from 'astro';

// Islands are met while the page is parsed, so its `load` event is always still to come. An event,
// not a timer: a test's paused clock cannot keep an island from hydrating.
const afterLoad: ClientDirective = (load) => {
  addEventListener('load', async () => (await load())());
};

export default afterLoad;

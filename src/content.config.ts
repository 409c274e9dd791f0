// Every content collection, each defined beside the others of its area in src/collections/.
import { blogCollections } from './collections/blog';
import { homeCollections } from './collections/home';
import { infoCollections } from './collections/info';
import { productsCollections } from './collections/products';

export const collections = { ...homeCollections, ...blogCollections, ...productsCollections, ...infoCollections };

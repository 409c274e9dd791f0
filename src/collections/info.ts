// Collections of this area's pages; see src/content.config.ts.
export const infoCollections = {};

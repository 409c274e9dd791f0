// The blog collection's schema as the build runs it, for tests: images are plain paths here,
// since the tests check the rules about text, not image processing.
import { z } from 'astro/zod';
import { blogCollections } from '../../src/collections/blog';

type SchemaFactory = (context: { image: () => z.ZodType }) => z.ZodType;

export const blogSchema = (blogCollections.blog.schema as unknown as SchemaFactory)({ image: () => z.string() });

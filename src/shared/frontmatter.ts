/**
 * The one contract for a content file's front matter. The build validates every page with it
 * and the TypeScript type comes from it.
 */
import { z } from 'zod';

const url = z.string().regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) url');

export const relatedSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    url: z.string().trim().min(1, 'must not be empty'),
  })
  .strict();

export const frontMatterSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    description: z.string().trim().min(1, 'must not be empty'),
    /** Sidebar position. Section index pages are -1, blog posts negative (derived from the date). */
    sort: z.number().int('must be a whole number').optional(),
    group: z.string().trim().min(1, 'must not be empty').optional(),
    contributors: z
      .array(z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/, 'must be a GitHub handle'))
      .default([]),
    related: z.array(relatedSchema).default([]),
    /** Who wrote a blog post, as its byline names them. */
    author: z.string().trim().min(1, 'must not be empty').optional(),
    /** Raw url of the upstream readme a page mirrors. */
    source: url.optional(),
    /** Where to edit the upstream readme. */
    edit: url.optional(),
    /** The upstream repository. */
    repo: url.optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

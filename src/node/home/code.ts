/**
 * The home page's four code snippets, highlighted at build time as the docs' code blocks are (the
 * site's Markdown compiler: a title bar, Shiki's colours, a copy button), into the generated module
 * .site/home-code.json that the home page's chunk imports.
 */
import path from 'node:path';
import { contentCache } from '../content/compile-cache';
import { siteCompiler } from '../content/features';
import { writeIfChanged } from '../write-if-changed';

/** The snippets of "Write your code" and "Bundle it", in the order the page shows them. */
export const HOME_SNIPPETS = {
  index: {
    title: 'src/index.js',
    lang: 'js',
    code: "import { greet } from './greet.js';\n\ndocument.body.append(greet('webpack'));",
  },
  greet: {
    title: 'src/greet.js',
    lang: 'js',
    code: "export function greet(name) {\n  const heading = document.createElement('h1');\n  heading.textContent = `Hello, ${name}!`;\n  return heading;\n}",
  },
  run: { title: 'Terminal', lang: 'bash', code: 'npx webpack --mode production' },
  html: { title: 'index.html', lang: 'html', code: '<script src="dist/main.js"></script>' },
} as const;

export type SnippetName = keyof typeof HOME_SNIPPETS;

/** Each snippet as the HTML of a code block; kept in the content cache as the pages are. */
export async function highlightSnippets(): Promise<Record<SnippetName, string>> {
  const cache = contentCache();
  const compile = siteCompiler();
  const entries = await Promise.all(
    (Object.entries(HOME_SNIPPETS) as [SnippetName, (typeof HOME_SNIPPETS)[SnippetName]][]).map(
      async ([name, { title, lang, code }]) => {
        const job = {
          path: `home/${name}.md`,
          format: 'md',
          source: `\`\`\`${lang} title="${title}"\n${code}\n\`\`\`\n`,
        } as const;
        const cached = cache.get(job);
        if (cached) return [name, cached.html] as const;
        const result = await compile(job.source, job.format, job.path);
        if (!result.ok)
          throw new Error(
            `the home page's snippet ${name} does not compile: ${result.problems.map((p) => p.message).join('; ')}`,
          );
        cache.set(job, result.page);
        return [name, result.page.html] as const;
      },
    ),
  );
  return Object.fromEntries(entries) as Record<SnippetName, string>;
}

/** Writes .site/home-code.json; untouched if unchanged. */
export async function emitHomeCodeModule(siteDir: string): Promise<void> {
  const file = path.join(siteDir, 'home-code.json');
  const text = `${JSON.stringify(await highlightSnippets())}\n`;
  await writeIfChanged(file, text);
}

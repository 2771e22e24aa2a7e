/**
 * The reference site's loader and plugin pages, which its build makes from the packages' READMEs:
 * its `fetch-repos` and `fetch:readmes` steps list the repositories of the webpack organisation
 * that end in `-loader`, `-webpack-plugin` or `-extract-plugin` (plus babel-loader and two
 * community plugins) and download each README from GitHub. This machine reaches only the npm
 * registry, so the bench takes the READMEs from the packages' npm tarballs instead (the README a
 * release publishes), for the packages this site documents on pages of its own (so both sites build
 * the same pages) and the two community plugins the reference always lists, less those its own
 * exclusion lists name. Each README goes through the reference's own `process-readme.mjs` and
 * `yaml-headmatter.mjs`, with the front matter its fetch step writes, into
 * `src/content/{loaders,plugins}/_<repository>.mdx`: the files its `clean` step removes and its
 * fetch step writes. Downloads are kept in .cache/bench-reference/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFrontMatter } from '../src/node/content/frontmatter';
import { loadFiles } from '../src/node/content/load';
import { npmPack } from '../src/node/npm-pack';
import { CONTENT_DIR, ROOT } from '../src/node/paths';

const CACHE = path.join(ROOT, '.cache', 'bench-reference');
/** Repositories the reference's fetch step names besides the webpack organisation's. */
const NAMED = ['babel/babel-loader'];
const COMMUNITY = ['yoriiis/svg-chunk-webpack-plugin', 'yoriiis/chunks-webpack-plugin'];
const ORGANISATIONS = new Set(['webpack', 'webpack-contrib']);
/** Loaders the reference files under a group of their own (its fetch step's `loaderGroup`). */
const CSS_LOADERS = new Set([
  'css-loader',
  'less-loader',
  'postcss-loader',
  'sass-loader',
  'style-loader',
  'stylus-loader',
]);

interface PackagePage {
  kind: 'loaders' | 'plugins';
  /** `owner/name` on GitHub; the name is the npm package's and the page's. */
  repository: string;
}

/** The packages this site documents on pages of its own that the reference's fetch step would take. */
async function packagePages(): Promise<PackagePage[]> {
  const pages: PackagePage[] = [];
  for (const file of await loadFiles(ROOT, CONTENT_DIR)) {
    const kind = file.relativePath.split('/')[0];
    if (kind !== 'loaders' && kind !== 'plugins') continue;
    const front = parseFrontMatter(file);
    const repository = front.ok
      ? /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(front.data.repo ?? '')?.[1]
      : undefined;
    if (!repository) continue;
    const [owner] = repository.split('/');
    if (ORGANISATIONS.has(owner ?? '') || NAMED.includes(repository)) pages.push({ kind, repository });
  }
  for (const repository of COMMUNITY) pages.push({ kind: 'plugins', repository });
  return pages;
}

/** The README of the package's newest release on npm (`npm pack`), downloaded once. */
function readmeOf(name: string): string {
  const kept = path.join(CACHE, `${name}.md`);
  if (existsSync(kept)) return readFileSync(kept, 'utf8');
  const work = path.join(CACHE, 'tarballs');
  mkdirSync(work, { recursive: true });
  const { tarball, files } = npmPack(name, work);
  const readme = files.find((file) => /^readme\.md$/i.test(file));
  if (!readme) throw new Error(`${name}: its npm package has no README.md`);
  const text = execFileSync('tar', ['-xzOf', tarball, `package/${readme}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(kept, text);
  rmSync(tarball, { force: true });
  return text;
}

/**
 * Writes the pages into the reference's checkout: the paths written, and the packages whose README
 * its MDX compiler rejects (left out). Its own modules shape them, so the pages are what its fetch
 * step would write from the same READMEs.
 */
export async function addReferencePackagePages(folder: string): Promise<{ written: string[]; invalid: string[] }> {
  const utilities = path.join(folder, 'src', 'utilities');
  // Its fetch step hides the repositories these lists name. They name them under webpack-contrib,
  // whose repositories have moved to the webpack organisation, so GitHub's list no longer matches
  // them; the bench matches by name, as they mean to.
  const constants = (await import(pathToFileURL(path.join(utilities, 'constants.mjs')).href)) as {
    excludedLoaders: string[];
    excludedPlugins: string[];
  };
  const hidden = new Set(
    [...constants.excludedLoaders, ...constants.excludedPlugins].map((name) => name.split('/')[1]),
  );
  const pages = (await packagePages()).filter(({ repository }) => !hidden.has(repository.split('/')[1]));
  const processReadme = (await import(pathToFileURL(path.join(utilities, 'process-readme.mjs')).href)) as {
    default: (body: string, options: { source: string }) => string;
  };
  const yamlHeadmatter = (await import(pathToFileURL(path.join(utilities, 'yaml-headmatter.mjs')).href)) as {
    default: (fields: Record<string, unknown>) => string;
  };
  // Its fetch step titles a plugin's page with lodash's `upperFirst(camelCase(name))`.
  const lodash = createRequire(path.join(folder, 'package.json'))('lodash') as {
    camelCase: (text: string) => string;
    upperFirst: (text: string) => string;
  };
  const pluginTitle = (name: string) => lodash.upperFirst(lodash.camelCase(name)).replace(/I18N/, 'I18n');
  const modules = (name: string) => pathToFileURL(path.join(folder, 'node_modules', name, 'index.js')).href;
  const mdx = (await import(modules('@mdx-js/mdx'))) as {
    compile: (source: string, options: { remarkPlugins: unknown[] }) => Promise<unknown>;
  };
  const remarkPlugins = await Promise.all(
    ['remark-gfm', 'remark-frontmatter'].map(
      async (name) => ((await import(modules(name))) as { default: unknown }).default,
    ),
  );
  const written: string[] = [];
  const invalid: string[] = [];
  for (const { kind, repository } of pages) {
    const name = repository.split('/')[1] ?? repository;
    const source = `https://raw.githubusercontent.com/${repository}/main/README.md`;
    const repo = `https://github.com/${repository}`;
    const links = { source, edit: `${repo}/edit/main/README.md`, repo, thirdParty: true };
    const community = COMMUNITY.includes(repository);
    const fields =
      kind === 'plugins'
        ? {
            title: pluginTitle(name),
            group: community ? 'Community' : 'webpack contrib',
            contributors: community ? ['yoriiis', 'alexander-akait'] : [],
            ...links,
          }
        : { title: name, ...links, ...(CSS_LOADERS.has(name) ? { group: 'CSS' } : {}) };
    const file = path.join(folder, 'src', 'content', kind, `_${name}.mdx`);
    // The reference's readme processing logs each link it rewrites; the bench prints its own lines.
    const log = console.log;
    const error = console.error;
    console.log = () => undefined;
    console.error = () => undefined;
    let page: string;
    try {
      page = yamlHeadmatter.default(fields) + processReadme.default(readmeOf(name), { source });
    } finally {
      console.log = log;
      console.error = error;
    }
    // A README its MDX compiler rejects fails its whole build: GitHub's README may have been mended
    // since the release (the reference builds from GitHub's), so such a page is left out.
    try {
      await mdx.compile(page, { remarkPlugins });
    } catch {
      invalid.push(name);
      continue;
    }
    writeFileSync(file, page);
    written.push(path.relative(folder, file));
  }
  return { written, invalid };
}

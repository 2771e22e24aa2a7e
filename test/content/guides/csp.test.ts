/** What content/guides/csp.md says about its project. */
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { expectPrinted, runCli, freePort } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject } from '../../support/project';
import { installedVersion } from '../../../src/node/content/versions';

const project = path.join(EXAMPLES, 'csp');
const blocks = guideBlocks('csp');
const pageText = guideText('csp');

const pageSays = pageStates(pageText);

const PURPLE = 'rgb(102, 51, 153)';

describeGuide('csp', {
  csp: {
    emits: ['main.js', '529.js'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page: Page) => {
        await expect.poll(() => page.locator('body > h1').allTextContents()).toEqual(['Hello, webpack!']);
      },
    },
    cli: {
      script: 'build',
      prints: [
        'asset main.js 6.98 KiB [emitted] [minimized] (name: main)',
        'asset 529.js 210 bytes [emitted] [minimized]',
        'compiled successfully',
      ],
      neverPrints: ['WARNING'],
    },
  },
});

interface Variant {
  /** Overrides of the configuration. */
  config?: webpack.Configuration;
  /** Changes to src/index.js. */
  index?: (code: string) => string;
  /** Changes to server.js. */
  server?: (code: string) => string;
}

interface Visit {
  heading: string | null;
  color: string | null;
  /** Whether each <style> element of the page has a nonce. */
  styleNonces: boolean[];
  /** The nonce attribute and property of the tag of main.js, after the page has loaded. */
  mainNonce: { attribute: string | null; property: string };
  /** Console errors and uncaught errors, in order. */
  problems: string[];
  url: string;
}

function edit(file: string, change?: (code: string) => string): void {
  if (change) {
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after, `the change of ${path.basename(file)} applies`).not.toBe(before);
    writeFileSync(file, after);
  }
}

/** Builds a copy of the project with the changes, serves it with its server.js, and opens it in Chromium. */
async function visit(name: string, variant: Variant = {}): Promise<Visit> {
  const copy = copyProject(project, `csp-${name}`);
  edit(path.join(copy, 'src', 'index.js'), variant.index);
  edit(path.join(copy, 'server.js'), variant.server);
  const { out, errors } = await buildProject(copy, variant.config);
  expect(errors).toEqual([]);
  cpSync(out, path.join(copy, 'dist'), { recursive: true });

  const port = await freePort();
  const child = spawn(process.execPath, ['server.js'], { cwd: copy, env: { ...process.env, PORT: String(port) } });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://localhost:${port}/`;
  const page = await (await launchBrowser()).newPage();
  try {
    await expect.poll(() => printed, { timeout: 10_000 }).toContain(`Serving dist/ at ${url}`);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    return {
      url,
      problems,
      ...(await page.evaluate(() => {
        const heading = document.querySelector('h1');
        return {
          heading: heading?.textContent ?? null,
          color: heading ? getComputedStyle(heading).color : null,
          styleNonces: [...document.querySelectorAll('style')].map((style) => style.nonce !== ''),
          mainNonce: {
            attribute: document.querySelector('script')?.getAttribute('nonce') ?? null,
            property: document.querySelector('script')?.nonce ?? '',
          },
        };
      })),
    };
  } finally {
    await page.close();
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    });
  }
}

const strictDynamic = (code: string): string =>
  code.replace("`script-src 'nonce-${nonce}'`", "`script-src 'nonce-${nonce}' 'strict-dynamic'`");
const unsafeEval = (code: string): string =>
  code.replace("`script-src 'nonce-${nonce}'`", "`script-src 'nonce-${nonce}' 'unsafe-eval'`");
const withoutNonceModule = (code: string): string => code.replace("import './nonce.js';\n", '');

describe('csp: the page under its Content Security Policy', () => {
  it('loads the lazy chunk and applies the style, with nonces on the tags webpack adds', async () => {
    const result = await visit('as-is');
    expect(result).toMatchObject({ heading: 'Hello, webpack!', color: PURPLE, styleNonces: [true], problems: [] });
    // The browser hides the nonce from the attribute, but the property keeps it.
    expect(result.mainNonce.attribute).toBe('');
    expect(Buffer.from(result.mainNonce.property, 'base64')).toHaveLength(16);
  }, 60_000);

  it('sends a new nonce with each page, in the header and in the script tag', async () => {
    const copy = copyProject(project, 'csp-headers');
    const port = await freePort();
    const child = spawn(process.execPath, ['server.js'], { cwd: copy, env: { ...process.env, PORT: String(port) } });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const nonces: string[] = [];
      for (let index = 0; index < 2; index++) {
        const response = await fetch(`http://localhost:${port}/`);
        const header = response.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(header)?.[1] ?? '';
        expect(header).toBe(
          `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types hello-webpack`,
        );
        expect(await response.text()).toContain(`<script nonce="${nonce}" src="main.js" defer></script>`);
        nonces.push(nonce);
      }
      expect(Buffer.from(nonces[0] ?? '', 'base64')).toHaveLength(16);
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      });
    }
  });

  it('sets the nonce on the chunk script in the runtime', async () => {
    const { out } = await buildProject(project);
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    // The minifier picks the names; __webpack_require__ is the same letter in both places.
    expect(main).toMatch(/\b(\w)\.nc=document\.currentScript\.nonce/);
    expect(main).toMatch(/\b(\w)\.nc&&\w\.setAttribute\("nonce",\1\.nc\)/);
  });

  it('sets the nonce on the <link> of a lazily loaded CSS chunk with mini-css-extract-plugin', async () => {
    const version = installedVersion('mini-css-extract-plugin');
    pageSays(`mini-css-extract-plugin (${version}) sets it on the \`<link>\` tags of CSS chunks it loads.`);
    const copy = copyProject(project, 'csp-mini-css');
    const greet = path.join(copy, 'src', 'greet.js');
    writeFileSync(greet, `import './style.css';\n${readFileSync(greet, 'utf8')}`);
    const index = path.join(copy, 'src', 'index.js');
    writeFileSync(index, readFileSync(index, 'utf8').replace("import './style.css';\n", ''));
    const { out, errors, assets } = await buildProject(copy, {
      module: { rules: [{ test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(errors).toEqual([]);
    expect([...assets.keys()].sort()).toEqual(['529.css', '529.js', 'main.js']);
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(main).toMatch(/createElement\("link"\)[^]*?\b(\w)\.nc&&\(\w\.nonce=\1\.nc\)/);
  });

  it('blocks the chunk and the style without __webpack_nonce__', async () => {
    const result = await visit('no-nonce', { index: withoutNonceModule });
    expect(result.heading).toBeNull();
    expect(result.styleNonces).toEqual([false]);
    expect(result.problems).toContainEqual(
      expect.stringMatching(
        /^Applying inline style violates the following Content Security Policy directive 'style-src 'nonce-/,
      ),
    );
    expect(result.problems).toContainEqual(
      expect.stringContaining(
        `Loading the script '${result.url}529.js' violates the following Content Security Policy directive: "script-src 'nonce-`,
      ),
    );
    expect(result.problems).toContain(`Loading chunk 529 failed.\n(error: ${result.url}529.js)`);
    pageSays('Loading chunk 529 failed.');
  }, 60_000);

  it('blocks only the style when nonce.js comes after the CSS import', async () => {
    const result = await visit('late-nonce', {
      index: (code) =>
        code.replace("import './nonce.js';\nimport './style.css';\n", "import './style.css';\nimport './nonce.js';\n"),
    });
    expect(result.heading).toBe('Hello, webpack!');
    expect(result.color).not.toBe(PURPLE);
    expect(result.styleNonces).toEqual([false]);
    expect(result.problems.every((text) => text.startsWith('Applying inline style violates'))).toBe(true);
  }, 60_000);

  it("with 'strict-dynamic', loads the chunk without a nonce but still blocks the style", async () => {
    pageSays("'strict-dynamic'");
    const result = await visit('strict-dynamic', { index: withoutNonceModule, server: strictDynamic });
    expect(result.heading).toBe('Hello, webpack!');
    expect(result.color).not.toBe(PURPLE);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems.every((text) => text.startsWith('Applying inline style violates'))).toBe(true);
  }, 60_000);

  it('fails to set the chunk script src without output.trustedTypes', async () => {
    const result = await visit('no-trusted-types', { config: { output: { trustedTypes: undefined } } });
    expect(result.heading).toBeNull();
    expect(result.problems).toContain(
      "This document requires 'TrustedScriptURL' assignment. The action has been blocked.",
    );
    expect(result.problems).toContain(
      "Failed to set the 'src' property on 'HTMLScriptElement': This document requires 'TrustedScriptURL' assignment.",
    );
    pageSays(
      "Failed to set the 'src' property on 'HTMLScriptElement': This document requires 'TrustedScriptURL' assignment.",
    );
  }, 60_000);

  it('fails when the policy does not allow the name of webpack’s policy', async () => {
    const result = await visit('policy-name', {
      server: (code) => code.replace("'trusted-types hello-webpack'", "'trusted-types other'"),
    });
    expect(result.heading).toBeNull();
    expect(result.problems).toContain(
      `Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy "hello-webpack" disallowed.`,
    );
    pageSays(`Policy "hello-webpack" disallowed.`);
  }, 60_000);

  it('names the policy after the package, or after output.trustedTypes when it is a string', async () => {
    const named = await buildProject(project);
    expect(readFileSync(path.join(named.out, 'main.js'), 'utf8')).toContain(
      'trustedTypes.createPolicy("hello-webpack",',
    );
    // The policy passes URLs through unchanged.
    expect(readFileSync(path.join(named.out, 'main.js'), 'utf8')).toContain('e={createScriptURL:e=>e}');
    const custom = await buildProject(project, { output: { trustedTypes: 'my-app' } });
    expect(readFileSync(path.join(custom.out, 'main.js'), 'utf8')).toContain('trustedTypes.createPolicy("my-app",');
  });

  it('runs nothing with the eval devtool of development mode', async () => {
    const result = await visit('eval', { config: { mode: 'development' } });
    expect(result.heading).toBeNull();
    expect(result.styleNonces).toEqual([]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(
      /^Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script: script-src 'nonce-[^']+'"\.\n$/,
    );
    pageSays(
      "Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script",
    );
  }, 60_000);

  it('works in development mode with the source-map devtool', async () => {
    const result = await visit('source-map', { config: { mode: 'development', devtool: 'source-map' } });
    expect(result).toMatchObject({ heading: 'Hello, webpack!', color: PURPLE, styleNonces: [true], problems: [] });
  }, 60_000);

  it("runs the eval devtool when the policy allows 'unsafe-eval', with output.trustedTypes", async () => {
    const result = await visit('unsafe-eval', { config: { mode: 'development' }, server: unsafeEval });
    expect(result).toMatchObject({ heading: 'Hello, webpack!', color: PURPLE, problems: [] });
    const { out } = await buildProject(project, { mode: 'development' });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('eval(__webpack_require__.ts(');

    const untrusted = await visit('unsafe-eval-no-tt', {
      config: { mode: 'development', output: { trustedTypes: undefined } },
      server: unsafeEval,
    });
    expect(untrusted.heading).toBeNull();
    expect(untrusted.problems).toContain(
      "This document requires 'TrustedScript' assignment. The action has been blocked.",
    );
    pageSays("This document requires 'TrustedScript' assignment.");
  }, 90_000);
});

describe('csp: the build output on the page', () => {
  it('prints what the page shows for npm run build', () => {
    const copy = copyProject(project, 'csp-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset 529.js'));
  });
});

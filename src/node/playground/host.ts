/**
 * The playground's runner (src/playground/run.ts) in Node.js, with the installed webpack: the
 * build decides with it which examples of the docs the playground can run, and the tests compare
 * its output with the playground worker's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import type { RunnerHost } from '../../playground/run';

const require = createRequire(import.meta.url);

interface SyntaxParser {
  parseProgram: (code: string, pos: number, options: { sourceType: string }) => void;
  takeParsedTree: () => { release: () => void } | null;
}

/** Where webpack's own parser stops in a file with a syntax error. */
export function syntaxErrorAt(parser: SyntaxParser, code: string): { line: number; column: number } | null {
  try {
    parser.parseProgram(code, 0, { sourceType: 'script' });
    parser.takeParsedTree()?.release();
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    return loc ? { line: loc.line, column: loc.column + 1 } : null;
  }
}

async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

interface MinimizerStatics {
  getAvailableNumberOfCores: (parallel: unknown) => number;
}

/** Set while a playground build runs in this thread. */
const inPlayground = new AsyncLocalStorage<true>();
let minimizerPatched = false;

/**
 * The browser has no worker threads for minimizer-webpack-plugin, so there it minifies in the
 * build's own thread. In Node.js it would start a pool of threads for every build, a second each;
 * during a playground build it gets no cores, as in the browser. Other builds are left alone.
 */
function minifyInThread(): void {
  if (minimizerPatched) return;
  minimizerPatched = true;
  const plugin = require('minimizer-webpack-plugin') as MinimizerStatics;
  const cores = plugin.getAvailableNumberOfCores.bind(plugin);
  plugin.getAvailableNumberOfCores = (parallel) => (inPlayground.getStore() ? 0 : cores(parallel));
}

export function nodeHost(): RunnerHost {
  const parser = require('webpack/lib/javascript/syntax-parser') as SyntaxParser;
  minifyInThread();
  return {
    scope: (build) => inPlayground.run(true, build),
    webpack: webpack as unknown as RunnerHost['webpack'],
    modules: { webpack, path: path.posix, 'node:path': path.posix, 'minimizer-webpack-plugin': require('minimizer-webpack-plugin') as unknown },
    syntaxErrorAt: (code) => syntaxErrorAt(parser, code),
    gzipSize,
  };
}

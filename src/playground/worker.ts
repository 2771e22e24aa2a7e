/**
 * The playground's Web Worker: the installed webpack, bundled for the browser, building the
 * projects the page sends. Builds run one at a time; while one runs, only the newest request
 * waits (the reader typed on), and the ones it replaced are answered by its result.
 */
/// <reference lib="webworker" />
import MinimizerPlugin from 'minimizer-webpack-plugin';
import path from 'path-browserify';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import * as webpackMerge from 'webpack-merge';
import * as syntaxParser from 'webpack/lib/javascript/syntax-parser';
import type { HostPackage } from './host-packages';
import type { FromPlaygroundWorker, ToPlaygroundWorker } from './result';
import { runProject, type RunnerHost } from './run';
import { useBuild } from './shims/current';
import { webpackPackageFiles } from './webpack-files';
import hotDevServer from 'webpack/hot/dev-server.js?raw';
import hotEmitterEventTarget from 'webpack/hot/emitter-event-target.js?raw';
import hotEmitter from 'webpack/hot/emitter.js?raw';
import hotLogApplyResult from 'webpack/hot/log-apply-result.js?raw';
import hotLog from 'webpack/hot/log.js?raw';
import hotOnlyDevServer from 'webpack/hot/only-dev-server.js?raw';
import hotPoll from 'webpack/hot/poll.js?raw';
import hotSignal from 'webpack/hot/signal.js?raw';

declare const self: DedicatedWorkerGlobalScope;

// The packages a configuration may require besides webpack and path (./host-packages.ts).
const packages: Record<HostPackage, unknown> = {
  'minimizer-webpack-plugin': MinimizerPlugin,
  'terser-webpack-plugin': TerserPlugin,
  'webpack-merge': webpackMerge,
};

// The modules a configuration may require from the host: the ones this worker bundle has.
const host: RunnerHost = {
  webpack: webpack,
  modules: { webpack, path, 'node:path': path, ...packages },
  // The text of webpack's hot module replacement clients, bundled as text (`?raw`).
  webpackFiles: webpackPackageFiles(webpack.version, {
    'dev-server.js': hotDevServer,
    'emitter-event-target.js': hotEmitterEventTarget,
    'emitter.js': hotEmitter,
    'log-apply-result.js': hotLogApplyResult,
    'log.js': hotLog,
    'only-dev-server.js': hotOnlyDevServer,
    'poll.js': hotPoll,
    'signal.js': hotSignal,
  }),
  syntaxParser,
  useFileSystem: useBuild,
};

let running = false;
let waiting: ToPlaygroundWorker | null = null;

async function drain(): Promise<void> {
  running = true;
  while (waiting) {
    const message = waiting;
    waiting = null;
    let reply: FromPlaygroundWorker;
    try {
      reply = {
        type: 'result',
        id: message.id,
        result: await runProject(host, message.project, { fillMissing: message.fillMissing }),
      };
    } catch (error) {
      reply = {
        type: 'crashed',
        id: message.id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    self.postMessage(reply);
  }
  running = false;
}

self.addEventListener('message', (event: MessageEvent<ToPlaygroundWorker>) => {
  if (event.data.type !== 'build') return;
  waiting = event.data;
  if (!running) void drain();
});

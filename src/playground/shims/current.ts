/**
 * The file system and module runner of the build in progress, for the modules the worker bundle
 * puts in place of Node.js's `fs` and of webpack's loader loading (see fs.ts, load-loader.cjs).
 */
import type { ModuleRunner } from '../commonjs';
import { MemoryFileSystem } from '../vfs';

let fs = new MemoryFileSystem();
let modules: ModuleRunner | null = null;

export function useBuild(nextFs: MemoryFileSystem, nextModules: ModuleRunner): void {
  fs = nextFs;
  modules = nextModules;
}

export function currentFs(): MemoryFileSystem {
  return fs;
}

export function currentModules(): ModuleRunner {
  if (!modules) throw new Error('the playground loads loaders only while it builds');
  return modules;
}

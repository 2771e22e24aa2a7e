/**
 * Gives every async chunk (page data, the route table, lazy screens) an id made from a hash of
 * what its code is built from: `c` and 10 hex digits. The file is then `[id].js`, a content-hashed
 * name the runtime computes from the id, so the runtime carries no table of hashes that would
 * grow with every page of the site.
 *
 * The hash covers each module's source (its build hash) and the values DefinePlugin put into it
 * (which its build hash leaves out: a url of the playground's worker, a search key from the
 * environment), its id and the ids of the modules it references, the ids of the chunks it loads
 * (already hashed, so a chunk that only loads a changed page still gets a new name), webpack's
 * version and this build's configuration.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Chunk, Compilation, Compiler, Module, NormalModule } from 'webpack';

const PLUGIN = 'ContentHashChunkIdsPlugin';
/** How DefinePlugin names, in a module's `buildInfo.valueDependencies`, each constant the module uses. */
const DEFINED = 'webpack/DefinePlugin ';
/** The file name of a chunk named this way. */
export const HASHED_CHUNK_FILE = /\/c[0-9a-f]{10}\.js$/;

export class ContentHashChunkIdsPlugin {
  private readonly salt: string;

  constructor(configFiles: string[]) {
    const require = createRequire(import.meta.url);
    const webpackVersion = (require('webpack/package.json') as { version: string }).version;
    this.salt = [webpackVersion, ...configFiles.map((file) => readFileSync(file, 'utf8'))].join('\0');
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // Before webpack's own ids: those only go to chunks that have none.
      compilation.hooks.chunkIds.tap({ name: PLUGIN, stage: -10 }, (chunks) => {
        const pending = new Set([...chunks].filter((chunk) => !chunk.canBeInitial()));
        const taken = new Map<string, Chunk>();
        while (pending.size) {
          let progressed = false;
          for (const chunk of pending) {
            const children = [...chunk.getAllAsyncChunks()].filter((c) => c !== chunk);
            if (children.some((child) => pending.has(child))) continue;
            const id = `c${this.hash(compilation, chunk, children).slice(0, 10)}`;
            const other = taken.get(id);
            if (other) throw new Error(`${PLUGIN}: two chunks got the id ${id} (${other.debugId}, ${chunk.debugId})`);
            taken.set(id, chunk);
            chunk.id = id;
            chunk.ids = [id];
            pending.delete(chunk);
            progressed = true;
          }
          if (!progressed) throw new Error(`${PLUGIN}: async chunks load each other in a cycle`);
        }
      });
    });
  }

  private hash(compilation: Compilation, chunk: Chunk, children: Chunk[]): string {
    const { chunkGraph, moduleGraph } = compilation;
    const hash = createHash('sha256').update(this.salt);
    const idOf = (module: Module) => String(chunkGraph.getModuleId(module));
    const modules = [...chunkGraph.getChunkModulesIterable(chunk)].sort((a, b) =>
      a.identifier() < b.identifier() ? -1 : 1,
    );
    for (const module of modules) {
      const { buildInfo } = module as NormalModule;
      hash.update(`\0${module.identifier()}\0${idOf(module)}\0${buildInfo?.hash ?? ''}`);
      // Only where there are any: the other chunks keep the ids they had before this was hashed.
      const defined = definedValues(buildInfo?.valueDependencies as ValueDependencies | undefined);
      if (defined) hash.update(`\0${defined}`);
      const referenced = [...moduleGraph.getOutgoingConnections(module)].flatMap((c) =>
        c.module ? [idOf(c.module)] : [],
      );
      hash.update(`\0${[...new Set(referenced)].sort().join(',')}`);
    }
    hash.update(
      `\0${children
        .map((c) => String(c.id))
        .sort()
        .join(',')}`,
    );
    return hash.digest('hex');
  }
}

/** A module's `buildInfo.valueDependencies`: the versions of the values plugins put into its code. */
type ValueDependencies = ReadonlyMap<string, string | Set<string>>;

/** The DefinePlugin constants a module uses and their values' versions, one string. */
export function definedValues(dependencies: ValueDependencies | undefined): string {
  return [...(dependencies ?? [])]
    .filter(([key]) => key.startsWith(DEFINED))
    .map(([key, version]) => `${key}=${typeof version === 'string' ? version : [...version].sort().join(',')}`)
    .sort()
    .join('\n');
}

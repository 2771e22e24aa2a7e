/** Packages the playground worker uses without types of their own. */
declare module 'sha.js' {
  interface Hash {
    update(data: string | Uint8Array, encoding?: string): Hash;
    digest(): Uint8Array;
    digest(encoding: string): string;
  }
  export default function sha(algorithm: string): Hash;
}

declare module 'url/url.js' {
  export function parse(url: string): { protocol: string | null; pathname: string | null };
  export function format(url: unknown): string;
  export function resolve(from: string, to: string): string;
}

declare module 'path-browserify' {
  const path: { [name: string]: unknown };
  export default path;
}

/** webpack's own JavaScript parser: the playground asks it where a configuration's syntax error is. */
declare module 'webpack/lib/javascript/syntax-parser' {
  export function parseProgram(code: string, pos: number, options: { sourceType: string }): void;
  export function takeParsedTree(): { release: () => void } | null;
}

/** A file's text, bundled as a string (the worker's build gives `?raw` the type asset/source). */
declare module '*?raw' {
  const text: string;
  export default text;
}

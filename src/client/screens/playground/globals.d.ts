/** The url of the playground's worker script, defined by the build (src/node/playground/worker-bundle.ts). */
declare const __PLAYGROUND_WORKER__: string;
/** The url of the playground app's stylesheet, defined by the build too. */
declare const __PLAYGROUND_CSS__: string;

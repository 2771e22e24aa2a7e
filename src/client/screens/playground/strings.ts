/**
 * The strings of the playground's app chunk: kept here, with the chunk, so that no other page
 * downloads them (the screen's title and description are in src/shared/strings.ts).
 */
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const playgroundStrings = {
  loadingWebpack: 'Loading webpack…',
  workerFailed:
    'webpack could not be loaded. You may be offline: the playground works offline once it has loaded once. Reload the page to try again.',
  workerCrashed: (message: string) => `webpack stopped with an error: ${message}`,
  exampleFailed: (page: string) =>
    `The example could not be read from ${page}. It may have changed since the link was made.`,
  linkFailed: (reason: string) =>
    `This link’s project could not be opened. ${reason} The default project is open instead.`,
  exampleFrom: 'This example comes from',
  standIns: (files: string[]) =>
    `The example names files it does not show; the playground added ${files.length === 1 ? 'a stand-in' : 'stand-ins'}: ${files.join(', ')}.`,
  toolbar: 'Project',
  mode: 'Mode',
  modeFromConfig: 'as webpack.config.js sets it',
  share: 'Copy link',
  shareDone: 'Link copied. It holds the whole project: anyone who opens it sees what you see.',
  shareFailed: 'The link could not be copied. Copy it from the address bar.',
  reset: 'Reset',
  resetDone: 'The project is back as it was opened.',
  files: 'Project files',
  demoPackages: 'Demo packages in node_modules',
  addFile: 'Add file',
  newFileName: 'New file’s path',
  add: 'Add',
  cancel: 'Cancel',
  rename: 'Rename',
  renameTo: (path: string) => `New path for ${path}`,
  save: 'Save',
  remove: 'Remove',
  removed: (path: string) => `${path} removed.`,
  fileExists: (path: string) => `${path} already exists.`,
  tooManyFiles: (max: number) => `A project holds at most ${max} files.`,
  editorLabel: (path: string) => `Contents of ${path}`,
  binaryFile: (size: string) => `A binary file (${size}). The playground shows it but cannot edit it.`,
  readOnlyPackage: 'A demo package: read only.',
  building: 'Building…',
  built: (ms: number, files: number, errors: number, warnings: number) =>
    `Built in ${ms} ms: ${plural(files, 'file')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`,
  output: 'Output',
  tabs: { files: 'Files', chunks: 'Chunks', modules: 'Modules', problems: 'Problems' },
  noFiles: 'webpack wrote no files.',
  fileColumns: { file: 'File', size: 'Size', gzip: 'gzip' },
  showFile: (path: string) => `Show ${path}`,
  chunkColumns: { chunk: 'Chunk', names: 'Names', files: 'Files', modules: 'Modules', size: 'Size', kind: 'Kind' },
  chunkKind: (initial: boolean, entry: boolean) => (entry ? 'entry' : initial ? 'initial' : 'async'),
  moduleColumns: { module: 'Module', type: 'Type', chunks: 'Chunks', size: 'Size', issuer: 'Imported by' },
  noProblems: 'No errors or warnings.',
  goTo: (file: string, line: number) => `Show ${file}, line ${line}`,
  limitsTitle: 'What the playground cannot do',
  limits: (version: string | null) =>
    `It runs webpack${version ? ` ${version}` : ''} with its built-in features (JavaScript, JSON, CSS, HTML, assets, WebAssembly, every plugin that webpack ships and needs no operating system, minification with terser, csso, clean-css and html-minifier-terser, terser-webpack-plugin), webpack-merge for configurations, the hot module replacement clients of webpack/hot/ and a few demo packages. It cannot install packages from the npm registry, run loaders and plugins that need Node.js or a native program (babel-loader, sass-loader, html-webpack-plugin, esbuild, SWC, Lightning CSS), cache to disk or start a dev server.`,
  limitsLink: 'Set up a project on your machine to use them',
} as const;

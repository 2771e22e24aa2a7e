/**
 * Node.js's `fs` in the playground worker: the in-memory file system of the build in progress.
 * webpack reads and writes through the file systems it is given; this serves the few modules that
 * call `fs` themselves (the loader runner's default reader, graceful-fs, browserslist).
 */
import { currentFs } from './current';

type Fs = ReturnType<typeof currentFs>;
const call =
  <K extends keyof Fs>(name: K) =>
  (...args: unknown[]): unknown =>
    (currentFs()[name] as (...a: unknown[]) => unknown).apply(currentFs(), args);

export const readFile = call('readFile');
export const writeFile = call('writeFile');
export const stat = call('stat');
export const lstat = call('lstat');
export const readdir = call('readdir');
export const readlink = call('readlink');
export const realpath = call('realpath');
export const mkdir = call('mkdir');
export const unlink = call('unlink');
export const rmdir = call('rmdir');
export const rm = call('rm');
export const access = call('access');
export const exists = call('exists');
export const readFileSync = call('readFileSync');
export const writeFileSync = call('writeFileSync');
export const statSync = call('statSync');
export const lstatSync = call('lstatSync');
export const readdirSync = call('readdirSync');
export const readlinkSync = call('readlinkSync');
export const realpathSync = call('realpathSync');
export const mkdirSync = call('mkdirSync');
export const unlinkSync = call('unlinkSync');
export const rmdirSync = call('rmdirSync');
export const rmSync = call('rmSync');
export const accessSync = call('accessSync');
export const existsSync = call('existsSync');

export default {
  readFile,
  writeFile,
  stat,
  lstat,
  readdir,
  readlink,
  realpath,
  mkdir,
  unlink,
  rmdir,
  rm,
  access,
  exists,
  readFileSync,
  writeFileSync,
  statSync,
  lstatSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  mkdirSync,
  unlinkSync,
  rmdirSync,
  rmSync,
  accessSync,
  existsSync,
};

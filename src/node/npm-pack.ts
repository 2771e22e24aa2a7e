/** `npm pack`: one release of a package, as the registry serves it, without installing it. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface PackedRelease {
  /** The tarball npm wrote. */
  tarball: string;
  /** The paths it holds, under its `package/` folder. */
  files: string[];
}

/** Downloads `spec` (`name` or `name@version`) into `destination`. */
export function npmPack(spec: string, destination: string): PackedRelease {
  const printed = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', destination], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [packed] = JSON.parse(printed) as { filename: string; files?: { path: string }[] }[];
  if (!packed) throw new Error(`npm pack ${spec} wrote nothing`);
  return { tarball: path.join(destination, packed.filename), files: (packed.files ?? []).map((file) => file.path) };
}

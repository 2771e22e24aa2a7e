/**
 * Node.js's `crypto` in the playground worker: `createHash` for the SHA family, from sha.js (what
 * webpack asks for besides its own md4 and xxhash64: `output.hashFunction: 'sha256'`, integrity
 * hashes, the minimizer's cache keys). Any other algorithm fails as Node.js fails on an unknown one.
 */
import sha from 'sha.js';

const ALGORITHMS = ['sha1', 'sha224', 'sha256', 'sha384', 'sha512'];

export function createHash(algorithm: string): ReturnType<typeof sha> {
  const name = algorithm.toLowerCase().replace(/^sha-/, 'sha');
  if (!ALGORITHMS.includes(name))
    throw new Error(
      `Digest method not supported: ${algorithm} (the playground has ${ALGORITHMS.join(', ')}, and webpack's own md4 and xxhash64)`,
    );
  return sha(name);
}

export function getHashes(): string[] {
  return [...ALGORITHMS];
}

export default { createHash, getHashes };

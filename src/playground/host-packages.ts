/**
 * The npm packages a configuration may `require` besides webpack and `path`. The worker bundles
 * them (worker.ts, whose table must name each), and Node.js's host gives a playground build the
 * installed ones (src/node/playground/host.ts), so the build's decisions allow what the worker runs.
 */
export const HOST_PACKAGES = ['minimizer-webpack-plugin', 'terser-webpack-plugin', 'webpack-merge'] as const;

export type HostPackage = (typeof HOST_PACKAGES)[number];

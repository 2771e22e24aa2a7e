/** Facts about a webpack configuration that the content tests check. */
import path from 'node:path';
import webpack from 'webpack';

/** Loader names a configuration uses (not paths to local files). */
export function loaderNames(config: webpack.Configuration): string[] {
  const names: string[] = [];
  const visit = (rule: unknown): void => {
    if (!rule || typeof rule !== 'object') return;
    const r = rule as Record<string, unknown>;
    for (const key of ['loader', 'use']) {
      const value = r[key];
      for (const item of Array.isArray(value) ? value : [value]) {
        const name =
          typeof item === 'string'
            ? item
            : item && typeof item === 'object'
              ? (item as { loader?: unknown }).loader
              : undefined;
        if (typeof name === 'string') names.push(name.split('?')[0] ?? name);
      }
    }
    for (const key of ['rules', 'oneOf']) if (Array.isArray(r[key])) (r[key] as unknown[]).forEach(visit);
  };
  (config.module?.rules ?? []).forEach(visit);
  return names.filter((name) => !name.startsWith('.') && !path.isAbsolute(name));
}

/** The options webpack builds `config` with: normalized, with its defaults applied. */
export function withDefaults(config: webpack.Configuration): webpack.WebpackOptionsNormalized {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

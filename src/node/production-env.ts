/**
 * The production build runs React's production code (the first import of build.ts, so that it is
 * set before React loads, here and in the compile workers, which get this process's environment):
 * the same HTML as its development code, which checks and warns at every element, in less time.
 */
process.env.NODE_ENV ??= 'production';

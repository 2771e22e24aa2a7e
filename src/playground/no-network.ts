/**
 * Node.js's `http` and `https` where the playground builds: a browser can neither serve nor fetch
 * as Node.js does. A server cannot be created (lazy compilation's backend fails, as a build error),
 * and a request fails as one does without a network, with an `error` event (the requests of
 * `experiments.buildHttp`, which webpack then reports as the build's error). The worker bundle has
 * these in place of the modules (shims/http.ts, shims/https.ts); Node.js's host gives them to a
 * playground build (src/node/playground/host.ts), so the site's build decides as the worker runs.
 */

interface FailedRequest {
  on: (event: string, listener: (error: Error) => void) => FailedRequest;
  once: (event: string, listener: (error: Error) => void) => FailedRequest;
  end: () => FailedRequest;
  setTimeout: () => FailedRequest;
  destroy: () => FailedRequest;
}

function failedRequest(message: string): FailedRequest {
  const listeners: ((error: Error) => void)[] = [];
  const listen = (event: string, listener: (error: Error) => void) => {
    if (event === 'error') listeners.push(listener);
    return request;
  };
  const request: FailedRequest = {
    on: listen,
    once: listen,
    end: () => request,
    setTimeout: () => request,
    destroy: () => request,
  };
  setTimeout(() => {
    const error = new Error(message);
    for (const listener of listeners) listener(error);
  }, 0);
  return request;
}

export interface NoNetwork {
  createServer: () => never;
  request: () => FailedRequest;
  get: () => FailedRequest;
}

export function noNetwork(name: 'http' | 'https'): NoNetwork {
  return {
    createServer: () => {
      throw new Error(`The playground cannot start a server (${name}.createServer): it runs in the browser.`);
    },
    request: () => failedRequest(`The playground has no network (${name}.request): it runs in the browser.`),
    get: () => failedRequest(`The playground has no network (${name}.get): it runs in the browser.`),
  };
}

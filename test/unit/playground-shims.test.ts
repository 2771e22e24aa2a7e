/** What the playground worker has in place of Node.js's modules webpack calls (src/playground/shims/). */
import querystring from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { noNetwork } from '../../src/playground/no-network';
import { parse } from '../../src/playground/shims/querystring';

describe("the worker's querystring", () => {
  it("reads a loader's options from a query as Node.js does", () => {
    for (const query of [
      'name=inline',
      'verbose=yes&lang=en',
      'flag',
      'a=1&a=2&a=3&b=',
      'text=two+words&sign=%2B&slash=a%2Fb',
      'bad=%E0%A4%A&empty=&=value',
      'unicode=%C3%A9t%C3%A9',
      '',
    ])
      expect({ ...parse(query) }, query).toEqual({ ...querystring.parse(query, '&', '=', { maxKeys: 0 }) });
  });
});

describe("the worker's http and https", () => {
  it('start no server, and fail a request with an error event, as without a network', async () => {
    const https = noNetwork('https');
    expect(() => https.createServer()).toThrow('The playground cannot start a server (https.createServer)');
    const error = await new Promise<Error>((resolve) => {
      https.get().on('error', resolve);
    });
    expect(error.message).toContain('The playground has no network (https.get)');
  });
});

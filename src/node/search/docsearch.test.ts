import { describe, expect, it } from 'vitest';
import { docSearchConfig } from './docsearch';

describe('docSearchConfig', () => {
  it('is off without any of its variables', () => {
    expect(docSearchConfig({})).toBeNull();
    expect(docSearchConfig({ DOCSEARCH_APP_ID: ' ' })).toBeNull();
  });

  it('is on with all three', () => {
    expect(
      docSearchConfig({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'webpack' }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'webpack' });
  });

  it('stops the build when only some are set, naming what is missing', () => {
    expect(() => docSearchConfig({ DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'webpack' })).toThrow(
      'set DOCSEARCH_APP_ID as well',
    );
  });
});

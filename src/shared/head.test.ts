import { describe, expect, it } from 'vitest';
import { headFor } from './head';
import type { DocMeta } from './types';

function doc(url: string, title: string): DocMeta {
  return {
    url,
    title,
    description: 'd',
    section: 'configuration',
    anchors: [],
    prev: null,
    next: null,
    related: [],
    contributors: [],
    editUrl: '',
    repo: null,
    sidebar: { title: 'Configuration', url: '/configuration/', groups: [] },
  };
}

describe('headFor', () => {
  it('names the section of a page inside one, so same-named pages of two sections differ', () => {
    expect(headFor({ kind: 'doc', meta: doc('/configuration/output/', 'Output') }).title).toBe(
      'Output | Configuration | webpack',
    );
  });

  it('does not repeat the section on its index page', () => {
    expect(headFor({ kind: 'doc', meta: doc('/configuration/', 'Configuration') }).title).toBe(
      'Configuration | webpack',
    );
  });

  it('gives top-level pages their own title', () => {
    expect(
      headFor({ kind: 'doc', meta: { ...doc('/glossary/', 'Glossary'), section: null, sidebar: null } }).title,
    ).toBe('Glossary | webpack');
  });
});

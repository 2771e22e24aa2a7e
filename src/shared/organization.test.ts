import { describe, expect, it } from 'vitest';
import { projectBadges, projectProblems } from './organization';

const project = {
  repo: 'webpack/css-loader',
  npm: 'css-loader',
  description: 'Reads CSS files.',
  maintainer: 'someone',
};

describe('the badges of a project', () => {
  it('are monthly downloads, stars, commits since 6 months, 3 months, 1 month and 1 week, open issues and pull requests', () => {
    expect(projectBadges(project).map((b) => b.url)).toEqual([
      'https://img.shields.io/npm/dm/css-loader?label=downloads&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/stars/webpack/css-loader?label=stars&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/commits-since/webpack/css-loader/main%40%7B6%20months%20ago%7D?label=6%20months&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/commits-since/webpack/css-loader/main%40%7B3%20months%20ago%7D?label=3%20months&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/commits-since/webpack/css-loader/main%40%7B1%20month%20ago%7D?label=1%20month&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/commits-since/webpack/css-loader/main%40%7B1%20week%20ago%7D?label=1%20week&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/issues-raw/webpack/css-loader?label=issues&style=flat-square&maxAge=3600',
      'https://img.shields.io/github/issues-pr-raw/webpack/css-loader?label=pull%20requests&style=flat-square&maxAge=3600',
    ]);
  });

  it('measure commits on the project’s branch', () => {
    const urls = projectBadges({ ...project, branch: 'master' })
      .filter((b) => b.kind === 'commits')
      .map((b) => decodeURIComponent(b.url));
    expect(urls.map((u) => /commits-since\/webpack\/css-loader\/([^?]+)/.exec(u)?.[1])).toEqual([
      'master@{6 months ago}',
      'master@{3 months ago}',
      'master@{1 month ago}',
      'master@{1 week ago}',
    ]);
  });

  it('each have alt text and a reserved width', () => {
    for (const badge of projectBadges(project)) {
      expect(badge.alt).toMatch(/css-loader/);
      expect(badge.width).toBeGreaterThan(0);
    }
  });
});

describe('the project list file', () => {
  it('names every problem', () => {
    expect(projectProblems({})).toEqual(['the file must hold a list of projects']);
    expect(
      projectProblems([project, { ...project, npm: 'Bad Name', maintainer: '@someone' }, { repo: 'nope' }]),
    ).toEqual([
      '[1] (webpack/css-loader): the repo is listed twice',
      '[1] (webpack/css-loader): "npm" must be a package name',
      '[1] (webpack/css-loader): "maintainer" must be a GitHub handle without @, or \'\'',
      '[2] (nope): "repo" must be owner/name',
      '[2] (nope): "npm" must be a package name',
      '[2] (nope): "description" is missing',
      '[2] (nope): "maintainer" must be a GitHub handle without @, or \'\'',
    ]);
  });
});

/**
 * On the pages that document hooks, a heading that names a hook gets a badge with the release that
 * added it and "deprecated", where webpack's types.d.ts says so in the hook's doc comment. Which
 * hooks a page documents is listed below; on a page with a "Hooks" section, only the headings in
 * that section are hooks (`hooks.keep` and `keep` both name the hook `keep`).
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { addHeadingBadges } from '../badges';
import { headingText } from '../markdown/hast';
import { declaredMembers, type DeclaredMember, type MemberBlock } from './webpack-types';

/** Pages that document hooks: the declaration in types.d.ts and which of its blocks. */
export const HOOK_PAGES: Readonly<Record<string, { owner: string; block: MemberBlock }>> = {
  'api/compiler-hooks.md': { owner: 'Compiler', block: 'hooks' },
  'api/compilation-hooks.md': { owner: 'Compilation', block: 'hooks' },
  'api/parser.md': { owner: 'JavascriptParser', block: 'hooks' },
  'plugins/async-web-assembly-modules-plugin.md': { owner: 'AsyncWebAssemblyModulesPlugin', block: 'compilationHooks' },
  'plugins/clean-plugin.md': { owner: 'CleanPlugin', block: 'compilationHooks' },
  'plugins/copy-plugin.md': { owner: 'CopyPlugin', block: 'compilationHooks' },
  'plugins/css-modules-plugin.md': { owner: 'CssModulesPlugin', block: 'compilationHooks' },
  'plugins/html-modules-plugin.md': { owner: 'HtmlModulesPlugin', block: 'compilationHooks' },
  'plugins/javascript-modules-plugin.md': { owner: 'JavascriptModulesPlugin', block: 'compilationHooks' },
};

/** The hooks a content file documents, by name; none for other files. */
export function hooksOf(filePath: string): Map<string, DeclaredMember> {
  const key = Object.keys(HOOK_PAGES).find((page) => filePath.endsWith(`content/${page}`) || filePath === page);
  const source = key ? HOOK_PAGES[key] : undefined;
  return new Map(source ? declaredMembers(source.owner, source.block).map((member) => [member.name, member]) : []);
}

const HEADING = /^h[2-4]$/;

export default function rehypeHookBadges() {
  return (tree: Root, file: VFile) => {
    const hooks = hooksOf(file.path.split('\\').join('/'));
    if (!hooks.size) return;
    const headings = tree.children.filter(
      (node): node is Element => node.type === 'element' && HEADING.test(node.tagName),
    );
    const hooksSection = headings.findIndex((node) => node.tagName === 'h2' && headingText(node).trim() === 'Hooks');
    let inScope = hooksSection < 0;
    for (const [index, node] of headings.entries()) {
      if (node.tagName === 'h2') inScope = hooksSection < 0 || index === hooksSection;
      if (!inScope || node.tagName === 'h2') continue;
      const name = headingText(node)
        .trim()
        .replace(/^hooks\./, '');
      const member = hooks.get(name);
      if (!member) continue;
      addHeadingBadges(node, member);
    }
  };
}

/** Parses a code block's meta string: `title="webpack.config.js" {1,3-5} diff`. */

export interface CodeMeta {
  title: string | null;
  highlight: Set<number>;
  diff: boolean;
}

export type MetaResult = { ok: true; meta: CodeMeta } | { ok: false; error: string };

const TOKEN = /\s*(?:title=(?:"([^"]*)"|'([^']*)')|\{([\d,\s-]+)\}|(diff)\b|(\S+))/y;

export function parseCodeMeta(input: string | null | undefined): MetaResult {
  const meta: CodeMeta = { title: null, highlight: new Set(), diff: false };
  const text = (input ?? '').trim();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const m = TOKEN.exec(text);
    if (!m) break;
    const [, dq, sq, ranges, diff, unknown] = m;
    if (unknown !== undefined) {
      return { ok: false, error: `unknown code block option \`${unknown}\`` };
    }
    if (dq !== undefined || sq !== undefined) meta.title = dq ?? sq ?? null;
    else if (diff) meta.diff = true;
    else if (ranges !== undefined) {
      for (const part of ranges
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const range = /^(\d+)(?:-(\d+))?$/.exec(part);
        if (!range) return { ok: false, error: `bad line range \`${part}\`` };
        const from = Number(range[1]);
        const to = Number(range[2] ?? range[1]);
        if (from < 1 || to < from) return { ok: false, error: `bad line range \`${part}\`` };
        for (let line = from; line <= to; line++) meta.highlight.add(line);
      }
    }
  }
  return { ok: true, meta };
}

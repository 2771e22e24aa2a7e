/**
 * The home page's diagram of modules being bundled, drawn at build time as SVG markup: source
 * modules of several types on the left, their imports converging on webpack in the middle, and
 * the bundles it writes on the right.
 *
 * The drawing itself is still. The motion is two layers over it, each an <svg> element of its own
 * that CSS animates as a whole with `opacity` and `transform` only, which the compositor runs
 * without painting: the edges light up (first those into webpack, then those out of it) and the
 * hub pulses. CSS stops them under `prefers-reduced-motion`, and the page pauses them while the
 * diagram is out of view or the tab is hidden.
 */
import path from 'node:path';
import { writeIfChanged } from '../write-if-changed';

const WIDTH = 640;
const HEIGHT = 320;
const BOX = { width: 116, height: 32 };
/** The hub is the drawing's centre: its pulse scales the layer around 50% 50% (home.css). */
const HUB = { x: WIDTH / 2, y: HEIGHT / 2, radius: 46 };

/** Source modules (left) and the files webpack writes from them (right). */
const SOURCES = ['index.js', 'app.tsx', 'styles.scss', 'logo.png', 'icons.svg', 'data.json'] as const;
const OUTPUTS = ['main.js', 'main.css', 'logo.png'] as const;
/** Which output each source ends up in. */
const LANDS_IN: Record<(typeof SOURCES)[number], (typeof OUTPUTS)[number]> = {
  'index.js': 'main.js',
  'app.tsx': 'main.js',
  'styles.scss': 'main.css',
  'logo.png': 'logo.png',
  'icons.svg': 'main.js',
  'data.json': 'main.js',
};

interface Node {
  label: string;
  x: number;
  y: number;
  kind: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

function column(labels: readonly string[], x: number): Node[] {
  const gap = HEIGHT / labels.length;
  return labels.map((label, i) => ({
    label,
    x,
    y: round(gap * i + gap / 2),
    kind: label.slice(label.lastIndexOf('.') + 1),
  }));
}

/** A horizontal S-curve from (x1, y1) to (x2, y2). */
function curve(x1: number, y1: number, x2: number, y2: number): string {
  const mid = round((x1 + x2) / 2);
  return `M${x1} ${y1}C${mid} ${y1} ${mid} ${y2} ${x2} ${y2}`;
}

function box(node: Node, className: string): string {
  const x = round(node.x - BOX.width / 2);
  const y = round(node.y - BOX.height / 2);
  return (
    `<g class="diagram__node ${className} diagram__node--${node.kind}">` +
    `<rect x="${x}" y="${y}" width="${BOX.width}" height="${BOX.height}" rx="4"/>` +
    `<text x="${node.x}" y="${round(node.y + 5)}" text-anchor="middle">${node.label}</text></g>`
  );
}

function layer(className: string, content: string): string {
  return `<svg class="${className}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">${content}</svg>`;
}

/** The diagram: the still drawing (the image, with its title and description) and its two moving layers. */
export function drawModuleDiagram(): string {
  const sources = column(SOURCES, 20 + BOX.width / 2);
  const outputs = column(OUTPUTS, WIDTH - 20 - BOX.width / 2);
  const into = sources.map((source) => curve(round(source.x + BOX.width / 2), source.y, HUB.x - HUB.radius, HUB.y));
  const out = outputs.map((output) => curve(HUB.x + HUB.radius, HUB.y, round(output.x - BOX.width / 2), output.y));
  const paths = (ds: string[], className: string) => ds.map((d) => `<path class="${className}" d="${d}"/>`).join('');
  // The hub: a hexagon, the outline of a cube seen corner-on.
  const hexagon = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${round(HUB.x + HUB.radius * Math.cos(angle))},${round(HUB.y + HUB.radius * Math.sin(angle))}`;
  }).join(' ');
  const description = SOURCES.map((s) => `${s} goes into ${LANDS_IN[s]}`).join('; ');
  const drawing =
    `<svg class="diagram" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="diagram-title diagram-desc" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="diagram-title">Modules of many types go into webpack, bundles come out</title>` +
    `<desc id="diagram-desc">${description}.</desc>` +
    `<g class="diagram__edges">${paths([...into, ...out], 'diagram__edge')}</g>` +
    `<g class="diagram__hub"><polygon points="${hexagon}"/><text x="${HUB.x}" y="${HUB.y + 5}" text-anchor="middle">webpack</text></g>` +
    sources.map((node) => box(node, 'diagram__node--source')).join('') +
    outputs.map((node) => box(node, 'diagram__node--output')).join('') +
    `</svg>`;
  return (
    drawing +
    layer('diagram__flow diagram__flow--in', paths(into, 'diagram__lit')) +
    layer('diagram__flow diagram__flow--out', paths(out, 'diagram__lit')) +
    layer('diagram__pulse', `<polygon points="${hexagon}"/>`)
  );
}

/** Writes .site/module-diagram.json ({ svg }) for the home page's chunk; untouched if unchanged. */
export async function emitDiagramModule(siteDir: string): Promise<void> {
  const file = path.join(siteDir, 'module-diagram.json');
  const text = `${JSON.stringify({ svg: drawModuleDiagram() })}\n`;
  await writeIfChanged(file, text);
}

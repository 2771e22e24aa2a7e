export function header() {
  const title = 'Quarterly report';
  const line = '='.repeat(title.length);
  return `${line}\n${title}\n${line}`;
}

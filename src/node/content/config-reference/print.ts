/**
 * Prints the catalog for writers of the configuration pages:
 *   npx tsx src/node/content/config-reference/print.ts [prefix|/configuration/page/]
 * Each option with its type, the defaults the build shows under its heading, and the schema's
 * description (a source of facts, not text to copy).
 */
import { optionCatalog } from './catalog';
import { optionDefault } from './defaults';

const filter = process.argv[2] ?? '';
const catalog = optionCatalog();
for (const option of catalog.options) {
  if (filter.startsWith('/') ? option.page !== filter : !option.path.startsWith(filter)) continue;
  const def = optionDefault(option.path);
  const shownDefault = def
    ? (def.all ??
      Object.entries(def.byMode ?? {})
        .map(([m, v]) => `${m}: ${v}`)
        .join('; '))
    : '(none shown)';
  console.log(`${option.path}   ${option.page}#${option.id}${option.deprecated ? '   DEPRECATED' : ''}`);
  console.log(`  type:    ${option.type}`);
  console.log(`  default: ${shownDefault}`);
  const description = option.description;
  if (description) console.log(`  schema:  ${description}`);
}
for (const [alias, documented] of catalog.aliases) {
  if (filter.startsWith('/') ? catalog.byPath.get(documented)?.page === filter : alias.startsWith(filter))
    console.log(`alias: ${alias} takes what ${documented} takes`);
}

import { bundler } from 'virtual:build-info';
import * as pages from 'virtual:pages';

console.log(`Built with ${bundler}`);
for (const [name, render] of Object.entries(pages)) {
  console.log(`${name}: ${render()}`);
}

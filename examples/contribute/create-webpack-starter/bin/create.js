#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');

const target = path.resolve(process.argv[2] ?? 'my-app');
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  console.error(`${target} exists and is not empty.`);
  process.exit(1);
}

// Copy the template, then give the new package.json the folder's name.
fs.cpSync(path.join(__dirname, '..', 'template'), target, { recursive: true });
const packageFile = path.join(target, 'package.json');
const manifest = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
manifest.name = path.basename(target);
fs.writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`Created ${target}. Next:`);
console.log(`  cd ${path.relative(process.cwd(), target) || '.'}`);
console.log('  npm install');
console.log('  npm run build');

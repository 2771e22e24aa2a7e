// A CommonJS module.
console.log('module.id:', module.id);
console.log('module.loaded while running:', module.loaded);
console.log('exports is module.exports:', exports === module.exports);
console.log('require.main is this module:', require.main === module);

module.exports = { name: 'legacy' };

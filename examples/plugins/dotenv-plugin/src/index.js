console.log(`API: ${process.env.WEBPACK_API_URL}`);
console.log(`Title: ${import.meta.env.WEBPACK_TITLE}`);
console.log(`Docs: ${process.env.WEBPACK_DOCS_URL}`);
console.log(`Token: ${typeof process.env.SECRET_TOKEN}`);

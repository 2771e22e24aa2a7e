// The server bundle's stand-in for .site/routes.js: prerendering never loads another page.
export const pages = {};
export const anchors = {};

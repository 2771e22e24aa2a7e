const base = document.querySelector('meta[name="asset-base"]');

if (base) {
  __webpack_public_path__ = base.content;
}

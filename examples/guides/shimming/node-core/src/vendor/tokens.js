// tokens.js: from a package written for Node.js first.
function randomId() {
  if (typeof window === 'undefined') {
    return require('crypto').randomUUID();
  }
  return window.crypto.randomUUID();
}

function toBase64(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}

module.exports = { randomId, toBase64 };

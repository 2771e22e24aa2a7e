function shout(text) {
  return text.toUpperCase();
}

function whisper(text) {
  return text.toLowerCase();
}

module.exports = shout;
module.exports.whisper = whisper;

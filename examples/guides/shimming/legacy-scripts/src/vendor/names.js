// names.js 1.0: helpers for lists of names, for a <script> tag.
var NAME_SEPARATOR = ', ';

function joinNames(names) {
  if (names.length < 2) return names.join('');
  return names.slice(0, -1).join(NAME_SEPARATOR) + ' and ' + names[names.length - 1];
}

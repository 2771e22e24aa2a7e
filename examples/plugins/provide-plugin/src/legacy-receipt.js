// Written for a page that loaded its helpers as globals: it imports nothing.
module.exports = function receipt(cents, date) {
  return `${formatDate(date)}: ${Money.format(cents)} ${App.settings.currency}`;
};

// banner.js 1.0: shows a line of text above the page, for a <script> tag.
(function (root) {
  var doc = root.document;

  root.showBanner = function (text) {
    var banner = doc.createElement('p');
    banner.className = 'banner';
    banner.textContent = text;
    doc.body.prepend(banner);
  };
})(this);

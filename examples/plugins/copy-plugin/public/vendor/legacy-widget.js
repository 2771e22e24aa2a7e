/* Legacy widget, loaded with its own <script> tag.
   Its vendor signs this exact file, so it must reach dist unchanged. */
window.legacyWidget = function legacyWidget(element) {
  element.textContent = 'Widget ready';
};

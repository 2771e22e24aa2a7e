import './global/base.css';
import './global/layout.css';
import './widgets/button.css';
import './widgets/card.css';
import './headings.link.css';
import dark from './dark.lazy.css';

const toggle = document.querySelector('#dark');

toggle.addEventListener('change', () => {
  if (toggle.checked) dark.use();
  else dark.unuse();
});
